// The action's main step, loaded by its entry (main.ts) once the process is the one that does the
// run: update (build and hand the pending state to post or to a later job), check (pull requests:
// report, persist nothing) or persist (a later job after the deploy).
import * as core from '@actions/core'
import * as github from '@actions/github'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { renderComment, commentMarker } from './core/render-comment.js'
import { detectNoise, noiseMessage, otherFindings, renderSummary } from './core/render-summary.js'
import { describeNoise } from './core/noise.js'
import type { State } from './core/types.js'
import { checkGitStoreUsable, coreLogger, errorMessage, startRun, type ActionRun } from './adapters/action-run.js'
import { loadBootstrap, type Bootstrap } from './adapters/bootstrap.js'
import { prestartPageWorkers, runEngine, sitemapFileName, writeSitemapFiles, type EngineOptions, type EngineRun } from './adapters/engine.js'
import { octokitComments, postStickyComment, writeSummary } from './adapters/github.js'
import { readStateFile, writeStateFile } from './adapters/state-file.js'
import { ThreadPool } from './adapters/pool.js'
import { startPageWalk, type PageWalk } from './adapters/walker.js'
import { applyPageDates, type PublishOptions } from './adapters/publish.js'
import { announce } from './adapters/announce.js'
import { toolkitPendingHandoff } from './adapters/stores/toolkit.js'
import { writePageCache } from './adapters/page-cache-file.js'

/** Names under which main tells post where the pending state and the report are (`STATE_<name>`). */
export const PENDING_STATE = 'pending-state'
export const PENDING_REPORT = 'pending-report'
const PENDING_FILE = 'pending-state.json'
const REPORT_FILE = 'report.json'

function publishOptions(config: ActionRun['config'], dryRun: boolean): PublishOptions {
  return {
    siteDir: config.siteDir,
    siteUrl: config.siteUrl,
    cleanUrls: config.cleanUrls,
    sitemapPath: config.sitemapPath,
    gzip: config.gzip,
    dryRun,
    htmlDates: config.htmlDates,
    mtime: config.mtime,
    robotsSitemap: config.robotsSitemap,
    ...(config.headersFile !== undefined ? { headersFile: config.headersFile } : {}),
    ...(config.indexNow !== undefined ? { indexNow: config.indexNow } : {})
  }
}

async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  core.startGroup(name)
  try {
    return await fn()
  } finally {
    core.endGroup()
  }
}

/** Evidence, beyond the store's own, that this site had dates before: a committed sitemap with lastmods. */
async function committedSitemapHasDates(run: ActionRun): Promise<string | undefined> {
  const file = run.config.sitemapPath
  const tracked = await run.git(['ls-files', '--error-unmatch', '--', path.relative(run.workspace, file)])
  if (tracked.exitCode !== 0) return undefined
  const text = await readFile(file, 'utf8').catch(() => '')
  return /<lastmod>/.test(text) ? `${path.relative(run.workspace, file)} is committed with lastmod dates` : undefined
}

async function compute(run: ActionRun): Promise<void> {
  // The site folder is walked on a thread of its own while the state is restored (walker.ts).
  const walk = startPageWalk(run.config.siteDir, coreLogger)
  // The page dates are rewritten on the threads that hashed the pages.
  const threads = new ThreadPool()
  try {
    // The page workers load their bundle while the state is restored, as the walk runs.
    const { siteDir, siteUrl, contentSelector, ignoreSelectors, cacheFile } = run.config
    const jobOptions = { siteDir, siteUrl, contentSelector, ignoreSelectors, ...(cacheFile === undefined ? {} : { cacheFile }) }
    if (walk !== undefined) await prestartPageWorkers(jobOptions, threads, coreLogger)
    await computeWith(run, walk, threads)
  } finally {
    await Promise.all([threads.close(), walk?.close()])
  }
}

