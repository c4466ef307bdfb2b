// The bundled CLI (dist/cli.js) beside a generator's own files: it replaces or removes only the
// files it wrote, refuses a child sitemap whose name a file of the generator holds before writing
// anything, and keeps the site's `_headers` byte for byte outside its own section.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { bundledCli, tempDir } from '../__fixtures__/cli/run.js'
import { HEADERS_BEGIN, HEADERS_END } from '../src/core/headers-file.js'

let dir: string
let site: string
beforeEach(() => {
  dir = tempDir('own-files-')
  site = path.join(dir, 'site')
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const PAGES = ['', 'guides/setup', 'guides/deploy', 'news/launch', 'news/update']

function page(rel: string, text: string): void {
  mkdirSync(path.join(site, rel), { recursive: true })
  const html = `<!doctype html><html><head><title>${text}</title><script type="application/ld+json">{"@type":"Article","dateModified":"2020-01-01T00:00:00Z"}</script></head><body><main><p>${text}</p></main></body></html>`
  writeFileSync(path.join(site, rel, 'index.html'), html)
}

function build(): void {
  for (const rel of PAGES) page(rel, `Page ${rel || 'home'}`)
}

function lastmod(now: string, ...flags: string[]): ReturnType<typeof bundledCli> {
  return bundledCli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', now, ...flags])
}

/** Every file of the site folder, by relative path, with its bytes. */
function snapshot(): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(site, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name)
      if (entry.isDirectory()) walk(name)
      else out.set(name, readFileSync(path.join(site, name)))
    }
  }
  walk('')
  return out
}

