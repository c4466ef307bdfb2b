// After the engine: put this run's dates where servers and crawlers read them.
//
// Two phases, because they belong on either side of the deploy:
//   applyPageDates  before the deploy: built pages (JSON-LD, meta, [data-lastmod]), file mtimes,
//                   `_headers`, robots.txt `Sitemap:`, the IndexNow key file.
//   submitIndexNow  after a successful deploy only: announce the new and changed URLs
//                   (submit-indexnow.ts, re-exported here).
// Every date comes from the run's state (`updatedAt ?? publishedAt`, `publishedAt`), the same
// values the sitemap was written from, so the page, its headers and the sitemap cannot disagree.
import { readFile, utimes } from 'node:fs/promises'
import path from 'node:path'
import { parseInstant } from '../core/dates.js'
import { mergeHeadersFile, type HeaderPage } from '../core/headers-file.js'
import { keyFileName } from '../core/indexnow.js'
import { lastmodOf } from '../core/plan.js'
import { upsertRobotsSitemap } from '../core/robots-sitemap.js'
import type { PageRecord, Report, State } from '../core/types.js'
import { absoluteUrl, filePathToUrlPath, parseSiteUrl } from '../core/urls.js'
import { writeFileAtomic } from './atomic.js'
import { discoverPages } from './discover.js'
import { sitemapFileName } from './engine.js'
import type { Logger } from './logger.js'
import { NOT_UTF8, type DateTask } from './page-dates.js'
import { planDatesWrite, type PageDateSites } from '../core/html-dates.js'
import { rewriteDates, type ThreadPool } from './pool.js'
import type { RunOptions } from './options.js'

export { submitIndexNow, type IndexNowOptions } from './submit-indexnow.js'

/** What writing the dates reads of the run's options. */
export type PageDateOptions = Pick<RunOptions, 'siteDir' | 'siteUrl' | 'cleanUrls' | 'sitemapPath' | 'gzip' | 'dryRun' | 'htmlDates' | 'mtime' | 'headersFile' | 'robotsSitemap' | 'indexNow' | 'jobs'>

export interface PublishSummary {
  /** Site-relative files whose bytes changed (or would, in a dry run). */
  rewritten: string[]
  /** Pages already carrying the right dates, or carrying none. */
  unchanged: number
  /** Pages left as they were because they could not be rewritten safely. */
  skipped: Array<{ file: string; reason: string }>
  mtimes: number
  headersFile?: 'written' | 'unchanged'
  robots?: 'created' | 'added' | 'corrected' | 'unchanged' | 'skipped'
  keyFile?: 'written' | 'present' | 'missing'
}

/** The run's parts that publishing reads: the state for dates, the report for IndexNow. */
export interface PublishRun {
  state: State
  report: Report
  /** State key → file of the sitemap's pages, as the engine found them (saves a second walk). */
  pageFiles?: ReadonlyMap<string, string>
  /** Keys of pages the engine found no date carrier in: html-dates need not read them again. */
  undated?: ReadonlySet<string>
  /** By key, where the dates of the pages go, as the engine's page pass found it: they are not parsed again. */
  dateSites?: ReadonlyMap<string, PageDateSites>
}

interface DatedFile {
  file: string
  key: string
  record: PageRecord
}

const CONCURRENCY = 32

async function forEachLimit<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++] as T)
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker))
}

async function readText(file: string, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<string | undefined> {
  try {
    return await readFile(file, encoding)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The built files of the pages in this run's sitemap, with their live state records (removed
 * pages carry `removedAt`; excluded pages are not in the state). The engine's own file list when
 * the run carries it, else the site is walked with the engine's mapping. The pages whose keys are
 * in `skip` are only counted (`skipped`).
 */
async function datedFiles(run: PublishRun, options: PageDateOptions, log: Logger, skip?: ReadonlySet<string>): Promise<{ files: DatedFile[]; skipped: number }> {
  let pageFiles = run.pageFiles
  if (pageFiles === undefined) {
    const quiet: Logger = { info: () => {}, warning: () => {}, debug: (m) => log.debug(m) }
    pageFiles = new Map((await discoverPages(options.siteDir, quiet)).map((file) => [filePathToUrlPath(file, options.cleanUrls), file]))
  }
  // Every page is one to skip (undated pages are some of the engine's pages, each of which has a
  // live record in the state it planned): nothing to look up. A first run of the bench's 20,000
  // large pages spent 15 ms here, the code being cold.
  if (skip !== undefined && run.pageFiles !== undefined && skip.size === pageFiles.size) return { files: [], skipped: skip.size }
  const out: DatedFile[] = []
  let skipped = 0
  for (const [key, file] of pageFiles) {
    const record = run.state.pages[key]
    if (record === undefined || record.removedAt !== undefined) continue
    if (skip?.has(key) === true) skipped++
    else out.push({ file, key, record })
  }
  return { files: out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)), skipped }
}

