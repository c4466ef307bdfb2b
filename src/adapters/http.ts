// Every request the action makes (GitHub REST, IndexNow, the CDN purge, the bootstrap sitemap) has
// a deadline of its own: an endpoint that accepts the connection and never answers must not hold the job.
import { retryDelayMs } from '../core/indexnow.js'
import type { Logger } from './logger.js'
import { DEFAULT_REQUEST_TIMEOUT } from './options.js'
import { redact } from './redact.js'

/** Each request's deadline unless the run's request-timeout says otherwise. */
const REQUEST_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT * 1000
/** The first wait before a retry, doubled each time. */
const RETRY_BASE_MS = 2000

/** A request's own deadline (ms), covering the answer's body as well as its headers. */
export const deadline = (ms = REQUEST_TIMEOUT_MS): AbortSignal => AbortSignal.timeout(ms)

/** Whether `error` (or its cause, as fetch and Octokit wrap it) is a deadline that passed. */
export function isTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: unknown }).name === 'TimeoutError') return true
  }
  return false
}

export const noAnswer = (where: string, ms = REQUEST_TIMEOUT_MS): string => `no answer from ${where} within ${ms / 1000} s`

/** What a log line may show of a URL given as input: its origin (a webhook's path, query or user info may be its secret). */
export function originOf(url: string): string {
  try {
    const { origin } = new URL(url)
    if (origin !== 'null') return origin
  } catch {
    // Not a URL: nothing of it is shown.
  }
  return 'the URL'
}

/**
 * A URL's user name and password sent as Basic authorization, as a browser would: fetch refuses a
 * URL that holds them, with an error that prints them.
 */
function requestTarget(text: string): { url: string; authorization?: string } {
  const url = new URL(text)
  if (url.username === '' && url.password === '') return { url: text }
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
  url.username = ''
  url.password = ''
  return { url: url.href, authorization: `Basic ${Buffer.from(credentials).toString('base64')}` }
}

/** `fetch failed` alone says little: name the underlying cause (ECONNREFUSED, a timeout…) too. */
// Duck-typed: errors from fetch may come from another realm, where `instanceof Error` fails.
export function describeError(error: unknown): string {
  const text = String(error)
  if (typeof error !== 'object' || error === null) return text
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined
  return detail === undefined ? text : `${text} (${detail})`
}

/** Retry timing and transport of a POST; the defaults are the action's (tests shorten the waits). */
export interface RetryOptions {
  /** Attempts, the first included (429, 5xx and network errors are retried). */
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  /** Per request; the run's request-timeout, 30 s by default. */
  timeoutMs?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

type Retry = { kind: 'retry'; cause: string }

export interface JsonPost<Final extends { kind: string }> {
  /** Names the service in the log. */
  where: string
  url: string
  /** Merged over `content-type: application/json`. */
  headers?: Record<string, string>
  body: unknown
  /** What an answer means: a retry verdict is attempted again, any other is final. */
  judge: (status: number, body: string) => Final | Retry
  /** If not, the body is only drained (to free the connection), and failing to read it does not count. */
  judgeReadsBody: boolean
}

export type Posted<Final> = { kind: 'answered'; verdict: Final; status: number; attempts: number } | { kind: 'failed'; cause: string; attempts: number }

const isRetry = <Final extends { kind: string }>(verdict: Final | Retry): verdict is Retry => verdict.kind === 'retry'
const sleepFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One JSON POST, retried on 429, 5xx and network errors with backoff (the server's Retry-After
 * first). An answer or a network error is an outcome, never an exception; a server may echo a
 * token in its error, so causes are redacted before they are logged.
 */
export async function postWithRetries<Final extends { kind: string }>(post: JsonPost<Final>, options: RetryOptions, log: Logger): Promise<Posted<Final>> {
  const attempts = Math.max(1, options.maxAttempts ?? 4)
  const body = JSON.stringify(post.body)
  const target = requestTarget(post.url)
  const origin = originOf(post.url)
  for (let attempt = 1; ; attempt++) {
    let cause: string
    let retryAfter: string | null = null
    try {
      const headers = { 'content-type': 'application/json', ...(target.authorization === undefined ? {} : { authorization: target.authorization }), ...post.headers }
      const response = await (options.fetch ?? globalThis.fetch)(target.url, { method: 'POST', headers, body, signal: deadline(options.timeoutMs) })
      retryAfter = response.headers.get('retry-after')
      const text = post.judgeReadsBody ? await response.text() : await response.arrayBuffer().then(() => '', () => '')
      const verdict = post.judge(response.status, text)
      if (!isRetry(verdict)) return { kind: 'answered', verdict, status: response.status, attempts: attempt }
      cause = verdict.cause
    } catch (error) {
      // Only the origin: a full URL (a webhook's) may hold a secret, and an error may quote it.
      cause = isTimeout(error) ? noAnswer(origin, options.timeoutMs) : describeError(error).split(target.url).join(origin)
    }
    if (attempt >= attempts) return { kind: 'failed', cause, attempts }
    const wait = retryDelayMs(attempt, retryAfter, options.baseDelayMs ?? RETRY_BASE_MS, options.maxDelayMs ?? 60_000)
    log.info(`${post.where}: ${redact(cause)}; retrying in ${Math.round(wait / 100) / 10}s (attempt ${attempt + 1} of ${attempts})`)
    await (options.sleep ?? sleepFor)(wait)
  }
}
