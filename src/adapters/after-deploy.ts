// The one step after a successful deploy: persist the state (the action's store), then purge the
// new and changed pages and the sitemap from the CDN, then tell IndexNow about those pages. The
// action's post phase, its persist mode and the CLI (which wrote its state in the run) all end
// with it. A failed purge or announcement only warns: it must not fail a deploy that went out.
import { readFile } from 'node:fs/promises'
import { purgeTargets } from '../core/purge.js'
import type { Report, State } from '../core/types.js'
import { errorMessage } from '../errors.js'
import type { RetryOptions } from './http.js'
import type { Logger } from './logger.js'
import type { RunOptions } from './options.js'
import { purgeCdn } from './purge.js'
import type { Stage } from './site-run.js'
import type { StateStore } from './stores/store.js'
import { submitIndexNow } from './submit-indexnow.js'

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string')

/** The parts of the report that the purge and IndexNow act on. */
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

/** What was deployed. */
export interface Deployed {
  /** The run's report, or the file the update step left it in (post, the persist step); none: nothing to announce. */
  report?: AnnouncedReport | { file: string }
  /** The action: the state to persist first, in its store; `title` heads the job summary's line. */
  persist?: { state: State; store: StateStore; title: string }
}

export interface AfterDeployIO {
  log: Logger
  stage?: Stage
  /** Appends to the job summary (the action). */
  summary?: (markdown: string) => Promise<void>
  /** Retry timing and transport of the purge and IndexNow requests (in-process tests shorten the waits). */
  http?: RetryOptions
}

const asItIs: Stage = (_name, fn) => fn()

export async function afterDeploy(options: Pick<RunOptions, 'dryRun' | 'indexNow' | 'purge' | 'requestTimeout'>, deployed: Deployed, io: AfterDeployIO): Promise<void> {
  const { log } = io
  const stage = io.stage ?? asItIs
  const { persist } = deployed
  if (persist !== undefined) {
    await stage(`Persist state (${persist.store.description})`, async () => {
      const result = await persist.store.persist(persist.state)
      log.info(`State ${result.kind}: ${result.detail}`)
      await io.summary?.(`### ${persist.title}\n\n${result.kind === 'saved' ? 'Saved' : 'Unchanged'}: ${result.detail}\n`)
    })
  }
  const { indexNow } = options
  const purge = options.purge.cloudflare !== undefined || options.purge.webhook !== undefined
  if ((indexNow === undefined && !purge) || deployed.report === undefined) return
  let report: AnnouncedReport
  try {
    report = 'file' in deployed.report ? parseAnnouncedReport(JSON.parse(await readFile(deployed.report.file, 'utf8'))) : deployed.report
  } catch (error) {
    const file = 'file' in deployed.report ? deployed.report.file : 'in memory'
    log.warning(`IndexNow and CDN purge skipped: the report of the update step (${file}) cannot be read: ${errorMessage(error)}`)
    return
  }
  const http: RetryOptions = { timeoutMs: options.requestTimeout * 1000, ...io.http }
  // The CDN first, so that the engines told of a page fetch it fresh.
  if (purge) await stage('Purge new and changed pages and the sitemap from the CDN', () => purgeCdn(purgeTargets(report), options.purge, options.dryRun, log, http))
  if (indexNow !== undefined) {
    await stage('Submit new and changed pages to IndexNow', () =>
      submitIndexNow({ report }, { siteUrl: report.siteUrl, dryRun: options.dryRun, indexNow, indexNowClient: http }, log)
    )
  }
}
