// `npm run bench` (scripts/bench.mjs) on its arguments: bad input gets one line that names it,
// exit code 2, and nothing generated or run; good input with every site at 0 pages runs nothing;
// --help prints the usage of the file's header. No test times a run: that is the bench's business.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { bench } from '../__fixtures__/bench.js'
import { repoRoot } from '../__fixtures__/cli/run.js'

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

  it('takes good options, and with every site at 0 pages generates and runs nothing', () => {
    const cli = path.join(repoRoot, 'dist/cli.js')
    const result = bench(['--rounds', '2', '--against', cli, '--jobs', '1', '--no-probe', '--no-html-dates'])
    expect(result.status).toBe(0)
    expect(result.stderr).toBe('')
    expect(result.stdout.split('\n')[0]).toMatch(/; no large pages; --no-html-dates; --jobs 1; this = .*, against = .*dist\/cli\.js; 2 rounds \(median\)$/)
    expect(result.stdout).not.toContain('CLI first run')
  })

  it('prints its usage on --help', () => {
    const result = bench(['--help'])
    expect(result.status).toBe(0)
    expect(result.stdout.startsWith('Usage: npm run bench [-- --help] [--pages N]')).toBe(true)
    for (const option of ['--against', '--rounds', '--node', '--no-probe', 'BENCH_PAGES']) expect(result.stdout).toContain(option)
    expect(result.stdout).not.toContain('//')
  })
})
