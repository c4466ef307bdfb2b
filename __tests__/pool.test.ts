// Worker threads and the in-thread path must give identical results, page for page and byte for
// byte in every file the CLI writes. Needs the bundles (`npm run bundle`): workers run dist/worker.js.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { discoverPages } from '../src/adapters/discover.js'
import type { Logger } from '../src/adapters/logger.js'
import { createPageProcessor, processPages, WORKER_PROTOCOL, type PageJobConfig, type PageTask } from '../src/adapters/pool.js'
import { fingerprintBlocks } from '../src/core/explain.js'
import { createExtractor } from '../src/core/extract.js'
import { parseState } from '../src/core/state.js'
import type { State } from '../src/core/types.js'
import { absoluteUrl, filePathToUrlPath } from '../src/core/urls.js'
import { bundledCli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { CORPUS, GENERATORS, truth } from '../__fixtures__/corpus.js'
import { retainedBytes } from '../__fixtures__/heap.js'
import { streamExtract } from '../__fixtures__/extract-stream.js'

const WORKER = path.join(repoRoot, 'dist/worker.js')

function recordingLog(): Logger & { debugs: string[]; warnings: string[] } {
  const debugs: string[] = []
  const warnings: string[] = []
  return { debugs, warnings, info: () => {}, warning: (m) => warnings.push(m), debug: (m) => debugs.push(m) }
}

async function tasksOf(siteDir: string, siteUrl: string, previous?: State): Promise<PageTask[]> {
  const files = await discoverPages(siteDir, recordingLog())
  return files.map((file) => {
    const key = filePathToUrlPath(file, false)
    const task: PageTask = { file, path: key, url: absoluteUrl(new URL(siteUrl), key) }
    const before = previous?.pages[key]
    if (before !== undefined) task.before = before
    return task
  })
}

describe('worker threads', () => {
  it('needs the bundled worker', () => {
    if (!existsSync(WORKER)) throw new Error('dist/worker.js is missing: run `npm run bundle` before the tests')
  })

  it.each(GENERATORS)('%s: every step gives the same page results on 2 workers as in this thread', async (generator) => {
    const t = truth(generator)
    const config: PageJobConfig = {
      siteDir: '',
      siteUrl: t.siteUrl,
      contentSelectors: t.cli.contentSelector.split(',').map((s) => s.trim()),
      ignoreSelectors: t.cli.ignoreSelector ?? []
    }
    // A previous state from another step, so that changed pages carry their explanation.
    const dir = tempDir()
    const base = path.join(CORPUS, generator, 'steps', t.steps[0]?.dir ?? '00-base')
    const state = path.join(dir, 'state.json')
    const seeded = bundledCli(['--site-dir', base, '--site-url', t.siteUrl, '--state-file', state, '--sitemap', path.join(dir, 's.xml'), '--no-html-dates', '--now', '2026-01-01T00:00:00Z'])
    expect(seeded.status).toBe(0)
    const previous = parseState(readFileSync(state, 'utf8'), 'state')
    for (const step of t.steps) {
      const siteDir = path.join(CORPUS, generator, 'steps', step.dir)
      const tasks = await tasksOf(siteDir, t.siteUrl, previous)
      const log = recordingLog()
      const inThread = await processPages(tasks, { ...config, siteDir }, { jobs: 1, log: recordingLog() })
      const onWorkers = await processPages(tasks, { ...config, siteDir }, { jobs: 2, workerScript: WORKER, log })
      expect(log.debugs).toContain('Processing pages on 2 worker threads')
      expect(log.warnings).toEqual([])
      expect(onWorkers).toEqual(inThread)
    }
  })

  it('refuses a worker of another build and processes the pages in this thread', async () => {
    const dir = tempDir()
    const fake = path.join(dir, 'worker.mjs')
    writeFileSync(
      fake,
      "export default () => ({ protocol: 'lastmod-worker/0 old' })\n"
    )
    const t = truth('hugo')
    const siteDir = path.join(CORPUS, 'hugo', 'steps', '00-base')
    const config: PageJobConfig = { siteDir, siteUrl: t.siteUrl, contentSelectors: ['main', 'body'], ignoreSelectors: [] }
    const tasks = await tasksOf(siteDir, t.siteUrl)
    const log = recordingLog()
    const results = await processPages(tasks, config, { jobs: 2, workerScript: fake, log })
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toContain('lastmod-worker/0 old')
    expect(log.warnings[0]).toContain(WORKER_PROTOCOL)
    expect(results).toEqual(await processPages(tasks, config, { jobs: 1, log: recordingLog() }))
  })

  it('says once that a missing worker bundle cannot start, and processes the pages in this thread', async () => {
    const t = truth('hugo')
    const siteDir = path.join(CORPUS, 'hugo', 'steps', '00-base')
    const config: PageJobConfig = { siteDir, siteUrl: t.siteUrl, contentSelectors: ['main'], ignoreSelectors: [] }
    const tasks = await tasksOf(siteDir, t.siteUrl)
    const log = recordingLog()
    const results = await processPages(tasks, config, { jobs: 2, workerScript: path.join(tempDir(), 'missing-worker.js'), log })
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/^worker threads not used \(.*missing-worker\.js: .*\); pages are processed in this thread$/)
    expect(results).toEqual(await processPages(tasks, config, { jobs: 1, log: recordingLog() }))
  })

  it('carries every kind of result and previous record across threads unchanged', async () => {
    // Batches travel as structured clones: every field, present or absent, must come back the same.
    const siteDir = tempDir()
    const siteUrl = 'https://example.com/'
    const pages: Record<string, string> = {
      'same.html': '<main><p>Same</p></main>',
      'changed.html': '<main><p>Kept</p><p>Changed now</p></main>',
      'revived.html': '<main><p>Back</p></main>',
      'no-fingerprint.html': '<main><p>Old state</p></main>',
      'new.html': '<main><p>New</p><script type="application/ld+json">{"dateModified":"2020-01-01","a":1}</script></main>',
      'warned.html': '<main><p>JSON</p><script type="application/ld+json">{oops \u0000 "\n</script></main>',
      'hidden.html': '<head><meta name="robots" content="noindex"></head><main><p>No</p></main>',
      'canonical.html': '<head><link rel="canonical" href="https://example.com/canonical"></head><main><p>C</p></main>',
      'translated.html': '<head><link rel="alternate" hreflang="de" href="de/translated.html#top"></head><main><p>T</p></main>',
      'elsewhere.html': '<head><link rel="canonical" href="https://example.com/same.html"></head><main><p>E</p></main>',
      'tab\tnewline\nnamed é.html': '<main><p>Odd name</p></main>',
      'ISO-8859-1.html': '<meta charset="iso-8859-1"><main><p>caf\xe9</p></main>'
    }
    for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(siteDir, file), Buffer.from(html, 'latin1'))
    const config: PageJobConfig = { siteDir, siteUrl, contentSelectors: ['main'], ignoreSelectors: [] }
    const first = await processPages(await tasksOf(siteDir, siteUrl), config, { jobs: 1, log: recordingLog() })
    const previous: State = { version: 1, pages: {} }
    for (const result of first) {
      const page = result.included?.page
      if (page === undefined) continue
      previous.pages[page.path] = { hash: page.hash, blocks: page.fingerprint, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
    }
    const record = (key: string): NonNullable<State['pages'][string]> => previous.pages[key] as NonNullable<State['pages'][string]>
    writeFileSync(path.join(siteDir, 'changed.html'), '<main><p>Kept</p><p>Changed again</p></main>')
    writeFileSync(path.join(siteDir, 'revived.html'), '<main><p>Back, changed</p></main>')
    record('/revived.html').removedAt = '2026-01-02T00:00:00Z'
    delete record('/no-fingerprint.html').blocks
    const tasks = await tasksOf(siteDir, siteUrl, previous)
    const inThread = await processPages(tasks, config, { jobs: 1, log: recordingLog() })
    const log = recordingLog()
    const onWorkers = await processPages(tasks, config, { jobs: 2, workerScript: WORKER, log })
    expect([log.debugs, log.warnings]).toEqual([['Processing pages on 2 worker threads'], []])
    expect(onWorkers).toEqual(inThread)
    // The cases are what they claim to be.
    const byFile = new Map(inThread.map((r) => [r.file, r]))
    expect(byFile.get('changed.html')?.included?.page.why).toEqual([{ kind: 'replaced', new: 'p|Changed again' }])
    expect(byFile.get('revived.html')?.included?.page.why).toBeUndefined()
    expect(byFile.get('same.html')?.included?.page.fingerprint).toBe(record('/same.html').blocks)
    expect(byFile.get('warned.html')?.warnings[0]).toMatch(/JSON-LD block is not valid JSON/)
    expect(byFile.get('hidden.html')?.excluded?.reason).toBe('noindex')
    expect(byFile.get('elsewhere.html')?.excluded?.reason).toBe('canonical-elsewhere')
    expect(byFile.get('canonical.html')?.included?.loc).toBe('https://example.com/canonical')
    expect(byFile.get('translated.html')?.included?.alternates).toEqual([{ hreflang: 'de', href: 'https://example.com/de/translated.html' }])
    expect(byFile.get('new.html')?.undated).toBeUndefined()
    expect(byFile.get('same.html')?.undated).toBe(true)
    expect(byFile.get('ISO-8859-1.html')?.undated).toBeUndefined()
    // A new page's fingerprint is the one of its blocks (the worker reads it off the hashed join).
    const extractor = createExtractor({ contentSelectors: ['main'], ignoreSelectors: [] })
    const blocks = extractor.extract(pages['new.html'] as string, new URL(`${siteUrl}new.html`), new URL(siteUrl)).blocks
    expect(blocks).toHaveLength(2)
    expect(byFile.get('new.html')?.included?.page.fingerprint).toBe(fingerprintBlocks(blocks))
  })

  it('reports an unreadable page from a worker as the same input error', async () => {
    const t = truth('hugo')
    const siteDir = path.join(CORPUS, 'hugo', 'steps', '00-base')
    const config: PageJobConfig = { siteDir, siteUrl: t.siteUrl, contentSelectors: ['main'], ignoreSelectors: [] }
    const tasks = await tasksOf(siteDir, t.siteUrl)
    tasks.splice(5, 0, { file: 'gone/index.html', path: '/gone/', url: `${t.siteUrl}gone/` })
    const failure = processPages(tasks, config, { jobs: 2, workerScript: WORKER, log: recordingLog() })
    await expect(failure).rejects.toThrow(/^page gone\/index.html cannot be read: ENOENT/)
    await expect(failure).rejects.toMatchObject({ name: 'InputError' })
  })
})

