import { describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { createExtractor, SelectorError, splitSelectorList, type ExtractorOptions } from '../src/core/extract.js'
import { scanHtml } from '../src/core/html-scan.js'
import { parseSelector } from '../src/core/selectors.js'
import { retainedBytes } from '../__fixtures__/heap.js'
import type { PageFacts } from '../src/core/types.js'

const SITE = new URL('https://example.com/')
const PAGE = new URL('https://example.com/blog/post/')
const DEFAULTS: ExtractorOptions = { contentSelectors: ['main', '[role=main]', 'article', 'body'], ignoreSelectors: [] }

function facts(html: string, options: ExtractorOptions = DEFAULTS): PageFacts {
  return createExtractor(options).extract(html, PAGE, SITE)
}
const hash = (html: string, options?: ExtractorOptions): string => facts(html, options).hash

/** The blocks of a page, checked to be what its hash was taken of. */
function blocksOf(html: string): string[] {
  const f = facts(html)
  expect(f.hashed).toBe(f.blocks.join('\n'))
  return f.blocks
}

/** A page with the usual chrome around a main area; `head` and `main` vary per test. */
function page(main: string, { head = '', chrome = '' } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post</title>${head}</head>
<body><header><nav><a href="/">Home</a> <a href="/blog/">Blog</a>${chrome}</nav></header>
<main>${main}</main>
<footer><p>© 2025 Example</p></footer></body></html>`
}

/** Asserts the two variants hash equal (noise) and that `changed` does not (the rule is not vacuous). */
function expectNoise(a: string, b: string, changed: string, options?: ExtractorOptions): void {
  expect(hash(b, options)).toBe(hash(a, options))
  expect(hash(changed, options)).not.toBe(hash(a, options))
}

describe('noise does not move the hash', () => {
  test('asset fingerprints in image sources', () => {
    expectNoise(
      page('<p>Hi <img src="/assets/hero.3f2a9c1b.png" alt="Hero"></p>'),
      page('<p>Hi <img src="/assets/hero.7d6e5f4a.png" alt="Hero"></p>'),
      page('<p>Hi <img src="/assets/other.7d6e5f4a.png" alt="Hero"></p>')
    )
  })

  test('cache-busting queries on assets', () => {
    expectNoise(
      page('<p><img src="/img/map.png?v=1700000000" alt="Map"></p>'),
      page('<p><img src="/img/map.png?v=1700086400&amp;_=42" alt="Map"></p>'),
      page('<p><img src="/img/map.png?v=1&amp;zoom=3" alt="Map"></p>')
    )
  })

  test('tracking parameters in links', () => {
    expectNoise(
      page('<p><a href="https://shop.example/item?id=7">Buy</a></p>'),
      page('<p><a href="https://shop.example/item?utm_source=news&amp;id=7&amp;fbclid=abc&amp;gclid=1">Buy</a></p>'),
      page('<p><a href="https://shop.example/item?id=8">Buy</a></p>')
    )
  })

  test('nonces, CSRF hidden inputs, random ids and hashed class names', () => {
    expectNoise(
      page('<form><input type="hidden" name="csrf" value="a1b2"><p id="r-8f3k" class="css-1x9abc">Sign up</p></form>', {
        head: '<script nonce="n0nce1">boot()</script>'
      }),
      page('<form><input type="hidden" name="csrf" value="z9y8"><p id="r-2q7w" class="css-7qwe1">Sign up</p></form>', {
        head: '<script nonce="n0nce2">boot()</script>'
      }),
      page('<form><input type="hidden" name="csrf" value="z9y8"><p id="r-2q7w" class="css-7qwe1">Sign in</p></form>')
    )
  })

  test('ignore selectors and [data-lastmod-ignore] / [data-lastmod] drop whole subtrees', () => {
    const options = { ...DEFAULTS, ignoreSelectors: ['.related', 'aside.ad'] }
    const with_ = (n: number): string =>
      page(`<p>Body</p><div class="related"><p>Related ${n}</p></div><aside class="ad"><p>Ad ${n}</p></aside>
        <p>Views: <span data-lastmod-ignore>${n * 17}</span></p><p>Updated <time data-lastmod>${n}</time></p>`)
    expectNoise(with_(1), with_(2), with_(1).replace('<p>Body</p>', '<p>Body edited</p>'), options)
    // Without the user selectors the related list is content.
    expect(hash(with_(1))).not.toBe(hash(with_(2)))
  })

  test('JSON-LD date fields (a non-date change does move the hash)', () => {
    const ld = (modified: string, headline: string): string =>
      page('<p>x</p>', {
        head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting",
          "headline":"${headline}","datePublished":"2024-01-01","dateModified":"${modified}",
          "author":{"@type":"Person","name":"Ann","dateCreated":"${modified}"},"image":{"uploadDate":"${modified}","url":"/a.png"}}</script>`
      })
    expectNoise(ld('2024-02-02', 'Hello'), ld('2025-03-03T10:00:00Z', 'Hello'), ld('2024-02-02', 'Hello, world'))
  })

  test('JSON-LD key order and whitespace', () => {
    expect(hash(page('', { head: '<script type="application/ld+json">{"b":1,"a":"x  y"}</script>' }))).toBe(
      hash(page('', { head: '<script type="application/ld+json">\n{ "a": "x y",\n  "b": 1 }\n</script>' }))
    )
  })

  test('whitespace', () => {
    expectNoise(
      page('<p>Hello   big\n\tworld</p>'),
      page('\n  <p>\n    Hello big world\n  </p>\n'),
      page('<p>Hello bigworld</p>')
    )
  })

  test('attribute order and quoting', () => {
    expectNoise(
      page('<p><a class="x" href="/a/" title="t">Go</a> <img alt="Cat" src="/cat.png" width="10"></p>'),
      page("<p><a title='t' href=/a/ class=y>Go</a> <img width=20 src='/cat.png' alt=Cat></p>"),
      page('<p><a href="/b/">Go</a> <img alt="Cat" src="/cat.png"></p>')
    )
  })

  test('script, style, noscript, template, svg and comments', () => {
    expectNoise(
      page('<p>Text</p>'),
      page(`<!-- build 123 --><p>Text<!-- x --></p><script>var t=${Date.now()}</script><style>.a{color:red}</style>
        <noscript><p>Enable JS</p></noscript><template><p>Later</p></template><svg><text>Icon</text></svg>`),
      page('<p>Text</p><p>More</p>')
    )
  })

  test('nav, header, footer and sidebars outside main', () => {
    expectNoise(
      page('<p>Text</p>'),
      page('<p>Text</p>', { chrome: '<a href="/new/">New section</a>' }).replace('© 2025', '© 2026'),
      page('<p>Text, changed</p>')
    )
  })
})

