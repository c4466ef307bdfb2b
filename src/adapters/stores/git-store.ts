// State on a dedicated branch, written with git plumbing only: the user's working tree, index and
// checked-out branch are never touched, so this is safe in the middle of someone else's job.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { mergeStates, parseStoredState, partCount, readSplitState, serializeState, serializeStateIndex, splitState, SPLIT_PAGES, type StatePartEntry } from '../../core/state.js'
import type { State } from '../../core/types.js'
import type { Git } from '../git.js'
import { gitOrThrow } from '../git.js'
import type { Logger } from '../logger.js'
import type { LoadResult, PersistResult, Sleep, StateStore } from './store.js'
import { realSleep } from './store.js'

export const BOT_NAME = 'github-actions[bot]'
export const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com'

export interface GitStoreOptions {
  git: Git
  remote: string
  branch: string
  /** Path of the state file inside the branch, relative, `/`-separated. */
  file: string
  log: Logger
  /** Where the throw-away index lives (never the user's `.git/index`). */
  tmpDir?: string
  sleep?: Sleep
  /** Total push attempts when a concurrent persist wins the race. */
  maxAttempts?: number
  /** Appended to the commit message body, e.g. the run URL. */
  trailer?: string
  /** Pages above which the state is split into parts (core/state.ts SPLIT_PAGES by default). */
  splitPages?: number
}

interface RemoteSnapshot {
  head?: string
  state?: State
  /** The parts of a split state (empty for one file). */
  parts?: StatePartEntry[]
  /** The index of a split state, as the branch holds it. */
  text?: string
}

/** The files of a state to commit: `file` holds the whole state or the index of `parts`. */
interface StateTree {
  text: string
  /** Paths in the branch of every part, with a blob for those the branch does not hold yet. */
  parts: { file: string; blob?: string }[]
}

export class GitStore implements StateStore {
  readonly kind = 'git'
  readonly description: string
  private readonly localRef: string

  constructor(private readonly options: GitStoreOptions) {
    this.description = `${options.remote}/${options.branch}:${options.file}`
    // A private ref namespace: fetching never moves the user's branches or remote-tracking refs.
    this.localRef = `refs/lastmod/${options.branch}`
  }

  async load(): Promise<LoadResult> {
    const snapshot = await this.fetch()
    if (snapshot.state) return { kind: 'found', state: snapshot.state, source: this.description }
    if (snapshot.head) {
      return {
        kind: 'missing',
        source: this.description,
        vanished: `branch ${this.options.branch} exists but holds no ${this.options.file}`
      }
    }
    return { kind: 'missing', source: this.description }
  }

  async persist(pending: State): Promise<PersistResult> {
    const { log } = this.options
    const maxAttempts = this.options.maxAttempts ?? 5
    const sleep = this.options.sleep ?? realSleep
    for (let attempt = 1; ; attempt++) {
      const remote = await this.fetch()
      // Always merge with what is on the branch: another deploy may have persisted since this run
      // restored its state, and its pages must not be lost. Our run is the later one, so it wins.
      const merged = remote.state ? mergeStates(remote.state, pending) : pending
      const tree = await this.stateTree(merged, remote.parts ?? [])
      const held = remote.parts?.length ? remote.text : remote.state && serializeState(remote.state)
      if (held === tree.text) return { kind: 'unchanged', detail: `${this.description} already holds this state` }
      const commit = await this.commit(tree, remote, merged)
      const push = await this.options.git(['push', '--porcelain', this.options.remote, `${commit}:refs/heads/${this.options.branch}`])
      if (push.exitCode === 0) {
        await gitOrThrow(this.options.git, ['update-ref', this.localRef, commit])
        return { kind: 'saved', detail: `committed ${commit.slice(0, 12)} to ${this.options.branch}` }
      }
      const output = `${push.stdout}\n${push.stderr}`
      if (!isRaceLost(output)) {
        throw new Error(`git push to ${this.options.remote}/${this.options.branch} failed: ${lastLine(push.stderr) ?? `exit code ${push.exitCode}`}`)
      }
      if (attempt >= maxAttempts) {
        throw new Error(`git push to ${this.options.remote}/${this.options.branch} was rejected ${attempt} times (concurrent deploys); state not persisted`)
      }
      const delay = 500 * 2 ** (attempt - 1) + Math.floor(Math.random() * 250)
      log.info(`Push rejected (another run persisted first); merging and retrying in ${delay} ms`)
      await sleep(delay)
    }
  }

