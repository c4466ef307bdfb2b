// The bundles as they run: each entry runs in the process it was started in (no relaunch) and
// sets no V8 flag of its own; the action's one bundle runs main and post, and post loads neither
// the main step nor a toolkit it does not use. Under Node 24 too, the action's runtime: `node
// scripts/node24.mjs` fetches it into build/node24 (.ci/run does); without it, the Node 24 tests
// are skipped and the rest run.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseState } from '../src/core/state.js'
import { buildExample, bundledCli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { createRepos, git } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const NODE24 = path.join(repoRoot, 'build/node24/bin/node')
const haveNode24 = existsSync(NODE24)
const SITE_URL = 'https://example.com/'
const RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-launch.mjs')).href
const FLAG_RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-v8-flags.mjs')).href
const LOAD_RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-loads.mjs')).href

/** The V8 flags the bundled CLI's main thread set while it ran (__fixtures__/runtime/record-v8-flags.mjs). */
function flagsSetByCli(node: string): string[] {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  buildExample(site)
  const record = path.join(dir, 'flags.txt')
  const r = spawnSync(node, [path.join(repoRoot, 'dist/cli.js'), '--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--jobs', '2'], {
    env: { ...process.env, NODE_OPTIONS: `--import="${FLAG_RECORDER}"`, LASTMOD_TEST_V8_FLAGS: record },
    encoding: 'utf8'
  })
  expect(r.status).toBe(0)
  return existsSync(record) ? readFileSync(record, 'utf8').trim().split('\n') : []
}

interface Launch {
  pid: number
  execArgv: string[]
}

function launches(file: string): Launch[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Launch)
}

/** The environment of a child that records its launches into a new file, which is returned. */
function recordingEnv(dir: string): { env: NodeJS.ProcessEnv; record: string } {
  const record = path.join(dir, `launches-${Math.random().toString(36).slice(2)}.jsonl`)
  return { env: { ...process.env, NODE_OPTIONS: `--import="${RECORDER}"`, LASTMOD_TEST_LAUNCHES: record }, record }
}

