// `lastmod audit` and `lastmod verify`: fetch what a crawler fetches (robots.txt, the sitemaps, a
// sample of pages, conditional GETs) politely and within bounds, and hand it to core/crawl.ts to
// judge. Reads only: it never writes the state, a sitemap or a page.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  auditFindings,
  CACHE_HEADERS,
  changedByLastRun,
  crawlReport,
  expectedPages,
  readPage,
  samplePages,
  sitemapAgainstState,
  verifyPageFindings,
  type CrawlReport,
  type Expected,
  type Finding,
  type PageAnswer,
  type SitemapFailure,
  type SitemapFile,
  type Validators,
  validatorsOf
} from '../core/crawl.js'
import { robotsDisallow, robotsSitemaps, type RobotsCheck } from '../core/exclusions.js'
import { httpDate } from '../core/headers-file.js'
import type { State } from '../core/types.js'
import { InputError } from '../core/urls.js'
import { writeFileAtomic } from './atomic.js'
import { readSitemapXml, SitemapXmlError } from './bootstrap.js'
import { deadline, describeError, isTimeout } from './http.js'
import type { Logger } from './logger.js'
import { urlSecrets } from './redact.js'

/** How long verify waits between two reads of the sitemaps while they are stale (seconds). */
export const RETRY_INTERVAL = 10
const MAX_REDIRECTS = 10
const MAX_SITEMAP_FILES = 1000
/** The token robots.txt groups are matched against. */
export const ROBOTS_AGENT = 'lastmod'

export const userAgent = (version: string): string => `${ROBOTS_AGENT}/${version} (lastmod-action sitemap check)`

export interface CrawlSettings {
  version: string
  concurrency: number
  /** Each request's deadline, seconds (the run's request-timeout). */
  requestTimeout: number
  /** The whole command's deadline, seconds. */
  deadline: number
  fetch?: typeof fetch
  /** verify's wait between reads of a stale sitemap (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>
  log: Logger
}

export interface AuditConfig {
  /** A URL (a sitemap, an index, robots.txt or the site root) or a file. */
  sitemap: string
  /** Pages to sample; Infinity for all. */
  pages: number
  now: Date
  /** For a sitemap read from a file: the host its URLs should be on. */
  siteUrl?: string
  jsonFile?: string
}

export interface VerifyConfig {
  siteUrl: string
  /** The deployed sitemap (default: sitemap.xml at the site URL). */
  sitemapUrl: string
  pages: number
  /** Seconds to wait, rereading, for the sitemaps to agree with the state. */
  wait: number
  /** Pages carry the state's dates in their JSON-LD and metas (html-dates). */
  htmlDates: boolean
  /** Last-Modified is the page's lastmod (mtime or _headers publish it). */
  lastModified: boolean
  now: Date
  jsonFile?: string
  /** The JSON report of a verify of the previous deploy: its pages' validators. */
  previousReport?: string
}

/** One answer after its redirects; the body read in full. */
interface Answer {
  status: number
  headers: Headers
  body: Buffer
  /** Every Location followed. */
  redirects: string[]
  url: string
}

/** A request that got no answer: unreachable, TLS, a redirect loop, a deadline. */
export class CrawlError extends Error {
  override name = 'CrawlError'
}

/** The URL as output may show it: without user name and password. */
export function withoutCredentials(text: string): string {
  try {
    const url = new URL(text)
    if (url.username === '' && url.password === '') return text
    url.username = ''
    url.password = ''
    return url.href
  } catch {
    return text
  }
}

/** Fetch with a concurrency limit, a per-request and a total deadline, manual redirects and basic auth for one origin. */
export class Crawler {
  private active = 0
  private readonly waiting: Array<() => void> = []
  private readonly total: AbortSignal
  private readonly fetch: typeof fetch
  private readonly auth: { origin: string; header: string } | undefined
  private readonly secrets: string[]

