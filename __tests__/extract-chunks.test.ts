// Chunk invariance and golden files: realistic pages from three generators.
// Regenerate the golden files with: UPDATE_GOLDEN=1 npm test -- __tests__/extract-chunks
import { describe, expect, test } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createExtractor, type Extractor } from '../src/core/extract.js'
import type { PageFacts } from '../src/core/types.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'
import { streamExtract } from '../__fixtures__/extract-stream.js'

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')
const SITE = new URL('https://example.com/')
const PAGES = ['hugo-post', 'next-page', 'astro-listing'] as const
const URLS: Record<(typeof PAGES)[number], URL> = {
  'hugo-post': new URL('https://example.com/match/group-a/'),
  'next-page': new URL('https://example.com/pricing/'),
  'astro-listing': new URL('https://example.com/blog/')
}
const SELECTORS = ['main', '[role=main]', 'article', 'body']

const streaming = createExtractor({ contentSelectors: SELECTORS, ignoreSelectors: [] })
// Same selectors plus one that needs the future and never matches: forces the DOM path.
const viaDom = createExtractor({ contentSelectors: SELECTORS, ignoreSelectors: ['x-none:has(x-none)'] })

const read = (name: string): string => readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8')

function feed(extractor: Extractor, html: string, url: URL, sizes: () => number): PageFacts {
  const stream = streamExtract(extractor, url, SITE)
  for (let i = 0; i < html.length; ) {
    const size = sizes()
    stream.write(html.slice(i, i + size))
    i += size
  }
  return stream.end()
}

/** Deterministic pseudo-random sizes (mulberry32), so a failure can be replayed. */
function randomSizes(seed: number, max: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return 1 + (((t ^ (t >>> 14)) >>> 0) % max)
  }
}

describe.each(PAGES)('%s', (name) => {
  const html = read(name)
  const url = URLS[name]
  const whole = streaming.extract(html, url, SITE)

  test('whole, char by char and in random chunks give identical facts', () => {
    expect(feed(streaming, html, url, () => 1)).toEqual(whole)
    for (const seed of [1, 2, 3, 42]) expect(feed(streaming, html, url, randomSizes(seed, 64))).toEqual(whole)
    expect(feed(streaming, html, url, randomSizes(7, 1024))).toEqual(whole)
  })

  test('the DOM fallback gives the same facts, chunked or not', () => {
    expect(viaDom.extract(html, url, SITE)).toEqual(whole)
    expect(feed(viaDom, html, url, randomSizes(5, 16))).toEqual(whole)
  })

  test('golden blocks', () => {
    const golden = path.join(FIXTURES, `${name}.golden.txt`)
    const actual = whole.blocks.join('\n') + '\n'
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(golden, actual)
    expect(actual).toBe(readFileSync(golden, 'utf8'))
  })
})

test('the pages carry the head facts', () => {
  const hugo = streaming.extract(read('hugo-post'), URLS['hugo-post'], SITE)
  expect(hugo.canonical).toBe('https://example.com/match/group-a/')
  expect(hugo.noindex).toBe(false)
  expect(hugo.warnings).toEqual([])
})

test('a rebuild of the Next page (new build id, chunk hashes, CSRF token, ids) hashes the same', () => {
  const html = read('next-page')
  const rebuilt = html
    .replaceAll('3kSGv1m2rJc9dE6YtNwqZ', 'Zq9wNtY6Ed9cJr2m1vGSk')
    .replaceAll('3f2a9c1b', '0a1b2c3d')
    .replaceAll('8c2b3e6a9d0f1b7c', '1b7c8c2b3e6a9d0f')
    .replace('9f8e7d6c5b4a39281706f5e4d3c2b1a0', '0a1b2c3d4e5f60718293a4b5c6d7e8f9')
    .replaceAll(':R1b6:', ':R2k7:')
    .replace('"priceValidUntil":"2026-01-12"', '"priceValidUntil":"2026-02-13"')
  expect(rebuilt).not.toBe(html)
  expect(streaming.extract(rebuilt, URLS['next-page'], SITE).hash).toBe(streaming.extract(html, URLS['next-page'], SITE).hash)
})

