// The engine shared by the CLI and the action: discover, read, extract, plan. Writes nothing;
// the pipeline (site-run.ts) does the writing.
import { statSync } from 'node:fs'
import { readFile, realpath } from 'node:fs/promises'
import path from 'node:path'
import { globFilter, isErrorPage } from '../core/exclusions.js'
import { createExtractor, NORMALIZER_VERSION, splitSelectorList, type Extractor } from '../core/extract.js'
import { planRun, type HashingInfo, type RunPlan } from '../core/run.js'
import type { State } from '../core/types.js'
import { absoluteUrl, filePathToUrlPath, InputError, parseSiteUrl } from '../core/urls.js'
import { buildDigest, shardOf } from '../core/shard.js'
import { compareFiles, walkPages } from './discover.js'
import type { Logger } from './logger.js'
import { locateEdits } from './noise.js'
import { describeBuildStamps, describeLeftOut, SAMPLE_PAGES, samplePaths } from '../core/noise.js'
import { generatorOf, knownTheme } from '../core/known-themes.js'
import { decodeHtml } from '../core/decode.js'
import { NO_PROGRESS, type Progress } from './progress.js'
import { processPages, WORKER_PROTOCOL, type PageJobConfig, type PageResult, type PageTask, type ThreadPool } from './pool.js'
import { readPageCache, type PageCacheUse } from './page-cache-file.js'
import { entryServes, pageCacheContext } from '../core/page-cache.js'
import { checkSitemapTargets, writeSitemap, type SitemapTargets } from './sitemap-writer.js'
import { extractorOptions, type FileLimits, type RunOptions } from './options.js'
import { DEFAULT_CONTENT_SELECTOR, DEFAULT_MAX_PAGE_SIZE } from './defaults.js'
import { readFileUpTo } from './file-reader.js'
export { DEFAULT_CONTENT_SELECTOR }

/** The plan of the run, with the selectors of its noise findings. */
export interface EngineRun extends Omit<RunPlan, 'noise'> {
  /** With RunOptions.cacheFile: the cache read, and the pages whose entries make the next one (writePageCache). */
  pageCache?: { use: PageCacheUse; results: readonly PageResult[] }
}

export function sitemapFileName(options: Pick<RunOptions, 'sitemapPath' | 'gzip'>): string {
  const base = path.basename(options.sitemapPath)
  return options.gzip && !base.endsWith('.gz') ? `${base}.gz` : base
}

/** The sitemap file written (the index when it is split): sitemapPath, with .gz when gzipped. */
export function sitemapPath(options: Pick<RunOptions, 'sitemapPath' | 'gzip'>): string {
  return path.join(path.dirname(options.sitemapPath), sitemapFileName(options))
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
  /** The sampled pages' blocks, joined (core/noise.ts samplePaths): for the blocks most pages share. */
  samples: PageSample[]
  /** The known theme whose content area the run used (resolveContent). */
  knownTheme?: ThemeContent
  /** With options.cacheFile: the cache that was read, and how many pages it spared a parse. */
  pageCache?: PageCacheUse
  /** With options.shard: buildDigest of every page the walk found, in every shard's part of the site. */
  build?: string
}

export type { HashingInfo }

/** What the page workers' config is made of. */
type PageJobOptions = Pick<RunOptions, 'siteDir' | 'siteUrl' | 'contentSelector' | 'ignoreSelectors' | 'relatedLinks' | 'buildStamps' | 'landmarks' | 'pageMetadata' | 'generatorContent' | 'cacheFile' | 'maxPageSize' | 'htmlDates' | 'shard'>

/**
 * What every page task of a run shares, checked: the site URL, and the content selectors (compiled
 * once here, so that a bad one is reported before any thread starts).
 */
async function pageJobConfig(options: PageJobOptions): Promise<{ config: PageJobConfig; siteUrl: URL; theme: ThemeContent | undefined; extractor: Extractor }> {
  const siteUrl = parseSiteUrl(options.siteUrl)
  const siteDir = path.resolve(options.siteDir)
  const { contentSelectors, theme } = await resolveContent(siteDir, options.contentSelector, options.generatorContent, options.maxPageSize)
  const rules = extractorOptions(options, contentSelectors)
  const extractor = createExtractor(rules)
  const config: PageJobConfig = { ...rules, siteDir, siteUrl: siteUrl.href, maxPageSize: options.maxPageSize }
  const robotsTxt = await readFile(path.join(siteDir, 'robots.txt'), 'utf8').catch(() => undefined)
  if (robotsTxt !== undefined) config.robotsTxt = robotsTxt
  if (options.cacheFile !== undefined) config.digests = true
  // A shard's partial result carries no date sites: merge writes no page dates.
  if (options.htmlDates && options.shard === undefined) config.htmlDates = true
  return { config, siteUrl, theme, extractor }
}

/** A known theme's content area, as a run used it and reports it. */
export interface ThemeContent {
  name: string
  /** The page's `<meta name="generator">` content. */
  generator: string
  contentSelector: string
  why: string
}

/**
 * The content selectors of a run: the given ones; with the default list, those of the
 * generator's known theme when the site's home page names one (and generatorContent is not
 * false); else the default list.
 */
