// The engine shared by the CLI and the action: discover, read, extract, plan. Writes nothing;
// writeSitemapFiles and writeStateFile do the writing when the caller decides to.
import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import { formatInstant } from '../core/dates.js'
import { globFilter, isErrorPage } from '../core/exclusions.js'
import { createExtractor, NORMALIZER_VERSION, splitSelectorList } from '../core/extract.js'
import { lastmodOf, planState, type BuiltPage } from '../core/plan.js'
import { buildReport } from '../core/report.js'
import { planSitemap, type SitemapEntry, type SitemapPlan } from '../core/sitemap.js'
import type { ExcludedPage, PageRecord, Report, State } from '../core/types.js'
import { absoluteUrl, filePathToUrlPath, InputError, parseSiteUrl } from '../core/urls.js'
import { shardOf, type Shard } from '../core/shard.js'
import { compareFiles, walkPages } from './discover.js'
import type { Logger } from './logger.js'
import { findNoise } from './noise.js'
import { processPages, WORKER_PROTOCOL, type PageJobConfig, type PageResult, type PageTask, type ThreadPool } from './pool.js'
import { readPageCache, type PageCacheUse } from './page-cache-file.js'
import { entryServes, pageCacheContext } from '../core/page-cache.js'
import { writeSitemap } from './sitemap-writer.js'

export const DEFAULT_CONTENT_SELECTOR = 'main, [role=main], article, body'

export interface EngineOptions {
  siteDir: string
  siteUrl: string
  now: Date
  contentSelector: string
  ignoreSelectors: string[]
  include: string[]
  exclude: string[]
  cleanUrls: boolean
  /** Resolved path of the main sitemap file. */
  sitemapPath: string
  lastmodFormat: 'datetime' | 'date'
  gzip: boolean
  dryRun?: boolean
  /** Dates for pages new to the state, by absolute URL (from a previously deployed sitemap). */
  seedLastmod?: ReadonlyMap<string, string>
  /** Threads that process pages (default: the available cores on sites big enough; 1 = no worker). */
  jobs?: number
  /** Only the pages whose state key falls in this shard (collectPages; see core/shard.ts). */
  shard?: Shard
  /**
   * The page cache (--cache-file): pages whose bytes are those of their entry are not parsed
   * (core/page-cache.ts). collectPages reads it; the caller writes the new one (writePageCache).
   */
  cacheFile?: string
  /** Keeps the worker threads for the page dates (applyPageDates); the caller closes it. */
  threads?: ThreadPool
}

export interface EngineRun {
  state: State
  report: Report
  sitemap: SitemapPlan
  /** State key → file (relative to the site folder) of every page in the sitemap. */
  pageFiles: ReadonlyMap<string, string>
  /** State keys of the pages known to hold no date html-dates writes (PageFacts.mayHoldDates). */
  undated: ReadonlySet<string>
  /** `state` is the previous state, record for record (PlanResult.unchanged). */
  stateUnchanged: boolean
  /** With EngineOptions.cacheFile: the cache read, and the pages whose entries make the next one (writePageCache). */
  pageCache?: { use: PageCacheUse; results: readonly PageResult[] }
}

export function sitemapFileName(options: Pick<EngineOptions, 'sitemapPath' | 'gzip'>): string {
  const base = path.basename(options.sitemapPath)
  return options.gzip && !base.endsWith('.gz') ? `${base}.gz` : base
}

/** Public URL of the folder holding the sitemap (for the index's child `<loc>`s). */
function sitemapBaseUrl(siteDir: string, sitemapPath: string, siteUrl: URL): string {
  const rel = path.relative(path.resolve(siteDir), path.dirname(path.resolve(sitemapPath)))
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return siteUrl.href
  return absoluteUrl(siteUrl, '/' + rel.split(path.sep).map(encodeURIComponent).join('/') + '/')
}

/** What the pages of a build (or of one shard of it) are: one result per file, in file order. */
export interface CollectedPages {
  results: PageResult[]
  /** The hashing the results were computed with (normaliser version and options). */
  hashing: HashingInfo
  contentSelectors: string[]
  /** With options.cacheFile: the cache that was read, and how many pages it spared a parse. */
  pageCache?: PageCacheUse
}

export interface HashingInfo {
  normalizer: number
  options: string
}

/** What the page workers' config is made of. */
export type PageJobOptions = Pick<EngineOptions, 'siteDir' | 'siteUrl' | 'contentSelector' | 'ignoreSelectors' | 'jobs' | 'cacheFile'>

/**
 * What every page task of a run shares, checked: the site URL, and the content selectors (compiled
 * once here, so that a bad one is reported before any thread starts).
 */