  constructor(
    private readonly settings: CrawlSettings,
    /** The URL given by the user: its credentials are sent to its origin only. */
    given: string | undefined,
    extraSeconds = 0
  ) {
    this.total = AbortSignal.timeout((settings.deadline + extraSeconds) * 1000)
    this.fetch = settings.fetch ?? globalThis.fetch
    let auth: { origin: string; header: string } | undefined
    if (given !== undefined && /^https?:/i.test(given)) {
      const url = new URL(given)
      if (url.username !== '' || url.password !== '') {
        const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
        auth = { origin: url.origin, header: `Basic ${Buffer.from(credentials).toString('base64')}` }
      }
    }
    this.auth = auth
    // Its user name, password and query values; the URL itself is shown without its credentials.
    this.secrets = given === undefined ? [] : urlSecrets(given, false).filter((s) => s !== given)
  }

  /** Text for output with every form of the given URL's secrets masked. */
  mask(text: string): string {
    let out = text
    for (const secret of this.secrets) out = out.split(secret).join('***')
    return out
  }

  get deadlinePassed(): boolean {
    return this.total.aborted
  }

  /** GET `url` (redirects followed, at most MAX_REDIRECTS, loops refused); throws CrawlError when there is no answer. */
  async get(text: string, headers: Record<string, string> = {}): Promise<Answer> {
    await this.slot()
    try {
      const redirects: string[] = []
      const seen = new Set<string>()
      let url = withoutCredentials(text)
      for (;;) {
        seen.add(url)
        const response = await this.once(url, headers)
        const location = response.headers.get('location')
        if (response.status >= 300 && response.status < 400 && response.status !== 304 && location !== null) {
          await response.arrayBuffer().catch(() => undefined)
          const next = new URL(location, url).href
          if (seen.has(next)) throw new CrawlError(`redirect loop: ${[...seen, next].map(withoutCredentials).join(' → ')}`)
          if (redirects.length >= MAX_REDIRECTS) throw new CrawlError(`more than ${MAX_REDIRECTS} redirects from ${withoutCredentials(text)}`)
          redirects.push(next)
          url = next
          continue
        }
        const body = Buffer.from(await response.arrayBuffer())
        return { status: response.status, headers: response.headers, body, redirects, url }
      }
    } catch (error) {
      if (error instanceof CrawlError) throw error
      throw new CrawlError(this.why(error))
    } finally {
      this.release()
    }
  }

  private async once(url: string, headers: Record<string, string>): Promise<Response> {
    const auth = this.auth !== undefined && new URL(url).origin === this.auth.origin ? { authorization: this.auth.header } : {}
    return this.fetch(url, {
      redirect: 'manual',
      headers: { 'user-agent': userAgent(this.settings.version), ...auth, ...headers },
      signal: AbortSignal.any([deadline(this.settings.requestTimeout * 1000), this.total])
    })
  }

  private why(error: unknown): string {
    if (this.total.aborted) return `the check's deadline of ${this.settings.deadline} s passed`
    if (isTimeout(error)) return `no answer within ${this.settings.requestTimeout} s`
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause
    const code = typeof cause?.code === 'string' ? cause.code : ''
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code)) return `TLS error (${code})`
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNRESET' || code === 'EHOSTUNREACH') return `cannot be reached (${code})`
    return this.mask(describeError(error))
  }

  private async slot(): Promise<void> {
    if (this.active < this.settings.concurrency) {
      this.active++
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next !== undefined) next()
    else this.active--
  }
}

const isUrl = (text: string): boolean => /^https?:\/\//i.test(text)

/** The cache headers that came with an answer. */
function cacheHeadersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of CACHE_HEADERS) {
    const value = headers.get(name)
    if (value !== null) out[name] = value
  }
  return out
}