export async function resolveContent(
  siteDir: string,
  contentSelector: string,
  generatorContent: boolean | undefined,
  maxPageSize = DEFAULT_MAX_PAGE_SIZE
): Promise<{ contentSelectors: string[]; theme: ThemeContent | undefined }> {
  const given = splitSelectorList(contentSelector)
  if (given.length === 0) throw new InputError(`--content-selector must list at least one CSS selector; got '${contentSelector}'`)
  if (contentSelector !== DEFAULT_CONTENT_SELECTOR || generatorContent === false) return { contentSelectors: given, theme: undefined }
  // A home page over the size limit names no theme: the run skips it with a warning.
  const home = await readFileUpTo(path.join(siteDir, 'index.html'), maxPageSize).catch(() => undefined)
  const generator = home === undefined ? undefined : generatorOf(decodeHtml(home).text)
  const known = knownTheme(generator)
  if (known === undefined || generator === undefined) return { contentSelectors: given, theme: undefined }
  return {
    contentSelectors: splitSelectorList(known.contentSelector),
    theme: { name: known.name, generator, contentSelector: known.contentSelector, why: known.why }
  }
}

/** The log line that says which content area a known theme gave the run, and why. */
export function describeTheme(theme: ThemeContent): string {
  return (
    `Content area: ${theme.contentSelector}, as ${theme.name} uses (the home page's generator meta says "${theme.generator}"): ${theme.why}. ` +
    '--content-selector (input content-selector) sets another; --no-generator-content (input generator-content: false) keeps the default list.'
  )
}

/**
 * Discovers the pages and processes them (in worker threads when it pays): read, decode,
 * extract, judge, describe. With `options.shard`, only the pages whose state key falls in it.
 * `threads`: the run's pool, kept for its date pass (site-run.ts owns and closes it).
 */
export async function collectPages(options: RunOptions, previous: State | undefined, log: Logger, threads?: ThreadPool, progress: Progress = NO_PROGRESS): Promise<CollectedPages> {
  const { config, siteUrl, theme, extractor } = await pageJobConfig(options)
  const { siteDir, contentSelectors } = config
  if (theme !== undefined) log.info(describeTheme(theme))
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
    // The rules are recorded only when on, so that turning them off gives back the hashes of before them.
    options: JSON.stringify({
      content: contentSelectors,
      ignore: [...options.ignoreSelectors].sort(),
      ...(config.relatedLinks === true ? { related: true } : {}),
      ...(config.buildStamps === true ? { stamps: true } : {}),
      ...(config.landmarks === true ? { landmarks: true } : {}),
      ...(config.pageMetadata === true ? { metadata: true } : {}),
      // hreflang alternates are hashed: a state from before them re-baselines once instead of
      // moving the date of every translated page.
      hreflang: true
    })
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
  // A shard walks the whole site: what it records of the build is what every other shard records.
  const listing = shard === undefined ? undefined : ([] as Array<{ file: string; size: number }>)
  const taskOf = (file: string): PageTask | undefined => {
    discovered++
    listing?.push({ file, size: statSync(path.join(realRoot, file)).size })
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
        if (task !== undefined) {
          queued++
          yield task
        }
      }
      walked = true
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === undefined ? error : siteDirError(error)
    }
  }
  // The total is known once the walk is done (it runs ahead of the work): then the time left.
  let queued = 0
  let walked = false
  let done = 0
  const onDone = (tasks: number): void => progress.update((done += tasks), walked ? queued : undefined)
  const processed = await processPages(tasks(), config, { jobs: options.jobs, log, onDone, ...(threads ? { threads } : {}) }).finally(() => progress.finish())
  // Threads kept for the date pass hold their heaps through the planning: when no page may hold a
  // date, that pass has nothing for them, so they end now (the peak of a run is in the planning).
  // They exit while the planning goes on (7 to 11 ms when waited for, on the bench's large pages):
  // the caller's own close waits for them, and is where a failure to end them shows.
  if (threads !== undefined && processed.every((r) => r.included === undefined || r.undated === true)) {
    threads.close().catch(() => {})
  }
  if (discovered === 0) throw new InputError(`--site-dir ${options.siteDir} holds no .html pages`)
  const results = direct.length === 0 ? processed : processed.concat(direct)
  const collected: CollectedPages = {
    results: results.sort((a, b) => compareFiles(a.file, b.file)),
    hashing,
    contentSelectors,
    samples: await samplePages(results, siteDir, extractor, siteUrl)
  }
  if (theme !== undefined) collected.knownTheme = theme
  if (listing !== undefined) collected.build = buildDigest(listing.sort((a, b) => compareFiles(a.file, b.file)))
  if (cacheFile !== undefined && cache !== undefined) {
    let hits = 0
    for (const r of processed) if (r.cached !== undefined && r.cached === cache.pages.get(r.file)) hits++
    log.info(`Page cache: ${hits} of ${processed.length} read page(s) had the bytes of their entry in ${cacheFile} and were not parsed`)
    collected.pageCache = { file: cacheFile, cache, hits }
  }
  return collected
}

