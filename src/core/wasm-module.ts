// The project's WebAssembly modules (src/core/wasm/*.wat, committed as base64 by
// scripts/wasm.mjs), each made once a thread, when first needed. Where WebAssembly cannot run
// (`node --jitless`) there is none, and the callers compute the same answers in JavaScript.

/** What this module uses of WebAssembly, which TypeScript declares only in the DOM's library. */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object, imports?: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> }
}

interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(pages: number): number
}

const WASM_PAGE = 65536

/** An instance of a module that exports its memory (`memory`) and the functions `F`. */
export class WasmModule<F> {
  /** The memory as bytes, made again when the memory grows. */
  private bytes: Buffer
  /** Whose data the memory holds now, for a caller that leaves it there between calls. */
  holder: object | undefined = undefined

  constructor(
    private readonly memory: WasmMemory,
    readonly functions: F
  ) {
    this.bytes = Buffer.from(memory.buffer)
  }

  /** Grows the memory to at least `size` bytes (it never shrinks); returns its bytes. */
  reserve(size: number): Buffer {
    if (this.bytes.length < size) {
      this.memory.grow(Math.ceil((size - this.bytes.length) / WASM_PAGE))
      this.bytes = Buffer.from(this.memory.buffer)
    }
    return this.bytes
  }
}

/**
 * A getter of the module in `base64`, made on the first call; it gives null where WebAssembly
 * cannot run. `functions` picks the exports the caller uses.
 */
export function lazyWasm<F>(
  base64: string,
  functions: (exports: Record<string, unknown>) => F,
  imports: Record<string, Record<string, unknown>> = {}
): () => WasmModule<F> | null {
  let made: WasmModule<F> | null | undefined
  return () => {
    if (made === undefined) {
      try {
        const { exports } = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(base64, 'base64')), imports)
        made = new WasmModule(exports.memory as WasmMemory, functions(exports))
      } catch {
        made = null
      }
    }
    return made
  }
}
