// hreflang alternates: what each page's head names as its language versions goes into its sitemap
// entry as `xhtml:link`s, for the versions that are pages of the sitemap; a changed alternate is a
// changed link of that page alone; the page cache and sharded runs give the same sitemap.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { planSitemap, type SitemapEntry } from '../src/core/sitemap.js'
import type { Report } from '../src/core/types.js'
import { cli, tempDir } from '../__fixtures__/cli/run.js'
import { INDEX_XSD, render, validate, validateWithAlternates } from '../__fixtures__/sitemap/helpers.js'

const SITE = 'https://example.com/'
const alt = (hreflang: string, href: string, rel = 'alternate'): string => `<link rel="${rel}" hreflang="${hreflang}" href="${href}">`

function page(lang: string, title: string, head: string[]): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>` +
    // A feed is an alternate too, with no hreflang: never a language version.
    `<link rel="alternate" type="application/rss+xml" href="/${lang}/index.xml">${head.join('')}</head>` +
    `<body><nav><a href="/">Home</a></nav><main><h1>${title}</h1><p>${title}: the text.</p></main></body></html>`
  )
}

const GUIDE = [alt('en', '/en/guide/'), alt('de', '/de/anleitung/'), alt('fr', '/fr/guide/'), alt('x-default', '/en/guide/')]
const ABOUT = [alt('en', '/en/about/'), alt('de', '/de/ueber/'), alt('x-default', '/en/about/')]

/**
 * Three languages. The guide is in all three, spelled three ways (root-relative, relative,
 * absolute and upper-case rel); the about page has no French version; the contact page names a
 * noindex page, another site and a page that is not built; the home page names none.
 */
function step1(): Record<string, string> {
  return {
    'index.html': page('en', 'Choose a language', []),
    'en/guide/index.html': page('en', 'Guide', GUIDE),
    'de/anleitung/index.html': page('de', 'Anleitung', [alt('en', '../../en/guide/'), alt('de', './'), alt('fr', 'https://example.com/fr/guide/'), alt('x-default', '/en/guide/')]),
    'fr/guide/index.html': page('fr', 'Guide FR', GUIDE.map((l) => l.replace('"alternate"', '"ALTERNATE"').replace('href="/', `href="${SITE}`))),
    'en/about/index.html': page('en', 'About', ABOUT),
    'de/ueber/index.html': page('de', 'Über uns', ABOUT),
    'en/contact/index.html': page('en', 'Contact', [
      alt('en', '/en/contact/'),
      alt('fr', '/fr/contact/'),
      alt('de', '/de/kontakt/'),
      alt('es', 'https://other.example/es/contact/'),
      alt('it', '/it/contact/')
    ]),
    'fr/contact/index.html': page('fr', 'Contact FR', [alt('en', '/en/contact/'), alt('fr', '/fr/contact/')]),
    'de/kontakt/index.html': page('de', 'Kontakt', [alt('en', '/en/contact/'), alt('de', '/de/kontakt/'), '<meta name="robots" content="noindex">'])
  }
}

/**
 * The French about page is added and the English one names it (the German one does not yet);
 * the English guide's x-default moves to the German guide; the other guides say the same as
 * before in another order and spelling (http, a tracking parameter).
 */
function step2(): Record<string, string> {
  const files = step1()
  files['fr/a-propos/index.html'] = page('fr', 'À propos', [...ABOUT, alt('fr', '/fr/a-propos/')])
  files['en/about/index.html'] = page('en', 'About', [...ABOUT, alt('fr', '/fr/a-propos/')])
  files['en/guide/index.html'] = page('en', 'Guide', [...GUIDE.slice(0, 3), alt('x-default', '/de/anleitung/')])
  files['de/anleitung/index.html'] = page('de', 'Anleitung', [...GUIDE].reverse())
  files['fr/guide/index.html'] = page('fr', 'Guide FR', GUIDE.map((l) => l.replace('href="/', 'href="http://example.com/').replace('guide/"', 'guide/?utm_source=feed"')))
  return files
}

