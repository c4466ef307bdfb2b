import { describe, expect, test } from '@jest/globals'
import { bigPage, retainedBytes } from '../__fixtures__/heap.js'
import {
  isTrackingParam,
  normalizeContentUrl,
  TRACKING_PARAMS
} from '../src/core/content-urls.js'

const site = new URL('https://example.com/')
const page = new URL('https://example.com/blog/post/')
const norm = (raw: string, pageUrl = page, siteUrl = site): string => normalizeContentUrl(raw, pageUrl, siteUrl)

describe('site-relative form', () => {
  test('same-site URLs become root-relative, whatever the spelling', () => {
    expect(norm('https://example.com/a/')).toBe('/a/')
    expect(norm('http://example.com/a/')).toBe('/a/')
    expect(norm('/a/')).toBe('/a/')
    expect(norm('../../a/')).toBe('/a/')
    expect(norm('next/')).toBe('/blog/post/next/')
  })

  test('moving the domain or the base path changes nothing', () => {
    const a = normalizeContentUrl('https://old.example/docs/guide/', new URL('https://old.example/docs/x/'), new URL('https://old.example/docs/'))
    const b = normalizeContentUrl('https://new.example/v2/guide/', new URL('https://new.example/v2/x/'), new URL('https://new.example/v2/'))
    expect(a).toBe('/guide/')
    expect(b).toBe(a)
    expect(normalizeContentUrl('/docs', page, new URL('https://example.com/docs/'))).toBe('/')
  })

  test('other sites stay absolute', () => {
    expect(norm('https://other.org/a?b=1')).toBe('https://other.org/a?b=1')
    expect(norm('https://example.com:8443/a/')).toBe('https://example.com:8443/a/')
  })
})

describe('fragments and odd inputs', () => {
  test('same-page anchors collapse to #', () => {
    expect(norm('#section-2')).toBe('#')
    expect(norm('#fn-3a2b')).toBe('#')
    expect(norm('https://example.com/blog/post/#top')).toBe('#')
  })

  test('fragments of other pages are kept', () => {
    expect(norm('/docs/install/#linux')).toBe('/docs/install/#linux')
  })

  test('empty, unparsable, other schemes, data URLs', () => {
    expect(norm('   ')).toBe('')
    expect(norm('  mailto:a@example.com ')).toBe('mailto:a@example.com')
    expect(norm('http://[::1')).toBe('http://[::1')
    const data = norm('data:image/png;base64,iVBORw0KGgo=')
    expect(data).toMatch(/^data:image\/png;base64,sha256-[0-9a-f]{16}$/)
    expect(norm('data:image/png;base64,iVBORw0KGgp=')).not.toBe(data)
  })
})

