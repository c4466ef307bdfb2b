// Runs `npm run bench` (scripts/bench.mjs) as a user would, for the tests of its arguments and runs.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from './cli/run.js'

const BENCH = path.join(repoRoot, 'scripts/bench.mjs')

/** No site of any size unless a case sets one: a bench that failed to stop would then do next to nothing. */
const NO_SITES = { BENCH_PAGES: '0', BENCH_SMALL_PAGES: '0', BENCH_BIG_PAGES: '0', BENCH_CORPUS_PAGES: '0' }

export function bench(args: string[], env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BENCH, ...args], { encoding: 'utf8', env: { ...process.env, ...NO_SITES, ...env } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}
