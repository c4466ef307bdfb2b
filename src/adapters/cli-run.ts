// The `lastmod` command: its flags, its subcommands, and a run over the site (site-run.ts) whose
// summary goes to stdout.
import { renderText } from '../core/report.js'
import { renderCrawlText } from '../core/crawl.js'
import type { State } from '../core/types.js'
import { VERSION } from '../version.js'
import { runAudit, runVerify, type CrawlSettings } from './crawl.js'
import type { CrawlCommand } from './crawl-args.js'
import { InputError } from '../core/urls.js'
import { afterDeploy } from './after-deploy.js'
import { loadBootstrap } from './bootstrap.js'
import { parseCli, USAGE, type CliConfig, type MergeConfig } from './cli-args.js'
import { sitemapPath, type EngineRun } from './engine.js'
import { explainBuilds, renderExplain } from './explain.js'
import { withLock } from './lock.js'
import { printable, shown, type Logger } from './logger.js'
import { checkOutputPaths } from './output-paths.js'
import { runSite, type Restored, type SiteIO, type SiteResult } from './site-run.js'
import type { FileLimits } from './options.js'
import type { ProgressMode } from './progress.js'
import { readStateFile } from './state-file.js'

const cliFlag = (name: string): string => `--${name}`

export interface CliIO {
  stdout: (text: string) => void
  stderr: (text: string) => void
  clock?: () => Date
  version?: string
  /** Smaller files than the protocol's and GitHub's limits (in-process tests of the splitting). */
  limits?: FileLimits
  /** verify's wait between two reads of the sitemap (tests count reads, not seconds). */
  sleep?: (ms: number) => Promise<void>
  /** How a long run shows its progress on stderr (progress.ts): a terminal, an Actions log, or not at all. */
  progress?: { mode: ProgressMode; now: () => number }
}

/**
 * Runs one command; throws on failure (the entry turns that into a message and an exit code).
 * audit and verify return theirs: 1 when they found something.
 */
export async function runCli(argv: string[], raw: CliIO): Promise<number | undefined> {
  // The progress line is ours alone (a label and numbers): its \r and erase-line pass as they are.
  const io = { ...raw, stdout: (t: string) => raw.stdout(printable(t)), stderr: (t: string) => raw.stderr(printable(t)), progressWrite: raw.stderr }
  const command = parseCli(argv, io.clock)
  if (command.kind === 'help') return void io.stdout(command.text ?? USAGE)
  if (command.kind === 'version') return void io.stdout(`${io.version ?? 'dev'}\n`)
  const log: Logger = {
    info: (m) => io.stderr(`${shown(m)}\n`),
    warning: (m) => io.stderr(`warning: ${shown(m)}\n`),
    debug: () => {}
  }
  if (command.kind === 'explain') return void io.stdout(renderExplain(await explainBuilds(command.options, log)))
  if (command.kind === 'audit' || command.kind === 'verify') return crawl(command, io, log)
  if (command.kind === 'merge') {
    const merge = command.config
    const paths = await checkOutputPaths({ '--state-file': merge.stateFile, '--sitemap': sitemapPath(merge), '--report': merge.reportFile }, { siteDir: merge.siteDir, siteOptional: true, flag: cliFlag })
    for (const file of merge.partials) await paths.input('partial result', file, { inSite: false })
    const result = await withState(merge, !merge.dryRun, log, (previous) =>
      runSite(merge, {
        ...cliIo(merge, io, log, previous),
        partials: { files: merge.partials, buildAvailable: merge.buildAvailable },
        write: {
          sitemap: !merge.dryRun,
          ...(merge.dryRun ? {} : { state: { file: merge.stateFile, readFromIt: false } }),
          pageCache: false,
          pageDates: false,
          ...(merge.reportFile === undefined ? {} : { report: merge.reportFile })
        }
      })
    )
    return void io.stdout(renderText(planned(result).report))
  }
  const { config } = command
  const paths = await checkOutputPaths(
    {
      '--state-file': config.stateFile,
      // Rewrite mode writes back to the source unless --sitemap names another file.
      [config.sitemapSource !== undefined && config.sitemapSource.output === undefined ? '--sitemap-source' : '--sitemap']: sitemapPath(config),
      '--report': config.reportFile,
      '--cache-file': config.cacheFile,
      '--headers-file': config.headersFile,
      '--partial': config.partialFile
    },
    { siteDir: config.siteDir, flag: cliFlag }
  )
  // A shard only reads the state: the lock keeps out a merge writing it meanwhile.
  const writes = !config.dryRun && config.partialFile === undefined
  const result = await withState(config, writes, log, (previous) =>
    runSite(config, {
      ...cliIo(config, io, log, previous),
      ...(config.bootstrapSitemap === undefined ? {} : { restore: () => withBootstrap(config, config.bootstrapSitemap as string, previous, log) }),
      paths,
      write: {
        sitemap: writes,
        ...(writes ? { state: { file: config.stateFile, readFromIt: true } } : {}),
        pageCache: !config.dryRun,
        // The built pages, headers and robots.txt take the run's dates (dry run: only counted).
        pageDates: true,
        ...(config.reportFile === undefined ? {} : { report: config.reportFile }),
        ...(config.partialFile === undefined ? {} : { partial: config.partialFile })
      }
    })
  )
  if (result.kind === 'shard') {
    const { partial } = result
    return void io.stdout(`shard ${partial.shard.index}/${partial.shard.count}: ${partial.pages.length} page(s) → ${shown(config.partialFile ?? '')}\n`)
  }
  io.stdout(renderText(result.run.report))
  // Last, once the state is safe: a failed purge or announcement only warns (neither throws).
  await afterDeploy(config, { report: result.run.report }, { log })
  return undefined
}

