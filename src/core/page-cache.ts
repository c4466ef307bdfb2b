// The page cache (--cache-file): what each page's processing gave for the bytes it was made from,
// so that a rerun over pages whose files have not changed skips their parse.
//
// A page's result (content hash, exclusion, sitemap <loc>, warnings, whether it may hold a date)
// is a function of its file's bytes and of the context: the lastmod version and normaliser, the
// site URL, the URL mapping, the selectors and robots.txt. An entry is the SHA-256 of those bytes
// and that result; the file names its context, and an entry is used only for the very same one.
// The fingerprint and the "why" are not kept: they come from the page's state record, which an
// entry serves only when it holds the entry's hash (the same hash is the same blocks, so the
// same fingerprint and nothing to explain; see describeBlocks in plan.ts).
//
// The cache is never the truth: a missing, foreign or corrupt file only means every page is
// parsed, and it is then replaced. It lives apart from the state, whose records (and their git
// diff) it leaves as they are.
import type { ExclusionReason, PageRecord } from './types.js'

export const PAGE_CACHE_FORMAT = 'lastmod-page-cache'
export const PAGE_CACHE_VERSION = 1

/** What a page's processing gave for the file bytes whose digest is `bytes`. */
export interface CachedPage {
  /** Base64 SHA-256 of the page file's bytes. */
  bytes: string
  /** The content hash (an included page). */
  hash?: string
  /** The sitemap `<loc>` when it is not the page's URL. */
  loc?: string
  undated?: true
  excluded?: { reason: ExclusionReason; detail?: string }
  warnings?: readonly string[]
}

/** The entries of a cache file, by page file (relative to the site folder), for one context. */
export interface PageCache {
  context: string
  pages: Map<string, CachedPage>
}

/** What a page's result depends on besides its bytes. */
export interface PageCacheContext {
  /** The page workers' protocol: the lastmod version and the normaliser version. */
  protocol: string
  siteUrl: string
  cleanUrls: boolean
  contentSelectors: readonly string[]
  ignoreSelectors: readonly string[]
  robotsTxt: string | undefined
}

/** The context as one string: two runs may share entries only when theirs are equal. */
export function pageCacheContext(context: PageCacheContext): string {
  return JSON.stringify({
    protocol: context.protocol,
    siteUrl: context.siteUrl,
    cleanUrls: context.cleanUrls,
    content: context.contentSelectors,
    ignore: [...context.ignoreSelectors].sort(),
    robotsTxt: context.robotsTxt ?? null
  })
}

/**
 * Whether `entry` may stand for the page's processing, given its state record: an excluded page
 * needs nothing of the record; an included one needs a live record with the entry's hash and a
 * fingerprint, which then is the fingerprint of the page's blocks.
 */
export function entryServes(entry: CachedPage, before: PageRecord | undefined): boolean {
  if (entry.excluded !== undefined) return true
  return before !== undefined && before.removedAt === undefined && before.blocks !== undefined && before.hash === entry.hash
}

const DIGEST = /^[A-Za-z0-9+/]{43}=$/
const HASH = /^sha256:[0-9a-f]{64}$/
const REASONS: ReadonlySet<string> = new Set<ExclusionReason>(['noindex', 'robots-txt', 'canonical-elsewhere', 'redirect'])

/**
 * Entries as they are stored: `[bytes, hash]` for an included page, `[bytes, hash, extra]` when
 * it has more to say, `[bytes, null, extra]` for an excluded one, where `extra` holds loc,
 * undated, excluded and warnings as they are in CachedPage.
 */
