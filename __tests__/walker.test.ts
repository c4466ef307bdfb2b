// The walk of the site folder on its own thread (dist/walker.js: `npm run bundle` first) must give
// exactly the files and warnings of the walk in this thread, in the same order, and fail the same.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { walkPages } from '../src/adapters/discover.js'
import { collectPages, DEFAULT_CONTENT_SELECTOR, type EngineOptions } from '../src/adapters/engine.js'
import type { Logger } from '../src/adapters/logger.js'
import { startPageWalk, WALK_PROTOCOL, type PageWalk, type WalkOptions } from '../src/adapters/walker.js'
import { buildExample, bundledCli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { CORPUS, truth } from '../__fixtures__/corpus.js'
import { linkedSite, LINKED_SITE_WARNINGS } from '../__fixtures__/linked-site.js'

const WALKER = path.join(repoRoot, 'dist/walker.js')

function recordingLog(): Logger & { debugs: string[]; warnings: string[] } {
  const debugs: string[] = []
  const warnings: string[] = []
  return { debugs, warnings, info: () => {}, warning: (m) => warnings.push(m), debug: (m) => debugs.push(m) }
}

/** The site of linked-site.ts with `pages` more pages in nested folders. */
function siteWith(pages: number): string {
  const site = linkedSite()
  for (let i = 0; i < pages; i++) {
    const dir = path.join(site, `s${i % 7}`, `p${i}`)
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'index.html'), `<p>${i}</p>`)
  }
  return site
}

async function chunksOf(walk: PageWalk, realRoot: string): Promise<string[][]> {
  const chunks: string[][] = []
  for await (const chunk of walk.files(realRoot)) chunks.push([...chunk])
  return chunks
}

function started(siteDir: string, log: Logger, options: WalkOptions = {}): PageWalk {
  const walk = startPageWalk(siteDir, log, { script: WALKER, ...options })
  if (walk === undefined) throw new Error('no walk started')
  return walk
}

/** A stand-in for the walker bundle: an ES module run as the thread. */
function fakeWalker(body: string): string {
  const file = path.join(tempDir(), 'walker.mjs')
  writeFileSync(file, `import { parentPort } from 'node:worker_threads'\n${body}\n`)
  return file
}