  private async fetch(): Promise<RemoteSnapshot> {
    const { git, remote, branch, file } = this.options
    // ls-remote tells "no such branch" (empty output) apart from a failure (non-zero exit).
    const listed = await gitOrThrow(git, ['ls-remote', '--heads', remote, `refs/heads/${branch}`])
    if (listed === '') return {}
    await gitOrThrow(git, ['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${branch}:${this.localRef}`])
    const head = await gitOrThrow(git, ['rev-parse', '--verify', `${this.localRef}^{commit}`])
    const entry = await gitOrThrow(git, ['ls-tree', head, '--', file])
    const blob = /^\d+ blob ([0-9a-f]+)\t/.exec(entry)?.[1]
    if (!blob) return { head }
    const text = await git(['cat-file', 'blob', blob])
    if (text.exitCode !== 0) throw new Error(`cannot read ${this.description}: ${lastLine(text.stderr) ?? 'git cat-file failed'}`)
    const stored = parseStoredState(text.stdout, this.description)
    if (!('parts' in stored)) return { head, state: stored, parts: [] }
    const state = await readSplitState(stored, this.description, async (part) => {
      const read = await git(['cat-file', 'blob', `${head}:${posix.join(posix.dirname(file), part)}`])
      return read.exitCode === 0 ? read.stdout : undefined
    })
    return { head, state, parts: stored.parts, text: text.stdout }
  }

  /** The state's files, its parts written as blobs one at a time (a part is a few MB at most). */
  private async stateTree(state: State, previous: StatePartEntry[]): Promise<StateTree> {
    const { git, file } = this.options
    const count = partCount(Object.keys(state.pages).length, previous.length, this.options.splitPages ?? SPLIT_PAGES)
    if (count === 0) return { text: serializeState(state), parts: [] }
    const entries: StatePartEntry[] = []
    const parts: StateTree['parts'] = []
    const held = new Set(previous.map((part) => part.file))
    for (const { chunks, ...part } of splitState(state, count, `${posix.basename(file)}.d`)) {
      entries.push(part)
      const path = posix.join(posix.dirname(file), part.file)
      // A part's name holds its digest: one the branch holds already is left in its tree.
      parts.push(held.has(part.file) ? { file: path } : { file: path, blob: await gitOrThrow(git, ['hash-object', '-w', '--stdin'], { stdin: Buffer.concat(chunks) }) })
    }
    return { text: serializeStateIndex(state, entries), parts }
  }

  /** Builds a commit holding the state's files, on top of the branch head (or as an orphan root). */
  private async commit(files: StateTree, remote: RemoteSnapshot, merged: State): Promise<string> {
    const { git, file } = this.options
    const blob = await gitOrThrow(git, ['hash-object', '-w', '--stdin'], { stdin: files.text })
    const dir = await mkdtemp(join(this.options.tmpDir ?? tmpdir(), 'lastmod-index-'))
    try {
      // A throw-away index: read-tree/update-index/write-tree build nested trees for a nested
      // state-file path without ever looking at the user's index or working tree.
      const env = { GIT_INDEX_FILE: join(dir, 'index') }
      await gitOrThrow(git, remote.head ? ['read-tree', remote.head] : ['read-tree', '--empty'], { env })
      // The previous parts go, the new ones come: a part unchanged keeps its blob, so the commit
      // touches only the parts that changed.
      const stale = (remote.parts ?? []).map((part) => posix.join(posix.dirname(file), part.file)).filter((path) => !files.parts.some((part) => part.file === path))
      if (stale.length > 0) await gitOrThrow(git, ['update-index', '--force-remove', '--', ...stale], { env })
      const entries = [...files.parts, { file, blob }].map((part) => (part.blob ? `100644 ${part.blob}\t${part.file}\n` : '')).join('')
      await gitOrThrow(git, ['update-index', '--add', '--index-info'], { env, stdin: entries })
      const tree = await gitOrThrow(git, ['write-tree'], { env })
      const moved = countMoved(remote.state, merged)
      const message = [
        `lastmod: update state (${moved} page${moved === 1 ? '' : 's'} moved) [skip ci]`,
        ...(this.options.trailer ? ['', this.options.trailer] : [])
      ].join('\n')
      const args = ['commit-tree', tree, ...(remote.head ? ['-p', remote.head] : []), '-m', message]
      return await gitOrThrow(git, args, {
        env: {
          GIT_AUTHOR_NAME: BOT_NAME,
          GIT_AUTHOR_EMAIL: BOT_EMAIL,
          GIT_COMMITTER_NAME: BOT_NAME,
          GIT_COMMITTER_EMAIL: BOT_EMAIL
        }
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}

function countMoved(before: State | undefined, after: State): number {
  let moved = 0
  for (const [key, record] of Object.entries(after.pages)) {
    if (JSON.stringify(before?.pages[key]) !== JSON.stringify(record)) moved++
  }
  return moved
}

function isRaceLost(output: string): boolean {
  return /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|failed to update ref|stale info/i.test(output)
}

function lastLine(text: string): string | undefined {
  return text.trim().split('\n').filter(Boolean).pop()
}
