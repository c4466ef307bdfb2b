// lastmod audit: the generators' own sitemaps against ours, and a sitemap read over HTTP as a
// crawler reads it (robots.txt, index, gzip, pages) from a server on 127.0.0.1.
import { afterEach, describe, expect, test } from '@jest/globals'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { bundledCli, cli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { crawlCli, serve, sitemapIndex, urlset, type TestServer } from '../__fixtures__/crawl/server.js'
import { VERSION } from '../src/version.js'

const NOW = '2026-12-06T12:00:00Z'
const generated = (gen: string, file: string): string => path.join(repoRoot, '__fixtures__/generator-sitemaps', gen, file)

describe("the corpus generators' own sitemaps", () => {
  test.each([
    ['astro', 'sitemap-index.xml'],
    ['nextjs', 'sitemap.xml']
  ])('%s: the build-time lastmods are flagged', async (gen, file) => {
    const out = await crawlCli(['audit', generated(gen, file), '--now', NOW, '--site-url', 'https://example.com/'])
    expect(out.error).toBe('')
    expect(out.code).toBe(1)
    expect(out.stdout).toMatch(/✗ build-time-lastmod: (all \d+ lastmods are the same time|\d+ of \d+ lastmods \(9\d%\))/)
  })

  test('hugo (its template writes none): every URL without a lastmod', async () => {
    const out = await crawlCli(['audit', generated('hugo', 'sitemap.xml'), '--now', NOW, '--site-url', 'https://example.com/'])
    expect(out.code).toBe(1)
    expect(out.stdout).toMatch(/✗ missing-lastmod: \d+ URLs without a lastmod/)
  })

  test.each(['astro', 'hugo', 'nextjs'])("%s: the sitemap lastmod-action writes for the same site passes", async (gen) => {
    const dir = tempDir('lastmod-audit-')
    const state = path.join(dir, 'state.json')
    // Two deploys of the site: the first dates every page, the second only the edited one.
    for (const [step, now] of [['00-base', '2026-06-01T08:00:00Z'], ['02-edit-paragraph', '2026-09-14T17:30:00Z']] as const) {
      const site = path.join(dir, step)
      cpSync(path.join(repoRoot, '__fixtures__/corpus', gen, 'steps', step), site, { recursive: true })
      await cli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state, '--now', now])
    }
    const sitemap = path.join(dir, '02-edit-paragraph', 'sitemap.xml')
    const out = await crawlCli(['audit', sitemap, '--now', NOW, '--site-url', 'https://example.com/'])
    expect(out.stdout).toContain('✓ nothing a crawler would distrust')
    expect(out.code).toBe(0)
  })
})

