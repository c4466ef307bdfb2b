// Lists of related posts that a theme renders inside the content area: left out of the hash by
// default (their links change when other pages are added, or are picked anew at each build),
// named in the page's facts, and kept when the rule is off.
import { describe, expect, test } from '@jest/globals'
import { extractWith, PATHS } from '../__fixtures__/rule-paths.js'
import { describeLeftOut } from '../src/core/noise.js'

const PAGE = new URL('https://example.com/blog/post/')

const related = (picks: string[], tag = 'section', name = 'class="related-posts"'): string =>
  `<${tag} ${name}><h2>Related posts</h2><ul>${picks.map((p) => `<li><a href="/blog/${p}/">${p} post title</a></li>`).join('')}</ul></${tag}>`
const page = (widget: string): string =>
  `<html><body><nav><a href="/">Home</a></nav><main><article><h1>Post</h1><p>The body of the post, long enough to be most of the page.</p></article>${widget}</main></body></html>`

describe.each(PATHS)('%s', (_path, options) => {
  const extract = extractWith(options, PAGE)

  test('a list of links named as related posts is left out, and named', () => {
    const a = extract(page(related(['one', 'two', 'three'])))
    const b = extract(page(related(['four', 'five', 'six'])))
    const none = extract(page(''))
    expect(a.hash).toBe(none.hash)
    expect(b.hash).toBe(none.hash)
    expect(a.leftOut).toEqual(['related:section.related-posts'])
    expect(none.leftOut).toBeUndefined()
  })

  test.each([
    ['aside', 'class="sidebar you-might-also-like"', 'aside.you-might-also-like'],
    ['div', 'id="read-next"', 'div#read-next'],
    ['ul', 'class="similar"', 'ul.similar']
  ])('%s %s is such a list', (tag, name, selector) => {
    const found = extract(page(related(['one', 'two'], tag, name)))
    expect(found.leftOut).toEqual([`related:${selector}`])
    expect(found.hash).toBe(extract(page('')).hash)
  })

  test('a list outside the content area that wins is not named: it was never content', () => {
    const html = `<html><body>${related(['one', 'two'], 'aside')}<main><h1>Post</h1><p>The body of the post.</p></main></body></html>`
    expect(extract(html).leftOut).toBeUndefined()
    expect(extract(html.replace(/main>/g, 'div>')).leftOut).toEqual(['related:aside.related-posts'])
  })

  test('the rule off keeps the list', () => {
    const a = extract(page(related(['one', 'two', 'three'])), { relatedLinks: false })
    expect(a.hash).not.toBe(extract(page(''), { relatedLinks: false }).hash)
    expect(a.leftOut).toBeUndefined()
  })

  test('a block so named that is mostly text, or holds one link, is content', () => {
    const prose = `<aside class="related-reading"><p>We wrote about caching before; the short version is that <a href="/blog/cache/">headers</a> decide everything here, whatever the framework says.</p></aside>`
    const single = related(['one'])
    for (const widget of [prose, single]) {
      const found = extract(page(widget))
      expect(found.leftOut).toBeUndefined()
      expect(found.hash).not.toBe(extract(page('')).hash)
    }
  })

  test('names that merely contain the words are not matched', () => {
    const found = extract(page(related(['one', 'two'], 'section', 'class="unrelated-notes relatedness"')))
    expect(found.leftOut).toBeUndefined()
  })

  test('a change around the list still moves the hash', () => {
    const before = extract(page(related(['one', 'two'])))
    const after = extract(page(related(['one', 'two'])).replace('long enough', 'long enough by far'))
    expect(after.hash).not.toBe(before.hash)
  })
})

test('the line that reports the lists says where, how often, and how to keep them', () => {
  const [line] = describeLeftOut([
    { rule: 'related', selector: 'section.related-posts', pages: 14 },
    { rule: 'related', selector: 'aside#read-next', pages: 2 }
  ])
  expect(line).toContain('section.related-posts on 14 page(s), aside#read-next on 2 page(s)')
  expect(line).toContain('--no-related-links')
  expect(line).toContain('related-links: false')
})