describe('main content area', () => {
  test('main wins though body opens first', () => {
    const f = facts('<body><p>Outside</p><main><p>Inside</p></main></body>')
    expect(f.blocks).toEqual(['p|Inside'])
  })

  test('without main, [role=main], then article, then body', () => {
    expect(facts('<body><p>a</p><div role="main"><p>b</p></div><article><p>c</p></article></body>').blocks).toEqual(['p|b'])
    expect(facts('<body><p>a</p><article><p>c</p></article></body>').blocks).toEqual(['p|c'])
    expect(facts('<body><p>a</p><div><p>b</p></div></body>').blocks).toEqual(['p|a', 'p|b'])
  })

  test('the list order decides, not the document order', () => {
    const html = '<body><article><p>a</p></article><main><p>m</p></main></body>'
    expect(facts(html, { ...DEFAULTS, contentSelectors: ['article', 'main'] }).blocks).toEqual(['p|a'])
    expect(facts(html).blocks).toEqual(['p|m'])
  })

  test('every outermost match is kept, in document order', () => {
    const html = '<body><article><h2>One</h2><article><p>nested</p></article></article><div><article><h2>Two</h2></article></div></body>'
    expect(facts(html, { ...DEFAULTS, contentSelectors: ['article'] }).blocks).toEqual(['h2|One', 'p|nested', 'h2|Two'])
  })

  test('a page without a <body> tag (minified) is its own body, silently', () => {
    const f = facts('<!doctype html><title>T</title><p>Hello<p>World')
    expect(f.blocks).toEqual(['p|Hello', 'p|World'])
    expect(f.warnings).toEqual([])
  })

  test('no selector matches → the whole page, with a warning', () => {
    const f = facts('<body><p>Hello</p></body>', { ...DEFAULTS, contentSelectors: ['main'] })
    expect(f.blocks).toEqual(['p|Hello'])
    expect(f.warnings).toEqual([expect.stringContaining('none of the content selectors (main) matched')])
  })

  test(':has() (a selector that needs the future) falls back to a DOM and works', () => {
    const options = { contentSelectors: ['section:has(> h1)', 'body'], ignoreSelectors: ['div:has(> .ad)'] }
    const html = '<body><section><p>no</p></section><section><h1>Yes</h1><div><span class="ad">x</span></div><p>kept</p></section></body>'
    expect(facts(html, options).blocks).toEqual(['h1|Yes', 'p|kept'])
    const lastChild = { contentSelectors: ['section:last-child', 'body'], ignoreSelectors: [] }
    expect(facts('<body><section><p>a</p></section><section><p>b</p></section></body>', lastChild).blocks).toEqual(['p|b'])
  })

  test('sibling and attribute selectors work while streaming', () => {
    const options = { contentSelectors: ['h1 + div', 'body'], ignoreSelectors: ['li:first-child', 'p:nth-child(3)'] }
    const html = '<body><div>x</div><h1>T</h1><div><ul><li>a</li><li>b</li></ul><p>keep</p><p>drop</p></div></body>'
    expect(facts(html, options).blocks).toEqual(['ul>li|b', 'p|keep'])
  })
})

