// A state of many pages is an index at --state-file and parts of bounded size beside it.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, readdirSync, readFileSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { partCount, partOf, serializeState, SPLIT_PAGES, StateError } from '../src/core/state.js'
import type { PageRecord } from '../src/core/types.js'
import { buildExample, bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'

const SITE_URL = 'https://example.com/'

interface Index {
  parts: { file: string; pages: number; sha256: string }[]
  version: number
}

type Pages = Record<string, PageRecord>

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** Every record of the state at `file`, from its parts when it is split. */
function pagesOf(file: string): Pages {
  const stored = readJson<Index & { pages?: Pages }>(file)
  if (stored.pages) return stored.pages
  return Object.assign({}, ...stored.parts.map((part) => readJson<{ pages: Pages }>(path.join(path.dirname(file), part.file)).pages)) as Pages
}

/** Part file name → inode: a part rewritten gets a new name and a new file. */
function partInodes(file: string): Map<string, number> {
  const dir = `${file}.d`
  return new Map(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).ino]))
}

describe('a state over the split threshold (lowered to 4 pages) through the CLI', () => {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  const state = path.join(dir, 'state', 'state.json')
  const args = (now: string): string[] => ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--now', now]
  const four = { statePages: 4 }
  beforeAll(() => {
    buildExample(site)
  })
  /** A paragraph more in the main content of one page. */
  const editPage = (file: string): void => {
    const page = path.join(site, file)
    writeFileSync(page, readFileSync(page, 'utf8').replace('</h1>', '</h1>\n<p>A paragraph added by this test.</p>'))
  }

  it('migrates a single-file state into parts at its next change, keeping every date', async () => {
    await cli(args('2026-01-01T08:00:00Z'))
    const single = readJson<{ pages: Pages }>(state).pages
    expect(Object.keys(single)).toHaveLength(6)
    expect(existsSync(`${state}.d`)).toBe(false)

    editPage('about/index.html')
    const out = await cli(args('2026-02-01T08:00:00Z'), four)
    expect(out.stdout).toMatch(/^0 new, 1 changed, 0 removed, 5 unchanged/)
    const index = readJson<Index>(state)
    expect(index.parts).toHaveLength(4)
    const pages = pagesOf(state)
    expect(pages).toEqual({ ...single, '/about/': { ...single['/about/'], hash: pages['/about/']?.hash, blocks: pages['/about/']?.blocks, updatedAt: '2026-02-01T08:00:00Z' } })
  })

  it('writes each part as a state file of its own pages, each under the bound, its digest in the index', () => {
    const index = readJson<Index>(state)
    for (const part of index.parts) {
      const file = path.join(path.dirname(state), part.file)
      expect(part.file).toMatch(/^state\.json\.d\/\d\d-[0-9a-f]{16}\.json$/)
      expect(Object.keys(readJson<{ pages: Pages }>(file).pages)).toHaveLength(part.pages)
      expect(part.pages).toBeLessThanOrEqual(4)
      expect(statSync(file).size).toBeLessThan(4 * 1024)
    }
    expect(index.parts.reduce((sum, part) => sum + part.pages, 0)).toBe(6)
    expect(readdirSync(`${state}.d`)).toHaveLength(4)
  })

  it('rewrites only the part of the one page that changed, and removes the part it replaces', async () => {
    const before = partInodes(state)
    const indexBefore = readJson<Index>(state)
    editPage('docs/install/index.html')
    const out = await cli(args('2026-03-01T08:00:00Z'), four)
    expect(out.stdout).toMatch(/^0 new, 1 changed, 0 removed, 5 unchanged/)
    const after = partInodes(state)
    const gone = [...before.keys()].filter((name) => !after.has(name))
    const added = [...after.keys()].filter((name) => !before.has(name))
    expect(gone).toHaveLength(1)
    expect(added).toHaveLength(1)
    expect(added[0]?.slice(0, 3)).toBe(gone[0]?.slice(0, 3)) // the same part number
    for (const [name, inode] of before) if (after.has(name)) expect(after.get(name)).toBe(inode)
    expect(readJson<Index>(state).parts.filter((part, i) => part.sha256 !== indexBefore.parts[i]?.sha256)).toHaveLength(1)
  })

  it('a torn or missing part stops the run naming it, and nothing is overwritten', async () => {
    const index = readJson<Index>(state)
    const part = path.join(path.dirname(state), (index.parts[0] as Index['parts'][number]).file)
    const text = readFileSync(part, 'utf8')
    const indexText = readFileSync(state, 'utf8')
    const sitemap = path.join(site, 'sitemap.xml')
    unlinkSync(sitemap)

    truncateSync(part, text.length - 10)
    await expect(cli(args('2026-04-01T08:00:00Z'), four)).rejects.toThrow(StateError)
    await expect(cli(args('2026-04-01T08:00:00Z'), four)).rejects.toThrow(`part ${path.relative(path.dirname(state), part)} is torn or altered`)
    expect(readFileSync(state, 'utf8')).toBe(indexText)
    expect(readFileSync(part, 'utf8')).toBe(text.slice(0, -10))

    unlinkSync(part)
    const r = bundledCli(args('2026-04-01T08:00:00Z'))
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(/^lastmod: state file .*state\.json: part state\.json\.d\/00-[0-9a-f]{16}\.json is missing/)
    expect(readFileSync(state, 'utf8')).toBe(indexText)
    expect(readdirSync(`${state}.d`)).toHaveLength(3)
    expect(existsSync(sitemap)).toBe(false)
    writeFileSync(part, text)
  })

  it('goes back to one file when the pages fall under half the threshold (raised to 100), keeping the dates', async () => {
    const pages = pagesOf(state)
    editPage('blog/hello/index.html')
    await cli(args('2026-05-01T08:00:00Z'), { statePages: 100 })
    const single = readJson<{ pages: Pages }>(state).pages
    for (const [key, record] of Object.entries(pages)) expect(single[key]?.publishedAt).toBe(record.publishedAt)
    expect(single['/blog/hello/']?.updatedAt).toBe('2026-05-01T08:00:00Z')
    expect(readdirSync(`${state}.d`)).toEqual([])
  })
})

