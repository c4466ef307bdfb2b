// Command-line flags → a typed config. Every flag is read here and nowhere else.
import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { parseInstant } from '../core/dates.js'
import { checkGlobs } from '../core/exclusions.js'
import { DEFAULT_INDEXNOW_ENDPOINT, validateIndexNowEndpoint, validateIndexNowKey } from '../core/indexnow.js'
import { DEFAULT_CLOUDFLARE_ENDPOINT, validateCloudflareZone, validateHttpUrl } from '../core/purge.js'
import { InputError, parseSiteUrl } from '../core/urls.js'
import { parseShard } from '../core/shard.js'
import { DEFAULT_PARTITION_MIN, parsePartition, type SitemapPartition } from '../core/sitemap.js'
import { DEFAULT_CONTENT_SELECTOR, DEFAULT_MAX_PAGE_SIZE, parsePageSize } from './defaults.js'
import { defaultPartialFile } from './merge.js'
import { parseLockWait, parseRequestTimeout, RUN_DEFAULTS, type RunOptions } from './options.js'
import type { PurgeOptions } from './purge.js'
import type { IndexNowOptions } from './submit-indexnow.js'
import type { ExplainOptions } from './explain.js'
import type { SitemapSource } from './sitemap-rewrite.js'
import { parseAudit, parseVerify, type CrawlCommand } from './crawl-args.js'

