// The findings of lastmod audit and verify, from parsed sitemaps and page answers (no network).
import { describe, expect, test } from '@jest/globals'
import {
  auditFindings,
  changedByLastRun,
  expectedPages,
  parseW3cDate,
  readPage,
  renderCrawlText,
  crawlReport,
  samplePages,
  sameDate,
  sitemapAgainstState,
  verifyPageFindings,
  validatorsOf,
  type FindingKind,
  type PageAnswer,
  type SitemapFile
} from '../src/core/crawl.js'
import type { State } from '../src/core/types.js'
import { shown } from '../src/adapters/logger.js'

const NOW = new Date('2026-12-06T12:00:00Z')

function urlset(urls: SitemapFile['urls'], over: Partial<SitemapFile> = {}): SitemapFile {
  return { source: 'https://example.com/sitemap.xml', root: 'urlset', bytes: 1000, urls, sitemaps: [], cache: {}, ...over }
}

/** Ten pages dated over a year: nothing to find. */
function honest(): SitemapFile['urls'] {
  return Array.from({ length: 10 }, (_, i) => ({ loc: `https://example.com/p${i}/`, lastmod: `2026-${String(i + 1).padStart(2, '0')}-1${i % 10}T08:00:00Z` }))
}

/** Fields to set on a page answer, `undefined` to take one away. */
type Over = { [K in keyof PageAnswer]?: PageAnswer[K] | undefined }

const kinds = (files: SitemapFile[], pages: PageAnswer[] = []): FindingKind[] => auditFindings({ files, failures: [], host: 'example.com', now: NOW, pages }).map((f) => f.kind)

describe('W3C Datetime', () => {
  test.each([
    ['2026', 'date'],
    ['2026-08', 'date'],
    ['2026-08-12', 'date'],
    ['2026-08-12T06:00Z', 'date'],
    ['2026-08-12T06:00:00+02:00', 'date'],
    ['2026-08-12T06:00:00.123Z', 'date'],
    ['2026-08-12T06:00:00', 'no-zone'],
    ['2026-02-30', 'invalid'],
    ['12/08/2026', 'invalid'],
    ['2026-08-12 06:00:00Z', 'invalid'],
    ['2026-08-12T25:00:00Z', 'invalid'],
    ['yesterday', 'invalid']
  ])('%s is %s', (text, kind) => {
    expect(parseW3cDate(text).kind).toBe(kind)
  })

  test('same moment in two zones, and a date alone against a time that day', () => {
    expect(sameDate('2026-08-12T08:00:00+02:00', '2026-08-12T06:00:00Z')).toBe(true)
    expect(sameDate('2026-08-12T06:00:00.900Z', '2026-08-12T06:00:00Z')).toBe(true)
    expect(sameDate('2026-08-12', '2026-08-12T23:30:00-05:00')).toBe(true)
    expect(sameDate('2026-08-12T06:00:01Z', '2026-08-12T06:00:00Z')).toBe(false)
    expect(sameDate('2026-08-11', '2026-08-12T06:00:00Z')).toBe(false)
  })
})

