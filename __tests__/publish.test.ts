import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cp, link, lstat, mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { closedEndpoint, startIndexNow, type FakeIndexNow } from '../__fixtures__/publish/indexnow-server.js'
import { runEngine, type EngineRun } from '../src/adapters/engine.js'
import type { RunOptions } from '../src/adapters/options.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { runOptions } from '../__fixtures__/cli/run.js'
import { applyPageDates, submitIndexNow, type PageDateOptions } from '../src/adapters/publish.js'
import { HEADERS_BEGIN } from '../src/core/headers-file.js'
import type { IndexNowBatch } from '../src/core/indexnow.js'

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'publish', 'site')
const SITE_URL = 'https://example.com/'
const KEY = 'a1b2c3d4e5f6'
const T1 = new Date('2026-08-01T06:00:00Z')
const T2 = new Date('2026-08-02T06:00:00Z')
const T3 = new Date('2026-08-03T06:00:00Z')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lastmod-publish-'))
  await cp(FIXTURE, dir, { recursive: true })
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function engineOptions(now: Date): RunOptions {
  return runOptions(dir, { siteUrl: SITE_URL, now, dryRun: false })
}

function publishOptions(overrides: Partial<PageDateOptions> = {}): PageDateOptions {
  return {
    siteDir: dir,
    siteUrl: SITE_URL,
    cleanUrls: false,
    sitemapPath: path.join(dir, 'sitemap.xml'),
    gzip: false,
    dryRun: false,
    htmlDates: true,
    mtime: false,
    robotsSitemap: false,
    ...overrides
  }
}

async function snapshot(root: string): Promise<Map<string, { bytes: string; mtimeMs: number }>> {
  const out = new Map<string, { bytes: string; mtimeMs: number }>()
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    out.set(path.relative(root, full), { bytes: (await readFile(full)).toString('base64'), mtimeMs: (await stat(full)).mtimeMs })
  }
  return out
}

const read = (file: string): Promise<string> => readFile(path.join(dir, file), 'utf8')

