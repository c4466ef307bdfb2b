// What a crawler would make of a deployed sitemap and its pages: the findings of `lastmod audit`
// (any sitemap) and `lastmod verify` (the deployed site against the state). Pure: the adapter
// (adapters/crawl.ts) fetches, this judges what was fetched.
import { DateSiteFinder } from './html-dates.js'
import { createExtractor, type Extractor } from './extract.js'
import { lastmodOf } from './plan.js'
import { pathHash } from './state.js'
import type { State } from './types.js'
import { absoluteUrl, canonicalRelation, pageIdentity } from './urls.js'

/** The protocol's limits for one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024
/** URLs named in each finding; the JSON report has the count. */
export const EXAMPLES = 5
/** A build stamps its pages over the minutes it runs: lastmods this close to the newest are its. */
const BUILD_WINDOW_MS = 5 * 60_000
/** Share of the dated URLs near the newest lastmod from which a sitemap reads as stamped at build time. */
export const BUILD_TIME_SHARE = 0.8
/** The least number of dated URLs for that: two pages changed together are no signature. */
const BUILD_TIME_MIN_URLS = 3
/** Clock skew and time zones: a date-time this far ahead, a date one day ahead, are not yet in the future. */
const FUTURE_SLACK_MS = 10 * 60_000
const FUTURE_SLACK_DATE_MS = 24 * 3600_000
/** Before the web had sitemaps or most pages: a default or a zero date, not a page's. */
const EARLIEST_YEAR = 1995

/** Cache headers that tell where a stale copy came from. */
export const CACHE_HEADERS = ['age', 'cache-control', 'cf-cache-status', 'x-cache', 'via'] as const

/** One sitemap file as it was read (fetched or from disk). */
export interface SitemapFile {
  /** Its URL or path, credentials left out. */
  source: string
  root: 'urlset' | 'sitemapindex'
  /** Uncompressed size. */
  bytes: number
  urls: Array<{ loc?: string; lastmod?: string }>
  /** An index's entries. */
  sitemaps: Array<{ loc: string; lastmod?: string }>
  /** The cache headers that came with it (lower-case names), when fetched. */
  cache: Record<string, string>
  /** The index that listed it. */
  parent?: string
}

/** A child sitemap that could not be read: a finding, not the end of the audit. */
export interface SitemapFailure {
  source: string
  reason: string
}

/** What one page answered. */
export interface PageAnswer {
  url: string
  /** The final answer's status, after the redirects. */
  status?: number
  /** Each Location followed, in order. */
  redirects: string[]
  /** Why there is no answer (network, TLS, redirect loop, deadline). */
  error?: string
  /** robots.txt disallows it for this tool: not requested. */
  disallowed?: boolean
  noindex?: boolean
  /** The canonical URL when it names another page. */
  canonicalElsewhere?: string
  /** dateModified of the page's JSON-LD, and the modified-time metas / [data-lastmod] values. */
  pageDates: string[]
  lastModified?: string
  etag?: string
  /** The status of a conditional GET with the validators the page came with. */
  revalidated?: number
  /**
   * For a page the last run changed: the status of a conditional GET with the previous deploy's
   * validators (an earlier verify's report), else with a date a second before the change.
   */
  beforeChange?: number
}

export type FindingKind =
  // the sitemap
  | 'sitemap-unreadable'
  | 'build-time-lastmod'
  | 'future-lastmod'
  | 'ancient-lastmod'
  | 'invalid-lastmod'
  | 'lastmod-without-zone'
  | 'missing-lastmod'
  | 'invalid-loc'
  | 'duplicate-loc'
  | 'foreign-host'
  | 'oversized-sitemap'
  | 'index-lastmod-older'
  // the deployed sitemap against the state (verify)
  | 'missing'
  | 'extra'
  | 'stale'
  | 'lastmod-ahead'
  // the pages
  | 'robots-disallowed'
  | 'page-status'
  | 'page-redirect'
  | 'page-noindex'
  | 'canonical-elsewhere'
  | 'page-date-mismatch'
  | 'last-modified-mismatch'
  | 'no-validator'
  | 'no-304'
  | '304-after-change'