describe('over HTTP', () => {
  let server: TestServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  const dated = (base: string, n: number, lastmod = (i: number) => `2026-0${(i % 9) + 1}-0${(i % 7) + 1}T08:00:00Z`) =>
    Array.from({ length: n }, (_, i) => ({ loc: `${base}/p${i}/`, lastmod: lastmod(i) }))

  test("from the site root: robots.txt's Sitemap line, a gzipped index and its gzipped child", async () => {
    let base = ''
    server = await serve((p) => {
      if (p === '/robots.txt') return { body: `User-agent: *\nDisallow:\nSitemap: ${base}/sitemap-index.xml.gz\n` }
      if (p === '/sitemap-index.xml.gz') return { body: gzipSync(sitemapIndex([{ loc: `${base}/s-0.xml.gz`, lastmod: '2026-12-05T00:00:00Z' }])) }
      if (p === '/s-0.xml.gz') return { body: gzipSync(urlset(dated(base, 6, () => '2026-12-05T00:00:00Z'))) }
      return undefined
    })
    base = server.url
    const json = path.join(tempDir('lastmod-audit-'), 'audit.json')
    const out = await crawlCli(['audit', `${base}/`, '--now', NOW, '--json', json])
    expect(out.error).toBe('')
    expect(out.code).toBe(1)
    const report = JSON.parse(readFileSync(json, 'utf8')) as { sitemaps: Array<{ source: string; root: string; urls: number }>; findings: Array<{ kind: string; count: number; share: number }>; ok: boolean }
    expect(report.sitemaps.map((s) => [s.source, s.root, s.urls])).toEqual([
      [`${base}/sitemap-index.xml.gz`, 'sitemapindex', 1],
      [`${base}/s-0.xml.gz`, 'urlset', 6]
    ])
    expect(report.findings).toMatchObject([{ kind: 'build-time-lastmod', count: 6, share: 1 }])
    expect(report.ok).toBe(false)
    expect(server.requests.every((r) => String(r.headers['user-agent']).startsWith(`lastmod/${VERSION} `))).toBe(true)
  })

  test('an index entry older than its child and a child that answers 404', async () => {
    let base = ''
    server = await serve((p) => {
      if (p === '/sitemap.xml') return { body: sitemapIndex([{ loc: `${base}/a.xml`, lastmod: '2026-01-01T00:00:00Z' }, { loc: `${base}/b.xml` }]) }
      if (p === '/a.xml') return { body: urlset(dated(base, 5)) }
      return undefined
    })
    base = server.url
    const out = await crawlCli(['audit', `${base}/sitemap.xml`, '--now', NOW])
    expect(out.code).toBe(1)
    expect(out.stdout).toContain('✗ sitemap-unreadable')
    expect(out.stdout).toContain('answered HTTP 404')
    expect(out.stdout).toContain('✗ index-lastmod-older')
  })

  test('--pages N: at most N pages requested, robots.txt honoured, each page checked', async () => {
    let base = ''
    const pages: Record<string, { status?: number; headers?: Record<string, string>; body?: string }> = {
      '/p0/': { body: '<html><head><meta name="robots" content="noindex"></head><body>x</body></html>' },
      '/p1/': { status: 301, headers: { location: '/p1-new/' } },
      '/p1-new/': { body: '<p>moved</p>' },
      '/p2/': { body: '<html><head><link rel="canonical" href="/p0/"></head><body>x</body></html>' },
      '/p3/': { body: '<script type="application/ld+json">{"@type":"WebPage","dateModified":"2020-01-01T00:00:00Z"}</script><p>x</p>' },
      '/p4/': { headers: { 'last-modified': 'Fri, 01 Jan 2021 00:00:00 GMT' }, body: '<p>x</p>' },
      '/p5/': { status: 500, body: 'error' }
    }
    server = await serve((p) => {
      if (p === '/robots.txt') return { body: 'User-agent: *\nDisallow: /private/\n' }
      if (p === '/sitemap.xml') return { body: urlset([...dated(base, 6), { loc: `${base}/private/`, lastmod: '2026-03-03T08:00:00Z' }, ...dated(`${base}/more`, 5)]) }
      const page = pages[p]
      return page === undefined ? undefined : { ...page, headers: { 'content-type': 'text/html', ...page.headers } }
    })
    base = server.url
    const json = path.join(tempDir('lastmod-audit-'), 'audit.json')
    const out = await crawlCli(['audit', `${base}/sitemap.xml`, '--pages', '7', '--concurrency', '2', '--now', NOW, '--json', json])
    expect(out.code).toBe(1)
    const report = JSON.parse(readFileSync(json, 'utf8')) as { pagesRequested: number; findings: Array<{ kind: string; urls: string[] }> }
    const kinds = Object.fromEntries(report.findings.map((f) => [f.kind, f.urls.map((u) => u.replace(base, ''))]))
    expect(kinds).toEqual({
      'robots-disallowed': ['/private/'],
      'page-status': ['/p5/'],
      'page-redirect': ['/p1/'],
      'page-noindex': ['/p0/'],
      'canonical-elsewhere': ['/p2/'],
      'page-date-mismatch': ['/p3/'],
      'last-modified-mismatch': ['/p4/']
    })
    const pageRequests = server.requests.filter((r) => !['/robots.txt', '/sitemap.xml'].includes(r.path) && r.path !== '/p1-new/')
    expect(pageRequests.map((r) => r.path).sort()).toEqual(['/p0/', '/p1/', '/p2/', '/p3/', '/p4/', '/p5/'])
    expect(report.pagesRequested).toBe(6)
    expect(server.requests.some((r) => r.path === '/private/')).toBe(false)
    expect(server.maxInFlight).toBeLessThanOrEqual(2)
  })

  test('basic-auth credentials are sent to the site and never shown', async () => {
    const password = 's3cret-Pa55word'
    let base = ''
    server = await serve((p, request) => {
      if (request.headers.authorization !== `Basic ${Buffer.from(`deploy:${password}`).toString('base64')}`) return { status: 401, body: 'who?' }
      if (p === '/sitemap.xml') return { body: urlset(dated(base, 4, () => '2026-12-05T00:00:00Z')) }
      return { body: '<p>x</p>', headers: { 'content-type': 'text/html' } }
    })
    base = server.url
    const json = path.join(tempDir('lastmod-audit-'), 'audit.json')
    const url = base.replace('http://', `http://deploy:${password}@`)
    const out = await crawlCli(['audit', `${url}/sitemap.xml`, '--pages', '2', '--now', NOW, '--json', json])
    expect(out.error).toBe('')
    expect(out.stdout).toContain('build-time-lastmod')
    expect(out.stdout).not.toContain('page-status')
    for (const text of [out.stdout, out.stderr, readFileSync(json, 'utf8')]) expect(text).not.toContain(password)
  })

  test.each<[string, (base: string) => { status?: number; headers?: Record<string, string>; body?: string } | undefined, RegExp]>([
    ['an HTML error page served with 200', () => ({ headers: { 'content-type': 'text/html' }, body: '<!DOCTYPE html><html><body>Oops</body></html>' }), /^SITEMAP http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml: .*is an HTML page, not a sitemap/],
    ['not XML', () => ({ body: '<urlset><url><loc>x</url>' }), /: .* is not XML: /],
    ['a redirect loop', () => ({ status: 302, headers: { location: '/sitemap.xml' } }), /: redirect loop: /],
    ['a 404', () => undefined, /answered HTTP 404$/]
  ])('%s: exit 2 with one line naming SITEMAP', async (_, route, message) => {
    server = await serve((p) => (p === '/sitemap.xml' ? route('') : undefined))
    const out = await crawlCli(['audit', `${server.url}/sitemap.xml`])
    expect(out.code).toBe(2)
    expect(out.error).toMatch(message)
    expect(out.error).not.toContain('\n')
  })

  test('a certificate no CA vouches for: exit 2, a TLS error', async () => {
    const tls = path.join(repoRoot, '__fixtures__/crawl/tls')
    const secure = https.createServer({ cert: readFileSync(path.join(tls, 'cert.pem')), key: readFileSync(path.join(tls, 'key.pem')) }, (_, response) => response.end(urlset([])))
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve))
    try {
      const out = await crawlCli(['audit', `https://127.0.0.1:${(secure.address() as AddressInfo).port}/sitemap.xml`])
      expect(out.code).toBe(2)
      expect(out.error).toMatch(/^SITEMAP https:\/\/127\.0\.0\.1:\d+\/sitemap\.xml: TLS error \(DEPTH_ZERO_SELF_SIGNED_CERT\)$/)
    } finally {
      await new Promise((resolve) => secure.close(resolve))
    }
  })

  test('a site that cannot be reached: exit 2', async () => {
    server = await serve(() => undefined)
    const url = server.url
    await server.close()
    server = undefined
    const out = await crawlCli(['audit', `${url}/sitemap.xml`])
    expect(out.code).toBe(2)
    expect(out.error).toMatch(/cannot be reached \(ECONNREFUSED\)/)
  })
})

