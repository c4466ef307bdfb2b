import { describe, expect, it } from '@jest/globals'
import { canonicalRelation, encodePathSegment, filePathToUrlPath, parseSiteUrl } from '../src/core/urls.js'
import { globFilter, isErrorPage, judgePage, robotsDisallow } from '../src/core/exclusions.js'
import type { PageFacts } from '../src/core/types.js'

describe('file to URL mapping', () => {
  it('maps index files, plain files and clean URLs', () => {
    expect(filePathToUrlPath('index.html', false)).toBe('/')
    expect(filePathToUrlPath('a/index.html', false)).toBe('/a/')
    expect(filePathToUrlPath('a.html', false)).toBe('/a.html')
    expect(filePathToUrlPath('a.html', true)).toBe('/a')
    expect(filePathToUrlPath('a/b.html', true)).toBe('/a/b')
  })
  it('percent-encodes segments as a browser does', () => {
    expect(filePathToUrlPath('a b/café.html', false)).toBe('/a%20b/caf%C3%A9.html')
    expect(encodePathSegment('100%')).toBe('100%25')
    expect(encodePathSegment("a&b=c;d'e(f)")).toBe("a&b=c;d'e(f)")
    expect(encodePathSegment('q?x#y')).toBe('q%3Fx%23y')
  })
  it('leaves plain segments as they are, and encodes every other one as before', () => {
    // The shortcut for plain segments must agree with the full encoding on every ASCII character.
    const full = (segment: string): string =>
      encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    for (let c = 0; c < 0x80; c++) {
      const segment = 'a' + String.fromCharCode(c) + 'Z9'
      expect([c, encodePathSegment(segment)]).toEqual([c, full(segment)])
    }
    for (const segment of ['', 'page-10', 'v1.2_final~x', 'e\u0301', 'é', '日本', '%41']) {
      expect([segment, encodePathSegment(segment)]).toEqual([segment, full(segment)])
    }
  })
  it('maps plain paths as it maps the others, segment by segment', () => {
    // The shortcut for paths whose every segment is plain must agree with the mapping by segments.
    const bySegments = (file: string, cleanUrls: boolean): string => {
      const segments = file.split('/')
      const last = segments[segments.length - 1] ?? ''
      if (last === 'index.html') segments[segments.length - 1] = ''
      else if (cleanUrls && last.endsWith('.html')) segments[segments.length - 1] = last.slice(0, -'.html'.length)
      return '/' + segments.map(encodePathSegment).join('/')
    }
    const files = ['index.html', 'a/index.html', 'a/b/index.html', 'a.html', 'a/b.html', 'a/.html', 'index.html/index.html', 'xindex.html', 'a/xindex.html']
    files.push('v1.2_final~x/page-10.html', 'a b/index.html', 'café/x.html', 'a/b c.html', '100%/index.html', 'q?x/index.html')
    for (const cleanUrls of [false, true]) {
      for (const file of files) expect([file, cleanUrls, filePathToUrlPath(file, cleanUrls)]).toEqual([file, cleanUrls, bySegments(file, cleanUrls)])
    }
  })
  it('checks the site URL', () => {
    expect(parseSiteUrl('https://example.com/docs').href).toBe('https://example.com/docs/')
    expect(() => parseSiteUrl('example.com')).toThrow(/--site-url must be an absolute http\(s\) URL/)
    expect(() => parseSiteUrl('ftp://example.com/')).toThrow(/http or https/)
    expect(() => parseSiteUrl('https://example.com/?a=1')).toThrow(/query or fragment/)
  })
})

describe('canonical links', () => {
  const page = new URL('https://example.com/docs/a/')
  it('treats trailing slash, index.html and .html spellings as the same page', () => {
    expect(canonicalRelation('https://example.com/docs/a', page)).toEqual({ kind: 'self', loc: 'https://example.com/docs/a' })
    expect(canonicalRelation('/docs/a/index.html', page)).toEqual({ kind: 'self', loc: 'https://example.com/docs/a/index.html' })
    expect(canonicalRelation('http://example.com/docs/a.html', page)).toEqual({ kind: 'self', loc: 'https://example.com/docs/a.html' })
    expect(canonicalRelation('./', page)).toEqual({ kind: 'self', loc: 'https://example.com/docs/a/' })
  })
  it('recognises a canonical that points elsewhere', () => {
    expect(canonicalRelation('https://example.com/docs/b/', page).kind).toBe('elsewhere')
    expect(canonicalRelation('https://other.example/docs/a/', page).kind).toBe('elsewhere')
  })
})

describe('exclusions', () => {
  const facts = (over: Partial<PageFacts>): PageFacts => ({ hash: 'h', blocks: [], hashed: '', noindex: false, warnings: [], mayHoldDates: false, ...over })
  const url = new URL('https://example.com/a/')
  const none = (): boolean => false
  it('finds error pages', () => {
    expect(['404.html', '404/index.html', 'en/404.html', '500.html', '50x.html'].every(isErrorPage)).toBe(true)
    expect(['4040.html', 'a404.html', 'docs/errors.html'].some(isErrorPage)).toBe(false)
  })
  it('applies include and exclude globs to file paths', () => {
    const f = globFilter(['docs/**'], ['docs/old/**'])
    expect(f('docs/a/index.html')).toBe(true)
    expect(f('docs/old/index.html')).toBe(false)
    expect(f('blog/index.html')).toBe(false)
  })
  it('follows robots.txt rules for all user agents only', () => {
    const check = robotsDisallow('User-agent: Googlebot\nDisallow: /g/\n\nUser-agent: *\nDisallow: /private/\nAllow: /private/ok/\n', new URL('https://example.com/'))
    expect(check('https://example.com/private/x/')).toBe(true)
    expect(check('https://example.com/private/ok/')).toBe(false)
    expect(check('https://example.com/g/')).toBe(false)
  })
  it('judges noindex, redirects and canonicals', () => {
    expect(judgePage(facts({ noindex: true }), url, none)).toEqual({ include: false, reason: 'noindex' })
    expect(judgePage(facts({ refreshTo: '/b/' }), url, none)).toEqual({ include: false, reason: 'redirect', detail: '/b/' })
    expect(judgePage(facts({ canonical: '/b/' }), url, none)).toEqual({ include: false, reason: 'canonical-elsewhere', detail: 'https://example.com/b/' })
    expect(judgePage(facts({ canonical: '/a' }), url, none)).toEqual({ include: true, loc: 'https://example.com/a' })
    expect(judgePage(facts({}), url, () => true)).toEqual({ include: false, reason: 'robots-txt' })
  })
})

describe('announced report', () => {
  it('accepts the parts IndexNow reads and rejects anything else', async () => {
    const { parseAnnouncedReport } = await import('../src/adapters/after-deploy.js')
    expect(parseAnnouncedReport({ siteUrl: 'https://e.com/', pages: { new: ['a'], changed: [] } }).pages.new).toEqual(['a'])
    expect(() => parseAnnouncedReport({ siteUrl: 'https://e.com/', pages: { new: 'a', changed: [] } })).toThrow(/expected a lastmod report/)
    expect(() => parseAnnouncedReport(null)).toThrow(/expected a lastmod report/)
  })
})