describe('applyPageDates on a built site', () => {
  it('writes the state’s dates into the pages, and the next build reports no change', async () => {
    const log = new MemoryLogger()
    const first = await runEngine(engineOptions(T1), undefined, log)
    expect(first.report.pages.new).toHaveLength(3) // about/ is noindex

    const summary = await applyPageDates(first, publishOptions(), log)
    expect(summary.rewritten).toEqual(['blog/post/index.html', 'index.html'])
    expect(summary.skipped).toEqual([{ file: 'nested/index.html', reason: expect.stringMatching(/holds another date carrier/) }])

    const post = await read('blog/post/index.html')
    expect(post).toContain('<meta property="article:modified_time" content="2026-08-01T06:00:00Z">')
    expect(post).toContain('<meta property="og:updated_time" content="2026-08-01T06:00:00Z">')
    expect(post).toContain('<meta property="article:published_time" content="2024-01-01T00:00:00Z">')
    expect(post).toContain('{ "@type": "BlogPosting", "headline": "A post", "dateModified": "2026-08-01T06:00:00Z", "datePublished": "2026-08-01T06:00:00Z" }')
    expect(post).toContain('"dateModified": "2026-08-01T06:00:00Z", "datePublished": "2024-01-01" }')
    expect(post).toContain('<time data-lastmod datetime="2026-08-01T06:00:00Z">2026-08-01</time>')
    expect(await read('index.html')).toContain('<span data-lastmod data-lastmod-format="D MMM YYYY">1 Aug 2026</span>')

    // The acceptance test: a rebuild of the rewritten files moves nothing.
    const second = await runEngine(engineOptions(T2), first.state, log)
    expect(second.report.pages).toMatchObject({ new: [], changed: [], removed: [] })
    expect(second.report.pages.unchanged).toHaveLength(3)
    const again = await applyPageDates(second, publishOptions(), log)
    expect(again.rewritten).toEqual([])
  })

  it('moves only the edited page’s dates, and keeps its publication date', async () => {
    const log = new MemoryLogger()
    const first = await runEngine(engineOptions(T1), undefined, log)
    await applyPageDates(first, publishOptions(), log)
    const file = path.join(dir, 'blog/post/index.html')
    await writeFile(file, (await readFile(file, 'utf8')).replace('The second paragraph', 'The edited second paragraph'))
    const third = await runEngine(engineOptions(T3), first.state, log)
    expect(third.report.pages.changed).toEqual(['https://example.com/blog/post/'])
    const summary = await applyPageDates(third, publishOptions(), log)
    expect(summary.rewritten).toEqual(['blog/post/index.html'])
    const post = await read('blog/post/index.html')
    expect(post).toContain('"dateModified": "2026-08-03T06:00:00Z", "datePublished": "2026-08-01T06:00:00Z" }')
    expect(post).toContain('>2026-08-03</time>')
    expect(await read('index.html')).toContain('>1 Aug 2026</span>')
  })

  it('touches nothing in a dry run, yet says what it would write', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    const before = await snapshot(dir)
    const summary = await applyPageDates(
      run,
      publishOptions({
        dryRun: true,
        mtime: true,
        headersFile: path.join(dir, '_headers'),
        robotsSitemap: true,
        indexNow: { key: KEY, endpoint: 'https://api.indexnow.org/indexnow', writeKey: true }
      }),
      log
    )
    expect(await snapshot(dir)).toEqual(before)
    expect(summary).toMatchObject({ rewritten: ['blog/post/index.html', 'index.html'], headersFile: 'written', robots: 'added', keyFile: 'written' })
    expect(log.infos).toContainEqual('Page dates: 2 page(s) would be rewritten, 0 already right or undated, 1 left as they were')
  })

  it('rewrites only pages of the sitemap, only when bytes change, and leaves unreadable ones as they were', async () => {
    const latin1 = path.join(dir, 'latin1.html')
    await writeFile(latin1, Buffer.from('<html><body><main><p>Caf\xe9</p><time data-lastmod>x</time></main></body></html>', 'latin1'))
    // Without a date in it, a page that is not UTF-8 is still reported as left as it was.
    const plainLatin1 = '<html><head><meta charset="windows-1252"></head><body><main><p>Caf\xe9</p></main></body></html>'
    await writeFile(path.join(dir, 'latin1-plain.html'), Buffer.from(plainLatin1, 'latin1'))
    // Nothing html-dates writes: the engine says so, and the page is not read a second time.
    const plain = '<html><head><script type="application/ld+json">{"@type":"Article","headline":"Plain"}</script></head><body><main><p>Plain</p></main></body></html>'
    await writeFile(path.join(dir, 'plain.html'), plain)
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    expect(run.state.pages['/latin1.html']).toBeDefined()
    expect([...run.undated]).toEqual(['/plain.html'])
    const before = await snapshot(dir)
    const summary = await applyPageDates(run, publishOptions(), log)
    const after = await snapshot(dir)
    for (const untouched of ['about/index.html', 'nested/index.html', 'latin1.html', 'latin1-plain.html', 'plain.html']) {
      expect(after.get(untouched)).toEqual(before.get(untouched))
    }
    expect(summary.skipped.map((s) => s.file).sort()).toEqual(['latin1-plain.html', 'latin1.html', 'nested/index.html'])
    expect(summary.unchanged).toBe(1)
    expect(log.warnings).toContainEqual('latin1.html: not UTF-8; its dates were left as they are')
    expect(log.warnings).toContainEqual('latin1-plain.html: not UTF-8; its dates were left as they are')
    expect(log.warnings).toContainEqual(expect.stringMatching(/^nested\/index\.html: left as it was: <\w+ data-lastmod> holds another date carrier/))
    // A second pass has nothing to write: files keep their modification times.
    const settled = await snapshot(dir)
    await applyPageDates(run, publishOptions(), log)
    expect(await snapshot(dir)).toEqual(settled)
  })

  it('does not read again a page the engine found no date in', async () => {
    const plain = '<html><head><script type="application/ld+json">{"headline":"Plain"}</script></head><body><main><p>Plain</p></main></body></html>'
    await writeFile(path.join(dir, 'plain.html'), plain)
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    expect(run.undated.has('/plain.html')).toBe(true)
    // Gone after the engine: reading it again would fail the run.
    await rm(path.join(dir, 'plain.html'))
    const summary = await applyPageDates(run, publishOptions(), log)
    expect(summary.rewritten).toEqual(['blog/post/index.html', 'index.html'])
    expect(summary.unchanged).toBe(1)
  })

  it('counts a site of undated pages without reading one, and still sets their times when asked', async () => {
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    const pages = ['a.html', 'b/index.html', 'c.html']
    for (const page of pages) {
      await mkdir(path.dirname(path.join(dir, page)), { recursive: true })
      await writeFile(path.join(dir, page), `<html><body><main><p>${page}</p></main></body></html>`)
    }
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    expect(run.undated.size).toBe(3)
    const withTimes = await applyPageDates(run, publishOptions({ mtime: true }), log)
    expect(withTimes.mtimes).toBe(3)
    expect(withTimes.unchanged).toBe(3)
    // Gone after the engine: reading one again would fail the run.
    for (const page of pages) await rm(path.join(dir, page))
    const summary = await applyPageDates(run, publishOptions(), log)
    expect(summary.rewritten).toEqual([])
    expect(summary.unchanged).toBe(3)
    expect(log.infos).toContainEqual('Page dates: 0 page(s) rewritten, 3 already right or undated')
  })

  it('sets each page file’s mtime to its lastmod', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    const summary = await applyPageDates(run, publishOptions({ mtime: true }), log)
    expect(summary.mtimes).toBe(3)
    expect((await stat(path.join(dir, 'blog/post/index.html'))).mtime.toISOString()).toBe('2026-08-01T06:00:00.000Z')
    expect((await stat(path.join(dir, 'nested/index.html'))).mtime.toISOString()).toBe('2026-08-01T06:00:00.000Z')
    expect((await stat(path.join(dir, 'about/index.html'))).mtime.toISOString()).not.toBe('2026-08-01T06:00:00.000Z')
  })

  it('merges Last-Modified into _headers and adds the Sitemap line, keeping the site’s rules', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    const summary = await applyPageDates(run, publishOptions({ htmlDates: false, headersFile: path.join(dir, '_headers'), robotsSitemap: true }), log)
    expect(summary).toMatchObject({ rewritten: [], headersFile: 'written', robots: 'added' })
    const headers = await read('_headers')
    expect(headers.startsWith('/*\n  X-Frame-Options: DENY\n\n' + HEADERS_BEGIN)).toBe(true)
    expect(headers).toContain('/blog/post/\n  Last-Modified: Sat, 01 Aug 2026 06:00:00 GMT\n')
    expect(headers).not.toContain('/about/')
    expect(await read('robots.txt')).toBe('User-agent: *\nDisallow: /private/\n\nSitemap: https://example.com/sitemap.xml\n')
    const again = await applyPageDates(run, publishOptions({ htmlDates: false, headersFile: path.join(dir, '_headers'), robotsSitemap: true }), log)
    expect(again).toMatchObject({ headersFile: 'unchanged', robots: 'unchanged' })
    // Pages stayed as built.
    expect(await read('blog/post/index.html')).toBe(await readFile(path.join(FIXTURE, 'blog/post/index.html'), 'utf8'))
  })

  it('names the gzip sitemap, and skips robots.txt for a sitemap outside the site', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    await applyPageDates(run, publishOptions({ htmlDates: false, robotsSitemap: true, gzip: true }), log)
    expect(await read('robots.txt')).toContain('Sitemap: https://example.com/sitemap.xml.gz\n')
    const outside = await applyPageDates(run, publishOptions({ htmlDates: false, robotsSitemap: true, sitemapPath: path.join(tmpdir(), 'elsewhere.xml') }), log)
    expect(outside.robots).toBe('skipped')
    expect(log.warnings).toContainEqual(expect.stringMatching(/outside the site folder/))
  })

  it('writes the IndexNow key file, or warns that it is missing', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(engineOptions(T1), undefined, log)
    const indexNow = { key: KEY, endpoint: 'https://api.indexnow.org/indexnow', writeKey: false }
    expect((await applyPageDates(run, publishOptions({ htmlDates: false, indexNow }), log)).keyFile).toBe('missing')
    expect(log.warnings).toContainEqual(expect.stringMatching(/IndexNow key file a1b2c3d4e5f6\.txt is not in the built site.*403/))
    expect((await applyPageDates(run, publishOptions({ htmlDates: false, indexNow: { ...indexNow, writeKey: true } }), log)).keyFile).toBe('written')
    expect(await read(`${KEY}.txt`)).toBe(KEY)
    expect((await applyPageDates(run, publishOptions({ htmlDates: false, indexNow }), log)).keyFile).toBe('present')
  })
})

