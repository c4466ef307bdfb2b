// Posting IndexNow batches. Never throws: a failed announcement is a warning, never a failed
// deploy, and it must not stand between a deploy and persisting the state.
import { judgeIndexNowStatus, type IndexNowBatch } from '../core/indexnow.js'
import { originOf, postWithRetries, type RetryOptions } from './http.js'
import type { Logger } from './logger.js'

export interface IndexNowClientOptions extends RetryOptions {
  endpoint: string
}

export type BatchOutcome =
  | { kind: 'accepted'; status: number; urls: number; attempts: number }
  | { kind: 'rejected'; status: number; urls: number; attempts: number; cause: string }
  | { kind: 'failed'; urls: number; attempts: number; cause: string }

export interface IndexNowSummary {
  submitted: number
  batches: BatchOutcome[]
}

async function postBatch(batch: IndexNowBatch, options: IndexNowClientOptions, log: Logger): Promise<BatchOutcome> {
  const urls = batch.urlList.length
  const headers = { 'content-type': 'application/json; charset=utf-8' }
  const posted = await postWithRetries({ where: 'IndexNow', url: options.endpoint, headers, body: batch, judge: judgeIndexNowStatus, judgeReadsBody: false }, options, log)
  if (posted.kind === 'failed') return { kind: 'failed', urls, attempts: posted.attempts, cause: posted.cause }
  const { verdict, status, attempts } = posted
  if (verdict.kind === 'rejected') return { kind: 'rejected', status, urls, attempts, cause: verdict.cause }
  if (verdict.note) log.info(`IndexNow: ${urls} URL(s) ${verdict.note}`)
  return { kind: 'accepted', status, urls, attempts }
}

/** Posts each batch in turn; logs one line per outcome. Resolves whatever happens. */
export async function postIndexNow(batches: readonly IndexNowBatch[], options: IndexNowClientOptions, log: Logger): Promise<IndexNowSummary> {
  const summary: IndexNowSummary = { submitted: 0, batches: [] }
  // Only the origin: an endpoint may carry a user name and password, or a key in its query.
  const endpoint = originOf(options.endpoint)
  for (const [index, batch] of batches.entries()) {
    if (summary.batches.some((b) => b.kind === 'rejected')) {
      // A rejection names a cause every batch shares (key, host, format): the rest would fail alike.
      const left = batches.slice(index).reduce((n, b) => n + b.urlList.length, 0)
      log.warning(`IndexNow: ${left} more URL(s) in ${batches.length - index} batch(es) not sent after the rejection`)
      break
    }
    let outcome: BatchOutcome
    try {
      outcome = await postBatch(batch, options, log)
    } catch (error) {
      outcome = { kind: 'failed', urls: batch.urlList.length, attempts: 0, cause: error instanceof Error ? error.message : String(error) }
    }
    summary.batches.push(outcome)
    switch (outcome.kind) {
      case 'accepted':
        summary.submitted += outcome.urls
        log.info(`IndexNow: ${outcome.urls} URL(s) submitted to ${endpoint} (HTTP ${outcome.status})`)
        break
      case 'rejected':
        log.warning(`IndexNow rejected ${outcome.urls} URL(s) at ${endpoint}: ${outcome.cause}`)
        break
      case 'failed':
        log.warning(`IndexNow: ${outcome.urls} URL(s) not submitted to ${endpoint} after ${outcome.attempts} attempt(s): ${outcome.cause}`)
        break
      default: {
        const never: never = outcome
        log.warning(`IndexNow: unknown outcome ${JSON.stringify(never)}`)
      }
    }
  }
  return summary
}
