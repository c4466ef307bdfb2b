// One run over a built site, as the action's main step and the CLI both do it: read the previous
// state, hash the pages, write this run's dates into the built site, then write the sitemap, the
// state, the page cache and the report. Where the
// state comes from and what is said about the result (job summary, PR comment, stdout) stays
// with each caller.
import { checkRemovals, type RemovalGuard } from '../core/removal-guard.js'
import type { State } from '../core/types.js'
import { writeFileAtomic } from './atomic.js'
import { checkSitemapFiles, runEngine, writeSitemapFiles, type EngineOptions, type EngineRun } from './engine.js'
import type { Logger } from './logger.js'
import { acquireLock, type HeldLock } from './lock.js'
import { writePageCache } from './page-cache-file.js'
import { ThreadPool } from './pool.js'
import { applyPageDates, type PublishOptions } from './publish.js'
import { writeStateFile } from './state-file.js'
import { inspectSitemapSource, rewriteSitemapSource, type SitemapSource, type SourceFiles } from './sitemap-rewrite.js'
import type { SitemapTargets } from './sitemap-writer.js'

/** Runs `fn` as one stage of the log (the action's `core.startGroup`); the CLI runs it as it is. */
export type Stage = <T>(name: string, fn: () => Promise<T>) => Promise<T>

/** The previous state, and what else reading it taught (the dates of a deployed sitemap). */
export interface Restored {
  previous: State | undefined
  seedLastmod?: ReadonlyMap<string, string>
}

export interface ApplyPlan<R extends Restored = Restored> {
  engine: EngineOptions
  /** The dates written into the built site (dryRun: only counted). */
  publish: PublishOptions
  /** Reads the previous state; applyRun returns what it gives. */
  restore: () => Promise<R>
  write: {
    sitemap: boolean
    /**
     * Where the new state goes. `readFromIt`: the previous state is this file's content, so a
     * state in which no record changed leaves it as it was.
     */
    state?: { file: string; readFromIt: boolean }
    pageCache: boolean
    report?: string
  }
  /** Rewrite mode: the generator's sitemap takes the run's dates instead of a sitemap of our own. */
  sitemapSource?: SitemapSource
  /** Stops a run that includes no page or removes most of the known ones (include/exclude: the engine's). */
  guard: Omit<RemovalGuard, 'include' | 'exclude'>
  /** Name each file written in the log (the action's log; the CLI prints its summary instead). */
  logWrites: boolean
  log: Logger
  stage?: Stage
}

const asItIs: Stage = (_name, fn) => fn()

/** Runs the engine over the site and writes what `plan.write` asks for; returns the run and what `restore` gave. */
export async function applyRun<R extends Restored>(plan: ApplyPlan<R>): Promise<{ run: EngineRun; restored: R }> {
  const { log, write } = plan
  const stage = plan.stage ?? asItIs
  // A source the rewrite could not read must stop the run before it writes anything.
  const source = plan.sitemapSource === undefined ? undefined : await inspectSitemapSource(plan.sitemapSource, plan.engine.siteDir, plan.engine.siteUrl)
  // The page dates are rewritten on the threads that hashed the pages.
  const threads = new ThreadPool()
  let run: EngineRun
  let restored: R
  let cacheLock: HeldLock | undefined
  let sitemapTargets: SitemapTargets | undefined
  try {
    try {
      restored = await plan.restore()
      // The engine reads the page cache and it is rewritten below: one run at a time. Taken after
      // the state (whose lock a restore may take), always in that order.
      const cacheFile = write.pageCache ? plan.engine.cacheFile : undefined
      if (cacheFile !== undefined) cacheLock = await acquireLock(cacheFile, { what: `page cache ${cacheFile}`, log })
      const { previous, seedLastmod } = restored
      const engine: EngineOptions = {
        ...plan.engine,
        ...(seedLastmod === undefined ? {} : { seedLastmod }),
        htmlDates: plan.publish.htmlDates,
        threads
      }
      run = await stage('Hash pages', () => runEngine(engine, previous, log))
      checkRemovals(previous, run.report, { ...plan.guard, include: plan.engine.include, exclude: plan.engine.exclude })
      // A sitemap file that would replace one of the generator's stops the run before anything is written.
      sitemapTargets = write.sitemap && source === undefined ? await checkSitemapFiles(run, plan.engine, plan.guard.flag) : undefined
      // Before anything is deployed: the pages, headers and robots.txt take this run's dates.
      await stage('Write dates into the built site', () => applyPageDates(run, { ...plan.publish, threads }, log))
    } finally {
      await threads.close()
    }
    await writeResults(plan, run, source, sitemapTargets)
  } finally {
    await cacheLock?.release()
  }
  return { run, restored }
}

/** What a run writes once its pages are planned, in that order. */
async function writeResults(plan: ApplyPlan<Restored>, run: EngineRun, source: SourceFiles | undefined, sitemapTargets: SitemapTargets | undefined): Promise<void> {
  const { log, write } = plan
  const stage = plan.stage ?? asItIs
  if (write.sitemap) {
    // Sitemap before state: if writing the sitemap fails, the next run recomputes the same dates.
    await stage('Write sitemap', async () => {
      const files =
        plan.sitemapSource !== undefined && source !== undefined
          ? await rewriteSitemapSource(run, source, plan.sitemapSource, plan.engine, log)
          : await writeSitemapFiles(sitemapTargets ?? (await checkSitemapFiles(run, plan.engine, plan.guard.flag)))
      if (plan.logWrites) for (const file of files) log.info(`Wrote ${file}`)
    })
  }
  if (write.state !== undefined) {
    // A state whose every record is the one read from this file is that file's content: it is left
    // as it is (on 100,000 unchanged pages, ~0.1 s of the main thread alone at the end of a run).
    if (write.state.readFromIt && run.stateUnchanged) log.info(`State: no record changed; ${write.state.file} left as it was`)
    else await writeStateFile(write.state.file, run.state)
  }
  // It only saves time, and is right whatever becomes of this run's state.
  const pageCache = run.pageCache
  if (write.pageCache && pageCache !== undefined) {
    if (await writePageCache(pageCache.use, pageCache.results)) {
      if (plan.logWrites) log.info(`Wrote the page cache ${pageCache.use.file}`)
    } else log.info(`Page cache: every entry met again; ${pageCache.use.file} left as it was`)
  }
  if (write.report !== undefined) await writeFileAtomic(write.report, JSON.stringify(run.report, null, 2) + '\n')
}
