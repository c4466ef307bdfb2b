import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startIndexNow, type FakeIndexNow } from '../__fixtures__/publish/indexnow-server.js'
import { parseCli, USAGE } from '../src/adapters/cli-args.js'
import type { PageDateOptions } from '../src/adapters/publish.js'
import { runCli } from '../src/adapters/cli-run.js'
import type { IndexNowBatch } from '../src/core/indexnow.js'

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '__fixtures__', 'publish', 'site')
const BASE = ['--site-dir', 'site', '--site-url', 'https://example.com/', '--state-file', 's.json']
const KEY = 'a1b2c3d4e5f6'

function config(extra: string[]): Extract<ReturnType<typeof parseCli>, { kind: 'run' }>['config'] {
  const command = parseCli([...BASE, ...extra])
  if (command.kind !== 'run') throw new Error('expected a run')
  return command.config
}

/** The run's options that writing the dates reads (publish.ts PageDateOptions), as the flags set them. */
function publishing(extra: string[]): Partial<PageDateOptions> {
  const { siteDir, siteUrl, cleanUrls, sitemapPath, gzip, dryRun, htmlDates, mtime, headersFile, robotsSitemap, indexNow, jobs } = config(extra)
  const options: Partial<PageDateOptions> = { siteDir, siteUrl, cleanUrls, sitemapPath, gzip, dryRun, htmlDates, mtime, robotsSitemap }
  if (headersFile !== undefined) options.headersFile = headersFile
  if (indexNow !== undefined) options.indexNow = indexNow
  if (jobs !== undefined) options.jobs = jobs
  return options
}

describe('publishing flags', () => {
  it('defaults: page dates on, everything else off', () => {
    expect(publishing([])).toEqual({
      siteDir: 'site',
      siteUrl: 'https://example.com/',
      cleanUrls: false,
      sitemapPath: path.join('site', 'sitemap.xml'),
      gzip: false,
      dryRun: false,
      htmlDates: true,
      mtime: false,
      robotsSitemap: false
    })
  })

  it('reads every flag', () => {
    const publish = publishing([
      '--no-html-dates',
      '--mtime',
      '--headers-file',
      'site/_headers',
      '--robots-sitemap',
      '--indexnow-key',
      KEY,
      '--indexnow-endpoint',
      'https://www.bing.com/indexnow',
      '--indexnow-write-key',
      '--dry-run',
      '--gzip'
    ])
    expect(publish).toMatchObject({
      htmlDates: false,
      mtime: true,
      headersFile: 'site/_headers',
      robotsSitemap: true,
      dryRun: true,
      gzip: true,
      indexNow: { key: KEY, endpoint: 'https://www.bing.com/indexnow', writeKey: true }
    })
    expect(publishing(['--html-dates', '--indexnow-key', KEY])).toMatchObject({
      htmlDates: true,
      indexNow: { key: KEY, endpoint: 'https://api.indexnow.org/indexnow', writeKey: false }
    })
  })

  it('rejects bad or contradictory values with a one-line reason', () => {
    expect(() => config(['--indexnow-key', 'short'])).toThrow(/^--indexnow-key must be 8 to 128 characters/)
    expect(() => config(['--indexnow-key', KEY, '--indexnow-endpoint', 'nope'])).toThrow(/^--indexnow-endpoint must be an absolute URL/)
    expect(() => config(['--indexnow-endpoint', 'https://www.bing.com/indexnow'])).toThrow('--indexnow-endpoint needs --indexnow-key')
    expect(() => config(['--indexnow-write-key'])).toThrow('--indexnow-write-key needs --indexnow-key')
    expect(() => config(['--html-dates', '--no-html-dates'])).toThrow(/contradict/)
    expect(() => config(['--headers-file', ' '])).toThrow(/--headers-file is required/)
  })

  it('documents every flag', () => {
    for (const flag of ['--html-dates', '--no-html-dates', '--mtime', '--headers-file', '--robots-sitemap', '--indexnow-key', '--indexnow-endpoint', '--indexnow-write-key']) {
      expect(USAGE).toContain(flag)
    }
  })
})

