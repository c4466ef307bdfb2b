import { afterEach, describe, expect, it } from '@jest/globals'
import { closedEndpoint, startIndexNow, type FakeIndexNow } from '../__fixtures__/publish/indexnow-server.js'
import { postIndexNow } from '../src/adapters/indexnow.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { startPurgeServer } from '../__fixtures__/publish/purge-server.js'
import { startSilentServer } from '../__fixtures__/silent-server.js'
import {
  indexNowUrls,
  judgeIndexNowStatus,
  keyLocation,
  planIndexNow,
  retryDelayMs,
  validateIndexNowEndpoint,
  validateIndexNowKey,
  type IndexNowBatch
} from '../src/core/indexnow.js'
import { InputError } from '../src/core/urls.js'

const KEY = 'a1b2c3d4-e5f6'
const SITE = new URL('https://example.com/')
const urls = (n: number, base = 'https://example.com/p'): string[] => Array.from({ length: n }, (_, i) => `${base}${i}/`)

describe('key and endpoint', () => {
  it('accepts 8 to 128 characters of a-z A-Z 0-9 -', () => {
    expect(validateIndexNowKey('abcd-123')).toBe('abcd-123')
    expect(validateIndexNowKey('A'.repeat(128))).toBe('A'.repeat(128))
    for (const bad of ['abc-123', 'A'.repeat(129), 'abcd_1234', 'abcd 1234', 'abcdé1234', '']) {
      expect(() => validateIndexNowKey(bad)).toThrow(InputError)
    }
    expect(() => validateIndexNowKey('short', 'indexnow-key')).toThrow(/^indexnow-key must be 8 to 128 characters/)
  })

  it('checks the endpoint', () => {
    expect(validateIndexNowEndpoint('https://www.bing.com/indexnow')).toBe('https://www.bing.com/indexnow')
    expect(() => validateIndexNowEndpoint('bing.com/indexnow')).toThrow(/--indexnow-endpoint must be an absolute URL/)
    expect(() => validateIndexNowEndpoint('ftp://bing.com/')).toThrow(/must use https/)
  })

  it('places the key file at the site URL, base path included', () => {
    expect(keyLocation(SITE, KEY)).toBe(`https://example.com/${KEY}.txt`)
    expect(keyLocation(new URL('https://example.com/docs/'), KEY)).toBe(`https://example.com/docs/${KEY}.txt`)
  })
})

describe('planning', () => {
  it('announces new and changed pages only, each once', () => {
    const pages = { new: ['https://example.com/n/'], changed: ['https://example.com/c/', 'https://example.com/n/'], removed: ['https://example.com/r/'], unchanged: ['https://example.com/u/'] }
    expect(indexNowUrls({ pages })).toEqual(['https://example.com/n/', 'https://example.com/c/'])
  })

  it('batches at 10,000 URLs', () => {
    const { batches, foreign } = planIndexNow(urls(25_001), SITE, KEY)
    expect(batches.map((b) => b.urlList.length)).toEqual([10_000, 10_000, 5_001])
    expect(batches[0]).toMatchObject({ host: 'example.com', key: KEY, keyLocation: `https://example.com/${KEY}.txt` })
    expect(batches.flatMap((b) => b.urlList)).toEqual(urls(25_001))
    expect(foreign).toEqual([])
    expect(planIndexNow(urls(10_000), SITE, KEY).batches).toHaveLength(1)
    expect(planIndexNow([], SITE, KEY).batches).toEqual([])
  })

  it('leaves out URLs of another host', () => {
    const { batches, foreign } = planIndexNow(['https://example.com/a/', 'https://other.org/b/', 'not a url'], SITE, KEY)
    expect(batches[0]?.urlList).toEqual(['https://example.com/a/'])
    expect(foreign).toEqual(['https://other.org/b/', 'not a url'])
  })
})

