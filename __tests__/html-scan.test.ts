import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Parser } from 'htmlparser2'
import {
  attributeFilter,
  nameTable,
  NO_ATTRIBUTES,
  scanHtml,
  scanHtmlPositions,
  scanHtmlTags,
  type AttributeSpan,
  type AttributeSpans,
  type PositionHandler,
  type ScanHandler
} from '../src/core/html-scan.js'
import { CORPUS, GENERATORS, htmlFiles } from '../__fixtures__/corpus.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'
import { bigPage, retainedBytes } from '../__fixtures__/heap.js'

/**
 * Events in a comparable form: adjacent text joined (both parsers may split text anywhere),
 * attributes as their own enumerable key/value pairs in key order.
 */
function collect(run: (handler: ScanHandler) => void): string[] {
  const events: string[] = []
  let text: string | null = null
  const flush = (): void => {
    if (text !== null) events.push(`text ${JSON.stringify(text)}`)
    text = null
  }
  run({
    onopentag(name, attribs) {
      flush()
      const pairs = Object.entries(attribs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      events.push(`open ${name}${pairs.length === 0 ? '' : ' ' + JSON.stringify(pairs)}`)
    },
    onclosetag(name) {
      flush()
      events.push(`close ${name}`)
    },
    ontext(chunk) {
      text = (text ?? '') + chunk
    }
  })
  flush()
  return events
}

/** htmlparser2 as the product used it: whole page written at once, entities decoded. */
function reference(html: string): string[] {
  return collect((handler) => {
    const parser = new Parser(handler, { decodeEntities: true })
    parser.write(html)
    parser.end()
  })
}

function scanned(html: string): string[] {
  return collect((handler) => scanHtml(html, handler))
}

/** Asserts both agree; returns the events so that a test can also pin what htmlparser2 does. */
function same(html: string): string[] {
  const expected = reference(html)
  expect(scanned(html)).toEqual(expected)
  return expected
}

describe('scanHtml reports what htmlparser2 reports', () => {
  describe('tree building', () => {
    it('closes elements implied by an opening tag (htmlparser2 openImpliesClose)', () => {
      expect(same('<p>a<p>b<div>c<li>d<li>e<h1>f<h2>g</h2><table><tr><td>1<td>2<tr><th>3</table>')).toContain(
        'close p'
      )
      same('<ul><li><a href=1>x<a href=2>y</ul><dl><dt>t<dd>d<dt>u</dl><select><option>1<optgroup><option>2</select>')
      same('<ruby>a<rt>b<rp>c<rt>d</ruby><table><thead><tr><td>x<tbody><tr><td>y<tfoot></table>')
      same('<head><link rel=a><script>x</script><body>y<form><input><button>b<select><textarea>t</textarea>')
    })

    it('turns a stray </p> into an empty paragraph', () => {
      expect(same('a</p>b')).toEqual(['text "a"', 'open p', 'close p', 'text "b"'])
      same('<div></p></div><svg></p></svg>')
    })

    it('turns </br> into a line break and ignores other void end tags', () => {
      expect(same('a</br>b</BR x></img></input>')).toEqual([
        'text "a"',
        'open br',
        'close br',
        'text "b"',
        'open br',
        'close br'
      ])
    })

    it('opens and closes void elements at once', () => {
      same('<br><hr/><img src=x><input type=checkbox checked><meta charset=utf-8><link rel=x><wbr><area><col><embed>')
      same('<param><source><track><base><basefont><command><frame><isindex><keygen><keygen/>')
    })

    it('closes what is still open at the end of the page, innermost first', () => {
      expect(same('<html><body><div><span>x')).toEqual([
        'open html',
        'open body',
        'open div',
        'open span',
        'text "x"',
        'close span',
        'close div',
        'close body',
        'close html'
      ])
    })

    it('closes the elements above the one an end tag names', () => {
      same('<div><span><em>x</div>y</span></em>')
      same('<a><b><c></b></a></c>')
    })

    it('ignores a form inside a form, attributes and all', () => {
      expect(same('<form id=1><form id=2 /><p>x</form></form>')).toEqual([
        'open form [["id","1"]]',
        'open p',
        'text "x"',
        'close p',
        'close form'
      ])
    })

    it('maps <image> to img outside svg', () => {
      same('<image src=x><svg><image href=y/></svg></image>')
    })
  })

  describe('tag syntax', () => {
    it('lowercases tag and attribute names, with full Unicode lowercasing', () => {
      same('<DIV ID=a Class=B><SPAN>x</Span></div>')
      same('<dİv>x</DİV><a İd=1 \u212aey=2>')
    })

    it('knows a name spelled with a non-ASCII capital that lowers to ASCII (the Kelvin sign)', () => {
      expect(same('<lin\u212a rel=x><p>a</p>')).toEqual(['open link [["rel","x"]]', 'close link', 'open p', 'text "a"', 'close p'])
      same('<tbody><tr><td>a<tr\u212a><td>b<scrip\u212a>x</script>')
    })

    it('reads attributes unquoted, quoted with > inside, without value, and with odd separators', () => {
      same('<a href=/x?a=1 title="a > b" data-x=\'it"s\' hidden>x</a>')
      same('<a x = 1 y= "2" z ="3" =w "q" \'r\' a=b=c d=>e>')
      same('<a x="1"y=\'2\'z>')
      same('<a/b/c=d/>x')
    })

    it('keeps the first of duplicated attributes', () => {
      expect(same('<a x=1 X=2 x=3 y>')).toEqual(['open a [["x","1"],["y",""]]', 'close a'])
    })

    it('drops a __proto__ attribute, as htmlparser2 does, and keeps other Object.prototype names', () => {
      expect(same('<a __proto__=1 constructor=2 toString hasOwnProperty=3 __PROTO__=4>')).toEqual([
        'open a [["constructor","2"],["hasownproperty","3"],["tostring",""]]',
        'close a'
      ])
    })

    it('gives every tag without attributes the one frozen NO_ATTRIBUTES, and others an object of their own', () => {
      const given: Array<[string, Record<string, string>]> = []
      const handler: ScanHandler = { onopentag: (name, attribs) => given.push([name, attribs]), onclosetag: () => {}, ontext: () => {} }
      scanHtml('<p>a<br/><b >b</b><i x=1>c</i><i __proto__=1>d</i></p><a y>', handler)
      expect(given.map(([name, attribs]) => [name, attribs === NO_ATTRIBUTES])).toEqual([
        ['p', true], ['br', true], ['b', true], ['i', false], ['i', false], ['a', false]
      ])
      expect(Object.isFrozen(NO_ATTRIBUTES) && Object.keys(NO_ATTRIBUTES).length === 0).toBe(true)
      expect(Object.keys(given[4]?.[1] ?? NO_ATTRIBUTES)).toEqual([])
    })

    it('decodes entities in attribute values with the attribute rules', () => {
      same('<a href="?a=1&amp;b=2&copy=3&copy;&notit;&not=x&ampx&amp" title=&lt;&#65&#x42;&#x110000;&#0;&#128;>')
      same("<a x='&amp' y=&amp z=&amp; w=&#x41>")
    })

    it('treats `<` followed by a non-letter as text', () => {
      same('a < b, 1<2, <3, <<b>x</b>, < p>, <.x>, <=>')
    })

    it('handles </>, </ >, </ x>, </1> and end tags with junk', () => {
      expect(same('a</>b</ >c</ x>d</1>e</p x="y">f')).toEqual(['text "abcde"', 'open p', 'close p', 'text "f"'])
    })

    it('recognises self-closing tags only in foreign content', () => {
      same('<div/>x<span/>y')
      same('<svg><path/><g/><circle></circle></svg>')
      same('<math><mi/><mo>x</mo><mspace/></math>')
    })

    it('handles svg, math, foreignObject and the SVG case of names', () => {
      same('<svg><clippath id=c/><lineargradient></lineargradient><foreignObject><p/>x<clippath/></foreignobject></svg>')
      same('<svg><foreignObject><svg><clipPath></clippath></svg></foreignObject><desc><b/></desc><title><i/></title></svg>')
      same('<svg><clipPath><foreignObject><clippath></clippath>x</foreignObject></clipPath></svg>')
      same('<math><mtext><b/></mtext><annotation-xml><i/></annotation-xml><ms/></math>')
      same('<svg><title><script>x</script></title><script>y<b></script></svg>')
    })

    it('keeps NUL, CR, LF and other control characters as they are', () => {
      same('a\0b\r\nc\rd<p\0x=1>e\0</p\0>\u0001<a\fb\tc\nd\re>')
    })
  })

  describe('comments, declarations, CDATA', () => {
    it('reports no text for comments, doctype, processing instructions and bogus comments', () => {
      expect(same('<!DOCTYPE html>a<!-- c -->b<?xml x?>c<!x>d<!>e<!->f<!doctypex>g<!-- never closed ->h')).toEqual([
        'text "abcdefg"'
      ])
    })

    it('ends comments at -->, --!>, and abruptly at <!--> and <!--->', () => {
      same('<!-->a<!--->b<!---->c<!-- x --!>d<!-- -- ->e-->f<!--a--!-->g<!--->--->h')
    })

    it('treats CDATA as a comment in HTML and as text inside svg/math', () => {
      expect(same('<p><![CDATA[x<y]]></p><svg><![CDATA[a&amp;]]]]><![CDATA[]]></svg>')).toEqual([
        'open p',
        'close p',
        'open svg',
        'text "a&amp;]]"',
        'close svg'
      ])
      same('<![CDATA[x<![cdata[y]]><![CDAT>z')
      // Even an empty CDATA section is a text event there.
      expect(same('<math><![CDATA[]]></math>')).toEqual(['open math', 'text ""', 'close math'])
    })
  })

  describe('special bodies', () => {
    it('keeps script and style bodies verbatim, ending only at their own end tag', () => {
      same('<script>if (a<b && c>d) x("</scr" + "ipt>"); <!-- </div> --></script>t')
      same('<script>a</script >b<script>c</script\t\nx=1>d<style>e</STYLE>f<script>g</scriptx></script/>h')
      same('<xmp><b>&amp;</xmp><iframe><b></iframe><noembed><b></noembed><noframes><b></noframes>')
    })

    it('decodes entities in title and textarea, and nothing else inside them is markup', () => {
      same('<title>a &amp; b <b>c</b> &lt;&notit; &amp</title><textarea><p>&copy</textarea >')
    })

    it('follows htmlparser2 where a partial end tag swallows the & after it in RCDATA', () => {
      expect(same('<title>a</titl&amp;b<&lt;</title>')).toEqual(['open title', 'text "a</titl&amp;b<&lt;"', 'close title'])
    })

    it('follows htmlparser2 where U+001C and U+000F stand in for < and / in an end tag', () => {
      same('<script>\u001c/script>a<script>b</x\u001c\u000fSCRIPT>c<title>\u001c\u000ftitle>d')
    })

    it('treats <script/> like <script>', () => {
      same('<script/>x</script>y<title/>z')
    })

    it('makes everything after <plaintext> text', () => {
      expect(same('<plaintext>a</plaintext><b>&amp;')).toEqual([
        'open plaintext',
        'text "a</plaintext><b>&amp;"',
        'close plaintext'
      ])
    })

    it('gives special bodies no meaning inside foreign content', () => {
      same('<svg><style>a<b/></style><script>&amp;<i/></script><title>&amp;<b/></title></svg>')
    })
  })

  describe('text and entities', () => {
    it('decodes named, legacy and numeric entities like htmlparser2', () => {
      same('&amp; &amp &AMP; &lt &gt; &nbsp &notit; &notin; &not &copy2 &#65 &#x41; &#X41 &#x110000; &#0; &#128; &#xD800;')
      same('&#99999999999999; &#; &#x; &# &bogus; &; & &&amp;&ThickSpace;&NotNestedGreaterGreater;')
      same('x&amp<p>&am</p>&amp</b>&#65<!-- -->&#x41')
    })

    it('decodes an entity cut by the end of the page', () => {
      same('a&amp')
      same('a&#65')
      same('a&no')
      same('a&')
    })
  })

  describe('pages cut short', () => {
    it('handles pages that end inside a tag, an attribute, a comment, an entity or a special body', () => {
      for (const html of [
        '<', 'a<', '</', 'a</', '</a', '</a ', '</a x', '<a', '<a ', '<a/', '<a / ', '<a x', '<a x=', '<a x="1',
        "<a x='1", '<a x=1', '<a x=1 ', '<p>x<div', '<p>x<div ', '<!', '<!-', '<!--', '<!-- x -', '<![CDATA[x',
        '<svg><![CDATA[x', '<?x', '<s', '<scr', '<script', '<script ', '<Title', '<svg><scr', '<script>x</scr',
        '<title>&am', '<title>x</title', '<title>x</title ', '<plaintext', '<a x="&amp', '&#x4'
      ]) {
        same(html)
      }
    })

    it('agrees on every prefix of a page that has a bit of everything', () => {
      const page =
        '<!DOCTYPE html><html><head><title>T &amp; t</title><style>a>b{}</style>' +
        '<script>if(a<b)x("</scr")</script></head><body class="x y" data-a=1 hidden>' +
        '<p>Hi &copy 2025 &#x263A;<br/><img src="a.png" alt=\'A > B\'></p><!-- note -- -->' +
        '<svg viewBox="0 0 1 1"><path d="M0 0"/><![CDATA[c]]><foreignObject><p/>f</foreignObject></svg>' +
        '<textarea>&lt;b&gt;</textarea><ul><li>1<li>2</ul></P></br><?pi x?></body></html>'
      for (let end = 0; end <= page.length; end++) same(page.slice(0, end))
    })
  })
})

/** Files whose events differ, by name, with the first differing event of each. */
function mismatches(pages: Map<string, string>): string[] {
  const found: string[] = []
  for (const [html, name] of pages) {
    const expected = reference(html)
    const actual = scanned(html)
    const at = expected.findIndex((event, k) => actual[k] !== event)
    if (at >= 0 || actual.length !== expected.length) {
      const k = at >= 0 ? at : expected.length
      found.push(`${name}: event ${k}: expected ${expected[k] ?? '(end)'}, got ${actual[k] ?? '(end)'}`)
    }
  }
  return found
}

describe('scanHtml on large pages and names met late', () => {
  it('agrees on a page of many events, and on a tag of 12,000 attributes', () => {
    same('<main>' + '<p class=a>one &amp; two  three</p><!-- c -->\u00e9'.repeat(20_000) + '</main>')
    same('<main>' + '<p class=a>one &amp; two  three</p><!-- c -->\u20ac'.repeat(20_000) + '</main>')
    same('<div ' + Array.from({ length: 12_000 }, (_, k) => `a${k}="${k}"`).join(' ') + '>x</div>')
  })

  it('agrees where a name first met on the page comes again', () => {
    same('<x-first-met data-first-met=1>a</x-first-met><x-first-met data-first-met=2>b</x-first-met>')
    same('<x-first-met-\u20ac data-first-met-\u20ac=1>a</x-first-met-\u20ac><x-first-met-\u20ac data-first-met-\u20ac=2>b</x-first-met-\u20ac>')
  })
})

describe('scanHtml agrees with htmlparser2 on real generator output', () => {
  it.each(GENERATORS)('%s', (generator) => {
    const pages = htmlFiles(path.join(CORPUS, generator, 'steps'))
    expect(pages.size).toBeGreaterThan(0)
    expect(mismatches(pages)).toEqual([])
  })

  it('the extraction fixtures', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')
    const pages = htmlFiles(dir)
    expect(pages.size).toBeGreaterThan(0)
    expect(mismatches(pages)).toEqual([])
  })
})

