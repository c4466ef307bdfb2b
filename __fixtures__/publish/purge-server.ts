// A real purge endpoint stand-in on 127.0.0.1 (Cloudflare's API or a webhook): answers from a
// script, records every request with the headers a purge depends on.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PurgeRequest {
  method: string
  url: string
  authorization: string | undefined
  contentType: string | undefined
  body: unknown
  at: number
}

export interface PurgeAnswer {
  status: number
  headers?: Record<string, string>
  /** JSON answer; Cloudflare's success shape by default. */
  body?: unknown
}

export interface FakePurge {
  url: string
  requests: PurgeRequest[]
  close(): Promise<void>
}

export const CLOUDFLARE_OK = { success: true, errors: [], messages: [], result: { id: '023e105f4ecef8ad9ca31a8372d0c353' } }

/** `answers[i]` answers request i; the last answer repeats. */
export async function startPurgeServer(answers: PurgeAnswer[] = [{ status: 200 }]): Promise<FakePurge> {
  const requests: PurgeRequest[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // kept as text
      }
      requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], body, at: Date.now() })
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 200 }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      response.end(JSON.stringify(answer.body ?? CLOUDFLARE_OK))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
