// A real HTTP server on 127.0.0.1 that accepts every connection and never answers: what a
// request's own deadline is tested against. With `thenAnswer`, it stays silent to the first
// `silentFor` requests only and answers the later ones: a deadline that passed, then a retry the
// server answers (a 5xx with `Retry-After: 0` makes the remaining retries come at once).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SilentServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  /** Requests received, the unanswered ones included. */
  requests: () => number
  /** Drops the connections it holds open, then stops listening. */
  close: () => Promise<void>
}

export interface ThenAnswer {
  silentFor: number
  status: number
  headers?: Record<string, string>
}

export async function startSilentServer(thenAnswer?: ThenAnswer): Promise<SilentServer> {
  let received = 0
  const server = createServer((request, response) => {
    received++
    if (thenAnswer === undefined || received <= thenAnswer.silentFor) return
    request.resume()
    request.on('end', () => response.writeHead(thenAnswer.status, thenAnswer.headers).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => received,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    }
  }
}
