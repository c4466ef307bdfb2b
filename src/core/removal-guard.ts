// A run that would drop most of a site is far more often a mistake (a site URL that is not the
// pages' canonical origin, a glob that matches nothing, an empty build) than a real removal, and
// applying it would reset the dates of every page that comes back. It stops before anything is written.
import type { Report, State } from './types.js'
import { InputError } from './urls.js'

export interface RemovalGuard {
  /** The user said the removals are real (`--allow-mass-removal`). */
  allowMassRemoval: boolean
  include: readonly string[]
  exclude: readonly string[]
  /** An input as the user spells it: `--site-url` in the CLI, `site-url` in the action. */
  flag: (name: string) => string
}

/** More removals than this many, and than half the pages the state knows, need the user's word. */
const HANDFUL = 5

/** Throws an InputError naming the likely cause when the run includes no page or removes most of them. */
export function checkRemovals(previous: State | undefined, report: Report, guard: RemovalGuard): void {
  const { pages } = report
  const included = pages.new.length + pages.changed.length + pages.unchanged.length
  const removed = pages.removed.length
  const known = previous === undefined ? 0 : Object.values(previous.pages).filter((r) => r.removedAt === undefined).length
  if (included > 0 && (guard.allowMassRemoval || removed <= HANDFUL || removed * 2 <= known)) return
  const cause = likelyCause(report, guard)
  if (included === 0) throw new InputError(`no page would go into the sitemap (${cause}); nothing written`)
  throw new InputError(
    `this run would remove ${removed} of the ${known} pages the state knows (${cause}); nothing written. ` +
      `If they are really gone, run it with ${guard.flag('allow-mass-removal')}`
  )
}

function likelyCause(report: Report, guard: RemovalGuard): string {
  const { flag } = guard
  const count = (reason: string): number => report.excluded.filter((e) => e.reason === reason).length
  const siteOrigin = new URL(report.siteUrl).origin
  const elsewhere = report.excluded.find((e) => e.reason === 'canonical-elsewhere' && e.detail !== undefined && URL.canParse(e.detail) && new URL(e.detail).origin !== siteOrigin)
  if (elsewhere?.detail !== undefined) {
    return `${flag('site-url')} is ${report.siteUrl} but the pages' canonical URLs are on ${new URL(elsewhere.detail).origin}: ${count('canonical-elsewhere')} page(s) excluded as canonical-elsewhere`
  }
  const globbed = count('glob')
  if (globbed > 0) {
    const patterns = [...guard.include.map((p) => `${flag('include')} ${p}`), ...guard.exclude.map((p) => `${flag('exclude')} ${p}`)]
    return `${patterns.join(', ')} left out ${globbed} page(s)`
  }
  const built = report.excluded.length + report.pages.new.length + report.pages.changed.length + report.pages.unchanged.length
  if (report.excluded.length > 0) return `the build holds ${built} page(s), ${report.excluded.length} of them excluded (noindex, redirect, error page, robots.txt or canonical elsewhere)`
  return `the build holds only ${built} page(s): is ${flag('site-dir')} the complete build?`
}
