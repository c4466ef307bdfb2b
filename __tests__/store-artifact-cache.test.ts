import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serializeState, StateError } from '../src/core/state.js'
import { MemoryLogger } from '../src/adapters/logger.js'
import { ArtifactStore, type ArtifactTransfer, type RunArtifact, type WorkflowRunsApi } from '../src/adapters/stores/artifact-store.js'
import { CacheStore, type CacheApi } from '../src/adapters/stores/cache-store.js'
import { record, stateOf } from '../__fixtures__/github/states.js'

const T1 = '2026-06-10T08:00:00Z'

/** Workflow runs and their artifacts, as the REST API and the artifact service would see them. */
class FakeActions implements WorkflowRunsApi, ArtifactTransfer {
  runs: Array<{ id: number; branch: string; artifacts: Array<RunArtifact & { name: string; content: string }> }> = []
  uploads: Array<{ name: string; content: string }> = []
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
    await writeFile(path.join(dir, 'state.json'), artifact.content)
  }
  async upload(name: string, file: string): Promise<void> {
    this.uploads.push({ name, content: await readFile(file, 'utf8') })
  }
}

function artifactStore(fake: FakeActions): ArtifactStore {
  return new ArtifactStore({ name: 'lastmod-state', branch: 'main', fileName: 'state.json', runs: fake, transfer: fake, log: new MemoryLogger() })
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
    expect(fake.uploads).toEqual([{ name: 'lastmod-state', content: serializeState(s2) }])
  })
})

/** The Actions cache: immutable keys, restore by exact key or newest entry with a prefix. */
class FakeCache implements CacheApi {
  entries: Array<{ key: string; dir: string }> = []
  /** Saves fail as @actions/cache reports every failure: -1, having logged why. */
  refuseSaves = false
  private readonly root = mkdtempSync(path.join(tmpdir(), 'lastmod-fake-cache-'))
  async restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined> {
    const hit =
      this.entries.find((e) => e.key === primaryKey) ??
      restoreKeys.map((prefix) => [...this.entries].reverse().find((e) => e.key.startsWith(prefix))).find(Boolean)
    if (!hit) return undefined
    for (const p of paths) {
      await mkdir(path.dirname(p), { recursive: true })
      await copyFile(path.join(hit.dir, path.basename(p)), p)
    }
    return hit.key
  }
  exists(_paths: string[], key: string): Promise<boolean> {
    return Promise.resolve(this.entries.some((e) => e.key === key))
  }
  async save(paths: string[], key: string): Promise<number> {
    if (this.refuseSaves || this.entries.some((e) => e.key === key)) return -1
    const dir = path.join(this.root, String(this.entries.length))
    await mkdir(dir)
    for (const p of paths) await copyFile(p, path.join(dir, path.basename(p)))
    this.entries.push({ key, dir })
    return this.entries.length
  }
}

describe('CacheStore', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lastmod-cache-work-'))
  const cacheStore = (cache: CacheApi, runId: number, file = path.join(work, `${runId}`, '.lastmod/state.json')): CacheStore =>
    new CacheStore({ file, prefix: 'lastmod-state', runId, runAttempt: 1, cache, log: new MemoryLogger() })

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

  it('keeps one file above the split threshold: the cache saves one path, with no per-file limit', async () => {
    const cache = new FakeCache()
    const state = stateOf({ '/a/': record('a', T1), '/b/': record('b', T1), '/c/': record('c', T1) })
    const previous = process.env.LASTMOD_STATE_SPLIT_PAGES
    process.env.LASTMOD_STATE_SPLIT_PAGES = '1'
    try {
      await cacheStore(cache, 11).persist(state)
      expect(readFileSync(path.join(work, '11', '.lastmod/state.json'), 'utf8')).toBe(serializeState(state))
      await expect(cacheStore(cache, 12).load()).resolves.toMatchObject({ kind: 'found', state })
    } finally {
      if (previous === undefined) delete process.env.LASTMOD_STATE_SPLIT_PAGES
      else process.env.LASTMOD_STATE_SPLIT_PAGES = previous
    }
  })

  it('refuses a corrupt cached state', async () => {
    const cache = new FakeCache()
    const file = path.join(work, 'corrupt', 'state.json')
    await mkdir(path.dirname(file), { recursive: true })
    writeFileSync(file, '{"version": 1, "pages": {"/a/": {"hash": "md5:x"}}}')
    await cache.save([file], 'lastmod-state-9-1')
    await expect(cacheStore(cache, 10, path.join(work, 'other', 'state.json')).load()).rejects.toThrow(StateError)
    expect(readFileSync(file, 'utf8')).toContain('md5:x')
  })
})