test('the bundled command exits 1 with its findings, 0 without, 2 on a usage error', () => {
  const found = bundledCli(['audit', generated('astro', 'sitemap-index.xml'), '--now', NOW])
  expect([found.status, found.stderr]).toEqual([1, ''])
  expect(found.stdout).toContain('✗ build-time-lastmod')
  const dir = tempDir('lastmod-audit-')
  writeFileSync(path.join(dir, 'sitemap.xml'), urlset([{ loc: 'https://example.com/', lastmod: '2026-01-02' }, { loc: 'https://example.com/a/', lastmod: '2026-05-06T07:08:09Z' }]))
  expect(bundledCli(['audit', path.join(dir, 'sitemap.xml'), '--now', NOW]).status).toBe(0)
  const usage = bundledCli(['audit', '--pages', 'x', 'a.xml'])
  expect([usage.status, usage.stderr]).toEqual([2, "lastmod: --pages must be a number of pages (or all) from 0 to 1000000; got 'x'\n"])
})

describe('usage errors name the flag', () => {
  test.each([
    [['audit'], /needs one SITEMAP/],
    [['audit', 'a.xml', '--pages', 'many'], /^--pages must be a number of pages \(or all\)/],
    [['audit', 'a.xml', '--concurrency', '0'], /^--concurrency must be a number of requests from 1 to 32; got '0'/],
    [['audit', 'ftp://example.com/sitemap.xml'], /^SITEMAP must be an http\(s\) URL/],
    [['audit', 'a.xml', '--bogus'], /^unknown flag --bogus for lastmod audit/],
    [['audit', path.join(repoRoot, 'no-such-sitemap.xml')], /^SITEMAP .*no-such-sitemap\.xml: .*cannot be read: ENOENT/]
  ])('%j', async (argv, message) => {
    const out = await crawlCli(argv)
    expect(out.code).toBe(2)
    expect(out.error).toMatch(message)
  })
})
