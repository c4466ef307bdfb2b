/**
 * A whole-document HTML scanner that reports the same open/close/text events as htmlparser2's
 * `Parser` in HTML mode with `decodeEntities: true`, for a fraction of its cost; on request
 * (`scanHtmlPositions`) also where tags and attribute values sit, as htmlparser2 reports them.
 *
 * htmlparser2 is a streaming state machine that looks at every character and keeps state
 * between chunks. We always hold the whole page, so this scanner jumps between the characters
 * that matter with `indexOf` and slices what lies between them. The price is that every quirk of
 * htmlparser2 has to be reproduced on purpose, including the ones that only show at the end of
 * a truncated page; `__tests__/html-scan.test.ts` checks them, events and positions, against
 * htmlparser2 itself.
 */
import { DomHandler, type Document } from 'domhandler'
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode'
import { IrregularSpaces } from './irregular-spaces.js'
import { ownCopy } from './own-copy.js'

export interface ScanHandler {
  onopentag(name: string, attribs: Record<string, string>): void
  onclosetag(name: string): void
  /**
   * `spacesOnly`: whether the only whitespace the text holds (by JavaScript's `\s`) is single
   * spaces, when the scanner knows: true for words and spaces none of which follows another,
   * false for two spaces in a row or some tab, newline, NBSP or other space. Undefined tells
   * nothing either way.
   */
  ontext(text: string, spacesOnly?: boolean): void
  /**
   * Whether text would be used now; false lets the scan skip making it (no slice, no entity
   * decoding, no look for whitespace) until this says true again. Asked before each text event;
   * without it, every text is reported.
   */
  wantsText?(): boolean
}

/** Where one attribute of a start tag sits in the page. */
export interface AttributeSpan {
  /** The raw value, quotes excluded: `html.slice(valueStart, valueEnd)`; both -1 for a bare name (`<a hidden>`). */
  valueStart: number
  valueEnd: number
  /** Whether the value is in quotes (then escaping applies to what replaces it). */
  quoted: boolean
  /** Just past the attribute: after its closing quote or unquoted value, or right after a bare name. */
  end: number
}

/** The attributes of the start tag being reported, by place. Reused: read it during `onopentag` only. */
export interface AttributeSpans {
  /**
   * Where the attribute called `name` (lowercase) sits; of duplicates, the first, whose value
   * `attribs` holds (a `__proto__` is found too, though `attribs` drops it).
   */
  get(name: string): AttributeSpan | undefined
  /** The value of the attribute called `name` (lowercase), entities decoded, as `attribs` holds it; '' for a bare name. */
  value(name: string): string | undefined
  /** Where the tag's last attribute sits (a duplicate too); undefined for a tag without one. */
  last(): AttributeSpan | undefined
}

/**
 * The events of `ScanHandler` with what htmlparser2 tells about each through its arguments and
 * its `startIndex`/`endIndex` at that moment.
 */
export interface PositionHandler {
  /**
   * `implied`: htmlparser2's `isImplied`, true only for the element that a stray `</p>` or a
   * `</br>` stands for. `tagEnd`: the index of the `>` that ends the start tag (htmlparser2's
   * `endIndex`); -1 when implied. `spans`: where each attribute sits (none when implied). `id`:
   * the number of the interned name, the index of its value in a table made by nameTable (the
   * scan always gives it; a handler fed by htmlparser2 gets none). `marked`: with an attribute
   * filter, whether the tag has one of the attributes it marks (see attributeFilter); undefined
   * without one (and implied).
   */
  onopentag(name: string, attribs: Record<string, string>, implied: boolean, tagEnd: number, spans: AttributeSpans, id?: number, marked?: boolean): void
  /**
   * `implied`: htmlparser2's `isImplied`, false only for the element an end tag closes by name
   * (and for the element of a stray `</p>` or `</br>`). `start`: where htmlparser2 places that
   * end tag (its `startIndex`), -1 when implied: the `<`, except right after an end tag written
   * with more than its name (`</a >`, which htmlparser2 ends just past the name) or after `</>`
   * (which it skips), where it is still what that one left.
   */
  onclosetag(name: string, implied: boolean, start: number): void
  ontext(text: string, spacesOnly?: boolean): void
  /** As ScanHandler's. */
  wantsText?(): boolean
}

/**
 * One start tag's attributes, in page order, by place: found by a walk over a few names, so that
 * collecting them costs no allocation per tag (most tags are never asked about).
 */
class SpanTable implements AttributeSpans {
  count = 0
  readonly names: string[] = []
  /** Four numbers per attribute: value start, value end, 1 if quoted else 0, end. */
  readonly numbers: number[] = []

  /** `html`: the document being scanned. */
  constructor(private readonly html = '') {}

  add(name: string, valueStart: number, valueEnd: number, quoted: boolean, end: number): void {
    const k = this.count++
    this.names[k] = name
    const numbers = this.numbers
    numbers[4 * k] = valueStart
    numbers[4 * k + 1] = valueEnd
    numbers[4 * k + 2] = quoted ? 1 : 0
    numbers[4 * k + 3] = end
  }

  get(name: string): AttributeSpan | undefined {
    return this.span(this.find(name))
  }

  last(): AttributeSpan | undefined {
    return this.span(this.count - 1)
  }

  private span(k: number): AttributeSpan | undefined {
    if (k < 0) return undefined
    const numbers = this.numbers
    return {
      valueStart: numbers[4 * k] as number,
      valueEnd: numbers[4 * k + 1] as number,
      quoted: numbers[4 * k + 2] === 1,
      end: numbers[4 * k + 3] as number
    }
  }