/** lastmod audit / verify: the summary on stdout, exit 1 when something was found. */
async function crawl(command: CrawlCommand & { kind: 'audit' | 'verify' }, io: CliIO, log: Logger): Promise<number> {
  const settings: CrawlSettings = { version: VERSION, ...command.limits, log, ...(io.sleep === undefined ? {} : { sleep: io.sleep }) }
  let report
  if (command.kind === 'audit') report = await runAudit(command.config, settings)
  else {
    // Only read: no lock is taken, and nothing is written back.
    const state = await readStateFile(command.stateFile)
    if (state === undefined) throw new InputError(`--state-file ${command.stateFile} does not exist: give the state of the run that deployed`)
    report = await runVerify(command.config, state, settings)
  }
  io.stdout(renderCrawlText(report, shown))
  return report.ok ? 0 : 1
}

/** What every run of the command shares: the state read under its lock, and the log. */
function cliIo(config: CliConfig | MergeConfig, io: CliIO & { progressWrite: (text: string) => void }, log: Logger, previous: State | undefined): Omit<SiteIO<Restored>, 'write'> {
  return {
    restore: () => Promise.resolve({ previous }),
    ...(config.lockedClock === undefined ? {} : { lockedClock: config.lockedClock }),
    ...(io.limits === undefined ? {} : { limits: io.limits }),
    ...(io.progress === undefined ? {} : { progress: { ...io.progress, write: io.progressWrite } }),
    flag: cliFlag,
    logWrites: false,
    log
  }
}

/** The state, and the dates of the deployed sitemap for the pages new to it (as the action's bootstrap-sitemap). */
async function withBootstrap(config: CliConfig, source: string, previous: State | undefined, log: Logger): Promise<Restored> {
  const bootstrap = await loadBootstrap(source, { workspace: process.cwd(), now: config.now, log, timeoutMs: config.requestTimeout * 1000, name: cliFlag('bootstrap-sitemap') })
  log.info(`${cliFlag('bootstrap-sitemap')}: ${bootstrap.lastmods.size} dated URL(s) from ${bootstrap.source}`)
  return { previous, seedLastmod: bootstrap.lastmods }
}

function planned(result: SiteResult<Restored>): EngineRun {
  if (result.kind !== 'planned') throw new Error('lastmod merge plans the whole site')
  return result.run
}

/**
 * Reads the state at `stateFile` and gives it to `use` under the state's lock (lock.ts), held through
 * `use` when the run writes the state, only through the read when it does not (a dry run, a
 * shard): the read then finds one whole state, and the run does not wait on the others' work.
 */
async function withState<T>(config: { stateFile: string; lockWait: number }, writes: boolean, log: Logger, use: (previous: State | undefined) => Promise<T>): Promise<T> {
  const file = config.stateFile
  const options = { what: `state file ${file}`, log, readOnly: !writes, wait: config.lockWait, waitName: cliFlag('lock-wait') }
  if (!writes) return use(await withLock(file, options, () => readStateFile(file)))
  return withLock(file, options, async () => use(await readStateFile(file)))
}
