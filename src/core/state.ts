// The state file: parsing untrusted JSON into a State, stable serialisation, and merging.
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
  // Only a fingerprint's characters: pages' previous records cross to worker threads packed
  // into NUL-separated strings (adapters/pool.ts).
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

/** The number of records parseState found in each `pages` object it made (see parsedPageCount). */
const parsedCounts = new WeakMap<Record<string, PageRecord>, number>()

/**
 * How many records `pages` held when parseState made it; undefined for an object it did not
 * make. Nothing writes to a state's pages once read (the planner builds new ones): the planner
 * uses this to learn that every record was met again without listing them (100,000 keys: ~15 ms).
 */
export function parsedPageCount(pages: Record<string, PageRecord>): number | undefined {
  return parsedCounts.get(pages)
}

/**
 * Checks persisted text before anything trusts it. Any problem is a StateError whose one-line
 * message names `source`: a corrupt state file stops the run instead of resetting every date.
 */
export function parseState(text: string, source: string): State {
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
  let count = 0
  for (const key in pages) {
    parseRecord(key, pages[key], source, intern)
    count++
  }
  parsedCounts.set(pages, count)
  const state: State = { version: STATE_VERSION, pages }
  if (data.hashing !== undefined) {
    const h = data.hashing
    if (!isObject(h) || typeof h.normalizer !== 'number' || typeof h.options !== 'string') {
      throw new StateError(`${source}: "hashing" must be {"normalizer": number, "options": string}`)
    }
    state.hashing = { normalizer: h.normalizer, options: h.options }
  }
  return state
}

/**
 * A record as JSON with its keys sorted (blocks, hash, publishedAt, removedAt, updatedAt), written
 * out rather than built as a sorted copy and stringified: 100,000 pages in 111–115 ms instead of
 * 136–139 on node 20, 77–84 instead of 136–152 on node 24 (best of seven in one process).
 * A record holds no other keys: parseRecord drops them, and the planner writes none.
 */
function recordJson(record: PageRecord): string {
  const { blocks, removedAt } = record
  return (
    (blocks === undefined ? '{"hash":' : '{"blocks":' + jsonString(blocks) + ',"hash":') +
    jsonString(record.hash) +
    ',"publishedAt":' +
    jsonString(record.publishedAt) +
    (removedAt === undefined ? '' : ',"removedAt":' + jsonString(removedAt)) +
    ',"updatedAt":' +
    jsonString(record.updatedAt) +
    '}'
  )
}

/** A string JSON.stringify writes as it is, between quotes: no quote, backslash, control character or surrogate. */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const PLAIN_JSON_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/

/**
 * JSON.stringify of a string, which state strings (hashes, fingerprints, dates, URL paths) need
 * only for their quotes: one test and two concatenations make 100,000 records in 27–31 ms
 * instead of 52–60 (node 20, passes two to four in one process).
 */
function jsonString(text: string): string {
  return PLAIN_JSON_STRING.test(text) ? '"' + text + '"' : JSON.stringify(text)
}

const CHUNK = 64 * 1024

/**
 * Sorted keys, one page per line: the git diff of two states shows exactly the pages that moved.
 * Yielded in chunks of about 64 KB, so a large state is never held as one string.
 */
export function* serializeStateChunks(state: State): Generator<string> {
  const keys = Object.keys(state.pages).sort()
  const hashing = state.hashing
    ? `  "hashing": ${JSON.stringify({ normalizer: state.hashing.normalizer, options: state.hashing.options })},\n`
    : ''
  let chunk = `{\n${hashing}  "pages": ${keys.length === 0 ? '{}' : '{\n'}`
  for (const [i, key] of keys.entries()) {
    chunk += `    ${jsonString(key)}: ${recordJson(state.pages[key] as PageRecord)}${i < keys.length - 1 ? ',' : ''}\n`
    if (chunk.length >= CHUNK) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}${keys.length === 0 ? '' : '  }'},\n  "version": ${state.version}\n}\n`
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
  return state
}
