// The page cache (--cache-file): a page whose file bytes are those of its entry is not parsed, and
// a run with the cache must write exactly what the same run without it writes: state, report,
// sitemap and the rewritten pages, over builds that change in every way the shortcut could miss.
import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'
import {
  cachedPage,
  entryServes,
  PAGE_CACHE_FORMAT,
  pageCacheContext,
  parsePageCache,
  serializePageCache,
  storedPage,
  type CachedPage,
  type StoredPage
} from '../src/core/page-cache.js'
import type { PageRecord, Report } from '../src/core/types.js'

const BYTES = 'r3je35K3g6VA_Zs9MsRDDM'
const HASH = 'sha256:' + 'ab'.repeat(32)
const OTHER_HASH = 'sha256:' + 'cd'.repeat(32)

/** The file's text as bytes, as it is read. */
const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8')

describe('the page cache file', () => {
  const context = pageCacheContext({
    protocol: 'lastmod-worker/6 1.0.0 normalizer 1',
    siteUrl: 'https://example.com/',
    cleanUrls: false,
    hashing: '{"content":["main"],"ignore":[".a",".b"]}',
    robotsTxt: undefined
  })
  const entries: Array<[string, CachedPage]> = [
    ['a.html', { bytes: BYTES, hash: HASH }],
    ['a2.html', { bytes: BYTES, hash: OTHER_HASH, undated: true }],
    ['b.html', { bytes: BYTES, hash: HASH, loc: 'https://example.com/b.html?x', undated: true, warnings: ['bad JSON-LD'] }],
    ['c.html', { bytes: BYTES, excluded: { reason: 'redirect', detail: '/a.html' } }],
    ['d "quoted"\\\ttab\n.html', { bytes: BYTES, excluded: { reason: 'noindex' } }],
    ['é/ü 漢字.html', { bytes: BYTES, hash: HASH }],
    ['related.html', { bytes: BYTES, hash: HASH, leftOut: ['related:section.related-posts'] }]
  ]
  const stored = entries.map(([file, entry]): [string, StoredPage] => [file, storedPage(entry)])
  const text = [...serializePageCache(context, stored)].join('')

  it('names every input of a page result besides its bytes in the context', () => {
    const base = { protocol: 'lastmod-worker/6 1.0.0 normalizer 1', siteUrl: 'https://example.com/', cleanUrls: false, hashing: '{"content":["main"],"ignore":[".a",".b"]}', robotsTxt: undefined }
    expect(pageCacheContext(base)).toBe(context)
    const others = [
      { protocol: 'lastmod-worker/6 1.0.1 normalizer 1' },
      { siteUrl: 'https://example.com/docs/' },
      { cleanUrls: true },
      { hashing: '{"content":["article"],"ignore":[".a",".b"]}' },
      { hashing: '{"content":["main"],"ignore":[".a"]}' },
      { robotsTxt: 'User-agent: *\nDisallow: /\n' }
    ]
    const contexts = others.map((over) => pageCacheContext({ ...base, ...over }))
    expect(new Set([context, ...contexts]).size).toBe(others.length + 1)
  })

  it('reads back what it wrote, in the same order, one line a page', () => {
    const lines = text.split('\n')
    expect(lines[0]).toBe(`${PAGE_CACHE_FORMAT} 1`)
    expect(lines).toHaveLength(entries.length + 3)
    // The pages with nothing more to say than their hash and whether they hold dates: one string.
    expect(lines[2]).toBe(`"a.html"\td${BYTES}${HASH}`)
    expect(lines[3]).toBe(`"a2.html"\tu${BYTES}${OTHER_HASH}`)
    const { cache, problem } = parsePageCache(utf8(text), context)
    expect(problem).toBeUndefined()
    expect([...cache.pages].map(([file, entry]) => [file, cachedPage(entry)])).toEqual(entries)
    expect([...cache.pages]).toEqual(stored)
  })

  it('gives no entry, and says why, for another context, format or version', () => {
    const other = pageCacheContext({ protocol: 'lastmod-worker/6 1.0.0 normalizer 1', siteUrl: 'https://example.com/', cleanUrls: false, hashing: '{"content":["main"],"ignore":[".a"]}', robotsTxt: undefined })
    const cases: Array<[string, string, RegExp]> = [
      [text, other, /another lastmod version, site URL, URL mapping, selectors or robots.txt/],
      [text.replace(PAGE_CACHE_FORMAT, 'lastmod-partial'), context, /not a lastmod-page-cache file/],
      [text.replace(`${PAGE_CACHE_FORMAT} 1`, `${PAGE_CACHE_FORMAT} 2`), context, /version "2"; this lastmod reads version 1/],
      [`${PAGE_CACHE_FORMAT} 1\n"ctx`, context, /cut short/],
      ['{"format":"lastmod-page-cache","version":1}', context, /not a lastmod-page-cache file/],
      ['', context, /not a lastmod-page-cache file/]
    ]
    for (const [given, wanted, problem] of cases) {
      const read = parsePageCache(utf8(given), wanted)
      expect(read.problem).toMatch(problem)
      expect(read.cache.pages.size).toBe(0)
      expect(read.cache.context).toBe(wanted)
    }
  })

  it('drops, one by one, the lines this version would not write, and a last line cut short', () => {
    const bad = [
      `"short.html"\td${BYTES.slice(1)}${HASH}`,
      `"md5.html"\td${BYTES}md5:00`,
      `"flag.html"\tx${BYTES}${HASH}`,
      `"both.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, excluded: { reason: 'noindex' } })}`,
      `"glob.html"\t${JSON.stringify({ bytes: BYTES, excluded: { reason: 'glob' } })}`,
      `"undated.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, undated: false })}`,
      `"warnings.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, warnings: [] })}`,
      `"related.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, leftOut: [] })}`,
      `"related2.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, leftOut: 'related:aside.related' })}`,
      `"related3.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, leftOut: ['aside.related'] })}`,
      `"related4.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, related: ['aside.related'] })}`,
      `"unknown.html"\t${JSON.stringify({ bytes: BYTES, hash: HASH, fingerprint: 'x' })}`,
      `"broken.html"\t{"bytes":`,
      `unquoted.html\td${BYTES}${HASH}`,
      `""\td${BYTES}${HASH}`,
      `"no-tab.html" d${BYTES}${HASH}`
    ]
    const file = `${PAGE_CACHE_FORMAT} 1\n${JSON.stringify(context)}\n"good.html"\td${BYTES}${HASH}\n${bad.join('\n')}\n"cut.html"\td${BYTES}${HASH}`
    const { cache, problem } = parsePageCache(utf8(file), context)
    expect(problem).toBeUndefined()
    expect([...cache.pages.keys()]).toEqual(['good.html'])
  })

  it('serves an included page only through a live record with its hash and a fingerprint', () => {
    const record: PageRecord = { hash: HASH, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', blocks: '1.AAAA' }
    const noBlocks: PageRecord = { ...record }
    delete noBlocks.blocks
    for (const included of [storedPage({ bytes: BYTES, hash: HASH }), { bytes: BYTES, hash: HASH, loc: 'https://example.com/a' }]) {
      expect(entryServes(included, record)).toBe(true)
      expect(entryServes(included, undefined)).toBe(false)
      expect(entryServes(included, { ...record, hash: OTHER_HASH })).toBe(false)
      expect(entryServes(included, { ...record, removedAt: '2026-02-01T00:00:00Z' })).toBe(false)
      expect(entryServes(included, noBlocks)).toBe(false)
    }
    expect(entryServes({ bytes: BYTES, excluded: { reason: 'noindex' } }, undefined)).toBe(true)
  })

  it('reads a one-string entry without testing its digest and hash, which then serve no record but their equal', () => {
    // The reader checks only the form's length and flag: what an entry holds is compared whole to
    // a state record's hash, which the state's reader checked, and to a digest a worker made.
    const odd = `d${'*'.repeat(22)}${HASH.toUpperCase()}`
    const file = `${PAGE_CACHE_FORMAT} 1\n${JSON.stringify(context)}\n"odd.html"\t${odd}\n`
    const entry = parsePageCache(utf8(file), context).cache.pages.get('odd.html') as StoredPage
    expect(entry).toBe(odd)
    const record: PageRecord = { hash: HASH, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', blocks: '1.AAAA' }
    expect(entryServes(entry, record)).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------
// Runs with and without the cache, over builds that change

const KINDS = ['plain', 'dated', 'noindex', 'canonical-elsewhere', 'canonical-self', 'redirect', 'bad-json-ld', 'latin1'] as const
type Kind = (typeof KINDS)[number]

interface Page {
  dir: string
  kind: Kind
  edits: number
  /** Changes the page's bytes outside its content (a build time in the footer). */
  noise: number
  built: boolean
  /** Part of the content inside an element the ignore selector of some builds leaves out. */
  aside: number
}

function pageHtml(page: Page): string {
  const head: Record<Kind, string> = {
    plain: '',
    dated: '<script type="application/ld+json">{"@type":"Article","dateModified":"2020-01-01T00:00:00Z"}</script>',
    noindex: '<meta name="robots" content="noindex">',
    'canonical-elsewhere': '<link rel="canonical" href="https://example.com/elsewhere/">',
    'canonical-self': `<link rel="canonical" href="https://example.com/${page.dir}">`,
    redirect: '<meta http-equiv="refresh" content="0; url=/p0/">',
    'bad-json-ld': '<script type="application/ld+json">{"@type": "Article",</script>',
    latin1: '<meta charset="windows-1252">'
  }
  const charset = page.kind === 'latin1' ? '' : '<meta charset="utf-8">'
  const text = page.kind === 'latin1' ? 'Caf\u00e9 cr\u00e8me' : 'Body'
  return (
    `<!doctype html><html><head>${charset}<title>${page.dir}</title>${head[page.kind]}</head><body>` +
    `<nav><a href="/">Home</a></nav><main><h1>${page.dir}</h1><p>${text} of ${page.dir}, version ${page.edits}.</p>` +
    `<p class="aside">Aside ${page.aside}</p></main><footer>Built ${page.noise}</footer></body></html>`
  )
}

function writeBuild(dir: string, pages: readonly Page[], robots: string): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'robots.txt'), robots)
  for (const page of pages) {
    if (!page.built) continue
    mkdirSync(path.join(dir, page.dir), { recursive: true })
    const html = pageHtml(page)
    writeFileSync(path.join(dir, page.dir, 'index.html'), page.kind === 'latin1' ? Buffer.from(html, 'latin1') : html)
  }
}

/** Every file under `dir`, relative path → bytes. */
function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (sub: string): void => {
    for (const name of readdirSync(path.join(dir, sub)).sort()) {
      const rel = sub === '' ? name : `${sub}/${name}`
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel)
      else out.set(rel, readFileSync(path.join(dir, rel), 'latin1'))
    }
  }
  walk('')
  return out
}

type Runner = (argv: string[]) => Promise<{ stderr: string }>

const inProcess: Runner = (argv) => cli(argv)
const bundled: Runner = (argv) => {
  const r = bundledCli(argv)
  return r.status === 0 ? Promise.resolve(r) : Promise.reject(new Error(`lastmod exited with ${r.status}: ${r.stderr}`))
}

interface Pipeline {
  site: string
  state: string
  report: string
  cache?: string
}

function pipeline(root: string, name: string, cached: boolean): Pipeline {
  const dir = path.join(root, name)
  mkdirSync(dir, { recursive: true })
  const p: Pipeline = { site: path.join(dir, 'site'), state: path.join(dir, 'state.json'), report: path.join(dir, 'report.json') }
  if (cached) p.cache = path.join(dir, 'cache.json')
  return p
}

async function runOn(run: Runner, p: Pipeline, now: string, extra: string[]): Promise<{ hits: number; read: number; stderr: string }> {
  const argv = ['--site-dir', p.site, '--site-url', 'https://example.com/', '--state-file', p.state, '--report', p.report, '--now', now, ...extra]
  if (p.cache !== undefined) argv.push('--cache-file', p.cache)
  const { stderr } = await run(argv)
  const counted = /Page cache: (\d+) of (\d+) read page/.exec(stderr)
  return { hits: Number(counted?.[1] ?? 0), read: Number(counted?.[2] ?? 0), stderr }
}

function reportOf(p: Pipeline): Report {
  return JSON.parse(readFileSync(p.report, 'utf8')) as Report
}

/** What a run leaves behind that the cache must not change (the report names the run's own folder). */
function outcome(p: Pipeline): { state: string; report: string; site: Map<string, string> } {
  const report = readFileSync(p.report, 'utf8').replaceAll(path.dirname(p.site), '<run>')
  return { state: readFileSync(p.state, 'utf8'), report, site: filesOf(p.site) }
}

/**
 * Builds `steps` versions of a site, each from the last with random changes (content edited,
 * bytes changed outside the content, kind changed: indexable, dated, excluded for each reason,
 * with a warning; pages removed and brought back as they were), robots.txt and the ignore
 * selector changed on some builds; runs lastmod with and without the cache on each, and on some
 * builds with the cache and a state several builds old (a pull request against its base state).
 */
async function compareRuns(run: Runner, seed: number, pages: number, steps: number, jobs: string): Promise<{ hits: number; read: number; older: number }> {
  const next = mulberry32(seed)
  const root = tempDir('lastmod-page-cache-')
  const site: Page[] = Array.from({ length: pages }, (_, i) => ({
    dir: i % 7 === 6 ? `private/p${i}` : `p${i}`,
    kind: KINDS[i % KINDS.length] as Kind,
    edits: 0,
    noise: 0,
    built: true,
    aside: 0
  }))
  const withCache = pipeline(root, 'cached', true)
  const without = pipeline(root, 'plain', false)
  const states: string[] = []
  const tally = { hits: 0, read: 0, older: 0 }
  for (let step = 0; step < steps; step++) {
    if (step > 0) {
      for (const page of site) {
        const r = next()
        if (r < 0.08) page.edits++
        else if (r < 0.12) page.kind = KINDS[Math.floor(next() * KINDS.length)] as Kind
        else if (r < 0.16) page.built = !page.built
        else if (r < 0.2) page.aside++
        if (next() < 0.15) page.noise++
      }
    }
    const robots = step % 5 === 3 ? 'User-agent: *\nDisallow: /p1\n' : 'User-agent: *\nDisallow: /private/\n'
    const extra = ['--jobs', jobs, ...(step % 6 === 4 ? ['--ignore-selector', '.aside'] : [])]
    const now = new Date(Date.UTC(2026, 0, 1 + step)).toISOString().replace('.000', '')
    for (const p of [withCache, without]) writeBuild(p.site, site, robots)
    const cached = await runOn(run, withCache, now, extra)
    await runOn(run, without, now, extra)
    expect({ step, ...outcome(withCache) }).toEqual({ step, ...outcome(without) })
    tally.hits += cached.hits
    tally.read += cached.read

    // The same build against a state three builds old, with the cache as it is now.
    const old = states[step - 3]
    if (old !== undefined) {
      const pr = pipeline(root, `pr-${step}`, true)
      const base = pipeline(root, `base-${step}`, false)
      for (const p of [pr, base]) {
        writeBuild(p.site, site, robots)
        writeFileSync(p.state, old)
      }
      cpSync(withCache.cache as string, pr.cache as string)
      // An entry stands only for a page whose record in that state holds the entry's hash.
      const viaCache = await runOn(run, pr, now, extra)
      await runOn(run, base, now, extra)
      expect({ step, older: true, ...outcome(pr) }).toEqual({ step, older: true, ...outcome(base) })
      tally.older += viaCache.hits
    }
    states.push(readFileSync(without.state, 'utf8'))
  }
  rmSync(root, { recursive: true, force: true })
  return tally
}

describe('a run with the page cache', () => {
  it('writes what the same run without it writes, build after build (this thread)', async () => {
    const tally = await compareRuns(inProcess, 7, 60, 14, '1')
    // Not a comparison of two parses: most pages came from the cache.
    expect(tally.hits).toBeGreaterThan(tally.read / 4)
    expect(tally.hits).toBeLessThan(tally.read)
    expect(tally.older).toBeGreaterThan(0)
  }, 120_000)

  it('writes what the same run without it writes, build after build (the bundle, on worker threads)', async () => {
    const tally = await compareRuns(bundled, 11, 40, 7, '2')
    expect(tally.hits).toBeGreaterThan(tally.read / 4)
    expect(tally.hits).toBeLessThan(tally.read)
  }, 120_000)

  it('parses a page whose bytes changed, and leaves an unchanged cache file as it was', async () => {
    const root = tempDir('lastmod-page-cache-')
    const p = pipeline(root, 'one', true)
    const pages: Page[] = [0, 1, 2].map((i) => ({ dir: `p${i}`, kind: 'plain', edits: 0, noise: 0, built: true, aside: 0 }))
    writeBuild(p.site, pages, '')
    const first = await runOn(inProcess, p, '2026-01-01T00:00:00Z', ['--no-html-dates'])
    expect([first.hits, first.read]).toEqual([0, 3])
    const written = statSync(p.cache as string).mtimeMs
    const again = await runOn(inProcess, p, '2026-01-02T00:00:00Z', ['--no-html-dates'])
    expect([again.hits, again.read]).toEqual([3, 3])
    expect(again.stderr).toContain(`Page cache: every entry met again; ${p.cache} left as it was`)
    expect(statSync(p.cache as string).mtimeMs).toBe(written)
    ;(pages[1] as Page).edits++
    writeBuild(p.site, pages, '')
    const edited = await runOn(inProcess, p, '2026-01-03T00:00:00Z', ['--no-html-dates'])
    expect([edited.hits, edited.read]).toEqual([2, 3])
    expect(reportOf(p).pages.changed).toEqual(['https://example.com/p1/'])
    rmSync(root, { recursive: true, force: true })
  })

  it('is neither read as the truth nor kept when it is corrupt, and a dry run writes none', async () => {
    const root = tempDir('lastmod-page-cache-')
    const p = pipeline(root, 'one', true)
    const pages: Page[] = [0, 1].map((i) => ({ dir: `p${i}`, kind: 'plain', edits: 0, noise: 0, built: true, aside: 0 }))
    writeBuild(p.site, pages, '')
    const dry = await runOn(inProcess, p, '2026-01-01T00:00:00Z', ['--dry-run'])
    expect(dry.read).toBe(2)
    expect(existsSync(p.cache as string)).toBe(false)
    writeFileSync(p.cache as string, 'lastmod-page-cache 1\n"{\\"protocol')
    const run = await runOn(inProcess, p, '2026-01-01T00:00:00Z', [])
    expect(run.stderr).toContain(`Page cache ${p.cache} not used: it is cut short; every page is parsed, and the file is replaced`)
    expect(reportOf(p).pages.new).toHaveLength(2)
    expect(readFileSync(p.cache as string, 'utf8').split('\n')).toHaveLength(5)
    rmSync(root, { recursive: true, force: true })
  })

  it('serves each shard of a sharded run from its own cache, and the partials are those of a run without', async () => {
    const root = tempDir('lastmod-page-cache-')
    const site = path.join(root, 'site')
    const pages: Page[] = Array.from({ length: 12 }, (_, i) => ({ dir: `p${i}`, kind: KINDS[i % KINDS.length] as Kind, edits: 0, noise: 0, built: true, aside: 0 }))
    writeBuild(site, pages, 'User-agent: *\nDisallow: /p3/\n')
    // The state every shard plans against, from a run before (shards write none).
    await cli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(root, 'state.json'), '--no-html-dates'])
    const shardRun = async (shard: number, cache: boolean, name: string): Promise<{ hits: number; read: number; partial: string }> => {
      const partial = path.join(root, `${name}-${shard}.json`)
      const argv = ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(root, 'state.json'), '--shard', `${shard}/2`, '--partial', partial]
      if (cache) argv.push('--cache-file', path.join(root, `cache-${shard}.json`))
      const { stderr } = await cli(argv)
      const counted = /Page cache: (\d+) of (\d+) read page/.exec(stderr)
      return { hits: Number(counted?.[1] ?? -1), read: Number(counted?.[2] ?? -1), partial: readFileSync(partial, 'utf8') }
    }
    for (const shard of [1, 2]) {
      const plain = await shardRun(shard, false, 'plain')
      const first = await shardRun(shard, true, 'first')
      const again = await shardRun(shard, true, 'again')
      expect(first.hits).toBe(0)
      expect(first.read).toBeGreaterThan(0)
      expect(again.hits).toBe(first.read)
      expect(first.partial).toBe(plain.partial)
      expect(again.partial).toBe(plain.partial)
    }
    rmSync(root, { recursive: true, force: true })
  })

  it('rejects an empty --cache-file with one line', async () => {
    await expect(cli(['--site-dir', 'x', '--site-url', 'https://example.com/', '--state-file', 's.json', '--cache-file', ' '])).rejects.toThrow(
      /^--cache-file is required: where the page cache is kept$/
    )
  })
})
