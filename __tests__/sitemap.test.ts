import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { escapeXml, planSitemap, SitemapError, type SitemapEntry, type SitemapOptions } from '../src/core/sitemap.js'
import { fixtures, INDEX_XSD, render, URLSET_XSD, validate } from '../__fixtures__/sitemap/helpers.js'

const options: SitemapOptions = { lastmodFormat: 'datetime', baseUrl: 'https://example.com/', fileName: 'sitemap.xml' }
const small = JSON.parse(readFileSync(path.join(fixtures, 'entries.json'), 'utf8')) as SitemapEntry[]
const golden = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8')

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')
}

function lastmods(xml: string): string[] {
  return [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1] ?? '')
}

/** `count` pages with lastmods spread over 2025–2026, none in order of loc. */
function manyEntries(count: number): SitemapEntry[] {
  const entries: SitemapEntry[] = []
  for (let i = 0; i < count; i++) {
    const seconds = (i * 7919) % 31_536_000 // a permutation-like walk through one year
    const lastmod = new Date(Date.UTC(2025, 6, 1) + seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
    entries.push({ loc: `https://example.com/p/${String(i).padStart(6, '0')}/`, lastmod })
  }
  return entries.reverse()
}

describe('escapeXml', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
    expect(escapeXml('https://example.com/caf%C3%A9/ü')).toBe('https://example.com/caf%C3%A9/ü')
  })
})

describe('planSitemap: one urlset', () => {
  it.each([
    ['datetime', 'small-datetime.xml'],
    ['date', 'small-date.xml']
  ] as const)('renders the %s form exactly as the golden file, and it validates', async (lastmodFormat, fixture) => {
    const plan = planSitemap(small, { ...options, lastmodFormat })
    expect(plan.indexed).toBe(false)
    expect(plan.urls).toBe(4)
    expect(plan.files.map((f) => f.name)).toEqual(['sitemap.xml'])
    const xml = render(plan.files[0])
    expect(xml).toBe(golden(fixture))
    expect(await validate(URLSET_XSD, xml)).toEqual({ ok: true, output: 'document.xml validates\n' })
    expect(xml).not.toMatch(/changefreq|priority/)
  })

  it('the validator really validates (minutes-only lastmod, missing namespace)', async () => {
    const xml = golden('small-datetime.xml')
    expect((await validate(URLSET_XSD, xml.replace('2026-08-12T06:00:00+00:00', '2026-08-12T06:00Z'))).ok).toBe(false)
    expect((await validate(URLSET_XSD, xml.replace(' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"', ''))).ok).toBe(false)
    expect((await validate(INDEX_XSD, xml)).ok).toBe(false)
  })

  it('counts bytes in UTF-8, header and footer included', () => {
    const plan = planSitemap([{ loc: 'https://example.com/ü/€/😀/' }, { loc: "https://example.com/?a=1&b='2'", lastmod: '2026-08-12T06:00:00Z' }, ...small], options)
    const file = plan.files[0]
    expect(file?.bytes).toBe(Buffer.byteLength(render(file), 'utf8'))
    expect(file?.bytes).toBeGreaterThan(render(file).length)
  })

  it('reports the newest lastmod as a UTC instant', () => {
    expect(planSitemap(small, options).files[0]?.newestLastmod).toBe('2026-08-12T06:00:00Z')
    expect(planSitemap([{ loc: 'https://example.com/' }], options).files[0]?.newestLastmod).toBeUndefined()
  })

  it('renders one chunk per entry, not the whole document at once', () => {
    const file = planSitemap(manyEntries(1000), options).files[0]
    expect([...(file?.chunks() ?? [])]).toHaveLength(1000 + 2)
  })
})

describe('planSitemap: order and determinism', () => {
  it('sorts by loc in code-unit order, not locale order', () => {
    const entries = ['https://example.com/b', 'https://example.com/B', 'https://example.com/a', 'https://example.com/%C3%A9', 'https://example.com/Z'].map((loc) => ({ loc }))
    const xml = render(planSitemap(entries, options).files[0])
    expect(locs(xml)).toEqual(['https://example.com/%C3%A9', 'https://example.com/B', 'https://example.com/Z', 'https://example.com/a', 'https://example.com/b'])
  })

  it('gives the same bytes whatever the input order', () => {
    const once = render(planSitemap(small, options).files[0])
    const reversed = render(planSitemap([...small].reverse(), options).files[0])
    const fromGenerator = render(planSitemap((function* () { yield* small.slice(2); yield* small.slice(0, 2) })(), options).files[0])
    expect(reversed).toBe(once)
    expect(fromGenerator).toBe(once)
  })

  it('keeps equal locs in input order (stable sort)', () => {
    const entries = [
      { loc: 'https://example.com/x', lastmod: '2026-01-02T00:00:00Z' },
      { loc: 'https://example.com/a' },
      { loc: 'https://example.com/x', lastmod: '2026-01-01T00:00:00Z' }
    ]
    expect(lastmods(render(planSitemap(entries, options).files[0]))).toEqual(['2026-01-02T00:00:00+00:00', '2026-01-01T00:00:00+00:00'])
  })
})