  value(name: string): string | undefined {
    const k = this.find(name)
    if (k < 0) return undefined
    const start = this.numbers[4 * k] as number
    if (start < 0) return ''
    const raw = this.html.slice(start, this.numbers[4 * k + 1])
    return raw.includes('&') ? decodeHTMLAttribute(raw) : raw
  }

  private find(name: string): number {
    const names = this.names
    for (let k = 0; k < this.count; k++) if (names[k] === name) return k
    return -1
  }
}

const NO_SPANS: AttributeSpans = new SpanTable()

/**
 * The attributes of every tag that has none: one frozen object rather than one per tag (most
 * tags of a page), so handlers must not write to the objects they are given, and can tell a tag
 * without attributes by identity.
 */
export const NO_ATTRIBUTES: Record<string, string> = Object.freeze({})

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const BANG = 0x21
const QUESTION = 0x3f
const DASH = 0x2d
const EQ = 0x3d
const DQUOTE = 0x22
const SQUOTE = 0x27
const AMP = 0x26
const LBRACKET = 0x5b

/** htmlparser2's whitespace: no vertical tab, no non-ASCII spaces. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d
}

function isAsciiAlpha(c: number): boolean {
  return ((c | 0x20) - 0x61) >>> 0 < 26
}

/** Where a tag name, closing tag name or special end tag stops. */
function endsTagSection(c: number): boolean {
  return c === SLASH || c === GT || isSpace(c)
}

// Namespaces, as htmlparser2 tracks them: only to know whether `/>` closes and whether
// script/style/title... have special bodies.
type Namespace = 0 | 1 | 2
const HTML_NS: Namespace = 0
const SVG_NS: Namespace = 1
const MATHML_NS: Namespace = 2

// Flags of a known tag name.
const VOID = 1
/** Raw text: the body runs to the matching end tag, verbatim (script, style...). */
const RAW_TEXT = 2
/** RCDATA: like raw text, but entities are decoded (title, textarea). */
const RCDATA = 4
/** Everything after the start tag is text. */
const PLAIN_TEXT = 8
const BODY = RAW_TEXT | RCDATA | PLAIN_TEXT
const OPENS_SVG = 16
const OPENS_MATHML = 32
/** An HTML integration point: HTML again inside svg/math. */
const OPENS_HTML = 64
const OPENS_NAMESPACE = OPENS_SVG | OPENS_MATHML | OPENS_HTML
const FORM = 128
const BR = 256

/**
 * A lowercase name, met before or known in advance, interned so that stack searches and property
 * stores use one string, with what htmlparser2 does with it as a tag precomputed.
 */
class KnownName {
  private static count = 0
  /** The SVG spelling (`clipPath`) of this lowercase name, when it has one. */
  svg: KnownName | null = null
  /** What htmlparser2 turns this name into outside foreign content (`image` becomes `img`). */
  alias: KnownName | null = null
  /** Its index in the tables that nameTable makes (attribute filters, element kinds). */
  readonly id = KnownName.count++

  constructor(
    readonly text: string,
    readonly flags = 0,
    /** This element's bit among those that other start tags close implicitly; 0 for most. */
    readonly member = 0,
    /** The `member` bits of the open elements that this start tag closes while they are on top. */
    readonly closes = 0
  ) {}
}

/*
 * Names live in a trie walked while a name is scanned: finding the interned name costs one table
 * read per character, with no hashing and no second pass over the name. Characters map to a
 * small alphabet (capitals to their lowercase letter); any other character leads to state 0,
 * which never leaves itself and holds no name. The trie starts with the names below and learns
 * the others pages use, up to a bound.
 */
const TRIE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-:_'
const TRIE_WIDTH = TRIE_ALPHABET.length + 1
const TRIE_ROOT = 1
/** Past this many states the trie stops learning, so that odd pages cannot grow it without bound. */
const TRIE_LIMIT = 4096
const trieClass = new Uint8Array(128)
for (let k = 0; k < TRIE_ALPHABET.length; k++) {
  const c = TRIE_ALPHABET.charCodeAt(k)
  trieClass[c] = k + 1
  if (c >= 0x61 && c <= 0x7a) trieClass[c - 0x20] = k + 1
}
let trie = new Uint16Array(1024 * TRIE_WIDTH)
const trieNames: (KnownName | null)[] = [null, null]

/** The trie state after `state` reads `c`; characters past ASCII land anywhere, callers check for them apart. */
function advance(state: number, c: number): number {
  return trie[state * TRIE_WIDTH + (trieClass[c & 0x7f] as number)] as number
}

/** Adds a name to the trie, unless it has characters outside the alphabet or the trie is full. */
function learn(name: KnownName): void {
  const text = name.text
  let state = TRIE_ROOT
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k)
    const cls = c < 0x80 ? (trieClass[c] as number) : 0
    if (cls === 0) return
    const slot = state * TRIE_WIDTH + cls
    let next = trie[slot] as number
    if (next === 0) {
      next = trieNames.length
      if (next >= TRIE_LIMIT) return
      if ((next + 1) * TRIE_WIDTH > trie.length) {
        const bigger = new Uint16Array(trie.length * 2)
        bigger.set(trie)
        trie = bigger
      }
      trieNames.push(null)
      trie[slot] = next
    }
    state = next
  }
  trieNames[state] = name
}

/** The name html[start, end) lowercased (full Unicode lowercasing, as htmlparser2 does), when the scan's trie walk did not find it. */
function nameOf(html: string, start: number, end: number): KnownName {
  const text = html.slice(start, end).toLowerCase()
  // A name with non-ASCII characters can still lower to a known one: the Kelvin sign becomes `k`.
  const known = trieNames[walk(text)]
  if (known !== null && known !== undefined) return known
  // The trie keeps what it learns for good: not a slice that would keep the page.
  const name = new KnownName(ownCopy(text))
  learn(name)
  return name
}