export const USAGE = `Usage: lastmod --site-dir DIR --site-url URL --state-file FILE [options]

Dates every page of a built site by a hash of its main content and writes sitemap.xml
with lastmod = the last time that content really changed.

Required:
  --site-dir DIR            the built site folder
  --site-url URL            public URL of that folder, base path included (https://example.com/docs/)
  --state-file FILE         per-page state (hash, publishedAt, updatedAt); created on the first run

Options:
  --now ISO8601             the clock for this run, with a zone (default: the current time)
  --report FILE.json        write the JSON report (new, changed, removed, unchanged, excluded, why)
  --content-selector SEL    main content area: the first selector of the list that matches wins
                            (default: "${DEFAULT_CONTENT_SELECTOR}")
  --ignore-selector SEL     leave matching elements out of the hash; repeatable
  --bootstrap-sitemap PATH|URL
                            the deployed sitemap, whose lastmods date the pages new to the state
                            (a lost state does not re-date the site today); gzip and index allowed
  --no-related-links        keep lists of links that a theme names as related posts (class or id
                            such as related-posts, read-next); by default they are left out
  --no-build-stamps         keep short blocks that are mostly a time to the second (a build time
                            such as "Built 2026-12-04T21:20:41Z"); by default they are left out
  --no-landmarks            where the content area is the whole body, keep its header, footer,
                            nav and search landmarks; by default they are left out
  --no-page-metadata        keep the last-updated lines, git authors, edit links and previous/next
                            page links that known themes write; by default they are left out
  --no-generator-content    without --content-selector, keep the default list even where the home
                            page's generator meta names a theme whose content area is known
                            ([data-lastmod-ignore] is always ignored)
  --related-links, --build-stamps, --landmarks, --page-metadata, --generator-content
                            the defaults that the five flags above turn off (the inputs' names)
  --include GLOB            only pages whose file path (relative to --site-dir) matches; repeatable
  --exclude GLOB            leave out pages whose file path matches; repeatable
  --clean-urls              map a.html to /a instead of /a.html
  --sitemap PATH            where to write the sitemap (default: <site-dir>/sitemap.xml)
  --sitemap-source PATH     rewrite mode: set the lastmods of the generator's sitemap (or sitemap
                            index and its children) from the state, keeping its other entries and
                            extensions; written back in place, or to --sitemap
  --drop-changefreq-priority
                            with --sitemap-source, drop the entries' changefreq and priority
  --sitemap-source-excluded keep|drop
                            with --sitemap-source, keep or drop (default) the entries of pages the
                            run leaves out of the sitemap (noindex, canonical elsewhere…)
  --lastmod-format FORMAT   datetime (default; seconds and zone) or date (YYYY-MM-DD)
  --sitemap-gzip, --gzip    write the sitemap gzipped (sitemap.xml.gz)
  --sitemap-partition MODE  none (default) or section: an index at --sitemap over one child per
                            section (first folder of the URL path), sitemap-<section>.xml, the root
                            and top-level pages in sitemap-root.xml
  --sitemap-partition-depth N
                            folders that make a section (default 1: /docs/a/ is in docs)
  --sitemap-partition-min N sections of fewer URLs share sitemap-other.xml (default
                            ${DEFAULT_PARTITION_MIN}; 1 keeps every section apart)
  --dry-run                 compute and report; write nothing (no state, sitemap, page or header)
  --allow-mass-removal      let a run remove more than half of the pages the state knows (and more
                            than 5); without it such a run stops with exit 2 and writes nothing

Publishing the same dates (all from the state: lastmod = updatedAt, else publishedAt):
  --html-dates              write the dates into the built pages (default): JSON-LD dateModified
                            (and a missing datePublished), article:modified_time / og:updated_time
                            meta, [data-lastmod] elements (datetime and text, data-lastmod-format)
  --no-html-dates           leave the built pages as they are
  --mtime                   set each page file's modification time to its lastmod (for servers
                            that send Last-Modified from mtime; deploy with a checksum-based sync)
  --headers-file PATH       merge a Last-Modified rule per page into this Netlify / Cloudflare
                            Pages _headers file (usually <site-dir>/_headers), keeping its rules
  --robots-sitemap          add or correct the Sitemap: line in <site-dir>/robots.txt
  --indexnow-key KEY        after the run (not in a dry run), submit the new and changed URLs to
                            IndexNow; <site-dir>/KEY.txt must hold the key
  --indexnow-endpoint URL   IndexNow endpoint (default: ${DEFAULT_INDEXNOW_ENDPOINT})
  --indexnow-write-key      write <site-dir>/KEY.txt into the built site
  --cloudflare-zone ID      after the run (not in a dry run), purge the new and changed pages and
                            the sitemap files from this Cloudflare zone; the API token is read
                            from the CLOUDFLARE_API_TOKEN environment variable
  --cloudflare-endpoint URL Cloudflare API (default: ${DEFAULT_CLOUDFLARE_ENDPOINT})
  --purge-webhook URL       after the run (not in a dry run), POST those URLs to this webhook as
                            JSON {"siteUrl", "pages", "sitemaps"}

Scale:
  --jobs N                  threads that hash pages (default: every core on sites of 200+ pages)
  --cache-file FILE         remember each page's result with a digest of its file's bytes, so that
                            a later run parses only the pages whose files changed (kept apart from
                            the state; losing it only costs time; not written in a dry run)
  --shard I/N               hash only shard I of N (pages split by a stable hash of their URL path)
                            and write a partial result instead of state and sitemap; combine the N
                            partials with lastmod merge
  --partial FILE            where --shard writes it (default: <state-file>.shard-I-of-N.json)
  --max-page-size SIZE      pages larger than this are not read (default 50MB; at most 500MB): one
                            the state knows keeps its date, a new one is left out; both are warned
  --lock-wait SECONDS       how long to wait for another run's lock on --state-file or --cache-file
                            (default 600; 0: do not wait)
  --request-timeout SECONDS how long each request of the CDN purge and IndexNow may take (default 30)
  --help                    show this help
  --version                 show the version

Also: lastmod explain OLD_BUILD NEW_BUILD [PAGE]   (see lastmod explain --help)
      lastmod merge --state-file F --site-url URL --sitemap PATH PARTIAL...   (lastmod merge --help)
      lastmod audit SITEMAP   what a crawler would distrust in any sitemap (lastmod audit --help)
      lastmod verify --site-url URL --state-file F   the deployed site against the state (lastmod verify --help)

Two runs on one --state-file (or --cache-file) take turns through a lock file beside it
(FILE.lock): a run waits up to --lock-wait seconds (default 600) for the other to finish.

Exit status: 0 success, 2 bad input, unusable state file, or a lock another run held past the
wait (nothing written), 1 unexpected failure.
`

