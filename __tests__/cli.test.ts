import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Report } from '../src/core/types.js'
import { buildExample, bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'
import { URLSET_XSD, validate } from '../__fixtures__/sitemap/helpers.js'

const SITE_URL = 'https://example.com/'

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

interface StateJson {
  pages: Record<string, { hash: string; publishedAt: string; updatedAt: string; removedAt?: string }>
}

describe('the two field tests on a noisy example site', () => {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  const state = path.join(dir, 'state', 'state.json')
  const report = path.join(dir, 'report.json')
  const args = (now: string): string[] => ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--report', report, '--now', now]

  it('dates every page on the first run and writes a valid sitemap', async () => {
    buildExample(site)
    const out = await cli(args('2026-01-01T08:00:00Z'))
    const r = readJson<Report>(report)
    expect(r.pages.new).toEqual([
      'https://example.com/',
      'https://example.com/about/',
      'https://example.com/blog/hello/',
      'https://example.com/blog/widgets-2/',
      'https://example.com/docs/config/',
      'https://example.com/docs/install/'
    ])
    expect(r.excluded.map((e) => [e.file, e.reason])).toEqual([
      ['404.html', 'error-page'],
      ['drafts/next/index.html', 'noindex'],
      ['old-page/index.html', 'redirect'],
      ['private/notes/index.html', 'robots-txt']
    ])
    expect(out.stdout).toMatch(/^6 new, 0 changed, 0 removed, 0 unchanged, 4 excluded/)
    const sitemap = path.join(site, 'sitemap.xml')
    const xml = readFileSync(sitemap, 'utf8')
    expect(xml.match(/<loc>/g)).toHaveLength(6)
    expect(xml).toContain('<url><loc>https://example.com/docs/install/</loc><lastmod>2026-01-01T08:00:00+00:00</lastmod></url>')
    expect(await validate(URLSET_XSD, sitemap, true)).toEqual({ ok: true, output: 'sitemap.xml validates\n' })
  })

  it('reports 0 changed on a rebuild, and leaves the state file as it was', async () => {
    const before = readFileSync(state, 'utf8')
    // A file replaced by another (temp file and rename) is another inode.
    const inode = statSync(state).ino
    buildExample(site)
    expect(readFileSync(path.join(site, 'index.html'), 'utf8')).toContain('Built ')
    const out = await cli(args('2026-01-02T08:00:00Z'))
    const r = readJson<Report>(report)
    expect(r.pages.changed).toEqual([])
    expect(r.pages.new).toEqual([])
    expect(r.pages.unchanged).toHaveLength(6)
    expect(readFileSync(state, 'utf8')).toBe(before)
    expect(statSync(state).ino).toBe(inode)
    expect(out.stderr).toContain(`State: no record changed; ${state} left as it was`)
  })

  it('moves exactly the edited page, and only its updatedAt', async () => {
    const before = readJson<StateJson>(state)
    const inode = statSync(state).ino
    buildExample(site, true)
    const out = await cli(args('2026-01-03T08:00:00Z'))
    expect(statSync(state).ino).not.toBe(inode)
    expect(out.stderr).not.toContain('left as it was')
    const r = readJson<Report>(report)
    expect(r.pages.changed).toEqual(['https://example.com/docs/install/'])
    expect(r.changes[0]?.blocks[0]?.new).toContain('it needs no administrator rights')
    const after = readJson<StateJson>(state)
    for (const [key, record] of Object.entries(after.pages)) {
      if (key === '/docs/install/') {
        expect(record.updatedAt).toBe('2026-01-03T08:00:00Z')
        expect(record.publishedAt).toBe(before.pages[key]?.publishedAt)
      } else {
        expect(record).toEqual(before.pages[key])
      }
    }
    expect(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://example.com/docs/install/</loc><lastmod>2026-01-03T08:00:00+00:00</lastmod>'
    )
  })

  it('writes nothing on a dry run but still reports', async () => {
    const stateBefore = readFileSync(state, 'utf8')
    const sitemapBefore = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    buildExample(site)
    const out = await cli([...args('2026-01-04T08:00:00Z'), '--dry-run'])
    expect(out.stdout).toContain('dry run')
    expect(readFileSync(state, 'utf8')).toBe(stateBefore)
    expect(existsSync(path.join(site, 'sitemap.xml'))).toBe(false) // the rebuild removed it; the dry run did not write it
    expect(sitemapBefore).toContain('<urlset')
    expect(readJson<Report>(report).dryRun).toBe(true)
  })

  it('tombstones a removed page and revives it with its publishedAt', async () => {
    buildExample(site)
    const aboutFile = path.join(site, 'about/index.html')
    const about = readFileSync(aboutFile, 'utf8')
    await cli(args('2026-01-05T08:00:00Z'))
    spawnSync('rm', ['-r', path.join(site, 'about')])
    await cli(args('2026-01-06T08:00:00Z'))
    expect(readJson<Report>(report).pages.removed).toEqual(['https://example.com/about/'])
    expect(readJson<StateJson>(state).pages['/about/']?.removedAt).toBe('2026-01-06T08:00:00Z')
    mkdirSync(path.dirname(aboutFile))
    writeFileSync(aboutFile, about)
    await cli(args('2026-01-07T08:00:00Z'))
    const r = readJson<Report>(report)
    expect(r.revived).toEqual(['https://example.com/about/'])
    expect(r.pages.changed).toEqual(['https://example.com/about/'])
    const record = readJson<StateJson>(state).pages['/about/']
    expect(record).toMatchObject({ publishedAt: '2026-01-01T08:00:00Z', updatedAt: '2026-01-07T08:00:00Z' })
    expect(record?.removedAt).toBeUndefined()
  })
})

describe('changing the hashing options', () => {
  it('re-baselines the hashes without moving any date, and says so', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    buildExample(site)
    const state = path.join(dir, 's.json')
    const report = path.join(dir, 'r.json')
    const base = ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--report', report, '--no-html-dates']
    await cli([...base, '--now', '2026-02-01T00:00:00Z'])
    const before = readJson<StateJson>(state)
    const out = await cli([...base, '--now', '2026-02-02T00:00:00Z', '--ignore-selector', 'pre', '--content-selector', 'article, main'])
    const r = readJson<Report>(report)
    expect(r.rebaselined).toBe(true)
    expect(r.pages.changed).toEqual([])
    expect(out.stdout).toContain('hashes re-baselined, no date moved')
    const after = readJson<StateJson>(state)
    expect(after.pages['/docs/install/']?.hash).not.toBe(before.pages['/docs/install/']?.hash)
    for (const [key, record] of Object.entries(after.pages)) {
      expect([record.publishedAt, record.updatedAt]).toEqual([before.pages[key]?.publishedAt, before.pages[key]?.updatedAt])
    }
  })
})