/**
 * The attribute names a scan keeps in `attribs`, by KnownName id: the others (classes, ids…) are
 * read past with no string made, and a tag with none of the kept ones has NO_ATTRIBUTES.
 */
export type AttributeFilter = Uint8Array

/** An attribute's value in a filter: kept; kept and marked; kept on the filter's containers only. */
const KEPT = 1
const MARKED = 2
const ON_CONTAINERS = 4

/**
 * The filter that keeps the attributes called `names` (in any case); null, which keeps them all,
 * when one of them cannot be a name of the trie (see nameTable). A start tag with one of `marked`
 * (kept too) is reported as marked (PositionHandler.onopentag): an extractor marks those its
 * ignore selectors test, and tests no property of the other tags' attributes to know they have none.
 */
export function attributeFilter(
  names: Iterable<string>,
  marked: Iterable<string> = [],
  /** Attributes kept only on the elements of `containers` (by name), unless `names` keeps them everywhere. */
  onContainers: { attributes: Iterable<string>; containers: Iterable<string> } | undefined = undefined
): AttributeFilter | null {
  const values = new Map<string, number>()
  // The containers' entries are at the names' own ids, flagged in the high bit: a tag name and an
  // attribute name share the trie, and so the table.
  for (const name of onContainers?.containers ?? []) values.set(name.toLowerCase(), CONTAINER)
  for (const name of onContainers?.attributes ?? []) values.set(name.toLowerCase(), (values.get(name.toLowerCase()) ?? 0) | KEPT | ON_CONTAINERS)
  for (const name of names) values.set(name.toLowerCase(), ((values.get(name.toLowerCase()) ?? 0) & CONTAINER) | KEPT)
  for (const name of marked) values.set(name.toLowerCase(), ((values.get(name.toLowerCase()) ?? 0) & CONTAINER) | KEPT | MARKED)
  return nameTable(values)
}

/** In a filter, at a tag name's id: the tag is one of the containers (see attributeFilter). */
const CONTAINER = 128

/**
 * A table of small values (0 to 255) by the number of an interned name, which the scan gives
 * with each start tag (PositionHandler.onopentag's `id`): one typed-array read where a `Map` by
 * name would hash and probe. Names absent from `entries` read as undefined or 0. Null when a name
 * is not lowercase or cannot be a name of the trie (a character outside its alphabet, or the trie
 * full): only names reached through the trie are sure to be the very KnownName of the table.
 */
export function nameTable(entries: Iterable<readonly [string, number]>): Uint8Array | null {
  const values = new Map<number, number>()
  for (const [text, value] of entries) {
    // The empty name is the trie's root, which holds no name.
    if (text === '') continue
    if (text !== text.toLowerCase()) return null
    let known = trieNames[walk(text)]
    if (known === null || known === undefined) {
      learn(new KnownName(ownCopy(text)))
      known = trieNames[walk(text)]
      if (known === null || known === undefined) return null
    }
    values.set(known.id, value)
  }
  const table = new Uint8Array(Math.max(0, ...values.keys()) + 1)
  for (const [id, value] of values) table[id] = value
  return table
}

/** The trie state of a lowercase name; 0 when it has a character outside the alphabet. */
function walk(text: string): number {
  let state = TRIE_ROOT
  for (let k = 0; k < text.length && state !== 0; k++) {
    const c = text.charCodeAt(k)
    state = c < 0x80 ? advance(state, c) : 0
  }
  return state
}

// The tag names htmlparser2 treats specially, with its rules. `member` bits: one per element that
// some start tag closes implicitly (htmlparser2's simplification of the tree builder).
const implicitlyClosed = [
  'tr', 'th', 'td', 'thead', 'tbody', 'head', 'link', 'script', 'a', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea', 'dd', 'dt', 'rt', 'rp'
]
const bit = (name: string): number => 1 << implicitlyClosed.indexOf(name)
const bits = (...names: string[]): number => names.reduce((mask, name) => mask | bit(name), 0)
const closesParagraph = bits('p')
const closesHeading = bits('h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p')
const closesFormControl = bits('input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea')
const closesImplicitly = new Map<string, number>([
  ['tr', bits('tr', 'th', 'td')],
  ['th', bits('th')],
  ['td', bits('thead', 'th', 'td')],
  ['body', bits('head', 'link', 'script')],
  ['a', bits('a')],
  ['li', bits('li')],
  ['option', bits('option')],
  ['optgroup', bits('optgroup', 'option')],
  ['dd', bits('dd', 'dt')],
  ['dt', bits('dd', 'dt')],
  ['rt', bits('rt', 'rp')],
  ['rp', bits('rt', 'rp')],
  ['tbody', bits('thead', 'tbody')],
  ['tfoot', bits('thead', 'tbody')]
])
for (const name of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) closesImplicitly.set(name, closesHeading)
for (const name of ['select', 'input', 'output', 'button', 'datalist', 'textarea']) closesImplicitly.set(name, closesFormControl)
for (const name of [
  'p', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'
]) {
  closesImplicitly.set(name, closesParagraph)
}

const tagFlags = new Map<string, number>([
  ['script', RAW_TEXT], ['style', RAW_TEXT], ['xmp', RAW_TEXT], ['iframe', RAW_TEXT], ['noembed', RAW_TEXT],
  ['noframes', RAW_TEXT], ['title', RCDATA | OPENS_HTML], ['textarea', RCDATA], ['plaintext', PLAIN_TEXT],
  ['svg', OPENS_SVG], ['math', OPENS_MATHML], ['form', FORM], ['br', VOID | BR],
  ['mi', OPENS_HTML], ['mo', OPENS_HTML], ['mn', OPENS_HTML], ['ms', OPENS_HTML], ['mtext', OPENS_HTML],
  ['annotation-xml', OPENS_HTML], ['desc', OPENS_HTML]
])
for (const name of [
  'area', 'base', 'basefont', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link',
  'meta', 'param', 'source', 'track', 'wbr'
]) {
  tagFlags.set(name, (tagFlags.get(name) ?? 0) | VOID)
}

