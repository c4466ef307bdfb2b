import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { BootstrapError, lastmodToInstant, loadBootstrap } from '../src/adapters/bootstrap.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'

const NOW = new Date('2026-08-12T06:00:00Z')
const urlset = (entries: string): string =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</urlset>`

describe('lastmodToInstant', () => {
  it.each([
    ['2025-01-02', '2025-01-02T00:00:00Z'],
    ['2025-01-02T03:04:05+02:00', '2025-01-02T01:04:05Z'],
    ['2025-01-02T03:04Z', '2025-01-02T03:04:00Z'],
    ['yesterday', undefined],
    ['2025-13-45', undefined]
  ])('%s → %s', (text, instant) => {
    expect(lastmodToInstant(text)).toBe(instant)
  })
})

describe('loadBootstrap', () => {
  it('reads a local sitemap index and its gzip child, clamps future dates, skips bad ones', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lastmod-bootstrap-'))
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/sitemap-1.xml.gz</loc></sitemap></sitemapindex>`
    )
    writeFileSync(
      path.join(dir, 'sitemap-1.xml.gz'),
      gzipSync(
        urlset(
          '<url><loc>https://example.com/a/</loc><lastmod>2025-01-02</lastmod></url>' +
            '<url><loc>https://example.com/future/</loc><lastmod>2030-01-01</lastmod></url>' +
            '<url><loc>https://example.com/bad/</loc><lastmod>soon</lastmod></url>' +
            '<url><loc>https://example.com/none/</loc></url>'
        )
      )
    )
    const log = new MemoryLogger()
    const result = await loadBootstrap('sitemap.xml', { workspace: dir, now: NOW, log })
    expect([...result.lastmods]).toEqual([
      ['https://example.com/a/', '2025-01-02T00:00:00Z'],
      ['https://example.com/future/', '2026-08-12T06:00:00Z']
    ])
    expect(log.warnings).toEqual([expect.stringContaining("ignoring lastmod 'soon'")])
  })

  it('fetches a URL and reports HTTP errors and bad XML with the source named', async () => {
    const fetch = (url: string) =>
      Promise.resolve(
        url.endsWith('/missing.xml')
          ? { ok: false, status: 404, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) }
          : { ok: true, status: 200, arrayBuffer: () => Promise.resolve(new TextEncoder().encode(url.endsWith('/bad.xml') ? '<urlset><url></urlset>' : urlset('<url><loc>https://example.com/</loc><lastmod>2024-05-06</lastmod></url>')).buffer) }
      )
    const options = { workspace: '/', now: NOW, log: new MemoryLogger(), fetch }
    await expect(loadBootstrap('https://example.com/sitemap.xml', options)).resolves.toMatchObject({ lastmods: new Map([['https://example.com/', '2024-05-06T00:00:00Z']]) })
    await expect(loadBootstrap('https://example.com/missing.xml', options)).rejects.toThrow(new BootstrapError('bootstrap-sitemap https://example.com/missing.xml answered HTTP 404'))
    await expect(loadBootstrap('https://example.com/bad.xml', options)).rejects.toThrow(/bootstrap-sitemap https:\/\/example\.com\/bad\.xml is not valid XML: Unexpected close tag/)
  })

  it('refuses a truncated sitemap, naming it, rather than seeding part of it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lastmod-bootstrap-'))
    writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>https://example.com/a/</loc><lastmod>2025-01-02</lastmod></url><url><loc>https://exa')
    await expect(loadBootstrap('sitemap.xml', { workspace: dir, now: NOW, log: new MemoryLogger() })).rejects.toThrow(/^bootstrap-sitemap sitemap.xml is not valid XML: /)
  })

  it('warns when the sitemap dates nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lastmod-bootstrap-'))
    writeFileSync(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>https://example.com/a/</loc></url></urlset>')
    const log = new MemoryLogger()
    await expect(loadBootstrap('sitemap.xml', { workspace: dir, now: NOW, log })).resolves.toMatchObject({ lastmods: new Map() })
    expect(log.warnings).toEqual(['bootstrap-sitemap sitemap.xml has no <url> with a usable <lastmod>: no date is seeded'])
  })
})
