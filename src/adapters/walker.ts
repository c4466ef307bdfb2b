// The walk of the site folder on a thread of its own, started before the previous state is read.
//
// On a site of many small pages the walk is one `readdir` a folder, mostly time in the kernel
// (100,000 folders: ~0.85 s, ~0.7 s of it system time), and while the main thread reads and checks
// the previous state (or the action restores it) the second core has nothing to do. Started first,
// the walk uses that core, and the main thread, which feeds the page workers, no longer walks.
// The files come out in the order of walkPages, in chunks, and the thread stays at most
// AHEAD_CHUNKS ahead of what the pages have taken, so that on a site of millions of pages it does
// not hold every name at once.
import { realpathSync } from 'node:fs'
import { Worker, type MessagePort } from 'node:worker_threads'
import { VERSION } from '../version.js'
import { findBundle } from './bundles.js'
import { walkPages } from './discover.js'
import type { Logger } from './logger.js'

export const WALK_PROTOCOL = `lastmod-walk/1 ${VERSION}`

/** Files a chunk: enough that a message is cheap beside the folders read for it (~2 ms of walking). */
const CHUNK_FILES = 256
/** Chunks the walk may send beyond those taken: ~256,000 files, ~15 MB of names. */
const AHEAD_CHUNKS = 1024

/** Slots of the shared counters. */
const TAKEN = 0
const CLOSED = 1

interface WalkData {
  lastmodWalk: string
  siteDir: string
  /** Chunks it may send beyond those taken (AHEAD_CHUNKS). */
  ahead: number
  /** Two Int32 slots: chunks taken by the main thread, and 1 once the walk is closed. */
  shared: SharedArrayBuffer
}

type FromWalk =
  | { kind: 'files'; files: string }
  | { kind: 'warning'; message: string }
  | { kind: 'done' }
  /** `unusable`: this thread cannot walk at all (another version's bundle): walk in the main thread instead. */
  | { kind: 'failed'; message: string; code?: string; unusable: boolean }

/** Separates the files of a chunk: no path holds a NUL. */
const FIELD = '\0'

/** A walk running on its own thread. */
export interface PageWalk {
  /**
   * The HTML files under the site folder, relative, in the order of walkPages (discover.ts), in
   * chunks; the walk's warnings are logged as the files around them are reached. Iterate once.
   * `realRoot`: the site folder, symlinks resolved, for the walk in this thread when the walk
   * thread could not start. A failed `readdir` rejects with its error (and its `code`).
   */
  files(realRoot: string): AsyncIterable<readonly string[]>
  /** Stops the walk (done or not) and its thread. */
  close(): Promise<void>
}

export interface WalkOptions {
  /** The walker bundle; default: dist/walker.js next to the running bundle. */
  script?: string
  /** Chunks the walk may run ahead of those taken; default AHEAD_CHUNKS. */
  ahead?: number
}

/**
 * Starts walking `siteDir` on a thread of its own; undefined when there is no walker bundle next
 * to this one (running from the sources), and then the pages are walked as they are needed.
 */
export function startPageWalk(siteDir: string, log: Logger, options: WalkOptions = {}): PageWalk | undefined {
  const script = options.script ?? findBundle('walker.js')
  if (script === undefined) return undefined
  const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)
  const data: WalkData = { lastmodWalk: WALK_PROTOCOL, siteDir, ahead: options.ahead ?? AHEAD_CHUNKS, shared }
  // A small young generation, as the page workers': the walk keeps only the names it has not sent.
  const worker = new Worker(script, { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 6 } })
  return new WalkThread(worker, new Int32Array(shared), log)
}

class WalkThread implements PageWalk {
  private readonly received: FromWalk[] = []
  /** Why the thread ended without a last message: its error, or its exit. */
  private ended: Error | undefined
  private wake: (() => void) | undefined
  /** The thread's end, once its walk is done (see files). */
  private ending: Promise<number> | undefined

  constructor(
    private readonly worker: Worker,
    private readonly shared: Int32Array,
    private readonly log: Logger
  ) {
    worker.on('message', (message: FromWalk) => {
      this.received.push(message)
      this.notify()
    })
    worker.on('error', (error: Error) => {
      this.ended ??= error
      this.notify()
    })
    worker.on('exit', (code: number) => {
      this.ended ??= new Error(`exited with code ${code}`)
      this.notify()
    })
  }