/**
 * Whether an element has no content and no end tag (htmlparser2's void elements, which the scan
 * opens and closes at once): the one list every reader of a page goes by.
 */
export function isVoidElement(name: string): boolean {
  return ((tagFlags.get(name) ?? 0) & VOID) !== 0
}

/** SVG element names with capitals: htmlparser2 restores them inside svg. foreignObject is an integration point. */
const svgNames = [
  'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform', 'clipPath',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient',
  'radialGradient', 'textPath'
]

/** Common names beyond the special ones, so that typical pages rarely allocate a name. */
const commonNames = [
  'html', 'head', 'body', 'div', 'span', 'ul', 'ol', 'nav', 'header', 'footer', 'main', 'section', 'article',
  'aside', 'em', 'strong', 'b', 'i', 'u', 'small', 'code', 'pre', 'blockquote', 'figure', 'figcaption', 'table',
  'caption', 'label', 'time', 'picture', 'video', 'audio', 'canvas', 'noscript', 'template', 'slot', 'details',
  'summary', 'dl', 'sup', 'sub', 'abbr', 'cite', 'kbd', 'mark', 'q', 's', 'del', 'ins', 'path', 'g', 'circle',
  'rect', 'line', 'polyline', 'polygon', 'use', 'symbol', 'defs', 'text', 'tspan', 'stop', 'image',
  'class', 'id', 'href', 'src', 'srcset', 'sizes', 'alt', 'rel', 'type', 'name', 'content', 'lang', 'charset',
  'style', 'width', 'height', 'role', 'loading', 'decoding', 'async', 'defer', 'crossorigin', 'integrity', 'media',
  'as', 'property', 'target', 'value', 'placeholder', 'action', 'method', 'for', 'tabindex', 'dir', 'datetime',
  'colspan', 'rowspan', 'scope', 'hidden', 'disabled', 'checked', 'selected', 'http-equiv', 'nonce', 'itemprop',
  'itemscope', 'itemtype', 'aria-label', 'aria-hidden', 'aria-current', 'aria-expanded', 'aria-controls',
  'aria-labelledby', 'aria-describedby', 'viewbox', 'xmlns', 'xmlns:xlink', 'xlink:href', 'fill', 'stroke',
  'stroke-width', 'd', 'x', 'y', 'cx', 'cy', 'r', 'transform', 'focusable', 'data-id'
]

{
  const names = new Set([...implicitlyClosed, ...closesImplicitly.keys(), ...tagFlags.keys(), ...commonNames])
  for (const svg of svgNames) names.add(svg.toLowerCase())
  const known = new Map<string, KnownName>()
  for (const text of names) {
    const name = new KnownName(text, tagFlags.get(text) ?? 0, implicitlyClosed.includes(text) ? bit(text) : 0, closesImplicitly.get(text) ?? 0)
    known.set(text, name)
    learn(name)
  }
  for (const svg of svgNames) {
    // Not in the trie: reached only through the lowercase name's `svg` field.
    const lower = known.get(svg.toLowerCase())
    if (lower !== undefined) lower.svg = new KnownName(svg, svg === 'foreignObject' ? OPENS_HTML : 0)
  }
  const image = known.get('image')
  if (image !== undefined) image.alias = known.get('img') ?? null
}

/** Every prefix of the names of elements with special bodies: a page that ends inside such a name gives it back as text. */
const SPECIAL_NAME_PREFIXES: ReadonlySet<string> = new Set(
  ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea', 'plaintext'].flatMap((name) =>
    [...name].map((_, k) => name.slice(0, k + 1))
  )
)

/**
 * Finds the end tag of a raw-text or RCDATA body the way htmlparser2's tokenizer does, quirks
 * included: it compares with `| 0x20`, so U+001C can stand for `<` and U+000F for `/` (but only
 * where its matcher is not fast-forwarding to a real `<`). Returns the index of the `<` (or
 * stand-in) of the end tag, or -1 when the body runs to the end of the page.
 *
 * In RCDATA an `&` read while a partial end tag fails to match is swallowed by the matcher and
 * never starts an entity; those positions go to `literalAmps`.
 */
function findBodyEnd(html: string, from: number, name: string, literalAmps: number[] | null): number {
  const len = html.length
  const seqLen = name.length + 2
  let matched = 0
  for (let i = from; i < len; i++) {
    const c = html.charCodeAt(i)
    if (matched === seqLen) {
      if (endsTagSection(c)) return i - seqLen
      matched = 0
    }
    const want = matched === 0 ? LT : matched === 1 ? SLASH : name.charCodeAt(matched - 2)
    if ((c | 0x20) === want) {
      matched++
    } else if (matched === 0) {
      if (literalAmps === null) {
        const next = html.indexOf('<', i + 1)
        if (next < 0) return -1
        i = next
        matched = 1
      }
    } else {
      if (c === AMP && literalAmps !== null) literalAmps.push(i)
      matched = c === LT ? 1 : 0
    }
  }
  return -1
}

/** Index of the `>` that closes a comment whose body starts at `from`, or -1. */
function commentEnd(html: string, from: number): number {
  // `<!-->` and `<!--->` are empty comments.
  const first = html.charCodeAt(from)
  if (first === GT) return from
  if (first === DASH && html.charCodeAt(from + 1) === GT) return from + 1
  let at = from
  for (;;) {
    const dashes = html.indexOf('--', at)
    if (dashes < 0) return -1
    const after = html.charCodeAt(dashes + 2)
    if (after === GT) return dashes + 2
    if (after === BANG && html.charCodeAt(dashes + 3) === GT) return dashes + 3
    at = dashes + 1
  }
}