function writeSite(dir: string, files: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true })
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), html)
  }
}

/** Each `<url>`'s lastmod and its alternates (`hreflang href`), by loc. */
function entries(xml: string): Map<string, { lastmod: string; links: string[] }> {
  const out = new Map<string, { lastmod: string; links: string[] }>()
  for (const [, body] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body ?? '')?.[1] ?? ''
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(body ?? '')?.[1] ?? ''
    const links = [...(body ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((m) => `${m[1]} ${m[2]}`)
    out.set(loc, { lastmod, links })
  }
  return out
}

const u = (p: string): string => SITE + p
const GUIDE_GROUP = [`de ${u('de/anleitung/')}`, `en ${u('en/guide/')}`, `fr ${u('fr/guide/')}`, `x-default ${u('en/guide/')}`]
const ABOUT_GROUP = [`de ${u('de/ueber/')}`, `en ${u('en/about/')}`, `x-default ${u('en/about/')}`]
const CONTACT_GROUP = [`en ${u('en/contact/')}`, `fr ${u('fr/contact/')}`]

interface Run {
  sitemap: string
  state: string
  report: Report
  stderr: string
}

/** One CLI run over `files` in `dir`, with extra flags; what it wrote. */
async function run(dir: string, files: Record<string, string>, now: string, extra: string[] = []): Promise<Run> {
  const site = path.join(dir, 'site')
  writeSite(site, files)
  const { stderr } = await cli([...flags(dir, site, now), ...extra])
  return outputs(dir, stderr)
}

function flags(dir: string, site: string, now: string): string[] {
  return ['--site-dir', site, '--site-url', SITE, '--state-file', path.join(dir, 'state.json'), '--sitemap', path.join(dir, 'sitemap.xml'),
    '--report', path.join(dir, 'report.json'), '--now', now, '--no-html-dates']
}

function outputs(dir: string, stderr = ''): Run {
  return {
    sitemap: readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'),
    state: readFileSync(path.join(dir, 'state.json'), 'utf8'),
    report: JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8').replaceAll(dir, '<dir>')) as Report,
    stderr
  }
}

const NOW1 = '2026-03-01T08:00:00Z'
const NOW2 = '2026-03-02T08:00:00Z'

describe('a multilingual site', () => {
  it('gives each page the alternates it names that are in the sitemap, XSD-valid', async () => {
    const { sitemap } = await run(tempDir(), step1(), NOW1)
    const found = entries(sitemap)
    expect(new Map([...found].map(([loc, e]) => [loc, e.links]))).toEqual(
      new Map([
        [u(''), []],
        [u('de/anleitung/'), GUIDE_GROUP],
        [u('de/ueber/'), ABOUT_GROUP],
        [u('en/about/'), ABOUT_GROUP],
        [u('en/contact/'), CONTACT_GROUP],
        [u('en/guide/'), GUIDE_GROUP],
        [u('fr/contact/'), CONTACT_GROUP],
        [u('fr/guide/'), GUIDE_GROUP]
      ])
    )
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(await validateWithAlternates(sitemap)).toEqual({ ok: true, output: 'document.xml validates\n' })
  })

  it('moves the date of only the pages whose alternates changed; respelled or reordered alternates move none', async () => {
    const dir = tempDir()
    await run(dir, step1(), NOW1)
    const { sitemap, report } = await run(dir, step2(), NOW2)
    expect(report.pages.new).toEqual([u('fr/a-propos/')])
    expect(report.pages.changed.sort()).toEqual([u('en/about/'), u('en/guide/')])
    const found = entries(sitemap)
    for (const [loc, { lastmod }] of found) {
      expect([loc, lastmod]).toEqual([loc, [u('fr/a-propos/'), u('en/about/'), u('en/guide/')].includes(loc) ? '2026-03-02T08:00:00+00:00' : '2026-03-01T08:00:00+00:00'])
    }
    const withFrench = [`de ${u('de/ueber/')}`, `en ${u('en/about/')}`, `fr ${u('fr/a-propos/')}`, `x-default ${u('en/about/')}`]
    expect(found.get(u('en/about/'))?.links).toEqual(withFrench)
    expect(found.get(u('fr/a-propos/'))?.links).toEqual(withFrench)
    // The German page does not name the French one yet: its entry says what the page says.
    expect(found.get(u('de/ueber/'))?.links).toEqual(ABOUT_GROUP)
    expect(found.get(u('en/guide/'))?.links).toEqual([...GUIDE_GROUP.slice(0, 3), `x-default ${u('de/anleitung/')}`])
    expect(found.get(u('fr/guide/'))?.links).toEqual(GUIDE_GROUP)
    // The why names the link (a run keeps only fingerprints of the blocks before).
    // Its x-default named the page itself, which tells nothing: now it names another, one link more.
    expect(report.changes.find((c) => c.url === u('en/guide/'))?.blocks).toEqual([{ kind: 'added', new: 'hreflang|[x-default](/de/anleitung/)' }])
    expect(await validateWithAlternates(sitemap)).toMatchObject({ ok: true })
  })

  it('re-baselines a state from before alternates were hashed instead of moving the dates of translated pages', async () => {
    const dir = tempDir()
    const { state } = await run(dir, step1(), NOW1)
    // Such a state: other hashes for the pages with alternates, hashing options without them.
    const translated = ['/de/anleitung/', '/en/guide/', '/fr/guide/', '/en/about/', '/de/ueber/', '/en/contact/', '/fr/contact/']
    const before = JSON.parse(state) as { hashing: { options: string }; pages: Record<string, { hash: string }> }
    for (const key of translated) (before.pages[key] as { hash: string }).hash = 'sha256:' + '0'.repeat(64)
    const withOld = (options: string): void => writeFileSync(path.join(dir, 'state.json'), JSON.stringify({ ...before, hashing: { ...before.hashing, options } }))
    withOld(before.hashing.options.replace(',"hreflang":true', ''))
    const rebaselined = await run(dir, step1(), NOW2)
    expect(rebaselined.report.rebaselined).toBe(true)
    expect(rebaselined.report.pages.changed).toEqual([])
    expect([...entries(rebaselined.sitemap).values()].map((e) => e.lastmod)).toEqual(Array(8).fill('2026-03-01T08:00:00+00:00'))
    // The same hashes under today's options are changed pages.
    withOld(before.hashing.options)
    expect((await run(dir, step1(), NOW2)).report.pages.changed.sort()).toEqual(translated.map((p) => u(p.slice(1))).sort())
  })

  it('drops an alternate once the page it names leaves the sitemap', async () => {
    const dir = tempDir()
    await run(dir, step1(), NOW1)
    const files = step1()
    files['fr/guide/index.html'] = (files['fr/guide/index.html'] as string).replace('<head>', '<head><meta name="robots" content="noindex">')
    const found = entries((await run(dir, files, NOW2)).sitemap)
    expect(found.has(u('fr/guide/'))).toBe(false)
    expect(found.get(u('en/guide/'))?.links).toEqual(GUIDE_GROUP.filter((l) => !l.startsWith('fr ')))
    // A contact page left with no other version than itself lists none.
    files['fr/contact/index.html'] = (files['fr/contact/index.html'] as string).replace('<head>', '<head><meta name="robots" content="noindex">')
    expect(entries((await run(dir, files, NOW2)).sitemap).get(u('en/contact/'))?.links).toEqual([])
  })

  it('gives the same sitemap, state and report through the page cache', async () => {
    const whole = tempDir()
    const cached = tempDir()
    const cache = ['--cache-file', path.join(cached, 'cache.txt')]
    for (const [now, files] of [[NOW1, step1()], [NOW2, step2()], ['2026-03-03T08:00:00Z', step2()]] as const) {
      const expected = await run(whole, files, now)
      const got = await run(cached, files, now, cache)
      expect({ ...got, stderr: '' }).toEqual({ ...expected, stderr: '' })
    }
    // The last run read every page from its entry: the alternates came from the cache.
    expect(/Page cache: (\d+) of (\d+) read page/.exec((await run(cached, step2(), '2026-03-04T08:00:00Z', cache)).stderr)?.slice(1)).toEqual(['10', '10'])
  })

  it('gives the same sitemap, state and report through shards and lastmod merge', async () => {
    const whole = tempDir()
    const sharded = tempDir()
    for (const [now, files] of [[NOW1, step1()], [NOW2, step2()]] as const) {
      const expected = await run(whole, files, now)
      const site = path.join(sharded, 'site')
      writeSite(site, files)
      const partials = [1, 2, 3].map((i) => path.join(sharded, `part-${i}.json`))
      for (const [i, partial] of partials.entries()) await cli([...flags(sharded, site, now), '--shard', `${i + 1}/3`, '--partial', partial])
      expect(partials.some((p) => readFileSync(p, 'utf8').includes('"alternates"'))).toBe(true)
      await cli(['merge', '--state-file', path.join(sharded, 'state.json'), '--site-url', SITE, '--sitemap', path.join(sharded, 'sitemap.xml'),
        '--site-dir', site, '--report', path.join(sharded, 'report.json'), '--now', now, ...partials])
      const got = outputs(sharded)
      expect({ ...got, report: JSON.stringify(got.report).replaceAll(sharded, '') }).toEqual({ ...expected, report: JSON.stringify(expected.report).replaceAll(whole, '') })
    }
  })
})

describe('planSitemap with alternates', () => {
  const de = (n: number): string => `https://example.com/de/${n}/`
  const en = (n: number): string => `https://example.com/en/${n}/`
  const list: SitemapEntry[] = []
  for (let n = 0; n < 3; n++) {
    const alternates = [{ hreflang: 'de', href: de(n) }, { hreflang: 'en', href: en(n) }]
    list.push({ loc: en(n), lastmod: '2026-03-01T08:00:00Z', alternates }, { loc: de(n), alternates }, { loc: `https://example.com/solo/${n}/` })
  }

  it('splits by the bytes the links take, and every child declares the namespace and validates', async () => {
    const whole = planSitemap(list, { lastmodFormat: 'datetime', baseUrl: SITE, fileName: 'sitemap.xml' })
    expect(whole.files).toHaveLength(1)
    const one = render(whole.files[0])
    expect(Buffer.byteLength(one)).toBe(whole.files[0]?.bytes)
    // Room for the urlset's frame and about four entries: the links count towards each file's size.
    const maxBytes = Math.floor(Buffer.byteLength(one) / 2)
    const split = planSitemap(list, { lastmodFormat: 'datetime', baseUrl: SITE, fileName: 'sitemap.xml', maxBytes })
    expect(split.indexed).toBe(true)
    expect(split.files.length).toBeGreaterThan(2)
    expect((await validate(INDEX_XSD, render(split.files[0]))).ok).toBe(true)
    for (const child of split.files.slice(1)) {
      const xml = render(child)
      expect(Buffer.byteLength(xml)).toBe(child.bytes)
      expect(child.bytes).toBeLessThanOrEqual(maxBytes)
      expect(await validateWithAlternates(xml)).toMatchObject({ ok: true })
    }
  })

  it('escapes what the links hold', () => {
    const xml = render(planSitemap([{ loc: en(1), alternates: [{ hreflang: 'en', href: 'https://example.com/a?b=1&c="2"' }] }], { lastmodFormat: 'date', baseUrl: SITE, fileName: 'sitemap.xml' }).files[0])
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.com/a?b=1&amp;c=&quot;2&quot;"/>')
  })
})
