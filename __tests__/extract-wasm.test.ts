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

afterAll(() => useWasmCollector(true))

function pagesIn(dir: string): Array<[string, string]> {
  return [...htmlFiles(dir)].map(([html, name]) => [name, html])
}

/** Pages whose facts differ between the two collectors, with the first difference; and how many the WebAssembly one read. */
function compare(options: ExtractorOptions, pages: Array<[string, string]>, siteUrl = new URL('https://example.org/')): { wrong: string[]; read: number } {
  const wasm = createExtractor(options)
  const js = createExtractor(options)
  const wrong: string[] = []
  const before = wasmCollectorCounts.read
  let read = 0
  for (const [name, html] of pages) {
    const pageUrl = new URL(name.replace(/index\.html$/, '').replace(/\\/g, '/'), siteUrl)
    useWasmCollector(true)
    const counted = wasmCollectorCounts.read
    const a = wasm.extract(html, pageUrl, siteUrl)
    if (wasmCollectorCounts.read > counted) read++
    useWasmCollector(false)
    const b = js.extract(html, pageUrl, siteUrl)
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
})
