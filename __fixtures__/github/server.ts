// A fake GitHub REST API on 127.0.0.1 answering the calls lastmod-action makes. Tests point
// GITHUB_API_URL (or Octokit's baseUrl) at it and inspect what was requested and stored.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeComment {
  id: number
  body: string
  user: { login: string; type: string }
}

export interface FakeRun {
  id: number
  workflow_id: number
  head_branch: string
  conclusion: 'success' | 'failure'
  artifacts: Array<{ id: number; name: string; expired: boolean; created_at: string }>
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  authorization: string | undefined
  body: unknown
}

export interface FakeGitHub {
  url: string
  requests: RecordedRequest[]
  comments: Map<number, FakeComment[]>
  runs: FakeRun[]
  /** Answer comment writes with 403 "Resource not accessible by integration" (fork PR token). */
  forbidCommentWrites: boolean
  /** Answer the listing of comments with this error (a status and the JSON body's message). */
  listCommentsError: { status: number; message: string } | undefined
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? undefined : (JSON.parse(text) as unknown)
}

function send(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(data))
}

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000
  const state: Omit<FakeGitHub, 'url' | 'close'> = { requests: [], comments: new Map(), runs: [], forbidCommentWrites: false, listCommentsError: undefined }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const body = await readBody(req)
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body })
      const route = `${req.method} ${url.pathname}`
      let m: RegExpExecArray | null
      const forbidden = (): void => send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' })

      if ((m = /^GET \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route))) {
        if (state.listCommentsError) return send(res, state.listCommentsError.status, { message: state.listCommentsError.message })
        const page = Number(url.searchParams.get('page') ?? '1')
        return send(res, 200, page === 1 ? (state.comments.get(Number(m[1])) ?? []) : [])
      }
      if ((m = /^POST \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route))) {
        if (state.forbidCommentWrites) return forbidden()
        const text = (body as { body?: unknown } | undefined)?.body
        if (typeof text !== 'string') return send(res, 422, { message: 'body is missing' })
        if (text.length > 65536) return send(res, 422, { message: 'Body is too long (maximum is 65536 characters)' })
        const comment: FakeComment = { id: nextId++, body: text, user: { login: 'github-actions[bot]', type: 'Bot' } }
        const list = state.comments.get(Number(m[1])) ?? []
        list.push(comment)
        state.comments.set(Number(m[1]), list)
        return send(res, 201, comment)
      }
      if ((m = /^PATCH \/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(route))) {
        if (state.forbidCommentWrites) return forbidden()
        const comment = [...state.comments.values()].flat().find((c) => c.id === Number(m?.[1]))
        if (!comment) return send(res, 404, { message: 'Not Found' })
        const text = (body as { body?: unknown } | undefined)?.body
        if (typeof text !== 'string') return send(res, 422, { message: 'body is missing' })
        comment.body = text
        return send(res, 200, comment)
      }
      if ((m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)$/.exec(route))) {
        const run = state.runs.find((r) => r.id === Number(m?.[1]))
        return run ? send(res, 200, { id: run.id, workflow_id: run.workflow_id }) : send(res, 404, { message: 'Not Found' })
      }
      if ((m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/workflows\/(\d+)\/runs$/.exec(route))) {
        const branch = url.searchParams.get('branch')
        const status = url.searchParams.get('status')
        const runs = state.runs
          .filter((r) => r.workflow_id === Number(m?.[1]) && (!branch || r.head_branch === branch) && (!status || r.conclusion === status))
          .sort((a, b) => b.id - a.id)
        return send(res, 200, { total_count: runs.length, workflow_runs: runs.map((r) => ({ id: r.id, head_branch: r.head_branch, conclusion: r.conclusion })) })
      }
      if ((m = /^GET \/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(route))) {
        const name = url.searchParams.get('name')
        const artifacts = (state.runs.find((r) => r.id === Number(m?.[1]))?.artifacts ?? []).filter((a) => !name || a.name === name)
        return send(res, 200, { total_count: artifacts.length, artifacts })
      }
      send(res, 404, { message: `fake GitHub has no route ${route}` })
    })().catch((error: unknown) => send(res, 500, { message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  })
}
