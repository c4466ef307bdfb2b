// The per-page state machine: from the previous state and this build's hashes to the next state.
import { explainFromFingerprint, fingerprintJoined, splitBlocks, trimText } from './explain.js'
import type { BlockChange, PageOutcome, PageRecord, State } from './types.js'
import { STATE_VERSION } from './state.js'
import { InputError } from './urls.js'

export interface BuiltPage {
  /** State key: URL path relative to the site root. */
  path: string
  hash: string
  /** fingerprintBlocks() of the page's blocks. */
  fingerprint: string
  /** Why it differs from the previous record, when it does (see describePage). */
  why?: BlockChange[]
  /** A new page's first block (usually its title), trimmed. */
  first?: string
  /**
   * Not read (over the page size limit): the page's previous record stays as it was, whatever
   * `hash` and `fingerprint` say; it is counted unchanged.
   */
  kept?: true
}

/**
 * Reduces a page's blocks to what the plan needs, right after extraction, so the normalised
 * text of every page is never held at once: the fingerprint, and the explanation only when the
 * hash moved. The blocks are an extractor's: none empty, none holding a newline.
 */
export function describePage(path: string, hash: string, blocks: string[], before: PreviousPage | undefined): BuiltPage {
  return { path, hash, ...describeHashed(hash, blocks.join('\n'), before) }
}

/** What describePage reads of the page's previous record. */
export type PreviousPage = Pick<PageRecord, 'hash' | 'blocks' | 'removedAt'>

/**
 * describePage without the key, for the blocks joined (HashedFacts.hashed), as a run has them:
 * they are split only to explain a change.
 */
export function describeHashed(hash: string, hashed: string, before: PreviousPage | undefined): Omit<BuiltPage, 'path' | 'hash'> {
  // The same hash is the same blocks, so the same fingerprint: on a rebuild most pages skip it.
  if (before !== undefined && before.hash === hash && before.blocks !== undefined && before.removedAt === undefined) {
    return { fingerprint: before.blocks }
  }
  const fingerprint = fingerprintJoined(hashed)
  if (before !== undefined && before.removedAt === undefined && before.hash !== hash) {
    return { fingerprint, why: explainFromFingerprint(before.blocks, splitBlocks(hashed)) }
  }
  const end = hashed.indexOf('\n')
  return before === undefined && hashed !== '' ? { fingerprint, first: trimText(hashed.slice(0, end < 0 ? 120 : Math.min(end, 120)), 80) } : { fingerprint }
}

/**
 * New pages whose first block the report keeps: more than a summary or a comment shows, and on a
 * first run of a large site not one per page (100,000 of them held 90 MB until the report was written).
 */
export const FIRST_BLOCKS = 500

export interface PlanInput {
  previous: State | undefined
  pages: BuiltPage[]
  now: string
  hashing: { normalizer: number; options: string }
  /** Dates for pages new to the state, e.g. from the sitemap deployed before the state was lost. */
  seed?: (path: string) => string | undefined
  /** How the run's clock is named in an error (`--now`, the input `now`, the system clock); `the clock` by default. */
  clock?: string
}

/**
 * Refuses a clock before the newest date of the state: such a run would date a change before
 * the page was published, or a page removed before it was last seen.
 */
export function checkClock(previous: State | undefined, now: string, clock = 'the clock'): void {
  const at = Date.parse(now)
  // Dates are interned by the state's reader: a site has few distinct ones.
  const parsed = new Map<string, number>()
  let newest: { date: string; time: number; path: string; field: string } | undefined
  for (const [path, record] of Object.entries(previous?.pages ?? {})) {
    for (const field of ['publishedAt', 'updatedAt', 'removedAt'] as const) {
      const date = record[field]
      if (date === undefined) continue
      let time = parsed.get(date)
      if (time === undefined) parsed.set(date, (time = Date.parse(date)))
      if (time > at && (newest === undefined || time > newest.time)) newest = { date, time, path, field }
    }
  }
  if (newest !== undefined) {
    throw new InputError(
      `${clock} (${now}) is before ${newest.date}, the newest date in the state (${newest.field} of ${newest.path}): ` +
        'a run cannot be dated before the runs it follows; give a time after it, or the right clock'
    )
  }
}

