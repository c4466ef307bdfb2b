import { describe, expect, it } from '@jest/globals'
import { SpaceIndex } from '../src/core/spaces.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'

/** The definition: JavaScript's `\s` but the space. */
const OTHER_WHITESPACE = /[^\S ]/

/** Every character of `\s`, and a few that are not whitespace though near it. */
const SPACES = [' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff']
const OTHERS = ['a', 'b', '<', '>', 'é', '\u00ff', '\u200b', '\u180e', '\u0085', '’', '\u2010']

function randomText(rand: () => number, length: number, alphabet: readonly string[]): string {
  let text = ''
  for (let i = 0; i < length; i++) text += alphabet[Math.floor(rand() * alphabet.length)]
  return text
}

describe('SpaceIndex', () => {
  it('agrees with the definition on every range of short texts', () => {
    const rand = mulberry32(7)
    // One-byte texts (spaces and letters up to U+00FF) and texts past it, where the wide spaces live.
    const narrow = [...SPACES.filter((c) => c.charCodeAt(0) <= 0xff), ' ', ' ', 'a', 'b', 'é', '\u0085']
    const wide = [...SPACES, ...OTHERS, ' ', ' ', 'a']
    const wrong: string[] = []
    for (let n = 0; n < 400; n++) {
      const text = randomText(rand, 1 + Math.floor(rand() * 24), n % 2 === 0 ? narrow : wide)
      // Ranges in page order, as the scanner asks, with a fresh index per text...
      const ordered = new SpaceIndex(text)
      for (let start = 0; start < text.length; start++) {
        for (let end = start + 1; end <= text.length; end++) {
          if (ordered.onlySpaces(start, end) === OTHER_WHITESPACE.test(text.slice(start, end))) wrong.push(`${JSON.stringify(text)} [${start}, ${end})`)
        }
      }
      // ...and in any order, on one index.
      const shuffled = new SpaceIndex(text)
      for (let k = 0; k < 40; k++) {
        const start = Math.floor(rand() * text.length)
        const end = start + 1 + Math.floor(rand() * (text.length - start))
        if (shuffled.onlySpaces(start, end) === OTHER_WHITESPACE.test(text.slice(start, end))) wrong.push(`${JSON.stringify(text)} [${start}, ${end}) shuffled`)
      }
    }
    expect(wrong.slice(0, 5)).toEqual([])
  })

  it('lets runs of spaces pass', () => {
    const index = new SpaceIndex('ab    cd\ne')
    expect([index.onlySpaces(0, 8), index.onlySpaces(2, 6), index.onlySpaces(0, 9), index.onlySpaces(9, 10)]).toEqual([true, true, false, true])
  })

  it('finds every kind of wide space in a page that has one', () => {
    for (const space of SPACES.filter((c) => c.charCodeAt(0) > 0xff)) {
      const text = 'x'.repeat(50) + space + 'y'.repeat(50)
      const index = new SpaceIndex(text)
      expect([index.onlySpaces(0, 50), index.onlySpaces(0, 51), index.onlySpaces(51, 101)]).toEqual([true, false, true])
    }
  })
})
