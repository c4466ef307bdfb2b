// Sharded runs: n shards merged write exactly what one unsharded run writes, byte for byte.
import { describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PARTIAL_VERSION, parsePartial, parseShard, shardOf } from '../src/core/shard.js'
import { cli, tempDir } from '../__fixtures__/cli/run.js'
import { CORPUS, GENERATORS, truth, type Truth } from '../__fixtures__/corpus.js'


describe('shard assignment', () => {
  it('parses i/n and names the flag on bad input', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 })
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 })
    for (const bad of ['0/4', '5/4', '1/0', '2', 'a/b', '1/2/3', '-1/2', '1.5/3']) {
      expect(() => parseShard(bad)).toThrow(/^--shard must be i\/n with 1 <= i <= n/)
    }
  })

  it('is stable, in range, and spreads keys evenly', () => {
    const counts = [0, 0, 0, 0]
    for (let i = 0; i < 4000; i++) {
      const shard = shardOf(`/blog/post-${i}/`, 4)
      expect(shard).toBe(shardOf(`/blog/post-${i}/`, 4))
      counts[shard - 1] = (counts[shard - 1] ?? 0) + 1
    }
    for (const c of counts) expect(c).toBeGreaterThan(850)
    expect(shardOf('/', 1)).toBe(1)
    // Pinned: a change of the function would move pages between shards of a running matrix.
    expect(['/', '/a/', '/docs/install/', '/é/'].map((k) => shardOf(k, 7))).toEqual([5, 7, 7, 7])
  })
})

function flags(t: Truth, site: string, dir: string, now: string): string[] {
  const args = ['--site-dir', site, '--site-url', t.siteUrl, '--state-file', path.join(dir, 'state.json')]
  args.push('--sitemap', path.join(dir, 'sitemap.xml'), '--report', path.join(dir, 'report.json'), '--now', now)
  args.push('--content-selector', t.cli.contentSelector, '--no-html-dates')
  for (const s of t.cli.ignoreSelector ?? []) args.push('--ignore-selector', s)
  return args
}

function outputs(dir: string): { state: string; sitemap: string; report: string } {
  return {
    state: readFileSync(path.join(dir, 'state.json'), 'utf8'),
    sitemap: readFileSync(path.join(dir, 'sitemap.xml'), 'utf8'),
    report: readFileSync(path.join(dir, 'report.json'), 'utf8').replaceAll(dir, '<dir>')
  }
}

async function shardedRun(t: Truth, site: string, dir: string, now: string, n: number, order: number[]): Promise<void> {
  const partials: string[] = []
  for (let i = 1; i <= n; i++) {
    const partial = path.join(dir, `part-${i}.json`)
    const out = await cli([...flags(t, site, dir, now), '--shard', `${i}/${n}`, '--partial', partial])
    expect(out.stdout).toMatch(new RegExp(`^shard ${i}/${n}: \\d+ page\\(s\\)`))
    // What only a whole run's html-dates pass reads stays out of the partial.
    expect(readFileSync(partial, 'utf8')).not.toContain('"undated"')
    partials.push(partial)
  }
  await cli([
    'merge',
    '--state-file', path.join(dir, 'state.json'),
    '--site-url', t.siteUrl,
    '--sitemap', path.join(dir, 'sitemap.xml'),
    '--site-dir', site,
    '--report', path.join(dir, 'report.json'),
    '--now', now,
    ...order.map((i) => partials[i - 1] as string)
  ])
}

describe('n shards merged = one unsharded run', () => {
  it.each(GENERATORS)('%s: state, sitemap and report identical at every step, for 1, 3 and 4 shards', async (generator) => {
    const t = truth(generator)
    const whole = tempDir()
    const sharded = { 1: tempDir(), 3: tempDir(), 4: tempDir() }
    for (const [i, step] of t.steps.entries()) {
      const site = path.join(CORPUS, generator, 'steps', step.dir)
      const now = `2026-03-${String(i + 1).padStart(2, '0')}T08:00:00Z`
      await cli(flags(t, site, whole, now))
      const expected = outputs(whole)
      for (const [n, dir] of Object.entries(sharded)) {
        const count = Number(n)
        // Partials in any order: merge sorts the pages as discovery does.
        const order = Array.from({ length: count }, (_, k) => count - k)
        await shardedRun(t, site, dir, now, count, order)
        expect(outputs(dir)).toEqual(expected)
      }
    }
  })
})

