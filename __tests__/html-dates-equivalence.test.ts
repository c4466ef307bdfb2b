// src/core/html-dates.ts finds a page's date sites in one pass of our scanner and decides before
// writing whether a rewrite is safe. The reference in __fixtures__ reads pages with htmlparser2's
// Parser and parses every rewrite back. The two must agree on every input, malformed and
// truncated pages included: the same output, edits and warnings, and the same pages refused
// (each names its own reason).
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as product from '../src/core/html-dates.js'
import type { PageDates, RewriteResult } from '../src/core/html-dates.js'
import * as reference from '../__fixtures__/html-dates-reference.js'
import { CARRIER_PAGE, CARRIER_PAGE_URL, CARRIERS, fuzzDatedDocument, withCarriers } from '../__fixtures__/html-dates-carriers.js'
import { absoluteUrl, filePathToUrlPath } from '../src/core/urls.js'
import { CORPUS, GENERATORS } from '../__fixtures__/corpus.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'
import { createExtractor } from '../src/core/extract.js'

type Implementation = Pick<typeof product, 'rewriteHtmlDates'>

const DATES: PageDates[] = [
  // Some carriers already hold these (kept in the page's own spelling), most do not.
  { modified: '2026-08-12T06:00:00Z', published: '2026-01-05T09:30:00Z' },
  // Other days and times, which some carriers' own spelling (a date, another zone) shows differently.
  { modified: '2026-03-01T23:59:59Z', published: '2025-12-31T00:00:00Z' }
]

/** A page and the URL it is published at, which decides the JSON-LD nodes that describe it. */
interface Page {
  html: string
  url: string
}

/** The second rewrite of each page is made as if it were published here: another page than the one its carriers name. */
const ELSEWHERE = 'http://x.test/elsewhere/page.html'

const atCarrierPage = (html: string): Page => ({ html, url: CARRIER_PAGE_URL })

/**
 * All that an implementation says about a page: the rewrite for each set of dates (its output,
 * edits and warnings; the second as if the page were published elsewhere). A refusal counts
 * without its reason, which each words in its own terms.
 */
function verdicts(impl: Implementation, { html, url }: Page): { results: RewriteResult[] } {
  return {
    results: DATES.map((dates, i) => {
      const result = impl.rewriteHtmlDates(html, dates, i === 0 ? url : ELSEWHERE)
      return result.kind === 'failed' ? { ...result, reason: '' } : result
    })
  }
}

interface Tally {
  pages: number
  rewritten: number
  failed: number
  warned: number
}

/** Pages on which the two disagree (at most a few shown in full), and what kind of pages they were. */
function compare(pages: Iterable<Page>): { differ: unknown[]; count: number; tally: Tally } {
  const tally: Tally = { pages: 0, rewritten: 0, failed: 0, warned: 0 }
  const differ: Page[] = []
  for (const page of pages) {
    tally.pages++
    const expected = verdicts(reference, page)
    if (JSON.stringify(verdicts(product, page)) !== JSON.stringify(expected)) differ.push(page)
    const result = expected.results[0] as RewriteResult
    if (result.kind === 'rewritten') tally.rewritten++
    if (result.kind === 'failed') tally.failed++
    if (result.warnings.length > 0) tally.warned++
  }
  differ.sort((a, b) => a.html.length - b.html.length)
  const shown = differ.slice(0, 3).map((page) => ({ page, expected: verdicts(reference, page), actual: verdicts(product, page) }))
  return { differ: shown, count: differ.length, tally }
}

/** Every .html file under each site folder of `roots`, deduplicated by content, at its URL under https://example.com/. */
function htmlFiles(...roots: string[]): Page[] {
  const site = new URL('https://example.com/')
  const pages = new Map<string, string>()
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const html = entry.endsWith('.html') ? readFileSync(path.join(root, entry), 'utf8') : undefined
      if (html !== undefined && !pages.has(html)) pages.set(html, absoluteUrl(site, filePathToUrlPath(entry, false)))
    }
  }
  return [...pages].map(([html, url]) => ({ html, url }))
}

function prefixes({ html, url }: Page): Page[] {
  return Array.from({ length: html.length + 1 }, (_, end) => ({ html: html.slice(0, end), url }))
}

/** A page and its variants with carriers put in, all at the page's URL. */
function withCarriersAt({ html, url }: Page, rand: () => number): Page[] {
  return [html, ...withCarriers(html, rand)].map((variant) => ({ html: variant, url }))
}

