// After the deploy and the persist: tell IndexNow about the new and changed pages, from the
// report the update step wrote. Never throws: a failed announcement must not fail the deploy.
import * as core from '@actions/core'
import { readFile } from 'node:fs/promises'
import type { Report } from '../core/types.js'
import { errorMessage } from '../errors.js'
import { coreLogger } from './action-run.js'
import type { Config } from './inputs.js'
import { submitIndexNow } from './submit-indexnow.js'

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

/** The report travels through a file or an artifact: check the parts IndexNow reads before use. */
export function parseAnnouncedReport(data: unknown): Pick<Report, 'siteUrl' | 'pages'> {
  const r = data as { siteUrl?: unknown; pages?: { new?: unknown; changed?: unknown } } | null
  if (r === null || typeof r !== 'object' || typeof r.siteUrl !== 'string' || !isStrings(r.pages?.new) || !isStrings(r.pages?.changed)) {
    throw new Error('expected a lastmod report with siteUrl and pages.new / pages.changed')
  }
  return { siteUrl: r.siteUrl, pages: { new: r.pages.new, changed: r.pages.changed, removed: [], unchanged: [] } }
}

export async function announce(config: Pick<Config, 'indexNow'>, reportPath: string): Promise<void> {
  const indexNow = config.indexNow
  if (indexNow === undefined) return
  let report: Pick<Report, 'siteUrl' | 'pages'>
  try {
    report = parseAnnouncedReport(JSON.parse(await readFile(reportPath, 'utf8')))
  } catch (error) {
    core.warning(`IndexNow skipped: the report of the update step (${reportPath}) cannot be read: ${errorMessage(error)}`)
    return
  }
  core.startGroup('Submit new and changed pages to IndexNow')
  try {
    await submitIndexNow({ report }, { siteUrl: report.siteUrl, dryRun: false, indexNow }, coreLogger)
  } finally {
    core.endGroup()
  }
}
