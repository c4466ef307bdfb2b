// The page cache (--cache-file): what each page's processing gave for the bytes it was made from,
// so that a rerun over pages whose files have not changed skips their parse.
//
// A page's result (content hash, exclusion, sitemap <loc>, warnings, whether it may hold a date)
// is a function of its file's bytes and of the context: the lastmod version and normaliser, the
// site URL, the URL mapping, the selectors and robots.txt. An entry is a digest of those bytes
// and that result; the file names its context, and an entry is used only for the very same one.
// The fingerprint and the "why" are not kept: they come from the page's state record, which an
// entry serves only when it holds the entry's hash (the same hash is the same blocks, so the
// same fingerprint and nothing to explain; see describeHashed in plan.ts).
//
// The cache is never the truth: a missing, foreign or corrupt file only means every page is
// parsed, and it is then replaced. It lives apart from the state, whose records (and their git
// diff) it leaves as they are.
//
// The file, UTF-8, one line each:
//
//   lastmod-page-cache 1
//   "<context, as a JSON string>"
//   "<page file, as a JSON string>"<TAB><entry>
//   …
//
// An entry is, for most pages, one string: `u` (may hold no date: PageFacts.mayHoldDates was
// false) or `d`, the bytes digest, and the content hash. Any other entry (an excluded page, a
// <loc> that is not the page's URL, warnings, related lists or build stamps left out, hreflang alternates) is a JSON object of CachedPage's fields. One line
// a page, split where its newline and tab are and decoded field by field: 100,000 pages (13 MB)
// are read in 80 to 127 ms and keep 19 MB (one string of 94 characters a page, and its name);
// as one JSON object of [digest, hash] arrays they took 309 ms and kept 31 MB (node 20).
import { parseAlternates } from './shard.js'
import { isLeftOutList } from './noise.js'
import type { Alternate, ExclusionReason, LeftOutName, PageRecord } from './types.js'

export const PAGE_CACHE_FORMAT = 'lastmod-page-cache'
export const PAGE_CACHE_VERSION = 1

/** What a page's processing gave for the file bytes whose digest is `bytes`. */
export interface CachedPage {
  /** The first 128 bits of the SHA-256 of the page file's bytes, base64url (22 characters). */
  bytes: string
  /** The content hash (an included page). */
  hash?: string
  /** The sitemap `<loc>` when it is not the page's URL. */
  loc?: string
  undated?: true
  excluded?: { reason: ExclusionReason; detail?: string }
  warnings?: readonly string[]
  /** The parts the automatic rules left out of its content (PageFacts.leftOut). */
  leftOut?: readonly LeftOutName[]
  /** The first block left out of its content as a build stamp (PageFacts.buildStamp). */
  stamp?: string
  /** Its hreflang alternates, hrefs absolute (PartialPage's included.alternates). */
  alternates?: readonly Alternate[]
}

/** An entry as the cache holds it: the one-string form when the page has nothing more to say. */
export type StoredPage = string | CachedPage

/** The entries of a cache file, by page file (relative to the site folder), for one context. */
export interface PageCache {
  context: string
  pages: Map<string, StoredPage>
}

/** What a page's result depends on besides its bytes. */
export interface PageCacheContext {
  /** The page workers' protocol: the lastmod version and the normaliser version. */
  protocol: string
  siteUrl: string
  cleanUrls: boolean
  /** The content and ignore selectors, as the state's `hashing.options` records them. */
  hashing: string
  robotsTxt: string | undefined
}

/** The context as one string: two runs may share entries only when theirs are equal. */
export function pageCacheContext(context: PageCacheContext): string {
  return JSON.stringify({
    protocol: context.protocol,
    siteUrl: context.siteUrl,
    cleanUrls: context.cleanUrls,
    hashing: context.hashing,
    robotsTxt: context.robotsTxt ?? null
  })
}