describe('scanHtml agrees with htmlparser2 on fuzzed documents', () => {
  it('10,000 seeded documents built from tricky pieces', () => {
    const rand = mulberry32(20250601)
    const failures: string[] = []
    for (let n = 0; n < 10_000; n++) {
      const html = fuzzDocument(rand)
      if (JSON.stringify(scanned(html)) !== JSON.stringify(reference(html))) failures.push(html)
    }
    // Show the shortest failures with both event lists: enough to turn one into a hand-written case.
    failures.sort((a, b) => a.length - b.length)
    expect(failures.slice(0, 3).map((html) => ({ html, expected: reference(html), actual: scanned(html) }))).toEqual([])
    expect(failures.length).toBe(0)
  })
})

// ---- positions (scanHtmlPositions) ----------------------------------------------------------
// The same comparison with what htmlparser2 tells beside its events: isImplied, endIndex at
// onopentag, startIndex at onclosetag, and per attribute the place that startIndex, endIndex and
// the quote argument of onattribute give.

function isHtmlSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f'
}

/**
 * An attribute's place from what htmlparser2 reports at `onattribute`: `start` (startIndex) is where
 * its name starts, `end` (endIndex) just past it, and `quote` says how its value was written
 * (undefined: no value). The value lies after the name, `=` and any spaces.
 */