/** A character past U+00FF: on such pages the scan gives no whitespace hint (IrregularSpaces searches only up to U+00FF). */
const PAST_LATIN1 = /[\u0100-\uffff]/

/** One pass over one document. Methods return the index where scanning resumes; `len` ends it. */
class Scan {
  readonly len: number
  /** Open elements, top last (htmlparser2 keeps its top first; only the final closes depend on the order, top first in both). */
  readonly stack: KnownName[] = []
  /** Never empty: the bottom entry is the document's own HTML namespace. */
  readonly namespaces: Namespace[] = [HTML_NS]
  /** Whether the start tag just read ended with `/>`. */
  selfClosing = false
  /** Start of text not yet reported. */
  textStart = 0
  /** The next `&` at or after the last range checked for one; `len` when there is none. */
  nextAmp = -1
  /** The search for texts' whitespace, made at the first text; null when the page holds characters past U+00FF. */
  spaces: IrregularSpaces | null | undefined = undefined
  /**
   * Where the last search found whitespace other than single spaces (IrregularSpaces.next): texts
   * that end before it hold none. -1 before the first search.
   */
  nextIrregular = -1
  /** Of the name scanName() read last: its code units OR-ed (>= 0x80: not ASCII), its trie state. */
  nameHigh = 0
  nameState = TRIE_ROOT
  /**
   * After an end tag or `</>` that htmlparser2 counts as ending before its `>` (see endTagStart):
   * where scanning resumed after it, and htmlparser2's `startIndex` there. -1: none yet.
   */
  lagResume = -1
  lagStart = -1
  /** The attributes of the start tag just read: NO_ATTRIBUTES until it has one. */
  attribs: Record<string, string> = NO_ATTRIBUTES
  /** Its kept attributes' values in the filter, OR-ed (see attributeFilter). */
  marks = 0

  constructor(
    readonly html: string,
    /** A `ScanHandler` will do: its methods ignore the arguments they do not declare. */
    readonly handler: PositionHandler,
    /** Where to collect attribute spans (`scanHtmlPositions`); null: not wanted. */
    readonly spans: SpanTable | null,
    /** No text events and no attribute objects (`scanHtmlTags`). */
    readonly lean = false,
    /** The attributes kept in `attribs`; null: all. */
    readonly filter: AttributeFilter | null = null
  ) {
    this.len = html.length
  }

  run(): void {
    const { html, len } = this
    let pos = 0
    while (pos < len) {
      // Tags often follow each other directly: skip the call then.
      const lt = html.charCodeAt(pos) === LT ? pos : html.indexOf('<', pos)
      if (lt < 0 || lt + 1 >= len) break
      pos = this.construct(lt)
    }
    this.text(this.textStart, len)
    const stack = this.stack
    for (let k = stack.length - 1; k >= 0; k--) this.handler.onclosetag((stack[k] as KnownName).text, true, -1)
  }

  /** Reads what starts with the `<` at `lt` (not the page's last character). */
  construct(lt: number): number {
    const c = this.html.charCodeAt(lt + 1)
    if (isAsciiAlpha(c)) return this.startTag(lt)
    if (c === SLASH) return this.endTag(lt)
    if (c === BANG) return this.markup(lt)
    if (c === QUESTION) {
      this.text(this.textStart, lt)
      return this.bogusComment(lt + 2)
    }
    // Any other `<` is text.
    return lt + 1
  }

  /** The filter's value for the attribute called `known`: 0 when `attribs` leaves it out (see attributeFilter). */
  kept(known: KnownName): number {
    const filter = this.filter
    return filter === null ? KEPT : known.id < filter.length ? (filter[known.id] as number) & ~CONTAINER : 0
  }

  /** Whether the filter keeps its container-only attributes on a tag called `tag`. */
  isContainer(tag: KnownName): boolean {
    const filter = this.filter
    return filter !== null && tag.id < filter.length && ((filter[tag.id] as number) & CONTAINER) !== 0
  }

  /**
   * Adds an attribute to `attribs` (NO_ATTRIBUTES until the tag's first), unless one of the same
   * name came first: the first of duplicates wins. Assigned, not written in a literal, so that a
   * `__proto__` is dropped, as in htmlparser2 (assigning a string to it on a plain object does nothing).
   */
  keepAttribute(attr: string, value: string): void {
    const attribs = this.attribs
    if (attribs === NO_ATTRIBUTES) {
      const own: Record<string, string> = {}
      own[attr] = value
      this.attribs = own
    } else if (!Object.hasOwn(attribs, attr)) {
      attribs[attr] = value
    }
  }

  /**
   * htmlparser2's `startIndex` when it reads an end tag at `lt`: where its last event ended. That
   * is `lt` itself after text or after any construct but two: it ends an end tag just past its
   * name (`</a >` at the space), and reports nothing for `</>`. Right after one of those (no text
   * between), the index still points where that one left it.
   */
  endTagStart(lt: number): number {
    return this.textStart === lt && this.lagResume === lt ? this.lagStart : lt
  }

  hasAmp(from: number, to: number): boolean {
    if (this.nextAmp < from) {
      const amp = this.html.indexOf('&', from)
      this.nextAmp = amp < 0 ? this.len : amp
    }
    return this.nextAmp < to
  }

