// What main and post share: the run's GitHub context, the core logger, and the store wiring.
import * as core from '@actions/core'
import * as github from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import { mkdir, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { State } from '../core/types.js'
import { afterDeploy } from './after-deploy.js'
import { createGit, type Git } from './git.js'
import { writeSummary, type Octokit } from './github.js'
import { deadline, isTimeout, noAnswer } from './http.js'
import { readConfig, type Config } from './inputs.js'
import { shown, type Logger } from './logger.js'
import { protectSecret, urlSecrets } from './redact.js'
import { createStore } from './stores/index.js'
import type { StateStore } from './stores/store.js'

export const coreLogger: Logger = {
  info: (message) => core.info(shown(message)),
  warning: (message) => core.warning(shown(message)),
  debug: (message) => core.debug(shown(message))
}

export { errorMessage } from '../errors.js'

/** One stage of the log: a group of lines the runner folds. */
export async function group<T>(name: string, fn: () => Promise<T>): Promise<T> {
  core.startGroup(name)
  try {
    return await fn()
  } finally {
    core.endGroup()
  }
}

/** The after-deploy step as post and the persist step run it: the state persisted into the run's store, then the announcements. */
export async function persistAndAnnounce(run: ActionRun, state: State, title: string, report: string | undefined): Promise<void> {
  await afterDeploy(run.config, { ...(report === undefined ? {} : { report: { file: report } }), persist: { state, store: run.store, title } }, { log: coreLogger, stage: group, summary: writeSummary })
}

export interface ActionRun {
  config: Config
  workspace: string
  tempDir: string
  owner: string
  repo: string
  runId: number
  runAttempt: number
  runUrl: string
  serverUrl: string
  git: Git
  octokit: () => Octokit
  store: StateStore
}

/** Reads the inputs (once) and the runner's environment. The token is masked before any use of it. */
export async function startRun(): Promise<ActionRun> {
  const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd()
  const context = github.context
  const config = readConfig((name) => core.getInput(name), {
    eventName: context.eventName,
    workspace,
    clock: () => new Date()
  })
  // Masked before anything could print them; readConfig itself never puts a token in a message,
  // nor more than the origin of a URL that may hold one.
  const { cloudflare, webhook } = config.purge
  const urls = [
    ...urlSecrets(webhook ?? '', true),
    ...[cloudflare?.endpoint, config.indexNow?.endpoint, config.bootstrapSitemap, config.mode === 'verify' ? config.verify.sitemapUrl : undefined].flatMap((url) => urlSecrets(url ?? '', false))
  ]
  const secrets = [config.token, cloudflare?.token ?? '', ...urls].filter((secret) => secret !== '')
  // All registered with the runner first: once one is redacted here, a longer one holding it
  // (the whole URL) would reach the runner with *** in it.
  for (const secret of secrets) core.setSecret(secret)
  for (const secret of secrets) protectSecret(secret)
  const { owner, repo } = context.repo
  const runAttempt = Number(process.env['GITHUB_RUN_ATTEMPT'] || '1')
  const runUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`
  // A folder of this step's own: two uses of the action in one job must not share a pending state
  // (post finds its own through the saved state).
  const base = path.join(process.env['RUNNER_TEMP'] || tmpdir(), 'lastmod')
  await mkdir(base, { recursive: true })
  const tempDir = await mkdtemp(path.join(base, 'step-'))
  const git = createGit(workspace)
  let octokit: Octokit | undefined
  const getOctokit = (): Octokit => {
    if (config.token === '') throw new Error('token is empty: the artifact store and PR comments need a token (default ${{ github.token }})')
    octokit ??= octokitWithDeadlines(config.token, config.requestTimeout * 1000)
    return octokit
  }
  const payload = context.payload as { pull_request?: { base?: { ref?: string } }; repository?: { default_branch?: string } }
  const artifactBranch = payload.pull_request?.base?.ref ?? payload.repository?.default_branch ?? process.env['GITHUB_REF_NAME'] ?? 'main'
  const store = createStore(config.store, config.stateFile, {
    git,
    octokit: getOctokit,
    token: config.token,
    run: { owner, repo, runId: context.runId, runAttempt, runUrl },
    artifactBranch,
    workspace,
    tmpDir: tempDir,
    log: coreLogger,
    lockWait: config.lockWait
  })
  return { config, workspace, tempDir, owner, repo, runId: context.runId, runAttempt, runUrl, serverUrl: context.serverUrl, git, octokit: getOctokit, store }
}

/** The git store needs a clone with `origin`; say so instead of failing on a git message. */
export async function checkGitStoreUsable(run: ActionRun): Promise<void> {
  if (run.store.kind !== 'git') return
  const result = await run.git(['remote', 'get-url', 'origin'])
  if (result.exitCode !== 0) {
    throw new Error(`state-store git needs a git checkout with an 'origin' remote in ${run.workspace} (add actions/checkout before this step); git said: ${result.stderr.trim().split('\n').pop() ?? ''}`)
  }
}

/**
 * An Octokit whose every request (each page of a listing too) has its own deadline. Through the
 * toolkit's proxy-aware fetch: a signal set in a request hook never reaches it.
 */
function octokitWithDeadlines(token: string, timeoutMs: number): Octokit {
  const proxyFetch = (defaults.request?.fetch ?? fetch) as typeof fetch
  const timed: typeof fetch = async (url, init) => {
    try {
      return await proxyFetch(url, { ...init, signal: deadline(timeoutMs) })
    } catch (error) {
      throw isTimeout(error) ? new Error(noAnswer('the GitHub API', timeoutMs)) : error
    }
  }
  return github.getOctokit(token, { request: { ...defaults.request, fetch: timed } })
}
