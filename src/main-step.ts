// The action's main step, loaded by its entry (main.ts) on demand, so that the post phase never
// loads it (the engine, the extractor, the worker pool): update (build and hand the pending state
// to post or to a later job), check (pull requests: report, persist nothing) or persist (a later
// job after the deploy).
import * as core from '@actions/core'
import * as github from '@actions/github'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { renderComment, commentMarker } from './core/render-comment.js'
import { noticesOf, renderSummary } from './core/render-summary.js'
import { jsonArrayWithin } from './core/report.js'
import { writeFileAtomic } from './adapters/atomic.js'
import type { State } from './core/types.js'
import { checkGitStoreUsable, coreLogger, errorMessage, group, persistAndAnnounce, startRun, type ActionRun } from './adapters/action-run.js'
import { loadBootstrap, type Bootstrap } from './adapters/bootstrap.js'
import { sitemapPath } from './adapters/engine.js'
import { octokitComments, postStickyComment, writeSummary } from './adapters/github.js'
import { PENDING_REPORT, PENDING_STATE } from './adapters/phase-state.js'
import { readStateFile, stateFiles } from './adapters/state-file.js'
import { actionOutputs } from './adapters/inputs.js'
import { checkOutputPaths } from './adapters/output-paths.js'
import { runSite, type Restored } from './adapters/site-run.js'
import { shown } from './adapters/logger.js'
import type { LoadResult } from './adapters/stores/store.js'
import { toolkitPendingHandoff } from './adapters/stores/toolkit.js'
import { mismatchedPages, renderCrawlSummary, renderCrawlText, staleUrls } from './core/crawl.js'
import { escapeInline, table } from './core/markdown.js'
import { InputError, parseSiteUrl } from './core/urls.js'
import { runVerify, type VerifyConfig } from './adapters/crawl.js'
import { DEFAULT_CONCURRENCY, DEFAULT_DEADLINE } from './adapters/crawl-args.js'
import { isInputError } from './errors.js'
import { VERSION } from './version.js'

const PENDING_FILE = 'pending-state.json'
const REPORT_FILE = 'report.json'
const CHANGED_URLS_OUTPUT_BYTES = 500_000

/** Evidence, beyond the store's own, that this site had dates before: a committed sitemap with lastmods. */
async function committedSitemapHasDates(run: ActionRun): Promise<string | undefined> {
  const file = run.config.sitemapPath
  const tracked = await run.git(['ls-files', '--error-unmatch', '--', path.relative(run.workspace, file)])
  if (tracked.exitCode !== 0) return undefined
  const text = await readFile(file, 'utf8').catch(() => '')
  return /<lastmod>/.test(text) ? `${path.relative(run.workspace, file)} is committed with lastmod dates` : undefined
}

