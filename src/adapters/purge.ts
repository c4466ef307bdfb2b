// After a successful deploy only: clear the new and changed pages and the sitemap files from the
// CDN (Cloudflare's purge by URL, a webhook, or both). Never throws: a purge that fails is a
// warning, never a failed deploy.
import { CLOUDFLARE_MAX_REQUESTS, CLOUDFLARE_MAX_URLS, inBatches, judgeCloudflare, judgeStatus, type PurgeTargets, type PurgeVerdict } from '../core/purge.js'
import { describeError, originOf, postWithRetries, type RetryOptions } from './http.js'
import type { Logger } from './logger.js'
import { protectSecret, redact, urlSecrets } from './redact.js'

export interface PurgeOptions {
  /** The token comes from an input or CLOUDFLARE_API_TOKEN, never from a flag. */
  cloudflare?: { zone: string; token: string; endpoint: string }
  webhook?: string
}

type Outcome = Exclude<PurgeVerdict, { kind: 'retry' }> | { kind: 'failed'; cause: string }

/** Answers are judged whole (Cloudflare's body says whether it worked); a failure says after how many attempts. */
async function post(url: string, headers: Record<string, string>, body: unknown, judge: (status: number, body: string) => PurgeVerdict, where: string, log: Logger, http: RetryOptions): Promise<Outcome> {
  const posted = await postWithRetries({ where, url, headers, body, judge, judgeReadsBody: true }, http, log)
  return posted.kind === 'failed' ? { kind: 'failed', cause: `${posted.cause} after ${posted.attempts} attempts` } : posted.verdict
}

async function purgeCloudflare(targets: PurgeTargets, cloudflare: NonNullable<PurgeOptions['cloudflare']>, log: Logger, http: RetryOptions): Promise<void> {
  const where = 'Cloudflare purge'
  const url = `${cloudflare.endpoint.replace(/\/+$/, '')}/client/v4/zones/${cloudflare.zone}/purge_cache`
  // The sitemap first: it is what crawlers read to find the rest.
  const all = [...targets.sitemaps, ...targets.pages]
  const urls = all.slice(0, CLOUDFLARE_MAX_URLS * CLOUDFLARE_MAX_REQUESTS)
  if (urls.length < all.length) {
    log.warning(`${where}: ${all.length - urls.length} of ${all.length} URL(s) left in the cache: one run purges at most ${urls.length} (${CLOUDFLARE_MAX_REQUESTS} requests); after a change this large, purge everything from the Cloudflare dashboard`)
  }
  const batches = inBatches(urls, CLOUDFLARE_MAX_URLS)
  for (const [index, files] of batches.entries()) {
    const outcome = await post(url, { authorization: `Bearer ${cloudflare.token}` }, { files }, judgeCloudflare, where, log, http)
    if (outcome.kind !== 'ok') {
      // A rejection (token, zone, format) or an API that stays down would meet the rest alike.
      const left = urls.length - index * CLOUDFLARE_MAX_URLS
      return log.warning(`${where}: ${left} URL(s) not purged in zone ${cloudflare.zone}: ${redact(outcome.cause)}`)
    }
  }
  log.info(`${where}: ${urls.length} URL(s) purged in zone ${cloudflare.zone} (${batches.length} request(s))`)
}

async function callWebhook(targets: PurgeTargets, webhook: string, log: Logger, http: RetryOptions): Promise<void> {
  // Only the origin is printed: a webhook URL often carries a secret in its path or query.
  const where = `Purge webhook ${originOf(webhook)}`
  const outcome = await post(webhook, {}, targets, judgeStatus, where, log, http)
  if (outcome.kind === 'ok') log.info(`${where}: ${targets.pages.length} page URL(s) and ${targets.sitemaps.length} sitemap URL(s) sent`)
  else log.warning(`${where}: not sent: ${outcome.cause}`)
}

/**
 * Purges `targets` with each configured target in turn; `dryRun` only says what would be purged.
 * `http`: each request's deadline, and the retries' timing. Resolves whatever happens.
 */
export async function purgeCdn(targets: PurgeTargets, options: PurgeOptions, dryRun: boolean, log: Logger, http: RetryOptions = {}): Promise<void> {
  const { cloudflare, webhook } = options
  if (cloudflare === undefined && webhook === undefined) return
  if (dryRun) return log.info(`CDN purge: dry run, ${targets.pages.length + targets.sitemaps.length} URL(s) would be purged`)
  try {
    // Redacted from here on in whatever is printed, a server's echo included (the action masks them from its start).
    for (const secret of [cloudflare?.token ?? '', ...urlSecrets(cloudflare?.endpoint ?? '', false), ...urlSecrets(webhook ?? '', true)]) protectSecret(secret)
    if (cloudflare !== undefined) await purgeCloudflare(targets, cloudflare, log, http)
    if (webhook !== undefined) await callWebhook(targets, webhook, log, http)
  } catch (error) {
    log.warning(`CDN purge: not done: ${redact(describeError(error))}`)
  }
}