export interface Finding {
  kind: FindingKind
  /** Counts toward exit 1; `false` only for what is reported but expected (extra entries kept by rewrite mode). */
  problem: boolean
  /** URLs (or files) concerned. */
  count: number
  message: string
  /** A few of them, each with what was found. */
  examples: string[]
  /** All of them (URLs, or sitemap files). */
  urls: string[]
  /** Of the URLs considered, the share concerned (build-time-lastmod). */
  share?: number
  /** The cache headers of the sitemap files that served stale entries (stale). */
  cacheHeaders?: Array<{ sitemap: string; headers: Record<string, string> }>
}

// ---- dates ------------------------------------------------------------------------------------

export type W3cDate =
  | { kind: 'date'; ms: number; dateOnly: boolean }
  | { kind: 'no-zone'; ms: number }
  | { kind: 'invalid' }

// YYYY, YYYY-MM, YYYY-MM-DD, and a time to the minute, second or fraction with a zone (W3C Datetime).
const W3C = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/

/** A sitemap or page date: its instant, or why it is none. A time without a zone is read as UTC. */
export function parseW3cDate(text: string): W3cDate {
  const m = W3C.exec(text.trim())
  if (!m) return { kind: 'invalid' }
  const [, y, mo = '01', d = '01', h, mi, s = '00', frac = '', zone] = m
  const time = h === undefined ? 'T00:00:00' : `T${h}:${mi}:${s}${frac}`
  const iso = `${y}-${mo}-${d}${time}${zone ?? 'Z'}`
  const ms = Date.parse(iso)
  // Date.parse rolls 2026-02-30 over to March: a real date must read back as written.
  if (Number.isNaN(ms) || new Date(Date.parse(`${y}-${mo}-${d}T00:00:00Z`)).toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return { kind: 'invalid' }
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s) > 59) return { kind: 'invalid' }
  if (h !== undefined && zone === undefined) return { kind: 'no-zone', ms }
  return { kind: 'date', ms, dateOnly: h === undefined }
}

/**
 * Whether two dates name the same moment: to the second, or to the day where one of them is a
 * date alone (either its UTC day or the day as written, before any zone offset).
 */
export function sameDate(a: string, b: string): boolean {
  const pa = parseW3cDate(a)
  const pb = parseW3cDate(b)
  if (pa.kind === 'invalid' || pb.kind === 'invalid') return a.trim() === b.trim()
  if ((pa.kind === 'date' && pa.dateOnly) || (pb.kind === 'date' && pb.dateOnly)) {
    const days = (text: string, ms: number): string[] => [text.trim().slice(0, 10), new Date(ms).toISOString().slice(0, 10)]
    const da = days(a, pa.ms)
    return days(b, pb.ms).some((day) => da.includes(day))
  }
  return Math.floor(pa.ms / 1000) === Math.floor(pb.ms / 1000)
}

// ---- findings ---------------------------------------------------------------------------------

/** A URL (or file) found, and what was found there. */
type Item = { url: string; detail?: string }
const item = (url: string, detail?: string): Item => (detail === undefined ? { url } : { url, detail })

