import { describe, expect, test } from '@jest/globals'
import { decodeHtml } from '../src/core/decode.js'

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
