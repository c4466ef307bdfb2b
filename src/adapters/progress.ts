// A progress line for runs long enough to wonder about: pages done, rate, time left. On a terminal
// it is redrawn in place on stderr; in an Actions log it is a plain line every ten seconds or so;
// anywhere else nothing is written. The clock is given, so that tests need no time to pass.

/** tty: redrawn in place; log: a line now and then (an Actions log, which shows no \r); off: silent. */
export type ProgressMode = 'tty' | 'log' | 'off'

export interface ProgressOptions {
  mode: ProgressMode
  /** Writes text as it is (the CLI's stderr; in the action, a log line). */
  write: (text: string) => void
  /** Milliseconds, monotonic (performance.now in a run). */
  now: () => number
}

export interface Progress {
  /** `total`: the pages to do, once the walk of the site has found them all. */
  update(done: number, total?: number): void
  /** Clears the line drawn on a terminal. */
  finish(): void
}

/** Nothing is shown for runs shorter than this: a quick run prints its summary only. */
const QUIET_MS = 2000
const REDRAW_MS = { tty: 250, log: 10_000 } as const

export const NO_PROGRESS: Progress = { update: () => {}, finish: () => {} }

/** The mode for a process: a terminal on stderr, else the log of an Actions job, else none. */
export function progressMode(stderrIsTTY: boolean, env: NodeJS.ProcessEnv): ProgressMode {
  if (stderrIsTTY) return 'tty'
  return env['GITHUB_ACTIONS'] === 'true' ? 'log' : 'off'
}

export function createProgress(label: string, options: ProgressOptions): Progress {
  const { mode, write, now } = options
  if (mode === 'off') return NO_PROGRESS
  const start = now()
  // A log's first line after as long as between two lines: a run of a few seconds says nothing.
  let next = start + (mode === 'tty' ? QUIET_MS : REDRAW_MS.log)
  let drawn = false
  return {
    update(done, total) {
      const at = now()
      if (at < next) return
      next = at + REDRAW_MS[mode]
      const line = `${label}: ${describe(done, total, at - start)}`
      if (mode === 'tty') {
        write(`\r${line}\u001b[K`)
        drawn = true
      } else write(`${line}\n`)
    },
    finish() {
      if (drawn) write('\r\u001b[K')
      drawn = false
    }
  }
}

const count = new Intl.NumberFormat('en-US')

function describe(done: number, total: number | undefined, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0
  const parts = [total === undefined ? `${count.format(done)} pages` : `${count.format(done)} of ${count.format(total)} pages`, `${count.format(Math.round(rate))}/s`]
  if (total !== undefined && rate > 0 && done < total) parts.push(`about ${duration((total - done) / rate)} left`)
  return parts.join(', ')
}

function duration(seconds: number): string {
  const s = Math.ceil(seconds)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`
}
