// PageFacts.mayHoldDates lets the html-dates pass skip a page: that is only right if every page it
// calls undated comes back from rewriteHtmlDates unchanged and without a warning.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { CORPUS, GENERATORS } from '../__fixtures__/corpus.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'
import { createExtractor, type Extractor } from '../src/core/extract.js'
import { rewriteHtmlDates, type PageDates } from '../src/core/html-dates.js'

const DATES: PageDates = { modified: '2026-08-12T06:00:00Z', published: '2026-01-05T09:30:00Z' }
const SITE = new URL('https://example.com/')
const PAGE = new URL('https://example.com/page/')

const streaming = createExtractor({ contentSelectors: ['main', '[role=main]', 'article', 'body'], ignoreSelectors: ['.skip'] })
// `:has` sends every page through a DOM first: the other way the collector is fed.
const dom = createExtractor({ contentSelectors: ['main:has(p)', 'body'], ignoreSelectors: ['.skip'] })

function hint(extractor: Extractor, html: string): boolean {
  return extractor.extract(html, PAGE, SITE).mayHoldDates
}

/** Pages called undated whose rewrite is not a silent no-op (should be none). */
function wronglyUndated(pages: Iterable<string>): string[] {
  const wrong: string[] = []
  for (const html of pages) {
    const rewrite = rewriteHtmlDates(html, DATES, PAGE.href)
    const silent = rewrite.kind === 'unchanged' && rewrite.warnings.length === 0
    if (silent) continue
    if (!hint(streaming, html) || !hint(dom, html)) wrong.push(html)
  }
  return wrong
}

function corpusPages(): string[] {
  const pages: string[] = []
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.html')) pages.push(readFileSync(full, 'utf8'))
    }
  }
  for (const generator of GENERATORS) walk(path.join(CORPUS, generator))
  return pages
}

/** Each is something html-dates writes or warns about. */
const DATED = [
  '<script type="application/ld+json">{"@type":"Article","dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"date\\u004dodified":"2020-01-01"}</script>',
  // Dated only because they describe the page (PAGE), by @id, by mainEntityOfPage, or as its first WebPage.
  '<script type="application/ld+json">{"@type":"WebPage","@id":"/page/","date\\u004dodified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"@graph":[{"@type":"Person","dateModified":"2020-01-01"},{"@type":"Article","mainEntityOfPage":{"@id":"https://example.com/page/"},"dateModified":"2020-01-01"}]}</script>',
  '<script type="application/ld+json">[{"@type":"Event","dateModified":"2020-01-01"},{"@type":"WebPage","dateModified":"2020-01-01"}]</script>',
  '<script type="application/ld+json">{"a":</script>',
  '<script type="application/ld+json"></script>',
  '<script type="application/ld+json">\u00a0{"a":1}</script>',
  '<script type="Application/LD+JSON; charset=utf-8">{"dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"a":1<!-- c -->}</script>',
  '<meta property="article:modified_time" content="2020-01-01">',
  '<meta name="og:updated_time" content="2020-01-01">',
  '<meta property=" ARTICLE&#58;MODIFIED_TIME " content=2020>',
  '<meta property="og:title" name="og:updated_time" content="x">',
  '<time data-lastmod>2020-01-01</time>',
  '<span data-lastmod="published" data-lastmod-format="%Y">2020</span>',
  '<p data-lastmod>'
]

/** Carriers, near misses and the contexts that change how they are read. */
const CARRIERS = [
  ...DATED,
  '<script type="application/ld+json">{"@type":"Article","headline":"x"}</script>',
  '<meta property="og:title" content="x">',
  '<div class="skip">',
  '<template>',
  '<svg>',
  '<math>',
  '<main>',
  '</div>',
  '</math>'
]

function withCarriers(rand: () => number, base: string): string {
  let html = base
  const count = 1 + Math.floor(rand() * 4)
  for (let k = 0; k < count; k++) {
    const at = Math.floor(rand() * (html.length + 1))
    html = html.slice(0, at) + (CARRIERS[Math.floor(rand() * CARRIERS.length)] as string) + html.slice(at)
  }
  return html
}

describe('mayHoldDates never hides a date html-dates would write', () => {
  it('on every corpus page, alone and with date carriers put anywhere in it', () => {
    const pages = corpusPages()
    expect(pages.length).toBeGreaterThan(20)
    const rand = mulberry32(7)
    const variants = pages.flatMap((html) => [html, withCarriers(rand, html), withCarriers(rand, html)])
    expect(wronglyUndated(variants)).toEqual([])
  })

  it('on 5,000 fuzzed documents with carriers mixed in', () => {
    const rand = mulberry32(20261129)
    const docs = Array.from({ length: 5000 }, () => withCarriers(rand, fuzzDocument(rand)))
    expect(wronglyUndated(docs)).toEqual([])
  })

  it.each(DATED)('a page holding %s may hold dates', (carrier) => {
    const html = `<html><head><title>t</title></head><body><main><p>text</p></main>${carrier}</body></html>`
    expect(hint(streaming, html)).toBe(true)
    expect(hint(dom, html)).toBe(true)
  })

  it('JSON-LD that html-dates reads other than the extractor does is a carrier', () => {
    // Each of these makes rewriteHtmlDates speak (a warning) though the extractor reads valid JSON.
    for (const html of [
      '<body><main><p>x</p></main><script type="application/ld+json">\u00a0{"a":1}</script></body>',
      '<body><main><p>x</p></main><math><script type="application/ld+json">{"a":1<!-- c -->}</script></math></body>'
    ]) {
      expect(rewriteHtmlDates(html, DATES, PAGE.href).warnings).not.toEqual([])
      expect(hint(streaming, html)).toBe(true)
    }
  })

  it('carriers in subtrees the extractor drops still count', () => {
    for (const inside of ['<div class="skip">', '<template>', '<svg>', '<div data-lastmod-ignore>']) {
      const html = `<body><main><p>x</p>${inside}<script type="application/ld+json">{"a":1}</script></main></body>`
      expect(hint(streaming, html)).toBe(true)
    }
  })

  it('a page with only plain JSON-LD and no dated element is undated: the pass is skipped', () => {
    const html =
      '<html><head><meta property="og:title" content="x"><script type="application/ld+json">' +
      '{"@context":"https://schema.org","@type":"Article","headline":"x","datePublished":"2020-01-01"}' +
      '</script></head><body><nav><a href="/">home</a></nav><main><h1>x</h1><p>y</p></main></body></html>'
    expect(hint(streaming, html)).toBe(false)
    expect(hint(dom, html)).toBe(false)
    expect(rewriteHtmlDates(html, DATES, PAGE.href)).toEqual({ kind: 'unchanged', warnings: [] })
  })
})
