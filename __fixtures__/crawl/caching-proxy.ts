// A caching edge in front of a server, on 127.0.0.1: the first answer for a sitemap (*.xml,
// *.xml.gz) is kept and served again with Age and X-Cache: HIT, however the origin changed, until
// purge() (or, with `freshAfter`, after that many hits: an edge that catches up by requests, not by
// time). Everything else passes through with its conditional headers and its status (304).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CachingProxy {
  url: string
  /** Drops every cached answer. */
  purge(): void
  /** Hits served from the cache so far. */
  hits: number
  /** After this many hits a cached answer is fetched again (undefined: kept until purged). */
  freshAfter: number | undefined
  close(): Promise<void>
}

interface Cached {
  status: number
  headers: Record<string, string>
  body: Buffer
  at: number
  hits: number
}

const PASSED = ['if-none-match', 'if-modified-since', 'user-agent', 'accept', 'authorization']

export async function startCachingProxy(origin: string): Promise<CachingProxy> {
  const cache = new Map<string, Cached>()
  const proxy: CachingProxy = { url: '', hits: 0, freshAfter: undefined, purge: () => cache.clear(), close: () => Promise.resolve() }
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    const cacheable = /\.xml(\.gz)?$/.test(path)
    const kept = cacheable ? cache.get(path) : undefined
    if (kept !== undefined && (proxy.freshAfter === undefined || kept.hits < proxy.freshAfter)) {
      kept.hits++
      proxy.hits++
      response.writeHead(kept.status, { ...kept.headers, age: String(Math.floor((Date.now() - kept.at) / 1000)), 'x-cache': 'HIT', via: '1.1 test-edge' })
      response.end(kept.body)
      return
    }
    const headers: Record<string, string> = {}
    for (const name of PASSED) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = http.request(`${origin}${path}`, { method: request.method ?? 'GET', headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const kept: Record<string, string> = {}
        for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string' && name !== 'connection' && name !== 'transfer-encoding') kept[name] = value
        if (cacheable && answer.statusCode === 200) cache.set(path, { status: 200, headers: kept, body, at: Date.now(), hits: 0 })
        response.writeHead(answer.statusCode ?? 502, { ...kept, 'x-cache': 'MISS', via: '1.1 test-edge' })
        response.end(body)
      })
    })
    upstream.on('error', (error) => {
      response.writeHead(502)
      response.end(String(error))
    })
    upstream.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()))
  return proxy
}