function spanFromParser(html: string, start: number, end: number, quote: string | null | undefined): AttributeSpan {
  if (quote === undefined) return { valueStart: -1, valueEnd: -1, quoted: false, end }
  let i = start + 1
  while (i < end && !isHtmlSpace(html[i]) && html[i] !== '=') i++
  while (i < end && isHtmlSpace(html[i])) i++
  if (html[i] !== '=') throw new Error(`no '=' after the attribute at ${start}`)
  i++
  while (i < end && isHtmlSpace(html[i])) i++
  return quote === null ? { valueStart: i, valueEnd: end, quoted: false, end } : { valueStart: i + 1, valueEnd: end - 1, quoted: true, end }
}

/** Events with their positions, one string each; attribute spans for every attribute of `attribs`, `__proto__` and one absent name. */
function collectPositions(run: (handler: PositionHandler) => void): string[] {
  const events: string[] = []
  let text: string | null = null
  const flush = (): void => {
    if (text !== null) events.push(`text ${JSON.stringify(text)}`)
    text = null
  }
  run({
    onopentag(name, attribs, implied, tagEnd, spans) {
      flush()
      const names = [...Object.keys(attribs), '__proto__', 'absent'].sort()
      const places = names.map((n) => {
        const span = spans.get(n)
        return span === undefined ? `${n}:-` : `${n}:${span.valueStart},${span.valueEnd},${span.quoted ? 'q' : 'u'},${span.end}`
      })
      const pairs = Object.entries(attribs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      events.push(`open ${name} ${JSON.stringify(pairs)} implied=${implied} end=${tagEnd} ${places.join(' ')}`)
    },
    onclosetag(name, implied, start) {
      flush()
      events.push(`close ${name} implied=${implied} start=${start}`)
    },
    ontext(chunk) {
      text = (text ?? '') + chunk
    }
  })
  flush()
  return events
}

/** htmlparser2's own report: positions read from the parser at each event (-1 where the event is implied). */
function referencePositions(html: string): string[] {
  return collectPositions((handler) => {
    let spans = new Map<string, AttributeSpan>()
    let values = new Map<string, string>()
    let last: AttributeSpan | undefined
    const parser: Parser = new Parser(
      {
        onopentagname() {
          spans = new Map()
          values = new Map()
          last = undefined
        },
        onattribute(name, value, quote) {
          last = spanFromParser(html, parser.startIndex, parser.endIndex, quote)
          if (!spans.has(name)) spans.set(name, last)
          if (!values.has(name)) values.set(name, value)
        },
        onopentag(name, attribs, isImplied) {
          const found = last
          const places: AttributeSpans = { get: (n) => spans.get(n), value: (n) => values.get(n), last: () => found }
          handler.onopentag(name, attribs, isImplied, isImplied ? -1 : parser.endIndex, places)
        },
        onclosetag(name, isImplied) {
          handler.onclosetag(name, isImplied, isImplied ? -1 : parser.startIndex)
        },
        ontext(chunk) {
          handler.ontext(chunk)
        }
      },
      { decodeEntities: true }
    )
    parser.write(html)
    parser.end()
  })
}

function scannedPositions(html: string): string[] {
  return collectPositions((handler) => scanHtmlPositions(html, handler))
}

function samePositions(html: string): string[] {
  const expected = referencePositions(html)
  expect(scannedPositions(html)).toEqual(expected)
  return expected
}

/** Each text event with what the scanner says of its whitespace. */
function textEvents(html: string): Array<[text: string, spacesOnly: boolean | undefined]> {
  const texts: Array<[string, boolean | undefined]> = []
  const noop = (): void => {}
  scanHtml(html, { onopentag: noop, onclosetag: noop, ontext: (text, spacesOnly) => texts.push([text, spacesOnly]) })
  return texts
}

/** Each text event with what the scanner says of its whitespace (`?`: nothing). */
function hints(html: string): string[] {
  return textEvents(html).map(([text, spacesOnly]) => `${spacesOnly === undefined ? '?' : spacesOnly ? 'spaces' : 'other'} ${JSON.stringify(text)}`)
}

describe('what the scanner says of the whitespace in a text', () => {
  it('tells texts of words and single spaces from texts with two spaces in a row, a tab, newline, CR, form feed, vertical tab or NBSP', () => {
    const html = '<p>one two three</p><p>one two  three</p><p>a\nb</p><p>a\tb</p><p>a\rb</p><p>a\fb</p><p>a\vb</p><p>a\u00a0b</p><p> edge </p>'
    expect(hints(html)).toEqual([
      'spaces "one two three"',
      'other "one two  three"',
      'other "a\\nb"',
      'other "a\\tb"',
      'other "a\\rb"',
      'other "a\\fb"',
      'other "a\\u000bb"',
      'other "a\u00a0b"',
      'spaces " edge "'
    ])
  })

  it('counts only what lies inside a text: whitespace in tags, comments and special bodies does not mark the texts around it', () => {
    const html = '<p>a b</p>\n<a\nhref="x\ty">c d</a><!-- \n --><p>e f</p><script>\n</script><p>g h</p><style>\t</style>i j'
    expect(hints(html)).toEqual(['spaces "a b"', 'other "\\n"', 'spaces "c d"', 'spaces "e f"', '? "\\n"', 'spaces "g h"', '? "\\t"', 'spaces "i j"'])
    expect(hints('<p>a b</p><p  class="x  y">c d</p><!--  -->e f<script>a  b</script>g h')).toEqual([
      'spaces "a b"',
      'spaces "c d"',
      'spaces "e f"',
      '? "a  b"',
      'spaces "g h"'
    ])
  })

  it('says nothing of a text with an entity, which may decode to whitespace', () => {
    expect(hints('<p>a&nbsp;b</p><p>a&amp;b</p><p>a&#10;b</p><p>c d</p>')).toEqual(['? "a\u00a0b"', '? "a&b"', '? "a\\nb"', 'spaces "c d"'])
  })

  it('says nothing on a page with a character past U+00FF, where the wide spaces would need a search of their own', () => {
    expect(hints('<p>a\u2003b</p><p>c d</p><p>’</p>')).toEqual(['? "a\u2003b"', '? "c d"', '? "’"'])
    expect(hints('<p>c d</p><p>\u00e9\u00ff</p>')).toEqual(['spaces "c d"', 'spaces "\u00e9\u00ff"'])
  })

  it('is right on every text of the corpus, the extraction fixtures and 10,000 fuzzed documents', () => {
    const wrong: string[] = []
    let told = 0
    // A hint is wrong when it says `spaces` of a text with other whitespace or two spaces in a row,
    // or `other` of one without.
    const count = (html: string): void => {
      for (const [text, spacesOnly] of textEvents(html)) {
        if (spacesOnly === undefined) continue
        told++
        if (spacesOnly === /[^\S ]| {2}/.test(text)) wrong.push(`${spacesOnly} ${JSON.stringify(text)} in ${JSON.stringify(html)}`)
      }
    }
    for (const generator of GENERATORS) for (const html of htmlFiles(path.join(CORPUS, generator, 'steps')).keys()) count(html)
    for (const html of htmlFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')).keys()) count(html)
    const rand = mulberry32(20261130)
    const pieces = ['a', 'b c', ' ', '  ', '\n', '\t', '\r\n', '\f', '\v', '\u00a0', 'é', '<p>', '</p>', '<b>', '</b>', '&amp;', '<!--\n-->', '<a href="\n">', '</a>', '<br>']
    for (let n = 0; n < 10_000; n++) {
      const html = n % 2 === 0 ? fuzzDocument(rand) : Array.from({ length: 40 }, () => pieces[Math.floor(rand() * pieces.length)]).join('')
      count(html)
    }
    expect(wrong.slice(0, 3)).toEqual([])
    // The hint was given, not only never wrong.
    expect(told).toBeGreaterThan(50_000)
  })
})

describe('a handler that wants no text for a while', () => {
  /**
   * Texts with their hints: `asking`, every text a handler gets that says it wants text only
   * inside <b> (counted by depth); otherwise, of every text, those met inside <b>.
   */
  function textsInsideB(html: string, asking: boolean): string[] {
    const texts: string[] = []
    let depth = 0
    const handler: ScanHandler = {
      onopentag: (name) => {
        if (name === 'b') depth++
      },
      onclosetag: (name) => {
        if (name === 'b') depth--
      },
      ontext: (text, spacesOnly) => {
        if (asking || depth > 0) texts.push(`${spacesOnly === undefined ? '?' : spacesOnly ? 'spaces' : 'other'} ${JSON.stringify(text)}`)
      }
    }
    if (asking) handler.wantsText = () => depth > 0
    scanHtml(html, handler)
    return texts
  }

  it('gets no text while it says so, and the texts it wants as they are without it', () => {
    const html = '<p>a\tb &amp; c</p><b>one two</b><i>x  y</i><b>p\nq&nbsp;r</b><style>s  t</style><title>u &amp; v</title><b>w x</b>'
    expect(textsInsideB(html, true)).toEqual(['spaces "one two"', '? "p\\nq\u00a0r"', 'spaces "w x"'])
  })

  it('gets, on fuzzed documents, exactly the texts a handler that takes them all gets at the same places', () => {
    const rand = mulberry32(20261201)
    const pieces = ['a', 'b c', '  ', '\n', '\t', '\u00a0', '&amp;', '&nbsp;', '<b>', '</b>', '<p>', '</p>', '<script>x  y</script>', '<title>t\tu</title>']
    const wrong: string[] = []
    let asked = 0
    for (let n = 0; n < 3000; n++) {
      const html = n % 2 === 0 ? fuzzDocument(rand) + Array.from({ length: 12 }, () => pieces[Math.floor(rand() * pieces.length)]).join('') : Array.from({ length: 30 }, () => pieces[Math.floor(rand() * pieces.length)]).join('')
      const wanted = textsInsideB(html, true)
      asked += wanted.length
      if (JSON.stringify(wanted) !== JSON.stringify(textsInsideB(html, false))) wrong.push(html)
    }
    expect(wrong.slice(0, 2)).toEqual([])
    // Texts were wanted, not only never wrong.
    expect(asked).toBeGreaterThan(3000)
  })
})

describe('tables by the number of an interned name', () => {
  /** The value a table gives each start tag of `html`, by the id the scan reports with it. */
  const valuesByTag = (html: string, table: Uint8Array): Array<[string, number]> => {
    const out: Array<[string, number]> = []
    const noop = (): void => {}
    const handler: PositionHandler = {
      onopentag: (name, _attribs, _implied, _tagEnd, _spans, id) => out.push([name, id === undefined ? -1 : (table[id] ?? 0)]),
      onclosetag: noop,
      ontext: noop
    }
    scanHtmlPositions(html, handler)
    return out
  }

  it('gives each start tag the value of its name, in any case, and 0 to names it does not list', () => {
    // Names the trie knows from the start: other tests of this file fill it to its bound.
    const table = nameTable([['td', 3], ['li', 7], ['p', 1], ['img', 5]])
    expect(table).not.toBeNull()
    // A name met later (x-new) and one outside the trie's alphabet (x.y) read as 0; `</p>` alone
    // stands for an implied <p>; `<image>` is reported as img.
    const html = '<TD>a<li>b</li><x-new><x.y></x.y></x-new><Td></p><image><svg><clipPath/></svg>'
    expect(valuesByTag(html, table as Uint8Array)).toEqual([
      ['td', 3],
      ['li', 7],
      ['x-new', 0],
      ['x.y', 0],
      ['td', 3],
      ['p', 1],
      ['img', 5],
      ['svg', 0],
      ['clipPath', 0]
    ])
  })

  it('is null for a name that is not lowercase or that the trie cannot hold', () => {
    expect(nameTable([['td', 1], ['clipPath', 2]])).toBeNull()
    expect(nameTable([['td', 1], ['x.y', 2]])).toBeNull()
    expect(nameTable([['donn\u00e9es', 1]])).toBeNull()
    // The empty name is left out, as attributeFilter always did.
    expect(nameTable([['', 9], ['td', 1]])).not.toBeNull()
  })
})

describe('scanHtml with an attribute filter', () => {
  const KEPT = ['href', 'src', 'alt', 'class']
  /** htmlparser2's events with only the kept attributes. */
  const keptOnly = (html: string): string[] =>
    collect((handler) => {
      const parser = new Parser(
        {
          ...handler,
          onopentag: (name, attribs) =>
            handler.onopentag(name, Object.fromEntries(Object.entries(attribs).filter(([key]) => KEPT.includes(key))))
        },
        { decodeEntities: true }
      )
      parser.write(html)
      parser.end()
    })
  const filtered = (html: string, filter = attributeFilter(KEPT)): string[] =>
    collect((handler) => scanHtml(html, handler, filter))

  it('keeps the named attributes and reads past the others, which give a tag without kept ones no object', () => {
    const seen: Array<[string, Record<string, string>]> = []
    const noop = (): void => {}
    const html = '<div id="x" class=a><a data-v-1 HREF="/p?a=1&amp;b=2" target=_blank href="/second">t</a><p style="c">u</p><img alt="A" src=/i.png loading=lazy></div>'
    scanHtml(html, { onopentag: (name, attribs) => seen.push([name, attribs]), onclosetag: noop, ontext: noop }, attributeFilter(['HREF', 'src', 'alt', 'class']))
    expect(seen.map(([name, attribs]) => [name, { ...attribs }])).toEqual([
      ['div', { class: 'a' }],
      ['a', { href: '/p?a=1&b=2' }],
      ['p', {}],
      ['img', { alt: 'A', src: '/i.png' }]
    ])
    expect(seen[2]?.[1]).toBe(NO_ATTRIBUTES)
  })

  it('leaves everything else as htmlparser2 reports it, on the extraction fixtures and 10,000 fuzzed documents', () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')
    const pages = [...htmlFiles(dir).keys()]
    const rand = mulberry32(20261130)
    for (let n = 0; n < 10_000; n++) pages.push(fuzzDocument(rand))
    const failures = pages.filter((html) => JSON.stringify(filtered(html)) !== JSON.stringify(keptOnly(html)))
    expect(failures.slice(0, 3).map((html) => ({ html, expected: keptOnly(html), actual: filtered(html) }))).toEqual([])
  })

  it('keeps some attributes on the named containers only, and everywhere when also named for all', () => {
    const seen: Array<[string, Record<string, string>]> = []
    const noop = (): void => {}
    const html = '<section class="s" id="i"><a class="a" href="/x">t</a><div CLASS="d" title="t">u</div></section><nav class="n" href="/h"></nav>'
    const filter = attributeFilter(['href'], [], { attributes: ['class', 'id'], containers: ['section', 'DIV'] })
    scanHtml(html, { onopentag: (name, attribs) => seen.push([name, attribs]), onclosetag: noop, ontext: noop }, filter)
    expect(seen.map(([name, attribs]) => [name, { ...attribs }])).toEqual([
      ['section', { class: 's', id: 'i' }],
      ['a', { href: '/x' }],
      ['div', { class: 'd' }],
      ['nav', { href: '/h' }]
    ])
    const everywhere = attributeFilter(['class'], [], { attributes: ['class'], containers: ['div'] })
    expect(filtered('<p class="p">x</p><div class="d">y</div>', everywhere)).toEqual(reference('<p class="p">x</p><div class="d">y</div>'))
  })

  it('is null, keeping every attribute, for a name the trie cannot hold', () => {
    expect(attributeFilter(['href', 'data-x.y'])).toBeNull()
    expect(attributeFilter(['href', 'donn\u00e9es'])).toBeNull()
    const html = '<p data-x.y="1" class="c">t</p>'
    expect(filtered(html, attributeFilter(['data-x.y']))).toEqual(reference(html))
  })
})

describe('the names the scanner learns', () => {
  it('keep none of the pages they were first seen on', () => {
    const noop = (): void => {}
    const handler: ScanHandler = { onopentag: noop, onclosetag: noop, ontext: noop }
    const letters = (i: number): string => String.fromCharCode(0x61 + (i % 26), 0x61 + Math.floor(i / 26))
    const names: string[] = []
    const retained = retainedBytes(() => {
      for (let i = 0; i < 40; i++) {
        // A custom element and an attribute name (Vue's scoped-style kind), new to the trie, both long enough to be slices of the page.
        const html = bigPage(`<retained-widget-${letters(i)} data-v-retained${letters(i)}>`, 1_000_000)
        scanHtml(html, { ...handler, onopentag: (name, attribs) => names.push(name, ...Object.keys(attribs)) })
      }
    })
    expect(names.slice(0, 2)).toEqual(['retained-widget-aa', 'data-v-retainedaa'])
    // Holding the pages would be 40 MB.
    expect(retained).toBeLessThan(8_000_000)
  })
})

describe('scanHtmlPositions reports the positions htmlparser2 reports', () => {
  it('gives the `>` of each start tag and the `<` of each end tag', () => {
    expect(samePositions('<div id=a><p>x</p></div>')).toEqual([
      'open div [["id","a"]] implied=false end=9 __proto__:- absent:- id:8,9,u,9',
      'open p [] implied=false end=12 __proto__:- absent:-',
      'text "x"',
      'close p implied=false start=14',
      'close div implied=false start=18'
    ])
  })

  it('marks implied opens and closes as htmlparser2 does, with no positions for them', () => {
    // A start tag closing a paragraph, an end tag closing what is above its element, a stray </p>
    // (open implied, close not), </br> (the same), a void element, the end of the page.
    expect(samePositions('<p>a<div>b<i>c</div></p></br><img>')).toEqual([
      'open p [] implied=false end=2 __proto__:- absent:-',
      'text "a"',
      'close p implied=true start=-1',
      'open div [] implied=false end=8 __proto__:- absent:-',
      'text "b"',
      'open i [] implied=false end=12 __proto__:- absent:-',
      'text "c"',
      'close i implied=true start=-1',
      'close div implied=false start=14',
      'open p [] implied=true end=-1 __proto__:- absent:-',
      'close p implied=false start=20',
      'open br [] implied=true end=-1 __proto__:- absent:-',
      'close br implied=false start=24',
      'open img [] implied=false end=33 __proto__:- absent:-',
      'close img implied=true start=-1'
    ])
    samePositions('<ul><li>1<li>2</ul><table><tr><td>a<td>b</table><dl><dt>x<dd>y</dl><select><option>1<option>2</select>')
    samePositions('<html><head><title>t</title><body><p>x<div><span>y')
  })

  it('counts an end tag as ending where its name ends, and </> as nothing', () => {
    // After `</div >` htmlparser2's startIndex is the `>`, so the end tag right after it "starts" there.
    const html = '<span>x<div></div ></span>'
    expect(samePositions(html)).toContain(`close span implied=false start=${html.indexOf('></span>')}`)
    // `</>` reports nothing: the index stays where the text before it ended.
    expect(samePositions('<b>x</></b>')).toContain('close b implied=false start=4')
    samePositions('<b><i>x</i y="1"></></></b><u></u/></br ></p\t>z</p></b>')
    samePositions('<a><b></b x></a><c></c></></d></>y</c>')
  })

  it('handles void elements, self-closing foreign elements and special bodies', () => {
    samePositions('<br><hr/><img src=x /><input value="1"><keygen><svg><path d="M0"/><g></g><circle r=1 /></svg>')
    samePositions('<math><mi/><mo>x</mo></math><svg><foreignObject><p/>y</foreignObject></svg><div/>z')
    samePositions('<script type="application/ld+json">{"a":1}</script ><title>a&amp;</title><textarea></textarea>')
    samePositions('<script></script><style>x</style x><title>&amp;</title><script>\u001c/script>a</script>')
  })

  it('gives each attribute’s value and end, however it is written', () => {
    expect(samePositions('<a x="1" y=\'2\' z=3 w v = "4" u= 5>')).toEqual([
      'open a [["u","5"],["v","4"],["w",""],["x","1"],["y","2"],["z","3"]] implied=false end=33 ' +
        '__proto__:- absent:- u:32,33,u,33 v:26,27,q,28 w:-1,-1,u,20 x:6,7,q,8 y:12,13,q,14 z:17,18,u,18',
      'close a implied=true start=-1'
    ])
    samePositions('<a x= y=>z<a x=&amp;&lt y="&quot;&#x41;" z=\'&\' w=a=b =c ==d>')
    samePositions('<time data-lastmod datetime>x</time><meta content / ><a b\n=\n"c"\t/d>')
    samePositions('<a/b/c=d/>x<a x=1/>y<a x="1"y=\'2\'z>')
  })

  it('keeps the first of duplicated attributes, __proto__ included', () => {
    expect(samePositions('<a x=1 X="2" x y=3 __proto__=4 __PROTO__>')).toEqual([
      'open a [["x","1"],["y","3"]] implied=false end=40 __proto__:29,30,u,30 absent:- x:5,6,u,6 y:17,18,u,18',
      'close a implied=true start=-1'
    ])
  })

  it('agrees where the page ends inside a tag', () => {
    for (const html of ['<p>x<div', '<p>x<div ', '<p>x<div a', '<p>x<div a=', '<p>x<div a="1', '<p>x</p', '<p>x</p ', '<p>x</p x', '<svg><g/', '<p>x<div/']) {
      samePositions(html)
    }
  })

  it('agrees on every prefix of a page that has a bit of everything', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset=utf-8><meta property="og:updated_time" content=\'2020\'>' +
      '<script type="application/ld+json">{"dateModified":"2020"}</script ></head><body class="x y" data-a=1 hidden>' +
      '<p>Hi &copy; <time data-lastmod datetime=2020-01-01>x</time ></></p><!-- note --></br>' +
      '<svg viewBox="0 0 1 1"><path d="M0 0"/><foreignObject><p/>f</foreignObject></svg>' +
      '<table><tr><td>1<td data-lastmod>2</table><ul><li>1<li>2</ul></P><span x=1 x=2 y>z</span x></body></html>'
    for (let end = 0; end <= page.length; end++) samePositions(page.slice(0, end))
  })
})