describe('tasks pulled from the walk', () => {
  /** The tasks one by one; `failure` instead of the task at `failAt`. */
  function* walked<T>(tasks: readonly T[], failure: Error, failAt: number): Generator<T, void, undefined> {
    for (let i = 0; i < tasks.length; i++) {
      if (i >= failAt) throw failure
      yield tasks[i] as T
    }
  }

  it('fail with the error of their source, in this thread and on workers', async () => {
    const t = truth('hugo')
    const siteDir = path.join(CORPUS, 'hugo', 'steps', '00-base')
    const config: PageJobConfig = { siteDir, siteUrl: t.siteUrl, contentSelectors: ['main'], ignoreSelectors: [] }
    const site = await tasksOf(siteDir, t.siteUrl)
    // Past the tasks that decide whether threads pay, so that the workers are at work when it fails.
    const tasks = Array.from({ length: Math.ceil(1200 / site.length) }, () => site).flat()
    const failure = Object.assign(new Error("EACCES: permission denied, scandir 'docs'"), { code: 'EACCES' })
    for (const [jobs, failAt] of [[1, 0], [1, 900], [2, 0], [2, 900]] as const) {
      const log = recordingLog()
      const run = processPages(walked(tasks, failure, failAt), config, { jobs, workerScript: WORKER, log })
      await expect(run).rejects.toBe(failure)
      expect(log.debugs).toEqual(jobs === 2 && failAt > 0 ? ['Processing pages on 2 worker threads'] : [])
    }
  })
})