class Findings {
  readonly list: Finding[] = []
  add(kind: FindingKind, items: ReadonlyArray<Item | string>, message: (count: number) => string, extra: Partial<Finding> = {}): void {
    if (items.length === 0) return
    const all = items.map((i) => (typeof i === 'string' ? { url: i } : i))
    const examples = all.slice(0, EXAMPLES).map((i) => (i.detail === undefined ? i.url : `${i.url} (${i.detail})`))
    this.list.push({ kind, problem: true, count: all.length, message: message(all.length), examples, urls: all.map((i) => i.url), ...extra })
  }
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/** Every `<url>` of the urlset files, with the file it is in. */
function entriesOf(files: readonly SitemapFile[]): Array<{ loc?: string; lastmod?: string; file: SitemapFile }> {
  return files.filter((f) => f.root === 'urlset').flatMap((file) => file.urls.map((u) => ({ ...u, file })))
}

export interface AuditInput {
  files: SitemapFile[]
  failures: SitemapFailure[]
  /** The host every `<loc>` should be on; undefined: not checked (a sitemap read from a file). */
  host?: string
  now: Date
  pages: PageAnswer[]
}

/** What a crawler would distrust in a sitemap (and its sampled pages), each with its count and a few URLs. */
export function auditFindings(input: AuditInput): Finding[] {
  const out = new Findings()
  out.add('sitemap-unreadable', input.failures.map((f) => f.source), (n) => `${plural(n, 'child sitemap')} could not be read (${input.failures[0]?.reason ?? ''})`)
  const entries = entriesOf(input.files)
  const dated: Array<{ loc: string; ms: number }> = []
  const future: Item[] = []
  const ancient: Item[] = []
  const invalid: Item[] = []
  const noZone: Item[] = []
  const missing: string[] = []
  const badLoc: Item[] = []
  const foreign: string[] = []
  const seen = new Set<string>()
  const duplicates: string[] = []
  const now = input.now.getTime()
  for (const entry of entries) {
    const loc = entry.loc ?? ''
    let url: URL | undefined
    try {
      url = new URL(loc)
    } catch {
      badLoc.push(loc === '' ? item(entry.file.source, 'an empty <loc>') : item(loc))
    }
    if (url !== undefined && input.host !== undefined && url.host !== input.host) foreign.push(loc)
    if (seen.has(loc)) duplicates.push(loc)
    seen.add(loc)
    if (entry.lastmod === undefined) {
      missing.push(loc)
      continue
    }
    const date = parseW3cDate(entry.lastmod)
    if (date.kind === 'invalid') {
      invalid.push(item(loc, entry.lastmod))
      continue
    }
    if (date.kind === 'no-zone') noZone.push(item(loc, entry.lastmod))
    const slack = date.kind === 'date' && date.dateOnly ? FUTURE_SLACK_DATE_MS : FUTURE_SLACK_MS
    if (date.ms > now + slack) future.push(item(loc, entry.lastmod))
    else if (new Date(date.ms).getUTCFullYear() < EARLIEST_YEAR) ancient.push(item(loc, entry.lastmod))
    else dated.push({ loc, ms: date.ms })
  }
  buildTime(out, dated)
  out.add('future-lastmod', future, (n) => `${plural(n, 'lastmod')} in the future (after ${input.now.toISOString()})`)
  out.add('ancient-lastmod', ancient, (n) => `${plural(n, 'lastmod')} before ${EARLIEST_YEAR}: a default date, not the page's`)
  out.add('invalid-lastmod', invalid, (n) => `${plural(n, 'lastmod')} not in W3C Datetime (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss with a zone)`)
  out.add('lastmod-without-zone', noZone, (n) => `${plural(n, 'lastmod')} with a time but no time zone: W3C Datetime requires one`)
  out.add('missing-lastmod', missing, (n) => `${plural(n, 'URL')} without a lastmod`)
  out.add('invalid-loc', badLoc, (n) => `${plural(n, '<loc>')} that ${n === 1 ? 'is' : 'are'} not an absolute URL`)
  out.add('duplicate-loc', duplicates, (n) => `${plural(n, 'duplicate <loc>')}: the same URL listed again`)
  out.add('foreign-host', foreign, (n) => `${plural(n, 'URL')} on another host than the sitemap's (${input.host ?? ''}): crawlers ignore them`)
  const oversized = input.files.filter((f) => f.urls.length > MAX_SITEMAP_URLS || f.bytes > MAX_SITEMAP_BYTES)
  out.add('oversized-sitemap', oversized.map((f) => item(f.source, `${f.urls.length} URLs, ${f.bytes} bytes`)), (n) => `${plural(n, 'sitemap')} over ${MAX_SITEMAP_URLS} URLs or 50 MB: crawlers read no further`)
  out.add('index-lastmod-older', indexOlder(input.files), (n) => `${plural(n, 'index entry', 'index entries')} with a lastmod older than the newest of its sitemap: crawlers may not read the child again`)
  pageFindings(out, input.pages, lastmodsByLoc(entries), { lastModified: true })
  return out.list
}

/** Most lastmods at (or within a few minutes of) the newest: the time of the build, not of each page. */
function buildTime(out: Findings, dated: Array<{ loc: string; ms: number }>): void {
  if (dated.length < BUILD_TIME_MIN_URLS) return
  // A loop, not Math.max(...): an index's children may hold more URLs than a call takes arguments.
  let newest = Number.NEGATIVE_INFINITY
  for (const d of dated) if (d.ms > newest) newest = d.ms
  const near = dated.filter((d) => newest - d.ms <= BUILD_WINDOW_MS)
  const share = near.length / dated.length
  if (share < BUILD_TIME_SHARE) return
  const when = new Date(newest).toISOString()
  const all = new Set(dated.map((d) => d.ms)).size === 1
  out.add(
    'build-time-lastmod',
    near.map((d) => d.loc),
    (n) =>
      all
        ? `all ${n} lastmods are the same time (${when}): the build's, not each page's`
        : `${n} of ${dated.length} lastmods (${Math.round(share * 100)}%) are within 5 minutes of the newest (${when}): the build's time, not each page's`,
    { share: Math.round(share * 1000) / 1000 }
  )
}

function indexOlder(files: readonly SitemapFile[]): Item[] {
  const out: Item[] = []
  for (const index of files.filter((f) => f.root === 'sitemapindex')) {
    for (const entry of index.sitemaps) {
      if (entry.lastmod === undefined) continue
      const own = parseW3cDate(entry.lastmod)
      const child = files.find((f) => f.parent === index.source && f.source === entry.loc)
      if (own.kind === 'invalid' || child === undefined) continue
      let newest = Number.NEGATIVE_INFINITY
      for (const u of child.urls) if (u.lastmod !== undefined) newest = Math.max(newest, ms(u.lastmod))
      // Compared to the second: the index may write the date with less precision than its child.
      if (Number.isFinite(newest) && Math.floor(own.ms / 1000) < Math.floor(newest / 1000) && !sameDate(entry.lastmod, new Date(newest).toISOString())) {
        out.push(item(entry.loc, `index ${entry.lastmod}, newest ${new Date(newest).toISOString()}`))
      }
    }
  }
  return out
}

const ms = (text: string): number => {
  const date = parseW3cDate(text)
  return date.kind === 'invalid' ? Number.NEGATIVE_INFINITY : date.ms
}

function lastmodsByLoc(entries: ReadonlyArray<{ loc?: string; lastmod?: string }>): Map<string, string | undefined> {
  const map = new Map<string, string | undefined>()
  for (const e of entries) if (e.loc !== undefined && !map.has(e.loc)) map.set(e.loc, e.lastmod)
  return map
}

/** The sampled pages against the lastmod listed for them. */
function pageFindings(out: Findings, pages: readonly PageAnswer[], lastmods: ReadonlyMap<string, string | undefined>, check: { lastModified: boolean; changed?: ReadonlySet<string> }): void {
  const answered = pages.filter((p) => p.disallowed !== true && p.error === undefined)
  out.add('robots-disallowed', pages.filter((p) => p.disallowed === true).map((p) => p.url), (n) => `${plural(n, 'listed URL')} that robots.txt disallows: crawlers may not fetch ${n === 1 ? 'it' : 'them'}`)
  const failed = [...pages.filter((p) => p.error !== undefined).map((p) => item(p.url, p.error)), ...answered.filter((p) => p.status !== 200).map((p) => item(p.url, `HTTP ${p.status ?? '?'}`))]
  out.add('page-status', failed, (n) => `${plural(n, 'listed page')} did not answer 200`)
  out.add('page-redirect', answered.filter((p) => p.redirects.length > 0).map((p) => item(p.url, `→ ${p.redirects.at(-1) ?? ''}`)), (n) => `${plural(n, 'listed URL')} redirect${n === 1 ? 's' : ''}: a sitemap should list the final URL`)
  const ok = answered.filter((p) => p.status === 200)
  out.add('page-noindex', ok.filter((p) => p.noindex === true).map((p) => p.url), (n) => `${plural(n, 'listed page')} say${n === 1 ? 's' : ''} noindex: ${n === 1 ? 'it does' : 'they do'} not belong in a sitemap`)
  out.add('canonical-elsewhere', ok.filter((p) => p.canonicalElsewhere !== undefined).map((p) => item(p.url, `→ ${p.canonicalElsewhere ?? ''}`)), (n) => `${plural(n, 'listed page')} name${n === 1 ? 's' : ''} another URL as canonical: list that one instead`)
  const dateMismatch: Item[] = []
  const headerMismatch: Item[] = []
  for (const page of ok) {
    const lastmod = lastmods.get(page.url)
    if (lastmod === undefined) continue
    const other = page.pageDates.find((d) => !sameDate(d, lastmod))
    if (other !== undefined) dateMismatch.push(item(page.url, `page ${other}, sitemap ${lastmod}`))
    if (check.lastModified && page.lastModified !== undefined) {
      const header = Date.parse(page.lastModified)
      if (Number.isNaN(header) || !sameDate(new Date(header).toISOString(), lastmod)) headerMismatch.push(item(page.url, `Last-Modified ${page.lastModified}, sitemap ${lastmod}`))
    }
  }
  out.add('page-date-mismatch', dateMismatch, (n) => `${plural(n, 'page')} whose dateModified or modified-time meta differs from the sitemap's lastmod`)
  out.add('last-modified-mismatch', headerMismatch, (n) => `${plural(n, 'page')} whose Last-Modified header differs from the sitemap's lastmod`)
  if (check.changed === undefined) return
  out.add('no-validator', ok.filter((p) => p.etag === undefined && p.lastModified === undefined).map((p) => p.url), (n) => `${plural(n, 'page')} with neither ETag nor Last-Modified: every crawl downloads ${n === 1 ? 'it' : 'them'} again`)
  out.add('no-304', ok.filter((p) => p.revalidated !== undefined && p.revalidated !== 304).map((p) => item(p.url, `HTTP ${p.revalidated ?? ''}`)), (n) => `${plural(n, 'page')} that answer${n === 1 ? 's' : ''} a conditional GET with its own validators without 304`)
  out.add('304-after-change', ok.filter((p) => p.beforeChange === 304).map((p) => p.url), (n) => `${plural(n, 'page')} changed by the last run that answer${n === 1 ? 's' : ''} 304 to the previous deploy's validators: crawlers keep the old copy`)
}

// ---- verify -----------------------------------------------------------------------------------

/** The pages the state lists (not removed), by identity, with their URL and lastmod. */
export interface Expected {
  url: string
  lastmod: string
}

export function expectedPages(state: State, siteUrl: URL): Map<string, Expected> {
  const out = new Map<string, Expected>()
  for (const [key, record] of Object.entries(state.pages)) {
    if (record.removedAt !== undefined) continue
    const url = absoluteUrl(siteUrl, key)
    out.set(pageIdentity(new URL(url)), { url, lastmod: lastmodOf(record) })
  }
  return out
}

/** The URLs the last run changed: those at the state's newest lastmod (a run dates all it changed at its one clock). */
export function changedByLastRun(expected: ReadonlyMap<string, Expected>): Set<string> {
  let newest = ''
  for (const e of expected.values()) if (e.lastmod > newest) newest = e.lastmod
  return new Set([...expected.values()].filter((e) => e.lastmod === newest).map((e) => e.url))
}

/** At most `count` pages: every one the last run changed first (up to count), then a stable spread of the others. */
export function samplePages(expected: ReadonlyMap<string, Expected>, changed: ReadonlySet<string>, count: number): string[] {
  const urls = [...expected.values()].map((e) => e.url)
  const first = urls.filter((u) => changed.has(u)).sort()
  const rest = urls.filter((u) => !changed.has(u)).sort((a, b) => pathHash(a) - pathHash(b) || (a < b ? -1 : 1))
  return [...first, ...rest].slice(0, count)
}

/** The deployed sitemap against the state: missing, extra, stale, ahead. */
export function sitemapAgainstState(files: readonly SitemapFile[], failures: readonly SitemapFailure[], expected: ReadonlyMap<string, Expected>): Finding[] {
  const out = new Findings()
  out.add('sitemap-unreadable', failures.map((f) => f.source), (n) => `${plural(n, 'child sitemap')} could not be read (${failures[0]?.reason ?? ''})`)
  const live = new Map<string, { loc: string; lastmod?: string; file: SitemapFile }>()
  const extra: string[] = []
  for (const entry of entriesOf(files)) {
    let id: string
    try {
      id = pageIdentity(new URL(entry.loc ?? ''))
    } catch {
      continue
    }
    if (!expected.has(id)) extra.push(entry.loc ?? '')
    else if (!live.has(id)) live.set(id, { ...entry, loc: entry.loc ?? '' })
  }
  const missing: string[] = []
  const stale: Item[] = []
  const ahead: Item[] = []
  const staleFiles = new Set<SitemapFile>()
  for (const [id, want] of expected) {
    const got = live.get(id)
    if (got === undefined) {
      missing.push(want.url)
      continue
    }
    if (got.lastmod !== undefined && sameDate(got.lastmod, want.lastmod)) continue
    const older = got.lastmod === undefined || ms(got.lastmod) < Date.parse(want.lastmod)
    if (older) {
      stale.push(item(want.url, `deployed ${got.lastmod ?? 'none'}, state ${want.lastmod}`))
      staleFiles.add(got.file)
    } else ahead.push(item(want.url, `deployed ${got.lastmod ?? ''}, state ${want.lastmod}`))
  }
  out.add('missing', missing, (n) => `${plural(n, 'page')} of the state missing from the deployed sitemap`)
  const cacheHeaders = [...staleFiles].map((f) => ({ sitemap: f.source, headers: f.cache }))
  const via = cacheHeaders.flatMap((c) => Object.entries(c.headers).map(([k, v]) => `${k}: ${v}`))
  out.add('stale', stale, (n) => `${plural(n, 'deployed lastmod')} older than the state${via.length === 0 ? '' : ` (served with ${[...new Set(via)].join(', ')})`}: a cache or an old deploy`, { cacheHeaders })
  out.add('lastmod-ahead', ahead, (n) => `${plural(n, 'deployed lastmod')} newer than the state: this state is not the one the deploy was built with`)
  out.add('extra', extra, (n) => `${plural(n, 'deployed URL')} the state does not know (kept by rewrite mode, or from another build)`, { problem: false })
  return out.list
}

/** The sampled pages of a verify: the state's lastmod against the page, its headers and its 304s. */
export function verifyPageFindings(pages: readonly PageAnswer[], expected: ReadonlyMap<string, Expected>, check: { lastModified: boolean; changed: ReadonlySet<string> }): Finding[] {
  const out = new Findings()
  const lastmods = new Map<string, string>()
  for (const e of expected.values()) lastmods.set(e.url, e.lastmod)
  pageFindings(out, pages, lastmods, check)
  return out.list
}

/** A page's validators as an earlier verify's report recorded them. */
export interface Validators {
  etag?: string
  lastModified?: string
}

/**
 * The validators each page answered with, from the JSON report of an earlier verify (the previous
 * deploy's); undefined when the text is not such a report.
 */
export function validatorsOf(report: unknown): Map<string, Validators> | undefined {
  if (typeof report !== 'object' || report === null) return undefined
  const { command, pages } = report as { command?: unknown; pages?: unknown }
  if (command !== 'verify' || !Array.isArray(pages)) return undefined
  const out = new Map<string, Validators>()
  for (const page of pages as unknown[]) {
    if (typeof page !== 'object' || page === null) return undefined
    const { url, etag, lastModified } = page as { url?: unknown; etag?: unknown; lastModified?: unknown }
    if (typeof url !== 'string') return undefined
    const validators: Validators = {}
    if (typeof etag === 'string') validators.etag = etag
    if (typeof lastModified === 'string') validators.lastModified = lastModified
    if (validators.etag !== undefined || validators.lastModified !== undefined) out.set(url, validators)
  }
  return out
}

// ---- pages ------------------------------------------------------------------------------------

let reader: Extractor | undefined

/** What a crawler reads in a page: robots noindex, a canonical elsewhere, and its modified dates. */
export function readPage(html: string, pageUrl: string): Pick<PageAnswer, 'noindex' | 'canonicalElsewhere' | 'pageDates'> {
  const url = new URL(pageUrl)
  // The content area does not matter here, only the page's head and its date carriers.
  reader ??= createExtractor({ contentSelectors: ['body'], ignoreSelectors: [] })
  const finder = new DateSiteFinder(html, url)
  const facts = reader.extract(html, url, new URL('/', url), finder)
  const pageDates: string[] = []
  for (const site of finder.finish().sites) {
    if (site.kind === 'json' || (site.kind === 'attribute' && site.date === 'modified' && !site.bare)) pageDates.push(site.current)
  }
  const out: Pick<PageAnswer, 'noindex' | 'canonicalElsewhere' | 'pageDates'> = { noindex: facts.noindex, pageDates }
  if (facts.canonical !== undefined) {
    const relation = canonicalRelation(facts.canonical, url)
    if (relation.kind === 'elsewhere') out.canonicalElsewhere = relation.target
  }
  return out
}

// ---- the report -------------------------------------------------------------------------------

export interface CrawlReport {
  command: 'audit' | 'verify'
  version: string
  /** The sitemap as given (audit), or the site URL (verify); credentials left out. */
  target: string
  checkedAt: string
  sitemaps: Array<{ source: string; root: string; urls: number; bytes: number; cache: Record<string, string> }>
  urls: number
  pagesRequested: number
  /** verify: how many times the sitemaps were read (--wait). */
  attempts?: number
  findings: Finding[]
  /** No finding that is a problem. */
  ok: boolean
  pages: PageAnswer[]
}

export function crawlReport(fields: Omit<CrawlReport, 'ok' | 'sitemaps' | 'urls'> & { files: readonly SitemapFile[] }): CrawlReport {
  const { files, ...rest } = fields
  return {
    ...rest,
    sitemaps: files.map((f) => ({ source: f.source, root: f.root, urls: f.root === 'urlset' ? f.urls.length : f.sitemaps.length, bytes: f.bytes, cache: f.cache })),
    urls: entriesOf(files).length,
    ok: !fields.findings.some((f) => f.problem)
  }
}

/** The URLs of the state that crawlers do not see with their date: stale and missing. */
export function staleUrls(report: CrawlReport): string[] {
  return report.findings.filter((f) => f.kind === 'stale' || f.kind === 'missing').flatMap((f) => f.urls)
}

/** The sampled pages with at least one mismatch (dates, Last-Modified, status, 304s). */
export function mismatchedPages(report: CrawlReport): number {
  const page: ReadonlySet<FindingKind> = new Set(['page-status', 'page-date-mismatch', 'last-modified-mismatch', 'no-validator', 'no-304', '304-after-change'])
  return new Set(report.findings.filter((f) => page.has(f.kind)).flatMap((f) => f.urls)).size
}

/**
 * The summary for people. Values from the site (URLs, dates, headers) are passed through `shown`
 * (the caller's escaping for its output: a terminal line, a Markdown table).
 */
export function renderCrawlText(report: CrawlReport, shown: (text: string) => string): string {
  const lines: string[] = []
  const what = report.command === 'audit' ? `lastmod audit ${shown(report.target)}` : `lastmod verify ${shown(report.target)}`
  lines.push(`${what}: ${plural(report.sitemaps.length, 'sitemap')}, ${plural(report.urls, 'URL')}, ${plural(report.pagesRequested, 'page')} requested${report.attempts !== undefined && report.attempts > 1 ? `, ${report.attempts} reads of the sitemap` : ''}`)
  for (const finding of report.findings) {
    lines.push(`${finding.problem ? '✗' : '·'} ${finding.kind}: ${shown(finding.message)}`)
    for (const example of finding.examples) lines.push(`    ${shown(example)}`)
    if (finding.count > finding.examples.length) lines.push(`    … and ${finding.count - finding.examples.length} more`)
  }
  lines.push(report.ok ? '✓ nothing a crawler would distrust' : `${plural(report.findings.filter((f) => f.problem).length, 'problem')} found`)
  return lines.join('\n') + '\n'
}

/** The job summary's "What crawlers see" section: one row per finding, every value escaped for Markdown. */
export function renderCrawlSummary(report: CrawlReport, escape: (text: string, max?: number) => string, table: (header: string[], rows: string[][]) => string): string {
  const lines = ['### What crawlers see', '']
  const reads = report.attempts !== undefined && report.attempts > 1 ? `, ${report.attempts} reads of the sitemap` : ''
  lines.push(`${escape(report.target)}: ${plural(report.sitemaps.length, 'sitemap')}, ${plural(report.urls, 'URL')}, ${plural(report.pagesRequested, 'page')} requested${reads}.`, '')
  if (report.findings.length === 0) {
    lines.push('✅ The deployed sitemap and pages agree with the state.')
    return lines.join('\n') + '\n'
  }
  const rows = report.findings.map((f) => [
    `${f.problem ? '❌' : 'ℹ️'} ${escape(f.kind)}`,
    String(f.count),
    escape(f.message, 300),
    f.examples.slice(0, 3).map((e) => escape(e, 160)).join('<br>')
  ])
  lines.push(table(['Finding', 'Count', 'What', 'For example'], rows))
  return lines.join('\n') + '\n'
}
