// lastmod merge reads partial results that other jobs made: input, checked like any input. A page
// file must stay in the site, every URL under --site-url, and all shards must have read one build.
import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PARTIAL_VERSION } from '../src/core/shard.js'
import { cliOutcome, tempDir } from '../__fixtures__/cli/run.js'

const SITE_URL = 'https://example.com/docs/'
const NOW = '2026-03-01T08:00:00Z'

const lastmod = cliOutcome

const page = (title: string, text: string, alternates: Array<[string, string]> = []): string =>
  `<!doctype html><html><head><title>${title}</title>${alternates.map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${href}">`).join('')}</head>` +
  `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`

/** Pages in English and French that name each other, and a site on another domain; a 404 page (left out). */
const PAGES: Record<string, string> = {
  'index.html': page('Home', 'Welcome.'),
  'guide/index.html': page('Guide', 'How to start.', [['en', `${SITE_URL}guide/`], ['fr', `${SITE_URL}fr/guide/`], ['de', 'https://example.de/docs/guide/']]),
  'fr/guide/index.html': page('Guide (fr)', 'Comment commencer.', [['en', `${SITE_URL}guide/`], ['fr', `${SITE_URL}fr/guide/`], ['de', 'https://example.de/docs/guide/']]),
  'api/index.html': page('API', 'Endpoints.'),
  'api/auth/index.html': page('Auth', 'Tokens.'),
  'news/2026/index.html': page('News', 'Release 2.'),
  'about.html': page('About', 'Who we are.'),
  '404.html': page('Not found', 'Nothing here.')
}

function build(dir: string, pages: Record<string, string> = PAGES): string {
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), html)
  }
  return dir
}

const flags = (site: string, dir: string): string[] => ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json'), '--now', NOW, '--no-html-dates']

/** The partial of shard i/n of `site`, written to dir/part-i.json. */
async function shard(site: string, dir: string, i: number, n: number): Promise<string> {
  const file = path.join(dir, `part-${i}.json`)
  const r = await lastmod([...flags(site, dir), '--shard', `${i}/${n}`, '--partial', file])
  expect(r.code).toBe(0)
  return file
}

function merge(dir: string, parts: string[], site?: string): Promise<{ code: number; stdout: string; error: string }> {
  return lastmod(['merge', '--state-file', path.join(dir, 'state.json'), '--site-url', SITE_URL, '--sitemap', path.join(dir, 'sitemap.xml'), '--now', NOW, ...(site === undefined ? [] : ['--site-dir', site]), ...parts])
}

interface PartialJson {
  version: number
  siteUrl: string
  samples: Array<{ path: string; hashed: string }>
  pages: Array<{ file: string; path: string; included?: { loc: string; alternates?: Array<{ hreflang: string; href: string }> }; excluded?: { url: string } }>
}

const read = (file: string): PartialJson => JSON.parse(readFileSync(file, 'utf8')) as PartialJson

/** Three shards of one build, and the index of an included and an excluded page in the partial that holds each. */
async function threeShards(): Promise<{ dir: string; site: string; parts: string[] }> {
  const dir = tempDir('merge-partials-')
  const site = build(path.join(dir, 'site'))
  const parts = [await shard(site, dir, 1, 3), await shard(site, dir, 2, 3), await shard(site, dir, 3, 3)]
  return { dir, site, parts }
}

/** The partial (of `parts`) holding the page of `file`, and that page's index in it. */
function find(parts: string[], file: string): { part: string; index: number } {
  for (const part of parts) {
    const index = read(part).pages.findIndex((p) => p.file === file)
    if (index !== -1) return { part, index }
  }
  throw new Error(`no partial holds ${file}`)
}

/** Writes `part` changed by `edit`, merges, and expects exit 2 naming the partial and `message`, with nothing written. */
async function refused(t: { dir: string; site: string; parts: string[] }, part: string, edit: (p: PartialJson) => void, message: RegExp): Promise<void> {
  const original = readFileSync(part, 'utf8')
  const p = JSON.parse(original) as PartialJson
  edit(p)
  writeFileSync(part, JSON.stringify(p))
  try {
    const r = await merge(t.dir, t.parts, t.site)
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(message) })
    expect(r.error.startsWith(`partial result ${part}: `)).toBe(true)
    expect(existsSync(path.join(t.dir, 'state.json'))).toBe(false)
    expect(existsSync(path.join(t.dir, 'sitemap.xml'))).toBe(false)
  } finally {
    writeFileSync(part, original)
  }
}

describe('a partial result is checked like any input', () => {
  it('merges the untouched partials (control)', async () => {
    const t = await threeShards()
    expect((await merge(t.dir, t.parts, t.site)).stdout).toMatch(/^7 new/)
  })

  it.each([
    '../../../../etc/passwd',
    '/etc/passwd',
    'guide/../../../secret.html',
    '..\\..\\secret.html',
    'guide\\..\\..\\index.html',
    'C:\\site\\index.html',
    'guide/\u0000.html',
    'guide//index.html',
    './index.html',
    '.git/index.html',
    'guide/index.php',
    ''
  ])('a page file %j is refused, naming the partial and the field', async (file) => {
    const t = await threeShards()
    const { part, index } = find(t.parts, 'api/index.html')
    await refused(t, part, (p) => void ((p.pages[index] as { file: string }).file = file), new RegExp(`: pages\\[${index}\\]: file ".*" must be the relative path of an \\.html file inside the site$`))
  })

  it.each(['/etc/passwd', '/api/../../etc/', '/guide/', '/api'])('a page path %j that is not the state key of its file is refused', async (key) => {
    const t = await threeShards()
    const { part, index } = find(t.parts, 'api/index.html')
    await refused(t, part, (p) => void ((p.pages[index] as { path: string }).path = key), new RegExp(`: pages\\[${index}\\]: path ".*" must be the state key of "api/index\\.html"$`))
  })

  it.each([
    'javascript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/docs/api/',
    'https://example.com.evil.example/docs/api/',
    'https://example.com/elsewhere/api/',
    'https://example.com:8443/docs/api/',
    'https://user:pw@example.com/docs/api/',
    'ftp://example.com/docs/api/',
    '/docs/api/'
  ])('a loc %j that is not an http(s) URL under --site-url is refused before it reaches the sitemap', async (loc) => {
    const t = await threeShards()
    const { part, index } = find(t.parts, 'api/index.html')
    await refused(t, part, (p) => void ((p.pages[index]?.included as { loc: string }).loc = loc), new RegExp(`: pages\\[${index}\\]: included\\.loc ".*" must be an http\\(s\\) URL under https://example\\.com/docs/$`))
  })

  it('an alternate href or an excluded page URL off the site is refused, naming the field', async () => {
    const t = await threeShards()
    const guide = find(t.parts, 'guide/index.html')
    await refused(
      t,
      guide.part,
      (p) => void p.pages[guide.index]?.included?.alternates?.push({ hreflang: 'x', href: 'javascript:alert(1)//' }),
      new RegExp(`: pages\\[${guide.index}\\]: included\\.alternates\\[2\\]\\.href "javascript:alert\\(1\\)//" must be an http\\(s\\) URL under`)
    )
    const missing = find(t.parts, '404.html')
    await refused(t, missing.part, (p) => void ((p.pages[missing.index]?.excluded as { url: string }).url = 'https://evil.example/'), new RegExp(`: pages\\[${missing.index}\\]: excluded\\.url "https://evil\\.example/" must be an http\\(s\\) URL under`))
  })

  it('a site URL that is not one, and a sample that is not a page of the partial, are refused', async () => {
    const t = await threeShards()
    const part = t.parts[0] as string
    for (const siteUrl of ['https://example.com/docs', 'javascript:alert(1)//', 'https://EXAMPLE.com/docs/']) {
      await refused(t, part, (p) => void (p.siteUrl = siteUrl), /: "siteUrl" must be a site URL \(http\(s\), ending in \/\)$/)
    }
    const sampled = t.parts.find((file) => read(file).samples.length > 0) as string
    await refused(t, sampled, (p) => void ((p.samples[0] as { path: string }).path = '/../../etc/'), /: samples\[0\]\.path "\/\.\.\/\.\.\/etc\/" must be the state key of an included page of the partial$/)
  })

  it('a partial of the previous format is refused, naming the version it reads', async () => {
    const t = await threeShards()
    await refused(t, t.parts[1] as string, (p) => void (p.version = 2), new RegExp(`: unknown partial version 2; this lastmod reads version ${PARTIAL_VERSION}$`))
    expect(PARTIAL_VERSION).toBe(3)
  })
})

