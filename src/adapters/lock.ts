// One run at a time on a file that runs read and then rewrite (the state, the page cache): a lock
// file beside it, `<file>.lock`, created exclusively and holding its holder's pid, host and start.
// Two runs that both read the state and both write it would each write what they read plus their
// own change, and the later write would lose the earlier run's change (or, for a split state,
// delete the parts the other run's index names).
import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { printable, type Logger } from './logger.js'
import { jsonObject } from '../core/json-object.js'

/**
 * A lock file that cannot be read as a holder is one being written (a few microseconds) or one
 * left by a run killed in that instant: past this age it is the latter.
 */
const UNREADABLE_STALE_MS = 60_000

/** Another run holds the lock and did not let it go in time: the user can retry or remove a lock left behind. */
export class LockError extends Error {
  override name = 'LockError'
}

interface Holder {
  pid: number
  host: string
  since: string
  /** Tells this lock from another one of the same process (a pid reused, or a second lock in this process). */
  token: string
}

/** What a look at the lock file found. */
type Found = { kind: 'gone' } | { kind: 'held'; holder: Holder; text: string } | { kind: 'unreadable'; text: string; ageMs: number }

export interface LockOptions {
  /** The locked file as messages name it, e.g. `state file .lastmod/state.json`. */
  what: string
  log: Logger
  /**
   * The run only reads under the lock (a dry run): where no lock can be made (no folder yet, a
   * read-only one) there is no writer to keep out either, so it reads without.
   */
  readOnly?: boolean
  /** Seconds to wait for another run's lock (the run's lockWait). */
  wait: number
  /** How the user sets the wait (`--lock-wait`, the input lock-wait), named when it ran out. */
  waitName?: string
}

export interface HeldLock {
  /** Removes the lock file if it is still this run's; never throws. */
  release(): Promise<void>
}

/** The tokens of the locks this process holds: a lock naming this pid but none of them was left by an earlier process. */
const heldHere = new Set<string>()

/** The lock file of `file`. */
export const lockFileOf = (file: string): string => `${file}.lock`

/** Runs `fn` holding the lock of `file`, and lets it go whatever `fn` does. */
export async function withLock<T>(file: string, options: LockOptions, fn: () => Promise<T>): Promise<T> {
  const lock = await acquireLock(file, options)
  try {
    return await fn()
  } finally {
    await lock.release()
  }
}

/**
 * Takes the lock of `file`: at once when no run holds it; after a wait of up to options.wait
 * seconds when one does, then LockError naming the holder. A lock whose holder is gone (a process
 * of this host that no longer runs) is taken over, with a warning.
 */
export async function acquireLock(file: string, options: LockOptions): Promise<HeldLock> {
  const lockFile = lockFileOf(file)
  const wait = options.wait
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString(), token: randomBytes(8).toString('hex') }
  // Known from the start: this run's own takeover guard is not a crashed run's.
  heldHere.add(me.token)
  try {
    return await acquire(lockFile, me, wait, options)
  } catch (error) {
    heldHere.delete(me.token)
    throw error
  }
}

async function acquire(lockFile: string, me: Holder, wait: number, options: LockOptions): Promise<HeldLock> {
  if (!options.readOnly) await mkdir(path.dirname(path.resolve(lockFile)), { recursive: true })
  const deadline = Date.now() + wait * 1000
  let told = false
  let pause = 50
  for (;;) {
    let created: boolean
    try {
      created = await create(lockFile, me)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (options.readOnly && (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS')) {
        options.log.debug(`${options.what}: no lock file can be made (${code}); read without one`)
        heldHere.delete(me.token)
        return { release: async () => {} }
      }
      throw new Error(`cannot create the lock file ${lockFile} of ${options.what}: ${(error as Error).message}`)
    }
    if (created) return held(lockFile, me, options.log)
    const found = await look(lockFile)
    if (found.kind === 'gone') continue
    const gone = staleness(found)
    if (gone !== undefined) {
      if (await takeOver(lockFile, found.text, me)) {
        options.log.warning(`took over the lock file ${lockFile} of ${options.what}: ${gone}`)
        return held(lockFile, me, options.log)
      }
      // Another run is taking it over: its lock is then waited for like any other.
      await new Promise((resolve) => setTimeout(resolve, 50))
      continue
    }
    const left = deadline - Date.now()
    if (left <= 0) {
      throw new LockError(
        `${options.what} is in use by another run: ${describe(found)} holds its lock file ${lockFile}; waited ${wait} s${options.waitName === undefined ? '' : ` (${options.waitName})`}. ` +
          `Retry when that run ends; if no run is going, delete ${lockFile}`
      )
    }
    if (!told) {
      options.log.info(`${options.what} is in use by another run (${describe(found)}, lock file ${lockFile}); waiting up to ${wait} s for it`)
      told = true
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)))
    pause = Math.min(pause * 2, 1000)
  }
}