  /**
   * Whether html[from, to) holds no whitespace but single spaces (none in a row); undefined when
   * the page holds characters past U+00FF. The page is searched from where the last search
   * stopped, so it is searched once however many texts it has (irregular-spaces.ts).
   */
  spacesOnly(from: number, to: number): boolean | undefined {
    let next = this.nextIrregular
    if (next < from) {
      let spaces = this.spaces
      if (spaces === undefined) spaces = this.spaces = PAST_LATIN1.test(this.html) ? null : new IrregularSpaces(this.html)
      if (spaces === null) return undefined
      next = this.nextIrregular = spaces.next(from)
    }
    return next >= to
  }

  /** Whether text is reported now: never in a lean scan, else unless the handler says it wants none. */
  takesText(): boolean {
    return !this.lean && this.handler.wantsText?.() !== false
  }

  text(from: number, to: number): void {
    if (to <= from || !this.takesText()) return
    const raw = this.html.slice(from, to)
    // Decoding may make whitespace (`&nbsp;`, `&#10;`): no hint then.
    if (this.hasAmp(from, to)) this.handler.ontext(decodeHTML(raw))
    else this.handler.ontext(raw, this.nextIrregular >= to || this.spacesOnly(from, to))
  }

  /** The page ends inside an end tag or a self-closing marker, where htmlparser2 reports the page's last character as text. */
  lastCharacterAsText(): number {
    if (this.takesText()) this.handler.ontext(this.html.slice(this.len - 1))
    this.textStart = this.len
    return this.len
  }

  /** Position of the innermost open element called `text`, or -1. */
  find(text: string): number {
    const stack = this.stack
    for (let k = stack.length - 1; k >= 0; k--) if ((stack[k] as KnownName).text === text) return k
    return -1
  }

  /** The name htmlparser2 reports for a tag in the current context. */
  resolve(name: KnownName): KnownName {
    const namespaces = this.namespaces
    const depth = namespaces.length
    if (depth === 1) return name.alias ?? name
    const ns = namespaces[depth - 1]
    if (ns === SVG_NS) return name.svg ?? name
    // An end tag inside an integration point may close the SVG element around it.
    if (name.svg !== null && this.find(name.svg.text) >= 0) return name.svg
    if (ns === HTML_NS && name.alias !== null) return name.alias
    return name
  }

  push(name: KnownName): void {
    this.stack.push(name)
    const flags = name.flags
    if ((flags & OPENS_NAMESPACE) !== 0) {
      this.namespaces.push((flags & OPENS_SVG) !== 0 ? SVG_NS : (flags & OPENS_MATHML) !== 0 ? MATHML_NS : HTML_NS)
    }
  }

  /** Closes the top element; `start`: where the end tag that closes it starts (endTagStart), -1 when the close is implied. */
  pop(start: number): void {
    const name = this.stack.pop()
    if (name === undefined) return
    if ((name.flags & OPENS_NAMESPACE) !== 0) this.namespaces.pop()
    this.handler.onclosetag(name.text, start < 0, start)
  }

  /** Applies a start tag to the stack; false when htmlparser2 ignores the tag (a form inside a form). */
  open(name: KnownName): boolean {
    if ((name.flags & FORM) !== 0 && this.find('form') >= 0) return false
    const closes = name.closes
    if (closes !== 0) {
      const stack = this.stack
      while (stack.length > 0 && ((stack[stack.length - 1] as KnownName).member & closes) !== 0) this.pop(-1)
    }
    if ((name.flags & VOID) === 0) this.push(name)
    return true
  }

  report(name: KnownName, attribs: Record<string, string>, gt: number, spans: AttributeSpans): void {
    this.handler.onopentag(name.text, attribs, false, gt, spans, name.id, this.filter === null ? undefined : (this.marks & MARKED) !== 0)
    if ((name.flags & VOID) !== 0) this.handler.onclosetag(name.text, true, -1)
  }