async function pageJobConfig(options: PageJobOptions): Promise<{ config: PageJobConfig; siteUrl: URL }> {
  const siteUrl = parseSiteUrl(options.siteUrl)
  const siteDir = path.resolve(options.siteDir)
  const contentSelectors = splitSelectorList(options.contentSelector)
  if (contentSelectors.length === 0) {
    throw new InputError(`--content-selector must list at least one CSS selector; got '${options.contentSelector}'`)
  }
  createExtractor({ contentSelectors, ignoreSelectors: options.ignoreSelectors })
  const config: PageJobConfig = { siteDir, siteUrl: siteUrl.href, contentSelectors, ignoreSelectors: options.ignoreSelectors }
  const robotsTxt = await readFile(path.join(siteDir, 'robots.txt'), 'utf8').catch(() => undefined)
  if (robotsTxt !== undefined) config.robotsTxt = robotsTxt
  if (options.cacheFile !== undefined) config.digests = true
  return { config, siteUrl }
}

/**
 * Nothing: page workers start when the pages job asks for them (starting them early gained under
 * 10% on the bench). Kept until src/main-step.ts stops calling it.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the caller's signature, until it goes
export async function prestartPageWorkers(_options: PageJobOptions, _threads: ThreadPool, _log: Logger): Promise<void> {}

/**
 * Discovers the pages and processes them (in worker threads when it pays): read, decode,
 * extract, judge, describe. With `options.shard`, only the pages whose state key falls in it.
 */
export async function collectPages(options: EngineOptions, previous: State | undefined, log: Logger): Promise<CollectedPages> {
  const { config, siteUrl } = await pageJobConfig(options)
  const { siteDir, contentSelectors } = config
  const siteDirError = (error: unknown): InputError => {
    const code = (error as NodeJS.ErrnoException).code
    return new InputError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `--site-dir ${options.siteDir} does not exist or is not a folder`
        : `--site-dir ${options.siteDir} cannot be read: ${(error as Error).message}`
    )
  }
  let realRoot: string
  try {
    realRoot = await realpath(siteDir)
  } catch (error) {
    throw siteDirError(error)
  }

  const wanted = globFilter(options.include, options.exclude)
  const shard = options.shard
  const hashing: HashingInfo = {
    normalizer: NORMALIZER_VERSION,
    options: JSON.stringify({ content: contentSelectors, ignore: [...options.ignoreSelectors].sort() })
  }
  const cacheFile = options.cacheFile
  const cache =
    cacheFile === undefined
      ? undefined
      : await readPageCache(
          cacheFile,
          pageCacheContext({
            protocol: WORKER_PROTOCOL,
            siteUrl: config.siteUrl,
            cleanUrls: options.cleanUrls,
            hashing: hashing.options,
            robotsTxt: config.robotsTxt
          }),
          log
        )

  // Discovery overlaps the work: files are turned into tasks as the pool takes them.
  let discovered = 0
  const direct: PageResult[] = []
  const taskOf = (file: string): PageTask | undefined => {
    discovered++
    const urlPath = filePathToUrlPath(file, options.cleanUrls)
    if (shard !== undefined && shardOf(urlPath, shard.count) !== shard.index) return undefined
    const url = absoluteUrl(siteUrl, urlPath)
    const reason = !wanted(file) ? 'glob' : isErrorPage(file) ? 'error-page' : undefined
    if (reason !== undefined) {
      direct.push({ file, path: urlPath, excluded: { url, file, reason }, warnings: [] })
      return undefined
    }
    const task: PageTask = { file, path: urlPath, url }
    const before = previous?.pages[urlPath]
    if (before !== undefined) task.before = before
    const known = cache?.pages.get(file)
    if (known !== undefined && entryServes(known, before)) task.known = known
    return task
  }
  // Walked in this thread, pulled as the pool needs tasks: a walk thread of its own gained under
  // 10% (7 to 9% on the bench's small rerun when it was measured; nothing that showed here).
  function* tasks(): Generator<PageTask, void, undefined> {
    try {
      for (const file of walkPages(realRoot, log)) {
        const task = taskOf(file)
        if (task !== undefined) yield task
      }
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === undefined ? error : siteDirError(error)
    }
  }
  const processed = await processPages(tasks(), config, { jobs: options.jobs, log, ...(options.threads ? { threads: options.threads } : {}) })
  // Threads kept for the date pass hold their heaps through the planning: when no page may hold a
  // date, that pass has nothing for them, so they end now (the peak of a run is in the planning).
  // They exit while the planning goes on (7 to 11 ms when waited for, on the bench's large pages):
  // the caller's own close waits for them, and is where a failure to end them shows.
  if (options.threads !== undefined && processed.every((r) => r.included === undefined || r.undated === true)) {
    options.threads.close().catch(() => {})
  }
  if (discovered === 0) throw new InputError(`--site-dir ${options.siteDir} holds no .html pages`)
  const results = direct.length === 0 ? processed : processed.concat(direct)
  const collected: CollectedPages = {
    results: results.sort((a, b) => compareFiles(a.file, b.file)),
    hashing,
    contentSelectors
  }
  if (cacheFile !== undefined && cache !== undefined) {
    let hits = 0
    for (const r of processed) if (r.cached !== undefined && r.cached === cache.pages.get(r.file)) hits++
    log.info(`Page cache: ${hits} of ${processed.length} read page(s) had the bytes of their entry in ${cacheFile} and were not parsed`)
    collected.pageCache = { file: cacheFile, cache, hits }
  }
  return collected
}