describe('ignore selectors and elements without attributes', () => {
  // Elements without attributes skip the ignore selectors when none of them can match such an
  // element; these selectors can, so the shortcut must not apply to them.
  const html = '<body><main><p>kept</p><p class="c">classed</p><aside>bare</aside></main></body>'
  test.each([
    [['aside'], ['p|kept', 'p|classed']],
    [[':not([class])'], []],
    [['p:not(.c)'], ['p|classed', '|bare']],
    [['[class!=c]'], []],
    [['.c', 'aside'], ['p|kept']]
  ])('%j', (ignoreSelectors, blocks) => {
    expect(facts(html, { ...DEFAULTS, ignoreSelectors }).blocks).toEqual(blocks)
  })

  test('and selectors that need an attribute still match elements that have one', () => {
    const options = { ...DEFAULTS, ignoreSelectors: ['.c', 'main > [hidden]', '#x'] }
    const page = '<body><main><p>kept</p><p class="c">no</p><p hidden>no</p><div id="x"><p>no</p></div></main></body>'
    expect(facts(page, options).blocks).toEqual(['p|kept'])
  })
})

describe('content changes move the hash', () => {
  const base = page('<h2>Title</h2><p>Read <a href="/docs/">the docs</a>.</p><ul><li>One</li></ul><p><img src="/a.png" alt="A"></p>')
  test.each([
    ['an edited paragraph', base.replace('Read', 'Please read')],
    ['a changed link target', base.replace('/docs/', '/guide/')],
    ['a changed image src', base.replace('/a.png', '/b.png')],
    ['a changed image alt', base.replace('alt="A"', 'alt="B"')],
    ['ul → ol', base.replace('<ul>', '<ol>').replace('</ul>', '</ol>')],
    ['p → h2', base.replace('<p>Read', '<h2>Read').replace('.</p>', '.</h2>')],
    ['h2 → h3', base.replace('<h2>Title</h2>', '<h3>Title</h3>')],
    ['one paragraph split in two', base.replace('Read <a', 'Read</p><p><a')]
  ])('%s', (_name, changed) => {
    expect(hash(changed)).not.toBe(hash(base))
  })
})

