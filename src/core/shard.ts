// Sharding a site over several machines: which shard a page belongs to, and the partial result a
// shard hands to the merge job.
//
// A page belongs to shard `1 + (first 48 bits of SHA-256(state key)) mod n`: stable across runs,
// machines and page order, so every shard of a matrix agrees without talking to the others, and
// a page stays in its shard from build to build.
import { createHash } from 'node:crypto'
import { isFingerprint } from './explain.js'
import { isLeftOutList } from './noise.js'
import type { BuiltPage } from './plan.js'
import type { Alternate, BlockChange, ExcludedPage, ExclusionReason, LeftOutName } from './types.js'
import { filePathToUrlPath, InputError, parseSiteUrl } from './urls.js'

export interface Shard {
  /** 1-based, like a GitHub Actions matrix value. */
  index: number
  count: number
}

/** Shards beyond this are surely a typo (each one is a job). */
const MAX_SHARDS = 1024

/** Parses `i/n` (1 <= i <= n). */
export function parseShard(text: string, flag = '--shard'): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (match === null || !(count >= 1 && count <= MAX_SHARDS) || !(index >= 1 && index <= count)) {
    throw new InputError(`${flag} must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4; got '${text}'`)
  }
  return { index, count }
}

/** The shard (1..count) of a state key. */
export function shardOf(key: string, count: number): number {
  if (count === 1) return 1
  const digest = createHash('sha256').update(key, 'utf8').digest()
  return 1 + (digest.readUIntBE(0, 6) % count)
}

// ---------------------------------------------------------------------------------------------
// The partial result of one shard

export const PARTIAL_FORMAT = 'lastmod-partial'
export const PARTIAL_VERSION = 3

/** One page of a shard, as the engine's page processing described it. */
export interface PartialPage {
  file: string
  path: string
  /** `alternates`: the page's hreflang alternates, hrefs absolute (resolveAlternates), when it has any. */
  included?: { loc: string; page: BuiltPage; alternates?: readonly Alternate[] }
  excluded?: ExcludedPage
  warnings: readonly string[]
  /** The parts the automatic rules left out of this page's content (PageFacts.leftOut). */
  leftOut?: readonly LeftOutName[]
  /** The first block left out as a build stamp (PageFacts.buildStamp). */
  buildStamp?: string
}

export interface Partial {
  format: typeof PARTIAL_FORMAT
  version: typeof PARTIAL_VERSION
  shard: Shard
  siteUrl: string
  hashing: { normalizer: number; options: string }
  contentSelectors: string[]
  /** The known theme whose content area the shard used (adapters/engine.ts resolveContent), if any. */
  knownTheme?: { name: string; generator: string; contentSelector: string; why: string }
  /** `sha256:` of the serialised previous state the shard planned against; null when there was none. */
  previousState: string | null
  /** buildDigest of the whole site the shard walked: every shard of one build records the same. */
  build: string
  /** The shard's sampled pages (core/noise.ts samplePaths), whose lowest the merge samples. */
  samples: Array<{ path: string; hashed: string }>
  /** In file order. */
  pages: PartialPage[]
}

/** A partial file that cannot be merged. */
export class PartialError extends InputError {
  override name = 'PartialError'
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const HASH = /^sha256:[0-9a-f]{64}$/
const REASONS: ReadonlySet<ExclusionReason> = new Set(['error-page', 'noindex', 'robots-txt', 'canonical-elsewhere', 'redirect', 'glob', 'too-large'])
const CHANGE_KINDS: ReadonlySet<BlockChange['kind']> = new Set(['added', 'removed', 'replaced', 'reordered', 'unknown'])

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}

function parseWhy(value: unknown): BlockChange[] | undefined {
  if (!Array.isArray(value)) return undefined
  const out: BlockChange[] = []
  for (const item of value) {
    if (!isObject(item) || typeof item.kind !== 'string' || !CHANGE_KINDS.has(item.kind as BlockChange['kind'])) return undefined
    const change: BlockChange = { kind: item.kind as BlockChange['kind'] }
    if (item.old !== undefined) {
      if (typeof item.old !== 'string') return undefined
      change.old = item.old
    }
    if (item.new !== undefined) {
      if (typeof item.new !== 'string') return undefined
      change.new = item.new
    }
    out.push(change)
  }
  return out
}