describe('applyPageDates with the date sites of the engine’s page pass', () => {
  const withSites = (now: Date): RunOptions => ({ ...engineOptions(now), htmlDates: true, jobs: 1 })

  it('writes the bytes a scan of each page writes', async () => {
    const log = new MemoryLogger()
    const copy = await mkdtemp(path.join(tmpdir(), 'lastmod-publish-copy-'))
    try {
      await cp(FIXTURE, copy, { recursive: true })
      const run = await runEngine(withSites(T1), undefined, log)
      expect([...run.dateSites.keys()].sort()).toEqual(['/', '/blog/post/', '/nested/'])
      const known = await applyPageDates(run, publishOptions(), log)
      // The same run without the sites: every page is scanned where it is written.
      const scanned = await applyPageDates({ ...run, dateSites: new Map() }, publishOptions({ siteDir: copy }), log)
      expect(known).toEqual(scanned)
      expect(known.rewritten).toEqual(['blog/post/index.html', 'index.html'])
      for (const file of known.rewritten) expect(await read(file)).toBe(await readFile(path.join(copy, file), 'utf8'))
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  })

  it('leaves a page that changed after the engine read it as it is now', async () => {
    const log = new MemoryLogger()
    const run = await runEngine(withSites(T1), undefined, log)
    const edited = (await read('index.html')).replace('Welcome', 'Welcome back')
    await writeFile(path.join(dir, 'index.html'), edited)
    const summary = await applyPageDates(run, publishOptions(), log)
    expect(summary.skipped).toContainEqual({ file: 'index.html', reason: 'it changed after this run read it' })
    expect(log.warnings).toContainEqual('index.html: left as it was: it changed after this run read it')
    expect(await read('index.html')).toBe(edited)
    expect(summary.rewritten).toEqual(['blog/post/index.html'])
  })

  it('writes a page in place, and gives a linked page a file of its own', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'lastmod-publish-outside-'))
    try {
      const post = path.join(dir, 'blog/post/index.html')
      const original = await read('blog/post/index.html')
      // index.html is a hard link to a file outside the site; blog/post/ a symbolic link to a
      // file of the site that is no page (one outside it would not be read).
      await writeFile(path.join(outside, 'home.html'), await read('index.html'))
      await rm(path.join(dir, 'index.html'))
      await link(path.join(outside, 'home.html'), path.join(dir, 'index.html'))
      await writeFile(path.join(dir, 'post.src'), original)
      await rm(post)
      await symlink(path.join(dir, 'post.src'), post)
      const own = path.join(dir, 'own.html')
      await writeFile(own, '<html><head><meta property="og:updated_time" content="2020-01-01T00:00:00Z"></head><body><main><p>Own</p></main></body></html>')
      const inode = (await stat(own)).ino
      const log = new MemoryLogger()
      const run = await runEngine(withSites(T1), undefined, log)
      const summary = await applyPageDates(run, publishOptions(), log)
      expect(summary.rewritten).toEqual(['blog/post/index.html', 'index.html', 'own.html'])
      expect((await stat(own)).ino).toBe(inode)
      expect(await read('own.html')).toContain('content="2026-08-01T06:00:00Z"')
      expect((await lstat(post)).isSymbolicLink()).toBe(false)
      expect(await read('blog/post/index.html')).toContain('content="2026-08-01T06:00:00Z"')
      expect(await read('post.src')).toBe(original)
      expect((await stat(path.join(dir, 'index.html'))).nlink).toBe(1)
      expect(await read('index.html')).toContain('1 Aug 2026')
      expect(await readFile(path.join(outside, 'home.html'), 'utf8')).toContain('build time')
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })

  it('finishes the pages in hand when the run is cancelled, and leaves every page whole', async () => {
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    const page = (n: number, date: string): string =>
      `<html><head><meta property="article:modified_time" content="${date}"></head><body><main><p>Page ${n}</p></main></body></html>`
    const names = Array.from({ length: 400 }, (_, n) => `p${String(n).padStart(3, '0')}.html`)
    for (const [n, name] of names.entries()) await writeFile(path.join(dir, name), page(n, '2020-01-01T00:00:00Z'))
    // A page whose warning comes while the writes are under way: the cancel is sent then.
    await writeFile(path.join(dir, 'p300.html'), page(300, '2020-01-01T00:00:00Z') + '<script type="application/ld+json">{</script>')
    const run = await runEngine(withSites(T1), undefined, new MemoryLogger())
    const listeners = process.listenerCount('SIGTERM')
    const log = new MemoryLogger()
    const warning = log.warning.bind(log)
    log.warning = (message: string): void => {
      warning(message)
      if (message.startsWith('p300.html')) process.emit('SIGTERM', 'SIGTERM')
    }
    await expect(applyPageDates(run, publishOptions({ jobs: 1 }), log)).rejects.toThrow(
      /^cancelled \(SIGTERM\) while writing the pages' dates: \d+ page\(s\) written whole, the others left as built; no sitemap or state written$/
    )
    expect(process.listenerCount('SIGTERM')).toBe(listeners)
    const written = []
    for (const [n, name] of names.entries()) {
      const html = await read(name)
      const extra = n === 300 ? '<script type="application/ld+json">{</script>' : ''
      if (html === page(n, '2026-08-01T06:00:00Z') + extra) written.push(name)
      else expect(html).toBe(page(n, '2020-01-01T00:00:00Z') + extra)
    }
    expect(written.length).toBeGreaterThan(0)
    expect(written.length).toBeLessThan(300)
    expect(written).toEqual(names.slice(0, written.length))
  })
})