describe('block format', () => {
  test('semantic path, links, images, media, lazy images, wrappers', () => {
    const f = facts(
      page(`<div class="prose"><h2 id="x">Intro</h2>Loose <em>text</em>
        <blockquote><p>Quoted</p></blockquote>
        <ol><li>First <a href="https://example.com/a/?utm_medium=x">link</a></li><li>Second<ul><li>deep</li></ul></li></ol>
        <table><thead><tr><th>K</th></tr></thead><tbody><tr><td>V</td></tr></tbody></table>
        <figure><img src="data:image/gif;base64,R0lGOD" data-src="/img/cat.3f2a9c1b.jpg" alt=" A  cat "><figcaption>Cat</figcaption></figure>
        <p><a href="#top">Back</a> <a href="/x/"><svg></svg></a></p>
        <video src="/v/clip.mp4?v=3"></video> <iframe src="https://www.youtube.com/embed/abc">fallback</iframe>
        <a href="/card/"><h3>Card</h3><p>Teaser</p></a></div>`)
    )
    expect(f.blocks).toEqual([
      'h2|Intro',
      '|Loose text',
      'blockquote>p|Quoted',
      'ol>li|First [link](/a/)',
      'ol>li|Second',
      'ol>li>ul>li|deep',
      'table>thead>tr>th|K',
      'table>tr>td|V',
      'figure|![A cat](/img/cat.*.jpg)',
      'figure>figcaption|Cat',
      'p|[Back](#) [](/x/)',
      '|!video(/v/clip.mp4) !iframe(https://www.youtube.com/embed/abc)',
      'h3|[Card](/card/)',
      'p|[Teaser](/card/)'
    ])
  })

  test('deep nesting: every block has its whole path, on the first page and on the next', () => {
    // 120 levels: paths pass the length up to which the extractor keeps them between pages.
    const depth = 120
    const html = page('<ul><li>'.repeat(depth) + 'deep' + '</li></ul>'.repeat(depth) + '<ol><li>after</li></ol>')
    const path = Array.from({ length: depth }, () => 'ul>li').join('>')
    const extractor = createExtractor(DEFAULTS)
    for (let k = 0; k < 2; k++) expect(extractor.extract(html, PAGE, SITE).blocks).toEqual([`${path}|deep`, 'ol>li|after'])
  })

  test('the paths kept between pages stay small, however deep the pages', () => {
    const extractor = createExtractor(DEFAULTS)
    // Each page nests 2,000 levels under a different top element: every path is new.
    const tops = ['p', 'blockquote', 'figure', 'details', 'dl', 'table', 'pre', 'menu']
    const retained = retainedBytes(() => {
      for (const top of tops) {
        const html = page(`<${top}>` + '<ul><li>'.repeat(2000) + 'x' + '</li></ul>'.repeat(2000) + `</${top}>`)
        expect(extractor.extract(html, PAGE, SITE).blocks).toHaveLength(1)
      }
    })
    // Kept whole, the paths of one page would be 4,000 strings (a `ul` and a `li` a level) of up to 12,000 characters.
    expect(retained).toBeLessThan(2 * 1024 * 1024)
  })

  test('text is NFC and entities are decoded', () => {
    // "é" as e + combining acute vs precomposed; &nbsp; is whitespace.
    expect(facts(page('<p>Cafe\u0301&nbsp;&amp; more</p>')).blocks).toEqual(['p|Café & more'])
  })

  test('NFC applies to each content block, link targets and alt text included, and not to JSON-LD keys', () => {
    // Decomposed letters in several blocks, a lone combining mark right after a path's `|` and
    // after a block's end (neither may join what comes before it), and a decomposed JSON-LD key.
    const blocks = blocksOf(
      page(
        '<p>Cafe\u0301</p><p>\u0301 stays</p><ul><li><a href="/A\u030a/">A\u030a</a> <img src="/i.png" alt="n\u0303"></li></ul>' +
          '<script type="application/ld+json">{"e\u0301":"e\u0301"}</script>'
      )
    )
    expect(blocks).toEqual(['p|Café', 'p|\u0301 stays', 'ul>li|[Å](/A%CC%8A/) ![ñ](/i.png)', 'ld+json|{"e\u0301":"é"}'])
  })

  test('what is hashed is the blocks joined, content normalised, whichever of content and JSON-LD has characters past U+02FF', () => {
    const decomposed = 'Cafe\u0301'
    const cases = [
      ['<p>plain</p>', '{"name":"plain"}'],
      ['<p>plain</p>', `{"name":"${decomposed}"}`],
      [`<p>${decomposed}</p>`, '{"name":"plain"}'],
      [`<p>${decomposed}</p>`, `{"name":"${decomposed}"}`],
      [`<p>${decomposed}</p>`, undefined],
      ['', `{"name":"${decomposed}"}`]
    ] as const
    for (const [main, jsonLd] of cases) {
      const f = facts(page(main + (jsonLd === undefined ? '' : `<script type="application/ld+json">${jsonLd}</script>`)))
      expect(f.hashed).toBe(f.blocks.join('\n'))
      expect(f.hash).toBe('sha256:' + createHash('sha256').update(f.blocks.join('\n')).digest('hex'))
      for (const block of f.blocks) expect(block).toBe(block.normalize('NFC'))
    }
  })

  test('JSON-LD blocks come last, sorted, URLs normalised, dates gone', () => {
    const f = facts(
      page('<p>x</p><script type="application/ld+json">[{"url":"https://example.com/blog/post/","name":"P","dateline":"Paris"}]</script>', {
        head: '<script type="Application/LD+JSON; charset=utf-8">{"@type":"Event","startDate":"2025-06-01","dateModified":"x"}</script>'
      })
    )
    expect(f.blocks).toEqual([
      'p|x',
      'ld+json|{"@type":"Event","startDate":"2025-06-01"}',
      'ld+json|[{"dateline":"Paris","name":"P","url":"/blog/post/"}]'
    ])
  })

  test('JSON-LD canonical form: every key, string and array, and the same again on later pages', () => {
    const jsonLd =
      '{"schema:dateModified":"x","http://schema.org/dateCreated":"x","ns#datePublished":"x","date":"d",' +
      '"dateline":" Paris ","__proto__":{"b":[1,"  two  words ",null,true,{"\\"q":"tab\\there"}],"a":[]},' +
      '"lastmod":"x","lastmodified":"kept","@id":"https://example.com/blog/post/#it","name":"plain"}'
    const expected =
      'ld+json|{"@id":"#","__proto__":{"a":[],"b":[1,"two words",null,true,{"\\"q":"tab here"}]},' +
      '"dateline":"Paris","lastmodified":"kept","name":"plain"}'
    const extractor = createExtractor(DEFAULTS)
    // Keys are remembered from page to page: later pages must give what the first gave.
    for (let n = 0; n < 3; n++) {
      const f = extractor.extract(page('<p>x</p>', { head: `<script type="application/ld+json">${jsonLd}</script>` }), PAGE, SITE)
      expect(f.blocks).toEqual(['p|x', expected])
    }
  })

  test('unparsable JSON-LD is hashed as collapsed text, with a warning', () => {
    const f = facts(page('', { head: '<script type="application/ld+json">{"a": 1,,\n }</script>' }))
    expect(f.blocks).toEqual(['ld+json|{"a": 1,, }'])
    expect(f.warnings).toEqual([expect.stringMatching(/^JSON-LD block is not valid JSON \(.*\); hashed as text$/)])
  })

  test('implied end tags and void elements', () => {
    expect(facts('<body><p>one<p>two<ul><li>a<li>b <img src=/i.png alt=i> c</ul><dl><dt>k<dd>v</dl>').blocks).toEqual([
      'p|one',
      'p|two',
      'ul>li|a',
      'ul>li|b ![i](/i.png) c',
      'dl>dt|k',
      'dl>dd|v'
    ])
  })

  test('whitespace: runs, newlines, NBSP and edges collapse; word boundaries are kept', () => {
    expect(facts(page('<p>\n  a  b\n\tc&nbsp; d <b>e</b>f <i> g </i> h\u3000</p>')).blocks).toEqual(['p|a b c d ef g h'])
    expect(facts(page('<p>Email<input name=e><button>Send</button>now</p>')).blocks).toEqual(['p|Email now'])
  })

  test('whitespace: runs of spaces alone (texts with nothing else to collapse), at the edges of blocks, links and texts', () => {
    const html =
      '<p>  a  b  <a href="/x/">  c   d  </a>  e  </p><ul><li>   </li><li>f    g</li></ul><h2>h<b>  </b>i</h2>' +
      '<p><a href="/y/">  </a>  j  <img src="/i.png" alt="  k   l  ">  m</p>'
    expect(blocksOf(page(html))).toEqual(['p|a b [c d](/x/) e', 'ul>li|f g', 'h2|h i', 'p|[](/y/) j ![k l](/i.png) m'])
  })

  test('JSON-LD inside an ignored element, or ignored itself, is left out', () => {
    const f = facts(
      page('<div data-lastmod-ignore><script type="application/ld+json">{"a":1}</script></div>', {
        head: '<script type="application/ld+json" data-lastmod>{"b":2}</script><script type="application/ld+json">{"c":3}</script>'
      })
    )
    expect(f.blocks).toEqual(['ld+json|{"c":3}'])
  })

  test('the hash is sha256 of the blocks joined by newlines', async () => {
    const { createHash } = await import('node:crypto')
    const f = facts(page('<p>a</p><p>b</p>'))
    expect(f.hash).toBe('sha256:' + createHash('sha256').update(f.blocks.join('\n')).digest('hex'))
  })

  test('the joined blocks it hashed come with them, JSON-LD and text outside ASCII included', async () => {
    const { createHash } = await import('node:crypto')
    const f = facts(page('<h2>Caf\u0065\u0301</h2><p>😀 x</p>', { head: '<script type="application/ld+json">{"name":"n"}</script>' }))
    expect(f.blocks).toEqual(['h2|Café', 'p|😀 x', 'ld+json|{"name":"n"}'])
    expect(f.hashed).toBe(f.blocks.join('\n'))
    expect(f.hash).toBe('sha256:' + createHash('sha256').update(f.blocks.join('\n')).digest('hex'))
  })
})

