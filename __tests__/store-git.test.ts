import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseState, StateError } from '../src/core/state.js'
import type { State } from '../src/core/types.js'
import { createGit, type Git } from '../src/adapters/git.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { BOT_EMAIL, GitStore } from '../src/adapters/stores/git-store.js'
import { createRepos, git } from '../__fixtures__/github/git-repo.js'
import { record, stateOf } from '../__fixtures__/github/states.js'

const FILE = '.lastmod/state.json'
const T1 = '2026-06-10T08:00:00Z'
const T2 = '2026-08-12T06:00:00Z'

function store(cwd: string, gitRunner: Git = createGit(cwd), sleeps: number[] = [], splitPages?: number): GitStore {
  return new GitStore({
    ...(splitPages === undefined ? {} : { splitPages }),
    git: gitRunner,
    remote: 'origin',
    branch: 'lastmod-state',
    file: FILE,
    log: new MemoryLogger(),
    sleep: (ms) => {
      sleeps.push(ms)
      return Promise.resolve()
    }
  })
}

function userView(cwd: string): string {
  return [git(cwd, 'rev-parse', 'HEAD'), git(cwd, 'symbolic-ref', 'HEAD'), git(cwd, 'status', '--porcelain', '--untracked-files=all'), git(cwd, 'ls-files', '--stage')].join('\n')
}

