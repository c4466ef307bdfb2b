// Test helpers for the CLI: run it in-process, or run the bundled dist/cli.js as a user would.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCli } from '../../src/adapters/cli-run.js'
import { errorMessage, isInputError } from '../../src/errors.js'
import { RUN_DEFAULTS, type FileLimits, type RunOptions } from '../../src/adapters/options.js'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The node binary that runs the bundles in child processes: $LASTMOD_TEST_NODE, or this process's.
 * `LASTMOD_TEST_NODE=$(node scripts/node24.mjs) npm test` runs them under the action's runtime.
 */
export const childNode = process.env.LASTMOD_TEST_NODE || process.execPath

export function tempDir(prefix = 'lastmod-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** The CLI in-process; `limits` lowers the sizes at which the state and the sitemap are split. */
export async function cli(argv: string[], limits?: FileLimits): Promise<{ stdout: string; stderr: string }> {
  let stdout = ''
  let stderr = ''
  await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...(limits === undefined ? {} : { limits }) })
  return { stdout, stderr }
}

/** The CLI in-process, with the exit code and the one-line error its entry would give. */
export async function cliOutcome(argv: string[]): Promise<{ code: number; stdout: string; error: string }> {
  try {
    return { code: 0, stdout: (await cli(argv)).stdout, error: '' }
  } catch (error) {
    return { code: isInputError(error) ? 2 : 1, stdout: '', error: errorMessage(error) }
  }
}

/** Every file under `dir` with its bytes as latin1 (links not followed): what a refused run must leave as it was. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.join(entry.parentPath, entry.name), readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
  }
  return files
}

export interface ChildOptions {
  cwd?: string
  /** The node binary to run it with: childNode by default. */
  node?: string
  env?: NodeJS.ProcessEnv
}

/** The bundled CLI in a child process: exit code and output, exactly as a shell sees them. */
export function bundledCli(argv: string[], options: ChildOptions = {}): { status: number | null; stdout: string; stderr: string; pid: number } {
  const r = spawnSync(options.node ?? childNode, [path.join(repoRoot, 'dist/cli.js'), ...argv], {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    ...(options.env !== undefined ? { env: options.env } : {})
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, pid: r.pid }
}

/** Builds the noisy example site (examples/build-site.mjs) into `dir`. */
export function buildExample(dir: string, edit = false): void {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'examples/build-site.mjs'), dir, ...(edit ? ['--edit'] : [])], {
    encoding: 'utf8'
  })
  if (r.status !== 0) throw new Error(`build-site failed: ${r.stderr}`)
}

/** A run's options as the CLI's defaults make them, for a dry run over `siteDir`. */
export function runOptions(siteDir: string, over: Partial<RunOptions> = {}): RunOptions {
  return {
    ...RUN_DEFAULTS,
    ignoreSelectors: [],
    include: [],
    exclude: [],
    purge: {},
    siteDir,
    siteUrl: 'https://example.com/',
    now: new Date(Date.UTC(2026, 0, 1)),
    sitemapPath: path.join(siteDir, 'sitemap.xml'),
    dryRun: true,
    ...over
  }
}