describe('lastmod with publishing flags', () => {
  let dir: string
  let server: FakeIndexNow | undefined
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lastmod-publish-cli-'))
    await cp(FIXTURE, path.join(dir, 'site'), { recursive: true })
  })
  afterEach(async () => {
    await server?.close()
    server = undefined
    await rm(dir, { recursive: true, force: true })
  })

  async function lastmod(args: string[]): Promise<{ stdout: string; stderr: string }> {
    let stdout = ''
    let stderr = ''
    const base = ['--site-dir', path.join(dir, 'site'), '--site-url', 'https://example.com/', '--state-file', path.join(dir, 's.json')]
    await runCli([...base, ...args], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) })
    return { stdout, stderr }
  }

  it('writes pages, headers, robots.txt and key file, then announces only what moved', async () => {
    server = await startIndexNow([{ status: 202 }])
    const flags = ['--headers-file', path.join(dir, 'site', '_headers'), '--robots-sitemap', '--indexnow-key', KEY, '--indexnow-write-key', '--indexnow-endpoint', server.endpoint]
    const first = await lastmod(['--now', '2026-08-01T06:00:00Z', ...flags])
    expect(first.stderr).toContain('Page dates: 2 page(s) rewritten')
    expect(await readFile(path.join(dir, 'site', 'blog/post/index.html'), 'utf8')).toContain('>2026-08-01</time>')
    expect(await readFile(path.join(dir, 'site', '_headers'), 'utf8')).toContain('/blog/post/\n  Last-Modified: Sat, 01 Aug 2026 06:00:00 GMT')
    expect(await readFile(path.join(dir, 'site', 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.com/sitemap.xml')
    expect(await readFile(path.join(dir, 'site', `${KEY}.txt`), 'utf8')).toBe(KEY)
    expect(server.requests).toHaveLength(1)
    expect((server.requests[0]?.body as IndexNowBatch).urlList).toHaveLength(3)

    const post = path.join(dir, 'site', 'blog/post/index.html')
    await writeFile(post, (await readFile(post, 'utf8')).replace('first paragraph', 'opening paragraph'))
    await lastmod(['--now', '2026-08-05T06:00:00Z', ...flags])
    expect(server.requests).toHaveLength(2)
    expect((server.requests[1]?.body as IndexNowBatch).urlList).toEqual(['https://example.com/blog/post/'])
    expect(await readFile(post, 'utf8')).toContain('>2026-08-05</time>')
  })

  it('writes nothing and posts nothing in a dry run', async () => {
    server = await startIndexNow([{ status: 200 }])
    const page = path.join(dir, 'site', 'blog/post/index.html')
    const before = await readFile(page, 'utf8')
    const mtime = (await stat(page)).mtimeMs
    const out = await lastmod(['--dry-run', '--mtime', '--robots-sitemap', '--indexnow-key', KEY, '--indexnow-write-key', '--indexnow-endpoint', server.endpoint])
    expect(out.stderr).toContain('Page dates: 2 page(s) would be rewritten')
    expect(out.stderr).toContain('IndexNow: dry run, 3 URL(s) in 1 batch(es) would be submitted')
    expect(await readFile(page, 'utf8')).toBe(before)
    expect((await stat(page)).mtimeMs).toBe(mtime)
    await expect(stat(path.join(dir, 'site', `${KEY}.txt`))).rejects.toThrow()
    expect(await readFile(path.join(dir, 'site', 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private/\n')
    expect(server.requests).toEqual([])
  })

  it('leaves pages alone with --no-html-dates, and a rejected submission does not fail the run', async () => {
    server = await startIndexNow([{ status: 403 }])
    const out = await lastmod(['--no-html-dates', '--indexnow-key', KEY, '--indexnow-endpoint', server.endpoint])
    expect(await readFile(path.join(dir, 'site', 'blog/post/index.html'), 'utf8')).toBe(await readFile(path.join(FIXTURE, 'blog/post/index.html'), 'utf8'))
    expect(out.stderr).toMatch(/warning: IndexNow key file a1b2c3d4e5f6\.txt is not in the built site/)
    expect(out.stderr).toMatch(/warning: IndexNow rejected 3 URL\(s\) at .*: 403 Forbidden: key not valid/)
    expect(JSON.parse(await readFile(path.join(dir, 's.json'), 'utf8'))).toHaveProperty('pages./blog/post/')
  })
})
