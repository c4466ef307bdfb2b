// lastmod verify end to end, with a real web server: a site built with --mtime, deployed into
// nginx's root, behind a caching edge that keeps serving yesterday's sitemap until purged.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cli, repoRoot, snapshot, tempDir } from '../__fixtures__/cli/run.js'
import { startCachingProxy, type CachingProxy } from '../__fixtures__/crawl/caching-proxy.js'
import { startNginx, type Nginx } from '../__fixtures__/crawl/nginx.js'
import { crawlCli, serve, urlset } from '../__fixtures__/crawl/server.js'

const FIRST = '2026-06-01T08:00:00Z'
const SECOND = '2026-09-14T17:30:00Z'

interface Report {
  ok: boolean
  attempts: number
  pagesRequested: number
  findings: Array<{ kind: string; count: number; urls: string[]; cacheHeaders?: Array<{ headers: Record<string, string> }> }>
  pages: Array<{ url: string; beforeChange?: number }>
}

let nginx: Nginx
let proxy: CachingProxy
let work: string
/** Each deploy's built site and the state its run left. */
const builds: Record<'first' | 'second', { site: string; state: string }> = { first: { site: '', state: '' }, second: { site: '', state: '' } }

/** As a deploy does: the root's old files replaced by the built ones, their mtimes kept. */
function deploy(site: string): void {
  for (const entry of readdirSync(nginx.root)) rmSync(path.join(nginx.root, entry), { recursive: true, force: true })
  cpSync(site, nginx.root, { recursive: true, preserveTimestamps: true })
}

const verify = async (state: string, ...more: string[]) => {
  const json = path.join(tempDir('lastmod-verify-json-'), 'verify.json')
  const out = await crawlCli(['verify', '--site-url', `${proxy.url}/`, '--state-file', state, '--mtime', '--json', json, ...more])
  return { ...out, json, report: out.code === 2 ? undefined : (JSON.parse(readFileSync(json, 'utf8')) as Report) }
}

