// A small HTTP server on 127.0.0.1 for the audit and verify tests: routes by path, every request
// recorded (path, headers), and the most requests it ever had in flight at once.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { runCli } from '../../src/adapters/cli-run.js'
import { errorMessage, isInputError } from '../../src/errors.js'

export interface Route {
  status?: number
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface TestServer {
  url: string
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders }>
  maxInFlight: number
  close(): Promise<void>
}

/** `routes(path, request)` answers; undefined is a 404. */
export async function serve(routes: (path: string, request: http.IncomingMessage) => Route | undefined | Promise<Route | undefined>): Promise<TestServer> {
  let inFlight = 0
  const state: TestServer = { url: '', requests: [], maxInFlight: 0, close: () => Promise.resolve() }
  const server = http.createServer((request, response) => {
    inFlight++
    state.maxInFlight = Math.max(state.maxInFlight, inFlight)
    const path = request.url ?? '/'
    state.requests.push({ path, headers: request.headers })
    void Promise.resolve(routes(path, request)).then((route) => {
      const r = route ?? { status: 404, body: 'not found' }
      response.writeHead(r.status ?? 200, r.headers ?? {})
      response.end(r.body ?? '', () => inFlight--)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}

/** lastmod audit / verify in-process: exit code, output, and the one-line error the entry would print. */
export async function crawlCli(argv: string[], options: { sleep?: (ms: number) => Promise<void> } = {}): Promise<{ code: number; stdout: string; stderr: string; error: string }> {
  let stdout = ''
  let stderr = ''
  try {
    const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), ...options })
    return { code: code ?? 0, stdout, stderr, error: '' }
  } catch (error) {
    return { code: isInputError(error) ? 2 : 1, stdout, stderr, error: errorMessage(error) }
  }
}

export const urlset = (entries: Array<{ loc: string; lastmod?: string }>): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `<url><loc>${e.loc}</loc>${e.lastmod === undefined ? '' : `<lastmod>${e.lastmod}</lastmod>`}</url>`)
    .join('\n')}\n</urlset>\n`

export const sitemapIndex = (entries: Array<{ loc: string; lastmod?: string }>): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `<sitemap><loc>${e.loc}</loc>${e.lastmod === undefined ? '' : `<lastmod>${e.lastmod}</lastmod>`}</sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
