// After the deploy and the persist: purge the new and changed pages and the sitemap from the CDN,
// and tell IndexNow about those pages, from the report the update step wrote. Never throws: a
// failed purge or announcement must not fail the deploy.
import * as core from '@actions/core'
import { readFile } from 'node:fs/promises'
import type { Report } from '../core/types.js'
import { errorMessage } from '../errors.js'
import { coreLogger } from './action-run.js'
import type { Config } from './inputs.js'
import { submitIndexNow } from './submit-indexnow.js'
import { purgeCdn } from './purge.js'
import { purgeTargets } from '../core/purge.js'

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

/** The parts of the report that post and the persist step act on. */
export type AnnouncedReport = Pick<Report, 'siteUrl' | 'pages'> & { sitemap: Pick<Report['sitemap'], 'fileUrls'> }

/** The report travels through a file or an artifact: check the parts IndexNow and the purge read before use. */
export function parseAnnouncedReport(data: unknown): AnnouncedReport {
  const r = data as { siteUrl?: unknown; pages?: { new?: unknown; changed?: unknown }; sitemap?: { fileUrls?: unknown } } | null
  if (r === null || typeof r !== 'object' || typeof r.siteUrl !== 'string' || !isStrings(r.pages?.new) || !isStrings(r.pages?.changed)) {
    throw new Error('expected a lastmod report with siteUrl and pages.new / pages.changed')
  }
  const fileUrls = r.sitemap?.fileUrls
  return {
    siteUrl: r.siteUrl,
    pages: { new: r.pages.new, changed: r.pages.changed, removed: [], unchanged: [] },
    sitemap: { fileUrls: isStrings(fileUrls) ? fileUrls : [] }
  }
}

export async function announce(config: Pick<Config, 'indexNow' | 'purge'>, reportPath: string): Promise<void> {
  const indexNow = config.indexNow
  const purge = config.purge.cloudflare !== undefined || config.purge.webhook !== undefined
  if (indexNow === undefined && !purge) return
  let report: AnnouncedReport
  try {
    report = parseAnnouncedReport(JSON.parse(await readFile(reportPath, 'utf8')))
  } catch (error) {
    core.warning(`IndexNow and CDN purge skipped: the report of the update step (${reportPath}) cannot be read: ${errorMessage(error)}`)
    return
  }
  if (purge) {
    core.startGroup('Purge new and changed pages and the sitemap from the CDN')
    try {
      // The CDN first, so that the engines told of a page fetch it fresh.
      await purgeCdn(purgeTargets(report), config.purge, false, coreLogger)
    } finally {
      core.endGroup()
    }
  }
  if (indexNow === undefined) return
  core.startGroup('Submit new and changed pages to IndexNow')
  try {
    await submitIndexNow({ report }, { siteUrl: report.siteUrl, dryRun: false, indexNow }, coreLogger)
  } finally {
    core.endGroup()
  }
}
