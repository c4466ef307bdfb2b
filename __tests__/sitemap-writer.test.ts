import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { checkSitemapTargets, recordFileName, writeSitemap as writeChecked } from '../src/adapters/sitemap-writer.js'
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
const naming = { flag: (name: string) => `--${name}`, partitioned: false }
const writeSitemap = async (plan: SitemapPlan, into: string): Promise<string[]> => writeChecked(await checkSitemapTargets(plan, into, naming))
const RECORD = recordFileName('sitemap.xml')

describe('writeSitemap', () => {
  it('writes a single urlset byte for byte, returns absolute paths and leaves no temp files', async () => {
    const plan = planSitemap(entries(5), options)
    const written = await writeSitemap(plan, dir)
    expect(written).toEqual([path.join(dir, 'sitemap.xml')])
    expect(path.isAbsolute(written[0] ?? '')).toBe(true)
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe(render(plan.files[0]))
    expect(await list()).toEqual([RECORD, 'sitemap.xml'])
    expect((await validate(URLSET_XSD, path.join(dir, 'sitemap.xml'), true)).ok).toBe(true)
  })

  it('writes an index and its children in plan order; all validate on disk', async () => {
    const plan = planSitemap(entries(50_001), options)
    const written = await writeSitemap(plan, dir)
    expect(written.map((p) => path.basename(p))).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml'])
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'])
    expect((await validate(INDEX_XSD, path.join(dir, 'sitemap.xml'), true)).ok).toBe(true)
    for (const child of written.slice(1)) expect((await validate(URLSET_XSD, child, true)).ok).toBe(true)
    for (const file of plan.files) expect((await readFile(path.join(dir, file.name))).length).toBe(file.bytes)
  })

  it('creates the target folder', async () => {
    const nested = path.join(dir, 'public', 'docs')
    await writeSitemap(planSitemap(entries(2), options), nested)
    expect(await readdir(nested)).toEqual([RECORD, 'sitemap.xml'])
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
    expect(await list()).toEqual([RECORD, 'sitemap.xml'])
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('previous sitemap')
  })

  it('removes the children it recorded and this plan no longer has; every other file stays', async () => {
    const keep = ['sitemap-1.xml.gz', 'sitemap-6.xml', 'other-3.xml', 'sitemap-notes.xml', 'sitemap-03.xml', 'news-sitemap-3.xml', 'sitemap-3.xml.bak']
    for (const name of keep) await writeFile(path.join(dir, name), 'not ours')
    await writeSitemap(planSitemap(entries(45), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual([...keep, RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap-4.xml', 'sitemap-5.xml', 'sitemap.xml'].sort())
    const plan = planSitemap(entries(20), { ...options, maxUrls: 10 })
    await writeSitemap(plan, dir)
    expect(await list()).toEqual([...keep, RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'].sort())
    expect(await readFile(path.join(dir, 'sitemap-2.xml'), 'utf8')).toBe(render(plan.files[2]))
    for (const name of keep) expect(await readFile(path.join(dir, name), 'utf8')).toBe('not ours')
  })

  it('removes every child when a run shrinks from an index to a single file', async () => {
    await writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    const single = planSitemap(entries(9), { ...options, maxUrls: 10 })
    await writeSitemap(single, dir)
    expect(await list()).toEqual([RECORD, 'sitemap.xml'])
    const xml = await readFile(path.join(dir, 'sitemap.xml'), 'utf8')
    expect(xml).toBe(render(single.files[0]))
    expect(xml).toContain('<urlset ')
  })

  it('replaces a numbered child only when it is its own: another file there stops it before anything is written', async () => {
    await writeFile(path.join(dir, 'sitemap-2.xml'), 'the generator’s')
    await writeFile(path.join(dir, 'sitemap.xml'), 'the generator’s index')
    const plan = planSitemap(entries(25), { ...options, maxUrls: 10 })
    await expect(writeSitemap(plan, dir)).rejects.toThrow(
      `${path.join(dir, 'sitemap-2.xml')} is a file lastmod did not write, and a sitemap of more than 50,000 URLs or 50 MB is split into child files named after --sitemap with its name; ` +
        'nothing was written: rename or remove that file, or give --sitemap another file name or folder'
    )
    expect(await list()).toEqual(['sitemap-2.xml', 'sitemap.xml'])
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('the generator’s index')
  })

  it('takes a file that already holds the planned bytes as it is, recorded or not', async () => {
    const plan = planSitemap(entries(25), { ...options, maxUrls: 10 })
    await writeFile(path.join(dir, 'sitemap-3.xml'), render(plan.files[3]))
    await writeSitemap(plan, dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    expect(JSON.parse(await readFile(path.join(dir, RECORD), 'utf8'))).toMatchObject({ version: 1, sitemap: 'sitemap.xml', files: ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'] })
  })

  it('treats a recorded child edited since as another’s: neither replaced nor removed', async () => {
    await writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)
    const edited = (await readFile(path.join(dir, 'sitemap-3.xml'), 'utf8')).replace('<url>', '<url><image:image/>')
    await writeFile(path.join(dir, 'sitemap-3.xml'), edited)
    await expect(writeSitemap(planSitemap(entries(26), { ...options, maxUrls: 10 }), dir)).rejects.toThrow(/sitemap-3\.xml is a file lastmod did not write/)
    await writeSitemap(planSitemap(entries(15), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    expect(await readFile(path.join(dir, 'sitemap-3.xml'), 'utf8')).toBe(edited)
    expect(JSON.parse(await readFile(path.join(dir, RECORD), 'utf8'))).toMatchObject({ files: ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'] })
  })

  it('a run stopped midway leaves a record that names the files it wrote, and the next run cleans up', async () => {
    await writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)
    const plan = planSitemap(entries(55), { ...options, maxUrls: 10 })
    const targets = await checkSitemapTargets(plan, dir, naming)
    let renders = 0
    // The index fails to render after its children are written.
    const broken: SitemapPlan = {
      ...plan,
      files: plan.files.map((file, i) =>
        i > 0
          ? file
          : {
              ...file,
              chunks() {
                renders++
                throw new Error('stopped')
              }
            }
      )
    }
    await expect(writeChecked({ ...targets, plan: broken })).rejects.toThrow('stopped')
    expect(renders).toBe(1)
    expect(JSON.parse(await readFile(path.join(dir, RECORD), 'utf8'))).toMatchObject({ files: ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap-4.xml', 'sitemap-5.xml', 'sitemap-6.xml', 'sitemap.xml'] })
    await writeSitemap(planSitemap(entries(15), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml'])
  })

  it.each([
    ['not JSON', 'sitemap-1.xml'],
    ['another sitemap’s', JSON.stringify({ version: 1, sitemap: 'news.xml', files: [] })],
    ['a path outside the folder', JSON.stringify({ version: 1, sitemap: 'sitemap.xml', files: ['../sitemap-1.xml'] })],
    ['a file that is no child', JSON.stringify({ version: 1, sitemap: 'sitemap.xml', files: ['index.html'] })]
  ])('refuses a record that is %s, and removes nothing', async (_what, text) => {
    await writeFile(path.join(dir, RECORD), text)
    await writeFile(path.join(dir, 'index.html'), 'a page')
    await expect(writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)).rejects.toThrow(
      `${path.join(dir, RECORD)} is not the record of sitemap files lastmod writes beside sitemap.xml; move or remove it, then run again`
    )
    expect(await list()).toEqual([RECORD, 'index.html'])
  })
})

describe('sitemaps a switch of layout leaves behind, and a sitemap that is not ours', () => {
  const gz = { ...options, fileName: 'sitemap.xml.gz' }

  it('a switch to gzip removes the uncompressed sitemap it wrote', async () => {
    await writeSitemap(planSitemap(entries(5), options), dir)
    await writeSitemap(planSitemap(entries(5), gz), dir)
    expect(await list()).toEqual([RECORD, 'sitemap.xml.gz'])
    expect(recordFileName('sitemap.xml.gz')).toBe(RECORD)
    await writeSitemap(planSitemap(entries(5), options), dir)
    expect(await list()).toEqual([RECORD, 'sitemap.xml'])
  })

  it('a switch of a split sitemap to gzip removes the uncompressed index and children it wrote', async () => {
    await writeSitemap(planSitemap(entries(25), { ...options, maxUrls: 10 }), dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml'])
    await writeSitemap(planSitemap(entries(25), { ...gz, maxUrls: 10 }), dir)
    expect(await list()).toEqual([RECORD, 'sitemap-1.xml.gz', 'sitemap-2.xml.gz', 'sitemap-3.xml.gz', 'sitemap.xml.gz'])
  })

  it("a generator's uncompressed sitemap stays beside the gzipped one: the run did not write it", async () => {
    await writeFile(path.join(dir, 'sitemap.xml'), 'the generator’s')
    await writeSitemap(planSitemap(entries(5), gz), dir)
    expect(await list()).toEqual([RECORD, 'sitemap.xml', 'sitemap.xml.gz'])
    expect(await readFile(path.join(dir, 'sitemap.xml'), 'utf8')).toBe('the generator’s')
  })

  it('describes the sitemap it is about to replace when it did not write it, and only then', async () => {
    const generator =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <url>\n    <loc>https://example.com/a/</loc>\n    <lastmod>2026-01-01</lastmod>\n  </url>\n' +
      '  <url>\n    <loc>https://example.com/b/</loc>\n    <lastmod>2026-01-01</lastmod>\n  </url>\n' +
      '  <url>\n    <loc>https://example.com/c/</loc>\n  </url>\n</urlset>\n'
    await writeFile(path.join(dir, 'sitemap.xml'), generator)
    const plan = planSitemap(entries(5), options)
    const first = await checkSitemapTargets(plan, dir, naming)
    expect(first.replaced).toEqual({ file: path.join(dir, 'sitemap.xml'), root: 'urlset', entries: 3, lastmods: 2 })
    await writeChecked(first)
    expect((await checkSitemapTargets(planSitemap(entries(6), options), dir, naming)).replaced).toBeUndefined()
    // The generator rebuilt the site over our sitemap, leaving our record: the file is not ours any more.
    await writeFile(path.join(dir, 'sitemap.xml'), generator)
    expect((await checkSitemapTargets(plan, dir, naming)).replaced).toMatchObject({ entries: 3, lastmods: 2 })
  })

  it('describes a sitemap index, and a file that is no sitemap', async () => {
    await writeFile(
      path.join(dir, 'sitemap.xml'),
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/s-0.xml</loc></sitemap></sitemapindex>'
    )
    expect((await checkSitemapTargets(planSitemap(entries(5), options), dir, naming)).replaced).toMatchObject({ root: 'sitemapindex', entries: 1, lastmods: 0 })
    await writeFile(path.join(dir, 'sitemap.xml'), 'not xml <')
    expect((await checkSitemapTargets(planSitemap(entries(5), options), dir, naming)).replaced).toMatchObject({ root: undefined })
  })
})