describe('submitIndexNow after the deploy', () => {
  let server: FakeIndexNow | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  const client = { sleep: async (): Promise<void> => {}, maxAttempts: 2 }

  async function editedRun(): Promise<EngineRun> {
    const log = new MemoryLogger()
    const first = await runEngine(engineOptions(T1), undefined, log)
    const file = path.join(dir, 'blog/post/index.html')
    await writeFile(file, (await readFile(file, 'utf8')).replace('first paragraph', 'opening paragraph'))
    await cp(path.join(dir, 'index.html'), path.join(dir, 'fresh.html'))
    return runEngine(engineOptions(T2), first.state, log)
  }

  it('posts the new and changed URLs and nothing else', async () => {
    server = await startIndexNow([{ status: 200 }])
    const run = await editedRun()
    expect(run.report.pages.unchanged.length).toBeGreaterThan(0)
    const log = new MemoryLogger()
    const summary = await submitIndexNow(run, { siteUrl: SITE_URL, dryRun: false, indexNow: { key: KEY, endpoint: server.endpoint, writeKey: false }, indexNowClient: client }, log)
    expect(summary?.submitted).toBe(2)
    expect(server.requests.map((r) => (r.body as IndexNowBatch).urlList)).toEqual([['https://example.com/fresh.html', 'https://example.com/blog/post/']])
  })

  it('posts nothing in a dry run, without a key, or when nothing changed', async () => {
    server = await startIndexNow([{ status: 200 }])
    const run = await editedRun()
    const indexNow = { key: KEY, endpoint: server.endpoint, writeKey: false }
    const log = new MemoryLogger()
    expect(await submitIndexNow(run, { siteUrl: SITE_URL, dryRun: true, indexNow }, log)).toEqual({ submitted: 0, batches: [] })
    expect(log.infos).toContainEqual(`IndexNow: dry run, 2 URL(s) in 1 batch(es) would be submitted to ${new URL(server.endpoint).origin}`)
    expect(await submitIndexNow(run, { siteUrl: SITE_URL, dryRun: false }, log)).toBeUndefined()
    const quiet = await runEngine(engineOptions(T3), run.state, log)
    expect(await submitIndexNow(quiet, { siteUrl: SITE_URL, dryRun: false, indexNow }, log)).toEqual({ submitted: 0, batches: [] })
    expect(server.requests).toEqual([])
  })

  it('never throws: an unreachable endpoint or a broken input is one warning', async () => {
    const run = await editedRun()
    const log = new MemoryLogger()
    const unreachable = await submitIndexNow(run, { siteUrl: SITE_URL, dryRun: false, indexNow: { key: KEY, endpoint: await closedEndpoint(), writeKey: false }, indexNowClient: client }, log)
    expect(unreachable?.batches[0]?.kind).toBe('failed')
    await expect(submitIndexNow(run, { siteUrl: 'not a url', dryRun: false, indexNow: { key: KEY, endpoint: 'x', writeKey: false } }, log)).resolves.toBeUndefined()
    expect(log.warnings).toHaveLength(2)
    expect(log.warnings[1]).toMatch(/^IndexNow: not submitted: --site-url must be an absolute/)
  })
})
