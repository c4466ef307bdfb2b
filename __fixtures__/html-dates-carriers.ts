/**
 * Date carriers for the differential tests of `src/core/html-dates.ts` against its pre-change
 * reference (`html-dates-reference.ts`): every kind of date the rewrite reads, written tidily and
 * untidily, ways to put them into real pages, and fuzzed documents that mix them with the hostile
 * pieces of `html-fuzz.ts`.
 */
import { fuzzDocument } from './html-fuzz.js'

/** The URL the carrier pages are published at: the JSON-LD carriers name it, or name other pages. */
export const CARRIER_PAGE_URL = 'https://x.test/p/'

/**
 * Whole carriers, each a few bytes of HTML that the rewrite reads (or must leave alone). These
 * close what they open, so that together they make a page that is rewritten (with warnings).
 */
export const TIDY_CARRIERS: readonly string[] = [
  // JSON-LD
  '<script type="application/ld+json">{"@type":"Article","dateModified":"2020-01-01T00:00:00Z"}</script>',
  '<script type="application/ld+json">\n{\n  "@graph": [\n    {"dateModified": "2020-01-01", "datePublished": "2019-01-01"},\n    {"mainEntity": {"dateModified": "2026-08-12T08:00:00+02:00"}}\n  ]\n}\n</script>',
  '<SCRIPT TYPE=\'Application/LD+JSON; charset=utf-8\'>[{"dateModified":"2020-01-01T00:00:00Z","dateModified":"2021-01-01"},{"dateModified":null}]</SCRIPT>',
  '<script type="application/ld+json">{"dateModified": "2020-01-01T00:00:00Z",}</script>',
  '<script type=application/ld+json>{"dateModified":"2020-01-01T00:00:00Z"}</script >',
  '<script type="application/json">{"dateModified":"2020-01-01T00:00:00Z"}</script>',
  '<script type="application/ld+json"></script>',
  // JSON-LD: which nodes describe the page (CARRIER_PAGE_URL), and which do not
  '<script type="application/ld+json">{"@graph":[{"@type":"Article","@id":"https://x.test/p/#a","mainEntityOfPage":{"@id":"https://x.test/p/"},"dateModified":"2020-01-01"},' +
    '{"@type":"WebPage","@id":"https://x.test/p/","url":"https://x.test/p/","dateModified":"2020-01-01"},{"@type":"Organization","url":"https://x.test/","dateModified":"2020-01-01"},' +
    '{"@type":"Person","url":"https://x.test/p","dateModified":"2020-01-01"}]}</script>',
  '<script type="application/ld+json">{"@graph":[{"@type":"WebPage","@id":"/p/#w","url":"//x.test/p","dateModified":"2020-01-01"},{"@type":["BlogPosting"],' +
    '"mainEntityOfPage":{"@id":"http://x.test/p/#w"},"dateModified":"2020-01-01","review":{"@type":"Review","dateModified":"2020-01-01"}}]}</script>',
  '<script type="application/ld+json">[{"@type":"Event","dateModified":"2020-01-01"},{"@type":"schema:TechArticle","dateModified":"2020-01-01"},' +
    '{"@type":"http://schema.org/FAQPage","dateModified":"2020-01-01"},{"@type":"Article","dateModified":"2020-01-01"}]</script>',
  '<script type="application/ld+json">{"@type":"Article","mainEntityOfPage":"index.html","dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"@type":"BlogPosting","url":"/q/","dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"@type":"WebPage","@id":"_:b","dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"@type":"Review","@type":"Article","url":"/q/","url":"page.html","dateModified":"2020-01-01"}</script>',
  '<script type="application/ld+json">{"@graph":{"@type":"CollectionPage","dateModified":"2020-01-01"},"@graph":{"@id":"//x.test/p","dateModified":"2020-01-01"}}</script>',
  // meta
  '<meta property="article:modified_time" content="2020-01-01T00:00:00Z">',
  '<meta property=og:updated_time content=2020-01-01T00:00:00Z>',
  "<META name='og:updated_time' CONTENT='2020-01-01T00:00:00Z'/>",
  '<meta property="og:updated_time" content>',
  '<meta content property="og:updated_time">',
  '<meta property="og:updated_time" content\n/>',
  '<meta property="article:modified_time" content="2020-01-01" content="2021-01-01">',
  '<meta property=" Article:Modified_Time " content = "2020-01-01T00:00:00Z&amp;x" / >',
  '<meta property="og:updated_time" content="2026-08-12T06:00:00Z">',
  '<meta name="og:updated_time" property="article:published_time" content=&lt;2020&gt;>',
  // [data-lastmod] elements
  '<time data-lastmod>old</time>',
  '<time data-lastmod datetime="2020-01-01">1 Jan 2020</time>',
  '<time data-lastmod=published datetime=2020-01-01T00:00:00Z>x</time>',
  "<span data-lastmod='published' data-lastmod-format='MMM D, YYYY [at] HH:mm'>on <b>Monday</b></span>",
  '<span data-lastmod data-lastmod-format="D MMMM YYYY [UTC &] ss">x</span>',
  '<time data-lastmod datetime>x</time>',
  '<time data-lastmod datetime class="x">x</time>',
  '<time data-lastmod datetime="2020-01-01" DATETIME="x" data-lastmod="published" data-LASTMOD>x</time>',
  '<time data-lastmod datetime="&lt;2020&gt;&amp;">&amp;</time>',
  "<time data-lastmod datetime='2026-08-12'>2026-08-12</time>",
  '<img data-lastmod datetime="2020-01-01">',
  '<br data-lastmod><keygen data-lastmod><hr data-lastmod/>',
  // end tags as htmlparser2 places them
  '<time data-lastmod>x</time >',
  '<span data-lastmod>x</></span>',
  '<span data-lastmod>x</span x="y">',
  '<p data-lastmod>x</p></p></br>',
  // contexts
  '<svg><time data-lastmod/><text data-lastmod>x</text><script type="application/ld+json">{"dateModified":"2020"}</script></svg>',
  '<math><mi data-lastmod>x</mi><time data-lastmod>y</math>',
  '<template><time data-lastmod>x</time><meta property="og:updated_time" content="1"></template>',
  '<table><tr><td><time data-lastmod>x</td><td data-lastmod>y</tr></table>',
  '<ul><li data-lastmod>a<li>b</ul>',
  '<title><time data-lastmod>x</time></title><textarea data-lastmod>t</textarea>',
  '<form><form data-lastmod><time data-lastmod>x</time></form>'
]