async function compute(run: ActionRun): Promise<void> {
  const { config } = run
  const restore = async (): Promise<Restored & { loaded: LoadResult; bootstrap?: Bootstrap }> => {
    await checkGitStoreUsable(run)
    const loaded = await group(`Restore state (${run.store.description})`, () => run.store.load())
    const previous: State | undefined = loaded.kind === 'found' ? loaded.state : undefined
    if (loaded.kind === 'found') core.info(`Restored ${Object.keys(loaded.state.pages).length} page(s) from ${shown(loaded.source)}`)
    if (config.bootstrapSitemap !== undefined) {
      const source = config.bootstrapSitemap
      const bootstrap = await group('Read bootstrap sitemap', () => loadBootstrap(source, { workspace: run.workspace, now: config.now, log: coreLogger, timeoutMs: config.requestTimeout * 1000 }))
      core.info(`bootstrap-sitemap: ${bootstrap.lastmods.size} dated URL(s) from ${shown(bootstrap.source)}`)
      return { previous, seedLastmod: bootstrap.lastmods, loaded, bootstrap }
    }
    if (!previous) await warnFirstRun(run, loaded)
    return { previous, loaded }
  }

  const paths = await checkOutputPaths(actionOutputs(config, run.workspace), { siteDir: config.siteDir, workspace: run.workspace, flag: (name) => name })
  // In update mode the report sits beside the pending state: post and the persist step read it
  // from there (IndexNow), so it is written once.
  const pendingDir = path.join(run.tempDir, 'pending')
  const pendingPath = path.join(pendingDir, PENDING_FILE)
  const reportPath = path.join(config.mode === 'update' ? pendingDir : run.tempDir, REPORT_FILE)
  const result = await runSite(config, {
    restore,
    write: {
      sitemap: true,
      ...(config.mode === 'update' ? { state: { file: pendingPath, readFromIt: false } } : {}),
      // Not state: right whatever becomes of this run, so written in check mode too (actions/cache keeps it).
      pageCache: true,
      report: reportPath,
      // A pull-request check only counts what it would write into the pages.
      pageDates: config.mode !== 'check'
    },
    paths,
    flag: (name) => name,
    logWrites: true,
    log: coreLogger,
    stage: group,
    // A line every ten seconds or so in the job's log while the pages are hashed.
    progress: { mode: 'log', write: (text) => core.info(text.trimEnd()), now: () => performance.now() }
  })
  if (result.kind !== 'planned') throw new Error('the action plans the whole site')
  const { run: planned, restored } = result
  const { report } = planned
  core.setOutput('new', report.pages.new.length)
  core.setOutput('changed', report.pages.changed.length)
  core.setOutput('removed', report.pages.removed.length)
  core.setOutput('unchanged', report.pages.unchanged.length)
  // The full list goes to a file; the output holds what fits in 500 KB, still a JSON array.
  const changedUrls = [...report.pages.new, ...report.pages.changed]
  const changedUrlsFile = path.join(run.tempDir, 'changed-urls.json')
  await writeFileAtomic(changedUrlsFile, JSON.stringify(changedUrls))
  const { json, omitted } = jsonArrayWithin(changedUrls, CHANGED_URLS_OUTPUT_BYTES)
  core.setOutput('changed-urls', json)
  core.setOutput('changed-urls-file', changedUrlsFile)
  if (omitted > 0) {
    core.warning(`changed-urls lists the first ${changedUrls.length - omitted} of ${changedUrls.length} new and changed URLs (${omitted} left out: GitHub keeps at most 1 MB of a job's outputs); the full JSON array is in ${changedUrlsFile}, the output changed-urls-file`)
  }
  core.setOutput('sitemap', sitemapPath(config))
  core.setOutput('report', reportPath)

  for (const notice of noticesOf(report)) (notice.level === 'warning' ? core.warning : core.notice)(shown(notice.text), { title: notice.title })

  let persistNote: string | undefined
  if (config.mode === 'update') {
    if (config.persist === 'post') {
      core.saveState(PENDING_STATE, pendingPath)
      core.saveState(PENDING_REPORT, reportPath)
      persistNote = `${run.store.description}, by this action's post step if the job succeeds`
    } else {
      await group(`Hand the pending state on as artifact ${config.pendingArtifactName}`, async () =>
        toolkitPendingHandoff().upload(config.pendingArtifactName, [...(await stateFiles(pendingPath)), reportPath])
      )
      persistNote = `${run.store.description}, by a later step with mode: persist after the deploy`
    }
  }

  const { loaded, bootstrap } = restored
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

/** No state and no bootstrap sitemap: every page is dated now. Says so, louder if the site had dates before. */
async function warnFirstRun(run: ActionRun, loaded: LoadResult): Promise<void> {
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
        `Cannot comment on pull request #${number} (${shown(outcome.message)}): the token is read-only (fork PR?) or lacks pull-requests: write. The comment is in the job summary instead.`,
        { title: 'lastmod: no PR comment' }
      )
      await writeSummary(`\n### PR comment (could not be posted)\n\n${body}`)
      return
    case 'failed':
      core.warning(`Could not post the PR comment: ${shown(outcome.message)}. The report is in the job summary.`, { title: 'lastmod: no PR comment' })
      return
    default: {
      const never: never = outcome
      throw new Error(`unknown comment outcome ${JSON.stringify(never)}`)
    }
  }
}