/** A run of the command: what it does to the site, and where its own files are. */
export interface CliConfig extends RunOptions {
  stateFile: string
  /** --bootstrap-sitemap: the deployed sitemap whose lastmods date the pages new to the state. */
  bootstrapSitemap?: string
  reportFile?: string
  /** --shard: write this shard's partial result here instead of state and sitemap. */
  partialFile?: string
  /** Without --now: the clock, read again once the state is locked (lock.ts). */
  lockedClock?: () => Date
}

export type CliCommand =
  | { kind: 'help'; text?: string }
  | { kind: 'version' }
  | { kind: 'run'; config: CliConfig }
  | { kind: 'explain'; options: ExplainOptions }
  | { kind: 'merge'; config: MergeConfig }
  | CrawlCommand

export const EXPLAIN_USAGE = `Usage: lastmod explain OLD_BUILD NEW_BUILD [PAGE] [options]

Compares two build folders page by page, with the same extraction as a run, and shows for each
changed page the blocks that differ (old and new), and the edits many pages share, with the
element that holds each and, for a template's part, the ignore selector that would remove it.
PAGE limits it to one page: a URL path (/docs/install/), an absolute URL, or a file path relative
to the build.

Options: --site-url URL (default https://example.com/; only affects how links are normalised),
--content-selector SEL, --ignore-selector SEL (repeatable), --clean-urls, the rules' switches
(--no-related-links, --no-build-stamps, --no-landmarks, --no-page-metadata, --no-generator-content),
--help
`

const EXPLAIN_OPTIONS = {
  'site-url': { type: 'string' },
  'content-selector': { type: 'string' },
  'ignore-selector': { type: 'string', multiple: true },
  'no-related-links': { type: 'boolean' },
  'no-generator-content': { type: 'boolean' },
  'no-build-stamps': { type: 'boolean' },
  'no-landmarks': { type: 'boolean' },
  'no-page-metadata': { type: 'boolean' },
  'clean-urls': { type: 'boolean' },
  help: { type: 'boolean' }
} as const

function parseExplain(argv: string[]): CliCommand {
  const parsed = parseStrict(argv, EXPLAIN_OPTIONS, 'lastmod explain', true)
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help', text: EXPLAIN_USAGE }
  if (positionals.length < 2 || positionals.length > 3) {
    throw new InputError(`lastmod explain needs OLD_BUILD and NEW_BUILD folders (and optionally PAGE); got ${positionals.length} argument(s)`)
  }
  const options: ExplainOptions = {
    oldDir: positionals[0] as string,
    newDir: positionals[1] as string,
    siteUrl: values['site-url'] ?? 'https://example.com/',
    contentSelector: values['content-selector'] ?? DEFAULT_CONTENT_SELECTOR,
    ignoreSelectors: values['ignore-selector'] ?? [],
    relatedLinks: values['no-related-links'] !== true,
    generatorContent: values['no-generator-content'] !== true,
    buildStamps: values['no-build-stamps'] !== true,
    landmarks: values['no-landmarks'] !== true,
    pageMetadata: values['no-page-metadata'] !== true,
    cleanUrls: values['clean-urls'] === true
  }
  if (positionals[2] !== undefined) options.page = positionals[2]
  return { kind: 'explain', options }
}

export const MERGE_USAGE = `Usage: lastmod merge --state-file FILE --site-url URL --sitemap PATH [options] PARTIAL...

Combines the partial results of every shard (lastmod --shard I/N) into the state file and the
sitemap, exactly as one unsharded run would have written them. The state file must be the one the
shards ran against; every shard 1..N must be given once.

Options: --site-dir DIR (where the sitemap's folder sits in the site; default: the sitemap's
folder is the site root), --now ISO8601, --report FILE.json, --lastmod-format datetime|date,
--sitemap-gzip (or --gzip), --sitemap-partition none|section, --sitemap-partition-depth N, --sitemap-partition-min N,
--dry-run, --allow-mass-removal, --lock-wait SECONDS, --help
`