/** Carriers that make the rewrite fail, or swallow what follows them. */
export const UNTIDY_CARRIERS: readonly string[] = [
  // A carrier inside another: the outer text replaces the inner one.
  '<div data-lastmod>Updated <time data-lastmod>x</time></div>',
  '<span data-lastmod><script type="application/ld+json">{"@type":"WebPage","dateModified":"2020-01-01"}</script></span>',
  // After `</i >` htmlparser2 places the next end tag at that `>`.
  '<span data-lastmod>x<i></i ></span>',
  // An unquoted value that ends in `/` reads as `<x/>` (no text to replace) until it is rewritten.
  '<time data-lastmod datetime=2020-01-01T00:00:00Z/>x</time>',
  // Missing end tags (in HTML `/>` closes nothing).
  '<time data-lastmod/>',
  '<p data-lastmod>x',
  '<time data-lastmod>x<div>y</div>',
  '<script type="application/ld+json">{"dateModified":"2020-01-01T00:00:00Z"}'
]

export const CARRIERS: readonly string[] = [...TIDY_CARRIERS, ...UNTIDY_CARRIERS]

/** Pieces of carriers, to be glued into fuzzed documents: start and end tags apart, values, JSON. */
const CARRIER_PIECES: readonly string[] = [
  ...CARRIERS,
  '<time data-lastmod>',
  '<time data-lastmod datetime="2020-01-01">',
  '<span data-lastmod=published>',
  '<p data-lastmod data-lastmod-format="YYYY">',
  '</time>',
  '</span>',
  '</p>',
  '</time >',
  '</>',
  '<script type="application/ld+json">',
  '{"dateModified":"2020-01-01T00:00:00Z"}',
  '{"@graph":[{"dateModified":"2020-01-01"}]}',
  '{"@type":"WebPage","dateModified":"2020-01-01"}',
  '{"@type":"Article","url":"/p/","dateModified":"2020-01-01"}',
  '{"@type":"Person","@id":"https://x.test/p/","dateModified":"2020-01-01"}',
  '{"@type":"BlogPosting","mainEntityOfPage":"page.html","dateModified":"2020-01-01"}',
  '</script>',
  '<meta property="og:updated_time" content="',
  '2020-01-01T00:00:00Z',
  '">',
  ' data-lastmod',
  ' datetime=',
  ' content=x',
  '<svg>',
  '</svg>',
  '<template>',
  '<table><tr><td>'
]

