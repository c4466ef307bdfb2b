// The state file: parsing untrusted JSON into a State, stable serialisation, and merging.
import { createHash } from 'node:crypto'
import { parseInstant } from './dates.js'
import { isFingerprint } from './explain.js'
import type { PageRecord, State } from './types.js'

/** A state file that must not be used, and must never be silently replaced. */
export class StateError extends Error {
  override name = 'StateError'
}

export const STATE_VERSION = 1

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const HASH = /^sha256:[0-9a-f]{64}$/

const RECORD_KEYS = new Set(['hash', 'publishedAt', 'updatedAt', 'removedAt', 'blocks'])

/**
 * Checks one page record. A valid record is kept as the very object JSON.parse made (a state of
 * 100,000 pages is not copied), with its dates interned: most pages share a few dates.
 * `intern`: the one copy of a valid date, undefined for a text that is not one. Nothing is built
 * for a valid record (no message, no closure, no list of its keys): a state of 100,000 pages is
 * read in 181–192 ms instead of 226–228 on node 20, 149–156 instead of 161–171 on node 24 (the
 * bench's small site, best of seven in one process).
 */
function parseRecord(key: string, value: unknown, source: string, intern: (date: string) => string | undefined): PageRecord {
  if (!key.startsWith('/')) throw recordError(source, key, "keys must be URL paths starting with '/'")
  if (!isObject(value)) throw recordError(source, key, 'expected an object')
  const { hash, publishedAt, updatedAt, removedAt, blocks } = value
  if (typeof hash !== 'string' || !HASH.test(hash)) throw recordError(source, key, 'hash must be "sha256:" and 64 hex digits')
  const record = value as unknown as PageRecord
  record.publishedAt = instantField(publishedAt, intern, source, key, 'publishedAt')
  record.updatedAt = instantField(updatedAt, intern, source, key, 'updatedAt')
  if (removedAt !== undefined) record.removedAt = instantField(removedAt, intern, source, key, 'removedAt')
  // A fingerprint another tool mangled would explain changes with blocks the page never had.
  if (blocks !== undefined && (typeof blocks !== 'string' || !isFingerprint(blocks))) {
    throw recordError(source, key, 'blocks must be a block fingerprint (<count>.<base64url>)')
  }
  // Fields this version does not know are dropped, not carried into the next state.
  for (const field in value) if (!RECORD_KEYS.has(field)) delete value[field]
  return record
}

function recordError(source: string, key: string, problem: string): StateError {
  return new StateError(`${source}: page ${JSON.stringify(key)}: ${problem}`)
}

/** A record's date field, interned; a StateError naming the page and the field when it is not one. */
function instantField(value: unknown, intern: (date: string) => string | undefined, source: string, key: string, field: string): string {
  const date = typeof value === 'string' ? intern(value) : undefined
  if (date === undefined) throw recordError(source, key, `${field} must be an ISO 8601 date-time with a zone`)
  return date
}

/**
 * Checks persisted text before anything trusts it. Any problem is a StateError whose one-line
 * message names `source`: a corrupt state file stops the run instead of resetting every date.
 */
export function parseState(text: string, source: string): State {
  const stored = parseStoredState(text, source)
  if ('parts' in stored) throw new StateError(`${source}: a split state's index where a part was expected`)
  return stored
}

/** One part of a split state, as its index lists it. */
export interface StatePartEntry {
  /** Relative to the index's folder, `/`-separated. */
  file: string
  pages: number
  sha256: string
}

/** The file at `state-file` of a split state: the parts beside it hold the records. */
export interface StateIndex {
  version: number
  hashing?: State['hashing']
  sharedBlocks?: string[]
  parts: StatePartEntry[]
}

const PART_FILE = /^[^/\\]+\.d\/\d{2,}-[0-9a-f]{16}\.json$/

/** A whole state, or the index of a split one (readSplitState reads its parts). */
export function parseStoredState(text: string, source: string): State | StateIndex {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new StateError(`${source} is not valid JSON (corrupt or truncated?): ${detail}`)
  }
  if (!isObject(data)) throw new StateError(`${source}: expected a JSON object with "version" and "pages"`)
  if (data.version !== STATE_VERSION) {
    throw new StateError(
      `${source}: unknown state version ${JSON.stringify(data.version)}; this lastmod reads version ${STATE_VERSION}`
    )
  }
  if (data.pages === undefined && Array.isArray(data.parts)) return { ...parseIndex(data.parts, source), ...hashingOf(data, source), ...sharedOf(data, source), version: STATE_VERSION }
  if (!isObject(data.pages)) throw new StateError(`${source}: "pages" must be an object`)
  // Checked in place: the object JSON.parse made becomes the state's pages.
  const pages = data.pages as Record<string, PageRecord>
  // Each distinct date is checked once (most pages share a few): ~50 ms of 280 on 100,000 pages.
  const dates = new Map<string, string>()
  const intern = (date: string): string | undefined => {
    const known = dates.get(date)
    if (known !== undefined) return known
    if (parseInstant(date) === undefined) return undefined
    dates.set(date, date)
    return date
  }
  for (const key in pages) parseRecord(key, pages[key], source, intern)
  return { version: STATE_VERSION, pages, ...hashingOf(data, source), ...sharedOf(data, source) }
}

