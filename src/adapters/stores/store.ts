// One interface for the three places the state can live (git branch, artifact, Actions cache).
import type { State } from '../../core/types.js'

export type StoreKind = 'git' | 'artifact' | 'cache'

/** What loading found. `missing.vanished` is evidence that state existed once and is gone now. */
export type LoadResult =
  | { kind: 'found'; state: State; source: string }
  | { kind: 'missing'; source: string; vanished?: string }

export type PersistResult =
  | { kind: 'saved'; detail: string }
  /** The store already holds exactly this state: nothing written. */
  | { kind: 'unchanged'; detail: string }

export interface StateStore {
  readonly kind: StoreKind
  /** Human description for logs and the summary (e.g. `origin/lastmod-state:.lastmod/state.json`). */
  readonly description: string
  load(): Promise<LoadResult>
  persist(state: State): Promise<PersistResult>
}

/** Injected so retries are fast in tests. */
export type Sleep = (ms: number) => Promise<void>
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
