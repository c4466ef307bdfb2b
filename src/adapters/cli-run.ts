// The `lastmod` command: its flags, its subcommands, and a run over the site (apply-run.ts) whose
// summary goes to stdout.
import { checkRemovals } from '../core/removal-guard.js'
import { renderText } from '../core/report.js'
import { parseCli, USAGE } from './cli-args.js'
import { applyRun } from './apply-run.js'
import { ThreadPool } from './pool.js'
import { checkSitemapFiles, sitemapPath, writeSitemapFiles } from './engine.js'
import { checkOutputPaths } from './output-paths.js'
import { explainBuilds, renderExplain } from './explain.js'
import { runMerge, runShard, serializePartial } from './merge.js'
import { printable, shown, type Logger } from './logger.js'
import { readStateFile, writeStateFile } from './state-file.js'
import { submitIndexNow } from './submit-indexnow.js'
import { purgeCdn } from './purge.js'
import { purgeTargets } from '../core/purge.js'
import { writeFileAtomic } from './atomic.js'
import { writePageCache } from './page-cache-file.js'
import { withLock } from './lock.js'
import type { State } from '../core/types.js'

const cliFlag = (name: string): string => `--${name}`

export interface CliIO {
  stdout: (text: string) => void
  stderr: (text: string) => void
  clock?: () => Date
  version?: string
}

/** Runs one command; throws on failure (the entry turns that into a message and an exit code). */
export async function runCli(argv: string[], raw: CliIO): Promise<void> {
  const io = { ...raw, stdout: (t: string) => raw.stdout(printable(t)), stderr: (t: string) => raw.stderr(printable(t)) }
  const command = parseCli(argv, io.clock)
  if (command.kind === 'help') return io.stdout(command.text ?? USAGE)
  if (command.kind === 'version') return io.stdout(`${io.version ?? 'dev'}\n`)
  const log: Logger = {
    info: (m) => io.stderr(`${shown(m)}\n`),
    warning: (m) => io.stderr(`warning: ${shown(m)}\n`),
    debug: () => {}
  }
  if (command.kind === 'explain') return io.stdout(renderExplain(await explainBuilds(command.options, log)))
  if (command.kind === 'merge') {
    const merge = command.config
    const paths = await checkOutputPaths({ '--state-file': merge.stateFile, '--sitemap': sitemapPath(merge.plan), '--report': merge.reportFile }, { siteDir: merge.plan.siteDir, siteOptional: true, flag: cliFlag })
    for (const file of merge.partials) await paths.input('partial result', file, { inSite: false })
    const run = await withState(merge.stateFile, !merge.dryRun, log, async (previous) => {
      const run = await runMerge({ ...merge, plan: lockedNow(merge.plan, merge.clock) }, previous, log)
      checkRemovals(previous, run.report, { allowMassRemoval: merge.allowMassRemoval, include: [], exclude: [], flag: cliFlag })
      if (!merge.dryRun) {
        await writeSitemapFiles(await checkSitemapFiles(run, merge.plan, cliFlag))
        await writeStateFile(merge.stateFile, run.state)
      }
      if (merge.reportFile !== undefined) await writeFileAtomic(merge.reportFile, JSON.stringify(run.report, null, 2) + '\n')
      return run
    })
    return io.stdout(renderText(run.report))
  }
  const { config } = command
  const { engine } = config
  const paths = await checkOutputPaths(
    {
      '--state-file': config.stateFile,
      // Rewrite mode writes back to the source unless --sitemap names another file.
      [config.sitemapSource !== undefined && config.sitemapSource.output === undefined ? '--sitemap-source' : '--sitemap']: sitemapPath(engine),
      '--report': config.reportFile,
      '--cache-file': engine.cacheFile,
      '--headers-file': config.publish.headersFile,
      '--partial': config.partialFile
    },
    { siteDir: engine.siteDir, flag: cliFlag }
  )
  if (config.partialFile !== undefined) {
    const partialFile = config.partialFile
    // A shard only reads the state: the lock keeps out a merge writing it meanwhile.
    const previous = await withState(config.stateFile, false, log, (previous) => Promise.resolve(previous))
    const cacheFile = config.dryRun ? undefined : engine.cacheFile
    const partial = await withCacheLock(cacheFile, log, async () => {
      const threads = new ThreadPool()
      try {
        // One shard: only its partial result; state, sitemap and dates are written by lastmod merge.
        const { partial, collected } = await runShard({ ...engine, threads }, previous, log)
        await writeFileAtomic(partialFile, serializePartial(partial))
        if (collected.pageCache !== undefined && cacheFile !== undefined) await writePageCache(collected.pageCache, collected.results)
        return partial
      } finally {
        await threads.close()
      }
    })
    return io.stdout(`shard ${partial.shard.index}/${partial.shard.count}: ${partial.pages.length} page(s) → ${shown(partialFile)}\n`)
  }
  const { run } = await withState(config.stateFile, !config.dryRun, log, (previous) =>
    applyRun({
      engine: lockedNow(config.engine, config.clock),
      // The built pages, headers and robots.txt take the run's dates (dry run: only counted).
      publish: config.publish,
      restore: () => Promise.resolve({ previous }),
      write: {
        sitemap: !config.dryRun,
        ...(config.dryRun ? {} : { state: { file: config.stateFile, readFromIt: true } }),
        pageCache: !config.dryRun,
        ...(config.reportFile === undefined ? {} : { report: config.reportFile })
      },
      ...(config.sitemapSource === undefined ? {} : { sitemapSource: { ...config.sitemapSource, paths } }),
      guard: { allowMassRemoval: config.allowMassRemoval, flag: cliFlag },
      logWrites: false,
      log
    })
  )
  io.stdout(renderText(run.report))
  // Last, once the state is safe: a failed purge or announcement only warns (neither throws). The
  // CDN first, so that the engines told of a page fetch it fresh.
  await purgeCdn(purgeTargets(run.report), config.purge, config.dryRun, log)
  await submitIndexNow(run, config.publish, log)
}

/**
 * Reads the state at `file` and gives it to `use` under the state's lock (lock.ts), held through
 * `use` when the run writes the state, only through the read when it does not (a dry run, a
 * shard): the read then finds one whole state, and the run does not wait on the others' work.
 */
async function withState<T>(file: string, writes: boolean, log: Logger, use: (previous: State | undefined) => Promise<T>): Promise<T> {
  const options = { what: `state file ${file}`, log, readOnly: !writes }
  if (!writes) return use(await withLock(file, options, () => readStateFile(file)))
  return withLock(file, options, async () => use(await readStateFile(file)))
}

/** Runs `fn` under the page cache's lock, when a cache is written. */
async function withCacheLock<T>(cacheFile: string | undefined, log: Logger, fn: () => Promise<T>): Promise<T> {
  return cacheFile === undefined ? fn() : withLock(cacheFile, { what: `page cache ${cacheFile}`, log }, fn)
}

/**
 * The run's clock, read once the state is locked when it is the system clock: a run that waited
 * for another is dated after the state that run wrote (a run dated before its state is refused).
 */
function lockedNow<T extends { now: Date }>(options: T, clock: (() => Date) | undefined): T {
  return clock === undefined ? options : { ...options, now: clock() }
}