/** Length of a bytes digest: 16 bytes in base64url. */
export const BYTES_DIGEST_LENGTH = 22
const UNDATED = 'u'
const DATED = 'd'
/** Length of an entry's one-string form: flag, bytes digest, `sha256:` and 64 hex digits. */
const COMPACT_LENGTH = 1 + BYTES_DIGEST_LENGTH + 71
const DIGEST = /^[A-Za-z0-9_-]{22}$/
const HASH = /^sha256:[0-9a-f]{64}$/
const REASONS: ReadonlySet<string> = new Set<ExclusionReason>(['noindex', 'robots-txt', 'canonical-elsewhere', 'redirect'])

/** An entry in the form the cache holds it. */
export function storedPage(entry: CachedPage): StoredPage {
  if (entry.hash === undefined || entry.loc !== undefined || entry.excluded !== undefined || (entry.warnings?.length ?? 0) > 0 || entry.leftOut !== undefined || entry.stamp !== undefined || entry.alternates !== undefined) {
    return entry
  }
  return (entry.undated === true ? UNDATED : DATED) + entry.bytes + entry.hash
}

/** The bytes digest an entry was made from. */
export function bytesOf(stored: StoredPage): string {
  return typeof stored === 'string' ? stored.slice(1, 1 + BYTES_DIGEST_LENGTH) : stored.bytes
}

/** An entry with its fields, whichever form it is held in. */
export function cachedPage(stored: StoredPage): CachedPage {
  if (typeof stored !== 'string') return stored
  const entry: CachedPage = { bytes: bytesOf(stored), hash: stored.slice(1 + BYTES_DIGEST_LENGTH) }
  if (stored[0] === UNDATED) entry.undated = true
  return entry
}

/**
 * Whether `entry` may stand for the page's processing, given its state record: an excluded page
 * needs nothing of the record; an included one needs a live record with the entry's hash and a
 * fingerprint, which then is the fingerprint of the page's blocks.
 */
export function entryServes(stored: StoredPage, before: PageRecord | undefined): boolean {
  if (typeof stored !== 'string' && stored.excluded !== undefined) return true
  if (before === undefined || before.removedAt !== undefined || before.blocks === undefined) return false
  if (typeof stored !== 'string') return before.hash === stored.hash
  return stored.length === 1 + BYTES_DIGEST_LENGTH + before.hash.length && stored.endsWith(before.hash)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** One entry in its object form, checked; undefined when it is not one this version writes. */
function parseEntry(value: unknown): CachedPage | undefined {
  if (!isObject(value)) return undefined
  const { bytes, hash, loc, undated, excluded, warnings, leftOut, stamp, alternates, ...unknown } = value
  if (Object.keys(unknown).length > 0) return undefined
  if (typeof bytes !== 'string' || !DIGEST.test(bytes)) return undefined
  const entry: CachedPage = { bytes }
  if (hash !== undefined) {
    if (typeof hash !== 'string' || !HASH.test(hash)) return undefined
    entry.hash = hash
  }
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
    const reason = excluded.reason as ExclusionReason
    entry.excluded = excluded.detail === undefined ? { reason } : { reason, detail: excluded.detail }
  }
  if (warnings !== undefined) {
    if (!isStringList(warnings) || warnings.length === 0) return undefined
    entry.warnings = warnings
  }
  if (leftOut !== undefined) {
    if (!isLeftOutList(leftOut)) return undefined
    entry.leftOut = leftOut
  }
  if (stamp !== undefined) {
    if (typeof stamp !== 'string') return undefined
    entry.stamp = stamp
  }
  if (alternates !== undefined) {
    const checked = parseAlternates(alternates)
    if (checked === undefined) return undefined
    entry.alternates = checked
  }
  // An included page has its hash, an excluded one none.
  if ((entry.hash === undefined) === (entry.excluded === undefined)) return undefined
  return entry
}

/** A JSON value, or undefined when the text is not one. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const NEWLINE = 0x0a
const TAB = 0x09
const QUOTE = 0x22
const BACKSLASH = 0x5c
const BRACE = 0x7b
const U = 0x75
const D = 0x64

/**
 * The entries of a cache file for `context`. A file of another format, version or context gives
 * none, with the reason (`problem`: why, in a few words). A line that is not one this version
 * writes is dropped alone, as is a last line cut short.
 */