describe('the bundled CLI with --jobs 1 and --jobs 2', () => {
  it.each(GENERATORS)('%s: writes byte-identical state, sitemap and report at every step', (generator) => {
    const t = truth(generator)
    const dirs = { one: tempDir(), two: tempDir() }
    t.steps.forEach((step, i) => {
      const now = `2026-02-${String(i + 1).padStart(2, '0')}T08:00:00Z`
      const out: Record<string, { state: string; sitemap: string; report: string; stderr: string }> = {}
      for (const [name, jobs] of [['one', '1'], ['two', '2']] as const) {
        const dir = dirs[name]
        const args = ['--site-dir', path.join(CORPUS, generator, 'steps', step.dir), '--site-url', t.siteUrl]
        args.push('--state-file', path.join(dir, 'state.json'), '--sitemap', path.join(dir, 'sitemap.xml'))
        args.push('--report', path.join(dir, 'report.json'), '--now', now, '--no-html-dates', '--jobs', jobs)
        args.push('--content-selector', t.cli.contentSelector)
        for (const s of t.cli.ignoreSelector ?? []) args.push('--ignore-selector', s)
        const r = bundledCli(args)
        expect(r.status).toBe(0)
        out[name] = {
          state: readFileSync(path.join(dir, 'state.json'), 'utf8'),
          sitemap: readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'),
          report: readFileSync(path.join(dir, 'report.json'), 'utf8').replaceAll(dir, '<dir>'),
          stderr: r.stderr.replaceAll(dir, '<dir>')
        }
      }
      expect(out.two).toEqual(out.one)
    })
  })
})

