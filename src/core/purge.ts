// CDN purge after a successful deploy: which URLs, in which batches, and what an answer means. Pure.
// Cloudflare purge by URL: https://developers.cloudflare.com/cache/how-to/purge-cache/ (at most
// 100 URLs per request on every plan; the answer is {"success": bool, "errors": [{code, message}]}).
import { indexNowUrls } from './indexnow.js'
import type { Report } from './types.js'
import { checkPort, InputError, urlInMessage } from './urls.js'

export const DEFAULT_CLOUDFLARE_ENDPOINT = 'https://api.cloudflare.com'
export const CLOUDFLARE_MAX_URLS = 100
/** Requests one run makes at most: the burst the free plan allows (then 5 a minute), 2,500 URLs. */
export const CLOUDFLARE_MAX_REQUESTS = 25

/** What a purge clears: the new and changed pages, and every sitemap file written. */
export interface PurgeTargets {
  siteUrl: string
  pages: string[]
  sitemaps: string[]
}

export type PurgeVerdict = { kind: 'ok' } | { kind: 'retry'; cause: string } | { kind: 'rejected'; cause: string }

export function validateCloudflareZone(zone: string, inputName: string): string {
  if (!/^[0-9a-f]{32}$/i.test(zone)) throw new InputError(`${inputName} must be a Cloudflare zone ID, 32 hexadecimal characters; got '${zone}'`)
  return zone
}

/** An http(s) URL input; `secret`: the value is never shown in an error (a webhook's URL is its secret). */
export function validateHttpUrl(text: string, inputName: string, example: string, secret = false): string {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new InputError(`${inputName} must be an http(s) URL such as ${example}; got ${urlInMessage(text, secret)}`)
  checkPort(url, inputName)
  return url.href
}

export function purgeTargets(report: Pick<Report, 'siteUrl' | 'pages'> & { sitemap: Pick<Report['sitemap'], 'fileUrls'> }): PurgeTargets {
  return { siteUrl: report.siteUrl, pages: indexNowUrls(report), sitemaps: report.sitemap.fileUrls }
}

export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** 429 and 5xx are worth another attempt; anything else but 2xx is not. */
export function judgeStatus(status: number): PurgeVerdict {
  if (status >= 200 && status < 300) return { kind: 'ok' }
  if (status === 429 || status >= 500) return { kind: 'retry', cause: `HTTP ${status}` }
  return { kind: 'rejected', cause: `HTTP ${status}` }
}

/** Cloudflare's answer: a 2xx is not enough, the body must say success; its errors name the cause. */
export function judgeCloudflare(status: number, body: string): PurgeVerdict {
  const verdict = judgeStatus(status)
  let parsed: { success?: unknown; errors?: unknown } | undefined
  try {
    parsed = JSON.parse(body) as typeof parsed
  } catch {
    parsed = undefined
  }
  if (verdict.kind === 'ok' && parsed?.success === true) return verdict
  const errors = Array.isArray(parsed?.errors) ? (parsed.errors as Array<{ code?: unknown; message?: unknown } | null>) : []
  const said = errors.map((e) => [e?.code, e?.message].filter((v) => typeof v === 'number' || typeof v === 'string').join(' ')).filter((e) => e !== '')
  const cause = `${verdict.kind === 'ok' ? `HTTP ${status} without success` : verdict.cause}${said.length > 0 ? `: ${said.join('; ').slice(0, 300)}` : ''}`
  return verdict.kind === 'retry' ? { kind: 'retry', cause } : { kind: 'rejected', cause }
}