describe('query parameters', () => {
  test('tracking parameters are dropped everywhere', () => {
    expect(norm('https://other.org/p?utm_source=x&utm_medium=y&gclid=1&fbclid=2&mc_cid=3&id=7')).toBe('https://other.org/p?id=7')
    expect(norm('/a/?UTM_Campaign=z&msclkid=q&_hsenc=w')).toBe('/a/')
    expect(isTrackingParam('utm_anything')).toBe(true)
    expect(isTrackingParam('ref')).toBe(false)
    expect(TRACKING_PARAMS.names.has('gclid')).toBe(true)
  })

  test('remaining parameters are sorted', () => {
    expect(norm('/search/?q=x&a=1')).toBe(norm('/search/?a=1&q=x'))
    expect(norm('/search/?q=x&a=1')).toBe('/search/?a=1&q=x')
  })

  test('cache-busting parameters are dropped on assets only', () => {
    expect(norm('/css/site.css?v=123')).toBe('/css/site.css')
    expect(norm('/js/app.js?ver=6.4.2&_=1700000000')).toBe('/js/app.js')
    expect(norm('/img/a.png?w=640&t=99')).toBe('/img/a.png?w=640')
    // On pages, `v` is content (a video id).
    expect(norm('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(norm('/page/?v=2')).toBe('/page/?v=2')
  })
})

describe('asset fingerprints', () => {
  test.each([
    ['/assets/app.3f2a9c1b.js', '/assets/app.*.js'],
    ['/assets/style-Bx7_k2Qa.css', '/assets/style-*.css'],
    ['/_astro/index.Bx7_k2Qa.css', '/_astro/index.*.css'],
    ['/assets/index-B-x7k2Qa.js', '/assets/index-*.js'],
    ['/static/js/main.3f2a9c1b.chunk.js', '/static/js/main.*.chunk.js'],
    ['/css/style.min.5f1c2a7e9b0d3c4f6a8e1b2d3c4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f.css', '/css/style.min.*.css'],
    ['/_next/static/3kSGv1m2rJc9dE6YtNwqZ/_buildManifest.js', '/_next/static/*/_buildManifest.js'],
    ['/_next/static/chunks/pages/index-8c2b3e6a9d0f1b7c.js', '/_next/static/chunks/pages/index-*.js'],
    ['/_next/static/css/3f2a9c1b8d7e6f5a.css', '/_next/static/css/*.css'],
    ['/img/mE2hHSo2y7-640.jpeg', '/img/*-640.jpeg'],
    ['/component---src-pages-index-js-3f2a9c1b8d7e6f5a4b3c.js', '/component---src-pages-index-js-*.js'],
    ['/static/0c7b3e4a2d1f5e6a7b8c9d0e1f2a3b4c/hero.png', '/static/*/hero.png'],
    ['/images/stadium_hu3f2a9c1b8d7e6f5a.jpg', '/images/stadium_hu*.jpg'],
    ['/p/a_hu0c7b3e4a2d1f5e6a7b8c9d0e1f2a3b4c_104235_800x0_resize_q75_box.jpg', '/p/a_hu*_800x0_resize_q75_box.jpg']
  ])('%s → %s', (input, expected) => {
    expect(norm(input)).toBe(expected)
  })

  test('two builds of the same asset compare equal; different assets do not', () => {
    expect(norm('/assets/app.3f2a9c1b.js')).toBe(norm('/assets/app.9e8d7c6b.js'))
    expect(norm('/assets/index-Bx7k2Qa9.css')).toBe(norm('/assets/index-Dq3_zZ1x.css'))
    expect(norm('/assets/app.3f2a9c1b.js')).not.toBe(norm('/assets/vendor.3f2a9c1b.js'))
  })

  test('Next image optimiser sources are stripped too', () => {
    expect(norm('/_next/image?w=640&url=%2F_next%2Fstatic%2Fmedia%2Fhero.3f2a9c1b.jpg&q=75')).toBe(
      norm('/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Fhero.0a1b2c3d.jpg&w=640&q=75')
    )
  })

  test('names that only look like fingerprints are kept', () => {
    expect(norm('/img/background1.png')).toBe('/img/background1.png')
    expect(norm('/photos/IMG_20240115_123456.jpg')).toBe('/photos/IMG_20240115_123456.jpg')
    expect(norm('/img/photo-summer23.jpg')).toBe('/img/photo-summer23.jpg')
    expect(norm('/img/deadbeef.png')).toBe('/img/deadbeef.png')
  })

  test('page links are never stripped', () => {
    expect(norm('/blog/2024-deadbeef12/')).toBe('/blog/2024-deadbeef12/')
    expect(norm('/p/3f2a9c1b8d7e6f5a')).toBe('/p/3f2a9c1b8d7e6f5a')
    expect(norm('/docs/report.3f2a9c1b.pdf')).toBe('/docs/report.3f2a9c1b.pdf')
  })
})

describe('the parse-free path for simple links', () => {
  const SEGMENTS = ['a', 'B', 'x-y', '~u', 'a_b', '.', '..', '', 'a.b', '.a', 'a.', '...', '%41', 'é', 'a b', '+', '*', 'photo.jpg', 'app.CSS', 'site.webmanifest', '_next', 'image', 'docs', 'base', 'v1.2']
  const NAMES = ['utm_source', 'UTM_Medium', 'a', 'B', 'url', 'v', 'x.y', 'a-b', '', 'c%20', 'fbclid', 'z', 'a~']
  const VALUES = ['1', '', 'a+b', '~', 'x.y', '%2F', '=', 'Z_9', '-']
  const CONTEXTS = [
    ['https://example.com/', 'https://example.com/docs/page/'],
    ['https://example.com/docs/', 'https://example.com/docs/page/'],
    ['http://example.com:8080/base', 'http://example.com:8080/base/x.html'],
    ['https://example.com/', 'https://other.example/page/'],
    ['https://example.com/', 'https://user:pw@example.com/page/']
  ].map(([site, page]) => [new URL(site as string), new URL(page as string)] as const)

  test('gives the URL parser’s answer to simple links (20,000 seeded links, each against its spelling with `/./`, which only the parser reads)', () => {
    let seed = 7
    const random = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return (seed >>> 8) % n
    }
    const pick = <T>(list: readonly T[]): T => list[random(list.length)] as T
    let answered = 0
    for (let i = 0; i < 20000; i++) {
      let link = ''
      for (let k = random(4); k >= 0; k--) link += '/' + pick(SEGMENTS)
      if (random(3) === 0) link += '/'
      if (random(2) === 0) {
        const pairs: string[] = []
        for (let k = random(3); k >= 0; k--) pairs.push(random(8) === 0 ? pick(NAMES) : pick(NAMES) + '=' + pick(VALUES))
        link += '?' + pairs.join(random(10) === 0 ? '&&' : '&')
      }
      if (random(10) === 0) link += '#x'
      if (random(20) === 0) link = link.slice(1)
      const [site, page] = pick(CONTEXTS)
      if (!link.startsWith('/') || link.startsWith('//') || link.includes('/.')) continue
      answered++
      const parsed = normalizeContentUrl('/.' + link, page, site)
      expect([link, site.href, page.href, normalizeContentUrl(link, page, site)]).toEqual([link, site.href, page.href, parsed])
    }
    expect(answered).toBeGreaterThan(1000)
  })

  test('sorts the kept parameters of a simple link and drops tracking ones', () => {
    expect(normalizeContentUrl('/a/?utm_source=x&z=1&b=2', new URL('https://example.com/p/'), new URL('https://example.com/'))).toBe('/a/?b=2&z=1')
  })
})

describe('the cache of normal forms', () => {
  test('keeps none of the pages it learnt a URL from', () => {
    // A link's raw text is a slice of its page; each of these pages is 1 MB and has a link of its own.
    const site = new URL('https://example.com/')
    const page = new URL('https://example.com/guide/')
    const retained = retainedBytes(() => {
      for (let i = 0; i < 40; i++) {
        const html = bigPage(`<a href="/guide/chapter-${i}/">`, 1_000_000)
        const href = html.slice(9, html.indexOf('"', 9))
        expect(normalizeContentUrl(href, page, site)).toBe(`/guide/chapter-${i}/`)
        // Parsed, not simple: an asset link with a fingerprint.
        const asset = bigPage(`<img src="https://example.com/img/photo-${i}.3f2a9c1b.jpg">`, 1_000_000)
        expect(normalizeContentUrl(asset.slice(10, asset.indexOf('"', 10)), page, site)).toBe(`/img/photo-${i}.*.jpg`)
      }
    })
    // Holding the pages would be 80 MB.
    expect(retained).toBeLessThan(8_000_000)
  })

  test("answers each link by its own text, whatever the page before held at that place", () => {
    // Links met in the same order, then one changed, one added, the order reversed, and the same
    // raw links on another site (another base path) and from another origin, pages taking turns.
    const sites = [new URL('https://example.com/'), new URL('https://example.com/docs/')]
    const sequences = [
      ['/docs/a/', '/docs/b/?utm_source=x&page=1', '/img/p.3f2a9c1b.jpg', 'https://example.com/docs/c/'],
      // The second link as long as the one it replaces.
      ['/docs/a/', '/docs/b/?utm_source=x&page=2', '/img/p.3f2a9c1b.jpg', 'https://example.com/docs/c/', '/docs/d/'],
      ['/docs/a/', '/docs/B/', '/img/p.3f2a9c1b.jpg', 'https://example.com/docs/c/', '/docs/d/'],
      ['https://example.com/docs/c/', '/img/p.3f2a9c1b.jpg', '/docs/b/?utm_source=x', '/docs/a/'],
      ['/docs/a/', '/docs/b/?utm_source=x', '/img/p.3f2a9c1b.jpg', 'https://example.com/docs/c/']
    ]
    let pages = 0
    for (let round = 0; round < 3; round++) {
      for (const links of sequences) {
        for (const site of sites) {
          const origin = pages % 3 === 0 ? 'https://mirror.example.org' : 'https://example.com'
          const page = new URL(`${origin}/docs/page-${pages++}/`)
          // The oracle: each link spelled with `/./`, which no page before held and only the parser reads.
          for (const raw of links) expect(normalizeContentUrl(raw, page, site)).toBe(normalizeContentUrl(raw.replace(/^(https:\/\/[^/]+)?\//, '$1/./'), page, site))
        }
      }
    }
  })

  test('stays bounded when every page comes with the same URL object', () => {
    const site = new URL('https://example.com/')
    const page = new URL('https://example.com/guide/')
    const retained = retainedBytes(() => {
      // Far more links than the cache holds (20,000), all met on what is, by its URL, one page.
      for (let i = 0; i < 300_000; i++) normalizeContentUrl(`/guide/chapter-${i}/section-${i}/`, page, site)
    })
    // Keeping each would be about 40 MB.
    expect(retained).toBeLessThan(12_000_000)
  })
})
