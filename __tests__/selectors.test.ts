import { describe, expect, test } from '@jest/globals'
import { compile } from 'css-select'
import { Parser } from 'htmlparser2'
import { compileStreaming, parseSelector, streamAdapter, StreamNode } from '../src/core/selectors.js'

/** Every element of a page as a StreamNode, the way the extractor's stream builds them. */
function elements(html: string): StreamNode[] {
  const all: StreamNode[] = []
  let node = StreamNode.root()
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        node = node.open(name, attribs)
        all.push(node)
      },
      onclosetag() {
        if (node.parent !== null) node = node.parent
      }
    },
    { decodeEntities: true }
  )
  parser.write(html)
  parser.end()
  return all
}

const PAGE = `<!doctype html><html><head><meta name="x"><link rel="canonical" href="/a/"></head>
<body data-LastMod-Ignore class="Main"><MAIN id=main role=main><p hidden>a</p><div data-lastmod="2026-01-01">b</div>
<svg viewBox="0 0 1 1"><foreignObject><p constructor="x">c</p></foreignObject><clipPath></clipPath></svg>
<math><mi>x</mi></math><article __proto__="y" toString>d</article><custom-el data-x=1></custom-el></MAIN></body></html>`

describe('selectors answered without css-select', () => {
  test('a lone name or attribute presence is recognised; anything more is left to css-select', () => {
    expect(parseSelector('main').simple).toEqual({ tag: 'main' })
    expect(parseSelector('MAIN').simple).toEqual({ tag: 'main' })
    expect(parseSelector('[Data-LastMod]').simple).toEqual({ attribute: 'data-lastmod' })
    for (const other of ['main, article', 'main.x', '[role=main]', '*', 'div p', ':root', '[x!=y]']) {
      expect([other, parseSelector(other).simple]).toEqual([other, undefined])
    }
  })

  test('they match exactly the elements css-select matches', () => {
    const nodes = elements(PAGE)
    const lists = [
      ['main'], ['MAIN'], ['body'], ['p'], ['foreignobject'], ['foreignObject'], ['clippath'], ['custom-el'], ['mi'],
      ['[data-lastmod]'], ['[DATA-LASTMOD-IGNORE]'], ['[data-lastmod-ignore]', '[data-lastmod]'], ['[hidden]'],
      ['[constructor]'], ['[__proto__]'], ['[tostring]'], ['[toString]'], ['[viewbox]'], ['[viewBox]'], ['[data-x]'],
      // Mixed with selectors css-select answers: one list.
      ['[data-lastmod]', '.Main', 'article'], ['main', '[role=main]', 'article', 'body'], ['p', 'svg p']
    ]
    let matches = 0
    for (const list of lists) {
      const ours = compileStreaming(list.map(parseSelector))
      const theirs = compile<StreamNode, StreamNode>(list.join(', '), { adapter: streamAdapter, cacheResults: false })
      for (const node of nodes) {
        const expected = theirs(node)
        if (expected) matches++
        expect([list, node.name, ours(node)]).toEqual([list, node.name, expected])
      }
    }
    // Not vacuous: the page holds matches for most lists.
    expect(matches).toBeGreaterThan(20)
  })

  test('an empty list matches nothing', () => {
    expect(elements(PAGE).some(compileStreaming([]))).toBe(false)
  })
})