describe('head facts', () => {
  test('noindex in any case, in body, from googlebot, or "none"', () => {
    expect(facts(page('', { head: '<META NAME="Robots" CONTENT="NoIndex, follow">' })).noindex).toBe(true)
    expect(facts(page('<meta name="googlebot" content="none">')).noindex).toBe(true)
    expect(facts(page('', { head: '<meta name="robots" content="index,nofollow">' })).noindex).toBe(false)
    expect(facts(page('', { head: '<meta name="bingbot" content="noindex">' })).noindex).toBe(false)
  })

  test('canonical: first <link rel> holding the canonical token, as written', () => {
    const f = facts(page('', { head: '<link rel="stylesheet" href="/s.css"><LINK REL="Canonical alternate" HREF=" /blog/post/ "><link rel="canonical" href="/other/">' }))
    expect(f.canonical).toBe('/blog/post/')
    expect(facts(page('')).canonical).toBeUndefined()
  })

  test('refresh only with a URL', () => {
    expect(facts(page('', { head: '<meta http-equiv="Refresh" content="0; URL=\'/new/\'">' })).refreshTo).toBe('/new/')
    expect(facts(page('', { head: '<meta http-equiv="refresh" content="0;url=https://x.example/">' })).refreshTo).toBe('https://x.example/')
    expect(facts(page('', { head: '<meta http-equiv="refresh" content="30">' })).refreshTo).toBeUndefined()
  })
})

