// scripts/probe.mjs, which the bench runs before each timed run: its chase must wait on memory,
// one load after another, and its command line rejects bad input with one line.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot } from '../__fixtures__/cli/run.js'

const PROBE = path.join(repoRoot, 'scripts/probe.mjs')

function node(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe('the machine probe', () => {
  it('chases through memory in random order: a load from 64 MB waits many times longer than one from 32 KB', () => {
    // Session 28's machine: 2.2 ns a load through 32 KB (the first-level cache), 156 ns through 64 MB
    // in random order, and 15.5 ns through 64 MB in the order of the addresses, which the processor
    // fetches ahead of the loads: a chase that lost its random order would fall under the bound.
    const script = `import { chaseNs } from ${JSON.stringify(pathToFileURL(PROBE).href)}
      for (let i = 0; i < 3; i++) chaseNs(32 << 10, 1e5)
      console.log(JSON.stringify([chaseNs(32 << 10, 3e5), chaseNs(64 << 20, 3e5)]))`
    const result = node(['--input-type=module', '-e', script])
    expect(result.stderr).toBe('')
    const [small, large] = JSON.parse(result.stdout) as [number, number]
    expect(small).toBeGreaterThan(0)
    expect(large).toBeGreaterThan(15 * small)
  }, 60_000)

  it('prints one probe a second and then their range', () => {
    const result = node([PROBE, '2'])
    expect(result.status).toBe(0)
    const lines = result.stdout.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    const probe = 'loop \\d+(–\\d+)? ms, 1 MB chase \\d+\\.\\d(–\\d+\\.\\d)? ns, 16 MB chase \\d+(–\\d+)? ns'
    expect(lines[0]).toMatch(new RegExp(`^  0  ${probe}$`))
    expect(lines[1]).toMatch(new RegExp(`^  1  ${probe}$`))
    expect(lines[2]).toMatch(new RegExp(`^all  ${probe}$`))
  }, 60_000)

  it.each([['0'], ['1.5'], ['many']])('rejects %s seconds with one line and exit code 2', (seconds) => {
    const result = node([PROBE, seconds])
    expect(result.stderr).toBe(`probe: SECONDS must be a whole number of at least 1; got '${seconds}'\n`)
    expect(result.status).toBe(2)
    expect(result.stdout).toBe('')
  })
})