describe('audit findings, one kind each', () => {
  test('an honest sitemap has none', () => {
    expect(kinds([urlset(honest())])).toEqual([])
  })

  test('every lastmod the same time: the build-time signature, with its share', () => {
    const urls = honest().map((u) => ({ ...u, lastmod: '2026-12-05T06:50:14.743Z' }))
    const [finding] = auditFindings({ files: [urlset(urls)], failures: [], host: 'example.com', now: NOW, pages: [] })
    expect(finding).toMatchObject({ kind: 'build-time-lastmod', count: 10, share: 1 })
    expect(finding?.message).toMatch(/all 10 lastmods are the same time/)
  })

  test('mostly within minutes of the newest is the signature too; a few pages changed together are not', () => {
    const urls = honest().map((u, i) => (i < 9 ? { ...u, lastmod: `2026-12-05T06:5${i % 5}:00Z` } : u))
    const finding = auditFindings({ files: [urlset(urls)], failures: [], host: 'example.com', now: NOW, pages: [] })[0]
    expect(finding).toMatchObject({ kind: 'build-time-lastmod', count: 9, share: 0.9 })
    const few = honest().map((u, i) => (i < 3 ? { ...u, lastmod: '2026-12-05T06:50:00Z' } : u))
    expect(kinds([urlset(few)])).toEqual([])
  })

  test.each<[FindingKind, (urls: SitemapFile['urls']) => void]>([
    ['future-lastmod', (u) => void ((u[0] as { lastmod?: string }).lastmod = '2027-01-01T00:00:00Z')],
    ['ancient-lastmod', (u) => void ((u[0] as { lastmod?: string }).lastmod = '1970-01-01T00:00:00Z')],
    ['invalid-lastmod', (u) => void ((u[0] as { lastmod?: string }).lastmod = '05/12/2026')],
    ['lastmod-without-zone', (u) => void ((u[0] as { lastmod?: string }).lastmod = '2026-05-12T10:00:00')],
    ['missing-lastmod', (u) => void delete (u[0] as { lastmod?: string }).lastmod],
    ['duplicate-loc', (u) => void u.push({ ...(u[0] as object) })],
    ['foreign-host', (u) => void ((u[0] as { loc?: string }).loc = 'https://cdn.example.net/p0/')],
    ['invalid-loc', (u) => void ((u[0] as { loc?: string }).loc = '/p0/')]
  ])('%s', (kind, spoil) => {
    const urls = honest()
    spoil(urls)
    const found = auditFindings({ files: [urlset(urls)], failures: [], host: 'example.com', now: NOW, pages: [] })
    expect(found.map((f) => f.kind)).toEqual([kind])
    expect(found[0]?.count).toBe(1)
    expect(found[0]?.examples[0]).toContain(kind === 'invalid-loc' ? '/p0/' : 'p0')
  })

  test('a date in the future by less than the clock skew allowance is not flagged', () => {
    const urls = honest()
    ;(urls[0] as { lastmod?: string }).lastmod = '2026-12-06T12:05:00Z'
    ;(urls[1] as { lastmod?: string }).lastmod = '2026-12-07'
    expect(kinds([urlset(urls)])).toEqual([])
  })

  test('a file over 50,000 URLs or 50 MB', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://example.com/a${i}`, lastmod: `2026-0${(i % 9) + 1}-01` }))
    expect(kinds([urlset(many)])).toEqual(['oversized-sitemap'])
    expect(kinds([urlset(honest(), { bytes: 50 * 1024 * 1024 + 1 })])).toEqual(['oversized-sitemap'])
  })

  test("an index entry older than its child's newest lastmod; equal or newer is fine", () => {
    const child = urlset(honest(), { source: 'https://example.com/sitemap-0.xml', parent: 'https://example.com/sitemap-index.xml' })
    const index = (lastmod: string): SitemapFile => ({ source: 'https://example.com/sitemap-index.xml', root: 'sitemapindex', bytes: 200, urls: [], sitemaps: [{ loc: child.source, lastmod }], cache: {} })
    expect(kinds([index('2026-05-01T00:00:00Z'), child])).toEqual(['index-lastmod-older'])
    expect(kinds([index('2026-10-19T08:00:00Z'), child])).toEqual([])
    expect(kinds([index('2026-10-19'), child])).toEqual([])
  })

  test('a child sitemap that could not be read', () => {
    const found = auditFindings({ files: [urlset(honest())], failures: [{ source: 'https://example.com/s-1.xml', reason: 'https://example.com/s-1.xml answered HTTP 404' }], host: 'example.com', now: NOW, pages: [] })
    expect(found.map((f) => f.kind)).toEqual(['sitemap-unreadable'])
  })
})