describe("the extractor's first-selector guess", () => {
  // extract() collects for the first content selector only while the previous page's winner was
  // the first, and parses again in full when it does not match; htmlparser2's events never guess.
  const pages: Array<{ html: string; url: URL; site: URL }> = []
  for (const generator of GENERATORS) {
    const t = truth(generator)
    for (const step of t.steps) {
      const dir = path.join(CORPUS, generator, 'steps', step.dir)
      for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort()) {
        const site = new URL(t.siteUrl)
        pages.push({ html: readFileSync(path.join(dir, file), 'utf8'), url: new URL(filePathToUrlPath(file, false).slice(1), site), site })
      }
    }
  }

  it.each([
    ['the default list', ['main', '[role=main]', 'article', 'body']],
    ['a first selector that rarely matches', ['article', 'main', 'body']],
    ['a first selector that never matches', ['x-none', 'main']],
    ['one selector', ['main']]
  ])('%s: the same facts as a full parse, page after page, in any order', (_, contentSelectors) => {
    const guessing = createExtractor({ contentSelectors, ignoreSelectors: [] })
    const full = createExtractor({ contentSelectors, ignoreSelectors: [] })
    const expected = pages.map((p) => {
      const stream = streamExtract(full, p.url, p.site)
      stream.write(p.html)
      return stream.end()
    })
    expect(pages.length).toBeGreaterThan(200)
    pages.forEach((p, i) => expect(guessing.extract(p.html, p.url, p.site)).toEqual(expected[i]))
    // Reversed: the guesses hit and miss at other pages.
    for (let i = pages.length - 1; i >= 0; i--) {
      const p = pages[i] as (typeof pages)[number]
      expect(guessing.extract(p.html, p.url, p.site)).toEqual(expected[i])
    }
  })
})

