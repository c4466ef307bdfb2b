// `npm run bench` (scripts/bench.mjs) on bad input: one line that names it, exit code 2, and
// nothing generated or run; --help prints the usage of the file's header. (bench-runs.test.ts
// runs it on sites of a few pages.)
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from '../__fixtures__/cli/run.js'

const BENCH = path.join(repoRoot, 'scripts/bench.mjs')

/** No site of any size unless a case sets one: a bench that failed to stop would then do next to nothing. */
const NO_SITES = { BENCH_PAGES: '0', BENCH_SMALL_PAGES: '0', BENCH_BIG_PAGES: '0', BENCH_CORPUS_PAGES: '0' }

function bench(args: string[], env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BENCH, ...args], { encoding: 'utf8', env: { ...process.env, ...NO_SITES, ...env } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the bench script', () => {
  it.each([
    [['--bogus'], "bench: Unknown option '--bogus' (--help lists the options)"],
    [['--pages', 'many'], "bench: --pages (or BENCH_PAGES) must be a whole number of pages, 0 or more; got 'many'"],
    [['--small=-5'], "bench: --small (or BENCH_SMALL_PAGES) must be a whole number of pages, 0 or more; got '-5'"],
    [['--rounds', '0'], "bench: --rounds must be a whole number of at least 1; got '0'"],
    [['--against', '/nonexistent/cli.js'], 'bench: --against /nonexistent/cli.js does not exist']
  ])('rejects %j with one line and exit code 2', (args, message) => {
    const result = bench(args)
    expect(result.stderr).toBe(message + '\n')
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
  })

  it('names the environment variable when that is what is wrong', () => {
    const result = bench([], { BENCH_CORPUS_PAGES: '1.5' })
    expect(result.stderr).toBe("bench: --corpus (or BENCH_CORPUS_PAGES) must be a whole number of pages, 0 or more; got '1.5'\n")
    expect(result.status).toBe(2)
  })

  it('prints its usage on --help', () => {
    const result = bench(['--help'])
    expect(result.status).toBe(0)
    expect(result.stdout.startsWith('Usage: npm run bench [-- --help] [--pages N]')).toBe(true)
    for (const option of ['--against', '--rounds', '--node', '--no-probe', 'BENCH_PAGES']) expect(result.stdout).toContain(option)
    expect(result.stdout).not.toContain('//')
  })
})