function held(lockFile: string, me: Holder, log: Logger): HeldLock {
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      try {
        const found = await look(lockFile)
        // Never another run's lock: only a holder judged gone loses its lock, and this one is not.
        if (found.kind === 'held' && found.holder.token === me.token) await rm(lockFile, { force: true })
      } catch (error) {
        log.warning(`could not remove the lock file ${lockFile}: ${(error as Error).message}; a later run takes it over`)
      } finally {
        // Only once the file is gone: until then it is this process's lock, not a stale one.
        heldHere.delete(me.token)
      }
    }
  }
}

/** Creates `lockFile` holding `me`, only if no file is there: false when one is. */
async function create(lockFile: string, me: Holder): Promise<boolean> {
  let handle
  try {
    handle = await open(lockFile, 'wx')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    await handle.writeFile(JSON.stringify(me) + '\n')
    await handle.close()
  } catch (error) {
    // A lock that names no holder would hold every later run up for a minute.
    await handle.close().catch(() => {})
    await rm(lockFile, { force: true })
    throw error
  }
  return true
}

async function look(lockFile: string): Promise<Found> {
  let text: string
  let mtimeMs: number
  try {
    ;[text, { mtimeMs }] = await Promise.all([readFile(lockFile, 'utf8'), stat(lockFile)])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' }
    throw error
  }
  const holder = parseHolder(text)
  return holder === undefined ? { kind: 'unreadable', text, ageMs: Date.now() - mtimeMs } : { kind: 'held', holder, text }
}

function parseHolder(text: string): Holder | undefined {
  const data = jsonObject(text)
  if (data === undefined) return undefined
  const { pid, host, since, token } = data
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return undefined
  if (typeof host !== 'string' || typeof since !== 'string' || typeof token !== 'string') return undefined
  return { pid, host, since, token }
}

/** Why the lock's holder is gone, or undefined while it may still run. */
function staleness(found: Exclude<Found, { kind: 'gone' }>): string | undefined {
  if (found.kind === 'unreadable') {
    return found.ageMs > UNREADABLE_STALE_MS ? `it names no holder and is ${Math.round(found.ageMs / 1000)} s old (left by a run stopped as it took the lock)` : undefined
  }
  const { holder } = found
  // Another host's processes cannot be seen from here: its lock is only ever waited for.
  if (holder.host !== hostname()) return undefined
  if (holder.pid === process.pid) {
    // This pid, but not a lock of this process: left by an earlier process that had the same pid
    // (the first process of a container is always pid 1).
    return heldHere.has(holder.token) ? undefined : `${describe(found)} is no longer running`
  }
  return isRunning(holder.pid) ? undefined : `${describe(found)} is no longer running`
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Replaces the stale lock whose content is `staleText` by this run's. Two runs may find the same
 * stale lock: a guard file lets one of them check that the lock is still the stale one and replace
 * it, so that neither removes a lock the other has just made.
 */
async function takeOver(lockFile: string, staleText: string, me: Holder): Promise<boolean> {
  const guard = `${lockFile}.takeover`
  if (!(await create(guard, me))) {
    const found = await look(guard)
    // A guard is held for a few file operations: one whose holder is gone was left by a crash.
    if (found.kind !== 'gone' && staleness(found) !== undefined && (await readFile(guard, 'utf8').catch(() => '')) === found.text) await rm(guard, { force: true })
    return false
  }
  try {
    const now = await readFile(lockFile, 'utf8').catch(() => undefined)
    if (now !== staleText) return false
    await rm(lockFile, { force: true })
    return await create(lockFile, me)
  } finally {
    await rm(guard, { force: true })
  }
}

/** The holder as a message names it: pid, host and since when. */
function describe(found: Exclude<Found, { kind: 'gone' }>): string {
  if (found.kind === 'unreadable') return 'a run whose lock file names no holder yet'
  const { pid, host, since } = found.holder
  return `pid ${pid} on host ${printable(host.slice(0, 255))} since ${printable(since.slice(0, 40))}`
}