/** The most blocks a state's sharedBlocks may list (core/noise.ts keeps fewer). */
const MAX_SHARED_BLOCKS = 64

function sharedOf(data: Record<string, unknown>, source: string): Pick<State, 'sharedBlocks'> {
  const shared = data.sharedBlocks
  if (shared === undefined) return {}
  if (!Array.isArray(shared) || shared.length > MAX_SHARED_BLOCKS || !shared.every((block) => typeof block === 'string')) {
    throw new StateError(`${source}: "sharedBlocks" must be a list of at most ${MAX_SHARED_BLOCKS} strings`)
  }
  return { sharedBlocks: shared }
}

function hashingOf(data: Record<string, unknown>, source: string): Pick<State, 'hashing'> {
  const h = data.hashing
  if (h === undefined) return {}
  if (!isObject(h) || typeof h.normalizer !== 'number' || typeof h.options !== 'string') {
    throw new StateError(`${source}: "hashing" must be {"normalizer": number, "options": string}`)
  }
  return { hashing: { normalizer: h.normalizer, options: h.options } }
}

function parseIndex(parts: unknown[], source: string): { parts: StatePartEntry[] } {
  return {
    parts: parts.map((part, i) => {
      if (!isObject(part) || typeof part.file !== 'string' || !PART_FILE.test(part.file) || typeof part.pages !== 'number' || typeof part.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(part.sha256)) {
        throw new StateError(`${source}: part ${i} must be {"file": "<name>.d/<nn>-<hex>.json", "pages": number, "sha256": hex}`)
      }
      return { file: part.file, pages: part.pages, sha256: part.sha256 }
    })
  }
}

/**
 * Pages above which the state is split into parts beside an index: a single file passes GitHub's
 * 100 MB push limit near 250,000 pages, and a deploy that changes a few pages rewrites only their parts.
 */
export const SPLIT_PAGES = 50_000

/**
 * How many parts hold `count` pages (0: one file). A power of two of about `limit` / 2 pages each;
 * the `previous` count is kept while parts average between `limit` / 8 and `limit` pages, so a
 * site that grows or shrinks a little keeps its parts (and its unchanged parts' bytes).
 */
export function partCount(count: number, previous: number, limit = SPLIT_PAGES): number {
  if (previous > 0 && count > limit / 2 && count >= (previous * limit) / 8 && count <= previous * limit) return previous
  if (count <= limit) return 0
  let parts = 2
  while ((parts * limit) / 2 < count) parts *= 2
  return parts
}

/**
 * The part of `key` among `parts`: FNV-1a of the URL path, stable across runs and versions, then
 * murmur3's finaliser, without which paths that differ only at their end share their low bits.
 */
export function partOf(key: string, parts: number): number {
  return pathHash(key) % parts
}

/** A state key's 32-bit hash, stable across runs and versions (partOf; the pages a run samples, core/noise.ts). */
export function pathHash(key: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193)
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return (hash ^ (hash >>> 16)) >>> 0
}

export interface StatePart extends StatePartEntry {
  /** The part's UTF-8 bytes in chunks of about 64 KB. */
  chunks: Uint8Array[]
}

/**
 * The parts of `state` split `parts` ways, one at a time (each is a state file of its own pages),
 * named by number and content under `dir` (e.g. `state.json.d`): an unchanged part keeps its name
 * and bytes, and a new part never overwrites a file the current index names.
 */
export function* splitState(state: State, parts: number, dir: string): Generator<StatePart> {
  // One sort, then the sorted keys dealt out: no sub-state object, no sort per part.
  const groups: string[][] = Array.from({ length: parts }, () => [])
  for (const key of Object.keys(state.pages).sort()) (groups[partOf(key, parts)] as string[]).push(key)
  const width = Math.max(2, String(parts - 1).length)
  for (const [i, keys] of groups.entries()) {
    // Held as bytes: a chunk's text is a tree of the pieces it was joined from, several times its size.
    const chunks: Uint8Array[] = []
    const hash = createHash('sha256')
    for (const text of serializeStateChunks({ version: state.version, pages: state.pages }, keys)) {
      const chunk = Buffer.from(text, 'utf8')
      hash.update(chunk)
      chunks.push(chunk)
    }
    const sha256 = hash.digest('hex')
    yield { file: `${dir}/${String(i).padStart(width, '0')}-${sha256.slice(0, 16)}.json`, pages: keys.length, sha256, chunks }
  }
}