describe('one pass with checks made before writing gives what htmlparser2 and a parse-back gave', () => {
  it('on each carrier alone, and on the carriers of htmlparser2’s quirks, with pinned results', () => {
    const { differ } = compare(CARRIERS.map(atCarrierPage))
    expect(differ).toEqual([])
    // After `</i >` htmlparser2 places the next end tag at that `>`: a rewrite there would leave
    // the `>` behind, so the page is refused.
    const quirk = product.rewriteHtmlDates('<span data-lastmod>x<i></i ></span>', DATES[0] as PageDates, CARRIER_PAGE_URL)
    expect(quirk).toEqual({ kind: 'failed', reason: "<span data-lastmod> ends where the page's markup is not read as written", warnings: [] })
    expect(reference.rewriteHtmlDates('<span data-lastmod>x<i></i ></span>', DATES[0] as PageDates, CARRIER_PAGE_URL).kind).toBe('failed')
    expect(product.rewriteHtmlDates('<span data-lastmod>x</></span>', DATES[0] as PageDates, CARRIER_PAGE_URL)).toEqual({
      kind: 'rewritten',
      html: '<span data-lastmod>2026-08-12</></span>',
      edits: 1,
      warnings: []
    })
  })

  it.each(GENERATORS)('on the %s pages, as built and with carriers put in', (generator) => {
    const rand = mulberry32(generator.length * 7919)
    // Each step folder is a site root: its pages' JSON-LD names them.
    const steps = path.join(CORPUS, generator, 'steps')
    const pages = htmlFiles(...readdirSync(steps).map((step) => path.join(steps, step)))
    const { differ, count, tally } = compare(pages.flatMap((page) => withCarriersAt(page, rand)))
    expect(differ).toEqual([])
    expect(count).toBe(0)
    expect(tally.rewritten).toBeGreaterThan(pages.length)
  })

  it('on the extraction fixtures, as they are and with carriers put in', () => {
    const rand = mulberry32(11)
    const pages = htmlFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract'))
    expect(pages.length).toBeGreaterThan(0)
    const { differ, count } = compare(pages.flatMap((page) => withCarriersAt(page, rand)))
    expect(differ).toEqual([])
    expect(count).toBe(0)
  })

  it('on every prefix of a page that holds every carrier', () => {
    const { differ, count, tally } = compare(prefixes(atCarrierPage(CARRIER_PAGE)))
    expect(differ).toEqual([])
    expect(count).toBe(0)
    expect(tally.failed).toBeGreaterThan(0)
    expect(tally.warned).toBeGreaterThan(0)
  })

  it('on every prefix of a generated page with carriers put in', () => {
    const page = htmlFiles(path.join(CORPUS, 'hugo', 'steps', '00-base')).sort((a, b) => a.html.length - b.html.length)[0] as Page
    const [tidy] = withCarriers(page.html, mulberry32(5))
    expect(product.rewriteHtmlDates(tidy as string, DATES[0] as PageDates, page.url).kind).toBe('rewritten')
    const { differ, count, tally } = compare(prefixes({ html: tidy as string, url: page.url }))
    expect(differ).toEqual([])
    expect(count).toBe(0)
    expect(tally.rewritten).toBeGreaterThan(0)
  })

  it('on 10,000 seeded fuzzed documents with carriers mixed in', () => {
    const rand = mulberry32(20250603)
    const docs = Array.from({ length: 10_000 }, () => atCarrierPage(fuzzDatedDocument(rand)))
    const { differ, count, tally } = compare(docs)
    expect(differ).toEqual([])
    expect(count).toBe(0)
    // Not a vacuous pass: the documents get rewritten, fail, and warn.
    expect(tally.rewritten).toBeGreaterThan(1000)
    expect(tally.failed).toBeGreaterThan(100)
    expect(tally.warned).toBeGreaterThan(1000)
  })
})

describe("the extractor's scan finds the sites a scan of the tags alone finds", () => {
  const site = new URL('https://example.com/')
  // One extractor reads the stream; a selector that looks past an element makes the other build a DOM.
  const extractors = [
    createExtractor({ contentSelectors: ['main', 'body'], ignoreSelectors: ['.toc'] }),
    createExtractor({ contentSelectors: ['main:has(h1)', 'body'], ignoreSelectors: [] })
  ]

  /** Pages on which the extractor's pass gives other sites than findDateSites, or other facts than without a finder. */
  function differing(pages: readonly Page[]): Page[] {
    return pages.filter(({ html, url }) =>
      extractors.some((extractor) => {
        const finder = new product.DateSiteFinder(html, new URL(url))
        const facts = extractor.extract(html, new URL(url), site, finder)
        return (
          JSON.stringify(finder.finish()) !== JSON.stringify(product.findDateSites(html, url)) ||
          JSON.stringify(facts) !== JSON.stringify(extractor.extract(html, new URL(url), site))
        )
      })
    )
  }

  it('on the corpus pages with carriers put in, and on fuzzed documents', () => {
    const rand = mulberry32(41)
    const pages = GENERATORS.flatMap((generator) => {
      const steps = path.join(CORPUS, generator, 'steps')
      return htmlFiles(path.join(steps, readdirSync(steps)[0] as string)).flatMap((page) => withCarriersAt(page, rand))
    })
    const docs = Array.from({ length: 2_000 }, () => atCarrierPage(fuzzDatedDocument(rand)))
    const all = [...pages, ...docs, ...prefixes(atCarrierPage(CARRIER_PAGE))]
    expect(all.filter(({ html, url }) => product.findDateSites(html, url).sites.length > 0).length).toBeGreaterThan(1000)
    expect(differing(all).slice(0, 3)).toEqual([])
  })
})