  /** An end tag for `tag` that starts at `start` (endTagStart). */
  close(tag: KnownName, start: number): void {
    const name = this.resolve(tag)
    const handler = this.handler
    if ((name.flags & VOID) !== 0) {
      // `</br>` is the one void end tag that means something: a line break.
      if ((name.flags & BR) !== 0) {
        handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id)
        handler.onclosetag(name.text, false, start)
      }
      return
    }
    const at = this.find(name.text)
    if (at >= 0) {
      // The elements above the named one close implicitly.
      for (let n = this.stack.length - at; n > 1; n--) this.pop(-1)
      this.pop(start)
    } else if (name.text === 'p') {
      // A stray `</p>` stands for an empty paragraph: implied to open, closed by this tag.
      this.open(name)
      handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id)
      this.pop(start)
    }
  }

  /** Reads a tag name from `from`; returns where it ends (see nameHigh, nameState). */
  scanName(from: number): number {
    const { html, len } = this
    let i = from
    let high = 0
    let state = TRIE_ROOT
    for (; i < len; i++) {
      const c = html.charCodeAt(i)
      // Everything that ends a name sorts at or below `>`: letters take one comparison.
      if (c <= GT && (c === GT || c === SLASH || isSpace(c))) break
      high |= c
      state = advance(state, c)
    }
    this.nameHigh = high
    this.nameState = state
    return i
  }

  startTag(lt: number): number {
    const { html, len } = this
    this.text(this.textStart, lt)
    const inHtml = this.namespaces[this.namespaces.length - 1] === HTML_NS
    const i = this.scanName(lt + 1)
    const high = this.nameHigh
    if (i >= len) {
      // The page ends in the tag name: htmlparser2 drops it, unless it was still matching the name of
      // an element with a special body (letter by letter, ASCII only, not in foreign content).
      const raw = html.slice(lt + 1)
      if (inHtml && /^[A-Za-z]+$/.test(raw) && SPECIAL_NAME_PREFIXES.has(raw.toLowerCase()) && this.takesText()) this.handler.ontext(raw)
      this.textStart = len
      return len
    }
    const tag = (high < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 1, i)
    // htmlparser2 spots these names on the raw characters, ASCII letters only.
    const body = inHtml && high < 0x80 ? tag.flags & BODY : 0
    const name = this.resolve(tag)
    const reported = this.open(name)
    const spans = reported ? this.spans : null
    if (spans !== null) spans.count = 0

    // The page may end anywhere in the attributes: then the tag is never reported, though opening
    // its name has already moved the stack, and nothing after it is text.
    this.textStart = len
    let gt = i
    this.selfClosing = false
    this.attribs = NO_ATTRIBUTES
    this.marks = 0
    if (html.charCodeAt(i) !== GT) {
      gt = this.attributes(i, reported && !this.lean, spans, this.isContainer(name))
      if (gt < 0) return len
    }
    return this.endStartTag(tag, name, reported, body, gt, spans)
  }

  /**
   * The rest of a start tag once its attributes are read, up to the `>` at `gt`: its report (with
   * `attribs`) and its special body, if any. Returns where scanning resumes.
   */
  endStartTag(tag: KnownName, name: KnownName, reported: boolean, body: number, gt: number, spans: SpanTable | null): number {
    if (reported) {
      this.report(name, this.attribs, gt, spans ?? NO_SPANS)
      // Inside svg/math, `/>` closes the element (implicitly, for htmlparser2); in HTML it means nothing.
      if (this.selfClosing && this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.stack[this.stack.length - 1] === name) {
        this.pop(-1)
      }
    }
    this.textStart = gt + 1
    // Even `<script/>` has a body: HTML ignores the slash on these elements.
    return body === 0 ? gt + 1 : this.specialBody(gt + 1, tag, body)
  }

  /**
   * Reads the attributes of a start tag from `i` into a new `attribs` object (unless `keep` is
   * false: then they are read and dropped; so are those the filter leaves out), and where they
   * sit into `spans` (null: not wanted).
   * Returns the index of the `>` that ends the tag and sets `selfClosing`, or -1 when the page ends first.
   */
  attributes(i: number, keep: boolean, spans: SpanTable | null, container: boolean): number {
    const { html, len } = this
    for (;;) {
      let c = html.charCodeAt(i)
      while (isSpace(c)) c = html.charCodeAt(++i)
      if (i >= len) return -1
      if (c === GT) return i
      if (c === SLASH) {
        c = html.charCodeAt(++i)
        while (isSpace(c)) c = html.charCodeAt(++i)
        if (i >= len) {
          this.lastCharacterAsText()
          return -1
        }
        if (c === GT) {
          this.selfClosing = true
          return i
        }
        continue
      }
      const nameStart = i
      // The first character belongs to the name even when it is `=`.
      let high = c
      let state = advance(TRIE_ROOT, c)
      for (i++; i < len; i++) {
        c = html.charCodeAt(i)
        if (c <= GT && (c === EQ || c === GT || c === SLASH || isSpace(c))) break
        high |= c
        state = advance(state, c)
      }
      if (i >= len) return -1
      const known = (high < 0x80 ? trieNames[state] : null) ?? nameOf(html, nameStart, i)
      const attr = known.text
      let kept = keep ? this.kept(known) : 0
      if ((kept & ON_CONTAINERS) !== 0 && !container) kept = 0
      this.marks |= kept
      const nameEnd = i
      while (isSpace(c)) c = html.charCodeAt(++i)
      if (i >= len) return -1
      let value = ''
      let valueStart = -1
      let valueEnd = -1
      let quoted = false
      if (c === EQ) {
        c = html.charCodeAt(++i)
        while (isSpace(c)) c = html.charCodeAt(++i)
        if (i >= len) return -1
        if (c === DQUOTE || c === SQUOTE) {
          quoted = true
          valueStart = i + 1
          valueEnd = html.indexOf(c === DQUOTE ? '"' : "'", valueStart)
          if (valueEnd < 0) return -1
          i = valueEnd + 1
        } else {
          valueStart = i
          for (; i < len; i++) {
            c = html.charCodeAt(i)
            if (c <= GT && (c === GT || isSpace(c))) break
          }
          if (i >= len) return -1
          valueEnd = i
        }
        if (kept !== 0) value = this.attributeValue(valueStart, valueEnd)
      }
      // Otherwise read past: neither value nor property.
      if (kept !== 0) this.keepAttribute(attr, value)
      // htmlparser2 ends a bare attribute where its name ends, whatever space follows.
      if (spans !== null) spans.add(attr, valueStart, valueEnd, quoted, valueStart < 0 ? nameEnd : i)
    }
  }

  attributeValue(from: number, to: number): string {
    const raw = this.html.slice(from, to)
    return this.hasAmp(from, to) ? decodeHTMLAttribute(raw) : raw
  }

  specialBody(from: number, tag: KnownName, body: number): number {
    const { html, len, handler } = this
    this.textStart = len
    if (body === PLAIN_TEXT) {
      if (from < len && this.takesText()) handler.ontext(html.slice(from))
      return len
    }
    const literalAmps: number[] | null = body === RCDATA ? [] : null
    const end = findBodyEnd(html, from, tag.text, literalAmps)
    const textEnd = end < 0 ? len : end
    if (literalAmps === null) {
      if (textEnd > from && this.takesText()) handler.ontext(html.slice(from, textEnd))
    } else {
      let start = from
      for (const amp of literalAmps) {
        this.text(start, amp)
        if (this.takesText()) handler.ontext('&')
        start = amp + 1
      }
      this.text(start, textEnd)
    }
    if (end < 0) return len
    // The end tag matched the name case-insensitively, so its lowercase form is the name itself.
    // htmlparser2's last event was the body's text, or the start tag when the body is empty: both end at `end`.
    this.close(tag, end)
    const nameEnd = end + 2 + tag.text.length
    const gt = html.charCodeAt(nameEnd) === GT ? nameEnd : html.indexOf('>', nameEnd)
    if (gt < 0) return this.lastCharacterAsText()
    this.lagStart = nameEnd + 1
    this.lagResume = gt + 1
    this.textStart = gt + 1
    return gt + 1
  }

  endTag(lt: number): number {
    const { html, len } = this
    // `</` at the very end stays text.
    if (lt + 2 >= len) return len
    const start = this.endTagStart(lt)
    this.text(this.textStart, lt)
    const first = html.charCodeAt(lt + 2)
    if (first === GT) {
      this.lagStart = start
      this.lagResume = lt + 3
      this.textStart = lt + 3
      return lt + 3
    }
    // `</ x>`, `</1>`: a bogus comment.
    if (!isAsciiAlpha(first)) return this.bogusComment(lt + 2)
    const i = this.scanName(lt + 2)
    if (i >= len) {
      this.textStart = len
      return len
    }
    const name = (this.nameHigh < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 2, i)
    return this.endEndTag(name, start, i, html.charCodeAt(i) === GT ? i : html.indexOf('>', i))
  }

  /**
   * The rest of an end tag for `name` (where it starts: endTagStart) once its name, which ends at
   * `nameEnd`, is read: what it closes, and where scanning resumes, after its `>` at `gt` (-1: the
   * page ends first).
   */
  endEndTag(name: KnownName, start: number, nameEnd: number, gt: number): number {
    const stack = this.stack
    // The common case, made cheap: outside foreign content no name fix-ups apply, so an end tag
    // for the current element closes just that (void elements are never open).
    if (this.namespaces.length === 1 && stack.length > 0 && stack[stack.length - 1] === name) this.pop(start)
    else this.close(name, start)
    if (gt < 0) return this.lastCharacterAsText()
    this.lagStart = nameEnd + 1
    this.lagResume = gt + 1
    this.textStart = gt + 1
    return gt + 1
  }

  /** `<!`: comments, CDATA, doctype and bogus comments, none of which is text except CDATA in foreign content. */
  markup(lt: number): number {
    const html = this.html
    this.text(this.textStart, lt)
    const c = html.charCodeAt(lt + 2)
    if (c === DASH && html.charCodeAt(lt + 3) === DASH) return this.resumeAfter(commentEnd(html, lt + 4))
    if (c === LBRACKET && html.startsWith('CDATA[', lt + 3)) {
      const from = lt + 9
      const close = html.indexOf(']]>', from)
      if (close < 0) return this.resumeAfter(-1)
      // htmlparser2 makes CDATA text only inside svg/math (even when empty); elsewhere it is a comment.
      if (this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.takesText()) this.handler.ontext(html.slice(from, close))
      return this.resumeAfter(close + 2)
    }
    // Doctype, `<!x>`, `<!->`, a broken CDATA opener: all end at the next `>`.
    return this.bogusComment(lt + 2)
  }

  /** Text before it already reported. */
  bogusComment(from: number): number {
    return this.resumeAfter(this.html.indexOf('>', from))
  }

  /** Resumes after the `>` at `gt`; a construct left open (-1) swallows the rest of the page. */
  resumeAfter(gt: number): number {
    const next = gt < 0 ? this.len : gt + 1
    this.textStart = next
    return next
  }
}