describe('answers and waits', () => {
  it('reads the status table', () => {
    expect(judgeIndexNowStatus(200)).toEqual({ kind: 'accepted' })
    expect(judgeIndexNowStatus(202).kind).toBe('accepted')
    expect(judgeIndexNowStatus(400)).toEqual({ kind: 'rejected', cause: expect.stringMatching(/^400 Bad Request/) })
    expect(judgeIndexNowStatus(403)).toEqual({ kind: 'rejected', cause: expect.stringMatching(/^403 Forbidden: key not valid/) })
    expect(judgeIndexNowStatus(422)).toEqual({ kind: 'rejected', cause: expect.stringMatching(/^422 .*URLs not on the key's host/) })
    expect(judgeIndexNowStatus(429).kind).toBe('retry')
    expect(judgeIndexNowStatus(503).kind).toBe('retry')
    expect(judgeIndexNowStatus(404)).toEqual({ kind: 'rejected', cause: 'unexpected HTTP 404' })
  })

  it('backs off exponentially, honours Retry-After, and caps the wait', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, null, 1000, 60_000))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelayMs(1, '7', 1000, 60_000)).toBe(7000)
    expect(retryDelayMs(1, 'Wed, 12 Aug 2026 06:00:10 GMT', 1000, 60_000, Date.parse('2026-08-12T06:00:00Z'))).toBe(10_000)
    expect(retryDelayMs(1, '3600', 1000, 60_000)).toBe(60_000)
    expect(retryDelayMs(10, null, 1000, 60_000)).toBe(60_000)
  })
})