// Pages with a character past U+00FF, and pages without, where the scanner tells the collector which
// texts hold no whitespace but single spaces (html-scan.ts, spacesOnly).
test.each([
  ['any characters', ['é', '’'], ['\u2003', '\u3000', '\ufeff', '\u200b']],
  ['characters up to U+00FF', ['é', 'ÿ'], []]
])('texts with every kind of whitespace give the same facts whole (the scanner) and chunked (htmlparser2): %s', (_, letters, wideSpaces) => {
  // Texts of words, entities and whitespace of every kind in the places where collapsing them is
  // delicate: at the edges of blocks, links and texts, and in runs.
  const rand = mulberry32(11)
  const pick = (items: readonly string[]): string => items[Math.floor(rand() * items.length)] as string
  const words = ['alpha', 'beta', 'x', '&amp;', '&nbsp;', '&#32;', '&#10;', ...letters]
  const spaces = [' ', ' ', ' ', '  ', '   ', '\t', '\f', '\v', '\r', '\n', '\u00a0', ...wideSpaces]
  const text = (): string => Array.from({ length: 1 + Math.floor(rand() * 6) }, () => (rand() < 0.5 ? pick(spaces) : pick(words))).join('')
  const wrong: string[] = []
  for (let n = 0; n < 300; n++) {
    let body = ''
    for (let k = 0; k < 12; k++) {
      const form = Math.floor(rand() * 5)
      if (form === 0) body += `<p>${text()}<a href="/a/">${text()}</a>${text()}</p>`
      else if (form === 1) body += `<ul><li>${text()}</li><li>${text()}<br>${text()}</li></ul>`
      else if (form === 2) body += `<table><tr><td>${text()}</td><td>${text()}<img src="/i.png" alt="${text()}">${text()}</td></tr></table>`
      else if (form === 3) body += `<h2>${text()}<em>${text()}</em></h2>${text()}`
      else body += `<div>${text()}<span>${text()}</span></div>`
    }
    const html = `<!doctype html><html><head><title>t</title></head><body><main>${body}</main></body></html>`
    const url = new URL('https://example.com/page/')
    const whole = streaming.extract(html, url, SITE)
    const chunked = feed(streaming, html, url, randomSizes(n + 1, 16))
    if (JSON.stringify(whole) !== JSON.stringify(chunked)) wrong.push(html)
    // A block's text has no whitespace but single spaces, and none at either end.
    for (const block of whole.blocks) {
      const blockText = block.slice(block.indexOf('|') + 1)
      if (/[^\S ]| {2}|^ | $/.test(blockText)) wrong.push(`${JSON.stringify(block)} in ${html}`)
    }
  }
  expect(wrong.slice(0, 2)).toEqual([])
})

test('text the collector would drop is skipped by the scanner only where it is dropped (fuzzed pages: our scanner against htmlparser2)', () => {
  // extract() gives the whole page to our scanner, which makes no text while the collector says
  // it would not use it (outside the content regions, in ignored subtrees); a stream goes through
  // htmlparser2, which reports every text. Pages mix hostile fuzz with the pieces that move the
  // collector in and out of wanting text: regions that open and close (first selector or not),
  // ignored subtrees, and JSON-LD inside and outside both.
  const rand = mulberry32(23)
  const pieces = [
    '<main>', '</main>', '<article>', '</article>', '<div role=main>', '</div>', '<nav>', '</nav>', '<footer>', '</footer>',
    '<div class=ad>', '<script type="application/ld+json">{"@type":"Article","dateModified":"2024-01-02"}</script>',
    '<script type="application/ld+json">{"name":"a &amp; b"}', '</script>', '<style>p{}</style>', '<title>T &amp; t</title>',
    '<textarea>x</textarea>', '<svg><title>s</title></svg>', 'plain words', ' two  spaces ', '<a href="/x/">link</a>',
    '<img src="/i.png" alt="pic">', '<p>para &nbsp;text</p>', '<body>', '<head>'
  ]
  const ignoring = createExtractor({ contentSelectors: SELECTORS, ignoreSelectors: ['.ad', 'nav'] })
  const wrong: string[] = []
  for (let n = 0; n < 1500; n++) {
    const parts: string[] = []
    for (let k = 0, count = 2 + Math.floor(rand() * 10); k < count; k++) parts.push(rand() < 0.6 ? (pieces[Math.floor(rand() * pieces.length)] as string) : fuzzDocument(rand))
    const html = parts.join('')
    const url = new URL('https://example.com/page/')
    for (const extractor of [streaming, ignoring]) {
      // Twice: the second extraction must not depend on the first.
      for (let again = 0; again < 2; again++) {
        const whole = extractor.extract(html, url, SITE)
        // One chunk: htmlparser2 splits some constructs cut short by the end of the page
        // differently when fed in pieces, which is not what this compares.
        const parsed = feed(extractor, html, url, () => html.length)
        if (JSON.stringify(whole) !== JSON.stringify(parsed)) wrong.push(html)
      }
    }
  }
  expect(wrong.slice(0, 2)).toEqual([])
})

test('deeply nested blocks give the same facts whole (the scanner) and through htmlparser2, paths past 4,096 characters included', () => {
  const wrong: string[] = []
  for (let depth = 380; depth <= 470; depth += 9) {
    for (let blocks = 14; blocks <= 22; blocks += 4) {
      const inner = Array.from({ length: blocks }, (_, i) => `<p>block ${i} ${'w'.repeat((depth * i) % 97)}</p>`).join('')
      const html = `<main>${'<blockquote>'.repeat(depth)}${inner}${'</blockquote>'.repeat(depth)}</main>`
      const url = new URL(`https://example.com/d${depth}-${blocks}/`)
      for (const extractor of [streaming, viaDom]) {
        const whole = extractor.extract(html, url, SITE)
        if (JSON.stringify(whole) !== JSON.stringify(feed(extractor, html, url, () => html.length))) wrong.push(`${depth} ${blocks}`)
        if (whole.blocks.length !== blocks) wrong.push(`${depth} ${blocks}: ${whole.blocks.length} blocks`)
      }
    }
  }
  expect(wrong).toEqual([])
})