/** lastmod merge: the run's options (those of the pages are the defaults: the shards hashed them), and the partials. */
export interface MergeConfig extends RunOptions {
  stateFile: string
  partials: string[]
  reportFile?: string
  /**
   * The built site is at siteDir (the noise finder may read changed pages); without --site-dir
   * siteDir only places the sitemap's public URL: the sitemap's folder is the site root.
   */
  buildAvailable: boolean
  /** Without --now: the clock, read again once the state is locked (lock.ts). */
  lockedClock?: () => Date
}

const MERGE_OPTIONS = {
  'state-file': { type: 'string' },
  'site-url': { type: 'string' },
  'site-dir': { type: 'string' },
  sitemap: { type: 'string' },
  now: { type: 'string' },
  report: { type: 'string' },
  'lastmod-format': { type: 'string' },
  gzip: { type: 'boolean' },
  'sitemap-gzip': { type: 'boolean' },
  'sitemap-partition': { type: 'string' },
  'sitemap-partition-depth': { type: 'string' },
  'sitemap-partition-min': { type: 'string' },
  'dry-run': { type: 'boolean' },
  'allow-mass-removal': { type: 'boolean' },
  'lock-wait': { type: 'string' },
  help: { type: 'boolean' }
} as const

function parseMerge(argv: string[], clock: () => Date): CliCommand {
  const parsed = parseStrict(argv, MERGE_OPTIONS, 'lastmod merge', true)
  const { values, positionals } = parsed
  if (values.help) return { kind: 'help', text: MERGE_USAGE }
  const stateFile = required(values['state-file'], '--state-file', 'where the merged state is written')
  const siteUrl = required(values['site-url'], '--site-url', 'the public URL of the site folder')
  const sitemapPath = required(values.sitemap, '--sitemap', 'where to write the sitemap')
  parseSiteUrl(siteUrl)
  if (positionals.length === 0) throw new InputError('lastmod merge needs the partial result files of every shard')
  const config: MergeConfig = {
    ...RUN_DEFAULTS,
    ignoreSelectors: [],
    include: [],
    exclude: [],
    purge: {},
    stateFile,
    partials: positionals,
    dryRun: values['dry-run'] === true,
    allowMassRemoval: values['allow-mass-removal'] === true,
    buildAvailable: values['site-dir'] !== undefined,
    siteDir: values['site-dir'] ?? path.dirname(sitemapPath),
    siteUrl,
    now: parseNow(values.now, clock),
    clock: clockName(values.now),
    sitemapPath,
    lastmodFormat: parseLastmodFormat(values['lastmod-format']),
    gzip: values.gzip === true || values['sitemap-gzip'] === true,
    lockWait: lockWait(values['lock-wait'])
  }
  const partition = sitemapPartition(values)
  if (partition !== undefined) config.sitemapPartition = partition
  if (values.report !== undefined) config.reportFile = values.report
  if (values.now === undefined) config.lockedClock = clock
  return { kind: 'merge', config }
}

function sitemapPartition(values: { 'sitemap-partition'?: string; 'sitemap-partition-depth'?: string; 'sitemap-partition-min'?: string }): SitemapPartition | undefined {
  const { 'sitemap-partition': partition = 'none', 'sitemap-partition-depth': depth, 'sitemap-partition-min': min } = values
  return parsePartition({ partition, depth, min }, (name) => `--${name}`)
}

function parseNow(value: string | undefined, clock: () => Date): Date {
  if (value === undefined) return clock()
  const parsed = parseInstant(value)
  if (!parsed) throw new InputError(`--now must be an ISO 8601 date-time with a zone and a real date in years 0001–9999, e.g. 2026-08-12T06:00:00Z; got '${value}'`)
  return parsed
}

/** How the run's clock is named in an error (a run dated before its state is refused). */
const clockName = (now: string | undefined): string => (now === undefined ? 'the system clock' : '--now')