describe('selectors', () => {
  test('a bad selector throws SelectorError naming it', () => {
    expect(() => createExtractor({ contentSelectors: ['main', 'div[oops'], ignoreSelectors: [] })).toThrow(SelectorError)
    expect(() => createExtractor({ contentSelectors: ['main'], ignoreSelectors: ['::before'] })).toThrow(
      /"::before" is not a valid CSS selector/
    )
    expect(() => createExtractor({ contentSelectors: ['main:unknown-pseudo'], ignoreSelectors: [] })).toThrow(
      /"main:unknown-pseudo" is not a valid CSS selector/
    )
  })

  test('needsAttribute: only when every selector tests an attribute of its subject', () => {
    const needs = (source: string): boolean => parseSelector(source).needsAttribute
    for (const yes of ['[data-lastmod]', '.ad', '#x', 'nav .ad', 'div > p[hidden]', 'a[href^="/"]', '.a, #b', 'p.c:first-child']) {
      expect([yes, needs(yes)]).toEqual([yes, true])
    }
    for (const no of ['aside', '.ad nav', '[x!=y]', ':not(.a)', ':is(.a)', '.a, b', '*', 'p:first-child']) {
      expect([no, needs(no)]).toEqual([no, false])
    }
  })

  test('needsTree: any combinator or pseudo-class; names, * and attribute tests alone do not', () => {
    const needs = (source: string): boolean => parseSelector(source).needsTree
    for (const no of ['main', '[role=main]', 'article.post#x', '*', '[data-lastmod-ignore]', 'a[href^="/"][x!=y]']) {
      expect([no, needs(no)]).toEqual([no, false])
    }
    for (const yes of ['.docs main', 'body > main', 'h1 + div', 'h1 ~ div', 'li:first-child', ':root', ':not(a b)', 'p:nth-child(2)', 'main, nav a']) {
      expect([yes, needs(yes)]).toEqual([yes, true])
    }
  })

  test('attributes: the names of the attribute tests, or undefined when a part may read others', () => {
    const names = (source: string): readonly string[] | undefined => parseSelector(source).attributes
    expect(names('main')).toEqual([])
    expect(names('.a #b, nav > [data-x=y]')).toEqual(['class', 'id', 'data-x'])
    for (const any of [':not(.a)', 'a:link', 'li:first-child', ':is(main, [role=main])']) {
      expect([any, names(any)]).toEqual([any, undefined])
    }
  })

  test('selectors testing attributes the collector never reads still match (the page scan keeps what they test)', () => {
    const page =
      '<body><main><p>kept</p><p aria-hidden="true">no</p><div data-ad><p>no</p></div><p data-x.y>no</p><p class="z">kept too</p></main></body>'
    expect(facts(page, { ...DEFAULTS, ignoreSelectors: ['[aria-hidden=true]', '[data-ad]', '[data-x\\.y]'] }).blocks).toEqual([
      'p|kept',
      'p|kept too'
    ])
    // However the selector spells the name: HTML's attribute names are lowercase.
    expect(facts(page, { ...DEFAULTS, ignoreSelectors: ['[ARIA-HIDDEN=true]', '[Data-Ad]', '[data-x\\.y]'] }).blocks).toEqual([
      'p|kept',
      'p|kept too'
    ])
    // A name every attributes object inherits: only the element that has it is dropped.
    const inherited = '<body><main><p class="x">kept</p><p constructor="1">no</p><p>kept too</p></main></body>'
    expect(facts(inherited, { ...DEFAULTS, ignoreSelectors: ['[constructor]'] }).blocks).toEqual(['p|kept', 'p|kept too'])
    // A pseudo-class may test any attribute: then every one is kept.
    const ad = '<body><main><p>kept</p><div data-ad><p>no</p></div></main></body>'
    expect(facts(ad, { ...DEFAULTS, ignoreSelectors: [':is([data-ad])'] }).blocks).toEqual(['p|kept'])
  })

  test('a selector that needs the tree works beside ones that do not', () => {
    const options = { contentSelectors: ['.docs > main', 'main', 'body'], ignoreSelectors: ['.ad', 'li:first-child'] }
    const html = '<body><div class="docs"><main><ul><li>a</li><li>b</li></ul><p class="ad">x</p></main></div></body>'
    expect(facts(html, options).blocks).toEqual(['ul>li|b'])
    const other = '<body><div><main><ul><li>a</li><li>b</li></ul></main></div><main><p>second</p></main></body>'
    expect(facts(other, { ...options, contentSelectors: ['div > main', 'body'] }).blocks).toEqual(['ul>li|b'])
  })

  test('splitSelectorList splits at top-level commas only', () => {
    expect(splitSelectorList('main, [role=main], article, body')).toEqual(['main', '[role=main]', 'article', 'body'])
    expect(splitSelectorList(':is(a, b) > c, [title="x, y"], d\\,e ,,')).toEqual([':is(a, b) > c', '[title="x, y"]', 'd\\,e'])
  })
})