export interface PlanResult {
  state: State
  outcomes: PageOutcome[]
  /** The hashing changed since the previous state: hashes were re-baselined, no date moved. */
  rebaselined: boolean
  /** Why each changed page changed, by state key. */
  why: Map<string, BlockChange[]>
  /** The first block of the first FIRST_BLOCKS new pages (BuiltPage.first), by state key. */
  first: Map<string, string>
  /**
   * The planned state is the previous one: the same hashing and the very same records, none added,
   * none dropped. Writing it would write what was read, so the caller need not (cli-run.ts).
   */
  unchanged: boolean
}

/**
 * new → published and updated now; same hash → nothing moves; other hash → updated now;
 * gone → tombstone (removedAt) so a revived page keeps its publishedAt.
 */
export function planState(input: PlanInput): PlanResult {
  checkClock(input.previous, input.now, input.clock)
  const previous = input.previous?.pages ?? {}
  const rebaselined =
    input.previous !== undefined &&
    (input.previous.hashing?.normalizer !== input.hashing.normalizer ||
      input.previous.hashing?.options !== input.hashing.options) &&
    Object.keys(previous).length > 0
  const pages: Record<string, PageRecord> = {}
  const outcomes: PageOutcome[] = []
  const why = new Map<string, BlockChange[]>()
  const first = new Map<string, string>()
  const sorted = [...input.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))

  /** Outcomes whose record is the previous one, as it was (see PlanResult.unchanged). */
  let kept = 0
  for (const page of sorted) {
    const before = previous[page.path]
    const blocks = page.fingerprint
    if (page.kept === true && before !== undefined && before.removedAt === undefined) {
      pages[page.path] = before
      kept++
      outcomes.push({ kind: 'unchanged', path: page.path })
    } else if (before === undefined) {
      const date = input.seed?.(page.path) ?? input.now
      pages[page.path] = { hash: page.hash, publishedAt: date, updatedAt: date, blocks }
      outcomes.push({ kind: 'new', path: page.path })
      if (page.first !== undefined && first.size < FIRST_BLOCKS) first.set(page.path, page.first)
    } else if (before.removedAt !== undefined) {
      pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks }
      outcomes.push({ kind: 'changed', path: page.path, revived: true })
    } else if (before.hash === page.hash || rebaselined) {
      // The common case on a rebuild: keep the very record (no copy per page on large sites).
      pages[page.path] =
        before.hash === page.hash && before.blocks === blocks
          ? before
          : { hash: page.hash, publishedAt: before.publishedAt, updatedAt: before.updatedAt, blocks }
      if (pages[page.path] === before) kept++
      outcomes.push({ kind: 'unchanged', path: page.path })
    } else {
      pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks }
      outcomes.push({ kind: 'changed', path: page.path, revived: false })
      why.set(page.path, page.why ?? [])
    }
  }
  for (const path of Object.keys(previous).sort()) {
    // Every built page has its record in `pages` by now.
    if (Object.hasOwn(pages, path)) continue
    const before = previous[path] as PageRecord
    if (before.removedAt !== undefined) {
      pages[path] = before
    } else {
      pages[path] = { ...before, removedAt: input.now }
      outcomes.push({ kind: 'removed', path })
    }
  }
  // Every outcome kept its record (a tombstone carried over as it was has none) under the same hashing.
  const unchanged =
    input.previous !== undefined &&
    input.previous.hashing?.normalizer === input.hashing.normalizer &&
    input.previous.hashing.options === input.hashing.options &&
    kept === outcomes.length
  return { state: { version: STATE_VERSION, hashing: input.hashing, pages }, outcomes, rebaselined, why, first, unchanged }
}

/** The sitemap date of a page: when it last changed, else when it appeared. */
export function lastmodOf(record: PageRecord): string {
  return record.updatedAt ?? record.publishedAt
}