/** Files whose events with positions differ, by name, with the first differing event of each. */
function positionMismatches(pages: Map<string, string>): string[] {
  const found: string[] = []
  for (const [html, name] of pages) {
    const expected = referencePositions(html)
    const actual = scannedPositions(html)
    const at = expected.findIndex((event, k) => actual[k] !== event)
    if (at >= 0 || actual.length !== expected.length) {
      const k = at >= 0 ? at : expected.length
      found.push(`${name}: event ${k}: expected ${expected[k] ?? '(end)'}, got ${actual[k] ?? '(end)'}`)
    }
  }
  return found
}

describe('scanHtmlPositions agrees with htmlparser2 on real pages and fuzzed documents', () => {
  it.each(GENERATORS)('%s', (generator) => {
    const pages = htmlFiles(path.join(CORPUS, generator, 'steps'))
    expect(positionMismatches(pages)).toEqual([])
  })

  it('the extraction fixtures', () => {
    const pages = htmlFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract'))
    expect(positionMismatches(pages)).toEqual([])
  })

  it("gives each start tag's last attribute where htmlparser2 reads it", () => {
    const lastSpans = (run: (handler: PositionHandler) => void): string[] => {
      const out: string[] = []
      run({
        onopentag(name, _attribs, implied, _tagEnd, spans) {
          const last = spans.last()
          out.push(`${name} ${implied} ${last === undefined ? '-' : `${last.valueStart},${last.valueEnd},${last.quoted ? 'q' : 'u'},${last.end}`}`)
        },
        onclosetag() {},
        ontext() {}
      })
      return out
    }
    const reference = (html: string): string[] =>
      lastSpans((handler) => {
        let last: AttributeSpan | undefined
        const parser: Parser = new Parser({
          onopentagname: () => (last = undefined),
          onattribute: (_name, _value, quote) => (last = spanFromParser(html, parser.startIndex, parser.endIndex, quote)),
          onopentag: (name, attribs, implied) => {
            const found = last
            handler.onopentag(name, attribs, implied, -1, { get: () => undefined, value: () => undefined, last: () => (implied ? undefined : found) })
          }
        })
        parser.write(html)
        parser.end()
      })
    const pinned = ['<a x=1/>', '<a x="1"/>', '<a x/>', '<a x=1 y>', '<a x=1 x=2>', '<a>', '<a x=1 />', '<a x=1\n>']
    const rand = mulberry32(20261206)
    const documents = [...pinned, ...Array.from({ length: 2_000 }, () => fuzzDocument(rand))]
    const differ = documents.filter((html) => JSON.stringify(lastSpans((h) => scanHtmlPositions(html, h))) !== JSON.stringify(reference(html)))
    expect(differ.slice(0, 3).map((html) => ({ html, expected: reference(html), actual: lastSpans((h) => scanHtmlPositions(html, h)) }))).toEqual([])
  })

  it('10,000 seeded documents built from tricky pieces', () => {
    const rand = mulberry32(20250602)
    const failures: string[] = []
    for (let n = 0; n < 10_000; n++) {
      const html = fuzzDocument(rand)
      if (JSON.stringify(scannedPositions(html)) !== JSON.stringify(referencePositions(html))) failures.push(html)
    }
    failures.sort((a, b) => a.length - b.length)
    expect(failures.slice(0, 3).map((html) => ({ html, expected: referencePositions(html), actual: scannedPositions(html) }))).toEqual([])
    expect(failures.length).toBe(0)
  })
})

