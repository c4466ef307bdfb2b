// What one run does to a site: the one options type of a run. Two readers make it (the action's
// inputs in inputs.ts, the CLI's flags in cli-args.ts) and it is passed as it is to the pipeline
// (site-run.ts), the engine, the planner, the date writer and the after-deploy step. A function
// that needs a few fields takes a Pick of it. Nothing here reads anything: it loads no engine.
import type { ExtractorOptions } from '../core/extract.js'
import type { Shard } from '../core/shard.js'
import type { SitemapPartition } from '../core/sitemap.js'
import { InputError } from '../core/urls.js'
import { DEFAULT_CONTENT_SELECTOR, DEFAULT_MAX_PAGE_SIZE } from './defaults.js'
import type { PurgeOptions } from './purge.js'
import type { SitemapSource } from './sitemap-rewrite.js'
import type { IndexNowOptions } from './submit-indexnow.js'

export type LastmodFormat = 'datetime' | 'date'

export interface RunOptions {
  // The site and the clock
  /** The built site folder (--site-dir, input site-dir). */
  siteDir: string
  /** Public URL of siteDir, base path included (--site-url, input site-url). */
  siteUrl: string
  /** The run's clock (--now, input now; else the clock when the run starts). */
  now: Date
  /** How `now` is named in an error: `--now`, the input now, or the clock it was read from. */
  clock?: string

  // Which pages, and what of each is hashed
  /** Main content area: the first selector of the list that matches wins (--content-selector). */
  contentSelector: string
  /** Left out of the hash with their subtree (--ignore-selector, repeatable). */
  ignoreSelectors: string[]
  /** Leave out lists of related posts (ExtractorOptions.relatedLinks; --no-related-links). */
  relatedLinks: boolean
  /** Leave out blocks stamped with a time to the second (ExtractorOptions.buildStamps; --no-build-stamps). */
  buildStamps: boolean
  /** Leave out the landmarks of a body-wide content area (ExtractorOptions.landmarks; --no-landmarks). */
  landmarks: boolean
  /** Leave out known themes' page metadata (ExtractorOptions.pageMetadata; --no-page-metadata). */
  pageMetadata: boolean
  /** With the default content selector, use the content area of the generator's known theme (--no-generator-content). */
  generatorContent: boolean
  /** Only pages whose file path matches (--include, repeatable). */
  include: string[]
  /** Pages whose file path matches are left out (--exclude, repeatable). */
  exclude: string[]
  /** a.html is /a, not /a.html (--clean-urls). */
  cleanUrls: boolean
  /** Pages of more bytes are not read: a known one keeps its record, a new one is left out (--max-page-size). */
  maxPageSize: number

  // Speed
  /** Threads that hash pages and write their dates (--jobs); default: every core on sites big enough. */
  jobs?: number
  /** The page cache: pages whose bytes are those of their entry are not parsed (--cache-file). */
  cacheFile?: string
  /** Only the pages whose state key falls in this shard, written as a partial result (--shard). */
  shard?: Shard

  // The sitemap
  /** Resolved path of the main sitemap file (--sitemap; default <site-dir>/sitemap.xml). */
  sitemapPath: string
  lastmodFormat: LastmodFormat
  /** Write sitemap.xml.gz (--gzip, input sitemap-gzip). */
  gzip: boolean
  /** One child sitemap per section under an index at sitemapPath (--sitemap-partition). */
  sitemapPartition?: SitemapPartition
  /** Rewrite mode: the generator's sitemap takes the run's dates instead of a sitemap of our own (--sitemap-source). */
  sitemapSource?: SitemapSource

  // What the run writes
  /** Compute and report; write neither state, sitemap, page nor header (--dry-run; a pull-request check). */
  dryRun: boolean
  /** Let a run remove most of the pages the state knows (--allow-mass-removal). */
  allowMassRemoval: boolean
  /** Write the dates into the built pages (--html-dates / --no-html-dates). */
  htmlDates: boolean
  /** Set each page file's modification time to its lastmod (--mtime). */
  mtime: boolean
  /** A `_headers` file to merge a Last-Modified rule per page into (--headers-file). */
  headersFile?: string
  /** Add or correct the Sitemap: line of <site-dir>/robots.txt (--robots-sitemap). */
  robotsSitemap: boolean

  // After the deploy
  /** Submit the new and changed URLs to IndexNow (--indexnow-key). */
  indexNow?: IndexNowOptions
  /** Purge the new and changed pages and the sitemap from the CDN (--cloudflare-zone, --purge-webhook). */
  purge: PurgeOptions

  // Waiting on others
  /** Seconds each HTTP request may take, its answer's body included (--request-timeout). */
  requestTimeout: number
  /** Seconds a run waits for another run's lock on the state or the page cache; 0: not at all (--lock-wait). */
  lockWait: number
}

/** Each HTTP request's deadline unless --request-timeout says otherwise: an endpoint that never answers must not hold the job. */
export const DEFAULT_REQUEST_TIMEOUT = 30
/** Seconds a run waits for another run's lock unless --lock-wait says otherwise. */
export const DEFAULT_LOCK_WAIT = 600

/** What an absent flag or input means, for the readers that have no flag for a field (lastmod merge). */
export const RUN_DEFAULTS = {
  contentSelector: DEFAULT_CONTENT_SELECTOR,
  ignoreSelectors: [],
  relatedLinks: true,
  buildStamps: true,
  landmarks: true,
  pageMetadata: true,
  generatorContent: true,
  include: [],
  exclude: [],
  cleanUrls: false,
  maxPageSize: DEFAULT_MAX_PAGE_SIZE,
  lastmodFormat: 'datetime',
  gzip: false,
  dryRun: false,
  allowMassRemoval: false,
  htmlDates: true,
  mtime: false,
  robotsSitemap: false,
  purge: {},
  requestTimeout: DEFAULT_REQUEST_TIMEOUT,
  lockWait: DEFAULT_LOCK_WAIT
} as const satisfies Partial<RunOptions>

/** The rules of the page reader, from the run's switches and the content selectors it resolved (engine.ts resolveContent). */
export function extractorOptions(
  options: Pick<RunOptions, 'ignoreSelectors' | 'relatedLinks' | 'buildStamps' | 'landmarks' | 'pageMetadata'>,
  contentSelectors: string[]
): Required<ExtractorOptions> {
  const { ignoreSelectors, relatedLinks, buildStamps, landmarks, pageMetadata } = options
  return { contentSelectors, ignoreSelectors, relatedLinks, buildStamps, landmarks, pageMetadata }
}

/**
 * The sizes of the files a run writes are the protocol's and GitHub's; only tests of the splitting
 * itself lower them, in-process, through the pipeline's io.
 */
export interface FileLimits {
  /** Pages above which the state is split into parts (core/state.ts SPLIT_PAGES). */
  statePages?: number
  /** URLs per sitemap file (the protocol's 50,000). */
  sitemapUrls?: number
}

/** A whole number of seconds to wait, as --lock-wait and the input lock-wait take it. */
export function parseLockWait(text: string, name: string): number {
  if (!/^\d{1,7}$/.test(text.trim())) throw new InputError(`${name} must be a whole number of seconds to wait for another run's lock (0: do not wait); got '${text}'`)
  return Number(text.trim())
}

/** Seconds, more than 0, as --request-timeout and the input request-timeout take them. */
export function parseRequestTimeout(text: string, name: string): number {
  const seconds = /^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) ? Number(text.trim()) : NaN
  if (!(seconds > 0)) throw new InputError(`${name} must be a number of seconds above 0 that each HTTP request may take, such as 30 or 0.5; got '${text}'`)
  return seconds
}
