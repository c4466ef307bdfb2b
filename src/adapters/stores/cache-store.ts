// State in the Actions cache: restored by key prefix (newest entry wins), saved under a key unique
// to the run attempt because cache entries are immutable. Lossy: entries idle for 7 days are evicted.
import { readStateFile, writeStateFile } from '../state-file.js'
import type { State } from '../../core/types.js'
import type { Logger } from '../logger.js'
import type { LoadResult, PersistResult, StateStore } from './store.js'

/** The two calls of @actions/cache this store needs. */
export interface CacheApi {
  /** The key restored, or undefined when nothing matched. */
  restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined>
  /** The cache id, or -1 when the key already exists. */
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

  async load(): Promise<LoadResult> {
    const { cache, file, prefix } = this.options
    const matched = await cache.restore([file], this.key, [`${prefix}-`])
    if (matched === undefined) return { kind: 'missing', source: this.description }
    const source = `cache ${matched}`
    const state = await readStateFile(file)
    if (!state) throw new Error(`${source} was restored but holds no ${file}`)
    return { kind: 'found', state, source }
  }

  async persist(state: State): Promise<PersistResult> {
    await writeStateFile(this.options.file, state)
    const id = await this.options.cache.save([this.options.file], this.key)
    if (id === -1) return { kind: 'unchanged', detail: `cache key ${this.key} already exists` }
    return { kind: 'saved', detail: `saved cache ${this.key}` }
  }
}
