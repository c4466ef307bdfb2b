// The search for whitespace other than single spaces (src/core/irregular-spaces.ts).
import { describe, expect, it } from '@jest/globals'
import { IrregularSpaces } from '../src/core/irregular-spaces.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'

/** What `next` must answer, by a regular expression. */
function expected(html: string, from: number): number {
  const irregular = /[\t\n\v\f\r\u00a0]| {2}/g
  irregular.lastIndex = from
  return irregular.exec(html)?.index ?? html.length
}

/** Every answer of a search over `html`, from each index. */
function answers(search: IrregularSpaces, html: string): number[] {
  return Array.from({ length: html.length + 1 }, (_, from) => search.next(from))
}

function randomPage(rand: () => number, length: number): string {
  const pieces = [' ', ' ', ' ', 'a', 'b', 'word', '\n', '\t', '\v', '\f', '\r', '\u00a0', '\u00e9', '\u00ff', '\u001f', '!', '\u0080']
  let html = ''
  while (html.length < length) html += pieces[Math.floor(rand() * pieces.length)]
  return html.slice(0, length)
}

describe('IrregularSpaces', () => {
  it('finds each kind of whitespace but the single space, and a space followed by a space', () => {
    const html = 'ab cd  e\tf\ng\vh\fi\rj\u00a0k l '
    expect(answers(new IrregularSpaces(html), html)).toEqual(Array.from({ length: html.length + 1 }, (_, from) => expected(html, from)))
    const words = 'a b c d e f g h i j k l m n o p q r s t u v'
    expect(new IrregularSpaces(words).next(0)).toBe(words.length)
  })

  it('tests every byte value, at every place', () => {
    for (let code = 0; code < 256; code++) {
      for (let at = 0; at < 40; at++) {
        const html = 'x'.repeat(at) + String.fromCharCode(code) + 'y'.repeat(40 - at)
        const want = expected(html, 0)
        const got = new IrregularSpaces(html).next(0)
        if (got !== want) throw new Error(`U+${code.toString(16)} at ${at}: ${got}, expected ${want}`)
      }
    }
    // A pair of spaces anywhere, and a single one at the very end.
    for (let at = 0; at < 40; at++) {
      const html = 'x'.repeat(at) + '  ' + 'y'.repeat(40 - at)
      expect(new IrregularSpaces(html).next(0)).toBe(at)
    }
    expect(new IrregularSpaces('x'.repeat(31) + ' ').next(0)).toBe(32)
    expect(new IrregularSpaces('x'.repeat(30) + '  ').next(0)).toBe(30)
  })

  it('answers as a regular expression does on 3,000 random pages', () => {
    const rand = mulberry32(20261130)
    for (let n = 0; n < 3000; n++) {
      const html = randomPage(rand, Math.floor(rand() * 200))
      const want = Array.from({ length: html.length + 1 }, (_, from) => expected(html, from))
      expect(answers(new IrregularSpaces(html), html)).toEqual(want)
    }
  })
})
