// The progress line of a long run, with a clock that moves only when asked: no test waits.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runCli } from '../src/adapters/cli-run.js'
import { createProgress, progressMode, type ProgressMode } from '../src/adapters/progress.js'
import { tempDir } from '../__fixtures__/cli/run.js'

/** A clock at `times[i]` on its i-th reading (the last one after that). */
function clock(...times: number[]): () => number {
  let i = 0
  return () => times[Math.min(i++, times.length - 1)] as number
}

function progress(mode: ProgressMode, now: () => number): { out: string[]; bar: ReturnType<typeof createProgress> } {
  const out: string[] = []
  return { out, bar: createProgress('Hashing pages', { mode, write: (text) => out.push(text), now }) }
}

describe('the progress line', () => {
  it('says nothing on a terminal for the first two seconds, then redraws one line in place and clears it', () => {
    const { out, bar } = progress('tty', clock(0, 1000, 2500, 2600, 3000))
    bar.update(1000) // at 1 s: too early
    bar.update(5000) // at 2.5 s
    bar.update(6000) // at 2.6 s: too soon after the last
    bar.update(8000, 20000) // at 3 s
    bar.finish()
    expect(out).toEqual([
      '\rHashing pages: 5,000 pages, 2,000/s\u001b[K',
      '\rHashing pages: 8,000 of 20,000 pages, 2,667/s, about 5 s left\u001b[K',
      '\r\u001b[K'
    ])
  })

  it('writes plain lines about every ten seconds in an Actions log, and never \\r', () => {
    const { out, bar } = progress('log', clock(0, 5000, 10_000, 15_000, 20_500))
    for (const done of [100, 200, 300, 410]) bar.update(done, 1000)
    bar.finish()
    expect(out).toEqual(['Hashing pages: 200 of 1,000 pages, 20/s, about 40 s left\n', 'Hashing pages: 410 of 1,000 pages, 20/s, about 30 s left\n'])
  })

  it('writes nothing when stderr is neither a terminal nor an Actions log', () => {
    const { out, bar } = progress(progressMode(false, {}), clock(0, 60_000))
    bar.update(10, 20)
    bar.finish()
    expect(out).toEqual([])
    expect(progressMode(true, { GITHUB_ACTIONS: 'true' })).toBe('tty')
    expect(progressMode(false, { GITHUB_ACTIONS: 'true' })).toBe('log')
  })

  it('a run of the command on a terminal draws its line on stderr and clears it before the summary', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    mkdirSync(site)
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(site, `${name}.html`), `<main><p>Page ${name}</p></main>`)
    const args = ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--dry-run']
    const run = async (mode: ProgressMode): Promise<{ stdout: string; stderr: string }> => {
      let stdout = ''
      let stderr = ''
      // Each reading of the clock is three seconds after the last: the run looks long.
      let at = 0
      await runCli(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), progress: { mode, now: () => (at += 3000) } })
      return { stdout, stderr }
    }
    const tty = await run('tty')
    const line = tty.stderr.startsWith('\rHashing pages: 3 of 3') ? '\rHashing pages: 3 of 3 pages, 1/s' : '\rHashing pages: 3 pages, 1/s'
    expect(tty.stderr.startsWith(`${line}\u001b[K\r\u001b[K`)).toBe(true)
    expect(tty.stdout).toMatch(/^3 new, 0 changed/)
    const piped = await run('off')
    expect(piped.stderr).not.toContain('Hashing pages')
    expect(piped.stdout).toBe(tty.stdout)
  })
})
