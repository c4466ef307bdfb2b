// Every request the action makes (GitHub REST, IndexNow, the bootstrap sitemap) has a deadline of
// its own: an endpoint that accepts the connection and never answers must not hold the job.
import * as github from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import type { Octokit } from './github.js'

/** LASTMOD_REQUEST_TIMEOUT_MS overrides the 30 s default (tests use about 1 s). */
export function requestTimeoutMs(): number {
  const ms = Number(process.env['LASTMOD_REQUEST_TIMEOUT_MS'])
  return Number.isFinite(ms) && ms > 0 ? ms : 30_000
}

/** LASTMOD_RETRY_MS overrides the first wait before a retry (2 s, doubled each time); tests shorten it. */
export function retryBaseMs(): number {
  const ms = Number(process.env['LASTMOD_RETRY_MS'])
  return Number.isFinite(ms) && ms >= 0 ? ms : 2000
}

/** A request's own deadline, covering the answer's body as well as its headers. */
export const deadline = (): AbortSignal => AbortSignal.timeout(requestTimeoutMs())

/** Whether `error` (or its cause, as fetch and Octokit wrap it) is a deadline that passed. */
export function isTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: unknown }).name === 'TimeoutError') return true
  }
  return false
}

export const noAnswer = (where: string): string => `no answer from ${where} within ${requestTimeoutMs() / 1000} s`

/**
 * An Octokit whose every request (each page of a listing too) has its own deadline. Through the
 * toolkit's proxy-aware fetch: a signal set in a request hook never reaches it.
 */
export function octokitWithDeadlines(token: string): Octokit {
  const proxyFetch = (defaults.request?.fetch ?? fetch) as typeof fetch
  const timed: typeof fetch = async (url, init) => {
    try {
      return await proxyFetch(url, { ...init, signal: deadline() })
    } catch (error) {
      throw isTimeout(error) ? new Error(noAnswer('the GitHub API')) : error
    }
  }
  return github.getOctokit(token, { request: { ...defaults.request, fetch: timed } })
}
