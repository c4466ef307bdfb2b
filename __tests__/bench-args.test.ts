// `npm run bench` (scripts/bench.mjs) on bad input: one line that names it, exit code 2, and
// nothing generated or run; --help prints the usage of the file's header. (bench-runs.test.ts
// runs it on sites of a few pages.)
import { describe, expect, it } from '@jest/globals'
import { bench } from '../__fixtures__/bench.js'

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
