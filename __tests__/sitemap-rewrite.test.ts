import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { closeSync, cpSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import sax from 'sax'
import { validateXML } from 'xmllint-wasm'
import { formatLastmod } from '../src/core/dates.js'
import type { Report } from '../src/core/types.js'
import { bundledCli, childNode, cli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { INDEX_XSD, URLSET_XSD } from '../__fixtures__/sitemap/helpers.js'

const SITE_URL = 'https://example.com/'
const FIXTURES = path.join(repoRoot, '__fixtures__/generator-sitemaps')
const GENERATORS = [
  { name: 'hugo', source: 'sitemap.xml', urlsets: ['sitemap.xml'], flags: [] as string[] },
  { name: 'astro', source: 'sitemap-index.xml', urlsets: ['sitemap-0.xml'], flags: [] },
  // next-sitemap names pages without .html (/about): the run maps files to the same URLs.
  { name: 'nextjs', source: 'sitemap.xml', urlsets: ['sitemap-0.xml'], flags: ['--clean-urls'] }
]

interface Element {
  name: string
  attributes: Record<string, string>
  children: Array<Element | string>
}

/** The document as elements and their non-blank text (whitespace between elements is layout). */
function parse(xml: string): Element {
  const parser = sax.parser(true, { xmlns: false })
  const stack: Element[] = [{ name: '#document', attributes: {}, children: [] }]
  parser.onopentag = (tag) => {
    const element: Element = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [] }
    stack.at(-1)?.children.push(element)
    stack.push(element)
  }
  parser.onclosetag = () => void stack.pop()
  parser.ontext = parser.oncdata = (text) => {
    if (text.trim() !== '') stack.at(-1)?.children.push(text.trim())
  }
  parser.onerror = (error) => {
    throw error
  }
  parser.write(xml).close()
  return stack[0]?.children[0] as Element
}

const elements = (e: Element): Element[] => e.children.filter((c): c is Element => typeof c !== 'string')
const textOf = (e: Element | undefined): string | undefined => e?.children.filter((c) => typeof c === 'string').join('')
const child = (e: Element, name: string): Element | undefined => elements(e).find((c) => c.name === name)

/** The document with the named elements taken out: what a rewrite must leave exactly as it was. */
function masked(e: Element, names: string[]): Element {
  return { ...e, children: e.children.filter((c) => typeof c === 'string' || !names.includes(c.name)).map((c) => (typeof c === 'string' ? c : masked(c, names))) }
}

/** Each entry's loc → its lastmod (undefined: none). */
function lastmods(doc: Element, prefix = /^sm:/.test(doc.name) ? 'sm:' : ''): Map<string, string | undefined> {
  return new Map(elements(doc).map((entry) => [textOf(child(entry, `${prefix}loc`)) as string, textOf(child(entry, `${prefix}lastmod`))]))
}

/** The state's lastmod of every page, by absolute URL, in the form the run writes. */
function stateDates(stateFile: string): Map<string, string> {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { pages: Record<string, { publishedAt: string; updatedAt?: string }> }
  return new Map(Object.entries(state.pages).map(([key, r]) => [new URL(key.slice(1), SITE_URL).href, formatLastmod(r.updatedAt ?? r.publishedAt, 'datetime')]))
}

const sameUrl = (a: string, b: string): boolean => new URL(a).href === new URL(b).href

/**
 * Validates against the vendored schema with extension elements processed laxly: the schema's
 * `##other` wildcard is strict, which would ask for the image and video schemas that Google
 * hosts; lax checks our namespace's elements and lets the extensions be.
 */
async function validateLax(xsd: string, file: string): Promise<{ ok: boolean; output: string }> {
  const schema = readFileSync(xsd, 'utf8').replace(/namespace="##other"([^>]*)processContents="strict"/g, 'namespace="##other"$1processContents="lax"')
  const result = await validateXML({ xml: { fileName: path.basename(file), contents: readFileSync(file, 'utf8') }, schema: { fileName: path.basename(xsd), contents: schema } })
  return { ok: result.valid, output: result.rawOutput }
}

function copyFixture(name: string): { dir: string; site: string; state: string; report: string } {
  const dir = tempDir('sitemap-rewrite-')
  const site = path.join(dir, 'site')
  cpSync(path.join(FIXTURES, name), site, { recursive: true })
  return { dir, site, state: path.join(dir, 'state.json'), report: path.join(dir, 'report.json') }
}

const snapshot = (dir: string): Map<string, string> =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name)
        return [path.relative(dir, file), readFileSync(file, 'utf8')]
      })
  )

