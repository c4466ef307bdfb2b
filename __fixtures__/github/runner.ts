// Runs the bundled action's phases the way the GitHub runner does: a node process per step with
// INPUT_* (action.yml defaults filled in), GITHUB_OUTPUT / GITHUB_STATE / GITHUB_STEP_SUMMARY
// files, the post step receiving the main step's saved state as STATE_* variables. Both phases
// run action.yml's one bundle, dist/index.js: the saved state (isPost) tells post from main.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { childNode } from '../cli/run.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** action.yml's `runs.main` and `runs.post`. */
const BUNDLE = path.join(ROOT, 'dist', 'index.js')

/**
 * What the bundles were built from, next to what the tests test: a warning when src/ (or the
 * dependencies) differ from the last commit while dist/ does not, that is, changes no bundle was
 * made for. Git compares contents, so a fresh clone (whose file times are arbitrary) is quiet; CI
 * rebuilds dist/ and fails on any difference, so a hint is enough here. Outside a git checkout,
 * nothing is said.
 */
export function staleBundlesWarning(root = ROOT): string | undefined {
  const changed = (paths: string[]): boolean | undefined => {
    const status = spawnSync('git', ['status', '--porcelain', '--', ...paths], { cwd: root, encoding: 'utf8' })
    return status.status === 0 ? status.stdout.trim() !== '' : undefined
  }
  if (changed(['src', 'package.json', 'package-lock.json']) !== true || changed(['dist']) !== false) return undefined
  return 'src/ has changes that dist/ was not rebuilt for: run npm run bundle to test the current code'
}

/** The process tests run the bundles: fail clearly when one is missing; warn when it was not rebuilt for src/'s changes. */
export function assertFreshBundles(): void {
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bundle before these tests`)
  const warning = staleBundlesWarning()
  if (warning !== undefined) console.warn(warning)
}

/** The `default:` of every input in action.yml, with `${{ github.token }}` evaluated to `token`. */
export function actionDefaults(token: string): Record<string, string> {
  const lines = readFileSync(path.join(ROOT, 'action.yml'), 'utf8').split('\n')
  const defaults: Record<string, string> = {}
  let inInputs = false
  let current: string | undefined
  for (const line of lines) {
    if (/^\S/.test(line)) inInputs = line.startsWith('inputs:')
    if (!inInputs) continue
    const input = /^ {2}([\w-]+):\s*$/.exec(line)
    if (input) current = input[1]
    const value = /^ {4}default:\s*(.*)$/.exec(line)
    if (value && current) {
      let text = (value[1] ?? '').trim()
      if (/^'.*'$|^".*"$/.test(text)) text = text.slice(1, -1)
      defaults[current] = text.replace(/\$\{\{\s*github\.token\s*\}\}/g, token)
    }
  }
  return defaults
}

/** Parses the `name<<delimiter` / `name=value` format of GITHUB_OUTPUT and GITHUB_STATE. */
export function parseCommandFile(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string]
      const value: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i] as string)
      out[name] = value.join('\n')
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1)
    }
  }
  return out
}

export interface StepResult {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  savedState: Record<string, string>
  summary: string
}

export interface JobEnv {
  workspace: string
  runnerTemp: string
  apiUrl: string
  token: string
  eventName: string
  event: unknown
  runId: number
  repository?: string
  /** The node binary that runs the steps (the runner's is Node 24); childNode by default. */
  node?: string
  /** More environment for the steps. */
  env?: Record<string, string>
}

export function newJob(options: Omit<JobEnv, 'runnerTemp'>): JobEnv {
  return { ...options, runnerTemp: mkdtempSync(path.join(tmpdir(), 'lastmod-runner-temp-')) }
}

/**
 * One step: `main` or `post` of the action, with `with:` inputs over action.yml's defaults. The
 * phase is told by `savedState`, as on the runner: post is given main's (with isPost).
 */
export async function runStep(
  phase: 'main' | 'post',
  job: JobEnv,
  inputs: Record<string, string>,
  savedState: Record<string, string> = {}
): Promise<StepResult> {
  const files = mkdtempSync(path.join(tmpdir(), 'lastmod-step-'))
  const outputFile = path.join(files, 'output')
  const stateFile = path.join(files, 'state')
  const summaryFile = path.join(files, 'summary')
  const eventFile = path.join(files, 'event.json')
  for (const file of [outputFile, stateFile, summaryFile]) writeFileSync(file, '')
  writeFileSync(eventFile, JSON.stringify(job.event))
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? files,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STATE: stateFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: job.eventName,
    GITHUB_API_URL: job.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: job.repository ?? 'octo/site',
    GITHUB_RUN_ID: String(job.runId),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: job.workspace,
    RUNNER_TEMP: job.runnerTemp
  }
  for (const [name, value] of Object.entries({ ...actionDefaults(job.token), ...inputs })) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(savedState)) env[`STATE_${name}`] = value
  Object.assign(env, job.env)

  if (phase === 'post' && savedState['isPost'] !== 'true') throw new Error('a post step needs the main step\'s saved state (isPost)')
  const child = spawn(job.node ?? childNode, [BUNDLE], { cwd: job.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const stdout: Buffer[] = []
  const stderr: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk))
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve(code ?? 1))
  })
  return {
    exitCode,
    stdout: Buffer.concat(stdout).toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    outputs: parseCommandFile(readFileSync(outputFile, 'utf8')),
    savedState: parseCommandFile(readFileSync(stateFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8')
  }
}