export function parsePageCache(data: Uint8Array, context: string): { cache: PageCache; problem?: string } {
  const pages = new Map<string, StoredPage>()
  const none = (problem: string): { cache: PageCache; problem: string } => ({ cache: { context, pages }, problem })
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  const headEnd = buffer.indexOf(NEWLINE)
  const head = buffer.toString('utf8', 0, headEnd < 0 ? Math.min(buffer.length, 64) : headEnd)
  const [format, version] = head.split(' ')
  if (format !== PAGE_CACHE_FORMAT) return none(`it is not a ${PAGE_CACHE_FORMAT} file`)
  if (version !== String(PAGE_CACHE_VERSION)) return none(`it is version ${JSON.stringify(version ?? '')}; this lastmod reads version ${PAGE_CACHE_VERSION}`)
  const contextEnd = headEnd < 0 ? -1 : buffer.indexOf(NEWLINE, headEnd + 1)
  if (contextEnd < 0) return none('it is cut short')
  if (parseJson(buffer.toString('utf8', headEnd + 1, contextEnd)) !== context) {
    return none('it was made with another lastmod version, site URL, URL mapping, selectors or robots.txt')
  }
  // The next backslash at or after the line being read: searched for again only once passed.
  let backslash = -1
  for (let at = contextEnd + 1; at < buffer.length; ) {
    const end = buffer.indexOf(NEWLINE, at)
    if (end < 0) break
    const line = at
    at = end + 1
    const tab = buffer.indexOf(TAB, line)
    if (tab < 0 || tab > end || buffer[line] !== QUOTE || buffer[tab - 1] !== QUOTE || tab - line < 2) continue
    if (backslash < line) {
      backslash = buffer.indexOf(BACKSLASH, line)
      // None left: never searched for again (each search would run to the end of the file).
      if (backslash < 0) backslash = buffer.length
    }
    let file: unknown
    if (backslash < tab) file = parseJson(buffer.toString('utf8', line, tab))
    else file = buffer.toString('utf8', line + 1, tab - 1)
    if (typeof file !== 'string' || file === '') continue
    if (buffer[tab + 1] === BRACE) {
      const entry = parseEntry(parseJson(buffer.toString('utf8', tab + 1, end)))
      if (entry !== undefined) pages.set(file, entry)
    } else if (end - tab - 1 === COMPACT_LENGTH && (buffer[tab + 1] === U || buffer[tab + 1] === D)) {
      // Its digest and hash need no test here: an entry serves only a page whose bytes digest
      // (made by the worker) and state hash (checked when the state was read) it equals, character
      // for character (entryServes), which no other text does.
      pages.set(file, buffer.toString('latin1', tab + 1, end))
    }
  }
  return { cache: { context, pages } }
}

/** Chunks of about this many characters: one write each. */
const CHUNK = 64 * 1024

/** A cache file's text, in chunks: one line a page, in the order given (file order keeps it stable). */
export function* serializePageCache(context: string, pages: Iterable<[string, StoredPage]>): Generator<string> {
  let chunk = `${PAGE_CACHE_FORMAT} ${PAGE_CACHE_VERSION}\n${JSON.stringify(context)}\n`
  for (const [file, stored] of pages) {
    chunk += `${JSON.stringify(file)}\t${typeof stored === 'string' ? stored : JSON.stringify(objectForm(stored))}\n`
    if (chunk.length >= CHUNK) {
      yield chunk
      chunk = ''
    }
  }
  yield chunk
}

/** An entry's object form, its fields in a fixed order. */
function objectForm(entry: CachedPage): Record<string, unknown> {
  const out: Record<string, unknown> = { bytes: entry.bytes }
  if (entry.hash !== undefined) out.hash = entry.hash
  if (entry.loc !== undefined) out.loc = entry.loc
  if (entry.undated === true) out.undated = true
  if (entry.excluded !== undefined) out.excluded = entry.excluded
  if (entry.warnings !== undefined && entry.warnings.length > 0) out.warnings = entry.warnings
  if (entry.leftOut !== undefined && entry.leftOut.length > 0) out.leftOut = entry.leftOut
  if (entry.stamp !== undefined) out.stamp = entry.stamp
  if (entry.alternates !== undefined) out.alternates = entry.alternates
  return out
}