  async *files(realRoot: string): AsyncGenerator<readonly string[], void, undefined> {
    /** Whether anything of the walk (files, a warning) has been passed on: then it cannot start over here. */
    let passedOn = false
    let count = 0
    const walkHere = (why: string): Generator<readonly string[], void, undefined> => {
      this.log.debug(`Walk thread not used (${why}): the site folder is walked in this thread`)
      return chunksOf(walkPages(realRoot, this.log))
    }
    for (;;) {
      const message = this.received.shift()
      if (message === undefined) {
        const ended = this.ended
        if (ended === undefined) {
          await new Promise<void>((resolve) => (this.wake = resolve))
          continue
        }
        if (passedOn) throw new Error(`the walk of the site folder stopped: ${ended.message}`)
        // The thread never got going (a bundle that failed to load).
        yield* walkHere(ended.message)
        return
      }
      switch (message.kind) {
        case 'files': {
          passedOn = true
          Atomics.add(this.shared, TAKEN, 1)
          Atomics.notify(this.shared, TAKEN)
          const files = message.files.split(FIELD)
          count += files.length
          yield files
          break
        }
        case 'warning':
          passedOn = true
          this.log.warning(message.message)
          break
        case 'done':
          this.log.debug(`Walked the site folder on a thread of its own: ${count} page file(s)`)
          // Nothing is left for the thread to do: it ends now rather than at close, and its heap
          // is not kept through the pages' work and the planning (close still waits for the end).
          this.ending = this.worker.terminate()
          this.ending.catch(() => {})
          return
        case 'failed':
          if (message.unusable && !passedOn) {
            yield* walkHere(message.message)
            return
          }
          throw Object.assign(new Error(message.message), message.code === undefined ? {} : { code: message.code })
      }
    }
  }

  async close(): Promise<void> {
    Atomics.store(this.shared, CLOSED, 1)
    Atomics.notify(this.shared, TAKEN)
    await (this.ending ?? this.worker.terminate())
  }

  private notify(): void {
    const wake = this.wake
    this.wake = undefined
    wake?.()
  }
}

function* chunksOf(files: Iterable<string>): Generator<readonly string[], void, undefined> {
  let chunk: string[] = []
  for (const file of files) {
    chunk.push(file)
    if (chunk.length === CHUNK_FILES) {
      yield chunk
      chunk = []
    }
  }
  if (chunk.length > 0) yield chunk
}

// ---------------------------------------------------------------------------------------------
// Thread side (src/walker.ts)

/** Walks the folder named in `data`, posting chunks of files on `port`, then `done` or `failed`. */
export function serveWalk(port: MessagePort, data: unknown): void {
  const post = (message: FromWalk): void => port.postMessage(message)
  const given = data as Partial<WalkData> | null
  if (
    given?.lastmodWalk !== WALK_PROTOCOL ||
    typeof given.siteDir !== 'string' ||
    typeof given.ahead !== 'number' ||
    !(given.shared instanceof SharedArrayBuffer)
  ) {
    post({ kind: 'failed', message: `the walker bundle speaks ${WALK_PROTOCOL}`, unusable: true })
    return
  }
  const shared = new Int32Array(given.shared)
  const ahead = given.ahead
  const log: Logger = { info: () => {}, debug: () => {}, warning: (message) => post({ kind: 'warning', message }) }
  let sent = 0
  /** Sends a chunk; false once the walk is closed. Waits while the pages are far behind. */
  const send = (files: readonly string[]): boolean => {
    post({ kind: 'files', files: files.join(FIELD) })
    sent++
    for (;;) {
      if (Atomics.load(shared, CLOSED) !== 0) return false
      const taken = Atomics.load(shared, TAKEN)
      if (sent - taken <= ahead) return true
      Atomics.wait(shared, TAKEN, taken)
    }
  }
  try {
    for (const files of chunksOf(walkPages(realpathSync(given.siteDir), log))) if (!send(files)) return
    post({ kind: 'done' })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error), unusable: false, ...(code === undefined ? {} : { code }) })
  }
}
