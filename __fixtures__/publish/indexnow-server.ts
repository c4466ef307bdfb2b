// A real IndexNow endpoint stand-in on 127.0.0.1: answers from a script, records every request.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Recorded {
  method: string
  url: string
  contentType: string
  body: unknown
}

export interface Answer {
  status: number
  headers?: Record<string, string>
}

export interface FakeIndexNow {
  endpoint: string
  requests: Recorded[]
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** `answers[i]` answers request i; the last answer repeats. */
export async function startIndexNow(answers: Answer[]): Promise<FakeIndexNow> {
  const requests: Recorded[] = []
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // kept as text
      }
      requests.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'] ?? '', body })
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] ?? { status: 200 }
      response.writeHead(answer.status, answer.headers ?? {})
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}/indexnow`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** A port nobody listens on: connections are refused. */
export async function closedEndpoint(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}/indexnow`
}