/** A compact page that holds every carrier, in head and body, for prefix tests. */
export const CARRIER_PAGE =
  '<!DOCTYPE html><html><head><meta charset=utf-8>' +
  CARRIERS.slice(0, 15).join('\n') +
  '</head><body><main><p>Intro &amp; more</p>' +
  CARRIERS.slice(15).join('\n') +
  '</main></body></html>'

/** Where carriers go in a page: after `<head>`, before `</head>`, after `<body>`, inside `<main>` or the first `<p>`, before `</body>`, at the end. */
function anchors(html: string): number[] {
  const after = (pattern: RegExp): number => {
    const m = pattern.exec(html)
    return m === null ? -1 : m.index + m[0].length
  }
  const before = (needle: string): number => html.lastIndexOf(needle)
  const found = [
    after(/<head[^>]*>/i),
    before('</head>'),
    after(/<body[^>]*>/i),
    after(/<main[^>]*>/i),
    after(/<p(?:\s[^>]*)?>/i),
    before('</body>'),
    html.length
  ]
  return found.filter((at) => at >= 0)
}

function insert(html: string, inserts: Array<{ at: number; text: string }>): string {
  let out = html
  // From the end, so that earlier positions stay valid.
  for (const { at, text } of [...inserts].sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at)
  return out
}

/**
 * Variants of a page with carriers put in: the tidy ones together, then all of them, before
 * `</body>`; one at each anchor (which ones, `rand` decides); and a few anywhere at all, even
 * inside a tag or a script.
 */
export function withCarriers(html: string, rand: () => number): string[] {
  const first = Math.floor(rand() * CARRIERS.length)
  const end = html.includes('</body>') ? html.lastIndexOf('</body>') : html.length
  const tidy = insert(html, [{ at: end, text: TIDY_CARRIERS.join('\n') }])
  const all = insert(html, [{ at: end, text: CARRIERS.join('') }])
  const atAnchors = insert(
    html,
    anchors(html).map((at, k) => ({ at, text: CARRIERS[(first + k) % CARRIERS.length] as string }))
  )
  const anywhere = insert(
    html,
    Array.from({ length: 4 }, () => ({
      at: Math.floor(rand() * (html.length + 1)),
      text: CARRIERS[Math.floor(rand() * CARRIERS.length)] as string
    }))
  )
  return [tidy, all, atAnchors, anywhere]
}

function mutate(rand: () => number, piece: string): string {
  const r = rand()
  if (r < 0.6) return piece
  if (r < 0.7) return piece.toUpperCase()
  if (r < 0.8) return piece.replaceAll('"', "'")
  if (r < 0.9) return piece.replaceAll('"', '')
  // Cut anywhere: a carrier that the page ends in, or that the next piece runs into.
  return piece.slice(0, Math.floor(rand() * (piece.length + 1)))
}

/** One short document of fuzzed HTML and carrier pieces; same `rand` state, same document. */
export function fuzzDatedDocument(rand: () => number): string {
  const parts: string[] = []
  const count = 1 + Math.floor(rand() * 8)
  for (let k = 0; k < count; k++) {
    if (rand() < 0.45) parts.push(fuzzDocument(rand))
    else parts.push(mutate(rand, CARRIER_PIECES[Math.floor(rand() * CARRIER_PIECES.length)] as string))
  }
  return parts.join('')
}