// ---- tags only (scanHtmlTags) ----------------------------------------------------------------

/** An attribute's place and value as `spans` gives them (`-`: not there). */
function placeAndValue(spans: AttributeSpans, name: string, value: string | undefined): string {
  const span = spans.get(name)
  const place = span === undefined ? '-' : `${span.valueStart},${span.valueEnd},${span.quoted ? 'q' : 'u'},${span.end}`
  return `${name}:${place}=${JSON.stringify(value)}`
}

/**
 * scanHtmlPositions' tag events, each attribute with its place and its value from `attribs`; and
 * the names asked about at each start tag: its attributes, `__proto__` and one that is absent.
 */
function positionTags(html: string): { events: string[]; names: string[][] } {
  return positionTagsOnce(html)
}

function positionTagsOnce(html: string): { events: string[]; names: string[][] } {
  const events: string[] = []
  const names: string[][] = []
  scanHtmlPositions(html, {
    onopentag(name, attribs, implied, tagEnd, spans) {
      const asked = [...Object.keys(attribs), '__proto__', 'absent']
      names.push(asked)
      // No attributes object holds `__proto__`: only its place is compared.
      const described = asked.map((n) => placeAndValue(spans, n, n === '__proto__' ? spans.value(n) : attribs[n]))
      events.push(`open ${name} implied=${implied} end=${tagEnd} ${described.join(' ')}`)
    },
    onclosetag(name, implied, start) {
      events.push(`close ${name} implied=${implied} start=${start}`)
    },
    ontext() {}
  })
  return { events, names }
}