describe.each(GENERATORS)('rewrite mode on the $name sitemap', ({ name, source, urlsets, flags }) => {
  const { site, state, report } = copyFixture(name)
  const args = (now: string): string[] => ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--report', report, '--now', now, '--sitemap-source', path.join(site, source), ...flags]
  const before = snapshot(path.join(FIXTURES, name))

  it('keeps every entry and extension; only the lastmods of the pages it dates differ, equal to the state', async () => {
    await cli(args('2026-03-01T00:00:00Z'))
    const dates = stateDates(state)
    expect(dates.size).toBeGreaterThan(0)
    let dated = 0
    for (const file of urlsets) {
      const input = parse(before.get(file) as string)
      const output = parse(readFileSync(path.join(site, file), 'utf8'))
      expect(masked(output, ['lastmod'])).toEqual(masked(input, ['lastmod']))
      const old = lastmods(input)
      for (const [loc, lastmod] of lastmods(output)) {
        const ours = [...dates].find(([url]) => sameUrl(url, loc))?.[1]
        if (ours !== undefined) dated++
        expect([loc, lastmod]).toEqual([loc, ours ?? old.get(loc)])
      }
      // Where the generator wrote none, <lastmod> comes right after <loc>, as the schema requires.
      for (const entry of elements(output)) if (child(entry, 'lastmod') !== undefined) expect(elements(entry)[1]?.name).toBe('lastmod')
      expect(await validateLax(URLSET_XSD, path.join(site, file))).toEqual({ ok: true, output: `${file} validates\n` })
    }
    // Every page the run dated is an entry of the generator's sitemap.
    expect(dated).toBe(dates.size)
    const r = JSON.parse(readFileSync(report, 'utf8')) as Report
    expect(r.sitemapSource).toEqual({ source: path.join(site, source), dated, excluded: [], excludedEntries: 'drop' })
  })

  // Hugo's sitemap of a single-language site is a urlset, not an index.
  if (source !== urlsets[0]) it('gives an index entry the newest lastmod of its child, and keeps the rest of the index', async () => {
    const index = parse(readFileSync(path.join(site, source), 'utf8'))
    expect(masked(index, ['lastmod'])).toEqual(masked(parse(before.get(source) as string), ['lastmod']))
    // To the second: the index is written in the run's format, without next-sitemap's milliseconds.
    const seconds = (d: string | undefined): number => Math.floor(Date.parse(d as string) / 1000)
    const childDates = [...lastmods(parse(readFileSync(path.join(site, urlsets[0] as string), 'utf8'))).values()].map(seconds)
    expect([...lastmods(index).values()].map(seconds)).toEqual([Math.max(...childDates)])
    expect(await validateLax(INDEX_XSD, path.join(site, source))).toEqual({ ok: true, output: `${source} validates\n` })
  })

  it('writes the same bytes when run again with nothing changed', async () => {
    const first = snapshot(site)
    await cli(args('2026-04-01T00:00:00Z'))
    expect(snapshot(site)).toEqual(first)
  })
})