/** A sitemap's bytes, judged: HTML served as a sitemap, not XML, neither root. Throws CrawlError. */
function parseSitemap(bytes: Buffer, source: string, contentType: string | null): Omit<SitemapFile, 'source' | 'cache'> {
  let raw = bytes
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      raw = gunzipSync(raw)
    } catch (error) {
      throw new CrawlError(`${source} is gzip that cannot be read: ${(error as Error).message}`)
    }
  }
  const text = raw.toString('utf8')
  if (/^\s*(?:<!doctype html|<html)/i.test(text) || /^text\/html/i.test(contentType ?? '')) {
    throw new CrawlError(`${source} is an HTML page, not a sitemap${contentType === null ? '' : ` (content-type ${contentType})`}`)
  }
  let entries
  try {
    entries = readSitemapXml(text)
  } catch (error) {
    if (error instanceof SitemapXmlError) throw new CrawlError(`${source} is not XML: ${error.message}`)
    throw error
  }
  if (entries.root !== 'urlset' && entries.root !== 'sitemapindex') throw new CrawlError(`${source} is neither a sitemap <urlset> nor a <sitemapindex>`)
  return { root: entries.root, bytes: raw.length, urls: entries.urls, sitemaps: entries.sitemaps }
}

async function readOne(source: string, crawler: Crawler): Promise<SitemapFile> {
  if (isUrl(source)) {
    const answer = await crawler.get(source)
    const shown = withoutCredentials(source)
    if (answer.status !== 200) throw new CrawlError(`${shown} answered HTTP ${answer.status}`)
    return { source: shown, cache: cacheHeadersOf(answer.headers), ...parseSitemap(answer.body, shown, answer.headers.get('content-type')) }
  }
  let bytes: Buffer
  try {
    bytes = await readFile(source)
  } catch (error) {
    throw new CrawlError(`${source} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  return { source, cache: {}, ...parseSitemap(bytes, source, null) }
}

/** The sitemaps a source names: robots.txt's Sitemap lines for a site root or a robots.txt, else itself. */
async function topSitemaps(source: string, crawler: Crawler): Promise<string[]> {
  if (!isUrl(source)) return [source]
  const url = new URL(source)
  const isRobots = url.pathname === '/robots.txt'
  if (!isRobots && !url.pathname.endsWith('/')) return [source]
  const robotsUrl = new URL('/robots.txt', url).href
  const answer = await crawler.get(robotsUrl)
  const listed = answer.status === 200 ? robotsSitemaps(answer.body.toString('utf8'), withoutCredentials(robotsUrl)) : []
  if (listed.length > 0) return listed
  if (isRobots) throw new CrawlError(`${withoutCredentials(robotsUrl)} has no Sitemap: line`)
  return [new URL('sitemap.xml', url).href]
}

export interface ReadSitemaps {
  files: SitemapFile[]
  failures: SitemapFailure[]
}

/**
 * Every sitemap a source leads to, indexes followed one level (gzip read). The top-level files
 * must be read (CrawlError otherwise: nothing to check); a child that fails is a finding.
 */
export async function readSitemaps(source: string, crawler: Crawler): Promise<ReadSitemaps> {
  const files: SitemapFile[] = []
  const failures: SitemapFailure[] = []
  const tops = await topSitemaps(source, crawler)
  for (const top of tops) {
    const file = await readOne(top, crawler)
    files.push(file)
    if (file.root !== 'sitemapindex') continue
    const children = file.sitemaps.slice(0, MAX_SITEMAP_FILES)
    const read = await Promise.all(
      children.map(async ({ loc }) => {
        // A local index names its children by URL: they are looked for beside it.
        const child = isUrl(top) ? loc : path.join(path.dirname(top), path.posix.basename(safePath(loc)))
        try {
          const got = await readOne(child, crawler)
          if (got.root === 'sitemapindex') return { source: loc, reason: 'an index inside an index, which the protocol does not allow' }
          // Named as the index names it, so that its entry and the file meet (index-lastmod-older).
          return { ...got, source: isUrl(top) ? got.source : loc, parent: file.source }
        } catch (error) {
          if (error instanceof CrawlError) return { source: loc, reason: error.message }
          throw error
        }
      })
    )
    for (const r of read) if ('root' in r) files.push(r)
    else failures.push(r)
  }
  return { files, failures }
}

function safePath(loc: string): string {
  try {
    return new URL(loc).pathname
  } catch {
    return loc
  }
}

/** robots.txt of each origin, read once; a missing or unreadable one allows everything. */
class RobotsCache {
  private readonly checks = new Map<string, Promise<RobotsCheck>>()
  constructor(private readonly crawler: Crawler) {}
  allowed(url: string): Promise<boolean> {
    const origin = new URL(url).origin
    let check = this.checks.get(origin)
    if (check === undefined) {
      check = this.crawler.get(`${origin}/robots.txt`).then(
        (answer) => robotsDisallow(answer.status === 200 ? answer.body.toString('utf8') : undefined, new URL(origin), ROBOTS_AGENT),
        () => robotsDisallow(undefined, new URL(origin))
      )
      this.checks.set(origin, check)
    }
    return check.then((disallowed) => !disallowed(url))
  }
}

/** A page the last run changed: its change time (when Last-Modified publishes it), and the previous deploy's validators when known. */
interface Changed {
  at?: string
  previous?: Validators
}

/**
 * What each page answers: status, redirects, noindex, canonical, dates, validators; with
 * `revalidate`, a conditional GET with its own validators, and for the pages in `beforeChange` one
 * dated a second before their change.
 */
async function probePages(urls: readonly string[], crawler: Crawler, options: { revalidate: boolean; beforeChange: ReadonlyMap<string, Changed> }): Promise<PageAnswer[]> {
  const robots = new RobotsCache(crawler)
  return Promise.all(
    urls.map(async (url): Promise<PageAnswer> => {
      const answer: PageAnswer = { url, redirects: [], pageDates: [] }
      if (!(await robots.allowed(url))) return { ...answer, disallowed: true }
      try {
        const got = await crawler.get(url, { accept: 'text/html,application/xhtml+xml' })
        answer.status = got.status
        answer.redirects = got.redirects
        const lastModified = got.headers.get('last-modified')
        const etag = got.headers.get('etag')
        if (lastModified !== null) answer.lastModified = lastModified
        if (etag !== null) answer.etag = etag
        if (got.status === 200 && /html/i.test(got.headers.get('content-type') ?? 'text/html')) Object.assign(answer, readPage(got.body.toString('utf8'), got.url))
        if (got.status === 200 && options.revalidate) {
          if (etag !== null || lastModified !== null) {
            const validators = { ...(etag === null ? {} : { 'if-none-match': etag }), ...(lastModified === null ? {} : { 'if-modified-since': lastModified }) }
            answer.revalidated = (await crawler.get(got.url, validators)).status
          }
          const changed = options.beforeChange.get(url)
          const previous = changed?.previous
          if (previous !== undefined) {
            const validators = { ...(previous.etag === undefined ? {} : { 'if-none-match': previous.etag }), ...(previous.lastModified === undefined ? {} : { 'if-modified-since': previous.lastModified }) }
            answer.beforeChange = (await crawler.get(got.url, validators)).status
          } else if (changed?.at !== undefined && lastModified !== null) {
            const before = new Date(Date.parse(changed.at) - 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
            answer.beforeChange = (await crawler.get(got.url, { 'if-modified-since': httpDate(before) })).status
          }
        }
      } catch (error) {
        if (!(error instanceof CrawlError)) throw error
        answer.error = error.message
      }
      return answer
    })
  )
}

/** The sitemap's own host: where its URLs should be. */
function hostOf(config: AuditConfig): string | undefined {
  const url = isUrl(config.sitemap) ? config.sitemap : config.siteUrl
  return url === undefined ? undefined : new URL(url).host
}

/** A source that cannot be read ends the command with exit 2, its flag named. */
function unreachable(error: unknown, what: string): never {
  if (error instanceof CrawlError) throw new InputError(`${what}: ${error.message}`)
  throw error
}

export async function runAudit(config: AuditConfig, settings: CrawlSettings): Promise<CrawlReport> {
  const crawler = new Crawler(settings, config.sitemap)
  const read = await readSitemaps(config.sitemap, crawler).catch((error: unknown) => unreachable(error, `SITEMAP ${crawler.mask(withoutCredentials(config.sitemap))}`))
  const entries = read.files.flatMap((f) => f.urls.map((u) => u.loc)).filter((loc): loc is string => loc !== undefined && isUrl(loc))
  const sample = [...new Set(entries)].slice(0, config.pages)
  const pages = await probePages(sample, crawler, { revalidate: false, beforeChange: new Map() })
  const host = hostOf(config)
  const findings = auditFindings({ files: read.files, failures: read.failures, ...(host === undefined ? {} : { host }), now: config.now, pages })
  return finish(
    crawler,
    crawlReport({ command: 'audit', version: settings.version, target: withoutCredentials(config.sitemap), checkedAt: config.now.toISOString(), files: read.files, pagesRequested: pages.filter((p) => p.disallowed !== true).length, findings, pages }),
    config.jsonFile
  )
}

export async function runVerify(config: VerifyConfig, state: State, settings: CrawlSettings): Promise<CrawlReport> {
  const crawler = new Crawler(settings, config.sitemapUrl, config.wait)
  const expected = expectedPages(state, new URL(config.siteUrl))
  const sleep = settings.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let attempts = 0
  let waited = 0
  let read: ReadSitemaps
  let sitemapFindings: Finding[]
  for (;;) {
    attempts++
    read = await readSitemaps(config.sitemapUrl, crawler).catch((error: unknown) => unreachable(error, `the deployed sitemap (--sitemap-url ${crawler.mask(withoutCredentials(config.sitemapUrl))})`))
    sitemapFindings = sitemapAgainstState(read.files, read.failures, expected)
    const behind = sitemapFindings.some((f) => f.kind === 'stale' || f.kind === 'missing')
    // Waited time is counted by the sleeps, not the clock: a slow machine waits no less, and no more.
    if (!behind || waited >= config.wait) break
    const pause = Math.min(RETRY_INTERVAL, config.wait - waited)
    settings.log.info(`the deployed sitemap is behind the state; reading it again in ${pause} s (${config.wait - waited} s of --wait left)`)
    await sleep(pause * 1000)
    waited += pause
  }
  const changed = changedByLastRun(expected)
  const sample = samplePages(expected, changed, config.pages)
  const previous = config.previousReport === undefined ? new Map<string, Validators>() : await readValidators(config.previousReport)
  const beforeChange = new Map<string, Changed>()
  const sampled = new Set(sample)
  for (const e of expected.values()) {
    if (!changed.has(e.url) || !sampled.has(e.url)) continue
    const validators = previous.get(e.url)
    beforeChange.set(e.url, { ...(config.lastModified ? { at: e.lastmod } : {}), ...(validators === undefined ? {} : { previous: validators }) })
  }
  const probed = await probePages(sample, crawler, { revalidate: true, beforeChange })
  const pages = config.htmlDates ? probed : probed.map((p) => ({ ...p, pageDates: [] }))
  const findings = [...sitemapFindings, ...verifyPageFindings(pages, expected, { lastModified: config.lastModified, changed })]
  return finish(
    crawler,
    crawlReport({ command: 'verify', version: settings.version, target: withoutCredentials(config.siteUrl), checkedAt: config.now.toISOString(), files: read.files, pagesRequested: pages.filter((p) => p.disallowed !== true).length, attempts, findings, pages }),
    config.jsonFile
  )
}

async function readValidators(file: string): Promise<Map<string, Validators>> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new InputError(`--previous-report ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  const validators = validatorsOf(parsed)
  if (validators === undefined) throw new InputError(`--previous-report ${file} is not the JSON report of lastmod verify (--json)`)
  return validators
}

/** The report with the given URL's secrets masked everywhere, and written to the JSON file when asked. */
async function finish(crawler: Crawler, report: CrawlReport, jsonFile: string | undefined): Promise<CrawlReport> {
  const masked = JSON.parse(crawler.mask(JSON.stringify(report))) as CrawlReport
  if (jsonFile !== undefined) await writeFileAtomic(jsonFile, `${JSON.stringify(masked, null, 2)}\n`)
  return masked
}

export type { Expected }
