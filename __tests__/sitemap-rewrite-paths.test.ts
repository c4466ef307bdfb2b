// Rewrite mode reads the children an index names from the site, and writes them back: a child
// must really be a file of the site, two children must not land on one file, and a child URL
// that cannot name a file is an error naming it, not a crash. Real links in a temp dir.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundledCli, cliOutcome, snapshot, tempDir } from '../__fixtures__/cli/run.js'

const SITE_URL = 'https://example.com/'
const NOW = '2026-06-10T08:00:00Z'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const lastmod = cliOutcome


const urlset = (...locs: string[]): string => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">${locs.map((loc) => `<url><loc>${loc}</loc><lastmod>2020-01-01</lastmod></url>`).join('')}</urlset>\n`
const index = (...locs: string[]): string => `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>\n`

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** A temp dir with a site of three pages (en/, fr/ and the home page), the state beside it, and `outside/` next to the site. */
function layout(): { dir: string; site: string; outside: string; base: string[] } {
  const dir = tempDir('rewrite-paths-')
  const site = path.join(dir, 'site')
  for (const file of ['index.html', 'en/index.html', 'fr/index.html']) write(path.join(site, file), `<!doctype html><title>${file}</title><main><p>${file}</p></main>`)
  const outside = path.join(dir, 'outside')
  mkdirSync(outside)
  return { dir, site, outside, base: ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--now', NOW] }
}

describe('a child sitemap must really be a file of the site', () => {
  it.each([
    ['a link to a file outside', (t: ReturnType<typeof layout>) => symlinkSync(path.join(t.outside, 'secret.xml'), path.join(t.site, 'sitemap-0.xml')), 'sitemap-0.xml'],
    ['in a linked folder (relative link)', (t: ReturnType<typeof layout>) => symlinkSync('../outside', path.join(t.site, 'maps')), 'maps/secret.xml'],
    ['a link two folders down, through a link inside the site', (t: ReturnType<typeof layout>) => {
      mkdirSync(path.join(t.site, 'a', 'b'), { recursive: true })
      symlinkSync('../../../outside/secret.xml', path.join(t.site, 'a', 'b', 'real.xml'))
      symlinkSync(path.join(t.site, 'a'), path.join(t.site, 'alias'))
    }, 'alias/b/real.xml']
  ])('%s: exits 2 naming the child, and copies nothing of it into the site', async (_name, link, rel) => {
    const t = layout()
    write(path.join(t.outside, 'secret.xml'), urlset('https://example.com/secret-admin/'))
    link(t)
    write(path.join(t.site, 'sitemap-index.xml'), index(`${SITE_URL}${rel}`))
    const before = snapshot(t.dir)
    const r = await lastmod([...t.base, '--sitemap-source', path.join(t.site, 'sitemap-index.xml')])
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(new RegExp(`^--sitemap-source child ${SITE_URL}${rel} is ${t.outside}/secret\\.xml, outside --site-dir ${t.site}; expected a file of the site$`)) })
    expect(snapshot(t.dir)).toEqual(before)
  })

  it('a child that is a link to another file of the site is read and rewritten', async () => {
    const t = layout()
    write(path.join(t.site, 'maps', 'all.xml'), urlset(`${SITE_URL}en/`, `${SITE_URL}fr/`))
    symlinkSync('maps/all.xml', path.join(t.site, 'sitemap-0.xml'))
    write(path.join(t.site, 'sitemap-index.xml'), index(`${SITE_URL}sitemap-0.xml`))
    expect((await lastmod([...t.base, '--sitemap-source', path.join(t.site, 'sitemap-index.xml')])).code).toBe(0)
    expect(readFileSync(path.join(t.site, 'sitemap-0.xml'), 'utf8')).toContain(`<loc>${SITE_URL}en/</loc><lastmod>2026-06-10T08:00:00+00:00</lastmod>`)
  })
})

describe('children written beside --sitemap under their own names', () => {
  it.each([
    [['en/sitemap.xml', 'fr/sitemap.xml'], 'sitemap.xml'],
    [['a/b/part.xml', 'c/part.xml', 'part-2.xml'], 'part.xml'],
    [['2026/01/sitemap-0.xml', 'sitemap-0.xml'], 'sitemap-0.xml']
  ])('%j: two land on one file, so the run exits 2 naming both, and writes nothing', async (children, name) => {
    const t = layout()
    for (const child of children) write(path.join(t.site, child), urlset(`${SITE_URL}en/`))
    write(path.join(t.site, 'sitemap-index.xml'), index(...children.map((c) => `${SITE_URL}${c}`)))
    const out = path.join(t.dir, 'out', 'sitemap-index.xml')
    const before = snapshot(t.dir)
    const r = await lastmod([...t.base, '--sitemap-source', path.join(t.site, 'sitemap-index.xml'), '--sitemap', out])
    expect(r.code).toBe(2)
    expect(r.error).toBe(
      `--sitemap-source children ${SITE_URL}${children[0]} and ${SITE_URL}${children[1]} would both be written to ${path.join(t.dir, 'out', name)} ` +
        '(--sitemap puts the children beside it under their own file names); rewrite in place, without --sitemap'
    )
    expect(snapshot(t.dir)).toEqual(before)
    // In place, each is its own file.
    expect((await lastmod([...t.base, '--sitemap-source', path.join(t.site, 'sitemap-index.xml')])).code).toBe(0)
  })

  it('a child whose name is the state file beside --sitemap is refused as the state', async () => {
    const t = layout()
    expect((await lastmod(t.base)).code).toBe(0)
    write(path.join(t.site, 'state.json'), urlset(`${SITE_URL}en/`))
    write(path.join(t.site, 'sitemap-index.xml'), index(`${SITE_URL}state.json`))
    const before = snapshot(t.dir)
    const r = await lastmod([...t.base, '--sitemap-source', path.join(t.site, 'sitemap-index.xml'), '--sitemap', path.join(t.dir, 'sitemap.xml')])
    expect(r).toMatchObject({ code: 2, error: `--sitemap-source child ${SITE_URL}state.json and --state-file name the same file ${path.join(t.dir, 'state.json')}; give each its own` })
    expect(snapshot(t.dir)).toEqual(before)
  })
})

describe('a child URL that cannot name a file', () => {
  it.each(['%zz.xml', 'maps/%E0%A4%A.xml', '%C0%80.xml', 'a%00b.xml', 'x%'])('%s: exits 2 naming the child, never a crash', async (rel) => {
    const t = layout()
    const source = path.join(t.site, 'sitemap-index.xml')
    write(source, index(`${SITE_URL}${rel}`))
    const before = snapshot(t.dir)
    const r = await lastmod([...t.base, '--sitemap-source', source])
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(new RegExp(`^--sitemap-source ${source} names the child sitemap ${SITE_URL}${rel}, whose path (has a malformed percent escape|holds a NUL character)`)) })
    expect(snapshot(t.dir)).toEqual(before)
  })

  it('the bundled CLI says so in one line with exit code 2', () => {
    const t = layout()
    const source = path.join(t.site, 'sitemap-index.xml')
    write(source, index(`${SITE_URL}en/sitemap.xml`, `${SITE_URL}fr/%zz.xml`))
    write(path.join(t.site, 'en', 'sitemap.xml'), urlset(`${SITE_URL}en/`))
    const r = bundledCli([...t.base, '--sitemap-source', source])
    expect(r.status).toBe(2)
    expect(r.stderr).toBe(`lastmod: --sitemap-source ${source} names the child sitemap ${SITE_URL}fr/%zz.xml, whose path has a malformed percent escape (% must be followed by two hex digits of UTF-8)\n`)
  })
})
