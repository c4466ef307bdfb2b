// The one pipeline of a run over a site, as the CLI (a run, a shard, lastmod merge) and the
// action's update and check modes all do it: read the previous state → collect the pages on the
// thread pool (or read the shards' partial results) → plan → guards → write this run's dates into
// the built site → write the sitemap, the state, the page cache and the report. A shard stops after
// the pages, with its partial result. Where the state comes from and what is said about the
// result (job summary, PR comment, stdout) stays with each caller.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { checkRemovals } from '../core/removal-guard.js'
import type { Partial } from '../core/shard.js'
import type { State } from '../core/types.js'
import { writeFileAtomic } from './atomic.js'
import { checkSitemapFiles, collectPages, planSite, writeSitemapFiles, type CollectedPages, type EngineRun } from './engine.js'
import type { Logger } from './logger.js'
import { acquireLock, type HeldLock } from './lock.js'
import { readPartials, serializePartial, shardPartial } from './merge.js'
import type { FileLimits, RunOptions } from './options.js'
import type { PathGuard } from './output-paths.js'
import { createProgress, type ProgressOptions } from './progress.js'
import { writePageCache } from './page-cache-file.js'
import { ThreadPool } from './pool.js'
import { applyPageDates } from './publish.js'
import { writeStateFile } from './state-file.js'
import { inspectSitemapSource, rewriteSitemapSource, type SitemapSource, type SourceFiles } from './sitemap-rewrite.js'
import type { ForeignSitemap, SitemapTargets } from './sitemap-writer.js'

/** Runs `fn` as one stage of the log (the action's `core.startGroup`); the CLI runs it as it is. */
export type Stage = <T>(name: string, fn: () => Promise<T>) => Promise<T>

/** The previous state, and what else reading it taught (the dates of a deployed sitemap). */
export interface Restored {
  previous: State | undefined
  seedLastmod?: ReadonlyMap<string, string>
}

/** What the run writes: the caller's choice (a dry run writes nothing, a pull-request check no state). */
export interface Writes {
  sitemap: boolean
  /**
   * Where the new state goes. `readFromIt`: the previous state is this file's content, so a
   * state in which no record changed leaves it as it was.
   */
  state?: { file: string; readFromIt: boolean }
  /** It only saves time, and is right whatever becomes of the state (written in a check too). */
  pageCache: boolean
  report?: string
  /** The dates go into the built pages, headers and robots.txt; false: only counted (a pull-request check). */
  pageDates: boolean
  /** A shard: its partial result goes here (and the page cache), and nothing else is written. */
  partial?: string
}

/** Where a run reads from, writes to and speaks: everything of a run that is not its options. */
export interface SiteIO<R extends Restored> {
  /** Reads the previous state; runSite returns what it gives. */
  restore: () => Promise<R>
  /** lastmod merge: the pages are the shards' partial results; `buildAvailable`, the built site is at siteDir too. */
  partials?: { files: string[]; buildAvailable: boolean }
  write: Writes
  /** Without a given clock: read once the state is restored (and locked), so a run that waited is dated after it. */
  lockedClock?: () => Date
  /** An option as the user spells it: `--name` in the CLI, `name` in the action. */
  flag: (name: string) => string
  /** The run's checked output files (output-paths.ts): the rewritten sitemap's children join them. */
  paths?: PathGuard
  /** Name each file written in the log (the action's log; the CLI prints its summary instead). */
  logWrites: boolean
  log: Logger
  stage?: Stage
  limits?: FileLimits
  /** Where a long run says how far its pages are (progress.ts); default: nowhere. */
  progress?: ProgressOptions
}

export type SiteResult<R extends Restored> = { kind: 'planned'; run: EngineRun; restored: R } | { kind: 'shard'; partial: Partial; restored: R }

const asItIs: Stage = (_name, fn) => fn()

