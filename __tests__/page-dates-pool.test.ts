// The html-dates rewrite on worker threads writes exactly the bytes the in-thread path writes.
// Needs the bundles (`npm run bundle`): workers run dist/worker.js.
import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { discoverPages } from '../src/adapters/discover.js'
import type { Logger } from '../src/adapters/logger.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { NOT_UTF8, type DateTask } from '../src/adapters/page-dates.js'
import { processPages, rewriteDates, ThreadPool, type PageTask } from '../src/adapters/pool.js'
import { absoluteUrl, filePathToUrlPath } from '../src/core/urls.js'
import { collectPages } from '../src/adapters/engine.js'
import { runOptions, repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const WORKER = path.join(repoRoot, 'dist/worker.js')
const urlOf = (file: string): string => absoluteUrl(new URL('https://example.com/'), filePathToUrlPath(file, false))

/** Two copies of a corpus build and its pages. */
async function twoCopies(generator: string): Promise<{ source: string; one: string; two: string; files: string[] }> {
  const source = path.join(repoRoot, `__fixtures__/corpus/${generator}/steps/00-base`)
  const [one, two] = [tempDir(), tempDir()]
  cpSync(source, one, { recursive: true })
  cpSync(source, two, { recursive: true })
  return { source, one, two, files: await discoverPages(source, new MemoryLogger()) }
}

describe('page dates on worker threads', () => {
  it('rewrites every page exactly as this thread does, with the same warnings, skips and dry runs', async () => {
    const { source, one, two, files } = await twoCopies('hugo')
    // Pages whose results carry more than a kind: a warning, a reason to leave the page alone.
    const odd: Array<[string, string | Buffer]> = [
      ['odd/warned.html', '<script type="application/ld+json">{"dateModified": 1,}</script><meta property="og:updated_time" content="2020-01-01">'],
      ['odd/nested.html', '<div data-lastmod>Updated <time data-lastmod>x</time></div>'],
      ['odd/latin1.html', Buffer.from('<p data-lastmod>caf\xe9</p>', 'latin1')],
      ['odd/dry.html', '<meta property="article:modified_time" content="2020-01-01T00:00:00Z">']
    ]
    for (const dir of [one, two]) {
      mkdirSync(path.join(dir, 'odd'), { recursive: true })
      for (const [file, content] of odd) writeFileSync(path.join(dir, file), content)
    }
    const tasks: DateTask[] = [...files, ...odd.map(([file]) => file)].map((file, i) => ({
      file,
      url: urlOf(file),
      modified: `2026-0${1 + (i % 9)}-15T10:00:00Z`,
      published: '2025-12-01T08:00:00Z',
      dryRun: file === 'odd/dry.html'
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
    // Pages with nothing to say come back from a worker as a bare mark, made whole here: both kinds of mark occur.
    expect(inThread.filter((r) => r.kind === 'unchanged' && r.warnings.length === 0).length).toBeGreaterThan(0)
    expect(inThread.filter((r) => r.kind === 'rewritten' && r.warnings.length === 0).length).toBeGreaterThan(30)
    expect(onWorkers.slice(-4)).toEqual([
      { file: 'odd/warned.html', kind: 'rewritten', warnings: ['JSON-LD block 1 is not valid JSON; its dates were left as they are'] },
      { file: 'odd/nested.html', kind: 'skipped', reason: expect.stringMatching(/holds another date carrier/) as unknown, warnings: [] },
      { file: 'odd/latin1.html', kind: 'skipped', reason: NOT_UTF8, warnings: [] },
      { file: 'odd/dry.html', kind: 'rewritten', warnings: [] }
    ])
    expect(readFileSync(path.join(two, 'odd/dry.html'), 'utf8')).toBe(odd[3]?.[1])
    for (const file of files) {
      const a = readFileSync(path.join(one, file), 'utf8')
      expect(readFileSync(path.join(two, file), 'utf8')).toBe(a)
    }
    expect(readFileSync(path.join(two, 'docs/install/index.html'), 'utf8')).not.toBe(readFileSync(path.join(source, 'docs/install/index.html'), 'utf8'))
  })

  it('rewrites them on the threads that hashed the pages when a pool keeps them', async () => {
    const { one, two, files } = await twoCopies('eleventy')
    const pageTasks: PageTask[] = files.map((file) => {
      const key = filePathToUrlPath(file, false)
      return { file, path: key, url: absoluteUrl(new URL('https://example.com/'), key) }
    })
    const dateTasks: DateTask[] = files.map((file) => ({ file, url: urlOf(file), modified: '2026-03-15T10:00:00Z', published: '2025-12-01T08:00:00Z', dryRun: false }))
    const config = (siteDir: string): { siteDir: string; siteUrl: string; contentSelectors: string[]; ignoreSelectors: string[] } => ({
      siteDir,
      siteUrl: 'https://example.com/',
      contentSelectors: ['main'],
      ignoreSelectors: []
    })
    const pagesInThread = await processPages(pageTasks, config(one), { jobs: 1, log: new MemoryLogger() })
    const datesInThread = await rewriteDates(dateTasks, config(one), { jobs: 1, log: new MemoryLogger() })

    const debugs: string[] = []
    const log: Logger = { info: () => {}, warning: () => {}, debug: (m) => debugs.push(m) }
    const threads = new ThreadPool()
    try {
      expect(await processPages(pageTasks, config(two), { jobs: 2, workerScript: WORKER, log, threads })).toEqual(pagesInThread)
      // The dates job reads only the site folder: the same folder, named another way, is served.
      const dates = { ...config(path.join(two, '.')), contentSelectors: [] }
      expect(await rewriteDates(dateTasks, dates, { jobs: 2, workerScript: WORKER, log, threads })).toEqual(datesInThread)
    } finally {
      await threads.close()
    }
    // The threads started once, for both jobs.
    expect(debugs.filter((m) => m === 'Processing pages on 2 worker threads')).toHaveLength(1)
    for (const file of files) expect(readFileSync(path.join(two, file), 'utf8')).toBe(readFileSync(path.join(one, file), 'utf8'))
    expect(datesInThread.filter((r) => r.kind === 'rewritten').length).toBeGreaterThan(30)
  })

  it('runs a page job with another config on the threads it keeps', async () => {
    const debugs: string[] = []
    const log: Logger = { info: () => {}, warning: () => {}, debug: (m) => debugs.push(m) }
    const dir = tempDir()
    cpSync(path.join(repoRoot, '__fixtures__/corpus/hugo/steps/00-base'), dir, { recursive: true })
    const files = await discoverPages(dir, new MemoryLogger())
    const dateTasks: DateTask[] = files.map((file) => ({ file, url: urlOf(file), modified: '2026-03-15T10:00:00Z', published: '2025-12-01T08:00:00Z', dryRun: true }))
    const pageTasks: PageTask[] = files.map((file) => ({ file, path: filePathToUrlPath(file, false), url: 'https://example.com' + filePathToUrlPath(file, false) }))
    const base = { siteDir: dir, siteUrl: 'https://example.com/', ignoreSelectors: [] }
    const threads = new ThreadPool()
    try {
      await rewriteDates(dateTasks, { ...base, contentSelectors: [] }, { jobs: 2, workerScript: WORKER, log, threads })
      const pages = await processPages(pageTasks, { ...base, contentSelectors: ['main'] }, { jobs: 2, workerScript: WORKER, log, threads })
      expect(pages).toEqual(await processPages(pageTasks, { ...base, contentSelectors: ['main'] }, { jobs: 1, log: new MemoryLogger() }))
    } finally {
      await threads.close()
    }
    // Each batch carries its config: the threads of the first job serve the second.
    expect(debugs.filter((m) => m === 'Processing pages on 2 worker threads')).toHaveLength(1)
  })

  it('ends the kept threads after the pages when no page may hold a date', async () => {
    const dated = tempDir()
    cpSync(path.join(repoRoot, '__fixtures__/corpus/jekyll/steps/00-base'), dated, { recursive: true })
    const undated = tempDir()
    for (let i = 0; i < 40; i++) writeFileSync(path.join(undated, `p${i}.html`), `<!doctype html><title>P${i}</title><main><p>Page ${i}</p></main>`)
    for (const [site, kept] of [[dated, 2], [undated, 0]] as const) {
      const threads = new ThreadPool(WORKER)
      try {
        const options = runOptions(site, { siteUrl: 'https://example.com/', now: new Date('2026-03-15T10:00:00Z'), dryRun: true, jobs: 2 })
        await collectPages(options, undefined, new MemoryLogger(), threads)
        expect(threads.workers).toHaveLength(kept)
      } finally {
        await threads.close()
      }
    }
  })
})
