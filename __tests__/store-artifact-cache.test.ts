import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serializeState, StateError } from '../src/core/state.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { ArtifactStore, type ArtifactTransfer, type RunArtifact, type WorkflowRunsApi } from '../src/adapters/stores/artifact-store.js'
import { CacheStore, type CacheApi } from '../src/adapters/stores/cache-store.js'
import { record, stateOf } from '../__fixtures__/github/states.js'

const T1 = '2026-06-10T08:00:00Z'

/** Workflow runs and their artifacts, as the REST API and the artifact service would see them. */
class FakeActions implements WorkflowRunsApi, ArtifactTransfer {
  /** An artifact's `content` is its state.json; `files` are any others, by path in the artifact. */
  runs: Array<{ id: number; branch: string; artifacts: Array<RunArtifact & { name: string; content: string; files?: Record<string, string> }> }> = []
  uploads: Array<{ name: string; files: Record<string, string> }> = []
  queriedBranches: string[] = []
  successfulRuns(branch: string): Promise<number[]> {
    this.queriedBranches.push(branch)
    return Promise.resolve(this.runs.filter((r) => r.branch === branch).map((r) => r.id))
  }
  artifactsOf(runId: number, name: string): Promise<RunArtifact[]> {
    return Promise.resolve((this.runs.find((r) => r.id === runId)?.artifacts ?? []).filter((a) => a.name === name).map(({ id, expired }) => ({ id, expired })))
  }
  async download(artifactId: number, runId: number, dir: string): Promise<void> {
    const artifact = this.runs.find((r) => r.id === runId)?.artifacts.find((a) => a.id === artifactId)
    if (!artifact || artifact.expired) throw new Error(`no artifact ${artifactId} in run ${runId}`)
    for (const [name, content] of Object.entries({ 'state.json': artifact.content, ...artifact.files })) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await writeFile(path.join(dir, name), content)
    }
  }
  async upload(name: string, files: string[]): Promise<void> {
    // As @actions/artifact: paths inside the artifact are relative to the first file's folder.
    const root = path.dirname(files[0] as string)
    const uploaded: Record<string, string> = {}
    for (const file of files) uploaded[path.relative(root, file)] = await readFile(file, 'utf8')
    this.uploads.push({ name, files: uploaded })
  }
}

/** `splitPages`: states above this many pages are split (the threshold lowered). */
function artifactStore(fake: FakeActions, splitPages?: number): ArtifactStore {
  return new ArtifactStore({ name: 'lastmod-state', branch: 'main', fileName: 'state.json', runs: fake, transfer: fake, log: new MemoryLogger(), ...(splitPages === undefined ? {} : { splitPages }) })
}