/** What planning needs besides the pages: the clock, the sitemap's shape and place. */
export type PlanOptions = Pick<EngineOptions, 'siteDir' | 'siteUrl' | 'now' | 'sitemapPath' | 'lastmodFormat' | 'gzip' | 'dryRun' | 'seedLastmod'>

/**
 * The state machine, the sitemap plan and the report, from collected pages. Writes nothing.
 * `pagesAvailable`: the built pages can be read (for the noise finder); false in a merge job
 * that has only the partial results.
 */
export async function planRun(
  collected: CollectedPages,
  options: PlanOptions,
  previous: State | undefined,
  log: Logger,
  pagesAvailable = true
): Promise<EngineRun> {
  const siteUrl = parseSiteUrl(options.siteUrl)
  const pages: BuiltPage[] = []
  const pageFiles = new Map<string, string>()
  const undated = new Set<string>()
  const excluded: ExcludedPage[] = []
  const warnings: Array<{ file?: string; message: string }> = []
  for (const r of collected.results) {
    for (const message of r.warnings) {
      warnings.push({ file: r.file, message })
      log.warning(`${r.file}: ${message}`)
    }
    if (r.excluded) excluded.push(r.excluded)
    if (r.included) {
      pages.push(r.included.page)
      pageFiles.set(r.path, r.file)
      if (r.undated === true) undated.add(r.path)
    }
  }

  const now = formatInstant(options.now)
  const seed = options.seedLastmod
  let seedOf: ((p: string) => string | undefined) | undefined
  if (seed !== undefined) {
    const locs = new Map<string, string>()
    for (const r of collected.results) if (r.included) locs.set(r.path, r.included.loc)
    seedOf = (p) => seed.get(locs.get(p) ?? '') ?? seed.get(absoluteUrl(siteUrl, p))
  }
  const plan = planState({ previous, pages, now, hashing: collected.hashing, ...(seedOf ? { seed: seedOf } : {}) })

  // Entries are made as the plan takes them: no list of 100,000 of them besides its own.
  const state = plan.state.pages
  function* entries(): Generator<SitemapEntry> {
    for (const r of collected.results) {
      if (r.included) yield { loc: r.included.loc, lastmod: lastmodOf(state[r.path] as PageRecord) }
    }
  }
  const sitemap = planSitemap(entries(), {
    lastmodFormat: options.lastmodFormat,
    baseUrl: sitemapBaseUrl(options.siteDir, options.sitemapPath, siteUrl),
    fileName: sitemapFileName(options)
  })
  const sitemapDir = path.dirname(path.resolve(options.sitemapPath))
  // Built on first use only: most runs have no shared change, and 100,000 URLs are not free.
  let fileOfUrl: Map<string, string> | undefined
  const fileOf = (url: string): string | undefined => {
    fileOfUrl ??= new Map(collected.results.map((r) => [absoluteUrl(siteUrl, r.path), r.file]))
    return fileOfUrl.get(url)
  }
  const report = buildReport({
    siteUrl,
    now,
    dryRun: options.dryRun === true,
    plan,
    excluded,
    warnings,
    sitemap: { files: sitemap.files.map((f) => path.join(sitemapDir, f.name)), urls: sitemap.urls }
  })
  const siteDir = path.resolve(options.siteDir)
  const noise = await findNoise(report.changes, siteDir, (u) => (pagesAvailable ? fileOf(u) : undefined), collected.contentSelectors)
  if (noise.length > 0) report.noise = noise
  const run: EngineRun = { state: plan.state, report, sitemap, pageFiles, undated, stateUnchanged: plan.unchanged }
  if (collected.pageCache !== undefined) run.pageCache = { use: collected.pageCache, results: collected.results }
  return run
}

export async function runEngine(options: EngineOptions, previous: State | undefined, log: Logger): Promise<EngineRun> {
  if (options.shard !== undefined) throw new Error('runEngine plans a whole site; use collectPages for a shard')
  return planRun(await collectPages(options, previous, log), options, previous, log)
}

/** Writes the sitemap files (index and children when split); returns their paths. */
export async function writeSitemapFiles(run: EngineRun, options: Pick<EngineOptions, 'sitemapPath'>): Promise<string[]> {
  return writeSitemap(run.sitemap, path.dirname(path.resolve(options.sitemapPath)))
}