describe('rewrite mode options', () => {
  it('drops the entries of pages the run leaves out by default, keeps them with keep, and says so', async () => {
    const { site, state, report } = copyFixture('hugo')
    const page = path.join(site, 'docs/index.html')
    writeFileSync(page, readFileSync(page, 'utf8').replace('<head>', '<head><meta name="robots" content="noindex">'))
    const input = lastmods(parse(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')))
    const base = ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--report', report, '--now', '2026-03-01T00:00:00Z']

    const kept = await cli([...base, '--sitemap-source', path.join(site, 'sitemap.xml'), '--sitemap', path.join(site, 'kept.xml'), '--sitemap-source-excluded', 'keep'])
    const keptDates = lastmods(parse(readFileSync(path.join(site, 'kept.xml'), 'utf8')))
    expect(keptDates.has('https://example.com/docs/')).toBe(true)
    expect(keptDates.get('https://example.com/docs/')).toBe(input.get('https://example.com/docs/'))
    expect(kept.stderr).toContain('warning: --sitemap-source: 1 entry names a page left out of the sitemap')
    expect(kept.stderr).toContain('kept (--sitemap-source-excluded keep): https://example.com/docs/ (noindex)')

    const dropped = await cli([...base, '--sitemap-source', path.join(site, 'sitemap.xml')])
    const out = lastmods(parse(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')))
    expect([...out.keys()]).toEqual([...input.keys()].filter((loc) => loc !== 'https://example.com/docs/'))
    expect(dropped.stderr).toContain('dropped (--sitemap-source-excluded drop): https://example.com/docs/ (noindex)')
    const r = JSON.parse(readFileSync(report, 'utf8')) as Report
    expect(r.sitemapSource?.excluded).toEqual([{ url: 'https://example.com/docs/', reason: 'noindex', sitemap: path.join(site, 'sitemap.xml') }])
    expect(r.sitemap).toEqual({ files: [path.join(site, 'sitemap.xml')], fileUrls: [`${SITE_URL}sitemap.xml`], urls: input.size - 1 })
  })

  it('drops changefreq and priority only when asked, and writes to --sitemap, leaving the source as it was', async () => {
    const { site, state } = copyFixture('hugo')
    const sourceXml = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    const output = path.join(site, 'out', 'sitemap.xml')
    await cli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--sitemap-source', path.join(site, 'sitemap.xml'), '--sitemap', output, '--drop-changefreq-priority'])
    expect(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toBe(sourceXml)
    const xml = readFileSync(output, 'utf8')
    expect(sourceXml).toContain('<changefreq>')
    expect(xml).not.toMatch(/changefreq|priority/)
    const names = ['lastmod', 'changefreq', 'priority']
    expect(masked(parse(xml), names)).toEqual(masked(parse(sourceXml), names))
    expect(await validateLax(URLSET_XSD, output)).toEqual({ ok: true, output: 'sitemap.xml validates\n' })
  })

  it('passes extensions, unknown namespaces, a prefixed sitemap namespace, comments and CDATA through, and dates a page however its URL is spelled', async () => {
    const { site, state } = copyFixture('hugo')
    const source = path.join(site, 'sitemap.xml')
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by a plugin -->
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"
    xmlns:video="http://www.google.com/schemas/sitemap-video/1.1" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"
    xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:x="urn:example:unknown">
  <sm:url>
    <sm:loc>https://example.com/about/</sm:loc>
    <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/about/?a=1&amp;b=2"/>
    <image:image><image:loc>https://example.com/a.png</image:loc><image:caption><![CDATA[A & B <1>]]></image:caption></image:image>
    <video:video><video:thumbnail_loc>https://example.com/t.jpg</video:thumbnail_loc><video:title>Tour &amp; more</video:title><video:description>d</video:description><video:content_loc>https://example.com/v.mp4</video:content_loc></video:video>
    <x:note x:level="2">kept</x:note>
  </sm:url>
  <!-- the news entry -->
  <sm:url>
    <sm:loc>https://example.com/blog/index.html</sm:loc>
    <sm:lastmod>2020-01-01</sm:lastmod>
    <news:news><news:publication><news:name>Tidewater</news:name><news:language>en</news:language></news:publication><news:publication_date>2020-01-01</news:publication_date><news:title>Blog</news:title></news:news>
  </sm:url>
</sm:urlset>
`
    writeFileSync(source, xml)
    await cli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--now', '2026-03-01T00:00:00Z', '--sitemap-source', source])
    const out = readFileSync(source, 'utf8')
    expect(masked(parse(out), ['sm:lastmod'])).toEqual(masked(parse(xml), ['sm:lastmod']))
    expect([...lastmods(parse(out)).values()]).toEqual(['2026-03-01T00:00:00+00:00', '2026-03-01T00:00:00+00:00'])
    expect(out).toContain('<sm:loc>https://example.com/about/</sm:loc>\n    <sm:lastmod>2026-03-01T00:00:00+00:00</sm:lastmod>\n    <xhtml:link')
    for (const kept of ['<!-- made by a plugin -->', '<!-- the news entry -->', '<![CDATA[A & B <1>]]>', 'href="https://example.com/de/about/?a=1&amp;b=2"/>', '<x:note x:level="2">kept</x:note>']) expect(out).toContain(kept)
    expect(await validateLax(URLSET_XSD, source)).toEqual({ ok: true, output: 'sitemap.xml validates\n' })
  })

  it.each([
    ['a truncated sitemap', (xml: string) => xml.slice(0, xml.length / 2), /--sitemap-source .*sitemap-0\.xml is not well-formed XML/],
    ['an RSS feed', () => '<?xml version="1.0"?><rss version="2.0"><channel/></rss>', /--sitemap-source .*sitemap-0\.xml is neither a sitemap <urlset> nor a <sitemapindex>/]
  ])('stops with exit 2 on %s in an index child, naming --sitemap-source, and writes nothing', (_what, spoil, message) => {
    const { dir, site, state, report } = copyFixture('astro')
    const child = path.join(site, 'sitemap-0.xml')
    writeFileSync(child, spoil(readFileSync(child, 'utf8')))
    const before = snapshot(dir)
    const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--report', report, '--sitemap-source', path.join(site, 'sitemap-index.xml')])
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
    expect(snapshot(dir)).toEqual(before)
    expect(existsSync(state)).toBe(false)
  })

  it('streams a 50 MB sitemap through a heap too small to hold it as objects', () => {
    const { site, state } = copyFixture('hugo')
    const source = path.join(site, 'sitemap.xml')
    const fd = openSync(source, 'w')
    writeSync(fd, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${'http://www.sitemaps.org/schemas/sitemap/0.9'}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`)
    writeSync(fd, '<url><loc>https://example.com/about/</loc></url>\n')
    let urls = 1
    for (let bytes = 0; bytes < 50 * 1024 * 1024; urls++) {
      const entry = `<url><loc>https://example.com/files/${urls}-${'x'.repeat(200)}.pdf</loc><lastmod>2025-01-01</lastmod><image:image><image:loc>https://example.com/i/${urls}.png</image:loc></image:image></url>\n`
      bytes += writeSync(fd, entry)
    }
    writeSync(fd, '</urlset>\n')
    closeSync(fd)
    const heap = ['--max-old-space-size=48']
    // The control: one object per entry does not fit in that heap.
    const control = spawnSync(childNode, [...heap, '-e', `require('fs').readFileSync(${JSON.stringify(source)}, 'utf8').split('<url>')`], { encoding: 'utf8' })
    expect(control.status).not.toBe(0)
    const r = spawnSync(childNode, [...heap, path.join(repoRoot, 'dist/cli.js'), '--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--now', '2026-03-01T00:00:00Z', '--sitemap-source', source], { encoding: 'utf8' })
    expect([r.status, r.stderr]).toEqual([0, expect.not.stringMatching(/warning|error/i)])
    const out = readFileSync(source, 'latin1')
    expect(out.split('<url>').length - 1).toBe(urls)
    expect(out).toContain('<url><loc>https://example.com/about/</loc><lastmod>2026-03-01T00:00:00+00:00</lastmod></url>')
    expect(out.split('<lastmod>2025-01-01</lastmod>').length - 1).toBe(urls - 1)
  }, 120_000)

  it('names the flag when a rewrite option comes without --sitemap-source or with a wrong value', async () => {
    const base = ['--site-dir', tempDir(), '--site-url', SITE_URL, '--state-file', 'state.json']
    await expect(cli([...base, '--drop-changefreq-priority'])).rejects.toThrow('--drop-changefreq-priority needs --sitemap-source')
    await expect(cli([...base, '--sitemap-source', 'sitemap.xml', '--sitemap-source-excluded', 'remove'])).rejects.toThrow("--sitemap-source-excluded must be one of keep, drop; got 'remove'")
    await expect(cli([...base, '--sitemap-source', 'sitemap.xml', '--sitemap-partition', 'section'])).rejects.toThrow('--sitemap-partition does not go with --sitemap-source')
  })
})