async function persistHandedOn(run: ActionRun): Promise<void> {
  await checkGitStoreUsable(run)
  // The cache store writes the state in the workspace, checked as the main step checks its outputs.
  const { 'state-file': stateFile } = actionOutputs(run.config, run.workspace)
  await checkOutputPaths({ 'state-file': stateFile }, { siteDir: run.workspace, workspace: run.workspace, flag: (name) => name })
  const dir = path.join(run.tempDir, 'handoff')
  await mkdir(dir, { recursive: true })
  await group(`Download pending state artifact ${run.config.pendingArtifactName}`, () =>
    toolkitPendingHandoff().download(run.config.pendingArtifactName, dir)
  )
  const state = await readStateFile(path.join(dir, PENDING_FILE))
  if (!state) throw new Error(`artifact ${run.config.pendingArtifactName} holds no ${PENDING_FILE}`)
  await persistAndAnnounce(run, state, 'lastmod: state persisted', path.join(dir, REPORT_FILE))
}

/**
 * After the deploy: what crawlers see against the state in the store. The step fails only as
 * fail-on asks; a site that cannot be reached only warns unless fail-on is set.
 */
async function verifyDeployed(run: ActionRun): Promise<void> {
  const { config } = run
  await checkGitStoreUsable(run)
  const loaded = await group(`Restore state (${run.store.description})`, () => run.store.load())
  if (loaded.kind !== 'found') throw new InputError(`mode verify needs the state of the deploy, and ${run.store.description} holds none (${loaded.source}): run it after the step that persists the state`)
  const verifyConfig: VerifyConfig = {
    siteUrl: parseSiteUrl(config.siteUrl, 'site-url').href,
    sitemapUrl: config.verify.sitemapUrl,
    pages: config.verify.pages,
    wait: config.verify.wait,
    htmlDates: config.htmlDates,
    lastModified: config.mtime || config.headersFile !== undefined,
    now: config.now
  }
  let report
  try {
    report = await group('Check what crawlers see', () =>
      runVerify(verifyConfig, loaded.state, { version: VERSION, concurrency: DEFAULT_CONCURRENCY, requestTimeout: config.requestTimeout, deadline: DEFAULT_DEADLINE, log: coreLogger })
    )
  } catch (error) {
    if (!isInputError(error) || config.verify.failOn !== 'never') throw error
    const message = errorMessage(error).replace('--sitemap-url', 'sitemap-url')
    core.warning(`Could not check what crawlers see: ${shown(message)}`, { title: 'lastmod verify' })
    core.setOutput('verified', 'false')
    core.setOutput('stale-urls', '[]')
    core.setOutput('mismatches', 0)
    await writeSummary(`### What crawlers see

${escapeInline(message, 400)}
`)
    return
  }
  core.info(renderCrawlText(report, shown))
  const stale = staleUrls(report)
  core.setOutput('verified', String(report.ok))
  core.setOutput('stale-urls', jsonArrayWithin(stale, CHANGED_URLS_OUTPUT_BYTES).json)
  core.setOutput('mismatches', mismatchedPages(report))
  await writeSummary(renderCrawlSummary(report, escapeInline, table))
  const fail = config.verify.failOn === 'mismatch' ? !report.ok : config.verify.failOn === 'stale' && stale.length > 0
  // Thrown after the outputs and the summary are written: main.ts fails the step with it.
  if (fail) throw new Error(`what crawlers see disagrees with the state (fail-on: ${config.verify.failOn}): ${report.findings.filter((f) => f.problem).map((f) => `${f.count} ${f.kind}`).join(', ')}`)
}

/** The main step: update, check, persist or verify, by the mode input. Throws on failure (main.ts reports it). */
export async function mainStep(): Promise<void> {
  const run = await startRun()
  core.info(`lastmod: mode ${run.config.mode}, state store ${run.store.description}`)
  switch (run.config.mode) {
    case 'update':
    case 'check':
      return compute(run)
    case 'persist':
      return persistHandedOn(run)
    case 'verify':
      return verifyDeployed(run)
    default: {
      const never: never = run.config.mode
      throw new Error(`unknown mode ${String(never)}`)
    }
  }
}