/** The index of a split state: sorted keys, one part per line. */
export function serializeStateIndex(state: Pick<State, 'version' | 'hashing' | 'sharedBlocks'>, parts: StatePartEntry[]): string {
  const lines = parts.map((p) => `    ${JSON.stringify({ file: p.file, pages: p.pages, sha256: p.sha256 })}`).join(',\n')
  return `{\n${hashingLine(state)}  "parts": [\n${lines}\n  ],\n${sharedLines(state)}  "version": ${state.version}\n}\n`
}

/**
 * The state a split index names, from its parts' texts (`read` gives undefined for a missing
 * part). A missing, torn or altered part is a StateError naming it, never a state with fewer pages.
 */
export async function readSplitState(index: StateIndex, source: string, read: (file: string) => Promise<string | undefined>): Promise<State> {
  let pages: Record<string, PageRecord> | undefined
  for (const part of index.parts) {
    const text = await read(part.file)
    if (text === undefined) throw new StateError(`${source}: part ${part.file} is missing`)
    if (createHash('sha256').update(text).digest('hex') !== part.sha256) {
      throw new StateError(`${source}: part ${part.file} is torn or altered (its sha256 differs from the index's)`)
    }
    const partPages = parseState(text, `${source} part ${part.file}`).pages
    if (pages === undefined) pages = partPages
    else for (const key in partPages) if (!(key in pages)) pages[key] = partPages[key] as PageRecord
  }
  pages ??= {}
  return { version: STATE_VERSION, pages, ...(index.hashing ? { hashing: index.hashing } : {}), ...(index.sharedBlocks ? { sharedBlocks: index.sharedBlocks } : {}) }
}

/** A record as JSON with its keys sorted; it holds no others (parseRecord drops them, and the planner writes none). */
function recordJson({ blocks, hash, publishedAt, removedAt, updatedAt }: PageRecord): string {
  return JSON.stringify({ blocks, hash, publishedAt, removedAt, updatedAt })
}

const CHUNK = 64 * 1024

/**
 * Sorted keys, one page per line: the git diff of two states shows exactly the pages that moved.
 * Yielded in chunks of about 64 KB, so a large state is never held as one string.
 */
export function* serializeStateChunks(state: Pick<State, 'version' | 'hashing' | 'pages' | 'sharedBlocks'>, keys = Object.keys(state.pages).sort()): Generator<string> {
  let chunk = `{\n${hashingLine(state)}  "pages": ${keys.length === 0 ? '{}' : '{\n'}`
  for (const [i, key] of keys.entries()) {
    chunk += `    ${JSON.stringify(key)}: ${recordJson(state.pages[key] as PageRecord)}${i < keys.length - 1 ? ',' : ''}\n`
    if (chunk.length >= CHUNK) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}${keys.length === 0 ? '' : '  }'},\n${sharedLines(state)}  "version": ${state.version}\n}\n`
}

/** One block a line, in the order kept. */
function sharedLines({ sharedBlocks }: Pick<State, 'sharedBlocks'>): string {
  if (sharedBlocks === undefined || sharedBlocks.length === 0) return ''
  return `  "sharedBlocks": [\n${sharedBlocks.map((block) => `    ${JSON.stringify(block)}`).join(',\n')}\n  ],\n`
}

function hashingLine({ hashing }: Pick<State, 'hashing'>): string {
  return hashing ? `  "hashing": ${JSON.stringify({ normalizer: hashing.normalizer, options: hashing.options })},\n` : ''
}

export function serializeState(state: State): string {
  return [...serializeStateChunks(state)].join('')
}

/**
 * Combines two states persisted by racing deploys. The later one describes the site as it is
 * now, so its hashes and dates win; the earliest publishedAt survives; no page is dropped.
 */
export function mergeStates(earlier: State, later: State): State {
  const pages: Record<string, PageRecord> = { ...earlier.pages }
  for (const [key, record] of Object.entries(later.pages)) {
    const before = earlier.pages[key]
    const merged: PageRecord = { ...record }
    if (before && Date.parse(before.publishedAt) < Date.parse(record.publishedAt)) merged.publishedAt = before.publishedAt
    pages[key] = merged
  }
  const state: State = { version: STATE_VERSION, pages }
  const hashing = later.hashing ?? earlier.hashing
  if (hashing) state.hashing = hashing
  const shared = later.sharedBlocks ?? earlier.sharedBlocks
  if (shared) state.sharedBlocks = shared
  return state
}
