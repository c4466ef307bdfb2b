// The flags of `lastmod audit` and `lastmod verify`, and their bounds, shared with the action's
// verify mode (inputs.ts names them as inputs).
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { parseInstant } from '../core/dates.js'
import { InputError, parseSiteUrl } from '../core/urls.js'
import type { AuditConfig, VerifyConfig } from './crawl.js'
import { parseRequestTimeout, RUN_DEFAULTS } from './options.js'

// Here, not beside the checks (crawl.ts): the action's inputs read these, and must not load the checks.
/** Requests at once, by default: a crawler's politeness, not a load test. */
export const DEFAULT_CONCURRENCY = 4
/** The whole check's time (seconds), not counting --wait. */
export const DEFAULT_DEADLINE = 300

export const DEFAULT_VERIFY_PAGES = 50
const MAX_WAIT = 3600

export interface CrawlLimits {
  concurrency: number
  requestTimeout: number
  deadline: number
}

export type CrawlCommand =
  | { kind: 'help'; text: string }
  | { kind: 'audit'; config: AuditConfig; limits: CrawlLimits }
  | { kind: 'verify'; config: VerifyConfig; stateFile: string; limits: CrawlLimits }

const SHARED = `Bounds: --pages N|all (pages requested), --concurrency N (requests at once, default ${DEFAULT_CONCURRENCY}),
--request-timeout SECONDS (each request, default ${RUN_DEFAULTS.requestTimeout}), --deadline SECONDS (the whole check,
default ${DEFAULT_DEADLINE}). Requests name lastmod and its version in User-Agent; robots.txt is
honoured for pages. Nothing is written but --json FILE.`

export const AUDIT_USAGE = `Usage: lastmod audit SITEMAP [options]

Reads a sitemap as a crawler does and reports what a crawler would distrust: lastmods all at the
build's time, in the future, before 1995, not W3C Datetime or without a zone; URLs without
lastmod, duplicated, on another host; files over 50,000 URLs or 50 MB; index entries older than
their sitemap. SITEMAP is a URL (a sitemap, a sitemap index, gzip allowed; robots.txt or the site
root: its Sitemap: lines) or a file. No state is needed: it works on any site.

Options:
  --pages N|all             also request N listed pages (default 0): status, redirects, noindex,
                            canonical elsewhere, JSON-LD dateModified / article:modified_time and
                            Last-Modified against the sitemap's lastmod
  --site-url URL            for a SITEMAP file: the host its URLs must be on
  --now ISO8601             the clock for "in the future" (default: the current time)
  --json FILE               write the report as JSON
${SHARED}

Exit status: 0 nothing found, 1 something found, 2 bad input or a sitemap that cannot be read.
`

export const VERIFY_USAGE = `Usage: lastmod verify --site-url URL --state-file FILE [options]

After a deploy: reads the live sitemap(s) and compares every <loc> and <lastmod> with the state
(missing, extra, stale: with the cache headers that came with it), then requests a sample of
pages: their dateModified / modified-time metas and Last-Modified agree with the state, a
conditional GET with their validators answers 304, and a page the last run changed does not
answer 304 to a date before its change.

Options:
  --sitemap-url URL         the deployed sitemap or index (default: sitemap.xml at --site-url)
  --wait SECONDS            while the sitemap is behind the state (an edge cache), read it again
                            every 10 s for up to this long (default 0)
  --pages N|all             pages to request (default ${DEFAULT_VERIFY_PAGES}): every page the last run changed first
  --mtime, --headers-file PATH
                            as given to the run: Last-Modified is then each page's lastmod
  --no-html-dates           as given to the run: the pages carry no dates of the state
  --previous-report FILE    the --json report of a verify of the previous deploy: a page the last
                            run changed must not answer 304 to the validators it had then
  --now ISO8601             the time written in the report (default: the current time)
  --json FILE               write the report as JSON
${SHARED}

Exit status: 0 everything agrees, 1 something stale, missing or mismatched, 2 bad input or a site
that cannot be reached.
`

const BOUNDS = {
  pages: { type: 'string' },
  concurrency: { type: 'string' },
  'request-timeout': { type: 'string' },
  deadline: { type: 'string' },
  json: { type: 'string' },
  now: { type: 'string' },
  help: { type: 'boolean' }
} as const

const AUDIT_OPTIONS = { ...BOUNDS, 'site-url': { type: 'string' } } as const
const VERIFY_OPTIONS = {
  ...BOUNDS,
  'site-url': { type: 'string' },
  'state-file': { type: 'string' },
  'sitemap-url': { type: 'string' },
  wait: { type: 'string' },
  mtime: { type: 'boolean' },
  'headers-file': { type: 'string' },
  'no-html-dates': { type: 'boolean' },
  'previous-report': { type: 'string' }
} as const

/** A whole number in [min, max], or the error naming `name`. */
export function wholeNumber(text: string, name: string, min: number, max: number, what: string): number {
  const value = Number(text.trim())
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) throw new InputError(`${name} must be ${what} from ${min} to ${max}; got '${text}'`)
  return value
}