describe('pages of several layouts in a row', () => {
  // Nothing an extractor keeps from one page may reach the next page's facts. Reference: each page
  // through a fresh extractor's events (the module-wide caches are shared by both, not tested here).
  const layouts = [
    page('<h1>Main</h1><p>Body text.</p>', { chrome: '<p>Built 2026-12-04T21:20:41Z</p>' }),
    '<html><body><nav><a href="/">Home</a></nav><article><h1>Article</h1><p>Text.</p></article></body></html>',
    '<html><body><aside class="related-posts"><ul><li><a href="/a/">A post</a></li><li><a href="/b/">B post</a></li></ul></aside><div><h1>Body</h1></div></body></html>',
    '<h1>No body tag</h1><p>Text.</p>',
    page('<h1>Main again</h1><div class="related"><a href="/x/">X post</a> <a href="/y/">Y post</a></div><p>Built 2026-12-04T21:20:42Z</p>'),
    '<html><body><p>Built 2026-12-04T21:20:43Z</p><div role="main"><p>Role main.</p></div><main><p>Late main.</p></main></body></html>'
  ]
  const reference = (html: string): PageFacts => {
    const events = createExtractor(DEFAULTS).events(PAGE, SITE)
    scanHtml(html, events)
    return events.end()
  }

  test.each([
    ['in order', layouts],
    ['reversed', [...layouts].reverse()],
    ['each twice', layouts.flatMap((html) => [html, html])]
  ])('%s: the facts of each page are its own', (_order, pages) => {
    const extractor = createExtractor(DEFAULTS)
    for (const html of pages) expect(extractor.extract(html, PAGE, SITE)).toEqual(reference(html))
  })
})