describe('the sitemap files a generator wrote', () => {
  const generatorIndex =
    '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
    '<sitemap><loc>https://example.com/sitemap-0.xml</loc></sitemap><sitemap><loc>https://example.com/sitemap-posts.xml</loc></sitemap>' +
    '<sitemap><loc>https://example.com/sitemap_pages.xml</loc></sitemap></sitemapindex>'
  const urlset = (loc: string): string => `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`
  const generatorFiles: Record<string, string> = {
    'sitemap-0.xml': urlset('https://example.com/'),
    'sitemap-posts.xml': urlset('https://example.com/news/launch/'),
    'sitemap_pages.xml': urlset('https://example.com/guides/setup/'),
    'sitemap-4.xml': urlset('https://example.com/guides/deploy/'),
    'sitemap-index.xml': generatorIndex
  }

  it('are neither removed nor changed when the CLI writes sitemap.xml over the generator’s, run after run', () => {
    build()
    writeFileSync(path.join(site, 'sitemap.xml'), generatorIndex)
    for (const [name, text] of Object.entries(generatorFiles)) writeFileSync(path.join(site, name), text)
    for (const [n, now] of ['2026-05-01T08:00:00Z', '2026-05-02T08:00:00Z'].entries()) {
      if (n === 1) page('news/update', 'Page news/update, edited')
      const run = lastmod(now)
      expect(run.stderr).not.toMatch(/^lastmod:/m)
      expect(run.status).toBe(0)
      for (const [name, text] of Object.entries(generatorFiles)) expect(readFileSync(path.join(site, name), 'utf8')).toBe(text)
      // The documented default: sitemap.xml is the tool's.
      expect(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/news/update/</loc>')
    }
  })

  it.each([
    ['sitemap-guides.xml', [] as string[]],
    ['sitemap-news.xml.gz', ['--gzip']]
  ])('a generator’s file at the name of a section’s child (%s) stops the run before anything is written', (name, flags) => {
    build()
    const theirs = name.endsWith('.gz') ? gzipSync(urlset('https://example.com/guides/')) : Buffer.from(urlset('https://example.com/guides/'))
    writeFileSync(path.join(site, name), theirs)
    writeFileSync(path.join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n')
    const before = snapshot()
    const run = lastmod('2026-05-01T08:00:00Z', '--sitemap-partition', 'section', '--headers-file', path.join(site, '_headers'), ...flags)
    expect(run.status).toBe(2)
    const file = path.join(site, name)
    expect(run.stderr).toBe(
      `lastmod: ${file} is a file lastmod did not write, and --sitemap-partition section names a child sitemap after a section of the site with its name; ` +
        'nothing was written: rename or remove that file, or give --sitemap another file name or folder\n'
    )
    expect(snapshot()).toEqual(before)
    expect(existsSync(path.join(dir, 'state.json'))).toBe(false)
  })

  it('a child the CLI wrote is replaced and, once its section is gone, removed; one changed since stays', () => {
    build()
    for (const rel of ['tips/a', 'tips/b', 'faq/a', 'faq/b']) page(rel, `Page ${rel}`)
    expect(lastmod('2026-05-01T08:00:00Z', '--sitemap-partition', 'section').status).toBe(0)
    const record = JSON.parse(readFileSync(path.join(site, '.sitemap.xml.lastmod.json'), 'utf8')) as { files: string[] }
    expect(record.files).toEqual(['sitemap-faq.xml', 'sitemap-guides.xml', 'sitemap-news.xml', 'sitemap-root.xml', 'sitemap-tips.xml', 'sitemap.xml'])
    // Another tool writes a file of its own, and someone edits the faq child by hand.
    writeFileSync(path.join(site, 'sitemap-videos.xml'), urlset('https://example.com/v/'))
    const faq = readFileSync(path.join(site, 'sitemap-faq.xml'), 'utf8').replace('</urlset>', '<!-- kept by hand --></urlset>')
    writeFileSync(path.join(site, 'sitemap-faq.xml'), faq)
    rmSync(path.join(site, 'tips'), { recursive: true })
    rmSync(path.join(site, 'faq'), { recursive: true })
    page('news/update', 'Page news/update, edited')
    const run = lastmod('2026-05-02T08:00:00Z', '--sitemap-partition', 'section', '--allow-mass-removal')
    expect(run.status).toBe(0)
    const names = readdirSync(site).filter((n) => n.includes('sitemap')).sort()
    expect(names).toEqual(['.sitemap.xml.lastmod.json', 'sitemap-faq.xml', 'sitemap-guides.xml', 'sitemap-news.xml', 'sitemap-root.xml', 'sitemap-videos.xml', 'sitemap.xml'])
    expect(readFileSync(path.join(site, 'sitemap-faq.xml'), 'utf8')).toBe(faq)
    expect(readFileSync(path.join(site, 'sitemap-news.xml'), 'utf8')).toContain('<lastmod>2026-05-02T08:00:00+00:00</lastmod>')
  })
})

describe('the site’s _headers file', () => {
  const HEADERS = path.join('site', '_headers')
  const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1')

  it('keeps every byte outside its section: each line’s ending, non-UTF-8 bytes, no final newline', () => {
    build()
    // LF first, then CRLF and LF mixed; é in Latin-1, curly quotes in Windows-1252; no newline at the end.
    const own = latin1('# R\xe8gles du site \xe9t\xe9\n/*\r\n  X-Frame-Options: DENY\n  X-Note: \x93quoted\x94\r\n/news/launch/\n  Cache-Control: max-age=60')
    writeFileSync(path.join(dir, HEADERS), own)
    expect(lastmod('2026-05-01T08:00:00Z', '--headers-file', path.join(dir, HEADERS)).status).toBe(0)
    const date = 'Fri, 01 May 2026 08:00:00 GMT'
    const rules = ['/', '/guides/deploy/', '/guides/setup/', '/news/update/'].flatMap((p) => [p, `  Last-Modified: ${date}`])
    const expected = Buffer.concat([own, latin1(`\n  Last-Modified: ${date}\n\n${[HEADERS_BEGIN, ...rules, HEADERS_END].join('\n')}`)])
    expect(readFileSync(path.join(dir, HEADERS)).equals(expected)).toBe(true)

    // A later run with no date moved leaves the file as it is; an edit moves only its page's line.
    expect(lastmod('2026-05-02T08:00:00Z', '--headers-file', path.join(dir, HEADERS)).stderr).toContain('already up to date')
    page('guides/setup', 'Setup, edited')
    expect(lastmod('2026-05-03T08:00:00Z', '--headers-file', path.join(dir, HEADERS)).status).toBe(0)
    const later = Buffer.from(expected.toString('latin1').replace(`/guides/setup/\n  Last-Modified: ${date}`, '/guides/setup/\n  Last-Modified: Sun, 03 May 2026 08:00:00 GMT'), 'latin1')
    expect(readFileSync(path.join(dir, HEADERS)).equals(later)).toBe(true)
  })

  it('replaces its section where it stands, in the file’s own line ending, and keeps the rules after it', () => {
    build()
    const head = latin1('/*\r\n  Referrer-Policy: no-referrer\r\n\r\n')
    const old = latin1(`${HEADERS_BEGIN}\r\n/gone/\r\n  Last-Modified: Thu, 01 Jan 2026 00:00:00 GMT\r\n${HEADERS_END}\r\n`)
    const tail = latin1('\n/assets/*\n  Cache-Control: immutable\r\n# caf\xe9\n\n')
    writeFileSync(path.join(dir, HEADERS), Buffer.concat([head, old, tail]))
    expect(lastmod('2026-05-01T08:00:00Z', '--headers-file', path.join(dir, HEADERS)).status).toBe(0)
    const rules = PAGES.map((p) => (p === '' ? '/' : `/${p}/`)).sort().flatMap((p) => [p, '  Last-Modified: Fri, 01 May 2026 08:00:00 GMT'])
    const section = latin1([HEADERS_BEGIN, ...rules, HEADERS_END].map((line) => `${line}\r\n`).join(''))
    expect(readFileSync(path.join(dir, HEADERS)).equals(Buffer.concat([head, section, tail]))).toBe(true)
  })
})