/** A non-empty list of {hreflang, href} strings, checked; undefined when it is not one. */
export function parseAlternates(value: unknown): Alternate[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const out: Alternate[] = []
  for (const item of value) {
    if (!isObject(item) || typeof item.hreflang !== 'string' || typeof item.href !== 'string') return undefined
    out.push({ hreflang: item.hreflang, href: item.href })
  }
  return out
}

/**
 * Whether `text` is an http(s) URL on the site's host, below its base path (or the base path
 * without its trailing slash, which names the same page). The scheme may differ: an alternate
 * on http names the same page as on https (pageIdentity).
 */
export function isSiteUrl(text: string, site: URL): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '' || url.host !== site.host) return false
  // Decoded, as pageIdentity compares paths: a canonical may spell the base path `/%64ocs/`.
  const pathname = decoded(url.pathname)
  const base = decoded(site.pathname)
  return pathname.startsWith(base) || `${pathname}/` === base
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * A page's file as the site walk names it (adapters/discover.ts): relative, `/`-separated, no
 * empty, `.` or `..` part nor a hidden one (the walk skips them), by either separator, no NUL,
 * no drive letter, an `.html` name.
 */
function isPageFile(file: string): boolean {
  return file.endsWith('.html') && !file.includes('\0') && !/^[A-Za-z]:/.test(file) && file.split(/[/\\]/).every((part) => part !== '' && !part.startsWith('.'))
}

function parsePage(value: unknown, where: string, site: URL): PartialPage {
  const bad = (what: string): never => {
    throw new PartialError(`${where}: ${what}`)
  }
  // A URL goes into the sitemap, a file is read from the site: both must stay in it.
  const siteUrl = (field: string, url: string): string => (isSiteUrl(url, site) ? url : bad(`${field} ${JSON.stringify(url)} must be an http(s) URL under ${site.href}`))
  if (!isObject(value)) return bad('expected an object')
  const { file, path, included, excluded, warnings, leftOut, buildStamp } = value
  if (typeof file !== 'string' || typeof path !== 'string') return bad('file and path must be strings')
  if (!isPageFile(file)) return bad(`file ${JSON.stringify(file)} must be the relative path of an .html file inside the site`)
  if (path !== filePathToUrlPath(file, false) && path !== filePathToUrlPath(file, true)) return bad(`path ${JSON.stringify(path)} must be the state key of ${JSON.stringify(file)}`)
  if (!isStringArray(warnings)) return bad('warnings must be a list of strings')
  const page: PartialPage = { file, path, warnings }
  if (leftOut !== undefined) {
    if (!isLeftOutList(leftOut)) return bad('leftOut must be a non-empty list of "<rule>:<selector>" strings')
    page.leftOut = leftOut
  }
  if (buildStamp !== undefined) {
    if (typeof buildStamp !== 'string') return bad('buildStamp must be a string')
    page.buildStamp = buildStamp
  }

  if (included !== undefined) {
    if (!isObject(included) || typeof included.loc !== 'string' || !isObject(included.page)) return bad('included must be {loc, page}')
    const built = included.page
    if (built.path !== path || typeof built.hash !== 'string' || !HASH.test(built.hash) || typeof built.fingerprint !== 'string') {
      return bad('included.page must be {path, hash, fingerprint}')
    }
    // It becomes the state's `blocks`, which the next run checks the same way.
    if (!isFingerprint(built.fingerprint)) return bad('included.page.fingerprint must be a block fingerprint (<count>.<base64url>)')
    const described: BuiltPage = { path, hash: built.hash, fingerprint: built.fingerprint }
    if (built.why !== undefined) {
      const why = parseWhy(built.why)
      if (why === undefined) return bad('included.page.why must be a list of block changes')
      described.why = why
    }
    if (built.first !== undefined) {
      if (typeof built.first !== 'string') return bad('included.page.first must be a string')
      described.first = built.first
    }
    if (built.kept !== undefined) {
      if (built.kept !== true) return bad('included.page.kept must be true')
      described.kept = true
    }
    page.included = { loc: siteUrl('included.loc', included.loc), page: described }
    if (included.alternates !== undefined) {
      const alternates = parseAlternates(included.alternates)
      if (alternates === undefined) return bad('included.alternates must be a non-empty list of {hreflang, href}')
      alternates.forEach((a, i) => siteUrl(`included.alternates[${i}].href`, a.href))
      page.included.alternates = alternates
    }
  }
  if (excluded !== undefined) {
    if (
      !isObject(excluded) ||
      typeof excluded.url !== 'string' ||
      excluded.file !== file ||
      typeof excluded.reason !== 'string' ||
      !REASONS.has(excluded.reason as ExclusionReason) ||
      (excluded.detail !== undefined && typeof excluded.detail !== 'string')
    ) {
      return bad('excluded must be {url, file, reason[, detail]}')
    }
    const out: ExcludedPage = { url: siteUrl('excluded.url', excluded.url), file, reason: excluded.reason as ExclusionReason }
    if (typeof excluded.detail === 'string') out.detail = excluded.detail
    page.excluded = out
  }
  if ((page.included === undefined) === (page.excluded === undefined)) return bad('a page is either included or excluded')
  return page
}