describe('run, deploy, stale edge, verify, purge, verify', () => {
  beforeAll(async () => {
    work = tempDir('lastmod-verify-')
    const root = path.join(work, 'www')
    mkdirSync(root)
    nginx = await startNginx(root)
    proxy = await startCachingProxy(nginx.url)
    const siteUrl = `${proxy.url}/`
    const state = path.join(work, 'state.json')
    for (const [name, step, now] of [['first', '00-base', FIRST], ['second', '02-edit-paragraph', SECOND]] as const) {
      const site = path.join(work, name)
      cpSync(path.join(repoRoot, '__fixtures__/corpus/hugo/steps', step), site, { recursive: true })
      // Built for where it is served: its canonical URLs name the edge.
      for (const file of readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
        const page = path.join(site, file)
        writeFileSync(page, readFileSync(page, 'utf8').replaceAll('https://example.com', proxy.url))
      }
      await cli(['--site-dir', site, '--site-url', siteUrl, '--state-file', state, '--now', now, '--mtime'])
      builds[name] = { site, state: path.join(work, `${name}-state.json`) }
      cpSync(state, builds[name].state)
    }
  })

  afterAll(async () => {
    await proxy?.close()
    await nginx?.stop()
  })

  beforeEach(() => {
    proxy.purge()
    proxy.freshAfter = undefined
  })

  test('the whole story', async () => {
    deploy(builds.first.site)
    const first = await verify(builds.first.state)
    expect(first.error).toBe('')
    expect(first.report?.findings).toEqual([])
    expect(first.code).toBe(0)
    // Every page of the state was requested, and nginx's own validators answered 304.
    expect(first.report?.pagesRequested).toBe(Object.keys((JSON.parse(readFileSync(builds.first.state, 'utf8')) as { pages: object }).pages).length)

    // The second deploy; the edge still holds the first sitemap (cached by the verify above).
    deploy(builds.second.site)
    const before = snapshot(work)
    const stale = await verify(builds.second.state)
    expect(stale.code).toBe(1)
    const finding = stale.report?.findings.find((f) => f.kind === 'stale')
    expect(finding).toMatchObject({ count: 1 })
    expect(finding?.cacheHeaders?.[0]?.headers).toMatchObject({ 'x-cache': 'HIT', via: '1.1 test-edge' })
    expect(finding?.cacheHeaders?.[0]?.headers).toHaveProperty('age')
    expect(stale.report?.findings.map((f) => f.kind)).toEqual(['stale'])
    expect(stale.stdout).toMatch(/✗ stale: 1 deployed lastmod older than the state \(served with .*x-cache: HIT/)
    // Nothing written: the state, the built sites and the deployed root are as they were.
    const after = snapshot(work)
    for (const [file, bytes] of before) if (!file.includes('verify-json')) expect(after.get(file)).toBe(bytes)

    proxy.purge()
    // With the first deploy's validators: the edited page no longer answers 304 to them.
    const clean = await verify(builds.second.state, '--previous-report', first.json)
    expect(clean.report?.findings).toEqual([])
    expect(clean.code).toBe(0)
    expect(clean.stdout).toContain('✓ nothing a crawler would distrust')
    const edited = clean.report?.pages.filter((p) => p.beforeChange !== undefined) ?? []
    expect(edited.map((p) => p.beforeChange)).toEqual([200])
  })

  test('--wait: read again until the edge catches up (counted in reads, not seconds)', async () => {
    deploy(builds.first.site)
    await fetch(`${proxy.url}/sitemap.xml`).then((r) => r.arrayBuffer())
    deploy(builds.second.site)
    proxy.freshAfter = 2
    const sleeps: number[] = []
    const json = path.join(tempDir('lastmod-verify-json-'), 'verify.json')
    const out = await crawlCli(['verify', '--site-url', `${proxy.url}/`, '--state-file', builds.second.state, '--mtime', '--wait', '60', '--pages', '3', '--json', json], {
      sleep: (ms) => {
        sleeps.push(ms)
        return Promise.resolve()
      }
    })
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report
    expect(out.code).toBe(0)
    expect(report.attempts).toBe(3)
    expect(sleeps).toEqual([10_000, 10_000])
  })

  test('without --wait, or when the wait runs out, the stale sitemap is reported', async () => {
    deploy(builds.first.site)
    await fetch(`${proxy.url}/sitemap.xml`).then((r) => r.arrayBuffer())
    deploy(builds.second.site)
    const sleeps: number[] = []
    const out = await crawlCli(['verify', '--site-url', `${proxy.url}/`, '--state-file', builds.second.state, '--mtime', '--wait', '15', '--pages', '0'], {
      sleep: (ms) => {
        sleeps.push(ms)
        return Promise.resolve()
      }
    })
    expect(out.code).toBe(1)
    expect(out.stdout).toContain('✗ stale')
    expect(sleeps).toEqual([10_000, 5_000])
  })

  test('deployed without its mtimes (a plain copy): Last-Modified disagrees with the state', async () => {
    // Deployed without keeping mtimes (a plain copy): every page is dated by the copy.
    for (const entry of readdirSync(nginx.root)) rmSync(path.join(nginx.root, entry), { recursive: true, force: true })
    cpSync(builds.second.site, nginx.root, { recursive: true })
    const out = await verify(builds.second.state, '--pages', '2')
    expect(out.code).toBe(1)
    expect(out.report?.findings.map((f) => f.kind)).toEqual(['last-modified-mismatch'])
    expect(out.report?.findings[0]?.count).toBe(2)
  })

  test('a site that cannot be reached: exit 2 naming --sitemap-url', async () => {
    const out = await crawlCli(['verify', '--site-url', `${proxy.url}/`, '--state-file', builds.second.state, '--sitemap-url', `${proxy.url}/no-sitemap.xml`])
    expect(out.code).toBe(2)
    expect(out.error).toMatch(/^the deployed sitemap \(--sitemap-url http:\/\/127\.0\.0\.1:\d+\/no-sitemap\.xml\): .*answered HTTP 404$/)
  })
})

describe("the previous deploy's validators", () => {
  test('a server that answers 304 to them for a changed page', async () => {
    const dir = tempDir('lastmod-verify-')
    let base = ''
    // Answers every conditional request with 304, as a server that never saw the change would.
    const server = await serve((p, request) => {
      if (p === '/sitemap.xml') return { body: urlset([{ loc: `${base}/`, lastmod: '2026-01-01T00:00:00Z' }, { loc: `${base}/a/`, lastmod: '2026-12-06T10:00:00Z' }]) }
      if (request.headers['if-none-match'] !== undefined) return { status: 304 }
      return { headers: { 'content-type': 'text/html', etag: p === '/a/' ? '"new"' : '"home"' }, body: '<p>x</p>' }
    })
    base = server.url
    try {
      const state = path.join(dir, 'state.json')
      writeFileSync(state, JSON.stringify({ version: 1, pages: { '/': { hash: `sha256:${'1'.repeat(64)}`, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }, '/a/': { hash: `sha256:${'2'.repeat(64)}`, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-12-06T10:00:00Z' } } }))
      const previous = path.join(dir, 'previous.json')
      writeFileSync(previous, JSON.stringify({ command: 'verify', pages: [{ url: `${base}/a/`, etag: '"old"' }] }))
      const out = await crawlCli(['verify', '--site-url', `${base}/`, '--state-file', state, '--previous-report', previous])
      expect(out.error).toBe('')
      expect(out.code).toBe(1)
      expect(out.stdout).toContain(`✗ 304-after-change: 1 page changed by the last run that answers 304 to the previous deploy's validators`)
      expect(server.requests.filter((r) => r.headers['if-none-match'] === '"old"').map((r) => r.path)).toEqual(['/a/'])
      // Without them nothing tells the old copy from the new one.
      expect((await crawlCli(['verify', '--site-url', `${base}/`, '--state-file', state])).code).toBe(0)
      writeFileSync(previous, JSON.stringify({ command: 'audit', pages: [] }))
      const bad = await crawlCli(['verify', '--site-url', `${base}/`, '--state-file', state, '--previous-report', previous])
      expect(bad.code).toBe(2)
      expect(bad.error).toBe(`--previous-report ${previous} is not the JSON report of lastmod verify (--json)`)
    } finally {
      await server.close()
    }
  })
})

describe('usage errors name the flag', () => {
  test.each([
    [['verify', '--state-file', 's.json'], /^--site-url is required/],
    [['verify', '--site-url', 'https://example.com/'], /^--state-file is required/],
    [['verify', '--site-url', 'https://example.com/', '--state-file', 'no-such-state.json'], /^--state-file no-such-state\.json does not exist/],
    [['verify', '--site-url', 'https://example.com/', '--state-file', 's.json', '--wait', '-1'], /^--wait is given a value that starts with "-"/],
    [['verify', '--site-url', 'https://example.com/', '--state-file', 's.json', '--wait=-1'], /^--wait must be a number of seconds from 0 to 3600; got '-1'/],
    [['verify', '--site-url', 'https://example.com/', '--state-file', 's.json', '--wait', '7200'], /^--wait must be a number of seconds from 0 to 3600; got '7200'/],
    [['verify', '--site-url', 'https://example.com/', '--state-file', 's.json', '--sitemap-url', 'sitemap.xml'], /^--sitemap-url must be an http\(s\) URL/]
  ])('%j', async (argv, message) => {
    const out = await crawlCli(argv)
    expect(out.code).toBe(2)
    expect(out.error).toMatch(message)
  })
})
