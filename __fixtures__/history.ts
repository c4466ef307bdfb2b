// The real deploy histories (__fixtures__/history/<site>/): public sites' built HTML at successive
// deploys, and the truth established for each step (see __fixtures__/history/README.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const HISTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'history')

/** Sites with a truth.json, in name order. */
export const SITES = readdirSync(HISTORY)
  .filter((site) => existsSync(path.join(HISTORY, site, 'truth.json')))
  .sort()

export interface HistoryTruth {
  site: string
  siteUrl: string
  source: { repo: string; branch: string; licence: string; licenceSource: string }
  patterns: string[]
  steps: Array<{ dir: string; commit: string; what: string; expect?: { new: string[]; changed: string[]; removed: string[] } }>
}

export function historyTruth(site: string): HistoryTruth {
  return JSON.parse(readFileSync(path.join(HISTORY, site, 'truth.json'), 'utf8')) as HistoryTruth
}

export function historyStep(site: string, step: string): string {
  return path.join(HISTORY, site, 'steps', step)
}
