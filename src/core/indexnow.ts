// IndexNow: which URLs to announce, in which batches, and what each answer means. Pure.
// Protocol: https://www.indexnow.org/documentation (bulk POST of at most 10,000 URLs per request).
import type { Report } from './types.js'
import { checkPort, InputError, urlInMessage } from './urls.js'

export const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow'
export const INDEXNOW_MAX_URLS = 10_000
const KEY = /^[a-zA-Z0-9-]{8,128}$/

/** The body of one bulk submission. */
export interface IndexNowBatch {
  host: string
  key: string
  keyLocation: string
  urlList: string[]
}

export function validateIndexNowKey(key: string, inputName = '--indexnow-key'): string {
  if (!KEY.test(key)) {
    throw new InputError(`${inputName} must be 8 to 128 characters of a-z, A-Z, 0-9 and '-'; got ${key.length} characters`)
  }
  return key
}

export function validateIndexNowEndpoint(text: string, inputName = '--indexnow-endpoint'): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InputError(`${inputName} must be an absolute URL such as ${DEFAULT_INDEXNOW_ENDPOINT}; got ${urlInMessage(text)}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputError(`${inputName} must use https; got ${urlInMessage(text)}`)
  }
  checkPort(url, inputName)
  return url.href
}

/** The key file's name in the built site: `<key>.txt` at the site root. */
export function keyFileName(key: string): string {
  return `${key}.txt`
}

/**
 * Where engines fetch the key: `<site-url><key>.txt`. Sent explicitly, because a site under a
 * base path (`https://example.com/docs/`) has its key there, not at the host root; IndexNow then
 * accepts only URLs under that folder, which all of this site's URLs are.
 */
export function keyLocation(siteUrl: URL, key: string): string {
  return new URL(keyFileName(key), siteUrl).href
}

/** The URLs worth announcing: new and changed pages, nothing else, each once. */
export function indexNowUrls(report: Pick<Report, 'pages'>): string[] {
  return [...new Set([...report.pages.new, ...report.pages.changed])]
}

/** Splits `urls` into bodies of at most `max` URLs; URLs of another host are left out (and returned). */
export function planIndexNow(
  urls: readonly string[],
  siteUrl: URL,
  key: string,
  max = INDEXNOW_MAX_URLS
): { batches: IndexNowBatch[]; foreign: string[] } {
  const host = siteUrl.host
  const own: string[] = []
  const foreign: string[] = []
  for (const u of urls) {
    let url: URL | undefined
    try {
      url = new URL(u)
    } catch {
      url = undefined
    }
    if (url && url.host === host) own.push(url.href)
    else foreign.push(u)
  }
  const batches: IndexNowBatch[] = []
  const location = keyLocation(siteUrl, key)
  for (let i = 0; i < own.length; i += max) {
    batches.push({ host, key, keyLocation: location, urlList: own.slice(i, i + max) })
  }
  return { batches, foreign }
}

export type IndexNowVerdict =
  | { kind: 'accepted'; note?: string }
  | { kind: 'retry'; cause: string }
  | { kind: 'rejected'; cause: string }

/** What an HTTP status means for one submission (status table of indexnow.org/documentation). */
export function judgeIndexNowStatus(status: number): IndexNowVerdict {
  if (status === 200) return { kind: 'accepted' }
  if (status === 202) return { kind: 'accepted', note: 'accepted; the engine has yet to validate the key file' }
  if (status === 400) return { kind: 'rejected', cause: '400 Bad Request: the engine did not accept the request format' }
  if (status === 403) {
    return { kind: 'rejected', cause: '403 Forbidden: key not valid (the key file was not found at keyLocation or does not hold the key)' }
  }
  if (status === 422) {
    return { kind: 'rejected', cause: "422 Unprocessable Entity: URLs not on the key's host or folder, or the key does not match the schema" }
  }
  if (status === 429) return { kind: 'retry', cause: '429 Too Many Requests' }
  if (status >= 500) return { kind: 'retry', cause: `${status} server error` }
  return { kind: 'rejected', cause: `unexpected HTTP ${status}` }
}

/**
 * Milliseconds to wait before attempt `attempt + 1` (attempt counts from 1): exponential from
 * `baseMs`, or the server's `Retry-After` (seconds or an HTTP date) when it gives one, capped at `capMs`.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null | undefined, baseMs: number, capMs: number, now = Date.now()): number {
  const exponential = baseMs * 2 ** (attempt - 1)
  let asked: number | undefined
  if (retryAfter) {
    const text = retryAfter.trim()
    if (/^\d+$/.test(text)) asked = Number(text) * 1000
    else {
      const at = Date.parse(text)
      if (!Number.isNaN(at)) asked = Math.max(0, at - now)
    }
  }
  return Math.min(capMs, asked ?? exponential)
}