describe('the shards of one build', () => {
  /** Builds A and B (B = A changed by `change`), shards 1/3 of A and 2/3, 3/3 of B. */
  async function mixed(change: (site: string) => void): Promise<{ dir: string; parts: string[]; r: Awaited<ReturnType<typeof merge>> }> {
    const dir = tempDir('merge-builds-')
    const a = build(path.join(dir, 'a'))
    const b = path.join(dir, 'b')
    cpSync(a, b, { recursive: true })
    change(b)
    const parts = [await shard(a, dir, 1, 3), await shard(b, dir, 2, 3), await shard(b, dir, 3, 3)]
    return { dir, parts, r: await merge(dir, parts) }
  }

  it.each([
    ['one page longer', (site: string) => writeFileSync(path.join(site, 'about.html'), page('About', 'Who we are, and since when.'))],
    ['a page added', (site: string) => build(site, { 'news/2027/index.html': page('News', 'Release 3.') })],
    ['a page gone', (site: string) => rmSync(path.join(site, 'api', 'auth', 'index.html'))],
    ['a folder renamed', (site: string) => renameSync(path.join(site, 'news'), path.join(site, 'blog'))]
  ])('%s: merge refuses them in one line naming the partials that differ, and writes nothing', async (_name, change) => {
    const { dir, parts, r } = await mixed(change)
    expect(r.code).toBe(2)
    expect(r.error).toBe(`the partial results come from different builds (${parts[0]} read one, ${parts[1]}, ${parts[2]} another): rerun every shard on one build`)
    expect(existsSync(path.join(dir, 'state.json'))).toBe(false)
    expect(existsSync(path.join(dir, 'sitemap.xml'))).toBe(false)
  })

  it('what the walk does not take as a page (assets, hidden folders, other file types) does not make another build', async () => {
    const { r } = await mixed((site) => {
      mkdirSync(path.join(site, 'assets'))
      writeFileSync(path.join(site, 'assets', 'app.css'), 'body{}')
      build(site, { '.cache/index.html': page('Cache', 'Not served.'), 'notes.htm': page('Notes', 'Not an .html page.') })
    })
    expect(r.stdout).toMatch(/^7 new/)
  })

  it('shards of one build merge to what one run writes; an alternate off the site is left out of the partials', async () => {
    const t = await threeShards()
    const hrefs = t.parts.flatMap((part) => read(part).pages.flatMap((p) => (p.included?.alternates ?? []).map((a) => a.href)))
    expect(hrefs.sort()).toEqual([`${SITE_URL}fr/guide/`, `${SITE_URL}fr/guide/`, `${SITE_URL}guide/`, `${SITE_URL}guide/`])
    expect((await merge(t.dir, t.parts, t.site)).code).toBe(0)
    const whole = tempDir('merge-whole-')
    expect((await lastmod([...flags(t.site, whole), '--sitemap', path.join(whole, 'sitemap.xml')])).code).toBe(0)
    const sitemap = readFileSync(path.join(whole, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('hreflang="fr"')
    expect(readFileSync(path.join(t.dir, 'sitemap.xml'), 'utf8')).toBe(sitemap)
    expect(readFileSync(path.join(t.dir, 'state.json'), 'utf8')).toBe(readFileSync(path.join(whole, 'state.json'), 'utf8'))
  })
})

describe('the pages merge reads back', () => {
  it('a page that is a link out of --site-dir is not read to name a site-wide edit: merge stops naming it', async () => {
    const dir = tempDir('merge-noise-')
    const v1 = build(path.join(dir, 'v1'))
    expect((await lastmod(flags(v1, dir))).code).toBe(0)
    // The same new paragraph on five pages: a site-wide edit, which merge locates in a page.
    const v2 = path.join(dir, 'v2')
    cpSync(v1, v2, { recursive: true })
    for (const file of ['guide/index.html', 'fr/guide/index.html', 'api/index.html', 'api/auth/index.html', 'about.html']) {
      writeFileSync(path.join(v2, file), readFileSync(path.join(v2, file), 'utf8').replace('</main>', '<p>Spring sale: 20% off.</p></main>'))
    }
    const parts = [await shard(v2, dir, 1, 2), await shard(v2, dir, 2, 2)]
    // The merge job's copy of the build: every page a link to the build elsewhere.
    const copy = path.join(dir, 'copy')
    for (const file of Object.keys(PAGES)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
      symlinkSync(path.join(v2, file), path.join(copy, file))
    }
    const before = readFileSync(path.join(dir, 'state.json'), 'utf8')
    const r = await merge(dir, parts, copy)
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(new RegExp(`^the page [a-z/]+(index)?\\.html is ${v2}/.*\\.html, outside the site folder ${copy}; expected a file of the site$`)) })
    expect(readFileSync(path.join(dir, 'state.json'), 'utf8')).toBe(before)
    // With the build itself, the edit is named.
    const ok = await merge(dir, parts, v2)
    expect(ok.stdout).toContain('Spring sale')
  })
})