describe('merge refuses partials that do not make one run', () => {
  const t = truth('hugo')
  const site = path.join(CORPUS, 'hugo', 'steps', '00-base')
  const now = '2026-04-01T08:00:00Z'

  async function twoShards(): Promise<{ dir: string; parts: string[]; merge: (parts: string[]) => Promise<unknown> }> {
    const dir = tempDir()
    const parts = [path.join(dir, 'a.json'), path.join(dir, 'b.json')]
    await cli([...flags(t, site, dir, now), '--shard', '1/2', '--partial', parts[0] as string])
    await cli([...flags(t, site, dir, now), '--shard', '2/2', '--partial', parts[1] as string])
    const merge = (given: string[]): Promise<unknown> =>
      cli(['merge', '--state-file', path.join(dir, 'state.json'), '--site-url', t.siteUrl, '--sitemap', path.join(dir, 'sitemap.xml'), '--now', now, ...given])
    return { dir, parts, merge }
  }

  it('a missing shard, a shard given twice', async () => {
    const { parts, merge } = await twoShards()
    await expect(merge([parts[0] as string])).rejects.toThrow('shard(s) 2 of 2 missing: merging without them would mark their pages removed')
    await expect(merge([parts[0] as string, parts[0] as string])).rejects.toThrow(/shard 1 given twice/)
  })

  it('a state file that is not the one the shards ran against', async () => {
    const { dir, parts, merge } = await twoShards()
    const other = tempDir()
    await cli(flags(t, path.join(CORPUS, 'hugo', 'steps', '04-add-remove'), other, now))
    copyFileSync(path.join(other, 'state.json'), path.join(dir, 'state.json'))
    await expect(merge(parts)).rejects.toThrow(/the shards ran without a state file, but --state-file exists now/)
    expect(existsSync(path.join(dir, 'sitemap.xml'))).toBe(false)
    // Shards that ran against that state, merged after it moved on.
    await cli([...flags(t, site, dir, now), '--shard', '1/2', '--partial', parts[0] as string])
    await cli([...flags(t, site, dir, now), '--shard', '2/2', '--partial', parts[1] as string])
    await cli(flags(t, site, other, '2026-04-02T08:00:00Z'))
    const moved = readFileSync(path.join(other, 'state.json'), 'utf8')
    writeFileSync(path.join(dir, 'state.json'), moved.replace(/"updatedAt":"[^"]+"/, '"updatedAt":"2026-04-03T08:00:00Z"'))
    await expect(merge(parts)).rejects.toThrow(/the state file is not the one the shards ran against/)
  })

  it('a partial that is not one, or was tampered with', async () => {
    const { dir, parts, merge } = await twoShards()
    const text = readFileSync(parts[1] as string, 'utf8')
    writeFileSync(parts[1] as string, text.slice(0, text.length / 2))
    await expect(merge(parts)).rejects.toThrow(/is not valid JSON \(corrupt or truncated\?\)/)
    writeFileSync(parts[1] as string, '{"version": 1, "pages": {}}')
    await expect(merge(parts)).rejects.toThrow(/is not a lastmod partial result/)
    // A page of shard 1 slipped into shard 2.
    const a = JSON.parse(readFileSync(parts[0] as string, 'utf8')) as { pages: Array<{ path: string }> }
    const b = JSON.parse(text) as { pages: unknown[] }
    b.pages.push(a.pages[0])
    writeFileSync(parts[1] as string, JSON.stringify(b))
    await expect(merge(parts)).rejects.toThrow(`shard 2/2 holds ${a.pages[0]?.path}, which belongs to shard 1`)
    expect(parsePartial(JSON.stringify(b), 'b').pages).toHaveLength(b.pages.length)
    expect(existsSync(path.join(dir, 'state.json'))).toBe(false)
  })

  it('a partial whose fingerprint is not one: refused, not written into a state the next run would refuse', async () => {
    const { dir, parts, merge } = await twoShards()
    const b = JSON.parse(readFileSync(parts[1] as string, 'utf8')) as { pages: Array<{ included?: { page: { fingerprint: string } } }> }
    const page = b.pages.find((p) => p.included !== undefined)?.included?.page
    if (page === undefined) throw new Error('shard 2 has no included page')
    page.fingerprint = '3."x"'
    writeFileSync(parts[1] as string, JSON.stringify(b))
    await expect(merge(parts)).rejects.toThrow(/included\.page\.fingerprint must be a block fingerprint/)
    expect(existsSync(path.join(dir, 'state.json'))).toBe(false)
  })

  it('--shard needs a valid i/n, --partial needs --shard', async () => {
    const dir = tempDir()
    await expect(cli([...flags(t, site, dir, now), '--shard', '3/2'])).rejects.toThrow(/--shard must be i\/n/)
    await expect(cli([...flags(t, site, dir, now), '--partial', path.join(dir, 'p.json')])).rejects.toThrow('--partial needs --shard')
    await expect(cli(['merge', '--state-file', path.join(dir, 's.json'), '--site-url', t.siteUrl, '--sitemap', path.join(dir, 'x.xml')])).rejects.toThrow(
      'lastmod merge needs the partial result files of every shard'
    )
  })

  it('a page explained without new text (moved blocks, or none the fingerprint can show) is read back as written', () => {
    const page = (path: string, kind: string): unknown => ({
      file: `${path.slice(1)}index.html`,
      path,
      warnings: [],
      included: { loc: `https://example.com${path}`, page: { path, hash: `sha256:${'0'.repeat(64)}`, fingerprint: '1.AAAAAAAA', why: [{ kind }] } }
    })
    const partial = {
      format: 'lastmod-partial',
      version: PARTIAL_VERSION,
      shard: { index: 1, count: 1 },
      siteUrl: 'https://example.com/',
      hashing: { normalizer: 2, options: '{}' },
      contentSelectors: ['main'],
      previousState: null,
      build: `sha256:${'1'.repeat(64)}`,
      samples: [],
      pages: [page('/a/', 'reordered'), page('/b/', 'unknown')]
    }
    const read = parsePartial(JSON.stringify(partial), 'p')
    expect(read.pages.map((p) => p.included?.page.why)).toEqual([[{ kind: 'reordered' }], [{ kind: 'unknown' }]])
  })

  it('writes the partial next to the state file by default', async () => {
    const dir = tempDir()
    const out = await cli([...flags(t, site, dir, now), '--shard', '2/3'])
    const file = path.join(dir, 'state.json.shard-2-of-3.json')
    expect(out.stdout).toContain(file)
    expect(parsePartial(readFileSync(file, 'utf8'), file).shard).toEqual({ index: 2, count: 3 })
    expect(existsSync(path.join(dir, 'state.json'))).toBe(false)
    expect(existsSync(path.join(dir, 'sitemap.xml'))).toBe(false)
  })
})