describe('page findings', () => {
  const urls = honest()
  const page = (i: number, over: Over): PageAnswer => ({ url: `https://example.com/p${i}/`, status: 200, redirects: [], pageDates: [], ...over }) as PageAnswer
  test.each<[FindingKind, Over]>([
    ['page-status', { status: 404 }],
    ['page-status', { status: undefined, error: 'cannot be reached (ECONNREFUSED)' }],
    ['page-redirect', { redirects: ['https://example.com/p0/new/'] }],
    ['page-noindex', { noindex: true }],
    ['canonical-elsewhere', { canonicalElsewhere: 'https://example.com/other/' }],
    ['page-date-mismatch', { pageDates: ['2026-03-01T00:00:00Z'] }],
    ['last-modified-mismatch', { lastModified: 'Sat, 05 Dec 2026 06:50:14 GMT' }],
    ['robots-disallowed', { disallowed: true }]
  ])('%s', (kind, over) => {
    expect(kinds([urlset(urls)], [page(0, over), page(1, { pageDates: ['2026-02-11T08:00:00Z'], lastModified: 'Wed, 11 Feb 2026 08:00:00 GMT' })])).toEqual([kind])
  })
})

describe('verify: the deployed sitemap against the state', () => {
  const state: State = {
    version: 1,
    pages: {
      '/': { hash: 'sha256:a', publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-06-01T00:00:00Z' },
      '/a/': { hash: 'sha256:b', publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-12-06T10:00:00Z' },
      '/b/': { hash: 'sha256:c', publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-12-06T10:00:00Z' },
      '/gone/': { hash: 'sha256:d', publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', removedAt: '2026-03-01T00:00:00Z' }
    }
  }
  const expected = expectedPages(state, new URL('https://example.com/'))
  const live = (entries: SitemapFile['urls'], cache: Record<string, string> = {}): SitemapFile[] => [urlset(entries, { cache })]
  const fresh = [
    { loc: 'https://example.com/', lastmod: '2026-06-01T00:00:00Z' },
    { loc: 'https://example.com/a/', lastmod: '2026-12-06T10:00:00Z' },
    { loc: 'https://example.com/b', lastmod: '2026-12-06T10:00:00Z' }
  ]

  test('agreeing: nothing (a removed page is not expected; /b and /b/ are one page)', () => {
    expect(sitemapAgainstState(live(fresh), [], expected)).toEqual([])
  })

  test('stale, with the cache headers that came with it', () => {
    const old = fresh.map((u, i) => (i === 1 ? { ...u, lastmod: '2026-11-01T00:00:00Z' } : u))
    const [finding] = sitemapAgainstState(live(old, { age: '3600', 'x-cache': 'HIT' }), [], expected)
    expect(finding).toMatchObject({ kind: 'stale', count: 1, urls: ['https://example.com/a/'], cacheHeaders: [{ sitemap: 'https://example.com/sitemap.xml', headers: { age: '3600', 'x-cache': 'HIT' } }] })
    expect(finding?.message).toContain('age: 3600, x-cache: HIT')
  })

  test('missing, extra (not a problem), and ahead of the state', () => {
    const found = sitemapAgainstState(live([fresh[0] as never, { loc: 'https://example.com/a/', lastmod: '2026-12-07T00:00:00Z' }, { loc: 'https://example.com/doc.pdf' }]), [], expected)
    expect(found.map((f) => [f.kind, f.problem, f.urls])).toEqual([
      ['missing', true, ['https://example.com/b/']],
      ['lastmod-ahead', true, ['https://example.com/a/']],
      ['extra', false, ['https://example.com/doc.pdf']]
    ])
  })

  test('the pages the last run changed come first in the sample, then a stable spread', () => {
    const changed = changedByLastRun(expected)
    expect([...changed].sort()).toEqual(['https://example.com/a/', 'https://example.com/b/'])
    expect(samplePages(expected, changed, 1)).toEqual(['https://example.com/a/'])
    expect(samplePages(expected, changed, 10)).toEqual(['https://example.com/a/', 'https://example.com/b/', 'https://example.com/'])
  })

  test.each<[FindingKind, Over]>([
    ['no-validator', { etag: undefined, lastModified: undefined, revalidated: undefined }],
    ['no-304', { revalidated: 200 }],
    ['304-after-change', { beforeChange: 304 }],
    ['last-modified-mismatch', { lastModified: 'Sat, 05 Dec 2026 06:50:14 GMT' }],
    ['page-date-mismatch', { pageDates: ['2026-12-05T06:50:14Z'] }]
  ])('page: %s', (kind, over) => {
    const good: PageAnswer = { url: 'https://example.com/a/', status: 200, redirects: [], pageDates: ['2026-12-06T10:00:00Z'], etag: '"x"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT', revalidated: 304, beforeChange: 200 }
    const check = { lastModified: true, changed: changedByLastRun(expected) }
    expect(verifyPageFindings([good], expected, check)).toEqual([])
    expect(verifyPageFindings([{ ...good, ...over } as PageAnswer], expected, check).map((f) => f.kind)).toEqual([kind])
  })

  test('Last-Modified is not compared unless the run published it', () => {
    const page: PageAnswer = { url: 'https://example.com/a/', status: 200, redirects: [], pageDates: [], lastModified: 'Sat, 05 Dec 2026 06:50:14 GMT', revalidated: 304 }
    expect(verifyPageFindings([page], expected, { lastModified: false, changed: new Set() })).toEqual([])
  })
})

describe('reading a page', () => {
  test('noindex, a canonical elsewhere, JSON-LD dateModified and the modified-time meta', () => {
    const html = `<!doctype html><html><head><meta name="robots" content="noindex"><link rel="canonical" href="/other/">
      <meta property="article:modified_time" content="2026-08-12T06:00:00Z">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","url":"https://example.com/a/","dateModified":"2026-08-13T06:00:00Z"}</script>
      </head><body><main><p>Text</p></main></body></html>`
    const read = readPage(html, 'https://example.com/a/')
    expect(read.noindex).toBe(true)
    expect(read.canonicalElsewhere).toBe('https://example.com/other/')
    expect([...read.pageDates].sort()).toEqual(['2026-08-12T06:00:00Z', '2026-08-13T06:00:00Z'])
  })

  test('a canonical to itself is no finding', () => {
    expect(readPage('<link rel=canonical href="https://example.com/a/index.html"><p>x', 'https://example.com/a/').canonicalElsewhere).toBeUndefined()
  })
})

test('the summary escapes what came from the site', () => {
  const urls = honest().map((u) => ({ ...u, lastmod: '2026-12-05T06:50:14Z' }))
  ;(urls[0] as { loc?: string }).loc = 'https://example.com/\n::error::x'
  const findings = auditFindings({ files: [urlset(urls)], failures: [], now: NOW, pages: [] })
  const text = renderCrawlText(crawlReport({ command: 'audit', version: '1', target: 'https://example.com/sitemap.xml', checkedAt: NOW.toISOString(), files: [urlset(urls)], pagesRequested: 0, findings, pages: [] }), shown)
  expect(text).not.toMatch(/^::error::/m)
  expect(text).toContain('\\n::error::x')
})

test("an earlier verify's report gives each page's validators; anything else is no such report", () => {
  const report = { command: 'verify', pages: [{ url: 'https://example.com/a/', etag: '"x"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT' }, { url: 'https://example.com/b/', status: 404 }] }
  expect(validatorsOf(report)).toEqual(new Map([['https://example.com/a/', { etag: '"x"', lastModified: 'Sun, 06 Dec 2026 10:00:00 GMT' }]]))
  expect(validatorsOf({ command: 'audit', pages: [] })).toBeUndefined()
  expect(validatorsOf({ command: 'verify', pages: [{ etag: '"x"' }] })).toBeUndefined()
  expect(validatorsOf('verify')).toBeUndefined()
})

test('an index whose children hold more URLs than a function call takes arguments', () => {
  const many = Array.from({ length: 300_000 }, (_, i) => ({ loc: `https://example.com/a${i}`, lastmod: '2026-12-05T06:50:14Z' }))
  const found = auditFindings({ files: [urlset(many.slice(0, 150_000), { source: 'https://example.com/s1.xml' }), urlset(many.slice(150_000), { source: 'https://example.com/s2.xml' })], failures: [], host: 'example.com', now: NOW, pages: [] })
  expect(found.map((f) => [f.kind, f.count])).toEqual([
    ['build-time-lastmod', 300_000],
    ['oversized-sitemap', 2]
  ])
})
