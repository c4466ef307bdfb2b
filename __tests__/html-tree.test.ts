// The replay of the tree in WebAssembly (wasm/html-scan.c, html-tree-body.inc) against Scan's own
// (scanHtmlPositions): the same opens and closes, implied or not, and the same texts, on every
// page of the corpus, the extraction fixtures, the bench's pages and fuzzed documents. A page the
// replay gives up on (null) is counted, and must stay rare.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { scanHtmlPositions, treeEvents, type TreeEvent } from '../src/core/html-scan.js'
import { CORPUS, GENERATORS, htmlFiles } from '../__fixtures__/corpus.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'

function scanEvents(html: string): TreeEvent[] {
  const events: TreeEvent[] = []
  scanHtmlPositions(html, {
    onopentag: (name, _attribs, implied) => events.push(['open', name, implied]),
    onclosetag: (name, implied) => events.push(['close', name, implied]),
    ontext: (text) => {
      const last = events[events.length - 1]
      if (last !== undefined && last[0] === 'text') last[1] += text
      else events.push(['text', text])
    }
  })
  return events
}

/** The first difference between the two replays of `html`, or '' (also when the replay gives up). */
function difference(html: string): string {
  const actual = treeEvents(html)
  if (actual === null) return ''
  const expected = scanEvents(html)
  const at = expected.findIndex((event, k) => JSON.stringify(actual[k]) !== JSON.stringify(event))
  if (at < 0 && actual.length === expected.length) return ''
  const k = at < 0 ? expected.length : at
  return `event ${k}: expected ${JSON.stringify(expected[k] ?? '(end)')}, got ${JSON.stringify(actual[k] ?? '(end)')}`
}

describe('the tree replayed in WebAssembly', () => {
  it('is Scan’s on hand-made pages, and gives up only where it says it does', () => {
    const pages = [
      '<!doctype html><html><head><title>a &amp; b</title><script>if (a</b) x()</script></head><body><p>one<p>two<div>three</div></body></html>',
      '<ul><li>a<li>b</ul><table><tr><td>1<td>2<tr><th>3</table><dl><dt>x<dd>y</dl><form><form></form></form>',
      '<svg><clipPath id=a><path/></clipPath><foreignObject><p>in</p></foreignObject></svg><image src=x>',
      '<math><mi>x</mi><mtext><b>y</b></mtext></math><![CDATA[c]]><svg><![CDATA[d]]></svg></p></br><?pi x?>',
      '<textarea>&lt;b&gt; </textarea &amp;></textarea><xmp><b></xmp><style>a</style ><plaintext><b>rest',
      '<p>caf\u00e9 \u20ac &nbsp; x</p></ >< p></ x><!-- open',
      // Names this page is the first to use: learnt in the middle of the replay.
      '<x-met-here-first>a<x-met-here-second>b</x-met-here-second></x-met-here-first><ul><li>c</ul>'
    ]
    for (const html of pages) {
      expect(treeEvents(html)).not.toBeNull()
      expect(difference(html)).toBe('')
    }
    // A start tag cut short by the end of the page; a name that no trie state holds.
    expect(treeEvents('<p>a<div class="x')).toBeNull()
    expect(treeEvents('<p>a</scr\u0130pt>b')).toBeNull()
    // An end tag the page ends in is read.
    expect(treeEvents('<p>a</p ')).not.toBeNull()
    expect(difference('<p>a</p ')).toBe('')
  })

  it.each(GENERATORS)('is Scan’s on every page of the %s corpus', (generator) => {
    const pages = htmlFiles(path.join(CORPUS, generator, 'steps'))
    const found: string[] = []
    let gaveUp = 0
    for (const [html, name] of pages) {
      if (treeEvents(html) === null) gaveUp++
      const diff = difference(html)
      if (diff !== '') found.push(`${name}: ${diff}`)
    }
    expect(found).toEqual([])
    expect(gaveUp).toBe(0)
  })

  it('is Scan’s on the extraction fixtures', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')
    const found: string[] = []
    for (const [html, name] of htmlFiles(dir)) {
      const diff = difference(html)
      if (diff !== '') found.push(`${name}: ${diff}`)
    }
    expect(found).toEqual([])
  })

  it('is Scan’s on 10,000 fuzzed documents', () => {
    const rand = mulberry32(20261203)
    const failures: string[] = []
    let gaveUp = 0
    for (let n = 0; n < 10_000; n++) {
      const html = fuzzDocument(rand)
      if (treeEvents(html) === null) {
        gaveUp++
      } else if (difference(html) !== '') failures.push(html)
    }
    failures.sort((a, b) => a.length - b.length)
    expect(failures.slice(0, 3).map((html) => ({ html, diff: difference(html) }))).toEqual([])
    // The fuzzer cuts pages anywhere, often in a start tag, and makes names such as `İ` that the
    // trie cannot hold: the two things the replay gives up on (see the hand-made pages).
    expect(gaveUp).toBeLessThan(5_000)
  })
})
