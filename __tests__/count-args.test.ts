// scripts/count.mjs (instructions a page under valgrind) on bad input: one line that names it,
// exit code 2, before anything is compiled or run; none of these needs valgrind.
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { repoRoot } from '../__fixtures__/cli/run.js'

const COUNT = path.join(repoRoot, 'scripts/count.mjs')

function count(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [COUNT, ...args], { encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the instruction counter', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'lastmod-count-'))
  for (let i = 0; i < 3; i++) {
    mkdirSync(path.join(site, `p${i}`))
    writeFileSync(path.join(site, `p${i}`, 'index.html'), `<main><p>Page ${i}</p></main>`)
  }
  writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n')
  afterAll(() => rmSync(site, { recursive: true, force: true }))

  it.each([
    [['--bogus'], "count: Unknown option '--bogus' (--help lists the options)"],
    [[], 'count: --site is required: a folder of pages (e.g. the large site `npm run bench -- --keep` keeps)'],
    [['--site', '/nonexistent/site'], 'count: --site /nonexistent/site does not exist'],
    [['--site', site, '--pages', '0'], "count: --pages must be a whole number of at least 1; got '0'"],
    [['--site', site, '--pages', 'ten'], "count: --pages must be a whole number of at least 1; got 'ten'"],
    [['--site', site, '--pages', '1', '--stages', 'scan,parse'], "count: --stages: 'parse' is not one of read, decode, scan, extract, page (or all)"],
    // Three HTML pages (robots.txt is not one): two pages need four.
    [['--site', site, '--pages', '2'], `count: --site ${site} has 3 HTML page(s); --pages 2 needs 4`]
  ])('rejects %j with one line and exit code 2', (args, message) => {
    const result = count(args)
    expect(result.stderr).toBe(message + '\n')
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
  })

  it('runs a stage over the first pages in sorted order as its child, with a check of what each page gave', () => {
    // The child is what valgrind runs; without it, the counts would be of nothing.
    const build = path.join(repoRoot, 'build', 'count-test')
    rmSync(build, { recursive: true, force: true })
    const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc')
    const compiled = spawnSync(process.execPath, [tsc, '-p', path.join(repoRoot, 'tsconfig.json'), '--noEmit', 'false', '--outDir', build], { encoding: 'utf8' })
    expect(compiled.status).toBe(0)
    try {
      const read = count(['--child', build, site, 'read', '2'])
      // The first two pages' bytes: `<main><p>Page 0</p></main>` is 26 bytes.
      expect(read.stdout).toBe('2 52\n')
      const page = count(['--child', build, site, 'page', '3'])
      // Each page included: its hash is `sha256:` and 64 hex digits.
      expect(page.stdout).toBe(`3 ${3 * 71}\n`)
      expect(page.status).toBe(0)
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  }, 120_000)
})
