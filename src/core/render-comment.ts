// The sticky pull-request comment, rendered purely from the report of a check run.
import type { Report } from './types.js'
import { commentSafe, table } from './markdown.js'
import { describeBuildStamps, describeKnownTheme, describeLeftOut } from './noise.js'
import { countsLine, renderNotices, renderRow, ROW_HEADER, rowsOf } from './render-summary.js'
import { escapeInline } from './markdown.js'

/** GitHub rejects longer bodies with 422 "Body is too long (maximum is 65536 characters)". */
export const COMMENT_LIMIT = 65536

/** Hidden marker that finds our comment again; one per site, so two sites in one repo don't fight. */
export function commentMarker(siteUrl: string): string {
  return `<!-- lastmod-action:sticky site=${commentSafe(siteUrl)} -->`
}

export interface CommentInput {
  report: Report
  /** Where the full list lives when the comment is cut (a stable URL, so the body stays stable). */
  summaryUrl: string
  /** Characters allowed; defaults to a margin under GitHub's limit. */
  limit?: number
}

/**
 * Nothing run-specific (time, run id) goes in the body: an unchanged result gives a byte-identical
 * body, which the poster then does not re-post.
 */
export function renderComment(input: CommentInput): string {
  const { report } = input
  const limit = input.limit ?? COMMENT_LIMIT - 1536
  const rows = rowsOf(report)
  const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length
  const head: string[] = [commentMarker(report.siteUrl)]
  head.push(
    moving === 0
      ? '### lastmod: no sitemap date would move'
      : `### lastmod: ${moving} sitemap date${moving === 1 ? '' : 's'} would move`
  )
  head.push('', countsLine(report))
  head.push(...renderNotices(report))
  for (const line of describeLeftOut(report.leftOut ?? [])) head.push('', escapeInline(line, 600))
  if (report.knownTheme !== undefined) head.push('', escapeInline(describeKnownTheme(report.knownTheme), 600))
  if (report.buildStamps !== undefined) head.push('', escapeInline(describeBuildStamps(report.buildStamps), 600))
  if (report.rebaselined) head.push('', 'The normaliser or hashing options changed: hashes are re-baselined, no date moves.')

  const footer = (hidden: number): string[] =>
    hidden > 0
      ? ['', `…and ${hidden} more page(s) not shown. The full list is in the [job summary](${input.summaryUrl}).`]
      : []

  if (rows.length === 0) return head.join('\n') + '\n'
  const tableLines = table(ROW_HEADER, rows.map((row) => renderRow(report, row, true))).split('\n')
  // Header and separator always; then as many rows as fit with the footer.
  const reserve = footer(rows.length).join('\n').length + 2
  let body = [...head, '', tableLines[0], tableLines[1]].join('\n')
  let shown = 0
  for (const line of tableLines.slice(2)) {
    if (body.length + 1 + line.length + reserve > limit) break
    body += '\n' + line
    shown++
  }
  return [body, ...footer(rows.length - shown)].join('\n') + '\n'
}