async function computeWith(run: ActionRun, walk: PageWalk | undefined, threads: ThreadPool): Promise<void> {
  const { config } = run
  await checkGitStoreUsable(run)
  const loaded = await group(`Restore state (${run.store.description})`, () => run.store.load())
  const previous: State | undefined = loaded.kind === 'found' ? loaded.state : undefined
  if (loaded.kind === 'found') core.info(`Restored ${Object.keys(loaded.state.pages).length} page(s) from ${loaded.source}`)

  let bootstrap: Bootstrap | undefined
  if (config.bootstrapSitemap !== undefined) {
    bootstrap = await group('Read bootstrap sitemap', () =>
      loadBootstrap(config.bootstrapSitemap as string, { workspace: run.workspace, now: config.now, log: coreLogger })
    )
    core.info(`bootstrap-sitemap: ${bootstrap.lastmods.size} dated URL(s) from ${bootstrap.source}`)
  } else if (!previous) {
    const vanished = (loaded.kind === 'missing' ? loaded.vanished : undefined) ?? (await committedSitemapHasDates(run))
    if (vanished !== undefined) {
      core.warning(
        `No lastmod state was found (${loaded.source}), but this site had dates before: ${vanished}. ` +
          'Every page is dated now, which resets the whole sitemap. Set bootstrap-sitemap to the deployed sitemap ' +
          '(e.g. https://example.com/sitemap.xml) to keep the old dates.',
        { title: 'lastmod state vanished' }
      )
    } else {
      core.notice(
        `No lastmod state found (${loaded.source}): first run? Every page is dated now. ` +
          'If this site had state before (deleted branch, expired artifact, evicted cache), set bootstrap-sitemap to the deployed sitemap.',
        { title: 'lastmod: first run' }
      )
    }
  }

  const options: EngineOptions = {
    siteDir: config.siteDir,
    siteUrl: config.siteUrl,
    now: config.now,
    contentSelector: config.contentSelector,
    ignoreSelectors: config.ignoreSelectors,
    include: config.include,
    exclude: config.exclude,
    cleanUrls: config.cleanUrls,
    sitemapPath: config.sitemapPath,
    lastmodFormat: config.lastmodFormat,
    gzip: config.gzip,
    ...(bootstrap ? { seedLastmod: bootstrap.lastmods } : {}),
    ...(config.cacheFile === undefined ? {} : { cacheFile: config.cacheFile })
  }
  let result: EngineRun
  try {
    result = await group('Hash pages', () => runEngine({ ...options, threads, ...(walk === undefined ? {} : { walk }) }, previous, coreLogger))
    // Before anything is deployed: the pages, headers and robots.txt take this run's dates.
    // A pull-request check only counts what it would write.
    const publish = { ...publishOptions(config, config.mode === 'check'), threads }
    await group('Write dates into the built site', () => applyPageDates(result, publish, coreLogger))
  } finally {
    await threads.close()
  }
  const { report } = result
  await group('Write sitemap', async () => {
    for (const file of await writeSitemapFiles(result, options)) core.info(`Wrote ${file}`)
  })
  // Not state: right whatever becomes of this run, so written in check mode too (actions/cache keeps it).
  const pageCache = result.pageCache
  if (pageCache !== undefined) {
    if (await writePageCache(pageCache.use, pageCache.results)) core.info(`Wrote the page cache ${pageCache.use.file}`)
    else core.info(`Page cache: every entry met again; ${pageCache.use.file} left as it was`)
  }

  // In update mode the report sits beside the pending state: post and the persist step read it
  // from there (IndexNow), so it is written once.
  const pendingDir = path.join(run.tempDir, 'pending')
  const reportPath = path.join(config.mode === 'update' ? pendingDir : run.tempDir, REPORT_FILE)
  await mkdir(path.dirname(reportPath), { recursive: true })
  await writeFile(reportPath, JSON.stringify(report, null, 2) + '\n', 'utf8')
  core.setOutput('new', report.pages.new.length)
  core.setOutput('changed', report.pages.changed.length)
  core.setOutput('removed', report.pages.removed.length)
  core.setOutput('unchanged', report.pages.unchanged.length)
  core.setOutput('changed-urls', JSON.stringify([...report.pages.new, ...report.pages.changed]))
  core.setOutput('sitemap', path.join(path.dirname(config.sitemapPath), sitemapFileName(options)))
  core.setOutput('report', reportPath)

  const noise = detectNoise(report)
  if (noise) core.warning(noiseMessage(noise), { title: 'lastmod: most pages changed' })
  for (const finding of otherFindings(report, noise)) core.warning(describeNoise(finding), { title: 'lastmod: probable noise' })

  let persistNote: string | undefined
  if (config.mode === 'update') {
    const pendingPath = path.join(pendingDir, PENDING_FILE)
    await writeStateFile(pendingPath, result.state)
    const pendingReport = reportPath
    if (config.persist === 'post') {
      core.saveState(PENDING_STATE, pendingPath)
      core.saveState(PENDING_REPORT, pendingReport)
      persistNote = `${run.store.description}, by this action's post step if the job succeeds`
    } else {
      await group(`Hand the pending state on as artifact ${config.pendingArtifactName}`, () =>
        toolkitPendingHandoff().upload(config.pendingArtifactName, [pendingPath, pendingReport])
      )
      persistNote = `${run.store.description}, by a later step with mode: persist after the deploy`
    }
  }

  const seeded = bootstrap ? report.pages.new.filter((url) => bootstrap.lastmods.has(url)).length : 0
  await writeSummary(
    renderSummary({
      report,
      mode: config.mode === 'check' ? 'check' : 'update',
      stateSource: loaded.source,
      stateFound: loaded.kind === 'found',
      ...(bootstrap ? { bootstrap: { source: bootstrap.source, seeded } } : {}),
      ...(persistNote !== undefined ? { persistNote } : {})
    })
  )

  if (config.mode === 'check') await comment(run, report)
}