describe('planSitemap: splitting at 50,000 URLs', () => {
  const entries = manyEntries(50_001)
  const plan = planSitemap(entries, options)

  it('keeps exactly 50,000 URLs in one file', () => {
    const single = planSitemap(entries.slice(1), options)
    expect(single.indexed).toBe(false)
    expect(single.files).toHaveLength(1)
    expect(single.files[0]?.urls).toBe(50_000)
  })

  it('writes an index and two children of 50,000 + 1 URLs', () => {
    expect(plan.indexed).toBe(true)
    expect(plan.urls).toBe(50_001)
    expect(plan.files.map((f) => [f.name, f.urls])).toEqual([
      ['sitemap.xml', 2],
      ['sitemap-1.xml', 50_000],
      ['sitemap-2.xml', 1]
    ])
    const [, first, second] = plan.files.map(render)
    expect(locs(first ?? '')).toHaveLength(50_000)
    expect(locs(second ?? '')).toEqual(['https://example.com/p/050000/'])
  })

  it('validates: index against siteindex.xsd, each child against sitemap.xsd', async () => {
    const [index, ...children] = plan.files
    expect((await validate(INDEX_XSD, render(index))).ok).toBe(true)
    expect((await validate(URLSET_XSD, render(index))).ok).toBe(false)
    for (const child of children) expect(await validate(URLSET_XSD, render(child))).toEqual({ ok: true, output: 'document.xml validates\n' })
  })

  it('gives each index entry the newest lastmod of its child and the child URL under baseUrl', () => {
    const [index, ...children] = plan.files
    const xml = render(index)
    expect(locs(xml)).toEqual(['https://example.com/sitemap-1.xml', 'https://example.com/sitemap-2.xml'])
    const newest = children.map((child) => lastmods(render(child)).sort().at(-1))
    expect(newest[0]).not.toBe(lastmods(render(children[0])).at(-1)) // the newest is not simply the last entry
    expect(lastmods(xml)).toEqual(newest)
    expect(lastmods(xml)[0]).not.toBe(lastmods(xml)[1])
    expect(index?.newestLastmod).toBe(children[0]?.newestLastmod)
  })

  it('uses the date form in the index too', () => {
    const dated = planSitemap(entries, { ...options, lastmodFormat: 'date' })
    expect(lastmods(render(dated.files[0]))).toEqual(dated.files.slice(1).map((f) => f.newestLastmod?.slice(0, 10)))
  })

  it('derives child names from a .gz main name', () => {
    const gz = planSitemap(entries, { ...options, fileName: 'sitemap.xml.gz', baseUrl: 'https://example.com/docs/' })
    expect(gz.files.map((f) => f.name)).toEqual(['sitemap.xml.gz', 'sitemap-1.xml.gz', 'sitemap-2.xml.gz'])
    expect(locs(render(gz.files[0]))).toEqual(['https://example.com/docs/sitemap-1.xml.gz', 'https://example.com/docs/sitemap-2.xml.gz'])
  })
})

describe('planSitemap: splitting by bytes', () => {
  const entries = manyEntries(40)
  const whole = planSitemap(entries, options).files[0]
  const size = whole?.bytes ?? 0

  it('a file of exactly maxBytes stays whole; one byte less splits it', () => {
    expect(planSitemap(entries, { ...options, maxBytes: size }).indexed).toBe(false)
    expect(planSitemap(entries, { ...options, maxBytes: size - 1 }).indexed).toBe(true)
  })

  it('keeps every file, header and footer included, within maxBytes, and validates', async () => {
    const maxBytes = 1000
    const plan = planSitemap(entries, { ...options, maxBytes })
    const [index, ...children] = plan.files
    expect(children.length).toBeGreaterThan(3)
    expect(index?.urls).toBe(children.length)
    expect((await validate(INDEX_XSD, render(index))).ok).toBe(true)
    for (const child of children) {
      const xml = render(child)
      expect(Buffer.byteLength(xml, 'utf8')).toBe(child.bytes)
      expect(child.bytes).toBeLessThanOrEqual(maxBytes)
      expect((await validate(URLSET_XSD, xml)).ok).toBe(true)
    }
    // Greedy: no child could have taken one more entry (all entries here are the same size).
    const frame = planSitemap([], options).files[0]?.bytes ?? 0
    const entrySize = (size - frame) / entries.length
    expect(Number.isInteger(entrySize)).toBe(true)
    for (const child of children.slice(0, -1)) expect(child.bytes + entrySize).toBeGreaterThan(maxBytes)
    // Nothing lost, nothing reordered.
    expect(children.flatMap((child) => locs(render(child)))).toEqual(locs(render(whole)))
  })
})

describe('planSitemap: refusals', () => {
  it('refuses an entry larger than a whole file', () => {
    expect(() => planSitemap(small, { ...options, maxBytes: 200 })).toThrow(SitemapError)
  })
  it('refuses a lastmod without a zone', () => {
    expect(() => planSitemap([{ loc: 'https://example.com/', lastmod: '2026-08-12T06:00:00' }], options)).toThrow(/lastmod of https:\/\/example.com\//)
  })
  it('refuses locs XML cannot carry or the schema does not allow', () => {
    expect(() => planSitemap([{ loc: 'https://example.com/\u0001' }], options)).toThrow(SitemapError)
    expect(() => planSitemap([{ loc: `https://example.com/${'a'.repeat(2100)}` }], options)).toThrow(SitemapError)
  })
  it('refuses a base URL without a trailing slash and a file name with folders', () => {
    expect(() => planSitemap(small, { ...options, baseUrl: 'https://example.com/docs' })).toThrow(/must end in '\/'/)
    expect(() => planSitemap(small, { ...options, fileName: 'maps/sitemap.xml' })).toThrow(SitemapError)
    expect(() => planSitemap(small, { ...options, maxUrls: 50_001 })).toThrow(/maxUrls/)
  })
})
