import { describe, expect, it } from '@jest/globals'
import { dateValueLike, formatDateText, rewriteHtmlDates, type PageDates } from '../src/core/html-dates.js'

const DATES: PageDates = { modified: '2026-08-12T06:00:00Z', published: '2026-01-05T09:30:00Z' }
const PAGE = 'https://example.com/blog/post/'

function rewritten(html: string, dates = DATES, url = PAGE): string {
  const result = rewriteHtmlDates(html, dates, url)
  if (result.kind !== 'rewritten') throw new Error(`expected a rewrite, got ${JSON.stringify(result)}`)
  return result.html
}

const ld = (json: string): string => `<html><head><script type="application/ld+json">${json}</script></head><body><p>x</p></body></html>`

describe('JSON-LD', () => {
  it('sets dateModified and adds a missing datePublished beside it, in the block’s own layout', () => {
    const pretty = '{\n    "@type": "Article",\n    "dateModified": "2020-01-01T00:00:00Z"\n}'
    expect(rewritten(ld(pretty))).toBe(
      ld('{\n    "@type": "Article",\n    "dateModified": "2026-08-12T06:00:00Z",\n    "datePublished": "2026-01-05T09:30:00Z"\n}')
    )
    expect(rewritten(ld('{"@type":"Article","dateModified":"2020-01-01T00:00:00Z"}'))).toBe(
      ld('{"@type":"Article","dateModified":"2026-08-12T06:00:00Z","datePublished":"2026-01-05T09:30:00Z"}')
    )
  })

  it('leaves a datePublished the site wrote', () => {
    const out = rewritten(ld('{"@type":"WebPage","datePublished":"2019-03-03","dateModified":"2020-01-01T00:00:00Z"}'))
    expect(out).toBe(ld('{"@type":"WebPage","datePublished":"2019-03-03","dateModified":"2026-08-12T06:00:00Z"}'))
  })

  it('reaches the page’s nodes in a @graph inside an array of blocks, not the objects nested in them', () => {
    const json =
      '[{"@graph":[{"@type":"WebPage","dateModified":"2020-01-01T00:00:00Z","datePublished":"x"},' +
      '{"@type":"BlogPosting","dateModified":"2020-01-01T00:00:00Z","datePublished":"x","mainEntity":{"dateModified":"2021-02-02T00:00:00Z","datePublished":"y"}}]}]'
    const out = rewritten(ld(json))
    const parsed = JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(out)?.[1] ?? '') as Array<{ '@graph': unknown[] }>
    const graph = parsed[0]?.['@graph'] as Array<Record<string, unknown>>
    expect(graph[0]?.dateModified).toBe('2026-08-12T06:00:00Z')
    expect(graph[1]?.dateModified).toBe('2026-08-12T06:00:00Z')
    expect((graph[1]?.mainEntity as Record<string, unknown>).dateModified).toBe('2021-02-02T00:00:00Z')
  })

  it('keeps a date-only value date-only, and an equal instant in the site’s spelling', () => {
    expect(rewritten(ld('{"@type":"Article","dateModified":"2020-01-01"}'))).toBe(ld('{"@type":"Article","dateModified":"2026-08-12","datePublished":"2026-01-05"}'))
    const same = ld('{"@type":"Article","dateModified":"2026-08-12T08:00:00+02:00","datePublished":"2019-01-01"}')
    expect(rewriteHtmlDates(same, DATES, PAGE)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('rewrites every duplicate dateModified key (JSON.parse keeps the last)', () => {
    const out = rewritten(ld('{"@type":"Article","dateModified":"2020-01-01T00:00:00Z","datePublished":"a","dateModified":"2021-01-01T00:00:00Z"}'))
    expect(out).toBe(ld('{"@type":"Article","dateModified":"2026-08-12T06:00:00Z","datePublished":"a","dateModified":"2026-08-12T06:00:00Z"}'))
  })

  it('reads keys and strings written with escapes, and finds the values after them', () => {
    // A key spelled with an escape is the same key; quotes and backslashes escaped in strings end nothing.
    const json =
      '[{"@type":"Artic\\u006ce","headline":"A \\"quoted\\" \\u00e9t\\u00e9 \\\\","date\\u004dodified":"2020-01-01T00:00:00Z"},' +
      '{"@type":"WebPage","\\u0075rl":"/blog/post/","dateModified":"2020\\u002d01-01"}]'
    expect(rewritten(ld(json))).toBe(
      ld(
        '[{"@type":"Artic\\u006ce","headline":"A \\"quoted\\" \\u00e9t\\u00e9 \\\\","date\\u004dodified":"2020-01-01T00:00:00Z"},' +
          '{"@type":"WebPage","\\u0075rl":"/blog/post/","dateModified":"2026-08-12","datePublished":"2026-01-05"}]'
      )
    )
    expect(rewritten(ld(json.replace('\\u0075rl', 'name')))).toBe(
      ld(
        '[{"@type":"Artic\\u006ce","headline":"A \\"quoted\\" \\u00e9t\\u00e9 \\\\","date\\u004dodified":"2026-08-12T06:00:00Z","datePublished":"2026-01-05T09:30:00Z"},' +
          '{"@type":"WebPage","name":"/blog/post/","dateModified":"2026-08-12","datePublished":"2026-01-05"}]'
      )
    )
    // An equal date, escaped, is the site's spelling: nothing to write.
    expect(rewriteHtmlDates(ld('{"@type":"Article","dateModified":"2026\\u002d08-12","datePublished":"x"}'), DATES, PAGE)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('adds no dateModified where there was none, and skips non-string values', () => {
    const none = ld('{"@type":"Article","headline":"h","dateModified":null}')
    expect(rewriteHtmlDates(none, DATES, PAGE).kind).toBe('unchanged')
  })

  it('leaves an invalid block alone, with a warning, and still rewrites the rest of the page', () => {
    const html =
      '<script type="application/ld+json">{"dateModified": "2020-01-01T00:00:00Z",}</script>' +
      '<meta property="og:updated_time" content="2020-01-01T00:00:00Z">'
    const result = rewriteHtmlDates(html, DATES, PAGE)
    expect(result.kind).toBe('rewritten')
    if (result.kind !== 'rewritten') return
    expect(result.html).toContain('{"dateModified": "2020-01-01T00:00:00Z",}')
    expect(result.html).toContain('content="2026-08-12T06:00:00Z"')
    expect(result.warnings).toEqual(['JSON-LD block 1 is not valid JSON; its dates were left as they are'])
  })

  it('ignores scripts of other types', () => {
    const html = '<script type="application/json">{"dateModified":"2020-01-01T00:00:00Z"}</script>'
    expect(rewriteHtmlDates(html, DATES, PAGE).kind).toBe('unchanged')
  })
})

/** The JSON-LD blocks of a page at PAGE, `blocks` one script each. */
const lds = (...blocks: string[]): string =>
  `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')}</head><body><p>x</p></body></html>`
const OLD = '"dateModified":"2020-01-01T00:00:00Z"'
const NEW = '"dateModified":"2026-08-12T06:00:00Z"'
const NEW_PUBLISHED = `${NEW},"datePublished":"2026-01-05T09:30:00Z"`
/** An object of a kind that is never the page, with a date of its own that must stay byte for byte. */
const thing = (type: string, more = ''): string => `{"@type":"${type}"${more},${OLD}}`
const NOT_THE_PAGE = ['Review', 'Comment', 'Organization', 'Person', 'BreadcrumbList', 'Offer', 'Event', 'ImageObject', 'WebSite', 'ListItem', 'Question']

/** `html` rewritten, with only the `n`th (from 0) OLD date of the page replaced by `by`, for each `[n, by]`. */
function onlyAt(html: string, ...changes: Array<[number, string]>): string {
  let k = -1
  return html.replace(/"dateModified":"2020-01-01T00:00:00Z"/g, (old) => {
    k++
    return changes.find(([n]) => n === k)?.[1] ?? old
  })
}

describe('JSON-LD: only the nodes that describe the page get its dates', () => {
  it.each(NOT_THE_PAGE)('leaves a %s nested in the page’s node as it was', (type) => {
    const html = ld(`{"@type":"Article",${OLD},"x":${thing(type)},"y":[${thing(type)},{"z":${thing(type)}}]}`)
    expect(rewritten(html)).toBe(onlyAt(html, [0, NEW_PUBLISHED]))
  })

  it.each(NOT_THE_PAGE)('leaves a %s beside the page’s node as it was: in an array, a @graph, another block, and first', (type) => {
    const html = lds(
      `[${thing(type)},{"@type":"Article",${OLD}},${thing(type)}]`,
      `{"@graph":[${thing(type)},${thing(type, ',"url":"https://example.com/blog/post/","@id":"https://example.com/blog/post/"')}]}`,
      thing(type)
    )
    expect(rewritten(html)).toBe(onlyAt(html, [1, NEW_PUBLISHED]))
  })

  it('dates both the WebPage and the Article of a Yoast graph, and nothing else in it', () => {
    const yoast = (base: string): string =>
      '{"@context":"https://schema.org","@graph":[' +
      `{"@type":"Article","@id":"${base}blog/post/#article","isPartOf":{"@id":"${base}blog/post/"},"author":{"name":"Ada","@id":"${base}#/schema/person/1"},` +
      `"headline":"A post","datePublished":"2024-01-01T10:00:00+00:00",${OLD},"mainEntityOfPage":{"@id":"${base}blog/post/"},"publisher":{"@id":"${base}#organization"}},` +
      `{"@type":"WebPage","@id":"${base}blog/post/","url":"${base}blog/post/","name":"A post","isPartOf":{"@id":"${base}#website"},"datePublished":"2024-01-01T10:00:00+00:00",${OLD},` +
      `"breadcrumb":{"@id":"${base}blog/post/#breadcrumb"},"potentialAction":[{"@type":"ReadAction","target":["${base}blog/post/"]}]},` +
      `{"@type":"ImageObject","@id":"${base}blog/post/#primaryimage","url":"${base}img.jpg",${OLD}},` +
      `{"@type":"BreadcrumbList","@id":"${base}blog/post/#breadcrumb","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"${base}"},{"@type":"ListItem","position":2,"name":"A post"}],${OLD}},` +
      `{"@type":"WebSite","@id":"${base}#website","url":"${base}",${OLD}},` +
      `{"@type":"Organization","@id":"${base}#organization","url":"${base}",${OLD}},` +
      `{"@type":"Person","@id":"${base}#/schema/person/1","url":"${base}author/ada/",${OLD}}]}`
    const html = ld(yoast('https://example.com/'))
    expect(rewritten(html)).toBe(onlyAt(html, [0, NEW], [1, NEW]))
    // The same graph seen from the page it does not describe (the home page): nothing of it.
    expect(rewriteHtmlDates(html, DATES, 'https://example.com/')).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('dates the WebPage named by url and the BlogPosting that names its #webpage @id (Rank Math)', () => {
    const html = ld(
      '{"@context":"https://schema.org","@graph":[' +
        `{"@type":["Person","Organization"],"@id":"https://example.com/#person","url":"https://example.com/blog/post/",${OLD}},` +
        `{"@type":"WebSite","@id":"https://example.com/#website","url":"https://example.com",${OLD}},` +
        `{"@type":"WebPage","@id":"https://example.com/blog/post/#webpage","url":"https://example.com/blog/post/",${OLD}},` +
        `{"@type":"Person","@id":"https://example.com/author/ada/","url":"https://example.com/author/ada/",${OLD}},` +
        `{"@type":"BlogPosting","@id":"https://example.com/blog/post/#richSnippet","isPartOf":{"@id":"https://example.com/blog/post/#webpage"},${OLD},` +
        '"mainEntityOfPage":{"@id":"https://example.com/blog/post/#webpage"}}]}'
    )
    expect(rewritten(html)).toBe(onlyAt(html, [2, NEW_PUBLISHED], [4, NEW_PUBLISHED]))
  })

  it.each([
    ['mainEntityOfPage as a string', '"mainEntityOfPage":"https://example.com/blog/post/"'],
    ['mainEntityOfPage as {"@id"}', '"mainEntityOfPage":{"@type":"WebPage","@id":"https://example.com/blog/post/"}'],
    ['a relative @id', '"@id":"/blog/post/"'],
    ['a relative @id without its slash', '"@id":"../post"'],
    ['a url to index.html, over http', '"url":"http://example.com/blog/post/index.html"'],
    ['a url to post.html', '"url":"https://example.com/blog/post.html"'],
    ['a mainEntityOfPage with an empty fragment', '"mainEntityOfPage":"https://example.com/blog/post/#"']
  ])('finds the page’s node by %s, among nodes that do not name it', (_, naming) => {
    const html = ld(`[{"@type":"WebPage",${OLD}},{"@type":"Article",${naming},${OLD}},{"@type":"BlogPosting",${OLD}}]`)
    expect(rewritten(html)).toBe(onlyAt(html, [1, NEW_PUBLISHED]))
  })

  it.each([
    ['another path', '"url":"https://example.com/blog/other/"'],
    ['another host', '"@id":"https://www.example.com/blog/post/"'],
    ['a node on another page', '"mainEntityOfPage":{"@id":"https://example.com/#webpage"}'],
    ['a relative url to another page', '"url":"other/"']
  ])('dates nothing in JSON-LD that names %s only', (_, naming) => {
    const html = ld(`{"@type":"BlogPosting",${naming},${OLD}}`)
    expect(rewriteHtmlDates(html, DATES, PAGE)).toEqual({ kind: 'unchanged', warnings: [] })
    // A paginated list page whose WebPage is its first page (Hugo's /blog/page/2/).
    const paged = ld(`{"@type":"WebPage","name":"Blog","url":"https://example.com/blog/",${OLD}}`)
    expect(rewriteHtmlDates(paged, DATES, 'https://example.com/blog/page/2/')).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('dates the nodes that name the page, over unnamed ones, across blocks', () => {
    const html = lds(`{"@type":"Article",${OLD}}`, `{"@type":"WebPage","url":"/blog/post/",${OLD}}`, `{"@type":"TechArticle","@id":"https://example.com/blog/post",${OLD}}`)
    expect(rewritten(html)).toBe(onlyAt(html, [1, NEW_PUBLISHED], [2, NEW_PUBLISHED]))
  })

  it('without a node that names the page, dates the first WebPage and the first main content node that name no other page', () => {
    const html = lds(
      `[${thing('Organization')},{"@type":"BlogPosting","url":"/blog/other/",${OLD}},{"@type":"schema:BlogPosting","@id":"#post",${OLD}},{"@type":"Article",${OLD}}]`,
      `{"@graph":[{"@type":"https://schema.org/CollectionPage","@id":"_:page",${OLD}},{"@type":"WebPage",${OLD}}]}`
    )
    expect(rewritten(html)).toBe(onlyAt(html, [2, NEW_PUBLISHED], [4, NEW_PUBLISHED]))
  })

  it('chooses the page’s nodes whatever their dates: a WebPage without one leaves the next WebPage alone', () => {
    const html = ld(`[{"@type":"WebPage","name":"x"},{"@type":"WebPage",${OLD}},{"@type":"Recipe",${OLD}}]`)
    expect(rewritten(html)).toBe(onlyAt(html, [1, NEW_PUBLISHED]))
  })

  it('reads a node as JSON.parse does: the last of duplicate keys, types and IRIs escaped', () => {
    const html = lds(
      `{"@type":"Article","@type":"Review","url":"/blog/post/",${OLD}}`,
      `{"@type":"Review","@type":"Article","url":"/blog/post/","url":"/blog/other/",${OLD}}`,
      `{"@type":"Web\\u0050age","@graph":[],"@graph":{"@type":"BlogPosting",${OLD}},${OLD}}`
    )
    expect(rewritten(html)).toBe(onlyAt(html, [2, NEW_PUBLISHED], [3, NEW_PUBLISHED]))
  })

  it('gives an untyped node that names the page its dates, not an untyped node that does not', () => {
    const html = ld(`[{${OLD}},{"@id":"https://example.com/blog/post/",${OLD}}]`)
    expect(rewritten(html)).toBe(onlyAt(html, [1, NEW_PUBLISHED]))
    expect(rewriteHtmlDates(ld(`{"@graph":[{${OLD}}]}`), DATES, PAGE).kind).toBe('unchanged')
  })
})

describe('meta tags', () => {
  it('sets article:modified_time and og:updated_time, whatever the quoting, and nothing else', () => {
    const html =
      '<head><meta property="article:modified_time" content="2020-01-01T00:00:00Z">' +
      "<META name='og:updated_time' CONTENT='2020-01-01T00:00:00Z'/>" +
      '<meta property=og:updated_time content=2020-01-01T00:00:00Z>' +
      '<meta property="article:published_time" content="2020-01-01T00:00:00Z"></head>'
    expect(rewritten(html)).toBe(
      '<head><meta property="article:modified_time" content="2026-08-12T06:00:00Z">' +
        "<META name='og:updated_time' CONTENT='2026-08-12T06:00:00Z'/>" +
        '<meta property=og:updated_time content=2026-08-12T06:00:00Z>' +
        '<meta property="article:published_time" content="2020-01-01T00:00:00Z"></head>'
    )
  })
})

describe('[data-lastmod] elements', () => {
  it('sets datetime and the text, ISO date by default', () => {
    const html = '<p>Updated <time data-lastmod datetime="2020-01-01T00:00:00Z">1 Jan 2020</time>.</p>'
    expect(rewritten(html)).toBe('<p>Updated <time data-lastmod datetime="2026-08-12T06:00:00Z">2026-08-12</time>.</p>')
    // A date-only datetime stays date-only.
    expect(rewritten('<time data-lastmod datetime="2020-01-01">x</time>')).toBe('<time data-lastmod datetime="2026-08-12">2026-08-12</time>')
  })

  it('adds datetime to a <time> without one, not to other elements', () => {
    expect(rewritten('<time data-lastmod>old</time>')).toBe('<time data-lastmod datetime="2026-08-12T06:00:00Z">2026-08-12</time>')
    expect(rewritten('<span data-lastmod>old</span>')).toBe('<span data-lastmod>2026-08-12</span>')
  })

  it('follows data-lastmod-format, escaping what it writes', () => {
    const html = '<span data-lastmod data-lastmod-format="D MMMM YYYY [at] HH:mm [UTC &] MMM">x</span>'
    expect(rewritten(html)).toBe(
      '<span data-lastmod data-lastmod-format="D MMMM YYYY [at] HH:mm [UTC &] MMM">12 August 2026 at 06:00 UTC &amp; Aug</span>'
    )
  })

  it('shows the publication date for data-lastmod="published"', () => {
    expect(rewritten('<time data-lastmod="published" datetime="">x</time>')).toBe(
      '<time data-lastmod="published" datetime="2026-01-05T09:30:00Z">2026-01-05</time>'
    )
  })

  it('replaces the whole content of the element', () => {
    expect(rewritten('<span data-lastmod>on <b>Monday</b></span>')).toBe('<span data-lastmod>2026-08-12</span>')
  })

  it('leaves an element without an end tag alone, with a warning', () => {
    const result = rewriteHtmlDates('<div><p data-lastmod>old<div>next</div></div>', DATES, PAGE)
    expect(result).toEqual({ kind: 'unchanged', warnings: ['<p data-lastmod> has no end tag; its text was left as is'] })
  })
})

describe('splicing', () => {
  it('changes only the date bytes of an untidy page', () => {
    const page = [
      '<!DOCTYPE html>\r\n<!--[if IE]><p>old IE</p><![endif]-->',
      '<HTML lang=en><Head>\r\n<meta charset=utf-8>\t<META PROPERTY="article:modified_time"   CONTENT = "2020-01-01T00:00:00Z" >',
      '<script>var a = "<time data-lastmod>not html</time>";</script>',
      '<script type="application/ld+json; charset=utf-8">\r\n{ "@type" : "Article", "dateModified" : "2020-01-01T00:00:00Z" ,"datePublished":"2019-01-01" }\r\n</script>',
      '</HEAD><body class=x>&amp;&nbsp;&#x27; <P>text<time   data-lastmod\r\ndatetime=2020-01-01>old</time></P></body></HTML>'
    ].join('\n')
    const expected = page
      .replace('CONTENT = "2020-01-01T00:00:00Z"', 'CONTENT = "2026-08-12T06:00:00Z"')
      .replace('"dateModified" : "2020-01-01T00:00:00Z"', '"dateModified" : "2026-08-12T06:00:00Z"')
      .replace('datetime=2020-01-01>old</time>', 'datetime=2026-08-12>2026-08-12</time>')
    expect(rewritten(page)).toBe(expected)
  })

  it('is a fixpoint: a rewritten page needs no second rewrite', () => {
    const page = ld('{"@graph":[{"@type":"WebPage","dateModified":"2020-01-01T00:00:00Z"}]}') + '<time data-lastmod>x</time>'
    expect(rewriteHtmlDates(rewritten(page), DATES, PAGE)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('reports a page without date carriers as unchanged', () => {
    expect(rewriteHtmlDates('<p>no dates here</p>', DATES, PAGE)).toEqual({ kind: 'unchanged', warnings: [] })
  })
})

describe('pages whose dates cannot be written safely', () => {
  it('refuses a [data-lastmod] element that holds another carrier, whose text would replace it', () => {
    for (const inner of ['<time data-lastmod>x</time>', '<br data-lastmod>', '<meta property="og:updated_time" content="x">', ld('{')]) {
      const html = `<div data-lastmod>Updated ${inner}</div><meta property="article:modified_time" content="2020-01-01">`
      expect(rewriteHtmlDates(html, DATES, PAGE)).toEqual({ kind: 'failed', reason: '<div data-lastmod> holds another date carrier', warnings: expect.any(Array) as unknown })
    }
    // Markup that carries no date is replaced with the rest of the text.
    expect(rewritten('<div data-lastmod>Updated <b>x</b></div>')).toBe('<div data-lastmod>2026-08-12</div>')
  })

  it('refuses an element whose end tag htmlparser2 places before the `<`', () => {
    expect(rewriteHtmlDates('<p data-lastmod>x<a></a ></p>', DATES, PAGE)).toMatchObject({ kind: 'failed', reason: "<p data-lastmod> ends where the page's markup is not read as written" })
    expect(rewriteHtmlDates('<p data-lastmod>x<a></a></p>', DATES, PAGE).kind).toBe('rewritten')
  })

  it('refuses a start tag whose last unquoted value the write would change or join', () => {
    expect(rewriteHtmlDates('<time data-lastmod datetime=2020-01-01T00:00:00Z/>x</time>', DATES, PAGE)).toMatchObject({
      kind: 'failed',
      reason: '<time data-lastmod> ends with an unquoted datetime whose last character is "/"'
    })
    for (const tag of ['<time data-lastmod a= >', '<time data-lastmod a=>', '<time data-lastmod a=b/>']) {
      expect(rewriteHtmlDates(`${tag}x</time>`, DATES, PAGE)).toMatchObject({ kind: 'failed', reason: '<time data-lastmod> ends with an unquoted value that a datetime put after it would join' })
    }
    // A value that ends where the tag does is ended by the space the datetime comes with; a void element has no text.
    expect(rewritten('<time data-lastmod a=b>x</time>')).toBe('<time data-lastmod a=b datetime="2026-08-12T06:00:00Z">2026-08-12</time>')
    expect(rewritten('<img data-lastmod datetime=2020-01-01T00:00:00Z/>')).toBe('<img data-lastmod datetime=2026-08-12T06:00:00Z>')
  })

  it('replaces the text of a JSON-LD script that is itself [data-lastmod], as any element of its kind', () => {
    const result = rewriteHtmlDates('<script type="application/ld+json" data-lastmod>{"dateModified":"2020-01-01"}</script>', DATES, PAGE)
    expect(result).toMatchObject({ kind: 'rewritten', html: '<script type="application/ld+json" data-lastmod>2026-08-12</script>' })
  })

  it('knows every void element htmlparser2 knows: one without an end tag is no unclosed element', () => {
    for (const name of ['keygen', 'frame', 'basefont', 'command', 'isindex', 'br']) {
      expect(rewriteHtmlDates(`<${name} data-lastmod><p data-lastmod>x</p>`, DATES, PAGE)).toEqual({
        kind: 'rewritten',
        html: `<${name} data-lastmod><p data-lastmod>2026-08-12</p>`,
        edits: 1,
        warnings: []
      })
    }
  })

  it('writes only instants: anything else would reach the page as text', () => {
    const page = '<time data-lastmod datetime="2020-01-01">x</time>'
    expect(rewriteHtmlDates(page, { modified: 'now & "then" <b>', published: DATES.published }, PAGE)).toMatchObject({
      kind: 'failed',
      reason: '"now & \\"then\\" <b>" is not a date with a time and a zone'
    })
    // A page with nowhere to write is left unchanged whatever the dates.
    expect(rewriteHtmlDates('<p>x</p>', { modified: 'x', published: 'y' }, PAGE).kind).toBe('unchanged')
  })
})

describe('values', () => {
  it('keeps the spelling of an equal date, otherwise writes the state instant', () => {
    expect(dateValueLike('2026-08-12T07:00:00+01:00', '2026-08-12T06:00:00Z')).toBe('2026-08-12T07:00:00+01:00')
    expect(dateValueLike('2026-08-12', '2026-08-12T06:00:00Z')).toBe('2026-08-12')
    expect(dateValueLike('2026-08-11', '2026-08-12T06:00:00Z')).toBe('2026-08-12')
    expect(dateValueLike('yesterday', '2026-08-12T06:00:00Z')).toBe('2026-08-12T06:00:00Z')
    expect(dateValueLike('2026-08-12T06:00:00', '2026-08-12T06:00:00Z')).toBe('2026-08-12T06:00:00Z')
  })

  it('formats text in UTC', () => {
    expect(formatDateText('2026-03-01T23:30:00Z', undefined)).toBe('2026-03-01')
    expect(formatDateText('2026-03-01T23:30:00Z', 'datetime')).toBe('2026-03-01T23:30:00Z')
    expect(formatDateText('2026-03-01T23:30:00Z', 'DD/MM/YYYY HH:mm:ss')).toBe('01/03/2026 23:30:00')
    expect(formatDateText('2026-03-01T23:30:00Z', 'MMM D, YYYY')).toBe('Mar 1, 2026')
  })
})
