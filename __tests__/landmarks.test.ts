// Where nothing better than `body` matches, the page's banner, contentinfo, navigation and search
// landmarks are site chrome, not content: a copyright year in a body-level footer must not date
// every page. Header and footer inside a sectioning element or `main` are not landmarks, and a
// content area other than the body keeps what it holds.
import { describe, expect, test } from '@jest/globals'
import { extractWith, PATHS } from '../__fixtures__/rule-paths.js'
import { describeLeftOut } from '../src/core/noise.js'

const PAGE = new URL('https://example.com/docs/page/')

/** A page laid out as many Bootstrap sites are: no main, article or role=main, chrome at body level. */
const chrome = (year: string, body = '<h1>Install</h1><p>Run the installer, then restart.</p>'): string =>
  '<html><body><header class="navbar"><a href="/">Tidewater</a><nav><a href="/docs/">Docs</a></nav></header>' +
  `<div class="container"><div class="panel-body">${body}</div></div>` +
  `<footer id="main-footer"><p>&copy; 2015&ndash;${year} Tidewater. <a href="/legal/">Legal</a></p></footer></body></html>`

describe.each(PATHS)('%s', (_path, options) => {
  const extract = extractWith(options, PAGE)

  test('a copyright year in a body-level footer does not move the hash; the content still does', () => {
    const before = extract(chrome('2024'))
    expect(extract(chrome('2025')).hash).toBe(before.hash)
    expect(extract(chrome('2025').replace('restart', 'reboot')).hash).not.toBe(before.hash)
    expect(before.blocks).toEqual(['h1|Install', 'p|Run the installer, then restart.'])
    expect(before.leftOut).toEqual(['landmark:header.navbar', 'landmark:footer#main-footer'])
  })

  test('the rule off keeps the landmarks', () => {
    const before = extract(chrome('2024'), { landmarks: false })
    expect(extract(chrome('2025'), { landmarks: false }).hash).not.toBe(before.hash)
    expect(before.leftOut).toBeUndefined()
  })

  test('a header or footer inside a sectioning element is the section’s own, and content', () => {
    const section = (heading: string): string =>
      `<html><body><section><header><h2>${heading}</h2></header><p>Text.</p><footer><p>Filed under guides</p></footer></section></body></html>`
    expect(extract(section('Setup')).hash).not.toBe(extract(section('Set-up')).hash)
    expect(extract(section('Setup')).blocks).toContain('p|Filed under guides')
    const region = '<html><body><div role="region"><footer><p>Note</p></footer></div></body></html>'
    expect(extract(region).blocks).toEqual(['p|Note'])
  })

  test.each([
    ['<div role="contentinfo"><p>&copy; 2024</p></div>', 'div[role=contentinfo]'],
    ['<div role="navigation" id="sidebar"><a href="/a/">A</a></div>', 'div#sidebar'],
    ['<search><form><input name="q"></form><p>Search the docs</p></search>', 'search'],
    ['<ul role="navigation"><li><a href="/a/">A</a></li></ul>', 'ul[role=navigation]'],
    ['<div id="navbar" class="navbar navbar-default"><a href="/">Demo</a> <b>0.4.6</b></div>', 'div#navbar']
  ])('%s is a landmark of the body', (part, name) => {
    const html = (extra: string): string => `<html><body><h1>Title</h1><p>Body text.</p>${extra}</body></html>`
    const found = extract(html(part))
    expect(found.hash).toBe(extract(html('')).hash)
    expect(found.leftOut).toEqual([`landmark:${name}`])
  })

  test('with a main, the page keeps what main holds, its own footer included, and reports nothing', () => {
    const html = (year: string): string =>
      `<html><body><header><a href="/">Site</a></header><main><h1>Title</h1><p>Text.</p><footer><p>Reviewed ${year}</p></footer></main><footer>&copy; ${year}</footer></body></html>`
    expect(extract(html('2024')).hash).not.toBe(extract(html('2025')).hash)
    expect(extract(html('2024')).leftOut).toBeUndefined()
  })

  test('a nav inside the content area that wins is kept (a table of contents in main)', () => {
    const html = (entry: string): string => `<html><body><main><nav class="toc"><a href="#a">${entry}</a></nav><h1>Title</h1></main></body></html>`
    expect(extract(html('Setup')).hash).not.toBe(extract(html('Set-up')).hash)
  })

  test('a page without a body tag is the whole document, and leaves its landmarks out too', () => {
    const html = (year: string): string => `<h1>Title</h1><p>Text.</p><footer>&copy; ${year}</footer>`
    expect(extract(html('2024')).hash).toBe(extract(html('2025')).hash)
  })

  test('a JSON-LD block inside a landmark is still structured data of the page', () => {
    const html = (name: string): string =>
      `<html><body><h1>Title</h1><footer><script type="application/ld+json">{"@type":"Organization","name":"${name}"}</script></footer></body></html>`
    expect(extract(html('Tidewater')).hash).not.toBe(extract(html('Tidewater Inc.')).hash)
  })

  test('with body as the only selector, the user asked for the body: the rule applies, and is switched off the same way', () => {
    const bodyOnly = { contentSelectors: ['body'] }
    expect(extract(chrome('2024'), bodyOnly).hash).toBe(extract(chrome('2025'), bodyOnly).hash)
    expect(extract(chrome('2024'), { ...bodyOnly, landmarks: false }).hash).not.toBe(extract(chrome('2025'), { ...bodyOnly, landmarks: false }).hash)
  })
})

test('the line that reports the landmarks says which, how often, why, and how to keep them', () => {
  const [line] = describeLeftOut([
    { rule: 'landmark', selector: 'footer#main-footer', pages: 40 },
    { rule: 'landmark', selector: 'header.navbar', pages: 40 }
  ])
  expect(line).toContain('footer#main-footer on 40 page(s), header.navbar on 40 page(s)')
  expect(line).toContain('--no-landmarks (input landmarks: false) keeps them.')
})