describe('ArtifactStore', () => {
  const s1 = stateOf({ '/a/': record('a', T1) })
  const s2 = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1) })

  it('restores from the newest successful run on the branch that still has the artifact', async () => {
    const fake = new FakeActions()
    fake.runs = [
      { id: 30, branch: 'main', artifacts: [{ id: 301, name: 'other', expired: false, content: '' }] },
      { id: 20, branch: 'main', artifacts: [{ id: 201, name: 'lastmod-state', expired: false, content: serializeState(s2) }] },
      { id: 10, branch: 'main', artifacts: [{ id: 101, name: 'lastmod-state', expired: false, content: serializeState(s1) }] },
      { id: 40, branch: 'feature', artifacts: [{ id: 401, name: 'lastmod-state', expired: false, content: serializeState(s1) }] }
    ]
    await expect(artifactStore(fake).load()).resolves.toEqual({ kind: 'found', state: s2, source: 'artifact lastmod-state of run 20' })
    expect(fake.queriedBranches).toEqual(['main'])
  })

  it('reports an expired artifact as state that vanished', async () => {
    const fake = new FakeActions()
    fake.runs = [{ id: 20, branch: 'main', artifacts: [{ id: 201, name: 'lastmod-state', expired: true, content: '' }] }]
    await expect(artifactStore(fake).load()).resolves.toMatchObject({ kind: 'missing', vanished: 'artifact lastmod-state of run 20 has expired' })
  })

  it('finds nothing, without evidence of loss, when no run ever uploaded it', async () => {
    const fake = new FakeActions()
    await expect(artifactStore(fake).load()).resolves.toEqual({ kind: 'missing', source: 'artifact lastmod-state (successful runs on main)' })
  })

  it('refuses a corrupt artifact, naming it', async () => {
    const fake = new FakeActions()
    fake.runs = [{ id: 20, branch: 'main', artifacts: [{ id: 201, name: 'lastmod-state', expired: false, content: '{"version": 2, "pages": {}}' }] }]
    await expect(artifactStore(fake).load()).rejects.toThrow(new StateError('artifact lastmod-state of run 20: unknown state version 2; this lastmod reads version 1'))
  })

  it('uploads the serialised state on persist', async () => {
    const fake = new FakeActions()
    await expect(artifactStore(fake).persist(s2)).resolves.toMatchObject({ kind: 'saved' })
    expect(fake.uploads).toEqual([{ name: 'lastmod-state', files: { 'state.json': serializeState(s2) } }])
  })

  it('above the split threshold uploads the index and its parts, and the next run restores them whole', async () => {
    const fake = new FakeActions()
    const state = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1), '/c/': record('c', T1) })
    await artifactStore(fake, 1).persist(state)
    const [upload] = fake.uploads
    const names = Object.keys(upload?.files ?? {}).sort()
    expect(names[0]).toBe('state.json')
    expect(names.length).toBeGreaterThan(2)
    expect(names.slice(1).every((name) => /^state\.json\.d\/\d{2}-[0-9a-f]{16}\.json$/.test(name))).toBe(true)
    const { 'state.json': index = '', ...parts } = upload?.files ?? {}
    fake.runs = [{ id: 20, branch: 'main', artifacts: [{ id: 201, name: 'lastmod-state', expired: false, content: index, files: parts }] }]
    await expect(artifactStore(fake).load()).resolves.toEqual({ kind: 'found', state, source: 'artifact lastmod-state of run 20' })
  })

  it('refuses an artifact whose index names a part it does not hold, naming the artifact', async () => {
    const fake = new FakeActions()
    const state = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1), '/c/': record('c', T1) })
    await artifactStore(fake, 1).persist(state)
    const index = fake.uploads[0]?.files['state.json'] ?? ''
    fake.runs = [{ id: 20, branch: 'main', artifacts: [{ id: 201, name: 'lastmod-state', expired: false, content: index }] }]
    await expect(artifactStore(fake).load()).rejects.toThrow(/^artifact lastmod-state of run 20: part state\.json\.d\/\d{2}-[0-9a-f]{16}\.json is missing$/)
  })
})

/**
 * The Actions cache: immutable keys, restore by exact key or newest entry with a prefix, among
 * the entries saved with the same list of paths (the service's cache version). Paths that do not
 * exist are left out of an entry; files and folders are saved whole.
 */
class FakeCache implements CacheApi {
  entries: Array<{ key: string; version: string; dir: string }> = []
  /** Saves fail as @actions/cache reports every failure: -1, having logged why. */
  refuseSaves = false
  private readonly root = mkdtempSync(path.join(tmpdir(), 'lastmod-fake-cache-'))
  private static version(paths: string[]): string {
    return paths.map((p) => path.basename(p)).join('|')
  }
  async restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined> {
    const entries = this.entries.filter((e) => e.version === FakeCache.version(paths))
    const hit =
      entries.find((e) => e.key === primaryKey) ??
      restoreKeys.map((prefix) => [...entries].reverse().find((e) => e.key.startsWith(prefix))).find(Boolean)
    if (!hit) return undefined
    for (const p of paths) {
      const saved = path.join(hit.dir, path.basename(p))
      if (!existsSync(saved)) continue
      await mkdir(path.dirname(p), { recursive: true })
      await cp(saved, p, { recursive: true })
    }
    return hit.key
  }
  exists(paths: string[], key: string): Promise<boolean> {
    return Promise.resolve(this.entries.some((e) => e.key === key && e.version === FakeCache.version(paths)))
  }
  async save(paths: string[], key: string): Promise<number> {
    if (this.refuseSaves || this.entries.some((e) => e.key === key)) return -1
    // A folder of its own: saves may run at the same time, as the service takes them.
    const dir = await mkdtemp(path.join(this.root, 'entry-'))
    const present = paths.filter((p) => existsSync(p))
    if (present.length === 0) throw new Error('Path Validation Error: Path(s) specified in the action for caching do(es) not exist, hence no cache is being saved.')
    for (const p of present) await cp(p, path.join(dir, path.basename(p)), { recursive: true })
    this.entries.push({ key, version: FakeCache.version(paths), dir })
    return this.entries.length
  }
}

