import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Parser } from 'htmlparser2'
import { scanHtml, type ScanHandler } from '../src/core/html-scan.js'
import { CORPUS, GENERATORS } from '../__fixtures__/corpus.js'
import { fuzzDocument, mulberry32 } from '../__fixtures__/html-fuzz.js'

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

/** Every .html file under `dir`, read and deduplicated by content (rebuild steps repeat pages). */
function htmlFiles(dir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue
    const html = readFileSync(path.join(dir, entry), 'utf8')
    if (!pages.has(html)) pages.set(html, entry)
  }
  return pages
}

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
