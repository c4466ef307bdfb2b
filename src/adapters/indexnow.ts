// Posting IndexNow batches. Never throws: a failed announcement is a warning, never a failed
// deploy, and it must not stand between a deploy and persisting the state.
import { judgeIndexNowStatus, retryDelayMs, type IndexNowBatch } from '../core/indexnow.js'
import { requestTimeoutMs, retryBaseMs } from './http.js'
import type { Logger } from './logger.js'

export interface IndexNowClientOptions {
  endpoint: string
  /** Attempts per batch, the first included (429, 5xx and network errors are retried). */
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  /** Per request; requestTimeoutMs() by default. */
  timeoutMs?: number
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
}

export type BatchOutcome =
  | { kind: 'accepted'; status: number; urls: number; attempts: number }
  | { kind: 'rejected'; status: number; urls: number; attempts: number; cause: string }
  | { kind: 'failed'; urls: number; attempts: number; cause: string }

export interface IndexNowSummary {
  submitted: number
  batches: BatchOutcome[]
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

const sleepFor = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

async function postBatch(batch: IndexNowBatch, options: Required<IndexNowClientOptions>, log: Logger): Promise<BatchOutcome> {
  const urls = batch.urlList.length
  let lastCause = 'no attempt made'
  for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
    let retryAfter: string | null = null
    try {
      const response = await options.fetch(options.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(options.timeoutMs)
      })
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      const verdict = judgeIndexNowStatus(response.status)
      switch (verdict.kind) {
        case 'accepted':
          if (verdict.note) log.info(`IndexNow: ${urls} URL(s) ${verdict.note}`)
          return { kind: 'accepted', status: response.status, urls, attempts: attempt }
        case 'rejected':
          return { kind: 'rejected', status: response.status, urls, attempts: attempt, cause: verdict.cause }
        case 'retry':
          lastCause = verdict.cause
          retryAfter = response.headers.get('retry-after')
          break
        default: {
          const never: never = verdict
          throw new Error(`unknown verdict ${JSON.stringify(never)}`)
        }
      }
    } catch (error) {
      lastCause = describeError(error)
    }
    if (attempt < options.maxAttempts) {
      const wait = retryDelayMs(attempt, retryAfter, options.baseDelayMs, options.maxDelayMs)
      log.info(`IndexNow: ${lastCause}; retrying in ${Math.round(wait / 100) / 10}s (attempt ${attempt + 1} of ${options.maxAttempts})`)
      await options.sleep(wait)
    }
  }
  return { kind: 'failed', urls, attempts: options.maxAttempts, cause: lastCause }
}

/** Posts each batch in turn; logs one line per outcome. Resolves whatever happens. */
export async function postIndexNow(batches: readonly IndexNowBatch[], options: IndexNowClientOptions, log: Logger): Promise<IndexNowSummary> {
  const resolved: Required<IndexNowClientOptions> = {
    endpoint: options.endpoint,
    maxAttempts: Math.max(1, options.maxAttempts ?? 4),
    baseDelayMs: options.baseDelayMs ?? retryBaseMs(),
    maxDelayMs: options.maxDelayMs ?? 60_000,
    timeoutMs: options.timeoutMs ?? requestTimeoutMs(),
    fetch: options.fetch ?? globalThis.fetch,
    sleep: options.sleep ?? sleepFor
  }
  const summary: IndexNowSummary = { submitted: 0, batches: [] }
  for (const [index, batch] of batches.entries()) {
    if (summary.batches.some((b) => b.kind === 'rejected')) {
      // A rejection names a cause every batch shares (key, host, format): the rest would fail alike.
      const left = batches.slice(index).reduce((n, b) => n + b.urlList.length, 0)
      log.warning(`IndexNow: ${left} more URL(s) in ${batches.length - index} batch(es) not sent after the rejection`)
      break
    }
    let outcome: BatchOutcome
    try {
      outcome = await postBatch(batch, resolved, log)
    } catch (error) {
      outcome = { kind: 'failed', urls: batch.urlList.length, attempts: 0, cause: error instanceof Error ? error.message : String(error) }
    }
    summary.batches.push(outcome)
    switch (outcome.kind) {
      case 'accepted':
        summary.submitted += outcome.urls
        log.info(`IndexNow: ${outcome.urls} URL(s) submitted to ${resolved.endpoint} (HTTP ${outcome.status})`)
        break
      case 'rejected':
        log.warning(`IndexNow rejected ${outcome.urls} URL(s) at ${resolved.endpoint}: ${outcome.cause}`)
        break
      case 'failed':
        log.warning(`IndexNow: ${outcome.urls} URL(s) not submitted to ${resolved.endpoint} after ${outcome.attempts} attempt(s): ${outcome.cause}`)
        break
      default: {
        const never: never = outcome
        log.warning(`IndexNow: unknown outcome ${JSON.stringify(never)}`)
      }
    }
  }
  return summary
}