/** A sampled page: its state key and its blocks, joined. */
export interface PageSample {
  path: string
  hashed: string
}

/**
 * The blocks of the sampled pages (core/noise.ts samplePaths), read again: a few pages, the same
 * whatever the page cache served or the shards split.
 */
async function samplePages(results: readonly PageResult[], siteDir: string, extractor: Extractor, siteUrl: URL): Promise<PageSample[]> {
  // Not a page that was too large to read.
  const fileOf = new Map(results.filter((r) => r.included !== undefined && r.included.page.kept !== true).map((r) => [r.path, r.file]))
  const samples: PageSample[] = []
  for (const key of samplePaths(fileOf.keys(), SAMPLE_PAGES)) {
    const html = decodeHtml(await readFile(path.join(siteDir, fileOf.get(key) as string))).text
    samples.push({ path: key, hashed: extractor.extract(html, new URL(absoluteUrl(siteUrl, key)), siteUrl).hashed })
  }
  return samples
}

/** What planning reads of the run's options: the clock, the sitemap's shape and place. */
export type PlanOptions = Pick<RunOptions, 'siteDir' | 'siteUrl' | 'now' | 'clock' | 'sitemapPath' | 'lastmodFormat' | 'gzip' | 'sitemapPartition' | 'dryRun'>

/** What a plan is made against besides the pages and the options. */
export interface PlanContext {
  previous: State | undefined
  /** Dates for pages new to the state, by absolute URL (from a previously deployed sitemap). */
  seedLastmod?: ReadonlyMap<string, string>
  log: Logger
  /** The built pages can be read; false in a merge job that has only the partial results. */
  pagesAvailable?: boolean
  limits?: FileLimits
}

/**
 * The plan of the run (core/run.ts) from collected pages, and where each edit that many pages share
 * is (its element, and an ignore selector when safe), read from a built page that holds it. Writes nothing.
 */
export async function planSite(collected: CollectedPages, options: PlanOptions, context: PlanContext): Promise<EngineRun> {
  const { previous, seedLastmod, log } = context
  const siteUrl = parseSiteUrl(options.siteUrl)
  const maxUrls = context.limits?.sitemapUrls
  const plan = planRun({
    pages: collected.results,
    hashing: collected.hashing,
    samples: collected.samples.map((sample) => sample.hashed),
    previous,
    siteUrl,
    now: options.now,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    dryRun: options.dryRun,
    ...(seedLastmod === undefined ? {} : { seedLastmod }),
    sitemap: {
      lastmodFormat: options.lastmodFormat,
      baseUrl: sitemapBaseUrl(options.siteDir, options.sitemapPath, siteUrl),
      fileName: sitemapFileName(options),
      dir: path.dirname(path.resolve(options.sitemapPath)),
      ...(maxUrls === undefined ? {} : { maxUrls }),
      ...(options.sitemapPartition === undefined ? {} : { partition: options.sitemapPartition })
    }
  })
  for (const { file, message } of plan.report.warnings ?? []) log.warning(file === undefined ? message : `${file}: ${message}`)
  for (const line of describeLeftOut(plan.report.leftOut ?? [])) log.info(line)
  if (plan.report.buildStamps !== undefined) log.info(describeBuildStamps(plan.report.buildStamps))
  if (collected.knownTheme !== undefined) plan.report.knownTheme = { name: collected.knownTheme.name, generator: collected.knownTheme.generator, contentSelector: collected.knownTheme.contentSelector }
  const { noise, ...rest } = plan
  const run: EngineRun = rest
  if (context.pagesAvailable !== false && run.report.noise !== undefined) {
    run.report.noise = await locateEdits(run.report, noise, path.resolve(options.siteDir), collected.contentSelectors)
  }
  if (collected.pageCache !== undefined) run.pageCache = { use: collected.pageCache, results: collected.results }
  return run
}

/** Collects the pages of the whole site and plans the run; writes nothing. `context.threads`: the run's pool. */
export async function runEngine(
  options: RunOptions,
  previous: State | undefined,
  log: Logger,
  context: Omit<PlanContext, 'previous' | 'log'> & { threads?: ThreadPool } = {}
): Promise<EngineRun> {
  if (options.shard !== undefined) throw new Error('runEngine plans a whole site; use collectPages for a shard')
  const { threads, ...plan } = context
  return planSite(await collectPages(options, previous, log, threads), options, { ...plan, previous, log })
}

/**
 * Checks the folder the run's sitemap goes to (sitemap-writer.ts), writing nothing: a child that
 * would replace a file lastmod did not write is an InputError naming `flag`'s spelling of the option.
 */
export async function checkSitemapFiles(run: EngineRun, options: Pick<RunOptions, 'sitemapPath' | 'sitemapPartition'>, flag: (name: string) => string): Promise<SitemapTargets> {
  return checkSitemapTargets(run.sitemap, path.dirname(path.resolve(options.sitemapPath)), { flag, partitioned: options.sitemapPartition !== undefined })
}

/** Writes the checked sitemap files (index and children when split); returns their paths. */
export async function writeSitemapFiles(targets: SitemapTargets): Promise<string[]> {
  return writeSitemap(targets)
}