/** scanHtmlTags' events in positionTags' form, asking `names[k]` at the k-th start tag. */
function tagEvents(html: string, names: string[][]): string[] {
  return tagEventsOnce(html, names)
}

function tagEventsOnce(html: string, names: string[][]): string[] {
  const events: string[] = []
  let k = 0
  scanHtmlTags(html, {
    onopentag(name, implied, tagEnd, spans) {
      const asked = names[k++] ?? ['absent']
      events.push(`open ${name} implied=${implied} end=${tagEnd} ${asked.map((n) => placeAndValue(spans, n, spans.value(n))).join(' ')}`)
    },
    onclosetag(name, implied, start) {
      events.push(`close ${name} implied=${implied} start=${start}`)
    }
  })
  return events
}

function tagMismatches(pages: Map<string, string>): string[] {
  const found: string[] = []
  for (const [html, name] of pages) {
    const expected = positionTags(html)
    const actual = tagEvents(html, expected.names)
    const at = expected.events.findIndex((event, k) => actual[k] !== event)
    if (at >= 0 || actual.length !== expected.events.length) {
      const k = at >= 0 ? at : expected.events.length
      found.push(`${name}: event ${k}: expected ${expected.events[k] ?? '(end)'}, got ${actual[k] ?? '(end)'}`)
    }
  }
  return found
}

