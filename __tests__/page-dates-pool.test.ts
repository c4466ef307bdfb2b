// The html-dates rewrite on worker threads writes exactly the bytes the in-thread path writes.
// Needs the bundles (`npm run bundle`): workers run dist/worker.js.
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { discoverPages } from '../src/adapters/discover.js'
import { MemoryLogger, type Logger } from '../src/adapters/logger.js'
import type { DateTask } from '../src/adapters/page-dates.js'
import { rewriteDates } from '../src/adapters/pool.js'
import { repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const WORKER = path.join(repoRoot, 'dist/worker.js')

describe('page dates on worker threads', () => {
  it('rewrites every page exactly as this thread does', async () => {
    const source = path.join(repoRoot, '__fixtures__/corpus/hugo/steps/00-base')
    const [one, two] = [tempDir(), tempDir()]
    cpSync(source, one, { recursive: true })
    cpSync(source, two, { recursive: true })
    const files = await discoverPages(source, new MemoryLogger())
    const tasks: DateTask[] = files.map((file, i) => ({
      file,
      modified: `2026-0${1 + (i % 9)}-15T10:00:00Z`,
      published: '2025-12-01T08:00:00Z',
      dryRun: false
    }))
    const config = (siteDir: string): { siteDir: string; siteUrl: string; contentSelectors: string[]; ignoreSelectors: string[] } => ({
      siteDir,
      siteUrl: 'https://example.com/',
      contentSelectors: [],
      ignoreSelectors: []
    })
    const debugs: string[] = []
    const log: Logger = { info: () => {}, warning: () => {}, debug: (m) => debugs.push(m) }
    const inThread = await rewriteDates(tasks, config(one), { jobs: 1, log: new MemoryLogger() })
    const onWorkers = await rewriteDates(tasks, config(two), { jobs: 2, workerScript: WORKER, log })
    expect(debugs).toContain('Processing pages on 2 worker threads')
    expect(onWorkers).toEqual(inThread)
    expect(inThread.filter((r) => r.kind === 'rewritten').length).toBeGreaterThan(30)
    for (const file of files) {
      const a = readFileSync(path.join(one, file), 'utf8')
      expect(readFileSync(path.join(two, file), 'utf8')).toBe(a)
    }
    expect(readFileSync(path.join(two, 'docs/install/index.html'), 'utf8')).not.toBe(readFileSync(path.join(source, 'docs/install/index.html'), 'utf8'))
  })
})
