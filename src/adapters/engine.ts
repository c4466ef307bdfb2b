// The engine shared by the CLI and the action: discover, read, extract, plan. Writes nothing;
// writeSitemapFiles and writeStateFile do the writing when the caller decides to.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { formatInstant } from '../core/dates.js'
import { globFilter, isErrorPage, judgePage, robotsDisallow } from '../core/exclusions.js'
import { createExtractor, NORMALIZER_VERSION, splitSelectorList } from '../core/extract.js'
import { decodeHtml } from '../core/decode.js'
import { describePage, lastmodOf, planState, type BuiltPage } from '../core/plan.js'
import { buildReport } from '../core/report.js'
import { planSitemap, type SitemapEntry, type SitemapPlan } from '../core/sitemap.js'
import type { ExcludedPage, PageRecord, Report, State } from '../core/types.js'
import { absoluteUrl, filePathToUrlPath, InputError, parseSiteUrl } from '../core/urls.js'
import { discoverPages } from './discover.js'
import type { Logger } from './logger.js'
import { findNoise } from './noise.js'
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
}

export interface EngineRun {
  state: State
  report: Report
  sitemap: SitemapPlan
}

/** Pages read at once: enough to keep the disk busy, few enough to bound memory. */
const READ_CONCURRENCY = 32

interface PageResult {
  file: string
  path: string
  included?: { loc: string; page: BuiltPage }
  excluded?: ExcludedPage
  warnings: string[]
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

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

export async function runEngine(options: EngineOptions, previous: State | undefined, log: Logger): Promise<EngineRun> {
  const siteUrl = parseSiteUrl(options.siteUrl)
  const siteDir = path.resolve(options.siteDir)
  const contentSelectors = splitSelectorList(options.contentSelector)
  if (contentSelectors.length === 0) {
    throw new InputError(`--content-selector must list at least one CSS selector; got '${options.contentSelector}'`)
  }
  const extractor = createExtractor({ contentSelectors, ignoreSelectors: options.ignoreSelectors })
  let files: string[]
  try {
    files = await discoverPages(siteDir, log)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new InputError(
      code === 'ENOENT' || code === 'ENOTDIR'
        ? `--site-dir ${options.siteDir} does not exist or is not a folder`
        : `--site-dir ${options.siteDir} cannot be read: ${(error as Error).message}`
    )
  }
  if (files.length === 0) throw new InputError(`--site-dir ${options.siteDir} holds no .html pages`)

  const robotsTxt = await readFile(path.join(siteDir, 'robots.txt'), 'utf8').catch(() => undefined)
  const disallowed = robotsDisallow(robotsTxt, siteUrl)
  const wanted = globFilter(options.include, options.exclude)

  const results = await mapLimit(files, READ_CONCURRENCY, async (file): Promise<PageResult> => {
    const urlPath = filePathToUrlPath(file, options.cleanUrls)
    const url = absoluteUrl(siteUrl, urlPath)
    const exclude = (reason: ExcludedPage['reason'], detail?: string): PageResult => ({
      file,
      path: urlPath,
      excluded: detail === undefined ? { url, file, reason } : { url, file, reason, detail },
      warnings: []
    })
    if (!wanted(file)) return exclude('glob')
    if (isErrorPage(file)) return exclude('error-page')
    let bytes: Buffer
    try {
      bytes = await readFile(path.join(siteDir, file))
    } catch (error) {
      throw new InputError(`page ${file} cannot be read: ${(error as Error).message}`)
    }
    const decoded = decodeHtml(bytes)
    const facts = extractor.extract(decoded.text, new URL(url), siteUrl)
    const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings]
    const verdict = judgePage(facts, new URL(url), disallowed)
    if (!verdict.include) return { ...exclude(verdict.reason, verdict.detail), warnings }
    const page = describePage(urlPath, facts.hash, facts.blocks, previous)
    return { file, path: urlPath, included: { loc: verdict.loc, page }, warnings }
  })

  const pages: BuiltPage[] = []
  const locs = new Map<string, string>()
  const excluded: ExcludedPage[] = []
  const warnings: Array<{ file?: string; message: string }> = []
  for (const r of results) {
    for (const message of r.warnings) {
      warnings.push({ file: r.file, message })
      log.warning(`${r.file}: ${message}`)
    }
    if (r.excluded) excluded.push(r.excluded)
    if (r.included) {
      pages.push(r.included.page)
      locs.set(r.path, r.included.loc)
    }
  }

  const now = formatInstant(options.now)
  const seed = options.seedLastmod
  const plan = planState({
    previous,
    pages,
    now,
    hashing: {
      normalizer: NORMALIZER_VERSION,
      options: JSON.stringify({ content: contentSelectors, ignore: [...options.ignoreSelectors].sort() })
    },
    ...(seed ? { seed: (p: string) => seed.get(locs.get(p) ?? '') ?? seed.get(absoluteUrl(siteUrl, p)) } : {})
  })

  const entries: SitemapEntry[] = []
  for (const [p, loc] of locs) entries.push({ loc, lastmod: lastmodOf(plan.state.pages[p] as PageRecord) })
  const sitemap = planSitemap(entries, {
    lastmodFormat: options.lastmodFormat,
    baseUrl: sitemapBaseUrl(siteDir, options.sitemapPath, siteUrl),
    fileName: sitemapFileName(options)
  })
  const sitemapDir = path.dirname(path.resolve(options.sitemapPath))
  const fileOf = new Map(results.map((r) => [absoluteUrl(siteUrl, r.path), r.file]))
  const report = buildReport({
    siteUrl,
    now,
    dryRun: options.dryRun === true,
    plan,
    excluded,
    warnings,
    sitemap: { files: sitemap.files.map((f) => path.join(sitemapDir, f.name)), urls: sitemap.urls }
  })
  const noise = await findNoise(report.changes, siteDir, (u) => fileOf.get(u), contentSelectors)
  if (noise.length > 0) report.noise = noise
  return { state: plan.state, report, sitemap }
}

/** Writes the sitemap files (index and children when split); returns their paths. */
export async function writeSitemapFiles(run: EngineRun, options: Pick<EngineOptions, 'sitemapPath'>): Promise<string[]> {
  return writeSitemap(run.sitemap, path.dirname(path.resolve(options.sitemapPath)))
}