describe('scanHtmlTags reports the tags of scanHtmlPositions, attributes read on request', () => {
  it('decodes a value when asked, gives the first of duplicates and an empty value for a bare name', () => {
    const html = '<meta name=x content="a&amp;b" data-x data-x="2"><p title=\'t&lt;\'>text &amp; more</p>'
    const names = [['name', 'content', 'data-x', 'absent'], ['title']]
    expect(tagEvents(html, names)).toEqual([
      'open meta implied=false end=48 name:11,12,u,12="x" content:22,29,q,30="a&b" data-x:-1,-1,u,37="" absent:-=undefined',
      'close meta implied=true start=-1',
      'open p implied=false end=65 title:59,64,q,65="t<"',
      'close p implied=false start=81'
    ])
  })

  it.each(GENERATORS)('on the %s corpus', (generator) => {
    expect(tagMismatches(htmlFiles(path.join(CORPUS, generator, 'steps')))).toEqual([])
  })

  it('on the extraction fixtures', () => {
    expect(tagMismatches(htmlFiles(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'extract')))).toEqual([])
  })

  it('on 10,000 seeded documents built from tricky pieces', () => {
    const rand = mulberry32(20251130)
    const pages = new Map(Array.from({ length: 10_000 }, (_, n) => [fuzzDocument(rand), `document ${n}`]))
    const found = tagMismatches(pages)
    expect(found.slice(0, 3)).toEqual([])
    expect(found.length).toBe(0)
  })
})
