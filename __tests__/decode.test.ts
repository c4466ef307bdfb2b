import { describe, expect, test } from '@jest/globals'
import { isUtf8 } from 'node:buffer'
import { decodeHtml } from '../src/core/decode.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0))
const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)))

describe('decodeHtml', () => {
  test('UTF-8 by default, no warning', () => {
    const result = decodeHtml(new TextEncoder().encode('<p>café</p>'))
    expect(result).toEqual({ text: '<p>café</p>', utf8: true })
  })

  test('windows-1252 declared by <meta charset> decodes é', () => {
    const result = decodeHtml(bytes('<html><head><meta charset="windows-1252"></head><p>caf', [0xe9], '</p>'))
    expect(result.text).toContain('<p>café</p>')
    expect(result.warning).toBeUndefined()
    expect(result.utf8).toBe(false)
  })

  test('http-equiv content-type, any case, after a comment', () => {
    const result = decodeHtml(
      bytes('<!-- <meta charset="utf-8"> --><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=ISO-8859-1"><p>', [0xe9])
    )
    expect(result.text.endsWith('<p>é')).toBe(true)
  })

  test('a declaration after the first 1024 bytes is not seen', () => {
    const result = decodeHtml(bytes(' '.repeat(1030), '<meta charset="windows-1252"><p>', [0xe9]))
    expect(result.text.endsWith('\uFFFD')).toBe(true)
    expect(result.warning).toMatch(/invalid UTF-8/)
  })

  test('invalid UTF-8 → U+FFFD and a one-line warning', () => {
    const result = decodeHtml(bytes('<p>a', [0xff, 0xfe, 0xc3], 'b</p>'))
    expect(result.text).toContain('\uFFFD')
    expect(result.warning).toMatch(/U\+FFFD/)
    expect(result.warning).not.toContain('\n')
    expect(result.utf8).toBe(false)
  })

  test('unknown charset → UTF-8 plus a warning', () => {
    const result = decodeHtml(bytes('<meta charset="klingon-8"><p>caf', [0xc3, 0xa9]))
    expect(result.text).toContain('café')
    expect(result.warning).toMatch(/unknown charset "klingon-8"/)
    expect(result.utf8).toBe(true)
  })

  test('a BOM wins over the meta, and is removed', () => {
    const utf8 = decodeHtml(bytes([0xef, 0xbb, 0xbf], '<meta charset="windows-1252"><p>caf', [0xc3, 0xa9]))
    expect(utf8.text).toBe('<meta charset="windows-1252"><p>café')
    expect(utf8.utf8).toBe(true)
    const utf16 = decodeHtml(Uint8Array.from([0xff, 0xfe, 0x3c, 0, 0x70, 0, 0x3e, 0, 0xe9, 0]))
    expect(utf16.text).toBe('<p>é')
    expect(utf16.utf8).toBe(false)
  })

  test('gives the text TextDecoder gives, on 3,000 random byte strings, valid UTF-8 or not', () => {
    // UTF-8 goes through V8's decoding, checked when a U+FFFD comes out (valid bytes can spell
    // one: EF BF BD); anything invalid through TextDecoder.
    const rand = mulberry32(20261201)
    const pieces: number[][] = [ascii('<p>'), ascii('a b'), [0xc3, 0xa9], [0xe2, 0x80, 0x99], [0xf0, 0x9f, 0x98, 0x80], [0xc2, 0xa0], [0xef, 0xbf, 0xbd]]
    pieces.push([0xef, 0xbb, 0xbf], [0xff], [0xc3], [0xe2, 0x80], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0x80], [0xf4, 0x90, 0x80, 0x80], [0])
    for (let n = 0; n < 3000; n++) {
      const parts: number[] = []
      const count = Math.floor(rand() * 12)
      // Most strings valid: a piece past the seventh is invalid (or a BOM) one time in three.
      for (let k = 0; k < count; k++) parts.push(...(pieces[Math.floor(rand() * (rand() < 0.33 ? pieces.length : 7))] as number[]))
      const input = Uint8Array.from(parts)
      let want: { text: string; utf8: boolean }
      try {
        want = { text: new TextDecoder('utf-8', { fatal: true }).decode(input), utf8: true }
      } catch {
        want = { text: new TextDecoder('utf-8').decode(input), utf8: false }
      }
      const got = decodeHtml(input)
      if (got.text !== want.text || got.utf8 !== want.utf8) throw new Error(`bytes ${JSON.stringify(parts)}: ${JSON.stringify(got)}`)
    }
  })

  test('a meta claiming UTF-16 is read as UTF-8', () => {
    expect(decodeHtml(bytes('<meta charset="utf-16"><p>caf', [0xc3, 0xa9])).text).toContain('café')
  })

  describe('one page after another (the prescan remembers the start of the last page that declared a charset)', () => {
    test('pages that start alike get the charset of their own bytes', () => {
      const head = '<!doctype html><html><head><meta charset="windows-1252">'
      for (const tail of ['<p>caf', '<title>x</title><p>caf', '']) {
        const result = decodeHtml(bytes(head, tail, [0xe9]))
        expect(result.text).toBe(head + tail + 'é')
        expect(result.utf8).toBe(false)
      }
      // Shorter than the remembered start, or another start: read afresh.
      expect(decodeHtml(bytes('<!doctype html>caf', [0xc3, 0xa9]))).toEqual({ text: '<!doctype html>café', utf8: true })
      expect(decodeHtml(bytes('<!doctype html><html><head><meta charset="utf-8"><p>caf', [0xc3, 0xa9])).utf8).toBe(true)
    })

    test('a comment before the declaration: the next page is read afresh', () => {
      // Removing the comment moved the declaration: the bytes before its end are more than it seems.
      const first = decodeHtml(bytes('<!--aaaaaaaaaaaa--><meta charset="windows-1252"><p>', [0xe9]))
      expect(first.text.endsWith('<p>é')).toBe(true)
      const second = decodeHtml(bytes('<!--aaaaaaaaaaaa--><meta charset="utf-8"><p>caf', [0xc3, 0xa9]))
      expect(second).toEqual({ text: '<!--aaaaaaaaaaaa--><meta charset="utf-8"><p>café', utf8: true })
    })

    test('a declaration cut off by the end of the page: the next page is read afresh', () => {
      expect(decodeHtml(bytes('<meta charset=windows-1252')).warning).toBeUndefined()
      const longer = decodeHtml(bytes('<meta charset=windows-1252x><p>caf', [0xc3, 0xa9]))
      expect(longer.warning).toMatch(/unknown charset "windows-1252x"/)
      expect(longer.text).toContain('café')
    })
  })
})