describe('posting to a real server', () => {
  let server: FakeIndexNow | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  const batch = (n = 2): IndexNowBatch => planIndexNow(urls(n), SITE, KEY).batches[0] as IndexNowBatch
  const waits: number[] = []
  const fast = {
    sleep: (ms: number): Promise<void> => {
      waits.push(ms)
      return Promise.resolve()
    },
    baseDelayMs: 1000,
    maxAttempts: 3
  }

  it.each([200, 202])('counts HTTP %i as submitted, with the documented body', async (status) => {
    server = await startIndexNow([{ status }])
    const log = new MemoryLogger()
    const summary = await postIndexNow([batch()], { endpoint: server.endpoint, ...fast }, log)
    expect(summary).toEqual({ submitted: 2, batches: [{ kind: 'accepted', status, urls: 2, attempts: 1 }] })
    expect(server.requests).toEqual([
      {
        method: 'POST',
        url: '/indexnow',
        contentType: 'application/json; charset=utf-8',
        body: { host: 'example.com', key: KEY, keyLocation: `https://example.com/${KEY}.txt`, urlList: urls(2) }
      }
    ])
    expect(log.warnings).toEqual([])
  })

  it.each([
    [400, /400 Bad Request/],
    [403, /403 Forbidden: key not valid/],
    [422, /422 Unprocessable Entity: URLs not on the key's host/]
  ])('turns HTTP %i into one warning naming the cause, without retrying', async (status, cause) => {
    server = await startIndexNow([{ status }])
    const log = new MemoryLogger()
    const summary = await postIndexNow([batch(), batch()], { endpoint: server.endpoint, ...fast }, log)
    expect(summary.submitted).toBe(0)
    expect(summary.batches).toEqual([{ kind: 'rejected', status, urls: 2, attempts: 1, cause: expect.stringMatching(cause) }])
    expect(server.requests).toHaveLength(1)
    expect(log.warnings[0]).toMatch(new RegExp(`^IndexNow rejected 2 URL\\(s\\) at ${new URL(server.endpoint).origin}: ${cause.source}`))
    expect(log.warnings[1]).toMatch(/2 more URL\(s\) in 1 batch\(es\) not sent after the rejection/)
  })

  it('retries a 429 after the server’s Retry-After, then succeeds', async () => {
    server = await startIndexNow([{ status: 429, headers: { 'retry-after': '5' } }, { status: 200 }])
    waits.length = 0
    const log = new MemoryLogger()
    const summary = await postIndexNow([batch()], { endpoint: server.endpoint, ...fast }, log)
    expect(summary).toEqual({ submitted: 2, batches: [{ kind: 'accepted', status: 200, urls: 2, attempts: 2 }] })
    expect(server.requests).toHaveLength(2)
    expect(waits).toEqual([5000])
    expect(log.warnings).toEqual([])
  })

  it('gives up on 5xx after the bounded attempts, with backoff, without throwing', async () => {
    server = await startIndexNow([{ status: 503 }])
    waits.length = 0
    const log = new MemoryLogger()
    const summary = await postIndexNow([batch()], { endpoint: server.endpoint, ...fast }, log)
    expect(summary).toEqual({ submitted: 0, batches: [{ kind: 'failed', urls: 2, attempts: 3, cause: '503 server error' }] })
    expect(server.requests).toHaveLength(3)
    expect(waits).toEqual([1000, 2000])
    expect(log.warnings).toEqual([`IndexNow: 2 URL(s) not submitted to ${new URL(server.endpoint).origin} after 3 attempt(s): 503 server error`])
  })

  it("sends an endpoint's user name and password as Basic authorization, and logs only its origin", async () => {
    const hook = await startPurgeServer([{ status: 503 }, { status: 200 }])
    try {
      const endpoint = `${hook.url.replace('//', '//engine-user:engine-PASS-1@')}/submit/PATH-SECRET-2?token=QUERY-SECRET-3`
      const log = new MemoryLogger()
      const summary = await postIndexNow([batch()], { endpoint, ...fast }, log)
      expect(summary.submitted).toBe(2)
      expect(hook.requests.map((r) => [r.url, r.authorization])).toEqual(
        Array(2).fill(['/submit/PATH-SECRET-2?token=QUERY-SECRET-3', `Basic ${Buffer.from('engine-user:engine-PASS-1').toString('base64')}`])
      )
      expect(log.infos).toEqual([`IndexNow: 503 server error; retrying in 1s (attempt 2 of 3)`, `IndexNow: 2 URL(s) submitted to ${hook.url} (HTTP 200)`])
    } finally {
      await hook.close()
    }
  })

  it('survives a refused connection', async () => {
    const log = new MemoryLogger()
    const summary = await postIndexNow([batch()], { endpoint: await closedEndpoint(), ...fast }, log)
    expect(summary.batches[0]).toMatchObject({ kind: 'failed', attempts: 3, cause: expect.stringMatching(/ECONNREFUSED/) })
    expect(log.warnings).toHaveLength(1)
  })

  it('names the endpoint it waited for when it never answers, and counts the attempts', async () => {
    const silent = await startSilentServer()
    const origin = silent.url
    try {
      const log = new MemoryLogger()
      const summary = await postIndexNow([batch()], { endpoint: `${origin}/indexnow`, ...fast, timeoutMs: 200 }, log)
      const cause = `no answer from ${origin} within 0.2 s`
      expect(summary.batches).toEqual([{ kind: 'failed', urls: 2, attempts: 3, cause }])
      expect(log.infos.filter((line) => line.startsWith('IndexNow: no answer'))).toEqual([
        `IndexNow: ${cause}; retrying in 1s (attempt 2 of 3)`,
        `IndexNow: ${cause}; retrying in 2s (attempt 3 of 3)`
      ])
    } finally {
      await silent.close()
    }
  })

  it('sends 10,001 URLs as two posts', async () => {
    server = await startIndexNow([{ status: 200 }])
    const { batches } = planIndexNow(urls(10_001), SITE, KEY)
    const summary = await postIndexNow(batches, { endpoint: server.endpoint, ...fast }, new MemoryLogger())
    expect(summary.submitted).toBe(10_001)
    const lists = server.requests.map((r) => (r.body as IndexNowBatch).urlList)
    expect(lists.map((l) => l.length)).toEqual([10_000, 1])
    expect(lists.flat()).toEqual(urls(10_001))
  })
})
