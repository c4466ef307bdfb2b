// scripts/probe.mjs, which the bench runs before each timed run: its chase must wait on memory,
// one load after another, in an order the processor cannot fetch ahead; its command line rejects
// bad input with one line.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from '../__fixtures__/cli/run.js'

const PROBE = path.join(repoRoot, 'scripts/probe.mjs')

function node(args: string[], env: NodeJS.ProcessEnv = process.env): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', env })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the machine probe', () => {
  it('chases through one cycle that visits every line of the memory once, in an order the processor cannot guess', () => {
    // What makes the chase wait on memory is its order, not a time this test could measure on a
    // shared machine: each load's address comes from the load before, and the next line is seldom
    // the one after in address order, which the processor would fetch ahead.
    const script = `import { chain, chaseNs } from ${JSON.stringify(pathToFileURL(PROBE).href)}
      const slots = chain(1 << 20)
      const seen = new Set()
      let p = 0, inOrder = 0
      do {
        seen.add(p)
        if (slots[p] === p + 16) inOrder++
        p = slots[p]
      } while (p !== 0 && seen.size <= slots.length)
      console.log(JSON.stringify({ lines: seen.size, inOrder, backAtStart: p === 0, ns: chaseNs(1 << 20, 1e5) }))`
    const result = node(['--input-type=module', '-e', script])
    expect(result.stderr).toBe('')
    const { lines, inOrder, backAtStart, ns } = JSON.parse(result.stdout) as Record<string, number | boolean>
    expect(lines).toBe((1 << 20) / 64)
    expect(backAtStart).toBe(true)
    // A random order puts a line after its neighbour about once in 16,384 lines.
    expect(inOrder).toBeLessThan(20)
    expect(ns).toBeGreaterThan(0)
  }, 60_000)

  it('prints one probe a second and then their range', () => {
    const result = node([PROBE, '2'])
    expect(result.status).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    const scans = Array.from({ length: os.availableParallelism() }, () => '\\d+(–\\d+)?').join(' / ')
    const probe = `loop \\d+(–\\d+)? ms, 1 MB chase \\d+\\.\\d(–\\d+\\.\\d)? ns, 16 MB chase \\d+(–\\d+)? ns, scan by core ${scans} ms`
    expect(lines[0]).toMatch(new RegExp(`^  0  ${probe}$`))
    expect(lines[1]).toMatch(new RegExp(`^  1  ${probe}$`))
    expect(lines[2]).toMatch(new RegExp(`^all  ${probe}$`))
  }, 60_000)

  it('times the scan on the core it runs on, and leaves the scans out where taskset does not run', () => {
    const scan = node([PROBE, '--scan'])
    expect(scan.status).toBe(0)
    expect(Number(scan.stdout)).toBeGreaterThan(0)
    // The probe starts node by its full path: a PATH of one folder that does not exist hides only taskset.
    const empty = path.join(os.tmpdir(), `probe-no-taskset-${process.pid}`)
    const result = node([PROBE, '1'], { ...process.env, PATH: empty })
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^ {2}0 {2}loop \d+ ms, 1 MB chase \d+\.\d ns, 16 MB chase \d+ ns\n$/)
  }, 60_000)

  it('describes a list of no probes without failing', () => {
    const result = node(['--input-type=module', '-e', `import { describeProbes } from ${JSON.stringify(pathToFileURL(PROBE).href)}; describeProbes([])`])
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it.each([['0'], ['1.5'], ['many']])('rejects %s seconds with one line and exit code 2', (seconds) => {
    const result = node([PROBE, seconds])
    expect(result.stderr).toBe(`probe: SECONDS must be a whole number of at least 1; got '${seconds}'\n`)
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
  })
})