describe('CacheStore', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lastmod-cache-work-'))
  /** `splitPages`: states above this many pages are split (the threshold lowered). */
  const cacheStore = (cache: CacheApi, runId: number, file = path.join(work, `${runId}`, '.lastmod/state.json'), splitPages?: number): CacheStore =>
    new CacheStore({ file, prefix: 'lastmod-state', runId, runAttempt: 1, cache, log: new MemoryLogger(), lockWait: 600, ...(splitPages === undefined ? {} : { splitPages }) })

  it('saves under a key unique to the run attempt and restores the newest by prefix', async () => {
    const cache = new FakeCache()
    await expect(cacheStore(cache, 1).load()).resolves.toEqual({ kind: 'missing', source: 'cache lastmod-state-*' })
    const s1 = stateOf({ '/a/': record('a', T1) })
    const s2 = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1) })
    await expect(cacheStore(cache, 1).persist(s1)).resolves.toEqual({ kind: 'saved', detail: 'saved cache lastmod-state-1-1' })
    await cacheStore(cache, 2).persist(s2)
    await expect(cacheStore(cache, 3).load()).resolves.toEqual({ kind: 'found', state: s2, source: 'cache lastmod-state-2-1' })
  })

  it('treats an existing key (a re-run of the same attempt) as already saved', async () => {
    const cache = new FakeCache()
    const s1 = stateOf({ '/a/': record('a', T1) })
    await cacheStore(cache, 5).persist(s1)
    await expect(cacheStore(cache, 5).persist(s1)).resolves.toMatchObject({ kind: 'unchanged' })
    expect(cache.entries).toHaveLength(1)
  })

  it('fails when the cache did not save the state, rather than calling it unchanged', async () => {
    // The toolkit answers -1 for a key that exists and for any failure alike (service down,
    // reservation refused, writes not permitted): only a key that exists is "unchanged".
    const cache = new FakeCache()
    cache.refuseSaves = true
    const s1 = stateOf({ '/a/': record('a', T1) })
    await expect(cacheStore(cache, 6).persist(s1)).rejects.toThrow(
      'the Actions cache did not save the state under key lastmod-state-6-1 (its message above says why); the next run restores the previous state'
    )
    expect(cache.entries).toHaveLength(0)
  })

  it('saves a split state as the index and its parts, and restores it across the threshold both ways', async () => {
    const cache = new FakeCache()
    const small = stateOf({ '/a/': record('a', T1) })
    const large = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1), '/c/': record('c', T1), '/d/': record('d', T1) })
    const split = (runId: number): CacheStore => cacheStore(cache, runId, undefined, 2)
    await split(11).persist(small)
    expect(existsSync(path.join(work, '11', '.lastmod/state.json.d'))).toBe(false)
    // The site grows past the threshold: the split state is found by the next run.
    await expect(split(12).load()).resolves.toMatchObject({ kind: 'found', state: small })
    await split(12).persist(large)
    expect(readdirSync(path.join(work, '12', '.lastmod/state.json.d')).length).toBeGreaterThan(1)
    await expect(split(13).load()).resolves.toEqual({ kind: 'found', state: large, source: 'cache lastmod-state-12-1' })
    // And shrinks back under it: one file again, still found.
    await split(13).persist(small)
    expect(readdirSync(path.join(work, '13', '.lastmod/state.json.d'))).toEqual([])
    await expect(split(14).load()).resolves.toEqual({ kind: 'found', state: small, source: 'cache lastmod-state-13-1' })
  })

  it('runs sharing the state file of one runner persist one at a time: each entry holds the state of its own run', async () => {
    // Two jobs on one self-hosted machine, one state file: each writes it, then the cache saves it.
    const cache = new FakeCache()
    const file = path.join(work, 'shared', '.lastmod/state.json')
    const states = Array.from({ length: 4 }, (_, run) => stateOf(Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((page) => [`/${page}/`, record(`${page}${run}`, T1)]))))
    await Promise.all(states.map((state, run) => cacheStore(cache, 20 + run, file, 2).persist(state)))
    for (const [run, state] of states.entries()) {
      await expect(cacheStore(cache, 20 + run, path.join(work, `restored-${run}`, 'state.json'), 2).load()).resolves.toMatchObject({ kind: 'found', state })
    }
    expect(existsSync(`${file}.lock`)).toBe(false)
  })

  it('refuses a corrupt cached state', async () => {
    const cache = new FakeCache()
    const file = path.join(work, 'corrupt', 'state.json')
    await mkdir(path.dirname(file), { recursive: true })
    writeFileSync(file, '{"version": 1, "pages": {"/a/": {"hash": "md5:x"}}}')
    await cache.save([file, `${file}.d`], 'lastmod-state-9-1')
    await expect(cacheStore(cache, 10, path.join(work, 'other', 'state.json')).load()).rejects.toThrow(StateError)
    expect(readFileSync(file, 'utf8')).toContain('md5:x')
  })
})