/** `all` or a count of pages. */
export function parsePages(text: string, name: string): number {
  if (text.trim().toLowerCase() === 'all') return Number.POSITIVE_INFINITY
  return wholeNumber(text, name, 0, 1_000_000, 'a number of pages (or all)')
}

export function parseWait(text: string, name: string): number {
  return wholeNumber(text, name, 0, MAX_WAIT, 'a number of seconds')
}

/** The bounds as flags or inputs name them (`flag('concurrency')`). */
export function crawlLimits(get: (name: 'concurrency' | 'request-timeout' | 'deadline') => string | undefined, flag: (name: string) => string): CrawlLimits {
  const concurrency = get('concurrency')
  const timeout = get('request-timeout')
  const total = get('deadline')
  return {
    concurrency: concurrency === undefined ? DEFAULT_CONCURRENCY : wholeNumber(concurrency, flag('concurrency'), 1, 32, 'a number of requests'),
    requestTimeout: timeout === undefined ? RUN_DEFAULTS.requestTimeout : parseRequestTimeout(timeout, flag('request-timeout')),
    deadline: total === undefined ? DEFAULT_DEADLINE : wholeNumber(total, flag('deadline'), 1, 86_400, 'a number of seconds')
  }
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, command: string) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const unknown = /Unknown option '([^']+)'/.exec(message)
    if (unknown) throw new InputError(`unknown flag ${unknown[1]} for ${command}; see ${command} --help`)
    const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message)
    if (missing) throw new InputError(`${missing[1]?.replace(/^-\w, /, '')} needs a value; see ${command} --help`)
    const ambiguous = /Option '([^']+)' argument is ambiguous/.exec(message)
    if (ambiguous) throw new InputError(`${ambiguous[1]?.replace(/^-\w, /, '') ?? ''} is given a value that starts with "-": write it ${ambiguous[1] ?? ''}=VALUE if you mean it`)
    throw new InputError(message.split('\n')[0] ?? message)
  }
}

function parseNow(value: string | undefined, clock: () => Date): Date {
  if (value === undefined) return clock()
  const parsed = parseInstant(value)
  if (!parsed) throw new InputError(`--now must be an ISO 8601 date-time with a zone, e.g. 2026-08-12T06:00:00Z; got '${value}'`)
  return parsed
}

function httpUrl(text: string, name: string, example: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InputError(`${name} must be an http(s) URL such as ${example}; got '${text}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(`${name} must be an http(s) URL such as ${example}; got '${url.protocol}…'`)
  return text
}

const flag = (name: string): string => `--${name}`

export function parseAudit(argv: string[], clock: () => Date): CrawlCommand {
  const { values, positionals } = parse(argv, AUDIT_OPTIONS, 'lastmod audit')
  if (values.help) return { kind: 'help', text: AUDIT_USAGE }
  if (positionals.length !== 1) throw new InputError(`lastmod audit needs one SITEMAP (a URL or a file); got ${positionals.length}`)
  const sitemap = positionals[0] as string
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(sitemap)) httpUrl(sitemap, 'SITEMAP', 'https://example.com/sitemap.xml')
  const config: AuditConfig = { sitemap, pages: values.pages === undefined ? 0 : parsePages(values.pages, '--pages'), now: parseNow(values.now, clock) }
  if (values['site-url'] !== undefined) config.siteUrl = parseSiteUrl(values['site-url']).href
  if (values.json !== undefined) config.jsonFile = values.json
  return { kind: 'audit', config, limits: crawlLimits((name) => values[name], flag) }
}

export function parseVerify(argv: string[], clock: () => Date): CrawlCommand {
  const { values, positionals } = parse(argv, VERIFY_OPTIONS, 'lastmod verify')
  if (values.help) return { kind: 'help', text: VERIFY_USAGE }
  if (positionals.length > 0) throw new InputError(`unexpected argument '${positionals[0] ?? ''}'; lastmod verify takes flags only (--site-url, --state-file…)`)
  const siteText = values['site-url']
  if (siteText === undefined || siteText.trim() === '') throw new InputError('--site-url is required: the public URL of the deployed site, as given to the run')
  const siteUrl = parseSiteUrl(siteText).href
  const stateFile = values['state-file']
  if (stateFile === undefined || stateFile.trim() === '') throw new InputError('--state-file is required: the state of the run that deployed')
  const config: VerifyConfig = {
    siteUrl,
    sitemapUrl: values['sitemap-url'] === undefined ? new URL('sitemap.xml', siteUrl).href : httpUrl(values['sitemap-url'], '--sitemap-url', 'https://example.com/sitemap.xml'),
    pages: values.pages === undefined ? DEFAULT_VERIFY_PAGES : parsePages(values.pages, '--pages'),
    wait: values.wait === undefined ? 0 : parseWait(values.wait, '--wait'),
    htmlDates: values['no-html-dates'] !== true,
    lastModified: values.mtime === true || values['headers-file'] !== undefined,
    now: parseNow(values.now, clock)
  }
  if (values.json !== undefined) config.jsonFile = values.json
  if (values['previous-report'] !== undefined) config.previousReport = values['previous-report']
  return { kind: 'verify', config, stateFile, limits: crawlLimits((name) => values[name], flag) }
}