describe('pages and URLs', () => {
  it('encodes paths, keeps canonical spellings, and honours clean URLs and globs', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    const page = (file: string, body: string, head = ''): void => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
      writeFileSync(path.join(site, file), `<html><head>${head}</head><body><main>${body}</main></body></html>`)
    }
    page('a b/café.html', '<p>accents</p>')
    page('guide.html', '<p>guide</p>', '<link rel="canonical" href="https://example.com/docs/guide">')
    page('skip/x.html', '<p>skipped</p>')
    const report = path.join(dir, 'r.json')
    await cli(['--site-dir', site, '--site-url', 'https://example.com/docs', '--state-file', path.join(dir, 's.json'), '--report', report, '--clean-urls', '--exclude', 'skip/**'])
    const r = readJson<Report>(report)
    expect(r.pages.new).toEqual(['https://example.com/docs/a%20b/caf%C3%A9', 'https://example.com/docs/guide'])
    expect(r.excluded).toEqual([{ url: 'https://example.com/docs/skip/x', file: 'skip/x.html', reason: 'glob' }])
    const xml = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    expect(xml).toContain('<loc>https://example.com/docs/guide</loc>')
    expect(Object.keys(readJson<StateJson>(path.join(dir, 's.json')).pages)).toEqual(['/a%20b/caf%C3%A9', '/guide'])
  })

  it('decodes a declared charset and warns about invalid UTF-8 without stopping', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    mkdirSync(site)
    writeFileSync(path.join(site, 'latin.html'), Buffer.from('<html><head><meta charset="windows-1252"></head><body><main><p>caf\xe9</p></main></body></html>', 'latin1'))
    writeFileSync(path.join(site, 'broken.html'), Buffer.concat([Buffer.from('<main><p>bad '), Buffer.from([0xff, 0xfe]), Buffer.from(' bytes</p></main>')]))
    const report = path.join(dir, 'r.json')
    const out = await cli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 's.json'), '--report', report])
    const r = readJson<Report>(report)
    expect(r.pages.new).toHaveLength(2)
    expect(r.warnings.map((w) => w.file)).toEqual(['broken.html'])
    expect(out.stderr).toMatch(/warning: broken\.html: .*UTF-8/)
  })
})

