// Where a page's texts stop being "words and single spaces": the scanner's hint to the extractor
// (html-scan.ts, ScanHandler.ontext), which then appends such a text whole instead of collapsing
// its whitespace.
//
// The pairs of spaces cost the most to find. Spaces come every few characters, and a search for
// two of them (`indexOf('  ')`, a regular expression) stops at each one: about 15 µs over a 29 KB
// bench page, and 18 µs when each text was searched on its own, against 255 µs for the whole page.
// A small WebAssembly function (wasm/irregular-spaces.wat) tests sixteen characters at a time for
// all of them at once: about 2 µs a page, with the copy of the page into its memory.
import { IRREGULAR_SPACES_WASM } from './wasm/irregular-spaces.wasm.js'

/** Whitespace by JavaScript's `\s` up to U+00FF, but the space. */
const OTHER_SPACES = ['\n', '\t', '\r', '\f', '\v', '\u00a0']

/** Pages past this size are searched without WebAssembly, whose memory never shrinks. */
const MAX_WASM_PAGE = 8 * 1024 * 1024

/** What this module uses of WebAssembly, which TypeScript declares only in the DOM's library. */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object
  Instance: new (module: object) => { exports: Record<string, unknown> }
}

interface WasmMemory {
  readonly buffer: ArrayBuffer
  grow(pages: number): number
}

interface WasmSearch {
  memory: WasmMemory
  next: (from: number, len: number) => number
  /** The memory as bytes (made again when the memory grows). */
  bytes: Buffer
  /** The search whose page is in the memory now. */
  owner: IrregularSpaces | undefined
}

/** Undefined until first needed; null where WebAssembly cannot run (`node --jitless`). */
let wasm: WasmSearch | null | undefined

function wasmSearch(): WasmSearch | null {
  if (wasm !== undefined) return wasm
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(IRREGULAR_SPACES_WASM, 'base64')))
    const memory = instance.exports.memory as WasmMemory
    const next = instance.exports.next as (from: number, len: number) => number
    wasm = { memory, next, bytes: Buffer.from(memory.buffer), owner: undefined }
  } catch {
    wasm = null
  }
  return wasm
}

/**
 * The search over one page that holds no character past U+00FF (one byte a character). Each
 * call may start anywhere; the scanner calls it only past the last answer.
 */
export class IrregularSpaces {
  private readonly search: WasmSearch | null
  /** Without WebAssembly: where each of OTHER_SPACES, and a pair of spaces, next occurs (-1 before the first search). */
  private readonly nextAt: number[] = []

  constructor(
    private readonly html: string,
    useWasm = true
  ) {
    this.search = useWasm && html.length <= MAX_WASM_PAGE ? wasmSearch() : null
  }

  /**
   * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
   * carriage return or no-break space, or a space followed by a space; the page's length when
   * there is none.
   */
  next(from: number): number {
    const search = this.search
    return search === null ? this.nextWithoutWasm(from) : this.nextWithWasm(search, from)
  }

  private nextWithWasm(search: WasmSearch, from: number): number {
    const html = this.html
    const len = html.length
    if (search.owner !== this) {
      // Past the page: the bytes a block reads beyond its end.
      const wanted = len + 16
      if (search.bytes.length < wanted) {
        search.memory.grow(Math.ceil((wanted - search.bytes.length) / 65536))
        search.bytes = Buffer.from(search.memory.buffer)
      }
      search.bytes.write(html, 0, len, 'latin1')
      search.owner = this
    }
    return search.next(from, len)
  }

  private nextWithoutWasm(from: number): number {
    const html = this.html
    const len = html.length
    const nextAt = this.nextAt
    if (nextAt.length === 0) for (let k = 0; k <= OTHER_SPACES.length; k++) nextAt.push(-1)
    let first = len
    for (let k = 0; k <= OTHER_SPACES.length; k++) {
      let at = nextAt[k] as number
      if (at < from) {
        at = html.indexOf(k < OTHER_SPACES.length ? (OTHER_SPACES[k] as string) : '  ', from)
        if (at < 0) at = len
        nextAt[k] = at
      }
      if (at < first) first = at
    }
    return first
  }
}
