// The CDN purge as the CLI runs it: the bundled dist/cli.js in a child process (the token comes
// from its environment) against a real HTTP server on 127.0.0.1 standing in for Cloudflare's API
// or a webhook. Only a run that wrote its state purges; a dry run sends nothing.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { childNode, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { closedEndpoint } from '../__fixtures__/publish/indexnow-server.js'
import { startPurgeServer, type FakePurge } from '../__fixtures__/publish/purge-server.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { startSilentServer } from '../__fixtures__/silent-server.js'
import { purgeCdn } from '../src/adapters/purge.js'
import { judgeCloudflare } from '../src/core/purge.js'

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353'
const TOKEN = 'cfTEST-Y1z2X3w4V5u6T7s8R9q0P1o2N3m4L5k6'
const PAGES = 150
const pageUrl = (i: number): string => `https://example.com/p${i}/`

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** The bundled CLI, asynchronously: the fake server answers from this same process meanwhile. */
function lastmod(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(childNode, [path.join(repoRoot, 'dist/cli.js'), ...args], {
      env: { PATH: process.env['PATH'] ?? '', ...env }
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

function writePage(site: string, i: number, text: string): void {
  mkdirSync(path.join(site, `p${i}`), { recursive: true })
  writeFileSync(path.join(site, `p${i}`, 'index.html'), `<!doctype html><html><body><main><h1>Page ${i}</h1><p>${text}</p></main></body></html>`)
}

let dir: string
let site: string
let server: FakePurge | undefined
beforeEach(() => {
  dir = tempDir('lastmod-purge-')
  site = path.join(dir, 'site')
  for (let i = 0; i < PAGES; i++) writePage(site, i, `Text of page ${i}.`)
})
afterEach(async () => {
  await server?.close()
  server = undefined
  rmSync(dir, { recursive: true, force: true })
})

/** `timeout`: --request-timeout, each request's deadline in seconds. */
const base = (now: string, timeout = '5'): string[] => ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', now, '--request-timeout', timeout]
const cloudflare = (s: FakePurge): string[] => ['--cloudflare-zone', ZONE, '--cloudflare-endpoint', s.url]
const withToken = { CLOUDFLARE_API_TOKEN: TOKEN }
const files = (s: FakePurge): string[][] => s.requests.map((r) => (r.body as { files: string[] }).files)

describe('Cloudflare purge from the CLI', () => {
  it('purges exactly the new, then the changed pages and the sitemap, in batches of 100, with the token as bearer', async () => {
    server = await startPurgeServer()
    const first = await lastmod([...base('2026-05-01T08:00:00Z'), ...cloudflare(server)], withToken)
    expect(first.code).toBe(0)
    expect(server.requests.map((r) => [r.method, r.url, r.authorization, r.contentType])).toEqual(
      Array(2).fill(['POST', `/client/v4/zones/${ZONE}/purge_cache`, `Bearer ${TOKEN}`, 'application/json'])
    )
    expect(files(server).map((f) => f.length)).toEqual([100, 51])
    const every = [...Array.from({ length: PAGES }, (_, i) => pageUrl(i)), 'https://example.com/sitemap.xml']
    expect(files(server).flat().sort()).toEqual(every.sort())
    expect(first.stderr).toContain(`Cloudflare purge: ${PAGES + 1} URL(s) purged in zone ${ZONE} (2 request(s))`)

    writePage(site, 7, 'An edited paragraph.')
    const second = await lastmod([...base('2026-05-02T08:00:00Z'), ...cloudflare(server)], withToken)
    expect(second.code).toBe(0)
    expect(files(server).slice(2)).toEqual([['https://example.com/sitemap.xml', pageUrl(7)]])
    expect(first.stdout + first.stderr + second.stdout + second.stderr).not.toContain(TOKEN)
  })

  it('waits as a 429 asks, then purges', async () => {
    server = await startPurgeServer([{ status: 429, headers: { 'retry-after': '1' }, body: { success: false, errors: [{ code: 971, message: 'Please wait and consider throttling your request speed' }] } }, { status: 200 }])
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), ...cloudflare(server)], withToken)
    expect(run.code).toBe(0)
    expect(files(server).map((f) => f.length)).toEqual([100, 100, 51])
    expect(files(server)[1]).toEqual(files(server)[0])
    const [a, b] = server.requests
    expect((b?.at ?? 0) - (a?.at ?? 0)).toBeGreaterThanOrEqual(950)
    expect(run.stderr).toContain('Cloudflare purge: HTTP 429: 971 Please wait and consider throttling your request speed; retrying in 1s')
    expect(run.stderr).not.toContain('warning:')
  })

  it('gives up on a server that keeps failing with one warning, and the run still succeeds', async () => {
    // Retry-After 0: the retries come at once, as the server asks.
    server = await startPurgeServer([{ status: 500, headers: { 'retry-after': '0' }, body: 'upstream failure' }])
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), ...cloudflare(server)], withToken)
    expect(run.code).toBe(0)
    expect(server.requests).toHaveLength(4)
    expect(run.stderr).toContain(`warning: Cloudflare purge: ${PAGES + 1} URL(s) not purged in zone ${ZONE}: HTTP 500 after 4 attempts`)
    expect(JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'))).toHaveProperty(['pages', '/p0/'])
  })

  it('gives each request its own deadline (--request-timeout) against a server that does not answer, then retries', async () => {
    // Silent to the first request; then 503 with Retry-After 0, so that the other retries come at once.
    const silent = await startSilentServer({ silentFor: 1, status: 503, headers: { 'retry-after': '0' } })
    const endpoint = silent.url
    try {
      const run = await lastmod([...base('2026-05-01T08:00:00Z', '0.5'), '--cloudflare-zone', ZONE, '--cloudflare-endpoint', endpoint], withToken)
      expect(run.code).toBe(0)
      expect(run.stderr).toContain(`Cloudflare purge: no answer from ${endpoint} within 0.5 s; retrying in 2s (attempt 2 of 4)`)
      expect(run.stderr).toContain(`warning: Cloudflare purge: ${PAGES + 1} URL(s) not purged in zone ${ZONE}: HTTP 503 after 4 attempts`)
      expect(silent.requests()).toBe(4)
    } finally {
      await silent.close()
    }
  })

  it('gives up on a server that never answers after 4 attempts, each with its own deadline, waiting 2, 4 and 8 s between them', async () => {
    const silent = await startSilentServer()
    const waits: number[] = []
    try {
      const log = new MemoryLogger()
      const targets = { siteUrl: 'https://example.com/', pages: [pageUrl(0), pageUrl(1)], sitemaps: ['https://example.com/sitemap.xml'] }
      await purgeCdn(targets, { cloudflare: { zone: ZONE, token: TOKEN, endpoint: silent.url } }, false, log, { timeoutMs: 500, sleep: (ms) => Promise.resolve(void waits.push(ms)) })
      expect(log.warnings).toEqual([`Cloudflare purge: 3 URL(s) not purged in zone ${ZONE}: no answer from ${silent.url} within 0.5 s after 4 attempts`])
      expect(waits).toEqual([2000, 4000, 8000])
      expect(silent.requests()).toBe(4)
    } finally {
      await silent.close()
    }
  })

  it('never prints the token, even when the API echoes it in its error', async () => {
    server = await startPurgeServer([{ status: 403, body: { success: false, errors: [{ code: 10000, message: `Authentication error: token ${TOKEN} is not valid` }] } }])
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), ...cloudflare(server)], withToken)
    expect(run.code).toBe(0)
    expect(server.requests).toHaveLength(1) // a rejection is not retried, and the other batch is not sent
    expect(run.stderr).toContain(`warning: Cloudflare purge: ${PAGES + 1} URL(s) not purged in zone ${ZONE}: HTTP 403: 10000 Authentication error: token *** is not valid`)
    expect(run.stdout + run.stderr).not.toContain(TOKEN)
  })

  it('sends nothing in a dry run', async () => {
    server = await startPurgeServer()
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), ...cloudflare(server), '--purge-webhook', `${server.url}/hook`, '--dry-run'], withToken)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain(`CDN purge: dry run, ${PAGES + 1} URL(s) would be purged`)
    expect(server.requests).toEqual([])
  })

  it.each([
    [['--cloudflare-zone', ZONE], {}, '--cloudflare-zone needs the CLOUDFLARE_API_TOKEN environment variable: an API token with the Cache Purge permission'],
    [['--cloudflare-zone', 'example.com'], withToken, "--cloudflare-zone must be a Cloudflare zone ID, 32 hexadecimal characters; got 'example.com'"],
    [['--cloudflare-endpoint', 'http://127.0.0.1:9/'], withToken, '--cloudflare-endpoint needs --cloudflare-zone'],
    [['--purge-webhook', 'ftp://hooks.example.com/purge'], {}, "--purge-webhook must be an http(s) URL such as https://hooks.example.com/purge; got 'ftp://hooks.example.com/…' (the rest is not shown: it may hold a secret)"],
    [['--purge-webhook', 'https://hooks.example.com:0/purge'], {}, "--purge-webhook must not use port 0 (no server can listen there); got 'https://hooks.example.com:0'"],
    [['--cloudflare-zone', ZONE, '--cloudflare-endpoint', 'http://127.0.0.1:0/'], withToken, "--cloudflare-endpoint must not use port 0 (no server can listen there); got 'http://127.0.0.1:0'"]
  ])('rejects %j with exit 2 before writing anything', async (flags, env, message) => {
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), ...flags], env)
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`lastmod: ${message}\n`)
    expect(() => readFileSync(path.join(site, 'sitemap.xml'))).toThrow()
  })
})