describe('UTF-8 without a declaration', () => {
  test('decodes UTF-8 as Buffer.toString does, and tells valid bytes as isUtf8 does, on 5,000 random byte strings', () => {
  const encode = (text: string): Buffer => Buffer.from(text, 'utf8')
    const rand = mulberry32(20261202)
    const pieces = ['a', 'plain words ', '<p>', '\u00e9', '\u00a0', '\u00ff', '\u0100', '\u2019', '\u4e2d', '\u{1f600}', 'x'.repeat(23)].map(encode)
    const invalid = [[0x80], [0xc0, 0x80], [0xc2], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xff]].map((b) => Buffer.from(b))
    let valid = 0
    for (let n = 0; n < 5000; n++) {
      const parts: Buffer[] = []
      const count = Math.floor(rand() * 40)
      for (let k = 0; k < count; k++) {
        const from = rand() < 0.02 ? invalid : pieces
        parts.push(from[Math.floor(rand() * from.length)] as Buffer)
      }
      const input = Buffer.concat(parts)
      const utf8 = isUtf8(input)
      if (utf8) valid++
      const decoded = decodeHtml(input)
      if (decoded.text !== input.toString('utf8') || decoded.utf8 !== utf8) throw new Error(`bytes ${input.toString('hex')}: ${JSON.stringify(decoded)}`)
    }
    expect(valid).toBeGreaterThan(2000)
  })
})
