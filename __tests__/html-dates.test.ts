import { describe, expect, it } from '@jest/globals'
import { dateValueLike, formatDateText, rewriteHtmlDates, rewriteProblems, type PageDates } from '../src/core/html-dates.js'

const DATES: PageDates = { modified: '2026-08-12T06:00:00Z', published: '2026-01-05T09:30:00Z' }

function rewritten(html: string, dates = DATES): string {
  const result = rewriteHtmlDates(html, dates)
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
    expect(rewritten(ld('{"dateModified":"2020-01-01T00:00:00Z"}'))).toBe(
      ld('{"dateModified":"2026-08-12T06:00:00Z","datePublished":"2026-01-05T09:30:00Z"}')
    )
  })

  it('leaves a datePublished the site wrote', () => {
    const out = rewritten(ld('{"datePublished":"2019-03-03","dateModified":"2020-01-01T00:00:00Z"}'))
    expect(out).toBe(ld('{"datePublished":"2019-03-03","dateModified":"2026-08-12T06:00:00Z"}'))
  })

  it('reaches nested objects: @graph, arrays of blocks, mainEntity', () => {
    const json =
      '[{"@graph":[{"@type":"WebPage","dateModified":"2020-01-01T00:00:00Z","datePublished":"x"},' +
      '{"@type":"BlogPosting","mainEntity":{"dateModified":"2021-02-02T00:00:00Z","datePublished":"y"}}]}]'
    const out = rewritten(ld(json))
    const parsed = JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(out)?.[1] ?? '') as Array<{ '@graph': unknown[] }>
    const graph = parsed[0]?.['@graph'] as Array<Record<string, unknown>>
    expect(graph[0]?.dateModified).toBe('2026-08-12T06:00:00Z')
    expect((graph[1]?.mainEntity as Record<string, unknown>).dateModified).toBe('2026-08-12T06:00:00Z')
  })

  it('keeps a date-only value date-only, and an equal instant in the site’s spelling', () => {
    expect(rewritten(ld('{"dateModified":"2020-01-01"}'))).toBe(ld('{"dateModified":"2026-08-12","datePublished":"2026-01-05"}'))
    const same = ld('{"dateModified":"2026-08-12T08:00:00+02:00","datePublished":"2019-01-01"}')
    expect(rewriteHtmlDates(same, DATES)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('rewrites every duplicate dateModified key (JSON.parse keeps the last)', () => {
    const out = rewritten(ld('{"dateModified":"2020-01-01T00:00:00Z","datePublished":"a","dateModified":"2021-01-01T00:00:00Z"}'))
    expect(out).toBe(ld('{"dateModified":"2026-08-12T06:00:00Z","datePublished":"a","dateModified":"2026-08-12T06:00:00Z"}'))
  })

  it('reads keys and strings written with escapes, and finds the values after them', () => {
    // A key spelled with an escape is the same key; quotes and backslashes escaped in strings end nothing.
    const json = '{"headline":"A \\"quoted\\" \\u00e9t\\u00e9 \\\\","date\\u004dodified":"2020-01-01T00:00:00Z","a":{"dateModified":"2020\\u002d01-01"}}'
    expect(rewritten(ld(json))).toBe(
      ld(
        '{"headline":"A \\"quoted\\" \\u00e9t\\u00e9 \\\\","date\\u004dodified":"2026-08-12T06:00:00Z","datePublished":"2026-01-05T09:30:00Z",' +
          '"a":{"dateModified":"2026-08-12","datePublished":"2026-01-05"}}'
      )
    )
    // An equal date, escaped, is the site's spelling: nothing to write.
    expect(rewriteHtmlDates(ld('{"dateModified":"2026\\u002d08-12","datePublished":"x"}'), DATES)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('adds no dateModified where there was none, and skips non-string values', () => {
    const none = ld('{"@type":"Article","headline":"h","dateModified":null}')
    expect(rewriteHtmlDates(none, DATES).kind).toBe('unchanged')
  })

  it('leaves an invalid block alone, with a warning, and still rewrites the rest of the page', () => {
    const html =
      '<script type="application/ld+json">{"dateModified": "2020-01-01T00:00:00Z",}</script>' +
      '<meta property="og:updated_time" content="2020-01-01T00:00:00Z">'
    const result = rewriteHtmlDates(html, DATES)
    expect(result.kind).toBe('rewritten')
    if (result.kind !== 'rewritten') return
    expect(result.html).toContain('{"dateModified": "2020-01-01T00:00:00Z",}')
    expect(result.html).toContain('content="2026-08-12T06:00:00Z"')
    expect(result.warnings).toEqual(['JSON-LD block 1 is not valid JSON; its dates were left as they are'])
  })

  it('ignores scripts of other types', () => {
    const html = '<script type="application/json">{"dateModified":"2020-01-01T00:00:00Z"}</script>'
    expect(rewriteHtmlDates(html, DATES).kind).toBe('unchanged')
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
    const result = rewriteHtmlDates('<div><p data-lastmod>old<div>next</div></div>', DATES)
    expect(result).toEqual({ kind: 'unchanged', warnings: ['<p data-lastmod> has no end tag; its text was left as is'] })
  })
})

describe('splicing', () => {
  it('changes only the date bytes of an untidy page', () => {
    const page = [
      '<!DOCTYPE html>\r\n<!--[if IE]><p>old IE</p><![endif]-->',
      '<HTML lang=en><Head>\r\n<meta charset=utf-8>\t<META PROPERTY="article:modified_time"   CONTENT = "2020-01-01T00:00:00Z" >',
      '<script>var a = "<time data-lastmod>not html</time>";</script>',
      '<script type="application/ld+json; charset=utf-8">\r\n{ "dateModified" : "2020-01-01T00:00:00Z" ,"datePublished":"2019-01-01" }\r\n</script>',
      '</HEAD><body class=x>&amp;&nbsp;&#x27; <P>text<time   data-lastmod\r\ndatetime=2020-01-01>old</time></P></body></HTML>'
    ].join('\n')
    const expected = page
      .replace('CONTENT = "2020-01-01T00:00:00Z"', 'CONTENT = "2026-08-12T06:00:00Z"')
      .replace('"dateModified" : "2020-01-01T00:00:00Z"', '"dateModified" : "2026-08-12T06:00:00Z"')
      .replace('datetime=2020-01-01>old</time>', 'datetime=2026-08-12>2026-08-12</time>')
    expect(rewritten(page)).toBe(expected)
  })

  it('is a fixpoint: a rewritten page needs no second rewrite', () => {
    const page = ld('{"@graph":[{"dateModified":"2020-01-01T00:00:00Z"}]}') + '<time data-lastmod>x</time>'
    expect(rewriteHtmlDates(rewritten(page), DATES)).toEqual({ kind: 'unchanged', warnings: [] })
  })

  it('reports a page without date carriers as unchanged', () => {
    expect(rewriteHtmlDates('<p>no dates here</p>', DATES)).toEqual({ kind: 'unchanged', warnings: [] })
  })
})

describe('parsing back', () => {
  it('leaves a page whose rewrite would change its structure as it was', () => {
    // The outer element's text replaces the inner one: the page would lose a date carrier.
    const result = rewriteHtmlDates('<div data-lastmod>Updated <time data-lastmod>x</time></div>', DATES)
    expect(result.kind).toBe('failed')
    if (result.kind === 'failed') expect(result.reason).toMatch(/found 1 date carriers instead of 2/)
  })

  it('names what a broken output lost', () => {
    const original = ld('{"dateModified":"2020-01-01T00:00:00Z","datePublished":"a"}')
    expect(rewriteProblems(original, original.replace('</script>', ''), DATES)).toEqual(
      expect.arrayContaining(['found 0 JSON-LD blocks instead of 1'])
    )
    expect(rewriteProblems(original, rewritten(original), DATES)).toEqual([])
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
