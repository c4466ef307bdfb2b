// After a successful deploy only: announce the run's new and changed URLs to IndexNow. Apart from
// publish.ts (the dates written before the deploy) so that the steps that only announce (post,
// persist) do not load what rewrites pages.
import { indexNowUrls, planIndexNow } from '../core/indexnow.js'
import type { Report } from '../core/types.js'
import { parseSiteUrl } from '../core/urls.js'
import { originOf, type RetryOptions } from './http.js'
import { postIndexNow, type IndexNowSummary } from './indexnow.js'
import type { Logger } from './logger.js'
import { protectSecret, urlSecrets } from './redact.js'

export interface IndexNowOptions {
  key: string
  endpoint: string
  /** Write `<site-dir>/<key>.txt` instead of only checking that it is there. */
  writeKey: boolean
}

export interface SubmitOptions {
  siteUrl: string
  dryRun: boolean
  indexNow?: IndexNowOptions
  /** Retry timing and transport of the IndexNow client (tests shorten the waits). */
  indexNowClient?: RetryOptions
}

/**
 * After a successful deploy only: posts the run's new and changed URLs to IndexNow. Never
 * throws and never fails the run; every problem is one warning line.
 */
export async function submitIndexNow(run: { report: Pick<Report, 'pages'> }, options: SubmitOptions, log: Logger): Promise<IndexNowSummary | undefined> {
  const indexNow = options.indexNow
  if (!indexNow) return undefined
  for (const secret of urlSecrets(indexNow.endpoint, false)) protectSecret(secret)
  try {
    const urls = indexNowUrls(run.report)
    if (urls.length === 0) {
      log.info('IndexNow: no new or changed page, nothing to submit')
      return { submitted: 0, batches: [] }
    }
    const { batches, foreign } = planIndexNow(urls, parseSiteUrl(options.siteUrl), indexNow.key)
    if (foreign.length > 0) log.warning(`IndexNow: ${foreign.length} URL(s) not on the site's host left out, e.g. ${foreign[0]}`)
    if (options.dryRun) {
      log.info(`IndexNow: dry run, ${urls.length} URL(s) in ${batches.length} batch(es) would be submitted to ${originOf(indexNow.endpoint)}`)
      return { submitted: 0, batches: [] }
    }
    return await postIndexNow(batches, { ...options.indexNowClient, endpoint: indexNow.endpoint }, log)
  } catch (error) {
    log.warning(`IndexNow: not submitted: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}