function parseLastmodFormat(value: string | undefined): 'datetime' | 'date' {
  const format = value ?? 'datetime'
  if (format !== 'datetime' && format !== 'date') throw new InputError(`--lastmod-format must be one of datetime, date; got '${format}'`)
  return format
}

function parseJobs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const jobs = Number(value)
  if (!/^\d+$/.test(value.trim()) || jobs < 1 || jobs > 256) throw new InputError(`--jobs must be a whole number from 1 to 256; got '${value}'`)
  return jobs
}

const OPTIONS = {
  'site-dir': { type: 'string' },
  'site-url': { type: 'string' },
  'state-file': { type: 'string' },
  now: { type: 'string' },
  report: { type: 'string' },
  'content-selector': { type: 'string' },
  'ignore-selector': { type: 'string', multiple: true },
  'no-related-links': { type: 'boolean' },
  'no-generator-content': { type: 'boolean' },
  'no-build-stamps': { type: 'boolean' },
  'no-landmarks': { type: 'boolean' },
  'no-page-metadata': { type: 'boolean' },
  // The inputs' names of the rules above: each says the default, and contradicts its --no- flag.
  'related-links': { type: 'boolean' },
  'generator-content': { type: 'boolean' },
  'build-stamps': { type: 'boolean' },
  landmarks: { type: 'boolean' },
  'page-metadata': { type: 'boolean' },
  'bootstrap-sitemap': { type: 'string' },
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  'clean-urls': { type: 'boolean' },
  sitemap: { type: 'string' },
  'sitemap-source': { type: 'string' },
  'drop-changefreq-priority': { type: 'boolean' },
  'sitemap-source-excluded': { type: 'string' },
  'lastmod-format': { type: 'string' },
  gzip: { type: 'boolean' },
  'sitemap-gzip': { type: 'boolean' },
  'sitemap-partition': { type: 'string' },
  'sitemap-partition-depth': { type: 'string' },
  'sitemap-partition-min': { type: 'string' },
  'dry-run': { type: 'boolean' },
  'allow-mass-removal': { type: 'boolean' },
  'html-dates': { type: 'boolean' },
  'no-html-dates': { type: 'boolean' },
  mtime: { type: 'boolean' },
  'headers-file': { type: 'string' },
  'robots-sitemap': { type: 'boolean' },
  'indexnow-key': { type: 'string' },
  'indexnow-endpoint': { type: 'string' },
  'indexnow-write-key': { type: 'boolean' },
  'cloudflare-zone': { type: 'string' },
  'cloudflare-endpoint': { type: 'string' },
  'purge-webhook': { type: 'string' },
  jobs: { type: 'string' },
  'cache-file': { type: 'string' },
  shard: { type: 'string' },
  partial: { type: 'string' },
  'max-page-size': { type: 'string' },
  'request-timeout': { type: 'string' },
  'lock-wait': { type: 'string' },
  help: { type: 'boolean' },
  version: { type: 'boolean' }
} as const

/** node's parseArgs with its errors turned into one-line InputErrors that name the flag. */
function parseStrict<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, command: string, allowPositionals: boolean) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals })
  } catch (error) {
    const help = `see ${command} --help`
    const message = error instanceof Error ? error.message : String(error)
    const unknown = /Unknown option '([^']+)'/.exec(message)
    if (unknown) throw new InputError(`unknown flag ${unknown[1]} for ${command}; ${help}`)
    const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message)
    if (missing) throw new InputError(`${missing[1]?.replace(/^-\w, /, '')} needs a value; ${help}`)
    const positional = /Unexpected argument '([^']+)'/.exec(message)
    if (positional) throw new InputError(`unexpected argument '${positional[1]}'; flags take the form --name value`)
    throw new InputError(message.split('\n')[0] ?? message)
  }
}

function parseFlags(argv: string[]) {
  return parseStrict(argv, OPTIONS, 'lastmod', false)
}

function required(value: string | undefined, flag: string, what: string): string {
  if (value === undefined || value.trim() === '') throw new InputError(`${flag} is required: ${what}`)
  return value
}