async function comment(run: ActionRun, report: Parameters<typeof renderComment>[0]['report']): Promise<void> {
  const number = github.context.payload.pull_request?.number
  if (!run.config.comment || number === undefined) return
  const body = renderComment({ report, summaryUrl: `${run.serverUrl}/${run.owner}/${run.repo}/pull/${number}/checks` })
  const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length
  let outcome
  try {
    const api = octokitComments(run.octokit(), { owner: run.owner, repo: run.repo, issueNumber: number })
    outcome = await postStickyComment(api, commentMarker(report.siteUrl), body, { createIfMissing: moving > 0 })
  } catch (error) {
    outcome = { kind: 'failed' as const, message: errorMessage(error) }
  }
  switch (outcome.kind) {
    case 'created':
    case 'updated':
    case 'unchanged':
    case 'skipped':
      core.info(`PR comment: ${outcome.kind}`)
      return
    case 'forbidden':
      core.warning(
        `Cannot comment on pull request #${number} (${outcome.message}): the token is read-only (fork PR?) or lacks pull-requests: write. The comment is in the job summary instead.`,
        { title: 'lastmod: no PR comment' }
      )
      await writeSummary(`\n### PR comment (could not be posted)\n\n${body}`)
      return
    case 'failed':
      core.warning(`Could not post the PR comment: ${outcome.message}. The report is in the job summary.`, { title: 'lastmod: no PR comment' })
      return
    default: {
      const never: never = outcome
      throw new Error(`unknown comment outcome ${JSON.stringify(never)}`)
    }
  }
}

async function persistHandedOn(run: ActionRun): Promise<void> {
  await checkGitStoreUsable(run)
  const dir = path.join(run.tempDir, 'handoff')
  await mkdir(dir, { recursive: true })
  await group(`Download pending state artifact ${run.config.pendingArtifactName}`, () =>
    toolkitPendingHandoff().download(run.config.pendingArtifactName, dir)
  )
  const state = await readStateFile(path.join(dir, PENDING_FILE))
  if (!state) throw new Error(`artifact ${run.config.pendingArtifactName} holds no ${PENDING_FILE}`)
  const result = await group(`Persist state (${run.store.description})`, () => run.store.persist(state))
  core.info(`State ${result.kind}: ${result.detail}`)
  await writeSummary(`### lastmod: state persisted\n\n${result.kind === 'saved' ? 'Saved' : 'Unchanged'}: ${result.detail}\n`)
  await announce(run.config, path.join(dir, REPORT_FILE))
}

async function main(): Promise<void> {
  const run = await startRun()
  core.info(`lastmod: mode ${run.config.mode}, state store ${run.store.description}`)
  switch (run.config.mode) {
    case 'update':
    case 'check':
      return compute(run)
    case 'persist':
      return persistHandedOn(run)
    default: {
      const never: never = run.config.mode
      throw new Error(`unknown mode ${String(never)}`)
    }
  }
}

// The one error boundary: any thrown value, not only an Error, fails the step.
try {
  await main()
} catch (error) {
  core.setFailed(errorMessage(error))
}
