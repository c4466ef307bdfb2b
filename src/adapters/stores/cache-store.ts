// State in the Actions cache: restored by key prefix (newest entry wins), saved under a key unique
// to the run attempt because cache entries are immutable. Lossy: entries idle for 7 days are evicted.
import { withLock } from '../lock.js'
import { readStateFile, writeStateFile } from '../state-file.js'
import type { State } from '../../core/types.js'
import type { Logger } from '../logger.js'
import type { LoadResult, PersistResult, StateStore } from './store.js'

/** The calls of @actions/cache this store needs. */
export interface CacheApi {
  /** The key restored, or undefined when nothing matched. */
  restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined>
  /** Whether an entry has exactly this key (nothing is downloaded). */
  exists(paths: string[], key: string): Promise<boolean>
  /**
   * The cache id, or -1 when nothing was saved: the key exists already, or the save failed (the
   * service refused or failed, or writes are not permitted), which the toolkit has logged.
   */
  save(paths: string[], key: string): Promise<number>
}

export interface CacheStoreOptions {
  /** Path of the state file; also the cache path, so it must be the same on save and restore. */
  file: string
  prefix: string
  runId: number
  runAttempt: number
  cache: CacheApi
  log: Logger
  /** Seconds to wait for another run's lock on the file (the run's lock-wait). */
  lockWait: number
  /** Pages above which the state is split into parts (core/state.ts SPLIT_PAGES by default). */
  splitPages?: number
}

export class CacheStore implements StateStore {
  readonly kind = 'cache'
  readonly description: string

  constructor(private readonly options: CacheStoreOptions) {
    this.description = `cache ${options.prefix}-*`
  }

  private get key(): string {
    return `${this.options.prefix}-${this.options.runId}-${this.options.runAttempt}`
  }

  /**
   * The state file and its parts' folder, whichever layout the state has: the cache finds only
   * entries saved with the same list of paths, so the list must not change when a site crosses
   * the split threshold. A path that does not exist is left out of the entry.
   */
  private get paths(): string[] {
    return [this.options.file, `${this.options.file}.d`]
  }

  /**
   * The state is a file on the runner, restored into it and written from it: a run that shares
   * the runner's files (a self-hosted runner's folder) must not restore over another's write or
   * read parts of two states.
   */
  private locked<T>(fn: () => Promise<T>): Promise<T> {
    return withLock(this.options.file, { what: `state file ${this.options.file}`, log: this.options.log, wait: this.options.lockWait, waitName: 'lock-wait' }, fn)
  }

  async load(): Promise<LoadResult> {
    const { cache, file, prefix } = this.options
    return this.locked(async () => {
      const matched = await cache.restore(this.paths, this.key, [`${prefix}-`])
      if (matched === undefined) return { kind: 'missing', source: this.description }
      const source = `cache ${matched}`
      const state = await readStateFile(file)
      if (!state) throw new Error(`${source} was restored but holds no ${file}`)
      return { kind: 'found', state, source }
    })
  }

  async persist(state: State): Promise<PersistResult> {
    const { cache } = this.options
    const id = await this.locked(async () => {
      await writeStateFile(this.options.file, state, this.options.splitPages)
      return cache.save(this.paths, this.key)
    })
    if (id !== -1) return { kind: 'saved', detail: `saved cache ${this.key}` }
    // Entries are immutable and the key is this run attempt's: one that exists holds this state.
    if (await cache.exists(this.paths, this.key)) return { kind: 'unchanged', detail: `cache key ${this.key} already exists` }
    throw new Error(
      `the Actions cache did not save the state under key ${this.key} (its message above says why); the next run restores the previous state`
    )
  }
}
