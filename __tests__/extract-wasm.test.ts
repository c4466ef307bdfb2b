// The collector in WebAssembly (wasm/html-collect.inc, extract.ts's WasmRun) against the one in
// JavaScript (PageCollector): the same facts for every page of the corpus with its generator's
// selectors, the extraction fixtures, and fuzzed documents, page after page with one extractor
// each way (so that the guess of the first selector, and the names learnt, carry over as in a run).
import { afterAll, describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createExtractor, useWasmCollector, wasmCollectorCounts, type ExtractorOptions } from '../src/core/extract.js'
import { CORPUS, GENERATORS, htmlFiles, truth } from '../__fixtures__/corpus.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'
import { splitSelectorList } from '../src/core/extract.js'
import { splitBlocks } from '../src/core/explain.js'

afterAll(() => useWasmCollector(true))

function pagesIn(dir: string): Array<[string, string]> {
  return [...htmlFiles(dir)].map(([html, name]) => [name, html])
}

/** Pages whose facts differ between the two collectors, with the first difference; and how many the WebAssembly one read. */
function compare(
  options: ExtractorOptions,
  pages: Array<[string, string]>,
  siteUrl: URL | ((page: number) => URL) = new URL('https://example.org/')
): { wrong: string[]; read: number } {
  const wasm = createExtractor(options)
  const js = createExtractor(options)
  const wrong: string[] = []
  const before = wasmCollectorCounts.read
  let read = 0
  for (const [i, [name, html]] of pages.entries()) {
    const site = typeof siteUrl === 'function' ? siteUrl(i) : siteUrl
    const pageUrl = new URL(name.replace(/index\.html$/, '').replace(/\\/g, '/'), site)
    useWasmCollector(true)
    const counted = wasmCollectorCounts.read
    const a = wasm.extract(html, pageUrl, site)
    if (wasmCollectorCounts.read > counted) read++
    useWasmCollector(false)
    const b = js.extract(html, pageUrl, site)
    const sa = JSON.stringify(a)
    const sb = JSON.stringify(b)
    if (sa !== sb) {
      const k = [...sa].findIndex((c, i) => sb[i] !== c)
      wrong.push(`${name}: ...${sb.slice(Math.max(0, k - 60), k + 60)}... became ...${sa.slice(Math.max(0, k - 60), k + 60)}...`)
    }
  }
  useWasmCollector(true)
  expect(wasmCollectorCounts.read - before).toBe(read)
  return { wrong, read }
}

/** Facts as JSON, their keys in order. */
function sorted(facts: object): string {
  return JSON.stringify(facts, Object.keys(facts).sort())
}

const DEFAULTS: ExtractorOptions = { contentSelectors: ['main', '[role=main]', 'article', 'body'], ignoreSelectors: [] }