/**
 * Scans one whole document; the same open/close/text events as htmlparser2's
 * `new Parser(handler, { decodeEntities: true })` + `write(html)` + `end()`, except that text may
 * be split at other points (concatenate adjacent text events before comparing). With a `filter`,
 * the attribute objects hold only the attributes it keeps (see attributeFilter).
 */
export function scanHtml(html: string, handler: ScanHandler, filter: AttributeFilter | null = null): void {
  new Scan(html, handler, null, false, filter).run()
}

/**
 * Scans one whole document like `scanHtml`, also reporting what `PositionHandler` describes: the
 * same values as htmlparser2's `isImplied` arguments, its `endIndex` at `onopentag` and
 * `startIndex` at `onclosetag` (where not implied), and each attribute's raw span, whatever the
 * `filter` keeps in the attribute objects.
 */
export function scanHtmlPositions(html: string, handler: PositionHandler, filter: AttributeFilter | null = null): void {
  new Scan(html, handler, new SpanTable(html), false, filter).run()
}

/** The events of `PositionHandler` without text, and attributes only by place and on request. */
export interface TagHandler {
  /** As PositionHandler's, with the attributes read from `spans` (`get`, `value`). */
  onopentag(name: string, implied: boolean, tagEnd: number, spans: AttributeSpans): void
  onclosetag(name: string, implied: boolean, start: number): void
}

/**
 * Scans one whole document like `scanHtmlPositions`, for a pass that reads a few attributes of a
 * few tags and no text: no text is sliced or decoded and no attribute value is, until asked for
 * (a third less time than `scanHtmlPositions` on the corpus generators' pages).
 */
export function scanHtmlTags(html: string, handler: TagHandler): void {
  const positions: PositionHandler = {
    onopentag: (name, _attribs, implied, tagEnd, spans) => handler.onopentag(name, implied, tagEnd, spans),
    onclosetag: (name, implied, start) => handler.onclosetag(name, implied, start),
    ontext: () => {}
  }
  new Scan(html, positions, new SpanTable(html), true).run()
}

/** The page as a DOM, built from scanHtml's events (no comments, no doctype): for selectors that need one. */
export function parseDocument(html: string): Document {
  const dom = new DomHandler()
  scanHtml(html, dom)
  dom.onend()
  return dom.root
}
