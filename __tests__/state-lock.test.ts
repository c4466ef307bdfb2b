// One run at a time on a state file and on a page cache file (src/adapters/lock.ts): runs started
// together each take the lock in turn or give up naming its holder, and none loses another's update.
import { describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { acquireLock, LockError, type HeldLock } from '../src/adapters/lock.js'
import { readStateFile } from '../src/adapters/state-file.js'
import type { FileLimits } from '../src/adapters/options.js'
import { errorMessage, isInputError } from '../src/errors.js'
import { childNode, cli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { createRepos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const SITE_URL = 'https://example.com/'
const SEEDED = '2026-01-01T00:00:00Z'
/** The one line of a run that gave up: the holder's pid, host and start, and the lock file. */
const REFUSED = /^lastmod: (state file|page cache) \S+ is in use by another run: pid \d+ on host \S+ since \S+ holds its lock file \S+\.lock; waited \d+ s/m

const page = (title: string): string => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>The text of ${title}.</p></main></body></html>`

/** A site of 20 pages, plus `own.html` when given: the page only this run adds. */
function site(dir: string, own?: string): string {
  mkdirSync(dir, { recursive: true })
  for (let i = 0; i < 20; i++) writeFileSync(path.join(dir, `p${i}.html`), page(`Page ${i}`))
  if (own !== undefined) writeFileSync(path.join(dir, `${own}.html`), page(own))
  return dir
}

interface Exit {
  status: number | null
  stderr: string
}

/** The bundled CLI as a child process, not waited for: several start together. `watch` sees its stderr as it comes. */
function startCli(argv: string[], env: NodeJS.ProcessEnv = {}, watch?: (stderr: string) => void): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(childNode, [path.join(repoRoot, 'dist/cli.js'), ...argv], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
      watch?.(stderr)
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, stderr }))
  })
}

/** The CLI in this process, not waited for, as a shell would see it end: several start together. */
async function inProcess(argv: string[], limits: FileLimits): Promise<Exit> {
  try {
    return { status: 0, stderr: (await cli(argv, limits)).stderr }
  } catch (error) {
    return { status: isInputError(error) ? 2 : 1, stderr: `lastmod: ${errorMessage(error)}\n` }
  }
}

function runCli(argv: string[], env: NodeJS.ProcessEnv = {}): Exit {
  const r = spawnSync(childNode, [path.join(repoRoot, 'dist/cli.js'), ...argv], { env: { ...process.env, ...env }, encoding: 'utf8' })
  return { status: r.status, stderr: r.stderr }
}

/** A pid no process has: one that ran and has ended. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', ''])
  return r.pid
}

/** A lock file as a run writes it. */
function writeLock(file: string, holder: { pid: number; host?: string; since?: string }): string {
  const text = JSON.stringify({ pid: holder.pid, host: holder.host ?? hostname(), since: holder.since ?? '2026-05-04T03:02:01.000Z', token: 'test' }) + '\n'
  writeFileSync(`${file}.lock`, text)
  return text
}

describe('runs started together on one state', () => {
  // Each run builds the shared pages and one page of its own, on the system clock (read once the
  // run holds the lock). Runs that take the lock in turn each read the state the previous one
  // wrote, so the last state holds every such run's page (a removed page keeps its record).
  const race = async (runs: number, start: (argv: string[]) => Promise<Exit>): Promise<void> => {
    const dir = tempDir('lastmod-lock-')
    const state = path.join(dir, 'state', 'state.json')
    const args = (siteDir: string): string[] => ['--site-dir', siteDir, '--site-url', SITE_URL, '--state-file', state]
    const base = site(path.join(dir, 'base'))
    expect((await start(args(base))).status).toBe(0)
    const seeded = (await readStateFile(state))?.pages['/p0.html']?.publishedAt
    const sites = Array.from({ length: runs }, (_, i) => site(path.join(dir, `site-${i}`), `own-${i}`))
    const exits = await Promise.all(sites.map((siteDir) => start(args(siteDir))))

    for (const exit of exits) {
      if (exit.status !== 0) {
        expect(exit.status).toBe(2)
        expect(exit.stderr).toMatch(REFUSED)
      }
    }
    // The first run to take the lock is never refused.
    expect(exits.some((exit) => exit.status === 0)).toBe(true)
    const final = await readStateFile(state)
    exits.forEach((exit, i) => {
      if (exit.status === 0) expect({ run: i, kept: final?.pages[`/own-${i}.html`] !== undefined }).toEqual({ run: i, kept: true })
    })
    expect(final?.pages['/p0.html']?.publishedAt).toBe(seeded)
    expect(existsSync(`${state}.lock`)).toBe(false)
    // The next run reads the state whole: no part is missing.
    const next = runCli([...args(base), '--dry-run'])
    expect(next).toEqual({ status: 0, stderr: expect.not.stringContaining('lastmod:') })
  }

  // Long enough for every race's runs to wait out the default --lock-wait: a busy machine
  // only turns more runs into refusals, which the test accepts.
  const WHOLE_RACE = 3_600_000

  // Two runs may happen not to overlap: five races of two each, one of ten.
  const ROUNDS: Record<number, number> = { 2: 5, 10: 1 }

  it.each([2, 10])(
    '%i runs on a single-file state: each run done is in the final state',
    async (runs) => {
      for (let round = 0; round < (ROUNDS[runs] ?? 1); round++) await race(runs, (argv) => startCli(argv))
    },
    WHOLE_RACE
  )

  // In this process: the split threshold is lowered only through the CLI's in-process io. The
  // runs still take turns through the lock file, each with a lock token of its own.
  it.each([2, 10])(
    '%i runs on a split state: each run done is in the final state, and no part is missing',
    async (runs) => {
      for (let round = 0; round < (ROUNDS[runs] ?? 1); round++) await race(runs, (argv) => inProcess(argv, { statePages: 4 }))
    },
    WHOLE_RACE
  )
})

describe('a lock file left or held', () => {
  const setup = (): { dir: string; state: string; args: string[] } => {
    const dir = tempDir('lastmod-lock-')
    const state = path.join(dir, 'state.json')
    return { dir, state, args: ['--site-dir', site(path.join(dir, 'site')), '--site-url', SITE_URL, '--state-file', state, '--now', SEEDED] }
  }

  it('a lock of a process that no longer runs is taken over, saying so', () => {
    const { state, args } = setup()
    const pid = deadPid()
    writeLock(state, { pid })
    const r = runCli(args)
    expect(r.status).toBe(0)
    expect(r.stderr).toContain(`warning: took over the lock file ${state}.lock of state file ${state}: pid ${pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z is no longer running`)
    expect(existsSync(state)).toBe(true)
    expect(existsSync(`${state}.lock`)).toBe(false)
  })

  it('a live holder makes the run wait, then exit 2 naming the holder and the lock file, writing nothing', () => {
    const { state, args } = setup()
    // This test's process holds it: alive on this host, and not the run's own.
    const text = writeLock(state, { pid: process.pid })
    const r = runCli([...args, '--lock-wait', '1'])
    expect(r.status).toBe(2)
    expect(r.stderr).toContain(`state file ${state} is in use by another run (pid ${process.pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z, lock file ${state}.lock); waiting up to 1 s for it`)
    expect(r.stderr).toContain(
      `lastmod: state file ${state} is in use by another run: pid ${process.pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z holds its lock file ${state}.lock; waited 1 s (--lock-wait). Retry when that run ends; if no run is going, delete ${state}.lock\n`
    )
    expect(existsSync(state)).toBe(false)
    expect(readFileSync(`${state}.lock`, 'utf8')).toBe(text)
  })

  it('a run that waited is dated when it takes the lock, after the state the other run wrote', async () => {
    const { dir, state } = setup()
    const mine = site(path.join(dir, 'mine'), 'mine')
    writeLock(state, { pid: process.pid })
    let waiting: () => void = () => {}
    const seen = new Promise<void>((resolve) => (waiting = resolve))
    // On the system clock: read as it starts, it would be before the state written meanwhile.
    const run = startCli(['--site-dir', mine, '--site-url', SITE_URL, '--state-file', state], {}, (stderr) => {
      if (stderr.includes('waiting up to')) waiting()
    })
    await seen
    // The other run, meanwhile: a state dated in a second that began after this run started.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 1))
    const other = path.join(dir, 'other.json')
    expect(runCli(['--site-dir', path.join(dir, 'site'), '--site-url', SITE_URL, '--state-file', other, '--now', new Date().toISOString()]).status).toBe(0)
    renameSync(other, state)
    rmSync(`${state}.lock`)
    const exit = await run
    expect(exit).toEqual({ status: 0, stderr: expect.not.stringContaining('lastmod:') })
    expect((await readStateFile(state))?.pages['/mine.html']).toBeDefined()
  })

  it('a dry run waits for a live holder too: it reads the state, which the holder may be writing', () => {
    const { state, args } = setup()
    writeLock(state, { pid: process.pid })
    const r = runCli([...args, '--dry-run', '--lock-wait', '0'])
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(REFUSED)
  })

  it('a lock of another host is never taken over: its process cannot be seen from here', () => {
    const { state, args } = setup()
    writeLock(state, { pid: deadPid(), host: 'build-host-2' })
    const r = runCli([...args, '--lock-wait', '0'])
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/on host build-host-2 since 2026-05-04T03:02:01.000Z holds its lock file/)
  })

  it('lastmod merge and a shard take the state lock too', () => {
    const { dir, state, args } = setup()
    const partial = path.join(dir, 'partial.json')
    expect(runCli([...args, '--shard', '1/1', '--partial', partial]).status).toBe(0)
    writeLock(state, { pid: process.pid })
    const merge = ['merge', '--state-file', state, '--site-url', SITE_URL, '--sitemap', path.join(dir, 'sitemap.xml'), '--now', SEEDED, partial]
    for (const argv of [merge, [...args, '--shard', '1/1', '--partial', partial]]) {
      const r = runCli([...argv, '--lock-wait', '0'])
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(REFUSED)
    }
    expect(existsSync(state)).toBe(false)
  })

  it('a wait that is not a number of seconds is refused, naming --lock-wait', () => {
    const { args } = setup()
    const r = runCli([...args, '--lock-wait', '10s'])
    expect(r).toEqual({ status: 2, stderr: "lastmod: --lock-wait must be a whole number of seconds to wait for another run's lock (0: do not wait); got '10s'\n" })
  })
})

describe('the page cache file (--cache-file) has a lock of its own', () => {
  const setup = (): { cache: string; args: (state: string) => string[]; dir: string } => {
    const dir = tempDir('lastmod-lock-')
    const siteDir = site(path.join(dir, 'site'))
    const cache = path.join(dir, 'page-cache.json')
    return { dir, cache, args: (state) => ['--site-dir', siteDir, '--site-url', SITE_URL, '--state-file', state, '--now', SEEDED, '--cache-file', cache] }
  }

  it('a live holder makes a run that writes the cache exit 2 naming the holder; a dry run, which does not write it, goes on', () => {
    const { dir, cache, args } = setup()
    const text = writeLock(cache, { pid: process.pid })
    const state = path.join(dir, 'state.json')
    const r = runCli([...args(state), '--lock-wait', '0'])
    expect(r.status).toBe(2)
    expect(r.stderr).toContain(`lastmod: page cache ${cache} is in use by another run: pid ${process.pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z holds its lock file ${cache}.lock; waited 0 s`)
    expect(existsSync(state)).toBe(false)
    expect(readFileSync(`${cache}.lock`, 'utf8')).toBe(text)
    expect(runCli([...args(state), '--dry-run', '--lock-wait', '0']).status).toBe(0)
  })

  it('a stale cache lock is taken over', () => {
    const { dir, cache, args } = setup()
    writeLock(cache, { pid: deadPid() })
    const r = runCli(args(path.join(dir, 'state.json')))
    expect(r.status).toBe(0)
    expect(r.stderr).toContain(`warning: took over the lock file ${cache}.lock of page cache ${cache}`)
    expect(existsSync(cache)).toBe(true)
    expect(existsSync(`${cache}.lock`)).toBe(false)
  })

  it('runs of different states sharing one cache take its lock in turn', async () => {
    const { dir, cache, args } = setup()
    const stateOf = (i: number): string => path.join(dir, `state-${i}.json`)
    const exits = await Promise.all(Array.from({ length: 4 }, (_, i) => startCli(args(stateOf(i)))))
    for (const exit of exits) {
      if (exit.status !== 0) {
        expect(exit.status).toBe(2)
        expect(exit.stderr).toMatch(REFUSED)
      }
    }
    expect(existsSync(`${cache}.lock`)).toBe(false)
    // The cache the last run wrote is whole, and serves the next run: every page is met again.
    const done = exits.findIndex((exit) => exit.status === 0)
    expect(done).toBeGreaterThanOrEqual(0)
    const next = runCli([...args(stateOf(done)), '--dry-run'])
    expect(next.stderr).toContain(`Page cache: 20 of 20 read page(s) had the bytes of their entry in ${cache} and were not parsed`)
  }, 900_000)
})

describe('the lock in one process (acquireLock)', () => {
  it('a lock naming this pid but none of its locks was left by an earlier process with this pid, and is taken over', async () => {
    const file = path.join(tempDir('lastmod-lock-'), 'state.json')
    writeLock(file, { pid: process.pid })
    const log = new MemoryLogger()
    const lock = await acquireLock(file, { what: 'state file', log, wait: 0 })
    expect(log.warnings).toEqual([expect.stringContaining(`pid ${process.pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z is no longer running`)])
    await lock.release()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('a lock this process holds is waited for, and stops a second holder', async () => {
    const file = path.join(tempDir('lastmod-lock-'), 'state.json')
    const log = new MemoryLogger()
    const first = await acquireLock(file, { what: 'state file', log, wait: 0 })
    await expect(acquireLock(file, { what: 'state file', log, wait: 0 })).rejects.toThrow(LockError)
    await first.release()
    await (await acquireLock(file, { what: 'state file', log, wait: 0 })).release()
  })

  it('a stale lock found by many waiters at once is taken over by one, and the others hold it one at a time', async () => {
    const file = path.join(tempDir('lastmod-lock-'), 'state.json')
    writeLock(file, { pid: deadPid() })
    const log = new MemoryLogger()
    let inside = 0
    let most = 0
    const holders = Array.from({ length: 8 }, async () => {
      const lock: HeldLock = await acquireLock(file, { what: 'state file', log, wait: 600 })
      inside++
      most = Math.max(most, inside)
      await new Promise((resolve) => setImmediate(resolve))
      inside--
      await lock.release()
    })
    await Promise.all(holders)
    expect(most).toBe(1)
    expect(log.warnings.filter((w) => w.startsWith('took over'))).toHaveLength(1)
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('a lock file that names no holder is one being written while it is new, and one left by a killed run when old', async () => {
    const file = path.join(tempDir('lastmod-lock-'), 'state.json')
    writeFileSync(`${file}.lock`, '')
    const log = new MemoryLogger()
    await expect(acquireLock(file, { what: 'state file', log, wait: 0 })).rejects.toThrow('state file is in use by another run: a run whose lock file names no holder yet holds its lock file')
    const old = new Date(Date.now() - 3_600_000)
    utimesSync(`${file}.lock`, old, old)
    const lock = await acquireLock(file, { what: 'state file', log, wait: 0 })
    expect(log.warnings).toEqual([expect.stringMatching(/: it names no holder and is \d+ s old \(left by a run stopped as it took the lock\)$/)])
    await lock.release()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('a dry run where the state folder does not exist reads without a lock, making no folder', async () => {
    const dir = path.join(tempDir('lastmod-lock-'), 'missing')
    const lock = await acquireLock(path.join(dir, 'state.json'), { what: 'state file', log: new MemoryLogger(), readOnly: true, wait: 0 })
    await lock.release()
    expect(existsSync(dir)).toBe(false)
  })
})

describe('the action, with the state restored into a file on the runner (state-store: cache)', () => {
  const fake = useFakeGitHub({ bundles: true })

  it('main and post take the state file lock: a live holder fails the step naming it, a stale one is taken over', async () => {
    const repos = createRepos()
    // The Actions cache service is the fake GitHub, which has none: restores find nothing.
    const j = newJob({ workspace: repos.clone('w'), apiUrl: fake.url, token: 'ghs_token', eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: 7 })
    const env = { ACTIONS_CACHE_URL: `${fake.url}/`, ACTIONS_RUNTIME_TOKEN: 'not-a-jwt' }
    site(path.join(j.workspace, '_site'))
    const inputs = { 'site-dir': '_site', 'site-url': SITE_URL, 'state-store': 'cache', 'lock-wait': '0' }
    const state = path.join(j.workspace, '.lastmod', 'state.json')
    mkdirSync(path.dirname(state), { recursive: true })
    const held = writeLock(state, { pid: process.pid })
    const refused = `::error::state file .lastmod/state.json is in use by another run: pid ${process.pid} on host ${hostname()} since 2026-05-04T03:02:01.000Z holds its lock file .lastmod/state.json.lock`

    const blocked = await runStep('main', { ...j, env }, inputs)
    expect(blocked.exitCode).toBe(1)
    expect(blocked.stdout).toContain(refused)
    expect(readFileSync(`${state}.lock`, 'utf8')).toBe(held)

    writeLock(state, { pid: deadPid() })
    const main = await runStep('main', { ...j, env }, inputs)
    expect(main.exitCode).toBe(0)
    expect(main.stdout).toContain('::warning::took over the lock file .lastmod/state.json.lock of state file .lastmod/state.json')
    expect(existsSync(`${state}.lock`)).toBe(false)

    writeLock(state, { pid: process.pid })
    const post = await runStep('post', { ...j, env }, inputs, main.savedState)
    expect(post.exitCode).toBe(1)
    expect(post.stdout).toContain(refused)
    expect(existsSync(state)).toBe(false)
  })
})