describe('the collector in WebAssembly', () => {
  it.each(GENERATORS)('gives the facts PageCollector gives on every page of the %s corpus', (generator) => {
    const t = truth(generator)
    const pages = pagesIn(path.join(CORPUS, generator, 'steps'))
    const options = { contentSelectors: splitSelectorList(t.cli.contentSelector), ignoreSelectors: t.cli.ignoreSelector }
    for (const o of [options, DEFAULTS, { ...DEFAULTS, ignoreSelectors: ['nav', '.sidebar', '[aria-hidden]'] }]) {
      const { wrong, read } = compare(o, pages, new URL(t.siteUrl))
      expect(wrong.slice(0, 3)).toEqual([])
      // It read nearly every page itself (hugo has a page that its first selector does not match).
      expect(read).toBeGreaterThanOrEqual(pages.length - 1)
    }
  })

  it.each(GENERATORS)('gives a run (hashed) the facts extract gives, the blocks joined, on the %s corpus', (generator) => {
    // Two extractors, so that each meets the pages in the same order (the guess carries over).
    const t = truth(generator)
    const site = new URL(t.siteUrl)
    const pages = pagesIn(path.join(CORPUS, generator, 'steps'))
    const whole = createExtractor(DEFAULTS)
    const run = createExtractor(DEFAULTS)
    const before = wasmCollectorCounts.read
    let joined = 0
    for (const [name, html] of pages) {
      const pageUrl = new URL(name.replace(/index\.html$/, '').replace(/\\/g, '/'), site)
      const facts = whole.extract(html, pageUrl, site)
      const hashed = run.hashed(html, pageUrl, site)
      if (!('blocks' in hashed)) joined++
      expect(sorted({ ...hashed, blocks: splitBlocks(hashed.hashed) })).toBe(sorted(facts))
    }
    // Most came from the collector in WebAssembly, which leaves the blocks joined.
    expect(wasmCollectorCounts.read - before).toBeGreaterThan(pages.length)
    expect(joined).toBeGreaterThan(pages.length / 2)
  })

  it('gives the facts PageCollector gives on the extraction fixtures', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')
    const pages = pagesIn(dir)
    for (const o of [DEFAULTS, { contentSelectors: ['article', 'main'], ignoreSelectors: ['.ad', '[hidden]', 'aside'] }]) {
      const { wrong, read } = compare(o, pages)
      expect(wrong.slice(0, 3)).toEqual([])
      expect(read).toBeGreaterThan(0)
    }
  })

  it('gives the facts PageCollector gives on 5,000 fuzzed documents', () => {
    const rand = mulberry32(20261204)
    const pages: Array<[string, string]> = []
    const tail = '<main><p>para &nbsp;text <a href="/x?utm_source=y">link</a></p><img src="/i.png" alt="pic"></main>'
    for (let n = 0; n < 5_000; n++) pages.push([`p${n}/index.html`, (n % 3 === 0 ? tail : '') + fuzzDocument(rand) + (n % 3 === 1 ? tail : '')])
    for (const o of [DEFAULTS, { contentSelectors: ['main', 'body'], ignoreSelectors: ['.ad', 'nav', '[data-x]'] }]) {
      const { wrong, read } = compare(o, pages)
      expect(wrong.slice(0, 3)).toEqual([])
      expect(read).toBeGreaterThan(1_000)
    }
  })

  it('gives the facts PageCollector gives where the paths of blocks are longer than the room kept for one', () => {
    // Blocks under 380 to 470 nested blockquotes, each path 4,180 characters and more: the module
    // kept room for 4,097 past its output, and the path of a last block that these pages make
    // cross its end ran into the block being copied (wrong hashes, without giving up).
    const pages: Array<[string, string]> = []
    for (let depth = 380; depth <= 470; depth += 1) {
      for (let blocks = 14; blocks <= 22; blocks++) {
        const inner = Array.from({ length: blocks }, (_, i) => `<p>block ${i} ${'w'.repeat((depth * i) % 97)}</p>`).join('')
        pages.push([`d${depth}-${blocks}/index.html`, `<main>${'<blockquote>'.repeat(depth)}${inner}${'</blockquote>'.repeat(depth)}</main>`])
      }
    }
    const { wrong } = compare(DEFAULTS, pages)
    expect(wrong.slice(0, 3)).toEqual([])
  })

  it('gives the facts PageCollector gives on texts of every spacing, at every place of sixteen characters', () => {
    // The module copies up to sixteen characters at a time on one-byte pages: one-byte and
    // two-byte pages, texts of 1 to 40 characters with a space, two, a newline, a tab or a
    // no-break space at each place (first and last included), at a block's start, after an inline
    // element and in a link; on two-byte pages also the other spaces of JavaScript's \s and
    // characters beside them that are not spaces.
    const pages: Array<[string, string]> = []
    const odd = [' ', '  ', '\n', '\t', '\u00a0', ' \n ']
    const wideOdd = ['\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', ' \u3000', '\u1fff', '\u200b', '\u2013', '\u4e2d', '\u00ff']
    for (const wide of [false, true]) {
      for (let length = 1; length <= 40; length++) {
        const texts: string[] = []
        for (const mark of wide ? [...odd, ...wideOdd] : odd) {
          for (let at = 0; at <= length; at++) {
            const word = 'abcdefghijklmnopqrstuvwxyz0123456789ABCD'.slice(0, length)
            texts.push(word.slice(0, at) + mark + word.slice(at))
          }
        }
        const body = texts.map((t, i) => (i % 3 === 0 ? `<p>${t}</p>` : i % 3 === 1 ? `<p><em>x</em>${t}<b>y</b></p>` : `<p><a href="/a/">${t}</a>${t}</p>`)).join('')
        pages.push([`t${length}-${wide}/index.html`, `<main>${wide ? '<p>\u4e2d</p>' : ''}${body}</main>`])
      }
    }
    const { wrong, read } = compare(DEFAULTS, pages)
    expect(wrong.slice(0, 3)).toEqual([])
    expect(read).toBe(pages.length)
  })

  describe('writes the markers of images itself', () => {
    const wide = '<p>\u4e2d\u6587 text</p>'
    const page = (images: string[], extra = ''): string => `<main>${extra}${images.map((img, i) => `<p>image ${i} ${img} after</p>`).join('')}<a href="/l/">in <img src="/in-link.png" alt="x"> link</a></main>`

    it('the markers PageCollector writes, without asking for the usual ones', () => {
      // Alt texts of every spacing (JavaScript's \s: tabs, newlines, no-break and ideographic
      // spaces, at either end), none, empty or without a value; sources from data-src or src,
      // with entities, fingerprints, tracking parameters, relative, empty, duplicated.
      const usual = [
        '<img src="/a.png" alt="plain">',
        '<img src="/b.1234abcd.png?v=3" alt="  two  spaces\there\n and\u00a0there \u3000">',
        '<img src=/c.png alt=" lead">',
        '<img src="/c.png" alt="trail ">',
        '<img src="/d.png" alt="\u2028\u2029\ufeff">',
        '<img src="/e.png">',
        '<img src="/f.png" alt>',
        '<img src="/g.png" alt="">',
        '<img data-src="/lazy.png" src="data:image/gif;base64,R0lGOD" alt="lazy">',
        '<img data-src src="/h.png" alt="empty data-src">',
        '<img src="" alt="empty src">',
        '<img src="../up/i.png" alt="relative">',
        '<img src="/j.png?utm_source=x&amp;k=1" alt="entity in src">',
        '<img SRC="/k.png" ALT="Upper" src="/not-this.png" alt="nor this">',
        '<img src="https://cdn.example/l.png#frag" alt="absolute">',
        '<img src="/m.png" alt="caf\u00e9 \u4e2d">'
      ]
      // Left to JavaScript: an alt with an entity, srcset only.
      const other = ['<img src="/n.png" alt="fish &amp; chips">', '<img srcset="/o.png 1x, /o2.png 2x" alt="set">', '<img data-srcset="/p.png 2x">', '<img alt="no source">']
      const pages: Array<[string, string]> = []
      for (let n = 0; n < 12; n++) pages.push([`p${n}/index.html`, page(n % 2 === 0 ? usual : [...usual, ...other], n % 3 === 0 ? wide : '')])
      const before = wasmCollectorCounts.markers
      // A site of its own: the module's cache of link targets starts empty for the next test.
      const { wrong, read } = compare(DEFAULTS, pages, new URL('https://images.example/'))
      expect(wrong.slice(0, 3)).toEqual([])
      expect(read).toBe(pages.length)
      expect(wasmCollectorCounts.markers - before).toBe(6 * other.length)
    })

    it('outside the content, none', () => {
      const html = `<header><img src="/logo.png" alt="logo"></header><main><p>text</p></main><footer><img alt="x" srcset="/f.png 1x"></footer>`
      const before = wasmCollectorCounts.markers
      const { wrong, read } = compare(DEFAULTS, [['p/index.html', html]], new URL('https://images.example/'))
      expect(wrong).toEqual([])
      expect(read).toBe(1)
      expect(wasmCollectorCounts.markers - before).toBe(0)
    })
  })

  describe('keeps the targets of links that do not depend on the page', () => {
    // Links that mean the same on every page of a site (root-relative, absolute, in-page, data:,
    // empty, entities, spaces), links that do not (relative, with a fragment), and two of the
    // same length.
    const shared = ['/docs/a/', '/docs/b/', ' /docs/c/?utm_source=x&amp;b=2 ', 'https://example.org/docs/d/', 'https://other.example/e', '#top', 'data:text/plain,hi', '', '/img/p.1234abcd.png']
    const relative = ['../up/', 'here/', '/docs/a/#part', '?q=1']
    const page = (links: string[]): string => `<main>${links.map((href, i) => `<p>link ${i} <a href="${href}">to ${i}</a></p>`).join('')}</main>`

    it('the same targets as PageCollector, asked for once a site', () => {
      const pages: Array<[string, string]> = []
      for (let n = 0; n < 40; n++) pages.push([`s${n % 4}/p${n}/index.html`, page([...shared, ...relative])])
      const before = wasmCollectorCounts.linkTargets
      const { wrong, read } = compare(DEFAULTS, pages)
      expect(wrong.slice(0, 3)).toEqual([])
      expect(read).toBe(pages.length)
      // PageCollector asks for none (it has its own cache); the module asks for each shared link once.
      expect(wasmCollectorCounts.linkTargets - before).toBe(shared.length + relative.length * pages.length)
    })

    it('asks again when the site URL or the page origin changes', () => {
      // '/docs/a/' is '/a/' under https://example.org/docs/ and itself under https://example.org/.
      const sites = [new URL('https://example.org/docs/'), new URL('https://example.org/'), new URL('http://other.example/')]
      const pages: Array<[string, string]> = []
      for (let n = 0; n < 12; n++) pages.push([`p${n}/index.html`, page(shared)])
      const before = wasmCollectorCounts.linkTargets
      const { wrong } = compare(DEFAULTS, pages, (i) => sites[i % sites.length] as URL)
      expect(wrong.slice(0, 3)).toEqual([])
      expect(wasmCollectorCounts.linkTargets - before).toBe(shared.length * pages.length)
    })

    it('keeps them all while it has room, past slots taken by others', () => {
      // 40,000 links over 400 pages, read twice: the second time the module asks for few of them.
      // It used to empty itself whenever the eight slots a link may take all held others.
      const extractor = createExtractor(DEFAULTS)
      const site = new URL('https://example.org/')
      const pages = Array.from({ length: 400 }, (_, n) => page(Array.from({ length: 100 }, (_, i) => `/docs/${n}/link-${i}/`)))
      const asked: number[] = []
      for (let pass = 0; pass < 2; pass++) {
        const before = wasmCollectorCounts.linkTargets
        for (const [n, html] of pages.entries()) extractor.extract(html, new URL(`/p${n}/`, site), site)
        asked.push(wasmCollectorCounts.linkTargets - before)
      }
      expect(asked[0]).toBe(40_000)
      // A link whose sixteen slots all hold others takes the first of them: those few are asked again.
      expect(asked[1]).toBeLessThan(2_000)
    })

    it('stays right when it fills up: many links, and long ones', () => {
      // 60,000 links over 24 pages, more than the module keeps; 2,400 of 1,500 characters over 6, more than its room.
      const many = (n: number): string[] => Array.from({ length: 2_500 }, (_, i) => `/docs/many-${n}-${i}/`)
      const long = (n: number): string[] => Array.from({ length: 400 }, (_, i) => `/docs/${n}-${String(i).padStart(4, '0')}-${'x'.repeat(1_500)}/`)
      const pages: Array<[string, string]> = []
      for (let n = 0; n < 30; n++) pages.push([`p${n}/index.html`, page([...shared, ...(n < 24 ? many(n % 20) : long(n)), ...shared])])
      const before = wasmCollectorCounts.linkTargets
      const { wrong, read } = compare(DEFAULTS, pages)
      expect(wrong.slice(0, 3)).toEqual([])
      expect(read).toBe(pages.length)
      // It filled up: links met before were asked for again.
      expect(wasmCollectorCounts.linkTargets - before).toBeGreaterThan(shared.length + 20 * 2_500 + 6 * 400)
    })
  })
})