describe('the walk thread', () => {
  it('needs the bundled walker', () => {
    expect(startPageWalk(tempDir(), recordingLog())).toBeUndefined() // from the sources: no bundle beside them
    if (!existsSync(WALKER)) throw new Error('dist/walker.js is missing: run `npm run bundle` before the tests')
  })

  it('gives the files and warnings of the walk in this thread, in the same order, in chunks', async () => {
    const site = siteWith(700)
    const realRoot = realpathSync(site)
    const here = recordingLog()
    const expected = [...walkPages(realRoot, here)]
    expect(expected).toHaveLength(703)
    const log = recordingLog()
    const walk = started(site, log)
    try {
      const chunks = await chunksOf(walk, realRoot)
      expect(chunks.flat()).toEqual(expected)
      expect(chunks.map((c) => c.length)).toEqual([256, 256, 191])
      expect(log.warnings).toEqual(here.warnings)
      expect(log.warnings).toEqual(LINKED_SITE_WARNINGS)
      expect(log.debugs).toEqual(['Walked the site folder on a thread of its own: 703 page file(s)'])
    } finally {
      await walk.close()
    }
  })

  it('waits while the pages are behind, and still gives every file', async () => {
    const site = siteWith(2000)
    const realRoot = realpathSync(site)
    const walk = started(site, recordingLog(), { ahead: 0 })
    const files: string[] = []
    try {
      for await (const chunk of walk.files(realRoot)) {
        files.push(...chunk)
        // The pages take their time: the walk must wait for them, not drop or reorder files.
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    } finally {
      await walk.close()
    }
    expect(files).toEqual([...walkPages(realRoot, recordingLog())])
  })

  it('can be closed while it waits for the pages', async () => {
    const site = siteWith(1000)
    const walk = started(site, recordingLog(), { ahead: 0 })
    const files = walk.files(realpathSync(site))[Symbol.asyncIterator]()
    expect((await files.next()).value).toHaveLength(256)
    await walk.close()
  })

  it('ends its thread once the walk is done, before it is closed', async () => {
    // A thread still alive a second after saying it is done leaves a mark (ending it takes a few ms).
    const mark = path.join(tempDir(), 'still-alive')
    const script = fakeWalker(
      "parentPort.postMessage({ kind: 'files', files: 'a.html' })\n" +
        "parentPort.postMessage({ kind: 'done' })\n" +
        `setTimeout(async () => (await import('node:fs')).writeFileSync(${JSON.stringify(mark)}, ''), 1000)`
    )
    const site = tempDir()
    const walk = started(site, recordingLog(), { script })
    try {
      expect((await chunksOf(walk, realpathSync(site))).flat()).toEqual(['a.html'])
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(existsSync(mark)).toBe(false)
    } finally {
      await walk.close()
    }
  })

  it('rejects with ENOENT for a site folder that does not exist', async () => {
    const missing = path.join(tempDir(), 'nope')
    const walk = started(missing, recordingLog())
    try {
      await expect(chunksOf(walk, missing)).rejects.toMatchObject({ code: 'ENOENT' })
    } finally {
      await walk.close()
    }
  })

  it.each([
    ['speaks another protocol', "parentPort.postMessage({ kind: 'failed', message: 'the walker bundle speaks lastmod-walk/0 old', unusable: true })"],
    ['fails to load', "throw new Error('a broken bundle')"],
    ['exits at once', 'process.exit(2)']
  ])('walks in this thread when the walker bundle %s', async (_case, body) => {
    const site = siteWith(300)
    const realRoot = realpathSync(site)
    const log = recordingLog()
    const walk = started(site, log, { script: fakeWalker(body) })
    try {
      const chunks = await chunksOf(walk, realRoot)
      expect(chunks.flat()).toEqual([...walkPages(realRoot, recordingLog())])
    } finally {
      await walk.close()
    }
    expect(log.debugs).toHaveLength(1)
    expect(log.debugs[0]).toMatch(/^Walk thread not used \(.+\): the site folder is walked in this thread$/)
    expect(log.warnings).toHaveLength(2)
  })

  it('stops with the error of a folder it cannot read, after the files before it', async () => {
    const script = fakeWalker(
      "parentPort.postMessage({ kind: 'files', files: 'a.html\\0b/index.html' })\n" +
        "parentPort.postMessage({ kind: 'failed', message: \"EACCES: permission denied, scandir '/site/c'\", code: 'EACCES', unusable: false })"
    )
    const walk = started(tempDir(), recordingLog(), { script })
    const seen: string[] = []
    try {
      await expect(
        (async () => {
          for await (const chunk of walk.files('/site')) seen.push(...chunk)
        })()
      ).rejects.toMatchObject({ code: 'EACCES', message: "EACCES: permission denied, scandir '/site/c'" })
    } finally {
      await walk.close()
    }
    expect(seen).toEqual(['a.html', 'b/index.html'])
  })

  it('is an error, not a short list, when the thread ends before the walk does', async () => {
    const script = fakeWalker("parentPort.postMessage({ kind: 'files', files: 'a.html' })\nsetTimeout(() => process.exit(3), 20)")
    const walk = started(tempDir(), recordingLog(), { script })
    try {
      await expect(chunksOf(walk, '/site')).rejects.toThrow('the walk of the site folder stopped: exited with code 3')
    } finally {
      await walk.close()
    }
  })

  it('does not start over in this thread once a warning of its walk has been logged', async () => {
    const script = fakeWalker("parentPort.postMessage({ kind: 'warning', message: 'escape: symlink points outside the site folder, skipped' })\nsetTimeout(() => process.exit(4), 20)")
    const log = recordingLog()
    const walk = started(linkedSite(), log, { script })
    try {
      await expect(chunksOf(walk, '/site')).rejects.toThrow('the walk of the site folder stopped: exited with code 4')
    } finally {
      await walk.close()
    }
    expect(log.warnings).toEqual(['escape: symlink points outside the site folder, skipped'])
  })

  it('speaks the protocol of this build', () => {
    expect(WALK_PROTOCOL).toMatch(/^lastmod-walk\/\d+ \d+\.\d+\.\d+/)
  })
})

describe('collecting pages from the walk thread', () => {
  it('gives the same results as the walk in this thread, on 2 workers and on 1', async () => {
    const t = truth('hugo')
    const siteDir = path.join(CORPUS, 'hugo', 'steps', '00-base')
    const options: EngineOptions = {
      siteDir,
      siteUrl: t.siteUrl,
      now: new Date('2026-01-01T00:00:00Z'),
      contentSelector: DEFAULT_CONTENT_SELECTOR,
      ignoreSelectors: [],
      include: [],
      exclude: ['tags/**'],
      cleanUrls: false,
      sitemapPath: path.join(tempDir(), 'sitemap.xml'),
      lastmodFormat: 'datetime',
      gzip: false
    }
    const here = await collectPages({ ...options, jobs: 1 }, undefined, recordingLog())
    expect(here.results.some((r) => r.excluded?.reason === 'glob')).toBe(true)
    for (const jobs of [1, 2]) {
      const walk = started(siteDir, recordingLog())
      try {
        expect(await collectPages({ ...options, jobs, walk }, undefined, recordingLog())).toEqual(here)
      } finally {
        await walk.close()
      }
    }
  })

  it('reports a site folder that holds no pages, as without the thread', async () => {
    const siteDir = tempDir()
    writeFileSync(path.join(siteDir, 'notes.txt'), 'no pages')
    const walk = started(siteDir, recordingLog())
    const options = {
      siteDir,
      siteUrl: 'https://example.com/',
      now: new Date('2026-01-01T00:00:00Z'),
      contentSelector: 'main',
      ignoreSelectors: [],
      include: [],
      exclude: [],
      cleanUrls: false,
      sitemapPath: path.join(siteDir, 'sitemap.xml'),
      lastmodFormat: 'datetime' as const,
      gzip: false,
      walk
    }
    try {
      await expect(collectPages(options, undefined, recordingLog())).rejects.toThrow(`--site-dir ${siteDir} holds no .html pages`)
    } finally {
      await walk.close()
    }
  })
})

describe('the bundled CLI', () => {
  const RECORDER = pathToFileURL(path.join(repoRoot, '__fixtures__/runtime/record-worker-young.mjs')).href

  /** The kinds of the threads a run of the bundled CLI started (`walk`, `pages`). */
  function threadsOf(site: string, state: string): string[] {
    const record = path.join(tempDir(), 'threads.txt')
    writeFileSync(record, '')
    const env = { ...process.env, NODE_OPTIONS: `--import="${RECORDER}"`, LASTMOD_TEST_WORKER_YOUNG: record }
    const r = bundledCli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state, '--jobs', '2'], { env })
    expect(r.status).toBe(0)
    return readFileSync(record, 'utf8').split('\n').filter((line) => line !== '').map((line) => line.split(' ')[0] as string)
  }

  it('walks on a thread of its own on a first run and with a big state, not with a small one', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const state = path.join(dir, 'state.json')
    // No state: the size of the site is not known.
    expect(threadsOf(site, state)).toContain('walk')
    // A small state: a small site, whose walk takes less than the thread's start.
    expect(threadsOf(site, state)).not.toContain('walk')
    // A state of 12,000 pages (past 2 MB): a big site.
    const parsed = JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }
    const record = Object.values(parsed.pages)[0]
    for (let i = 0; i < 12_000; i++) parsed.pages[`/gone/${i}/`] = record
    writeFileSync(state, JSON.stringify(parsed))
    expect(readFileSync(state).length).toBeGreaterThan(2 * 1024 * 1024)
    expect(threadsOf(site, state)).toContain('walk')
  })
})