describe('purge webhook from the CLI', () => {
  it('receives one JSON POST with the new and changed pages and the sitemap files', async () => {
    server = await startPurgeServer([{ status: 204 }])
    const args = (now: string): string[] => [...base(now), '--purge-webhook', `${server?.url ?? ''}/hook?secret=s3cr3t`, '--sitemap', path.join(site, 'maps', 'sitemap.xml'), '--gzip']
    const first = await lastmod(args('2026-05-01T08:00:00Z'))
    expect(first.code).toBe(0)
    expect(first.stderr).toContain(`Purge webhook ${server.url}: ${PAGES} page URL(s) and 1 sitemap URL(s) sent`)
    expect(first.stderr).not.toContain('s3cr3t')
    writePage(site, 3, 'Edited.')
    rmSync(path.join(site, 'p4'), { recursive: true })
    await lastmod(args('2026-05-02T08:00:00Z'))
    expect(server.requests).toHaveLength(2)
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/hook?secret=s3cr3t', contentType: 'application/json', authorization: undefined })
    // A removed page is not purged: it is gone from the sitemap, which is.
    expect(server.requests[1]?.body).toEqual({ siteUrl: 'https://example.com/', pages: [pageUrl(3)], sitemaps: ['https://example.com/maps/sitemap.xml.gz'] })
  })
})