describe('reading pages', () => {
  // The reader keeps one buffer (128 KB, doubled as needed) and takes a short read as the end of
  // the file: pages of every size around those bounds must be read whole, one after another.
  it('reads whole pages of any size, from empty to past the buffer, in any order', () => {
    const dir = tempDir()
    const sizes = [0, 1, 4095, 65536, 131071, 131072, 131073, 262144, 300001, 7, 131072]
    const tasks: PageTask[] = sizes.map((size, i) => {
      const end = `<p>end ${i}</p>`
      const html = size < 64 ? 'x'.repeat(size) : ('<main><p>' + 'word '.repeat(Math.ceil(size / 5))).slice(0, size - end.length) + end
      expect(Buffer.byteLength(html)).toBe(size)
      const file = `p${i}.html`
      writeFileSync(path.join(dir, file), html)
      return { file, path: `/p${i}.html`, url: `https://example.com/p${i}.html` }
    })
    const config: PageJobConfig = { siteDir: dir, siteUrl: 'https://example.com/', contentSelectors: ['main'], ignoreSelectors: [] }
    const process = createPageProcessor(config)
    const extractor = createExtractor({ contentSelectors: ['main'], ignoreSelectors: [] })
    const site = new URL(config.siteUrl)
    for (const task of [...tasks, ...[...tasks].reverse()]) {
      const html = readFileSync(path.join(dir, task.file), 'utf8')
      const expected = extractor.extract(html, new URL(task.url), site).hash
      expect(process(task).included?.page.hash).toBe(expected)
    }
  })
})

describe('page results', () => {
  // In this thread (--jobs 1, small sites) the results are kept for the whole run: nothing in them
  // may be a slice that keeps its page alive.
  it('keep none of the pages they come from', () => {
    const dir = tempDir()
    const filler = '<p>' + 'x'.repeat(1_000_000) + '</p>'
    const pages = [
      (i: number) => `<meta http-equiv="refresh" content="0; url=/moved/to/a/new/home-${i}/">${filler}`,
      (i: number) => `<link rel="canonical" href="https://other.example/the/original/copy-${i}/"><main>${filler}</main>`,
      (i: number) => `<main><a href="/a/link/of/its/own-${i}/">link</a>${filler}</main><script type="application/ld+json">{"x": ${i},}</script>`,
      // Changed since a record that has no fingerprint (older states): the reason quotes its first block.
      (i: number) => `<main><p>The first paragraph of page ${i}</p>${filler}</main>`
    ]
    const tasks: PageTask[] = []
    for (let i = 0; i < 80; i++) {
      const file = `p${i}.html`
      writeFileSync(path.join(dir, file), (pages[i % pages.length] as (i: number) => string)(i))
      const task: PageTask = { file, path: `/p${i}.html`, url: `https://example.com/p${i}.html` }
      if (i % pages.length === 3) task.before = { hash: `sha256:${'0'.repeat(64)}`, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
      tasks.push(task)
    }
    const run = createPageProcessor({ siteDir: dir, siteUrl: 'https://example.com/', contentSelectors: ['main'], ignoreSelectors: [] })
    const results: unknown[] = []
    const retained = retainedBytes(() => {
      for (const task of tasks) results.push(run(task))
    })
    expect(results.slice(0, 4)).toEqual([
      expect.objectContaining({ excluded: expect.objectContaining({ reason: 'redirect', detail: '/moved/to/a/new/home-0/' }) }),
      expect.objectContaining({ excluded: expect.objectContaining({ reason: 'canonical-elsewhere', detail: 'https://other.example/the/original/copy-1/' }) }),
      expect.objectContaining({ warnings: [expect.stringContaining('JSON-LD block is not valid JSON')] }),
      expect.objectContaining({ included: expect.objectContaining({ page: expect.objectContaining({ why: [{ kind: 'replaced', new: 'p|The first paragraph of page 3' }] }) }) })
    ])
    // Holding the pages would be 80 MB.
    expect(retained).toBeLessThan(8_000_000)
  })
})
