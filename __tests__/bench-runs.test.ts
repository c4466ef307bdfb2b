// `npm run bench` (scripts/bench.mjs) on sites of a few pages: the runs it schedules and the table
// it prints. What it measures is the bench's own business; these run only in `npm run test:all`.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { bench } from '../__fixtures__/bench.js'
import { repoRoot } from '../__fixtures__/cli/run.js'

describe('the bench script', () => {
  it('reads each new build once before the runs on it, so that no bundle is the first to read it', () => {
    // Tiny sites, two bundles (the same one twice), two rounds, four runs each (first, rerun, and
    // both with the page cache); the corpus site rebuilds before each bundle. No probes: only the
    // order of the runs matters here.
    const cli = path.join(repoRoot, 'dist/cli.js')
    const result = bench(['--rounds', '2', '--against', cli, '--pages', '3', '--corpus', '3', '--no-probe'])
    expect(result.status).toBe(0)
    const lines = result.stderr.trim().split('\n')
    const runs = lines.filter((line) => / round \d+…$/.test(line))
    expect(runs).toHaveLength(32)
    expect(result.stdout).not.toContain('scripts/probe.mjs')
    for (const [i, line] of lines.entries()) {
      const previous = lines[i - 1] ?? ''
      const site = line.split(':')[0] as string
      // A first run of a round follows the floor's reads (no line) or the other bundle's first run.
      if (/: rerun .*, round \d+…$/.test(line) && !/: rerun /.test(previous)) expect(previous).toBe(`${site}: reading the new build once, untimed…`)
      // The corpus site is rebuilt before each bundle but the first (its pages are rewritten by a
      // run), and before the cached run over the same files as the first.
      if (site === 'corpus' && / \(against\), round 1…$|\(this\), round 2…$|: the same files again, /.test(line)) expect(previous).toBe('corpus: reading the new build once, untimed…')
    }
  }, 300_000)

  it('gives with rounds the range of each run against its own round floor, within what the floors and times allow', () => {
    // Enough pages for a floor of a few hundredths of a second, which the table gives in hundredths.
    const result = bench(['--rounds', '2', '--pages', '600'])
    expect(result.status).toBe(0)
    const table = result.stdout.split('\n').filter((line) => line.startsWith('│'))
    const cells = (line: string): string[] => line.split('│').slice(1, -1).map((cell) => cell.trim().replace(/^'|'$/g, ''))
    const header = cells(table[0] as string)
    const rows = table.slice(1).map(cells)
    const column = (name: string): number => {
      expect(header).toContain(name)
      return header.indexOf(name)
    }
    const range = (text: string): [number, number] => {
      expect(text).toMatch(/^\d+\.\d\d–\d+\.\d\d$/)
      const [low, high] = text.split('–').map(Number) as [number, number]
      return [low, high]
    }
    const floorRow = rows.find((row) => row[column('run')]?.startsWith('floor')) as string[]
    const [floorLow, floorHigh] = range(floorRow[column('min–max s')] as string)
    expect(floorRow[column('x round floor')]).toBe('')
    const runs = rows.filter((row) => row[column('run')]?.startsWith('CLI'))
    expect(runs.map((row) => row[column('run')])).toEqual(['CLI first run (all new)', 'CLI rerun (all unchanged)', 'CLI first run, --cache-file', 'CLI rerun, same files, --cache-file'])
    for (const row of runs) {
      const [low, high] = range(row[column('x round floor')] as string)
      const [fastest, slowest] = range(row[column('min–max s')] as string)
      expect(low).toBeLessThanOrEqual(high)
      // Every figure of the table is rounded to hundredths.
      expect(low).toBeGreaterThanOrEqual((fastest - 0.005) / (floorHigh + 0.005) - 0.005)
      expect(high).toBeLessThanOrEqual((slowest + 0.005) / (floorLow - 0.005) + 0.005)
    }
    // Under the table, the machine's probes before each row's runs: one line a row.
    const lines = result.stdout.split('\n')
    const probes = lines.slice(lines.indexOf("the machine before each row's runs (scripts/probe.mjs):") + 1)
    const runsOf = rows.map((row) => `  large, ${row[column('run')]}: `)
    for (const [i, prefix] of runsOf.entries()) {
      expect((probes[i] as string).startsWith(prefix)).toBe(true)
      expect((probes[i] as string).slice(prefix.length)).toMatch(/^loop \d+(–\d+)? ms, 1 MB chase \d+\.\d(–\d+\.\d)? ns, 16 MB chase \d+(–\d+)? ns, scan by core \d+(–\d+)?( \/ \d+(–\d+)?)* ms$/)
    }
    expect(probes[runsOf.length]).toBe('')
  }, 300_000)
})