describe('a webhook URL that holds secrets', () => {
  it('sends its user name and password as Basic authorization and prints only its origin, in its retries', async () => {
    server = await startPurgeServer([{ status: 502, headers: { 'retry-after': '0' } }, { status: 204 }])
    const secrets = ['Pa55-w0rd:x', 'PATHSECRET-17', 'QUERYSECRET-42', 'hook-user']
    const origin = server.url
    const hook = `${origin.replace('//', `//${secrets[3]}:${encodeURIComponent(secrets[0] as string)}@`)}/${secrets[1]}/go?token=${secrets[2]}&v=1`
    const first = await lastmod([...base('2026-05-01T08:00:00Z'), '--purge-webhook', hook])
    expect(first.code).toBe(0)
    expect(first.stderr).toContain(`Purge webhook ${origin}: HTTP 502; retrying in`)
    expect(first.stderr).toContain(`Purge webhook ${origin}: ${PAGES} page URL(s) and 1 sitemap URL(s) sent`)
    expect(server.requests.map((r) => [r.url, r.authorization])).toEqual(
      Array(2).fill([`/${secrets[1]}/go?token=${secrets[2]}&v=1`, `Basic ${Buffer.from(`${secrets[3]}:${secrets[0]}`).toString('base64')}`])
    )
    for (const text of [first.stdout, first.stderr]) {
      for (const secret of [...secrets, encodeURIComponent(secrets[0] as string), '/go?']) expect(text).not.toContain(secret)
    }
  })

  it('names only the origin of a webhook that cannot be reached, in retries and in the warning', async () => {
    const secrets = ['Pa55-w0rd:x', 'PATHSECRET-17', 'QUERYSECRET-42', 'hook-user']
    const origin = new URL(await closedEndpoint()).origin
    const hook = `${origin.replace('//', `//${secrets[3]}:${encodeURIComponent(secrets[0] as string)}@`)}/${secrets[1]}/go?token=${secrets[2]}&v=1`
    const log = new MemoryLogger()
    const waits: number[] = []
    await purgeCdn({ siteUrl: 'https://example.com/', pages: [pageUrl(1)], sitemaps: [] }, { webhook: hook }, false, log, { sleep: (ms) => Promise.resolve(void waits.push(ms)) })
    expect(log.infos.filter((line) => line.includes('retrying'))).toHaveLength(3)
    expect(log.warnings).toEqual([expect.stringMatching(new RegExp(`^Purge webhook ${origin}: not sent: .*ECONNREFUSED.* after 4 attempts$`))])
    expect(waits).toEqual([2000, 4000, 8000])
    for (const text of [...log.infos, ...log.warnings]) {
      for (const secret of [...secrets, encodeURIComponent(secrets[0] as string), '/go?']) expect(text).not.toContain(secret)
    }
  })

  it('does not show a malformed webhook URL in the error', async () => {
    const run = await lastmod([...base('2026-05-01T08:00:00Z'), '--purge-webhook', 'hooks.example.com/T0KEN-SECRET'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('lastmod: --purge-webhook must be an http(s) URL such as https://hooks.example.com/purge; got a value that is not shown (it may hold a secret)\n')
  })
})

describe('a change too large to purge URL by URL', () => {
  it('purges the sitemap and the first 2,499 pages in 25 requests, and names what is left', async () => {
    server = await startPurgeServer()
    const pages = Array.from({ length: 3000 }, (_, i) => pageUrl(i))
    const log = new MemoryLogger()
    await purgeCdn({ siteUrl: 'https://example.com/', pages, sitemaps: ['https://example.com/sitemap.xml'] }, { cloudflare: { zone: ZONE, token: TOKEN, endpoint: server.url } }, false, log)
    expect(files(server)).toHaveLength(25)
    expect(files(server).flat()).toEqual(['https://example.com/sitemap.xml', ...pages.slice(0, 2499)])
    expect(log.warnings).toEqual([
      'Cloudflare purge: 501 of 3001 URL(s) left in the cache: one run purges at most 2500 (25 requests); after a change this large, purge everything from the Cloudflare dashboard'
    ])
  })
})

describe("Cloudflare's answer", () => {
  it('needs success in the body, retries 429 and 5xx, and names the errors', () => {
    expect(judgeCloudflare(200, JSON.stringify({ success: true, errors: [] }))).toEqual({ kind: 'ok' })
    expect(judgeCloudflare(200, '<html>proxy</html>')).toEqual({ kind: 'rejected', cause: 'HTTP 200 without success' })
    expect(judgeCloudflare(400, JSON.stringify({ success: false, errors: [{ code: 1012, message: 'Request must contain one of files' }, null] }))).toEqual({
      kind: 'rejected',
      cause: 'HTTP 400: 1012 Request must contain one of files'
    })
    expect(judgeCloudflare(503, '')).toEqual({ kind: 'retry', cause: 'HTTP 503' })
  })
})