/** Public URL of the main sitemap file, or undefined when it is written outside the site folder. */
function sitemapUrl(options: PageDateOptions, siteUrl: URL): string | undefined {
  const file = path.join(path.dirname(path.resolve(options.sitemapPath)), sitemapFileName(options))
  const rel = path.relative(path.resolve(options.siteDir), file)
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined
  return absoluteUrl(siteUrl, '/' + rel.split(path.sep).map(encodeURIComponent).join('/'))
}

/**
 * Runs `write` so that SIGINT or SIGTERM (what a runner sends a cancelled job, before it kills
 * it) lets it finish the pages in hand and start no other: every page is then whole, old or new,
 * and the run ends there. A dry run writes nothing and keeps the signals' usual effect.
 */
async function untilCancelled<R>(dryRun: boolean, write: (signal: AbortSignal | undefined) => Promise<R[]>): Promise<{ done: R[]; cancelled?: string }> {
  if (dryRun) return { done: await write(undefined) }
  const cancel = new AbortController()
  const onSignal = (signal: NodeJS.Signals): void => cancel.abort(signal)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const done = await write(cancel.signal)
    return cancel.signal.aborted ? { done, cancelled: String(cancel.signal.reason) } : { done }
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

async function writeIfChanged(file: string, before: string | undefined, after: string, dryRun: boolean, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<boolean> {
  if (before === after) return false
  if (!dryRun) await writeFileAtomic(file, encoding === 'latin1' ? Buffer.from(after, 'latin1') : after)
  return true
}

/**
 * Before the deploy: writes this run's dates into the built site. In a dry run it only counts
 * and reports what it would write. `threads`: the run's pool, which hashed the pages. Pages that cannot be rewritten safely are left as they were,
 * with a warning; an unwritable file is an error (the deploy should not go out half-dated).
 */
export async function applyPageDates(run: PublishRun, options: PageDateOptions, log: Logger, threads?: ThreadPool): Promise<PublishSummary> {
  const summary: PublishSummary = { rewritten: [], unchanged: 0, skipped: [], mtimes: 0 }
  const siteUrl = parseSiteUrl(options.siteUrl)
  const would = options.dryRun ? 'would be ' : ''

  if (options.indexNow) {
    const keyFile = path.join(options.siteDir, keyFileName(options.indexNow.key))
    const present = (await readText(keyFile))?.trim() === options.indexNow.key
    if (present) summary.keyFile = 'present'
    else if (options.indexNow.writeKey) {
      if (!options.dryRun) await writeFileAtomic(keyFile, options.indexNow.key)
      summary.keyFile = 'written'
      log.info(`IndexNow key file ${keyFileName(options.indexNow.key)} ${would}written`)
    } else {
      summary.keyFile = 'missing'
      log.warning(
        `IndexNow key file ${keyFileName(options.indexNow.key)} is not in the built site (or does not hold the key): ` +
          'engines will answer 403; add it to the site or set indexnow-write-key'
      )
    }
  }

  const needFiles = options.htmlDates || options.mtime || options.headersFile !== undefined
  // When only the page dates need the files, the pages known to hold no date are only counted:
  // on 100,000 undated pages, 30-33 ms of this thread instead of 62-70.
  const onlyDates = options.htmlDates && !options.mtime && options.headersFile === undefined
  const { files: pages, skipped } = needFiles ? await datedFiles(run, options, log, onlyDates ? run.undated : undefined) : { files: [], skipped: 0 }

  if (options.htmlDates) {
    // The pages whose sites the engine found get their edits here, and are only read again to be
    // written; the others (not parsed: the page cache knew them) are scanned on the pool.
    const { undated, dateSites } = run
    summary.unchanged += skipped
    const skip = (file: string, reason: string): void => {
      summary.skipped.push({ file, reason })
      log.warning(reason === NOT_UTF8 ? `${file}: not UTF-8; its dates were left as they are` : `${file}: left as it was: ${reason}`)
    }
    // Made as the pool takes them, not listed first: the date pass comes when the run's state,
    // sitemap and report are all held (100,000 real generators' pages: the run's peak).
    function* tasks(): Generator<DateTask> {
      for (const p of pages) {
        if (undated?.has(p.key) === true) {
          summary.unchanged++
          continue
        }
        const dates = { modified: lastmodOf(p.record), published: p.record.publishedAt }
        const task: DateTask = { file: p.file, url: absoluteUrl(siteUrl, p.key), ...dates, dryRun: options.dryRun }
        const found = dateSites?.get(p.key)
        if (found === undefined) {
          yield task
          continue
        }
        for (const w of found.warnings) log.warning(`${p.file}: ${w}`)
        const planned = planDatesWrite(found, dates)
        if (planned.kind === 'failed') skip(p.file, planned.reason)
        else if (planned.kind === 'unchanged') summary.unchanged++
        else yield { ...task, known: { edits: planned.edits, length: found.length } }
      }
    }
    const config = { siteDir: options.siteDir, siteUrl: siteUrl.href, contentSelectors: [], ignoreSelectors: [] }
    const results = await untilCancelled(options.dryRun, (signal) =>
      rewriteDates(tasks(), config, { jobs: options.jobs, log, signal, ...(threads ? { threads } : {}) })
    )
    if (results.cancelled !== undefined) {
      const written = results.done.filter((r) => r.kind === 'rewritten').length
      throw new Error(`cancelled (${results.cancelled}) while writing the pages' dates: ${written} page(s) written whole, the others left as built; no sitemap or state written`)
    }
    for (const result of results.done) {
      for (const w of result.warnings) log.warning(`${result.file}: ${w}`)
      switch (result.kind) {
        case 'unchanged':
          summary.unchanged++
          break
        case 'rewritten':
          summary.rewritten.push(result.file)
          break
        case 'skipped':
          skip(result.file, result.reason)
          break
        default: {
          const never: never = result
          throw new Error(`unknown rewrite result ${JSON.stringify(never)}`)
        }
      }
    }
    summary.rewritten.sort()
    log.info(
      `Page dates: ${summary.rewritten.length} page(s) ${would}rewritten, ${summary.unchanged} already right or undated` +
        (summary.skipped.length > 0 ? `, ${summary.skipped.length} left as they were` : '')
    )
  }

  if (options.mtime) {
    if (!options.dryRun) {
      // After the rewrite, which would otherwise set the mtime back to now.
      await forEachLimit(pages, async (page) => {
        const date = parseInstant(lastmodOf(page.record))
        if (!date) return
        await utimes(path.join(options.siteDir, page.file), date, date)
        summary.mtimes++
      })
    }
    log.info(`File times: ${options.dryRun ? pages.length : summary.mtimes} page file(s) ${would}set to their lastmod`)
  }

  if (options.headersFile !== undefined) {
    const headerPages: HeaderPage[] = pages.map((p) => ({ path: new URL(absoluteUrl(siteUrl, p.key)).pathname, instant: lastmodOf(p.record) }))
    // One character per byte: the site's own lines come back byte for byte, whatever their encoding.
    const before = await readText(options.headersFile, 'latin1')
    const merged = mergeHeadersFile(before, headerPages)
    for (const w of merged.warnings) log.warning(w)
    const changed = await writeIfChanged(options.headersFile, before, merged.text, options.dryRun, 'latin1')
    summary.headersFile = changed ? 'written' : 'unchanged'
    log.info(
      `Headers: ${options.headersFile} ${changed ? `${would}written` : 'already up to date'} ` +
        `(${merged.generated} generated rule(s), ${merged.inPlace} date(s) set in the site's own rules)`
    )
  }

  if (options.robotsSitemap) {
    const url = sitemapUrl(options, siteUrl)
    if (url === undefined) {
      summary.robots = 'skipped'
      log.warning(`robots.txt: the sitemap ${options.sitemapPath} is outside the site folder, so it has no public URL; Sitemap: line not written`)
    } else {
      const robotsFile = path.join(options.siteDir, 'robots.txt')
      const before = await readText(robotsFile)
      const update = upsertRobotsSitemap(before, url)
      await writeIfChanged(robotsFile, before, update.text, options.dryRun)
      summary.robots = update.action
      log.info(`robots.txt: Sitemap: ${url} ${update.action === 'unchanged' ? 'already listed' : `${would}${update.action}`}`)
      if (siteUrl.pathname !== '/') {
        log.warning(`robots.txt: crawlers read it only at the host root, and --site-url ${siteUrl.href} has a base path`)
      }
    }
  }
  return summary
}
