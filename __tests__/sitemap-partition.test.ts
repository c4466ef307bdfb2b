// Partitioned sitemaps through the CLI: one child per section under an index, a child whose URLs
// did not change keeping its bytes, its file and its index date.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { Report } from '../src/core/types.js'
import { buildExample, bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'
import { INDEX_XSD, URLSET_XSD, validate } from '../__fixtures__/sitemap/helpers.js'

const SITE_URL = 'https://example.com/'

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')

/** Index `<loc>` → its `<lastmod>`. */
function indexDates(xml: string): Record<string, string> {
  return Object.fromEntries([...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod><\/sitemap>/g)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

const sitemapFiles = (dir: string): string[] => readdirSync(dir).filter((name) => name.startsWith('sitemap')).sort()

/** What a rewrite changes even with the same bytes: the file (a temp file renamed over it) and its date. */
const identity = (file: string): [number, number] => {
  const { ino, mtimeMs } = statSync(file)
  return [ino, mtimeMs]
}

/** Every file of the sitemap valid against its XSD: the index first, then each child it lists. */
async function expectValid(dir: string, index = 'sitemap.xml'): Promise<void> {
  const read = (name: string): string => {
    const bytes = readFileSync(path.join(dir, name))
    return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')
  }
  const check = async (xsd: string, name: string): Promise<void> => {
    expect(await validate(xsd, read(name))).toEqual({ ok: true, output: 'document.xml validates\n' })
  }
  await check(INDEX_XSD, index)
  for (const loc of locs(read(index))) await check(URLSET_XSD, decodeURIComponent(loc.slice(SITE_URL.length)))
}

function page(site: string, rel: string, text: string): void {
  mkdirSync(path.join(site, rel), { recursive: true })
  writeFileSync(path.join(site, rel, 'index.html'), `<!doctype html><html><head><title>${text}</title></head><body><main><p>${text}</p></main></body></html>`)
}

describe('a partitioned sitemap on a site with /blog/, /docs/ and a root page', () => {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  const report = path.join(dir, 'report.json')
  const args = (now: string, ...extra: string[]): string[] => [
    '--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--report', report, '--now', now,
    '--robots-sitemap', '--sitemap-partition', 'section', ...extra
  ]
  const file = (name: string): string => path.join(site, name)

  it('writes an index over a child per section; the one-URL section /about/ goes to the shared child', async () => {
    buildExample(site)
    await cli(args('2026-01-01T08:00:00Z'))
    expect(sitemapFiles(site)).toEqual(['sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-other.xml', 'sitemap-root.xml', 'sitemap.xml'])
    const index = readFileSync(file('sitemap.xml'), 'utf8')
    expect(locs(index)).toEqual(['sitemap-root.xml', 'sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-other.xml'].map((name) => SITE_URL + name))
    expect(locs(readFileSync(file('sitemap-root.xml'), 'utf8'))).toEqual([SITE_URL])
    expect(locs(readFileSync(file('sitemap-blog.xml'), 'utf8'))).toEqual([`${SITE_URL}blog/hello/`, `${SITE_URL}blog/widgets-2/`])
    expect(locs(readFileSync(file('sitemap-docs.xml'), 'utf8'))).toEqual([`${SITE_URL}docs/config/`, `${SITE_URL}docs/install/`])
    expect(locs(readFileSync(file('sitemap-other.xml'), 'utf8'))).toEqual([`${SITE_URL}about/`])
    await expectValid(site)
    const r = JSON.parse(readFileSync(report, 'utf8')) as Report
    const names = ['sitemap.xml', 'sitemap-root.xml', 'sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-other.xml']
    expect(r.sitemap).toEqual({ files: names.map(file), fileUrls: names.map((name) => SITE_URL + name), urls: 6 })
    expect(readFileSync(file('robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m)
  })

  it('after an edit in /docs/, the blog child keeps its bytes, its file and its index date; the docs child and its date move', async () => {
    const before = readFileSync(file('sitemap.xml'), 'utf8')
    const blog = { text: readFileSync(file('sitemap-blog.xml'), 'utf8'), identity: identity(file('sitemap-blog.xml')) }
    const docs = readFileSync(file('sitemap-docs.xml'), 'utf8')
    // An incremental build: the example builder would empty the folder, the sitemap files with it.
    const install = file('docs/install/index.html')
    writeFileSync(install, readFileSync(install, 'utf8').replace('and run it.', 'and run it; it needs no administrator rights.'))
    await cli(args('2026-01-03T08:00:00Z'))
    const r = JSON.parse(readFileSync(report, 'utf8')) as Report
    expect(r.pages.changed).toEqual([`${SITE_URL}docs/install/`])

    expect(readFileSync(file('sitemap-blog.xml'), 'utf8')).toBe(blog.text)
    expect(identity(file('sitemap-blog.xml'))).toEqual(blog.identity)
    expect(readFileSync(file('sitemap-docs.xml'), 'utf8')).not.toBe(docs)
    expect(readFileSync(file('sitemap-docs.xml'), 'utf8')).toContain(`<loc>${SITE_URL}docs/install/</loc><lastmod>2026-01-03T08:00:00+00:00</lastmod>`)

    const was = indexDates(before)
    const now = indexDates(readFileSync(file('sitemap.xml'), 'utf8'))
    expect(now).toEqual({ ...was, [`${SITE_URL}sitemap-docs.xml`]: '2026-01-03T08:00:00+00:00' })
    expect(was[`${SITE_URL}sitemap-docs.xml`]).toBe('2026-01-01T08:00:00+00:00')
    await expectValid(site)
  })

  it('a run with nothing changed rewrites no sitemap file', async () => {
    const before = sitemapFiles(site).map((name) => identity(file(name)))
    await cli(args('2026-01-04T08:00:00Z'))
    expect(sitemapFiles(site).map((name) => identity(file(name)))).toEqual(before)
  })

  it('--sitemap-partition-min 1 keeps every section apart, 3 merges the small ones; stale children go, other files stay', async () => {
    writeFileSync(file('sitemap-news.xml'), 'not ours')
    await cli(args('2026-01-05T08:00:00Z', '--sitemap-partition-min', '1'))
    expect(sitemapFiles(site)).toEqual(['sitemap-about.xml', 'sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-news.xml', 'sitemap-root.xml', 'sitemap.xml'])
    await expectValid(site)

    await cli(args('2026-01-06T08:00:00Z', '--sitemap-partition-min', '3'))
    expect(sitemapFiles(site)).toEqual(['sitemap-news.xml', 'sitemap-other.xml', 'sitemap-root.xml', 'sitemap.xml'])
    expect(locs(readFileSync(file('sitemap-other.xml'), 'utf8'))).toEqual(['about/', 'blog/hello/', 'blog/widgets-2/', 'docs/config/', 'docs/install/'].map((p) => SITE_URL + p))
    await expectValid(site)

    // Back to one sitemap: the partition's children are stale too.
    await cli(args('2026-01-07T08:00:00Z', '--sitemap-partition', 'none'))
    expect(sitemapFiles(site)).toEqual(['sitemap-news.xml', 'sitemap.xml'])
    expect(readFileSync(file('sitemap-news.xml'), 'utf8')).toBe('not ours')
  })
})

describe('partitions at depth, at the limits and with odd section names', () => {
  it('splits a section over the URL limit into numbered children, gzipped, and leaves them as they are on a rerun', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    page(site, '', 'Home')
    for (let i = 0; i < 5; i++) page(site, `blog/post-${i}`, `Post ${i}`)
    page(site, 'docs/a', 'Docs A')
    page(site, 'docs/b', 'Docs B')
    const two = { sitemapUrls: 2 }
    const args = ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--now', '2026-02-01T08:00:00Z', '--gzip', '--sitemap-partition', 'section']
    await cli(args, two)
    expect(sitemapFiles(site)).toEqual(['sitemap-blog_1.xml.gz', 'sitemap-blog_2.xml.gz', 'sitemap-blog_3.xml.gz', 'sitemap-docs.xml.gz', 'sitemap-root.xml.gz', 'sitemap.xml.gz'])
    const blog = [1, 2, 3].flatMap((n) => locs(gunzipSync(readFileSync(path.join(site, `sitemap-blog_${n}.xml.gz`))).toString('utf8')))
    expect(blog).toEqual([0, 1, 2, 3, 4].map((i) => `${SITE_URL}blog/post-${i}/`))
    await expectValid(site, 'sitemap.xml.gz')

    const before = sitemapFiles(site).map((name) => identity(path.join(site, name)))
    await cli(args, two)
    expect(sitemapFiles(site).map((name) => identity(path.join(site, name)))).toEqual(before)
  })

  it('names each section a stable, URL-safe, distinct file; --sitemap-partition-depth 2 splits /docs/', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    page(site, '', 'Home')
    for (const rel of ['blog/a', 'Blog/a', 'café/a', 'a b/c', 'root/a', 'other/a', 'docs/api/x', 'docs/api/y', 'docs/guide/x']) page(site, rel, rel)
    const args = (now: string, depth: string): string[] => [
      '--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--now', now,
      '--sitemap-partition', 'section', '--sitemap-partition-min', '1', '--sitemap-partition-depth', depth
    ]
    const children = (): string[] => {
      const names = sitemapFiles(site)
      expect(locs(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).map((loc) => loc.slice(SITE_URL.length)).sort()).toEqual(names.filter((n) => n !== 'sitemap.xml'))
      for (const name of names) expect(name).toMatch(/^sitemap(-[a-z0-9]+(?:-[a-z0-9]+)*(_[0-9a-f]{8})?)?\.xml$/)
      // The hash part differs between sections; the names are shown without it.
      return names.map((name) => name.replace(/_[0-9a-f]{8}\./, '_#.'))
    }

    await cli(args('2026-02-01T08:00:00Z', '1'))
    const depth1 = sitemapFiles(site)
    expect(children()).toEqual(
      ['sitemap-a-20b_#.xml', 'sitemap-blog.xml', 'sitemap-blog_#.xml', 'sitemap-caf-c3-a9_#.xml', 'sitemap-docs.xml', 'sitemap-other_#.xml', 'sitemap-root.xml', 'sitemap-root_#.xml', 'sitemap.xml']
    )
    await expectValid(site)
    // The same sections give the same names on another run.
    await cli(args('2026-02-02T08:00:00Z', '1'))
    expect(sitemapFiles(site)).toEqual(depth1)

    await cli(args('2026-02-03T08:00:00Z', '2'))
    expect(children().filter((name) => name.includes('docs'))).toEqual(['sitemap-docs-api_#.xml', 'sitemap-docs-guide_#.xml'])
    expect(locs(readFileSync(path.join(site, sitemapFiles(site).find((n) => n.startsWith('sitemap-docs-api_')) ?? ''), 'utf8'))).toEqual([`${SITE_URL}docs/api/x/`, `${SITE_URL}docs/api/y/`])
    await expectValid(site)
  })
})

describe('bad partition flags exit 2 naming the flag, before anything is written', () => {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  buildExample(site)
  const base = ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')]
  it.each([
    [['--sitemap-partition', 'sections'], "--sitemap-partition must be one of none, section; got 'sections'"],
    [['--sitemap-partition', 'section', '--sitemap-partition-min', '0'], "--sitemap-partition-min must be a whole number from 1 to 50000; got '0'"],
    [['--sitemap-partition', 'section', '--sitemap-partition-depth', '1.5'], "--sitemap-partition-depth must be a whole number from 1 to 100; got '1.5'"],
    [['--sitemap-partition-min', '5'], '--sitemap-partition-min needs --sitemap-partition section'],
    [['--sitemap-partition', 'section', '--report', path.join(site, 'sitemap-blog.xml')], /^lastmod: --report .*sitemap-blog\.xml is named like a child file of --sitemap, which may overwrite it; give it another name$/]
  ])('%j', (flags, message) => {
    const r = bundledCli([...base, ...flags])
    expect(r.status).toBe(2)
    expect(r.stderr.trim().split('\n')).toEqual([typeof message === 'string' ? `lastmod: ${message}` : expect.stringMatching(message)])
    expect(sitemapFiles(site)).toEqual([])
  })
})

describe('lastmod merge', () => {
  it('writes the partitioned sitemap of two shards exactly as one unsharded run does', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const partition = ['--sitemap-partition', 'section', '--sitemap-partition-min', '1']
    const common = (out: string): string[] => ['--site-url', SITE_URL, '--state-file', path.join(dir, out, 'state.json'), '--sitemap', path.join(dir, out, 'sitemap.xml'), '--now', '2026-03-01T08:00:00Z', ...partition]
    await cli(['--site-dir', site, '--no-html-dates', ...common('whole')])
    const partials = [1, 2].map((i) => path.join(dir, `part-${i}.json`))
    for (const [i, partial] of partials.entries()) await cli(['--site-dir', site, '--no-html-dates', ...common('merged'), '--shard', `${i + 1}/2`, '--partial', partial])
    await cli(['merge', '--site-dir', site, ...common('merged'), ...partials])
    const files = sitemapFiles(path.join(dir, 'whole'))
    expect(files).toEqual(['sitemap-about.xml', 'sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-root.xml', 'sitemap.xml'])
    expect(sitemapFiles(path.join(dir, 'merged'))).toEqual(files)
    for (const name of files) expect(readFileSync(path.join(dir, 'merged', name), 'utf8')).toBe(readFileSync(path.join(dir, 'whole', name), 'utf8'))
  })
})