describe('GitStore', () => {
  it('finds nothing, and no evidence of loss, before the first persist', async () => {
    const repos = createRepos()
    await expect(store(repos.clone('w')).load()).resolves.toEqual({ kind: 'missing', source: `origin/lastmod-state:${FILE}` })
  })

  it('first persist creates an orphan branch holding only the state file, written by the bot, without touching the checkout', async () => {
    const repos = createRepos()
    const work = repos.clone('w')
    writeFileSync(path.join(work, 'README.md'), '# edited but not committed\n')
    const before = userView(work)
    const state = stateOf({ '/a/': record('a', T1) })

    await expect(store(work).persist(state)).resolves.toMatchObject({ kind: 'saved' })

    expect(userView(work)).toBe(before)
    expect(git(repos.origin, 'ls-tree', '-r', '--name-only', 'lastmod-state')).toBe(FILE)
    expect(git(repos.origin, 'log', '--format=%P', 'lastmod-state')).toBe('') // orphan root
    expect(git(repos.origin, 'log', '-1', '--format=%an <%ae>|%s', 'lastmod-state')).toBe(`github-actions[bot] <${BOT_EMAIL}>|lastmod: update state (1 page moved) [skip ci]`)
    expect(parseState(git(repos.origin, 'show', `lastmod-state:${FILE}`) + '\n', 'x')).toEqual(state)
    expect(git(work, 'branch', '--list')).toBe('* main')
  })

  it('loads what another clone persisted; persisting the same state again makes no commit', async () => {
    const repos = createRepos()
    const state = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1, T2) })
    await store(repos.clone('w1')).persist(state)
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')

    const other = store(repos.clone('w2'))
    await expect(other.load()).resolves.toMatchObject({ kind: 'found', state })
    await expect(other.persist(state)).resolves.toMatchObject({ kind: 'unchanged' })
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)

    const next = stateOf({ ...state.pages, '/b/': record('b2', T1, '2026-08-13T06:00:00Z') })
    await expect(other.persist(next)).resolves.toMatchObject({ kind: 'saved' })
    expect(git(repos.origin, 'rev-parse', 'lastmod-state^')).toBe(head)
  })

  it('two racing persists lose no page: the rejected one fetches, merges and retries', async () => {
    const repos = createRepos()
    const base = stateOf({ '/a/': record('a', T1) })
    await store(repos.clone('seed-state')).persist(base)

    const first = store(repos.clone('deploy-1'))
    const secondDir = repos.clone('deploy-2')
    const fromFirst = stateOf({ ...base.pages, '/b/': record('b', T2) })
    const fromSecond = stateOf({ '/a/': record('a-edited', T1, T2), '/c/': record('c', T2) })

    // Deploy 1 pushes exactly between deploy 2's fetch and deploy 2's push.
    const realGit = createGit(secondDir)
    let raced = false
    const racingGit: Git = async (args, options) => {
      if (args[0] === 'push' && !raced) {
        raced = true
        await first.persist(fromFirst)
      }
      return realGit(args, options)
    }
    const sleeps: number[] = []
    await expect(store(secondDir, racingGit, sleeps).persist(fromSecond)).resolves.toMatchObject({ kind: 'saved' })

    expect(sleeps).toHaveLength(1)
    const final = parseState(git(repos.origin, 'show', `lastmod-state:${FILE}`) + '\n', 'origin')
    expect(Object.keys(final.pages).sort()).toEqual(['/a/', '/b/', '/c/'])
    expect(final.pages['/a/']?.hash).toBe(fromSecond.pages['/a/']?.hash) // the later deploy's hash wins
    expect(git(repos.origin, 'rev-list', '--count', 'lastmod-state')).toBe('3')
  })

  it('gives up after the bounded number of rejected pushes', async () => {
    const repos = createRepos()
    const dir = repos.clone('w')
    const realGit = createGit(dir)
    const alwaysRejected: Git = async (args, options) =>
      args[0] === 'push' ? { exitCode: 1, stdout: `!\trefs/heads/x\t[rejected] (fetch first)\n`, stderr: 'error: failed to push some refs' } : realGit(args, options)
    const sleeps: number[] = []
    await expect(store(dir, alwaysRejected, sleeps).persist(stateOf({ '/a/': record('a', T1) }))).rejects.toThrow(/rejected 5 times/)
    expect(sleeps).toHaveLength(4)
    expect(sleeps[3]).toBeGreaterThan(sleeps[0] as number)
  })

  it('fails at once, with git’s reason, when the push fails for another reason', async () => {
    const repos = createRepos()
    const dir = repos.clone('w')
    const realGit = createGit(dir)
    const denied: Git = async (args, options) =>
      args[0] === 'push' ? { exitCode: 128, stdout: '', stderr: "remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/o/r/': The requested URL returned error: 403\n" } : realGit(args, options)
    await expect(store(dir, denied).persist(stateOf({ '/a/': record('a', T1) }))).rejects.toThrow(/push to origin\/lastmod-state failed: fatal: unable to access .*403/)
  })

  it('reports a branch without the state file as evidence that state vanished', async () => {
    const repos = createRepos()
    const seed = repos.clone('other')
    git(seed, 'checkout', '--quiet', '--orphan', 'lastmod-state')
    git(seed, 'rm', '-rf', '--quiet', '.')
    writeFileSync(path.join(seed, 'notes.txt'), 'x\n')
    git(seed, 'add', 'notes.txt')
    git(seed, 'commit', '--quiet', '-m', 'unrelated')
    git(seed, 'push', '--quiet', 'origin', 'lastmod-state')
    await expect(store(repos.clone('w')).load()).resolves.toMatchObject({ kind: 'missing', vanished: expect.stringContaining('holds no .lastmod/state.json') })
  })

  it('refuses a corrupt state on the branch instead of replacing it', async () => {
    const repos = createRepos()
    const seed = repos.clone('other')
    git(seed, 'checkout', '--quiet', '--orphan', 'lastmod-state')
    git(seed, 'rm', '-rf', '--quiet', '.')
    mkdirSync(path.join(seed, '.lastmod'))
    writeFileSync(path.join(seed, FILE), '{"version": 1, "pages": {')
    git(seed, 'add', FILE)
    git(seed, 'commit', '--quiet', '-m', 'truncated')
    git(seed, 'push', '--quiet', 'origin', 'lastmod-state')
    const s = store(repos.clone('w'))
    await expect(s.load()).rejects.toThrow(StateError)
    await expect(s.persist(stateOf({ '/a/': record('a', T1) }))).rejects.toThrow(/origin\/lastmod-state:\.lastmod\/state\.json is not valid JSON/)
  })
})