type StoredEntry = [string, string | null] | [string, string | null, Record<string, unknown>]

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** One stored entry, checked; undefined when it is not one this version wrote. */
function parseEntry(value: unknown): CachedPage | undefined {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return undefined
  const [bytes, hash, extra] = value as unknown[]
  if (typeof bytes !== 'string' || !DIGEST.test(bytes)) return undefined
  const entry: CachedPage = { bytes }
  if (hash !== null) {
    if (typeof hash !== 'string' || !HASH.test(hash)) return undefined
    entry.hash = hash
  }
  if (extra !== undefined) {
    if (!isObject(extra)) return undefined
    const { loc, undated, excluded, warnings, ...unknown } = extra
    if (Object.keys(unknown).length > 0) return undefined
    if (loc !== undefined) {
      if (typeof loc !== 'string') return undefined
      entry.loc = loc
    }
    if (undated !== undefined) {
      if (undated !== true) return undefined
      entry.undated = true
    }
    if (excluded !== undefined) {
      if (!isObject(excluded) || typeof excluded.reason !== 'string' || !REASONS.has(excluded.reason)) return undefined
      if (excluded.detail !== undefined && typeof excluded.detail !== 'string') return undefined
      entry.excluded = excluded.detail === undefined ? { reason: excluded.reason as ExclusionReason } : { reason: excluded.reason as ExclusionReason, detail: excluded.detail }
    }
    if (warnings !== undefined) {
      if (!isStringList(warnings) || warnings.length === 0) return undefined
      entry.warnings = warnings
    }
  }
  // An included page has its hash, an excluded one none.
  if ((entry.hash === undefined) === (entry.excluded === undefined)) return undefined
  return entry
}

/**
 * The entries of a cache file for `context`. A file of another format, version or context gives
 * none, with the reason; so does a file that is not what this version writes (`problem`: why, in
 * a few words). An entry that is not one this version writes is dropped alone.
 */
export function parsePageCache(text: string, context: string): { cache: PageCache; problem?: string } {
  const none = (problem: string): { cache: PageCache; problem: string } => ({ cache: { context, pages: new Map() }, problem })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return none('it is not valid JSON')
  }
  if (!isObject(data) || data.format !== PAGE_CACHE_FORMAT) return none(`it is not a ${PAGE_CACHE_FORMAT} file`)
  if (data.version !== PAGE_CACHE_VERSION) return none(`it is version ${JSON.stringify(data.version)}; this lastmod reads version ${PAGE_CACHE_VERSION}`)
  if (typeof data.context !== 'string' || !isObject(data.pages)) return none('it is not a complete cache file')
  if (data.context !== context) return none('it was made with another lastmod version, site URL, URL mapping, selectors or robots.txt')
  const pages = new Map<string, CachedPage>()
  for (const file in data.pages) {
    const entry = parseEntry(data.pages[file])
    if (entry !== undefined) pages.set(file, entry)
  }
  return { cache: { context, pages } }
}

/** Chunks of about this many characters: one write each. */
const CHUNK = 64 * 1024

/** A cache file's text, in chunks: one line a page, in the order given (file order keeps it stable). */
export function* serializePageCache(context: string, pages: Iterable<[string, CachedPage]>): Generator<string> {
  let chunk = `{"format":${JSON.stringify(PAGE_CACHE_FORMAT)},"version":${PAGE_CACHE_VERSION},"context":${JSON.stringify(context)},"pages":{`
  let first = true
  for (const [file, entry] of pages) {
    const extra: Record<string, unknown> = {}
    if (entry.loc !== undefined) extra.loc = entry.loc
    if (entry.undated === true) extra.undated = true
    if (entry.excluded !== undefined) extra.excluded = entry.excluded
    if (entry.warnings !== undefined && entry.warnings.length > 0) extra.warnings = entry.warnings
    const stored: StoredEntry = Object.keys(extra).length === 0 ? [entry.bytes, entry.hash ?? null] : [entry.bytes, entry.hash ?? null, extra]
    chunk += `${first ? '' : ','}\n${JSON.stringify(file)}:${JSON.stringify(stored)}`
    first = false
    if (chunk.length >= CHUNK) {
      yield chunk
      chunk = ''
    }
  }
  yield `${chunk}\n}}\n`
}
