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
 * `intern`: the one copy of a valid date, undefined for a text that is not one.
 */
function parseRecord(key: string, value: unknown, source: string, intern: (date: string) => string | undefined): PageRecord {
  const where = `${source}: page ${JSON.stringify(key)}`
  if (!key.startsWith('/')) throw new StateError(`${where}: keys must be URL paths starting with '/'`)
  if (!isObject(value)) throw new StateError(`${where}: expected an object`)
  const { hash, publishedAt, updatedAt, removedAt, blocks } = value
  if (typeof hash !== 'string' || !HASH.test(hash)) {
    throw new StateError(`${where}: hash must be "sha256:" and 64 hex digits`)
  }
  const instant = (name: string, v: unknown): string => {
    const date = typeof v === 'string' ? intern(v) : undefined
    if (date === undefined) throw new StateError(`${where}: ${name} must be an ISO 8601 date-time with a zone`)
    return date
  }
  const record = value as unknown as PageRecord
  record.publishedAt = instant('publishedAt', publishedAt)
  record.updatedAt = instant('updatedAt', updatedAt)
  if (removedAt !== undefined) record.removedAt = instant('removedAt', removedAt)
  // Only a fingerprint's characters: pages' previous records cross to worker threads packed
  // into NUL-separated strings (adapters/pool.ts).
  if (blocks !== undefined && (typeof blocks !== 'string' || !isFingerprint(blocks))) {
    throw new StateError(`${where}: blocks must be a block fingerprint (<count>.<base64url>)`)
  }
  // Fields this version does not know are dropped, not carried into the next state.
  for (const field of Object.keys(value)) if (!RECORD_KEYS.has(field)) delete value[field]
  return record
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
  for (const key in pages) parseRecord(key, pages[key], source, intern)
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

function sortedRecord(record: PageRecord): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(record).sort()) {
    const value = record[key as keyof PageRecord]
    if (value !== undefined) out[key] = value
  }
  return out
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
    chunk += `    ${JSON.stringify(key)}: ${JSON.stringify(sortedRecord(state.pages[key] as PageRecord))}${i < keys.length - 1 ? ',' : ''}\n`
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