/** Checks a partial file's text before anything trusts it. */
export function parsePartial(text: string, source: string): Partial {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new PartialError(`${source} is not valid JSON (corrupt or truncated?): ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!isObject(data) || data.format !== PARTIAL_FORMAT) {
    throw new PartialError(`${source} is not a lastmod partial result (written by lastmod --shard i/n)`)
  }
  if (data.version !== PARTIAL_VERSION) {
    throw new PartialError(`${source}: unknown partial version ${JSON.stringify(data.version)}; this lastmod reads version ${PARTIAL_VERSION}`)
  }
  const { shard, siteUrl, hashing, contentSelectors, knownTheme, previousState, build, samples, pages } = data
  if (!isObject(shard) || typeof shard.index !== 'number' || typeof shard.count !== 'number') {
    throw new PartialError(`${source}: "shard" must be {index, count}`)
  }
  const parsedShard = parseShard(`${shard.index}/${shard.count}`, `${source}: shard`)
  const site = siteOf(siteUrl)
  if (site === undefined) throw new PartialError(`${source}: "siteUrl" must be a site URL (http(s), ending in /)`)
  if (!isObject(hashing) || typeof hashing.normalizer !== 'number' || typeof hashing.options !== 'string') {
    throw new PartialError(`${source}: "hashing" must be {normalizer, options}`)
  }
  if (!isStringArray(contentSelectors)) throw new PartialError(`${source}: "contentSelectors" must be a list of strings`)
  if (previousState !== null && (typeof previousState !== 'string' || !HASH.test(previousState))) {
    throw new PartialError(`${source}: "previousState" must be null or a sha256: digest`)
  }
  if (typeof build !== 'string' || !HASH.test(build)) throw new PartialError(`${source}: "build" must be a sha256: digest of the build's pages`)
  if (!Array.isArray(pages)) throw new PartialError(`${source}: "pages" must be a list`)
  if (!Array.isArray(samples) || !samples.every((s) => isObject(s) && typeof s.path === 'string' && typeof s.hashed === 'string')) {
    throw new PartialError(`${source}: "samples" must be a list of {path, hashed}`)
  }
  const parsedPages = pages.map((page, i) => parsePage(page, `${source}: pages[${i}]`, site))
  // A shard samples among its own included pages.
  const included = new Set(parsedPages.filter((p) => p.included !== undefined).map((p) => p.path))
  const stray = (samples as Array<{ path: string }>).findIndex((s) => !included.has(s.path))
  if (stray !== -1) throw new PartialError(`${source}: samples[${stray}].path ${JSON.stringify((samples[stray] as { path: string }).path)} must be the state key of an included page of the partial`)
  const theme = knownTheme === undefined ? undefined : parseTheme(knownTheme)
  if (knownTheme !== undefined && theme === undefined) throw new PartialError(`${source}: "knownTheme" must be {name, generator, contentSelector, why}`)
  return {
    format: PARTIAL_FORMAT,
    version: PARTIAL_VERSION,
    shard: parsedShard,
    siteUrl: site.href,
    hashing: { normalizer: hashing.normalizer, options: hashing.options },
    contentSelectors,
    ...(theme === undefined ? {} : { knownTheme: theme }),
    previousState,
    build,
    samples: samples.map((s: Record<string, unknown>) => ({ path: s.path as string, hashed: s.hashed as string })),
    pages: parsedPages
  }
}

/** The site URL a partial names, when it is one as parseSiteUrl writes it. */
function siteOf(text: unknown): URL | undefined {
  if (typeof text !== 'string') return undefined
  try {
    const site = parseSiteUrl(text)
    return site.href === text ? site : undefined
  } catch {
    return undefined
  }
}

function parseTheme(value: unknown): Partial['knownTheme'] {
  if (!isObject(value)) return undefined
  const { name, generator, contentSelector, why } = value
  if (typeof name !== 'string' || typeof generator !== 'string' || typeof contentSelector !== 'string' || typeof why !== 'string') return undefined
  return { name, generator, contentSelector, why }
}

/** One page per line: partial files stay diffable and can be written as a stream of lines. */
export function serializePartial(partial: Partial): string {
  const head = JSON.stringify({ ...partial, pages: [] }).slice(0, -3) // drop `[]}`
  const lines = partial.pages.map((page) => JSON.stringify(page))
  return `${head}[\n${lines.join(',\n')}\n]}\n`
}

/**
 * Digest of a build's page list (each page's relative file path and size, in file order), so that
 * merge can tell that every shard read the same build.
 */
export function buildDigest(pages: Iterable<{ file: string; size: number }>): string {
  const hash = createHash('sha256')
  for (const { file, size } of pages) hash.update(`${JSON.stringify(file)} ${size}\n`, 'utf8')
  return 'sha256:' + hash.digest('hex')
}

/** Digest of a serialised state, so merge can tell that every shard planned against the same one. */
export function stateDigest(serialized: string | undefined): string | null {
  return serialized === undefined ? null : 'sha256:' + createHash('sha256').update(serialized, 'utf8').digest('hex')
}

/**
 * Checks that the partials are the n shards of one run (each index once, same site, build, hashing
 * and previous state) and returns their pages in the order an unsharded run lists them (by file).
 * `sources`: each partial's file, as errors name it.
 */
export function combinePartials(partials: Partial[], sources: readonly string[] = partials.map((_, i) => `partial #${i + 1}`)): { pages: PartialPage[]; first: Partial } {
  const first = partials[0]
  if (first === undefined) throw new PartialError('merge needs the partial results of every shard')
  const count = first.shard.count
  const seen = new Map<number, number>()
  const other = partials.flatMap((p, i) => (p.build === first.build ? [] : [sources[i] ?? `partial #${i + 1}`]))
  if (other.length > 0) {
    const same = partials.flatMap((p, i) => (p.build === first.build ? [sources[i] ?? `partial #${i + 1}`] : []))
    throw new PartialError(`the partial results come from different builds (${same.join(', ')} read one, ${other.join(', ')} another): rerun every shard on one build`)
  }
  partials.forEach((p, i) => {
    const where = `${sources[i] ?? `partial #${i + 1}`} (shard ${p.shard.index}/${p.shard.count})`
    if (p.shard.count !== count) throw new PartialError(`${where}: shard counts differ (${count} and ${p.shard.count})`)
    if (seen.has(p.shard.index)) throw new PartialError(`${where}: shard ${p.shard.index} given twice`)
    seen.set(p.shard.index, i)
    if (p.siteUrl !== first.siteUrl) throw new PartialError(`${where}: site URL ${p.siteUrl} differs from ${first.siteUrl}`)
    if (p.hashing.normalizer !== first.hashing.normalizer || p.hashing.options !== first.hashing.options) {
      throw new PartialError(`${where}: hashed with other selectors or another lastmod version than shard ${first.shard.index}`)
    }
    if (p.previousState !== first.previousState) {
      throw new PartialError(`${where}: planned against another previous state than shard ${first.shard.index}; rerun all shards from one state`)
    }
  })
  const missing: number[] = []
  for (let i = 1; i <= count; i++) if (!seen.has(i)) missing.push(i)
  if (missing.length > 0) {
    throw new PartialError(`shard(s) ${missing.join(', ')} of ${count} missing: merging without them would mark their pages removed`)
  }
  const pages: PartialPage[] = []
  for (const p of partials) {
    for (const page of p.pages) {
      if (shardOf(page.path, count) !== p.shard.index) {
        throw new PartialError(`shard ${p.shard.index}/${count} holds ${page.path}, which belongs to shard ${shardOf(page.path, count)}`)
      }
      pages.push(page)
    }
  }
  // discoverPages sorts file paths by UTF-16 code units; the sort is stable.
  pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  for (let i = 1; i < pages.length; i++) {
    if ((pages[i] as PartialPage).file === (pages[i - 1] as PartialPage).file) {
      throw new PartialError(`page ${(pages[i] as PartialPage).file} appears in two shards`)
    }
  }
  return { pages, first }
}
