import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { writeSitemap } from '../src/adapters/sitemap-writer.js'
import { planSitemap, type SitemapEntry, type SitemapOptions, type SitemapPlan } from '../src/core/sitemap.js'
import { INDEX_XSD, render, URLSET_XSD, validate } from '../__fixtures__/sitemap/helpers.js'

const options: SitemapOptions = { lastmodFormat: 'datetime', baseUrl: 'https://example.com/', fileName: 'sitemap.xml' }

function entries(count: number): SitemapEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    loc: `https://example.com/page-${i}/?a=1&b='${i}'`,
    lastmod: `2026-0${1 + (i % 9)}-1${i % 10}T06:00:00Z`
  }))
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sitemap-writer-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const list = async (): Promise<string[]> => (await readdir(dir)).sort()

describe('writeSitemap', () => {
  it('writes a single urlset byte for byte, returns absolute paths and leaves no temp files', async () => {
    const plan = planSitemap(entries(5), options)
    const written = await writeSitemap(plan, dir)
    expect(written).toEqual([path.join(dir, 'sitemap.xml')])
    expect(path.isAbsolute(written[0] ?? '')).toBe(true)
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe(render(plan.files[0]))
    expect(await list()).toEqual(['sitemap.xml'])
    expect((await validate(URLSET_XSD, path.join(dir, 'sitemap.xml'), true)).ok).toBe(true)
  })

  it('writes an index and its children in plan order; all validate on disk', async () => {
    const plan = planSitemap(entries(50_001), options)
    const written = await writeSitemap(plan, dir)
    expect(written.map((p) => path.basename(p))).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(await list()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'])
    expect((await validate(INDEX_XSD, path.join(dir, 'sitemap.xml'), true)).ok).toBe(true)
    for (const child of written.slice(1)) expect((await validate(URLSET_XSD, child, true)).ok).toBe(true)
    for (const file of plan.files) expect((await readFile(path.join(dir, file.name))).length).toBe(file.bytes)
  })

  it('creates the target folder', async () => {
    const nested = path.join(dir, 'public', 'docs')
    await writeSitemap(planSitemap(entries(2), options), nested)
    expect(await readdir(nested)).toEqual(['sitemap.xml'])
  })

  it('gzips .gz names, and the result gunzips to the same XML', async () => {
    const plan = planSitemap(entries(30), { ...options, fileName: 'sitemap.xml.gz', maxUrls: 10 })
    const written = await writeSitemap(plan, dir)
    expect(written.map((p) => path.basename(p))).toEqual(['sitemap.xml.gz', 'sitemap-1.xml.gz', 'sitemap-2.xml.gz', 'sitemap-3.xml.gz'])
    for (const [i, file] of plan.files.entries()) {
      const raw = await readFile(written[i] ?? '')
      expect([raw[0], raw[1]]).toEqual([0x1f, 0x8b])
      expect(gunzipSync(raw).toString('utf8')).toBe(render(file))
    }
  })

  it('is deterministic: the same plan writes the same bytes, gzip included', async () => {
    const plan = planSitemap(entries(50), { ...options, fileName: 'sitemap.xml.gz' })
    await writeSitemap(plan, dir)
    const first = await readFile(path.join(dir, 'sitemap.xml.gz'))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await writeSitemap(planSitemap(entries(50).reverse(), { ...options, fileName: 'sitemap.xml.gz' }), dir)
    expect((await readFile(path.join(dir, 'sitemap.xml.gz'))).equals(first)).toBe(true)
  })

  it('keeps the old file and leaves no temp file when rendering fails midway', async () => {
    await writeFile(path.join(dir, 'sitemap.xml'), 'previous sitemap')
    const plan = planSitemap(entries(5), options)
    const [file] = plan.files
    if (file === undefined) throw new Error('no file')
    const broken: SitemapPlan = {
      ...plan,
      files: [
        {
          ...file,
          *chunks() {
            yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset'
            throw new Error('renderer failed')
          }
        }
      ]
    }
    await expect(writeSitemap(broken, dir)).rejects.toThrow('renderer failed')
    expect(await list()).toEqual(['sitemap.xml'])
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('previous sitemap')
  })

  it('removes stale children beyond the current count, and only those', async () => {
    const keep = ['sitemap-1.xml.gz', 'sitemap-3.xml.gz', 'other-3.xml', 'sitemap-notes.xml', 'sitemap-03.xml', 'news-sitemap-3.xml', 'sitemap-3.xml.bak']
    const stale = ['sitemap-3.xml', 'sitemap-4.xml', 'sitemap-12.xml']
    for (const name of [...keep, ...stale]) await writeFile(path.join(dir, name), 'old')
    const plan = planSitemap(entries(20), { ...options, maxUrls: 10 })
    await writeSitemap(plan, dir)
    expect(await list()).toEqual([...keep, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'].sort())
    expect(await readFile(path.join(dir, 'sitemap-2.xml'), 'utf8')).toBe(render(plan.files[2]))
  })

  it('removes every child when a run shrinks from an index to a single file', async () => {
    await writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    const single = planSitemap(entries(9), { ...options, maxUrls: 10 })
    await writeSitemap(single, dir)
    expect(await list()).toEqual(['sitemap.xml'])
    const xml = await readFile(path.join(dir, 'sitemap.xml'), 'utf8')
    expect(xml).toBe(render(single.files[0]))
    expect(xml).toContain('<urlset ')
  })
})
