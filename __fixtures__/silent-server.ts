// A real HTTP server on 127.0.0.1 that accepts every connection and never answers: what a
// request's own deadline is tested against.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SilentServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  /** Drops the connections it holds open, then stops listening. */
  close: () => Promise<void>
}

export async function startSilentServer(): Promise<SilentServer> {
  const server = createServer(() => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    }
  }
}
