// After the deploy and the persist: tell IndexNow about the new and changed pages, from the
// report the update step wrote. Never throws: a failed announcement must not fail the deploy.
import * as core from '@actions/core'
import { readFile } from 'node:fs/promises'
import type { Report } from '../core/types.js'
import { errorMessage } from '../errors.js'
import { coreLogger } from './action-run.js'
import type { Config } from './inputs.js'
import { submitIndexNow } from './publish.js'

export async function announce(config: Pick<Config, 'indexNow'>, reportPath: string): Promise<void> {
  const indexNow = config.indexNow
  if (indexNow === undefined) return
  let report: Report
  try {
    report = JSON.parse(await readFile(reportPath, 'utf8')) as Report
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
