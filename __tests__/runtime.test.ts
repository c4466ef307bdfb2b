// The bundles under the action's runtime, Node 24, the relaunch that bounds the main thread's
// young generation there, and the heap bounds set as the bundles run (src/relaunch.ts,
// src/adapters/heap-bounds.ts). `node
// scripts/node24.mjs` fetches Node 24 into build/node24 (.ci/run does); without it, the Node 24
// tests are skipped and the rest run.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { boundedRelaunchArgs, heapGrowthFlag, HEAP_GROWING_PERCENT, MAIN_SEMI_SPACE_MB, THREAD_SEMI_SPACE_MB, type ProcessLaunch } from '../src/adapters/heap-bounds.js'
import { parseState } from '../src/core/state.js'
import { buildExample, bundledCli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { createRepos, git } from '../__fixtures__/github/git-repo.js'
import { assertFreshBundles, newJob, runStep } from '../__fixtures__/github/runner.js'
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/github/server.js'

const NODE24 = path.join(repoRoot, 'build/node24/bin/node')
const haveNode24 = existsSync(NODE24)
const FLAG = `--max-semi-space-size=${MAIN_SEMI_SPACE_MB}`
const SITE_URL = 'https://example.com/'
const RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-launch.mjs')).href
const FLAG_RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-v8-flags.mjs')).href
const YOUNG_RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-worker-young.mjs')).href
const LOAD_RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-loads.mjs')).href

describe('boundedRelaunchArgs', () => {
  const launch = (over: Partial<ProcessLaunch> = {}): ProcessLaunch => ({
    execPath: '/opt/node/bin/node',
    execArgv: [],
    argv: ['/opt/node/bin/node', '/site/node_modules/lastmod-action/dist/cli.js', '--site-dir', 'a b', '--now', '2026-01-01T00:00:00Z'],
    nodeOptions: undefined,
    ...over
  })

  it('runs the same script with the same arguments, the bound first and the user’s options after it', () => {
    expect(boundedRelaunchArgs(launch({ execArgv: ['--max-old-space-size=4096', '--enable-source-maps'] }))).toEqual([
      '/opt/node/bin/node',
      FLAG,
      '--max-old-space-size=4096',
      '--enable-source-maps',
      '/site/node_modules/lastmod-action/dist/cli.js',
      '--site-dir',
      'a b',
      '--now',
      '2026-01-01T00:00:00Z'
    ])
  })

  it('leaves a semi-space that is already set: by the relaunch itself, or by the user', () => {
    for (const execArgv of [[FLAG], ['--max-semi-space-size=64'], ['--max_semi_space_size=2'], ['--max-semi-space-size', '16']]) {
      expect(boundedRelaunchArgs(launch({ execArgv }))).toBeUndefined()
    }
    for (const nodeOptions of ['--max-semi-space-size=32', '--inspect --max_semi_space_size=4 --trace-gc']) {
      expect(boundedRelaunchArgs(launch({ nodeOptions }))).toBeUndefined()
    }
    // Other options and look-alikes do not count.
    expect(boundedRelaunchArgs(launch({ nodeOptions: '--max-old-space-size=4096 --min-semi-space-size=1' }))).toBeDefined()
    expect(boundedRelaunchArgs(launch({ execArgv: ['--max-semi-space-sizes'] }))).toBeDefined()
  })

  it('does not relaunch what has no script file to run again', () => {
    expect(boundedRelaunchArgs(launch({ argv: ['/opt/node/bin/node'] }))).toBeUndefined()
    expect(boundedRelaunchArgs(launch({ execArgv: ['-e', 'import("x")'], argv: ['/opt/node/bin/node', 'arg'] }))).toBeUndefined()
  })
})

describe('heapGrowthFlag', () => {
  it('bounds the old generation’s growth unless the command line already does', () => {
    expect(heapGrowthFlag([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
    expect(heapGrowthFlag([FLAG, '--enable-source-maps'])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
    for (const execArgv of [['--heap-growing-percent=50'], ['--heap_growing_percent=0'], ['--heap-growing-percent', '10']]) {
      expect(heapGrowthFlag(execArgv)).toBeUndefined()
    }
    expect(heapGrowthFlag(['--heap-growing-percents=5'])).toBeDefined()
  })
})

/** The V8 flags the bundled CLI's main thread set while it ran (__fixtures__/runtime/record-v8-flags.mjs). */
function flagsSetByCli(node: string, nodeArgs: string[] = []): string[] {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  buildExample(site)
  const record = path.join(dir, 'flags.txt')
  const r = spawnSync(node, [...nodeArgs, path.join(repoRoot, 'dist/cli.js'), '--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--jobs', '2'], {
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
function recordingEnv(dir: string, nodeOptions = ''): { env: NodeJS.ProcessEnv; record: string } {
  const record = path.join(dir, `launches-${Math.random().toString(36).slice(2)}.jsonl`)
  return { env: { ...process.env, NODE_OPTIONS: `${nodeOptions} --import="${RECORDER}"`.trim(), LASTMOD_TEST_LAUNCHES: record }, record }
}

describe('the bundled CLI on this Node', () => {
  it('runs once where Node cannot replace a process, and relaunches itself once where it can', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const { env, record } = recordingEnv(dir)
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')], { node: process.execPath, env })
    expect(r.status).toBe(0)
    const seen = launches(record)
    if (typeof (process as { execve?: unknown }).execve === 'function') {
      expect(seen.map((l) => l.execArgv)).toEqual([[], [FLAG]])
    } else {
      expect(seen.map((l) => l.execArgv)).toEqual([[]])
    }
    expect(seen.every((l) => l.pid === r.pid)).toBe(true)
  })

  it('copied without the chunks beside them, the entries say so in one line and fail', () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'main'))
    copyFileSync(path.join(repoRoot, 'dist/package.json'), path.join(dir, 'package.json'))
    copyFileSync(path.join(repoRoot, 'dist/cli.js'), path.join(dir, 'cli.js'))
    copyFileSync(path.join(repoRoot, 'dist/main/index.js'), path.join(dir, 'main/index.js'))
    const cli = spawnSync(process.execPath, [path.join(dir, 'cli.js'), '--version'], { encoding: 'utf8' })
    expect(cli.status).toBe(1)
    expect(cli.stdout).toBe('')
    expect(cli.stderr).toMatch(/^lastmod: cannot load the command: Cannot find module '[^'\n]+\.index\.js'[^\n]*\n$/)
    const step = spawnSync(process.execPath, [path.join(dir, 'main/index.js')], { encoding: 'utf8' })
    expect(step.status).toBe(1)
    expect(step.stdout).toMatch(/^::error::cannot load the action's main step: Cannot find module '[^'\n]+\.index\.js'[^\n]*\n$/)
  })

  it('sets V8’s bounds as it runs: first the old generation’s growth, unless its command line does, then the threads’ young generations', () => {
    const growth = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
    const threads = `--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`
    const flags = flagsSetByCli(process.execPath)
    // The growth bound comes before anything else runs: the state is read under it.
    expect(flags[0]).toBe(growth)
    // The threads' bound comes next, before the walk's thread starts (before the state is read),
    // and it is the only one: a thread reads the flag when its heap is made, on its own thread,
    // so a second value (the walk's own, once) could reach threads started before it was set.
    expect(flags[1]).toBe(threads)
    expect(new Set(flags.filter((flag) => /^--max[-_]semi[-_]space[-_]size/.test(flag)))).toEqual(new Set([threads]))
    expect(flagsSetByCli(process.execPath, ['--heap-growing-percent=10'])).not.toContain(growth)
  })
})

const describeNode24 = haveNode24 ? describe : describe.skip

describeNode24('Node 24 (the action’s runtime)', () => {
  let fake: FakeGitHub
  beforeAll(async () => {
    assertFreshBundles()
    fake = await startFakeGitHub()
  })
  afterAll(async () => {
    await fake?.close()
  })

  it('the CLI replaces itself once with the bound, in the same process, and writes what this Node writes', () => {
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
        if (label === '24') {
          expect(launches(record)).toEqual([
            { pid: r.pid, execArgv: [] },
            { pid: r.pid, execArgv: [FLAG] }
          ])
        }
      }
      outputs[label] = { sitemap: readFileSync(path.join(cwd, 'sitemap.xml'), 'utf8'), state: readFileSync(path.join(cwd, 'state.json'), 'utf8'), stdout, stderr }
    }
    expect(outputs['24']?.sitemap).toContain('<lastmod>2026-03-01T10:00:00+00:00</lastmod>')
    expect(outputs['24']).toEqual(outputs['this'])
  })

  it('each entry that hashes pages relaunches before it loads anything but itself: the command and the step come after', () => {
    // The CLI's and the main step's code is in chunks of their own, imported once the relaunch
    // has passed: the process that is replaced never compiles them (the action's step is 2 MB).
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    for (const [entry, args] of [
      ['cli.js', ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')]],
      // No inputs: the step fails, after the relaunch, once its code has loaded.
      ['main/index.js', []]
    ] as const) {
      const record = path.join(dir, `loads-${path.basename(entry, '.js')}.jsonl`)
      const r = spawnSync(NODE24, [path.join(repoRoot, 'dist', entry), ...args], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: `--import="${LOAD_RECORDER}"`, LASTMOD_TEST_LOADS: record }
      })
      expect(r.status).toBe(entry === 'cli.js' ? 0 : 1)
      const loads = readFileSync(record, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { pid: number; execArgv: string[]; file: string })
      expect(loads.every((load) => load.pid === r.pid)).toBe(true)
      // Before the relaunch: the entry alone.
      expect(loads.filter((load) => load.execArgv.length === 0).map((load) => load.file)).toEqual([entry])
      // After it: the entry again, then its chunks, next to it.
      const after = loads.filter((load) => load.execArgv.includes(FLAG)).map((load) => load.file)
      expect(after[0]).toBe(entry)
      expect(after.length).toBeGreaterThan(1)
      for (const chunk of after.slice(1)) expect(chunk).toMatch(new RegExp(`^${path.dirname(entry) === '.' ? '' : path.dirname(entry) + '/'}\\d+\\.index\\.js$`))
      // What the replaced process compiles: the relaunch and the loader of chunks, no more.
      expect(statSync(path.join(repoRoot, 'dist', entry)).size).toBeLessThan(64 * 1024)
    }
  })

  it('its worker threads keep their own young generation after the relaunch bounds the main thread’s', () => {
    // The relaunch's flag is process-wide and V8 sizes a new isolate's young generation from it:
    // unless the bound for threads is set before they start, each gets a new space of two of the
    // main thread's semi-spaces (16 MB) instead of two of its own (4 MB). The page workers and the
    // walk of the site folder (walker.ts) share that bound (the order test above holds it to one
    // value). V8 sizes a new space as it goes: it reports some pages over the two semi-spaces now
    // and then (4.5 to 9.5 MB at the end for 2 MB ones, up to 12 MB in passing), and shrinks it when
    // a thread allocates slowly (2 MB, on a busy machine). So the run is repeated: no thread may end
    // near the main thread's bound, and each must reach its own in most runs (else the first check
    // would show nothing).
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const RUNS = 15
    // Runs in which a thread of each kind reached its own bound (two page workers a run).
    const reached = { pages: 0, walk: 0 }
    for (let run = 0; run < RUNS; run++) {
      const { env, record } = recordingEnv(dir, `--import="${YOUNG_RECORDER}"`)
      const young = path.join(dir, `young-${run}.txt`)
      const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, `state-${run}.json`), '--jobs', '2'], {
        node: NODE24,
        env: { ...env, LASTMOD_TEST_WORKER_YOUNG: young }
      })
      expect(r.status).toBe(0)
      expect(launches(record).map((l) => l.execArgv)).toEqual([[], [FLAG]])
      const threads = readFileSync(young, 'utf8').trim().split('\n').sort()
      expect(threads.map((line) => line.split(' ')[0])).toEqual(['pages', 'pages', 'walk'])
      for (const line of threads) {
        const [kind, end, largest] = line.split(' ').map((field, i) => (i === 0 ? field : Number(field) / 2 ** 20)) as ['pages' | 'walk', number, number]
        expect({ run, line, endUnderMain: end < 2 * MAIN_SEMI_SPACE_MB }).toEqual({ run, line, endUnderMain: true })
        if (largest >= 2 * THREAD_SEMI_SPACE_MB) reached[kind]++
      }
    }
    expect(reached.pages).toBeGreaterThan(RUNS)
    expect(reached.walk).toBeGreaterThan(RUNS / 2)
  }, 90_000)

  it('the relaunched CLI bounds the growth of its old generation too', () => {
    expect(flagsSetByCli(NODE24)[0]).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
  })

  it('keeps a semi-space the user set in NODE_OPTIONS, and runs once', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const { env, record } = recordingEnv(dir, '--max-semi-space-size=16')
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')], { node: NODE24, env })
    expect(r.status).toBe(0)
    expect(launches(record)).toEqual([{ pid: r.pid, execArgv: [] }])
  })

  it('does the run itself when its node binary can no longer be executed (a failed execve would abort)', () => {
    const dir = tempDir()
    const node = path.join(dir, 'node')
    copyFileSync(NODE24, node)
    chmodSync(node, 0o755)
    // Started from an executable binary that is made not executable before the entry runs.
    const revoke = path.join(dir, 'revoke.mjs')
    writeFileSync(revoke, "import { chmodSync } from 'node:fs'\nchmodSync(process.execPath, 0o644)\n")
    const site = path.join(dir, 'site')
    buildExample(site)
    const { env, record } = recordingEnv(dir, `--import="${pathToFileURL(revoke).href}"`)
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')], { node, env })
    expect(r.stderr).not.toMatch(/execve failed/)
    expect(r.status).toBe(0)
    expect(launches(record)).toEqual([{ pid: r.pid, execArgv: [] }])
  })

  it('a relaunched CLI still fails bad input with exit code 2 and one line, and writes nothing', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const stateFile = path.join(dir, 'state.json')
    writeFileSync(stateFile, 'not json')
    const { env, record } = recordingEnv(dir)
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', stateFile], { node: NODE24, env })
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^lastmod: state file .*state\.json/)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(readFileSync(stateFile, 'utf8')).toBe('not json')
    expect(launches(record)).toHaveLength(2)
  })

  it('the action’s main step relaunches, post does not, and the deploy persists the state', async () => {
    const repos = createRepos()
    const dir = tempDir()
    const { env, record } = recordingEnv(dir)
    const j = newJob({
      workspace: repos.clone('w'),
      apiUrl: fake.url,
      token: 'ghs_node24token',
      eventName: 'push',
      event: { repository: { default_branch: 'main' } },
      runId: 1,
      node: NODE24,
      env: { NODE_OPTIONS: env.NODE_OPTIONS as string, LASTMOD_TEST_LAUNCHES: record }
    })
    mkdirSync(path.join(j.workspace, '_site', 'a'), { recursive: true })
    const page = (text: string): string => `<!doctype html><html><head><title>t</title></head><body><main><h1>${text}</h1><p>${text}</p></main></body></html>`
    writeFileSync(path.join(j.workspace, '_site', 'index.html'), page('Home'))
    writeFileSync(path.join(j.workspace, '_site', 'a', 'index.html'), page('Page A'))
    const inputs = { 'site-dir': '_site', 'site-url': SITE_URL, now: '2026-06-10T08:00:00Z' }

    const main = await runStep('main', j, inputs)
    expect(main.exitCode).toBe(0)
    expect(main.outputs).toMatchObject({ new: '2', changed: '0' })
    const mainLaunches = launches(record)
    expect(mainLaunches.map((l) => l.execArgv)).toEqual([[], [FLAG]])
    expect(mainLaunches[0]?.pid).toBe(mainLaunches[1]?.pid)

    const post = await runStep('post', j, inputs, main.savedState)
    expect(post.exitCode).toBe(0)
    expect(launches(record).slice(2).map((l) => l.execArgv)).toEqual([[]])
    const state = parseState(git(repos.origin, 'show', 'lastmod-state:.lastmod/state.json') + '\n', 'origin')
    expect(Object.keys(state.pages).sort()).toEqual(['/', '/a/'])
  })
})
