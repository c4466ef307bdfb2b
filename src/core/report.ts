// The run report: the JSON contract of `--report` and the text summary the CLI prints.
import type { PlanResult } from './plan.js'
import type { ExcludedPage, Report } from './types.js'
import { noticesOf, sitemapCounts } from './render-summary.js'
import { shown } from './printable.js'
import { absoluteUrl } from './urls.js'

export interface ReportInput {
  siteUrl: URL
  now: string
  dryRun: boolean
  plan: PlanResult
  excluded: ExcludedPage[]
  warnings: Array<{ file?: string; message: string }>
  sitemap: { files: string[]; urls: number; fileUrls: string[] }
}

export function buildReport(input: ReportInput): Report {
  const url = (path: string): string => absoluteUrl(input.siteUrl, path)
  const pages: Report['pages'] = { new: [], changed: [], removed: [], unchanged: [] }
  const revived: string[] = []
  for (const outcome of input.plan.outcomes) {
    switch (outcome.kind) {
      case 'new':
        pages.new.push(url(outcome.path))
        break
      case 'changed':
        pages.changed.push(url(outcome.path))
        if (outcome.revived) revived.push(url(outcome.path))
        break
      case 'unchanged':
        pages.unchanged.push(url(outcome.path))
        break
      case 'removed':
        pages.removed.push(url(outcome.path))
        break
      default: {
        const never: never = outcome
        throw new Error(`unknown outcome ${JSON.stringify(never)}`)
      }
    }
  }
  const changes = [...input.plan.why.entries()].map(([path, blocks]) => ({ url: url(path), blocks }))
  // Only the dates that are not `now`: on a first run of a large site, one entry a page was 18 MB.
  const lastmod: Record<string, string> = {}
  for (const outcome of input.plan.outcomes) {
    const record = input.plan.state.pages[outcome.path]
    const date = record?.updatedAt ?? record?.publishedAt
    if ((outcome.kind === 'new' || outcome.kind === 'changed') && date !== undefined && date !== input.now) lastmod[url(outcome.path)] = date
  }
  const firstBlock = Object.fromEntries([...input.plan.first].map(([path, text]) => [url(path), text]))
  return {
    version: 1,
    siteUrl: input.siteUrl.href,
    now: input.now,
    dryRun: input.dryRun,
    rebaselined: input.plan.rebaselined,
    pages,
    revived,
    excluded: input.excluded,
    changes,
    lastmod,
    firstBlock,
    warnings: input.warnings,
    sitemap: input.sitemap
  }
}

const LIST_LIMIT = 50

function list(title: string, urls: string[], lines: string[]): void {
  if (urls.length === 0) return
  lines.push(`${title}:`)
  for (const u of urls.slice(0, LIST_LIMIT)) lines.push(`  ${shown(u)}`)
  if (urls.length > LIST_LIMIT) lines.push(`  … and ${urls.length - LIST_LIMIT} more`)
}

/** The human summary on stdout; every value in it passes through shown(), so each line stays one line. */
export function renderText(report: Report): string {
  const p = report.pages
  const lines = [
    `${p.new.length} new, ${p.changed.length} changed, ${p.removed.length} removed, ${p.unchanged.length} unchanged, ${report.excluded.length} excluded${report.dryRun ? ' (dry run: nothing written)' : ''}`
  ]
  if (report.rebaselined) {
    lines.push('Hashing changed since the state was written (new normaliser or selectors): hashes re-baselined, no date moved.')
  }
  for (const notice of noticesOf(report)) lines.push(`${notice.level === 'warning' ? 'Warning' : 'Note'}: ${shown(notice.text)}`)
  list('New', p.new, lines)
  if (p.changed.length > 0) {
    lines.push('Changed:')
    const why = new Map(report.changes.map((c) => [c.url, c.blocks]))
    for (const u of p.changed.slice(0, LIST_LIMIT)) {
      const revived = report.revived.includes(u) ? ' (revived)' : ''
      lines.push(`  ${shown(u)}${revived}`)
      for (const b of why.get(u) ?? []) {
        if (b.in !== undefined) lines.push(`    in ${shown(b.in)}:`)
        if (b.old !== undefined) lines.push(`    - ${shown(b.old)}`)
        if (b.new !== undefined) lines.push(`    + ${shown(b.new)}`)
        if (b.old === undefined && b.new === undefined) lines.push(`    (${b.kind} content)`)
      }
    }
    if (p.changed.length > LIST_LIMIT) lines.push(`  … and ${p.changed.length - LIST_LIMIT} more`)
  }
  list('Removed', p.removed, lines)
  if (report.excluded.length > 0) {
    lines.push('Excluded:')
    for (const e of report.excluded.slice(0, LIST_LIMIT)) {
      lines.push(`  ${shown(e.url)} (${e.reason}${e.detail ? `: ${shown(e.detail)}` : ''})`)
    }
    if (report.excluded.length > LIST_LIMIT) lines.push(`  … and ${report.excluded.length - LIST_LIMIT} more`)
  }
  if (report.sitemap.files.length > 0) {
    lines.push(`Sitemap: ${sitemapCounts(report)} in ${report.sitemap.files.map(shown).join(', ')}`)
  }
  return lines.join('\n') + '\n'
}

const utf8 = new TextEncoder()

/**
 * The JSON array of the longest prefix of `items` that fits in `maxBytes` of UTF-8 (an action
 * output: GitHub keeps at most 1 MB of a job's outputs), and how many items were left out.
 */
export function jsonArrayWithin(items: readonly string[], maxBytes: number): { json: string; omitted: number } {
  let bytes = 2
  let kept = 0
  for (; kept < items.length; kept++) {
    bytes += utf8.encode(JSON.stringify(items[kept])).length + (kept > 0 ? 1 : 0)
    if (bytes > maxBytes) break
  }
  return { json: JSON.stringify(items.slice(0, kept)), omitted: items.length - kept }
}