describe('GitStore with a state split into parts (threshold lowered to 4 pages)', () => {
  const split = (cwd: string): GitStore => store(cwd, createGit(cwd), [], 4)
  const pages = (n: number, published: string): State['pages'] => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p/${i}/`, record(`p${i}`, published)]))

  it('migrates a single-file state into parts keeping its dates; the next persist commits only the changed part', async () => {
    const repos = createRepos()
    const work = repos.clone('w')
    await split(work).persist(stateOf(pages(3, T1)))
    expect(git(repos.origin, 'ls-tree', '-r', '--name-only', 'lastmod-state')).toBe(FILE)

    // Ten pages, the first three seen again later: their publication dates survive the migration.
    const grown = stateOf({ ...pages(10, T2), ...pages(3, T2) })
    await expect(split(work).persist(grown)).resolves.toMatchObject({ kind: 'saved' })
    const files = git(repos.origin, 'ls-tree', '-r', '--name-only', 'lastmod-state').split('\n')
    expect(files[0]).toBe(FILE)
    expect(files.slice(1)).toHaveLength(8)
    for (const part of files.slice(1)) expect(part).toMatch(/^\.lastmod\/state\.json\.d\/0\d-[0-9a-f]{16}\.json$/)
    const loaded = await split(repos.clone('w2')).load()
    expect(loaded).toMatchObject({ kind: 'found' })
    const state = (loaded as { state: State }).state
    expect(Object.keys(state.pages)).toHaveLength(10)
    for (let i = 0; i < 10; i++) expect(state.pages[`/p/${i}/`]?.publishedAt).toBe(i < 3 ? T1 : T2)

    const edited = stateOf({ ...state.pages, '/p/7/': record('p7-edited', T2, '2026-08-13T06:00:00Z') })
    await expect(split(work).persist(edited)).resolves.toMatchObject({ kind: 'saved' })
    const changed = git(repos.origin, 'diff', '--no-renames', '--name-status', 'lastmod-state^', 'lastmod-state').split('\n')
    expect(changed).toHaveLength(3)
    expect(changed).toContain(`M\t${FILE}`)
    const gone = changed.find((line) => line.startsWith('D\t'))
    const added = changed.find((line) => line.startsWith('A\t'))
    expect(gone?.slice(0, -23)).toBe(added?.slice(0, -23).replace('A', 'D')) // the same part, a new content name
    await expect(split(work).persist(edited)).resolves.toMatchObject({ kind: 'unchanged' })
  })

  it('refuses a split state whose part is missing or altered on the branch, and pushes nothing', async () => {
    const repos = createRepos()
    const seed = repos.clone('seed')
    await split(seed).persist(stateOf(pages(10, T1)))
    const part = git(repos.origin, 'ls-tree', '-r', '--name-only', 'lastmod-state').split('\n')[1] as string
    git(seed, 'checkout', '--quiet', '-b', 'edit', 'refs/lastmod/lastmod-state')
    writeFileSync(path.join(seed, part), '{"pages": {}, "version": 1}\n')
    git(seed, 'commit', '--quiet', '-am', 'emptied a part')
    git(seed, 'push', '--quiet', 'origin', 'edit:lastmod-state')
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')
    const s = split(repos.clone('w'))
    await expect(s.load()).rejects.toThrow(StateError)
    await expect(s.persist(stateOf(pages(10, T2)))).rejects.toThrow(`part ${part.slice('.lastmod/'.length)} is torn or altered`)

    git(seed, 'rm', '--quiet', part)
    git(seed, 'commit', '--quiet', '-m', 'removed a part')
    git(seed, 'push', '--quiet', 'origin', 'edit:lastmod-state')
    const after = git(repos.origin, 'rev-parse', 'lastmod-state')
    expect(after).not.toBe(head)
    await expect(s.persist(stateOf(pages(10, T2)))).rejects.toThrow(`part ${part.slice('.lastmod/'.length)} is missing`)
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(after)
  })
})