/** Runs the pipeline over the site with `options`, writing what `io.write` asks for. */
export async function runSite<R extends Restored>(given: RunOptions, io: SiteIO<R>): Promise<SiteResult<R>> {
  const { log, write } = io
  const stage = io.stage ?? asItIs
  // A source the rewrite could not read must stop the run before it writes anything.
  const sitemapSource: SitemapSource | undefined = given.sitemapSource === undefined ? undefined : { ...given.sitemapSource, ...(io.paths === undefined ? {} : { paths: io.paths }) }
  const source = sitemapSource === undefined ? undefined : await inspectSitemapSource(sitemapSource, given.siteDir, given.siteUrl)
  // The pages are hashed and their dates rewritten on the same threads; the run owns them.
  const threads = new ThreadPool()
  let cacheLock: HeldLock | undefined
  try {
    let run: EngineRun
    let sitemapTargets: SitemapTargets | undefined
    let restored: R
    let options: RunOptions
    try {
      restored = await io.restore()
      options = io.lockedClock === undefined ? given : { ...given, now: io.lockedClock() }
      const { previous, seedLastmod } = restored
      // The engine reads the page cache and it is rewritten below: one run at a time. Taken after
      // the state (whose lock a restore may take), always in that order.
      const cacheFile = write.pageCache ? options.cacheFile : undefined
      if (cacheFile !== undefined) cacheLock = await acquireLock(cacheFile, { what: `page cache ${cacheFile}`, log, wait: options.lockWait, waitName: io.flag('lock-wait') })
      const partials = io.partials
      const pagesAvailable = partials === undefined || (partials.buildAvailable && existsSync(options.siteDir))
      const plan = { previous, log, pagesAvailable, ...(seedLastmod === undefined ? {} : { seedLastmod }), ...(io.limits === undefined ? {} : { limits: io.limits }) }
      const hashed = await stage('Hash pages', async () => {
        const collected = partials === undefined ? await collectPages(options, previous, log, threads, io.progress === undefined ? undefined : createProgress('Hashing pages', io.progress)) : await readPartials(partials.files, options, previous)
        return options.shard === undefined ? { collected, run: await planSite(collected, options, plan) } : { collected }
      })
      if (hashed.run === undefined) {
        const partial = shardPartial(hashed.collected, options, previous)
        await writeShard(partial, hashed.collected, io)
        return { kind: 'shard', partial, restored }
      }
      run = hashed.run
      checkRemovals(previous, run.report, { allowMassRemoval: options.allowMassRemoval, include: options.include, exclude: options.exclude, flag: io.flag })
      // A sitemap file that would replace one of the generator's stops the run before anything is written.
      sitemapTargets = write.sitemap && source === undefined ? await checkSitemapFiles(run, options, io.flag) : undefined
      if (sitemapTargets?.replaced !== undefined) log.info(replacedLine(sitemapTargets.replaced, io.flag))
      // Before anything is deployed: the pages, headers and robots.txt take this run's dates. The
      // shards' partial results carry no built pages to date.
      if (partials === undefined) {
        const dated = run
        await stage('Write dates into the built site', () => applyPageDates(dated, write.pageDates ? options : { ...options, dryRun: true }, log, threads))
      }
    } finally {
      await threads.close()
    }
    await writeResults(run, options, io, source, sitemapTargets, sitemapSource)
    return { kind: 'planned', run, restored }
  } finally {
    await cacheLock?.release()
  }
}

/** The one line that says which sitemap the run replaces, what it held, and how to keep it instead. */
export function replacedLine(replaced: ForeignSitemap, flag: (name: string) => string): string {
  const { root, entries, lastmods } = replaced
  const dated = lastmods === 0 ? 'none' : lastmods === entries ? 'all' : `${lastmods}`
  const held =
    root === undefined
      ? 'a file that is not a sitemap'
      : `a sitemap lastmod did not write: ${root === 'sitemapindex' ? `an index of ${entries} sitemap(s)` : `${entries} URL(s)`}, ${dated} with a lastmod`
  // As the user would give it: relative to the working folder (the action's workspace) when inside it.
  const relative = path.relative(process.cwd(), replaced.file)
  const file = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? replaced.file : relative
  const keep = root === undefined ? '' : `; to keep it and set only its lastmods from the state, give ${flag('sitemap-source')} ${file}`
  return `Sitemap: replacing ${file}, ${held}${keep}`
}

/** What a shard writes: its partial result, and the page cache. */
async function writeShard(partial: Partial, collected: CollectedPages, io: SiteIO<Restored>): Promise<void> {
  if (io.write.partial === undefined) throw new Error('a shard writes a partial result: io.write.partial is missing')
  await writeFileAtomic(io.write.partial, serializePartial(partial))
  if (io.write.pageCache && collected.pageCache !== undefined) await writePageCache(collected.pageCache, collected.results)
}

/** What a run writes once its pages are planned, in that order. */
async function writeResults(
  run: EngineRun,
  options: RunOptions,
  io: SiteIO<Restored>,
  source: SourceFiles | undefined,
  sitemapTargets: SitemapTargets | undefined,
  sitemapSource: SitemapSource | undefined
): Promise<void> {
  const { log, write } = io
  const stage = io.stage ?? asItIs
  if (write.sitemap) {
    // Sitemap before state: if writing the sitemap fails, the next run recomputes the same dates.
    await stage('Write sitemap', async () => {
      const files =
        sitemapSource !== undefined && source !== undefined
          ? await rewriteSitemapSource(run, source, sitemapSource, options, log)
          : await writeSitemapFiles(sitemapTargets ?? (await checkSitemapFiles(run, options, io.flag)))
      if (io.logWrites) for (const file of files) log.info(`Wrote ${file}`)
    })
  }
  if (write.state !== undefined) {
    // A state whose every record is the one read from this file is that file's content: it is left
    // as it is (on 100,000 unchanged pages, ~0.1 s of the main thread alone at the end of a run).
    if (write.state.readFromIt && run.stateUnchanged) log.info(`State: no record changed; ${write.state.file} left as it was`)
    else await writeStateFile(write.state.file, run.state, io.limits?.statePages)
  }
  const pageCache = run.pageCache
  if (write.pageCache && pageCache !== undefined) {
    if (await writePageCache(pageCache.use, pageCache.results)) {
      if (io.logWrites) log.info(`Wrote the page cache ${pageCache.use.file}`)
    } else log.info(`Page cache: every entry met again; ${pageCache.use.file} left as it was`)
  }
  if (write.report !== undefined) await writeFileAtomic(write.report, JSON.stringify(run.report, null, 2) + '\n')
}
