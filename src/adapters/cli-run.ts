// The `lastmod` command: read the state, run the engine, write sitemap, state and report.
import { renderText } from '../core/report.js'
import { parseCli, USAGE } from './cli-args.js'
import { runEngine, writeSitemapFiles, type EngineRun } from './engine.js'
import { ThreadPool } from './pool.js'
import { explainBuilds, renderExplain } from './explain.js'
import { runMerge, runShard, serializePartial } from './merge.js'
import type { Logger } from './logger.js'
import { applyPageDates, submitIndexNow } from './publish.js'
import { readStateFile, writeStateFile } from './state-file.js'
import { writeFileAtomic } from './atomic.js'
import { writePageCache } from './page-cache-file.js'

export interface CliIO {
  stdout: (text: string) => void
  stderr: (text: string) => void
  clock?: () => Date
  version?: string
}

/** Runs one command; throws on failure (the entry turns that into a message and an exit code). */
export async function runCli(argv: string[], io: CliIO): Promise<void> {
  const command = parseCli(argv, io.clock)
  if (command.kind === 'help') return io.stdout(command.text ?? USAGE)
  if (command.kind === 'version') return io.stdout(`${io.version ?? 'dev'}\n`)
  const log: Logger = {
    info: (m) => io.stderr(`${m}\n`),
    warning: (m) => io.stderr(`warning: ${m}\n`),
    debug: () => {}
  }
  if (command.kind === 'explain') return io.stdout(renderExplain(await explainBuilds(command.options, log)))
  if (command.kind === 'merge') {
    const merge = command.config
    const run = await runMerge(merge, await readStateFile(merge.stateFile), log)
    if (!merge.dryRun) {
      await writeSitemapFiles(run, merge.plan)
      await writeStateFile(merge.stateFile, run.state)
    }
    if (merge.reportFile !== undefined) await writeFileAtomic(merge.reportFile, JSON.stringify(run.report, null, 2) + '\n')
    return io.stdout(renderText(run.report))
  }
  const { config } = command
  const engine = config.engine
  // The page dates are rewritten on the threads that hashed the pages.
  const threads = new ThreadPool()
  let run: EngineRun
  try {
    const previous = await readStateFile(config.stateFile)
    if (config.partialFile !== undefined) {
      // One shard: only its partial result; state, sitemap and dates are written by lastmod merge.
      const { partial, collected } = await runShard({ ...engine, threads }, previous, log)
      await writeFileAtomic(config.partialFile, serializePartial(partial))
      if (collected.pageCache !== undefined && !config.dryRun) await writePageCache(collected.pageCache, collected.results)
      return io.stdout(`shard ${partial.shard.index}/${partial.shard.count}: ${partial.pages.length} page(s) → ${config.partialFile}\n`)
    }
    run = await runEngine({ ...engine, threads }, previous, log)
    // The built pages, headers and robots.txt take the run's dates (dry run: only counted).
    await applyPageDates(run, { ...config.publish, threads }, log)
  } finally {
    await threads.close()
  }
  if (!config.dryRun) {
    // Sitemap before state: if writing the sitemap fails, the next run recomputes the same dates.
    await writeSitemapFiles(run, config.engine)
    // A state whose every record is the one read from this file is that file's content: it is left
    // as it is (on 100,000 unchanged pages, ~0.1 s of the main thread alone at the end of a run).
    if (run.stateUnchanged) log.info(`State: no record changed; ${config.stateFile} left as it was`)
    else await writeStateFile(config.stateFile, run.state)
    // Last: it only saves time, and is right whatever becomes of this run's state.
    if (run.pageCache !== undefined && !(await writePageCache(run.pageCache.use, run.pageCache.results))) {
      log.info(`Page cache: every entry met again; ${run.pageCache.use.file} left as it was`)
    }
  }
  if (config.reportFile !== undefined) {
    await writeFileAtomic(config.reportFile, JSON.stringify(run.report, null, 2) + '\n')
  }
  io.stdout(renderText(run.report))
  // Last, once the state is safe: a failed announcement only warns (submitIndexNow never throws).
  await submitIndexNow(run, config.publish, log)
}