describe('the bundles on this Node', () => {
  it('the CLI runs once, in the process it was started in, and sets no V8 flag', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const { env, record } = recordingEnv(dir)
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--jobs', '2'], { node: process.execPath, env })
    expect(r.status).toBe(0)
    expect(launches(record)).toEqual([{ pid: r.pid, execArgv: [] }])
    expect(flagsSetByCli(process.execPath)).toEqual([])
  })

  it('without the main step’s chunk, the action’s main phase fails in one line that says so', () => {
    const dir = tempDir()
    const dist = path.join(repoRoot, 'dist')
    for (const file of readdirSync(dist)) {
      if (!readFileSync(path.join(dist, file), 'utf8').includes('function mainStep(')) copyFileSync(path.join(dist, file), path.join(dir, file))
    }
    const step = spawnSync(process.execPath, [path.join(dir, 'index.js')], { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } })
    expect(step.status).toBe(1)
    const errors = step.stdout.split('\n').filter((line) => line.startsWith('::error::'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^::error::cannot load the action's main step: Cannot find module '[^'\n]+\.index\.js'/)
  })

  it('dist/index.js and dist/cli.js are two-line bootstraps of the one bundle, dist/lastmod.js', () => {
    for (const [file, call] of [
      ['index.js', 'action'],
      ['cli.js', 'cli']
    ] as const) {
      const code = readFileSync(path.join(repoRoot, 'dist', file), 'utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('#!'))
      expect(code).toEqual([`import { ${call} } from './lastmod.js'`, `await ${call}()`])
    }
  })
})

const describeNode24 = haveNode24 ? describe : describe.skip

describeNode24('Node 24 (the action’s runtime)', () => {
  const fake = useFakeGitHub({ bundles: true })

  it('the CLI runs once, sets no V8 flag, and writes what this Node writes', () => {
    const dir = tempDir()
    const outputs: Record<string, { sitemap: string; state: string; stdout: string; stderr: string }> = {}
    for (const [label, node] of [
      ['this', process.execPath],
      ['24', NODE24]
    ] as const) {
      // Each Node its own copy of the site (html-dates rewrites pages), at the same relative paths.
      const cwd = path.join(dir, label)
      buildExample(path.join(cwd, 'site'))
      let stdout = ''
      let stderr = ''
      for (const now of ['2026-03-01T10:00:00Z', '2026-03-02T10:00:00Z']) {
        const { env, record } = recordingEnv(dir)
        const r = bundledCli(['--site-dir', 'site', '--site-url', SITE_URL, '--state-file', 'state.json', '--sitemap', 'sitemap.xml', '--now', now, '--jobs', '2'], { cwd, node, env })
        expect(r.status).toBe(0)
        stdout += r.stdout.split(cwd).join('<cwd>')
        stderr += r.stderr.split(cwd).join('<cwd>')
        expect(launches(record)).toEqual([{ pid: r.pid, execArgv: [] }])
      }
      outputs[label] = { sitemap: readFileSync(path.join(cwd, 'sitemap.xml'), 'utf8'), state: readFileSync(path.join(cwd, 'state.json'), 'utf8'), stdout, stderr }
    }
    expect(outputs['24']?.sitemap).toContain('<lastmod>2026-03-01T10:00:00+00:00</lastmod>')
    expect(outputs['24']).toEqual(outputs['this'])
    expect(flagsSetByCli(NODE24)).toEqual([])
  })

  it('the CLI does not load the GitHub client: only the action talks to GitHub', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const loads = path.join(dir, 'loads.jsonl')
    const env = { ...process.env, NODE_OPTIONS: `--import="${LOAD_RECORDER}"`, LASTMOD_TEST_LOADS: loads }
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')], { node: NODE24, env })
    expect(r.status).toBe(0)
    const files = readFileSync(loads, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { file: string }).file)
    expect(files.slice(0, 2)).toEqual(['cli.js', 'lastmod.js'])
    for (const file of files) {
      const code = readFileSync(path.join(repoRoot, 'dist', file), 'utf8')
      expect({ file, octokit: code.includes('getOctokit') }).toEqual({ file, octokit: false })
    }
  })

  it('a CLI on Node 24 fails bad input with exit code 2 and one line, and writes nothing', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const stateFile = path.join(dir, 'state.json')
    writeFileSync(stateFile, 'not json')
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', stateFile], { node: NODE24 })
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^lastmod: state file .*state\.json/)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(readFileSync(stateFile, 'utf8')).toBe('not json')
  })

  it('the action’s one bundle runs main, then post from main’s saved state: each once, post loading neither the main step nor the worker pool; the deploy persists the state', async () => {
    const repos = createRepos()
    const dir = tempDir()
    const { record } = recordingEnv(dir)
    // Records the launches, and the files of dist/ each main thread loads (module.registerHooks: Node 24).
    const loads = path.join(dir, 'loads.jsonl')
    const j = newJob({
      workspace: repos.clone('w'),
      apiUrl: fake.url,
      token: 'ghs_node24token',
      eventName: 'push',
      event: { repository: { default_branch: 'main' } },
      runId: 1,
      node: NODE24,
      env: { NODE_OPTIONS: `--import="${RECORDER}" --import="${LOAD_RECORDER}"`, LASTMOD_TEST_LAUNCHES: record, LASTMOD_TEST_LOADS: loads }
    })
    mkdirSync(path.join(j.workspace, '_site', 'a'), { recursive: true })
    const page = (text: string): string => `<!doctype html><html><head><title>t</title></head><body><main><h1>${text}</h1><p>${text}</p></main></body></html>`
    writeFileSync(path.join(j.workspace, '_site', 'index.html'), page('Home'))
    writeFileSync(path.join(j.workspace, '_site', 'a', 'index.html'), page('Page A'))
    const inputs = { 'site-dir': '_site', 'site-url': SITE_URL, now: '2026-06-10T08:00:00Z' }
    const loaded = (): Array<{ pid: number; file: string }> =>
      readFileSync(loads, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { pid: number; file: string })

    const main = await runStep('main', j, inputs)
    expect(main.exitCode).toBe(0)
    expect(main.outputs).toMatchObject({ new: '2', changed: '0' })
    expect(main.savedState).toMatchObject({ isPost: 'true' })
    const mainLaunches = launches(record)
    expect(mainLaunches.map((l) => l.execArgv)).toEqual([[]])
    // The main phase: the bootstrap, the bundle, then chunks beside it (the action's, the main step's).
    const mainLoads = loaded().map((load) => load.file)
    expect(mainLoads.slice(0, 2)).toEqual(['index.js', 'lastmod.js'])
    for (const file of mainLoads.slice(2)) expect(file).toMatch(/^\d+\.index\.js$/)

    const post = await runStep('post', j, inputs, main.savedState)
    expect(post.exitCode).toBe(0)
    expect(post.stdout).not.toContain('Hash pages')
    expect(launches(record).slice(1).map((l) => l.execArgv)).toEqual([[]])
    // Post loads some of what main loaded, and neither the main step (the extractor, the worker
    // pool) nor, with the git store, a toolkit.
    const postLoads = loaded()
      .slice(mainLoads.length)
      .map((load) => load.file)
    expect(postLoads.slice(0, 2)).toEqual(['index.js', 'lastmod.js'])
    expect(mainLoads).toEqual(expect.arrayContaining(postLoads))
    expect(postLoads.length).toBeLessThan(mainLoads.length)
    for (const file of postLoads) {
      const code = readFileSync(path.join(repoRoot, 'dist', file), 'utf8')
      expect({ file, extractor: code.includes('NORMALIZER_VERSION'), pool: code.includes('class ThreadPool') }).toEqual({ file, extractor: false, pool: false })
    }
    expect(mainLoads.some((file) => readFileSync(path.join(repoRoot, 'dist', file), 'utf8').includes('class ThreadPool'))).toBe(true)
    const state = parseState(git(repos.origin, 'show', 'lastmod-state:.lastmod/state.json') + '\n', 'origin')
    expect(Object.keys(state.pages).sort()).toEqual(['/', '/a/'])
  })
})