export function parseCli(argv: string[], clock: () => Date = () => new Date()): CliCommand {
  if (argv[0] === 'explain') return parseExplain(argv.slice(1))
  if (argv[0] === 'merge') return parseMerge(argv.slice(1), clock)
  if (argv[0] === 'audit') return parseAudit(argv.slice(1), clock)
  if (argv[0] === 'verify') return parseVerify(argv.slice(1), clock)
  const { values } = parseFlags(argv)
  if (values.help) return { kind: 'help' }
  if (values.version) return { kind: 'version' }
  const siteDir = required(values['site-dir'], '--site-dir', 'the built site folder')
  const siteUrl = required(values['site-url'], '--site-url', 'the public URL of the site folder')
  parseSiteUrl(siteUrl)
  const stateFile = required(values['state-file'], '--state-file', 'where the per-page state is kept')
  const now = parseNow(values.now, clock)
  for (const name of ['html-dates', 'related-links', 'generator-content', 'build-stamps', 'landmarks', 'page-metadata'] as const) {
    if (values[name] === true && values[`no-${name}`] === true) throw new InputError(`--${name} and --no-${name} contradict each other; give one`)
  }
  const config: CliConfig = {
    stateFile,
    siteDir,
    siteUrl,
    now,
    clock: clockName(values.now),
    contentSelector: values['content-selector'] ?? DEFAULT_CONTENT_SELECTOR,
    ignoreSelectors: values['ignore-selector'] ?? [],
    relatedLinks: values['no-related-links'] !== true,
    generatorContent: values['no-generator-content'] !== true,
    buildStamps: values['no-build-stamps'] !== true,
    landmarks: values['no-landmarks'] !== true,
    pageMetadata: values['no-page-metadata'] !== true,
    include: checkGlobs(values.include ?? [], '--include'),
    exclude: checkGlobs(values.exclude ?? [], '--exclude'),
    cleanUrls: values['clean-urls'] === true,
    maxPageSize: values['max-page-size'] === undefined ? DEFAULT_MAX_PAGE_SIZE : parsePageSize(values['max-page-size'], '--max-page-size'),
    sitemapPath: values.sitemap ?? values['sitemap-source'] ?? path.join(siteDir, 'sitemap.xml'),
    lastmodFormat: parseLastmodFormat(values['lastmod-format']),
    gzip: values.gzip === true || values['sitemap-gzip'] === true,
    dryRun: values['dry-run'] === true,
    allowMassRemoval: values['allow-mass-removal'] === true,
    htmlDates: values['no-html-dates'] !== true,
    mtime: values.mtime === true,
    robotsSitemap: values['robots-sitemap'] === true,
    purge: purgeOptions(values),
    requestTimeout: values['request-timeout'] === undefined ? RUN_DEFAULTS.requestTimeout : parseRequestTimeout(values['request-timeout'], '--request-timeout'),
    lockWait: lockWait(values['lock-wait'])
  }
  const partition = sitemapPartition(values)
  if (partition !== undefined) config.sitemapPartition = partition
  const jobs = parseJobs(values.jobs)
  if (jobs !== undefined) config.jobs = jobs
  if (values['cache-file'] !== undefined) config.cacheFile = required(values['cache-file'], '--cache-file', 'where the page cache is kept')
  if (values.shard !== undefined) config.shard = parseShard(values.shard)
  else if (values.partial !== undefined) throw new InputError('--partial needs --shard')
  if (values['headers-file'] !== undefined) config.headersFile = required(values['headers-file'], '--headers-file', 'the _headers file to write')
  const indexNow = indexNowOptions(values)
  if (indexNow !== undefined) config.indexNow = indexNow
  if (values.report !== undefined) config.reportFile = values.report
  if (values.now === undefined) config.lockedClock = clock
  const bootstrap = values['bootstrap-sitemap']
  if (bootstrap !== undefined) {
    // A URL is checked here (a path is read by the bootstrap): a bad one would fail only at its fetch.
    if (/^https?:\/\//i.test(bootstrap)) validateHttpUrl(bootstrap, '--bootstrap-sitemap', 'https://example.com/sitemap.xml')
    config.bootstrapSitemap = required(bootstrap, '--bootstrap-sitemap', 'the path or URL of the deployed sitemap')
  }
  const source = sitemapSourceOptions(values)
  if (source !== undefined) {
    if (config.gzip) throw new InputError(`${values['sitemap-gzip'] === true ? '--sitemap-gzip' : '--gzip'} does not go with --sitemap-source: the source is rewritten as the file it is`)
    if (config.shard !== undefined) throw new InputError('--shard does not go with --sitemap-source: give --sitemap-source to the run that writes the sitemap')
    if (config.sitemapPartition !== undefined) throw new InputError("--sitemap-partition does not go with --sitemap-source: the generator's sitemap keeps its own files")
    config.sitemapSource = source
  }
  if (config.shard !== undefined) config.partialFile = values.partial ?? defaultPartialFile(stateFile, config.shard)
  return { kind: 'run', config }
}

function lockWait(value: string | undefined): number {
  return value === undefined ? RUN_DEFAULTS.lockWait : parseLockWait(value, '--lock-wait')
}

function indexNowOptions(values: ReturnType<typeof parseFlags>['values']): IndexNowOptions | undefined {
  const key = values['indexnow-key']
  if (key === undefined) {
    if (values['indexnow-endpoint'] !== undefined) throw new InputError('--indexnow-endpoint needs --indexnow-key')
    if (values['indexnow-write-key'] === true) throw new InputError('--indexnow-write-key needs --indexnow-key')
    return undefined
  }
  return {
    key: validateIndexNowKey(key),
    endpoint: validateIndexNowEndpoint(values['indexnow-endpoint'] ?? DEFAULT_INDEXNOW_ENDPOINT),
    writeKey: values['indexnow-write-key'] === true
  }
}

/** The Cloudflare token only from the environment: a flag would show in the process list and the shell history. */
function purgeOptions(values: ReturnType<typeof parseFlags>['values']): PurgeOptions {
  const options: PurgeOptions = {}
  const zone = values['cloudflare-zone']
  if (zone === undefined) {
    if (values['cloudflare-endpoint'] !== undefined) throw new InputError('--cloudflare-endpoint needs --cloudflare-zone')
  } else {
    validateCloudflareZone(zone, '--cloudflare-zone')
    const token = process.env['CLOUDFLARE_API_TOKEN']?.trim() ?? ''
    if (token === '') throw new InputError('--cloudflare-zone needs the CLOUDFLARE_API_TOKEN environment variable: an API token with the Cache Purge permission')
    options.cloudflare = {
      zone,
      token,
      endpoint: validateHttpUrl(values['cloudflare-endpoint'] ?? DEFAULT_CLOUDFLARE_ENDPOINT, '--cloudflare-endpoint', DEFAULT_CLOUDFLARE_ENDPOINT)
    }
  }
  const webhook = values['purge-webhook']
  if (webhook !== undefined) options.webhook = validateHttpUrl(webhook, '--purge-webhook', 'https://hooks.example.com/purge', true)
  return options
}

function sitemapSourceOptions(values: ReturnType<typeof parseFlags>['values']): SitemapSource | undefined {
  const source = values['sitemap-source']
  const excluded = values['sitemap-source-excluded']
  if (source === undefined) {
    if (values['drop-changefreq-priority'] === true) throw new InputError('--drop-changefreq-priority needs --sitemap-source')
    if (excluded !== undefined) throw new InputError('--sitemap-source-excluded needs --sitemap-source')
    return undefined
  }
  if (excluded !== undefined && excluded !== 'keep' && excluded !== 'drop') throw new InputError(`--sitemap-source-excluded must be one of keep, drop; got '${excluded}'`)
  const options: SitemapSource = {
    source: required(source, '--sitemap-source', "the generator's sitemap to rewrite"),
    dropChangefreqPriority: values['drop-changefreq-priority'] === true,
    excluded: excluded ?? 'drop',
    flag: (name) => `--${name}`
  }
  if (values.sitemap !== undefined) options.output = values.sitemap
  return options
}