describe('bad input (the bundled CLI, as a shell runs it)', () => {
  const dir = tempDir()
  const site = path.join(dir, 'site')
  buildExample(site)
  const base = ['--site-dir', site, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')]

  function expectInputError(argv: string[], message: RegExp): void {
    const r = bundledCli(argv)
    expect(r.status).toBe(2)
    expect(r.stderr).toMatch(message)
    expect(r.stderr.trim().split('\n')).toHaveLength(1)
  }

  it('names a missing required flag', () => {
    expectInputError(['--site-dir', site, '--site-url', SITE_URL], /^lastmod: --state-file is required/)
  })
  it('names an unknown flag', () => {
    expectInputError([...base, '--sitemapp', 'x'], /^lastmod: unknown flag --sitemapp/)
  })
  it('names a missing or empty site folder', () => {
    expectInputError(['--site-dir', path.join(dir, 'nope'), '--site-url', SITE_URL, '--state-file', path.join(dir, 's.json')], /--site-dir .*nope does not exist/)
    const empty = path.join(dir, 'empty')
    mkdirSync(empty)
    expectInputError(['--site-dir', empty, '--site-url', SITE_URL, '--state-file', path.join(dir, 's.json')], /--site-dir .*empty holds no \.html pages/)
    const file = path.join(dir, 'a-file')
    writeFileSync(file, 'not a folder')
    expectInputError(['--site-dir', file, '--site-url', SITE_URL, '--state-file', path.join(dir, 's.json')], /--site-dir .*a-file does not exist or is not a folder/)
  })
  it('names a bad site URL, clock, format or selector', () => {
    expectInputError(['--site-dir', site, '--site-url', 'example.com', '--state-file', 's.json'], /--site-url must be an absolute/)
    expectInputError([...base, '--now', '2026-01-01 08:00'], /--now must be an ISO 8601 date-time with a zone/)
    expectInputError([...base, '--lastmod-format', 'week'], /--lastmod-format must be one of datetime, date; got 'week'/)
    expectInputError([...base, '--content-selector', 'main[[['], /main\[\[\[/)
  })
  it('names a site URL on port 0, and an empty or blank --include or --exclude', () => {
    for (const url of ['https://example.com:0/', 'http://example.com:00/docs/']) {
      expectInputError(['--site-dir', site, '--site-url', url, '--state-file', 's.json'], /^lastmod: --site-url must not use port 0 \(no server can listen there\); got 'https?:\/\/example\.com:0'$/m)
    }
    for (const flag of ['--include', '--exclude']) {
      for (const glob of ['', '   ']) expectInputError([...base, flag, '**/*.html', flag, glob], new RegExp(`^lastmod: ${flag} must be a glob over the page files such as 'drafts/\\*\\*'; got '${glob}'$`, 'm'))
    }
    expect(existsSync(path.join(site, 'sitemap.xml'))).toBe(false)
  })
  it('refuses a clock before the newest date of the state, naming it, and writes nothing', () => {
    const stateFile = path.join(dir, 'clock.json')
    const sitemap = path.join(dir, 'clock-sitemap.xml')
    const own = path.join(dir, 'clock-site')
    buildExample(own)
    const run = (...more: string[]): ReturnType<typeof bundledCli> => bundledCli(['--site-dir', own, '--site-url', SITE_URL, '--state-file', stateFile, '--sitemap', sitemap, '--no-html-dates', ...more])
    expect(run('--now', '2026-03-01T10:00:00Z').status).toBe(0)
    const [state, written] = [readFileSync(stateFile, 'utf8'), readFileSync(sitemap, 'utf8')]
    // A day earlier, an hour earlier, a second earlier: each would write updatedAt before publishedAt.
    for (const now of ['2026-02-28T10:00:00Z', '2026-03-01T11:00:00+02:00', '2026-03-01T09:59:59Z']) {
      const r = run('--now', now)
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(/^lastmod: --now \(2026-0[23]-\S+Z\) is before 2026-03-01T10:00:00Z, the newest date in the state \(publishedAt of \/\S*\): a run cannot be dated before the runs it follows/)
      expect(r.stderr.trim().split('\n')).toHaveLength(1)
    }
    expect([readFileSync(stateFile, 'utf8'), readFileSync(sitemap, 'utf8')]).toEqual([state, written])
    // The same instant is not before it; the system clock is named when --now is not given.
    expect(run('--now', '2026-03-01T10:00:00Z').status).toBe(0)
    buildExample(own, true)
    expect(run('--now', '2999-01-01T00:00:00Z').status).toBe(0)
    const system = run()
    expect(system.status).toBe(2)
    expect(system.stderr).toMatch(/^lastmod: the system clock \(\S+\) is before 2999-01-01T00:00:00Z, the newest date in the state \(updatedAt of \/docs\/install\/\)/)
  })
  it('never replaces a corrupt, truncated or unknown-version state file', () => {
    const stateFile = path.join(dir, 'corrupt.json')
    for (const text of ['{"version":1,"pages":{"/":{"hash":"sha256:', '{"version":7,"pages":{}}', 'not json']) {
      writeFileSync(stateFile, text)
      const r = bundledCli(['--site-dir', site, '--site-url', SITE_URL, '--state-file', stateFile])
      expect(r.status).toBe(2)
      expect(r.stderr).toMatch(/^lastmod: state file .*corrupt\.json/)
      expect(readFileSync(stateFile, 'utf8')).toBe(text)
    }
    expect(existsSync(path.join(site, 'sitemap.xml'))).toBe(false)
  })
  it('prints help and succeeds', () => {
    const r = bundledCli(['--help'])
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('--content-selector')
  })
})
