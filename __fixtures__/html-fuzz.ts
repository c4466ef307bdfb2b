/**
 * Deterministic generator of short, hostile HTML documents for differential tests of
 * `scanHtml` against htmlparser2. Documents are glued from pieces that sit on the edges of the
 * tokenizer: partial tags and end tags, comment and CDATA openers, entity fragments, special
 * elements, foreign content, odd whitespace and case.
 */

/** mulberry32: a tiny seeded PRNG, enough for reproducible fuzzing. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TAG_NAMES = [
  'link', 'keygen', 'track', 'p', 'div', 'a', 'li', 'ul', 'span', 'br', 'hr', 'img', 'image', 'input', 'form', 'table', 'tr', 'td', 'th',
  'tbody', 'thead', 'tfoot', 'h1', 'h2', 'dd', 'dt', 'option', 'optgroup', 'select', 'button', 'rt', 'rp', 'body',
  'head', 'link', 'meta', 'section', 'main', 'article',
  // special bodies and near misses
  'script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'scrip', 'scripts',
  'styl', 'titl', 'texta', 'noem', 'nofr', 'plain', 'xm', 'ifr', 's', 't', 'n', 'x', 'i',
  // foreign content
  'svg', 'math', 'foreignObject', 'foreignobject', 'clipPath', 'clippath', 'lineargradient', 'desc', 'mi', 'mo',
  'mtext', 'annotation-xml', 'path', 'g', 'circle'
]

const ENTITY_PIECES = [
  '&amp;', '&amp', '&AMP', '&lt', '&lt;', '&gt', '&notit;', '&notin', '&not', '&noti', '&notin;', '&nbsp', '&nbsp;',
  '&#', '&#;', '&#x', '&#x;', '&#65', '&#65;', '&#x41', '&#X41;', '&#x110000;', '&#0;', '&#128;', '&#xD800;',
  '&#99999999999;', '&ampx', '&amp=', '&copy', '&copyx', '&Aacute', '&aacute;', '&zwj;', '&NotNestedGreaterGreater;',
  '&bogus;', '&', '&&', '&;', '&a', '&am', '&ThickSpace;'
]

const PIECES = [
  '<', '>', '/', '=', '"', "'", '`', '&', ' ', '\t', '\n', '\r', '\r\n', '\f', '\v', '\0', '\u001c', '\u000f', '-', '!',
  '?', '[', ']', 'x', 'X', 'é', 'İ', '\u212a', '\u00a0', 'text', ' words ',
  '<!--', '-->', '--!>', '<!-->', '<!--->', '--', '<!', '<!-', '<!x>', '<!DOCTYPE html>', '<!doctype', '<?xml ?>', '<?',
  '<![CDATA[', ']]>', '<![CDAT', '</', '</>', '</ >', '</ x>', '</1>', '/>', ' />', '/ >', '<br/>', '</br>', '</p>',
  '</BR>', '</script', '</script >', '</scr', '</style>', '</title>', '</textarea>', '</xmp>', '</svg>', '</math>',
  '</foreignObject>', '</form>', '<form>', 'a=b', 'a="b"', "a='b'", 'a', 'A', 'a =', '= b', 'a=b>c', '"a>b"',
  'x=&amp;', 'x="&amp"', 'x=&ampy', 'x="&notit;"', '__proto__', '__proto__=x', 'constructor', 'toString=1',
  'hasOwnProperty'
]

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T
}

function randomCase(rand: () => number, s: string): string {
  const r = rand()
  if (r < 0.6) return s
  if (r < 0.8) return s.toUpperCase()
  if (r < 0.95) return [...s].map((ch) => (rand() < 0.5 ? ch.toUpperCase() : ch)).join('')
  // Non-ASCII capitals whose lowercase form contains ASCII: the Kelvin sign lowers to `k`, İ to i + a dot.
  return s.replaceAll('k', '\u212a').replaceAll('i', 'İ')
}

function openTag(rand: () => number): string {
  let tag = '<' + randomCase(rand, pick(rand, TAG_NAMES))
  const attrs = Math.floor(rand() * 4)
  for (let k = 0; k < attrs; k++) {
    tag += pick(rand, [' ', '  ', '\n', '\t', '/', ''])
    const name = randomCase(rand, pick(rand, ['a', 'href', 'x', 'id', 'class', 'A', 'data-x', '__proto__', 'constructor', '=x', '"q']))
    const valuePieces = Array.from({ length: Math.floor(rand() * 3) }, () =>
      rand() < 0.4 ? pick(rand, ENTITY_PIECES) : pick(rand, ['v', '1', '>', '/', ' ', '"', "'", '=', 'é', 'x y'])
    ).join('')
    const form = Math.floor(rand() * 6)
    if (form === 0) tag += name
    else if (form === 1) tag += `${name}="${valuePieces.replaceAll('"', '')}"`
    else if (form === 2) tag += `${name}='${valuePieces.replaceAll("'", '')}'`
    else if (form === 3) tag += `${name}=${valuePieces.replace(/[\s>]/g, '')}`
    else if (form === 4) tag += `${name} = ${valuePieces}`
    else tag += `${name}=${valuePieces}`
  }
  tag += pick(rand, ['>', '>', '>', '/>', ' />', '/ >', ' >', '', ' '])
  return tag
}

function closeTag(rand: () => number): string {
  return '</' + randomCase(rand, pick(rand, TAG_NAMES)) + pick(rand, ['>', '>', ' >', ' x>', '/>', '', ' '])
}

/** One short document; same seed, same document. */
export function fuzzDocument(rand: () => number): string {
  const parts: string[] = []
  const count = 1 + Math.floor(rand() * 14)
  for (let k = 0; k < count; k++) {
    const r = rand()
    if (r < 0.3) parts.push(openTag(rand))
    else if (r < 0.45) parts.push(closeTag(rand))
    else if (r < 0.6) parts.push(pick(rand, ENTITY_PIECES))
    else if (r < 0.95) parts.push(randomCase(rand, pick(rand, PIECES)))
    else parts.push(String.fromCharCode(Math.floor(rand() * 0x80)))
  }
  let doc = parts.join('')
  // Cut some documents short, anywhere: the end of a page inside a construct is where parsers disagree.
  if (rand() < 0.25) doc = doc.slice(0, Math.floor(rand() * (doc.length + 1)))
  return doc
}