describe('lastmod merge on a split state (threshold lowered to 4 pages)', () => {
  it('shards read the split state and merge writes the same index and parts as one unsharded run', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const four = { statePages: 4 }
    const [whole, sharded] = [path.join(dir, 'whole'), path.join(dir, 'sharded')]
    const flags = (out: string, now: string): string[] => ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(out, 'state.json'), '--sitemap', path.join(out, 'sitemap.xml'), '--now', now]
    await cli(flags(whole, '2026-01-01T08:00:00Z'), four)
    cpSync(whole, sharded, { recursive: true })
    const page = path.join(site, 'about/index.html')
    writeFileSync(page, readFileSync(page, 'utf8').replace('</h1>', '</h1>\n<p>A paragraph added by this test.</p>'))

    await cli(flags(whole, '2026-02-01T08:00:00Z'), four)
    const partials = [1, 2].map((i) => path.join(dir, `part-${i}.json`))
    for (const [i, partial] of partials.entries()) await cli([...flags(sharded, '2026-02-01T08:00:00Z'), '--shard', `${i + 1}/2`, '--partial', partial], four)
    await cli(['merge', ...flags(sharded, '2026-02-01T08:00:00Z').filter((_, i) => i > 1), ...partials], four)

    const index = readFileSync(path.join(whole, 'state.json'), 'utf8')
    expect(readJson<Index>(path.join(whole, 'state.json')).parts).toHaveLength(4)
    expect(readFileSync(path.join(sharded, 'state.json'), 'utf8')).toBe(index)
    expect(readdirSync(path.join(sharded, 'state.json.d'))).toEqual(readdirSync(path.join(whole, 'state.json.d')))
    expect(pagesOf(path.join(sharded, 'state.json'))['/about/']?.updatedAt).toBe('2026-02-01T08:00:00Z')
  })
})

describe('the default threshold at scale', () => {
  // A worst-case record: a long URL path, a fingerprint of the largest size, and every date field.
  const record = {
    blocks: `9999.${'A'.repeat(168)}`,
    hash: `sha256:${'a'.repeat(64)}`,
    publishedAt: '2026-06-10T08:00:00.000Z',
    removedAt: '2026-06-10T08:00:00.000Z',
    updatedAt: '2026-06-10T08:00:00.000Z'
  }
  const key = (i: number): string => `/articles/${i % 997}/an-article-about-${i}/`
  // The bytes a page adds to its part beyond its key, plus 100 for a longer URL path than key() makes.
  const lineBytes = serializeState({ version: 1, pages: { '': record } }).length - serializeState({ version: 1, pages: {} }).length + 100

  /** The largest part, in bytes, of `count` such pages split `parts` ways. */
  function largestPart(count: number, parts: number): number {
    const sizes = new Array<number>(parts).fill(0)
    for (let i = 0; i < count; i++) {
      const page = key(i)
      const part = partOf(page, parts)
      sizes[part] = (sizes[part] ?? 0) + lineBytes + page.length
    }
    return Math.max(...sizes)
  }

  it('keeps every part under 40 MB at 1,000,000 pages, even split the fewest ways the hysteresis allows', () => {
    expect(partCount(1_000_000, 0)).toBe(64)
    // A part count is kept while parts average at most SPLIT_PAGES pages: 1,000,000 pages are in 32 parts or more.
    expect(partCount(1_000_000, 32)).toBe(32)
    expect(partCount(1_000_000, 16)).toBe(64)
    expect(largestPart(1_000_000, 32)).toBeLessThan(40 * 1024 * 1024)
    expect(SPLIT_PAGES).toBe(50_000)
  })

  it('keeps one file up to the threshold, and a part count while the site moves a little', () => {
    expect(partCount(SPLIT_PAGES, 0)).toBe(0)
    expect(partCount(SPLIT_PAGES + 1, 0)).toBe(4)
    expect(partCount(SPLIT_PAGES - 1000, 4)).toBe(4)
    expect(partCount(SPLIT_PAGES / 2, 4)).toBe(0)
  })
})
