import { describe, expect, it } from '@jest/globals'
import { HEADERS_BEGIN, HEADERS_END, httpDate, mergeHeadersFile, type HeaderPage } from '../src/core/headers-file.js'

const A: HeaderPage = { path: '/a/', instant: '2026-08-12T06:00:00Z' }
const B: HeaderPage = { path: '/b/', instant: '2026-01-05T09:30:00Z' }

const SITE_RULES = [
  '# Security headers',
  '/*',
  '  X-Frame-Options: DENY',
  '  ! X-Powered-By',
  '',
  '/assets/*',
  '\tCache-Control: public, max-age=31536000, immutable',
  ''
].join('\n')

describe('httpDate', () => {
  it('writes IMF-fixdate in GMT', () => {
    expect(httpDate('2026-08-12T06:00:00Z')).toBe('Wed, 12 Aug 2026 06:00:00 GMT')
    expect(httpDate('2026-01-05T09:30:00Z')).toBe('Mon, 05 Jan 2026 09:30:00 GMT')
    expect(() => httpDate('yesterday')).toThrow(/not a state instant/)
  })
})

describe('mergeHeadersFile', () => {
  it('creates a file with one rule per page, in path order', () => {
    const merged = mergeHeadersFile(undefined, [B, A])
    expect(merged.text).toBe(
      [HEADERS_BEGIN, '/a/', '  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT', '/b/', '  Last-Modified: Mon, 05 Jan 2026 09:30:00 GMT', HEADERS_END, ''].join(
        '\n'
      )
    )
    expect(merged).toMatchObject({ generated: 2, inPlace: 0, warnings: [] })
  })

  it('keeps the site’s rules byte for byte and appends its own section', () => {
    const merged = mergeHeadersFile(SITE_RULES, [A])
    expect(merged.text.startsWith(SITE_RULES)).toBe(true)
    expect(merged.text.slice(SITE_RULES.length)).toBe(`\n${HEADERS_BEGIN}\n/a/\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\n${HEADERS_END}\n`)
  })

  it('is stable: merging again changes nothing, and a new run replaces the old section', () => {
    const once = mergeHeadersFile(SITE_RULES, [A, B]).text
    expect(mergeHeadersFile(once, [A, B]).text).toBe(once)
    const later = mergeHeadersFile(once, [{ ...A, instant: '2026-09-01T00:00:00Z' }]).text
    expect(later).toBe(mergeHeadersFile(SITE_RULES, [{ ...A, instant: '2026-09-01T00:00:00Z' }]).text)
    expect(later).not.toContain('/b/')
  })

  it('sets the date inside the site’s own rule for exactly that path, never a second rule', () => {
    const own = '/a/\n  X-Robots-Tag: noarchive\n/b/\n    last-modified: Thu, 01 Jan 2020 00:00:00 GMT\n    X-Other: 1\n'
    const merged = mergeHeadersFile(own, [A, B])
    expect(merged.text).toBe(
      '/a/\n  X-Robots-Tag: noarchive\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\n' +
        '/b/\n    Last-Modified: Mon, 05 Jan 2026 09:30:00 GMT\n    X-Other: 1\n'
    )
    expect(merged).toMatchObject({ inPlace: 2, generated: 0 })
    expect(mergeHeadersFile(merged.text, [A, B]).text).toBe(merged.text)
  })

  it('warns when a pattern rule also sets Last-Modified', () => {
    const merged = mergeHeadersFile('/blog/*\n  Last-Modified: Thu, 01 Jan 2020 00:00:00 GMT\n', [A])
    expect(merged.warnings).toEqual([expect.stringMatching(/rule \/blog\/\* sets Last-Modified .* two dates joined by a comma/)])
  })

  it('skips a page path that the syntax would read as a pattern', () => {
    const merged = mergeHeadersFile(undefined, [{ path: '/:lang/', instant: A.instant }, A])
    expect(merged.text).not.toContain('/:lang/')
    expect(merged.warnings).toEqual([expect.stringMatching(/\/:lang\/ would read as a pattern/)])
  })

  it('warns past Cloudflare’s 100 rules', () => {
    const pages = Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}/`, instant: A.instant }))
    expect(mergeHeadersFile(undefined, pages).warnings).toEqual([expect.stringMatching(/101 rules; Cloudflare Pages reads only the first 100/)])
    expect(mergeHeadersFile(undefined, pages.slice(0, 100)).warnings).toEqual([])
  })

  it('keeps CRLF line ends', () => {
    const merged = mergeHeadersFile('/*\r\n  X-Frame-Options: DENY\r\n', [A])
    expect(merged.text).toBe(`/*\r\n  X-Frame-Options: DENY\r\n\r\n${HEADERS_BEGIN}\r\n/a/\r\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\r\n${HEADERS_END}\r\n`)
  })

  it('replaces a section that lost its end marker, with a warning', () => {
    const merged = mergeHeadersFile(`/*\n  X: 1\n\n${HEADERS_BEGIN}\n/old/\n  Last-Modified: x\n`, [A])
    expect(merged.text).not.toContain('/old/')
    expect(merged.warnings).toEqual([expect.stringMatching(/no end marker/)])
  })

  it('keeps each line’s own ending and a last line without one; new lines take the first line’s ending', () => {
    const own = '/*\n  X-Frame-Options: DENY\r\n/a/\r\n  X-Robots-Tag: noarchive\r\n/b/\n  X-Other: 1'
    const merged = mergeHeadersFile(own, [A, B])
    expect(merged.text).toBe(
      '/*\n  X-Frame-Options: DENY\r\n/a/\r\n  X-Robots-Tag: noarchive\r\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\n' +
        '/b/\n  X-Other: 1\n  Last-Modified: Mon, 05 Jan 2026 09:30:00 GMT'
    )
    expect(merged.generated).toBe(0)
    expect(mergeHeadersFile(merged.text, [A, B]).text).toBe(merged.text)
  })

  it('keeps bytes of any encoding (latin1 text, one character per byte) and blank lines at the end', () => {
    const own = '# \xef\xbb\xbf caf\xe9 \x93q\x94\n/*\n  X-Note: \xa0\xff\n\n\n'
    const merged = mergeHeadersFile(own, [A])
    expect(merged.text).toBe(`${own}${HEADERS_BEGIN}\n/a/\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\n${HEADERS_END}\n`)
  })

  it('replaces its section where it stands and keeps what follows; with no page left for it, only the section goes', () => {
    const section = `${HEADERS_BEGIN}\n/old/\n  Last-Modified: x\n${HEADERS_END}\n`
    const own = `/*\n  X: 1\n\n${section}\n/after/\r\n  Y: 2`
    expect(mergeHeadersFile(own, [A]).text).toBe(`/*\n  X: 1\n\n${HEADERS_BEGIN}\n/a/\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT\n${HEADERS_END}\n\n/after/\r\n  Y: 2`)
    expect(mergeHeadersFile(own, []).text).toBe('/*\n  X: 1\n\n\n/after/\r\n  Y: 2')
  })

  it('keeps a file with no final newline as it is when every date goes into its own rules', () => {
    const own = '/a/\r\n  Last-Modified: Thu, 01 Jan 2020 00:00:00 GMT'
    expect(mergeHeadersFile(own, [A]).text).toBe('/a/\r\n  Last-Modified: Wed, 12 Aug 2026 06:00:00 GMT')
  })
})

