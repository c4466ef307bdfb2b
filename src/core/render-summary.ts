// The job summary, rendered purely from the run result. Also the pieces the PR comment shares.
import type { BlockChange, Report } from './types.js'
import { escapeInline, link, table } from './markdown.js'
import { blockText, describeBuildStamps, describeKnownTheme, describeNoise, describeLeftOut, editText } from './noise.js'

export type RowKind = 'new' | 'changed' | 'revived' | 'removed'

export interface Row {
  kind: RowKind
  url: string
  why: string
}

const KIND_LABEL: Record<RowKind, string> = { new: 'new', changed: 'changed', revived: 'revived', removed: 'removed' }

function quote(text: string | undefined, max: number): string {
  const shown = text === undefined ? '' : blockText(text)
  return shown === '' ? '' : `“${escapeInline(shown, max)}”`
}

/** One short, escaped line saying what differs in a changed page. */
export function describeChange(blocks: BlockChange[], maxBlocks = 2, maxText = 80): string {
  if (blocks.length === 0) return 'content changed (no earlier block fingerprint)'
  const parts = blocks.slice(0, maxBlocks).map((block) => {
    // A shared edit located in a page: where it is, and the words that changed.
    if (block.in !== undefined && block.new !== undefined) {
      const edit = block.old !== undefined && block.old !== '' ? editText(block.old, block.new) : quote(block.new, maxText)
      return `changed text in ${escapeInline(block.in, 60)}: ${block.old !== undefined && block.old !== '' ? escapeInline(edit, 2 * maxText) : edit}`
    }
    switch (block.kind) {
      case 'added':
        return `added ${quote(block.new, maxText) || 'a block'}`
      case 'removed':
        return `removed ${quote(block.old, maxText) || 'a block'}`
      case 'replaced':
        return block.old !== undefined && block.old !== ''
          ? `${quote(block.old, maxText)} → ${quote(block.new, maxText) || '(empty)'}`
          : `now ${quote(block.new, maxText) || '(empty)'}`
      case 'reordered':
        return 'the same blocks, in another order'
      case 'unknown':
        return 'no new text the fingerprint can show: a block repeated, or an edit it cannot tell'
      default: {
        const never: never = block.kind
        return String(never)
      }
    }
  })
  const rest = blocks.length - maxBlocks
  return parts.join('; ') + (rest > 0 ? `; and ${rest} more block${rest === 1 ? '' : 's'}` : '')
}

/** Changed pages first (they are the ones a reviewer should look at), then new, then removed. */
export function rowsOf(report: Report): Row[] {
  const why = new Map(report.changes.map((change) => [change.url, change.blocks]))
  const revived = new Set(report.revived)
  const rows: Row[] = []
  for (const url of report.pages.changed) {
    rows.push({ kind: revived.has(url) ? 'revived' : 'changed', url, why: revived.has(url) ? 'back after removal' : describeChange(why.get(url) ?? []) })
  }
  for (const url of report.pages.new) {
    const first = report.firstBlock?.[url]
    rows.push({ kind: 'new', url, why: first === undefined ? 'new page' : `new page: ${quote(first, 80)}` })
  }
  // A page still built but left out of the sitemap now (noindex…) loses its record too: say which.
  const leftOut = new Map(report.excluded.map((page) => [page.url, page.reason]))
  for (const url of report.pages.removed) {
    const reason = leftOut.get(url)
    rows.push({ kind: 'removed', url, why: reason === undefined ? 'removed from the build' : `left out of the sitemap (${reason})` })
  }
  return rows
}

/** Path relative to the site URL: shorter in a table, and the full URL stays the link target. */
export function pageLabel(report: Report, url: string): string {
  const label = url.startsWith(report.siteUrl) ? '/' + url.slice(report.siteUrl.length) : url
  let decoded = label
  try {
    decoded = decodeURI(label)
  } catch {
    // keep the encoded form
  }
  return decoded
}

/** A W3C datetime as the plan writes it needs no escaping; anything else is escaped. */
const DATE = /^[\d:.TZ+-]{10,35}$/

/** `day`: the date alone, so that a check run later the same day gives the same comment body. */
export function renderRow(report: Report, row: Row, day = false): string[] {
  // A new or changed page is dated now unless the report says otherwise (a date seeded from a sitemap).
  const lastmod = row.kind === 'removed' ? undefined : (report.lastmod?.[row.url] ?? report.now)
  const shown = lastmod === undefined ? '—' : DATE.test(lastmod) ? (day ? lastmod.slice(0, 10) : lastmod) : escapeInline(lastmod, 40)
  return [link(pageLabel(report, row.url), row.url), KIND_LABEL[row.kind], shown, row.why]
}

/** The header of the pages table, for renderRow's cells. */
export const ROW_HEADER = ['Page', 'Change', 'Lastmod', 'Why']

export function countsLine(report: Report): string {
  const { pages } = report
  // The words and the order of the run's line (renderText) and of lastmod explain.
  return `**${pages.new.length}** new · **${pages.changed.length}** changed · **${pages.removed.length}** removed · **${pages.unchanged.length}** unchanged · **${report.excluded.length}** excluded`
}

/** A message the run gives before its table, and as a workflow annotation: plain text (annotations are not Markdown). */
export interface Notice {
  level: 'warning' | 'note'
  title: string
  text: string
}

/**
 * What a reviewer must see before the deploy: each site-wide edit (with its element and its text
 * before and after), that most pages changed when no shared edit says why, then the edits that
 * several changed pages share.
 */
export function noticesOf(report: Report): Notice[] {
  const findings = report.noise ?? []
  const notices: Notice[] = findings.filter((f) => f.siteWide).map((f) => ({ level: 'warning', title: 'lastmod: site-wide edit', text: describeNoise(f) }))
  const changed = report.pages.changed.length
  const total = changed + report.pages.unchanged.length
  if (!report.rebaselined && total >= 4 && changed * 2 > total && notices.length === 0) {
    notices.push({
      level: 'warning',
      title: 'lastmod: most pages changed',
      text:
        `${changed} of ${total} pages changed, and no edit is the same on most of them. ` +
        'If this deploy did not change them all, `lastmod explain OLD_BUILD NEW_BUILD` shows what differs; mark what is not content data-lastmod-ignore or add an ignore selector.'
    })
  }
  for (const f of findings) if (!f.siteWide) notices.push({ level: 'note', title: 'lastmod: shared edit', text: describeNoise(f) })
  return notices
}

/** Notices as GitHub alert blocks, escaped. */
export function renderNotices(report: Report): string[] {
  return noticesOf(report).flatMap((n) => ['', n.level === 'warning' ? '> [!WARNING]' : '> [!NOTE]', `> ${escapeInline(n.text, 600)}`])
}

export interface SummaryInput {
  report: Report
  mode: 'update' | 'check'
  /** Where the previous state came from, or why there was none. */
  stateSource: string
  stateFound: boolean
  /** Pages whose dates came from the bootstrap sitemap. */
  bootstrap?: { source: string; seeded: number }
  /** Where the new state goes (update mode), e.g. "persisted by the post step if the job succeeds". */
  persistNote?: string
  /** Bytes the summary may take; default SUMMARY_BYTES. */
  maxBytes?: number
}

/** GitHub fails the upload of a step's summary above 1 MiB: the rows stop short of it, with room for the rest. */
export const SUMMARY_BYTES = 1024 * 1024 - 64 * 1024

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length

export function renderSummary(input: SummaryInput): string {
  const { report } = input
  const maxBytes = input.maxBytes ?? SUMMARY_BYTES
  const out: string[] = []
  out.push(input.mode === 'check' ? '## lastmod: dates this change would move' : '## lastmod: sitemap dates')
  out.push('')
  out.push(countsLine(report))
  out.push('')
  out.push(`- Site: ${link(report.siteUrl, report.siteUrl)}`)
  out.push(`- Previous state: ${input.stateFound ? 'restored from' : 'none found in'} ${escapeInline(input.stateSource)}`)
  if (input.bootstrap) {
    out.push(`- Dates of ${input.bootstrap.seeded} new page(s) seeded from the deployed sitemap ${escapeInline(input.bootstrap.source)}`)
  }
  if (input.persistNote) out.push(`- New state: ${escapeInline(input.persistNote)}`)
  if (report.sitemap.files.length > 0) out.push(`- Sitemap: ${sitemapCounts(report)} in ${report.sitemap.files.length} file(s)`)
  if (report.excluded.length > 0) out.push(`- Left out of the sitemap: ${report.excluded.length} page(s) (noindex, redirects, canonical elsewhere, error pages, globs, too large to read)`)
  if (report.rebaselined) out.push('- The normaliser or hashing options changed: hashes were re-baselined and no date moved.')
  out.push(...renderNotices(report))
  for (const line of describeLeftOut(report.leftOut ?? [])) out.push('', escapeInline(line, 600))
  if (report.knownTheme !== undefined) out.push('', escapeInline(describeKnownTheme(report.knownTheme), 600))
  if (report.buildStamps !== undefined) out.push('', escapeInline(describeBuildStamps(report.buildStamps), 600))
  const rows = rowsOf(report)
  if (rows.length > 0) {
    out.push('')
    // Every row that fits: the summary is what a reviewer can still open after the job.
    const [header, separator, ...lines] = table(ROW_HEADER, rows.map((row) => renderRow(report, row))).split('\n')
    let bytes = utf8Bytes(out.join('\n')) + utf8Bytes(`${header}\n${separator}\n`) + 2 * 1024
    let shown = 0
    for (const line of lines) {
      bytes += utf8Bytes(line) + 1
      if (bytes > maxBytes) break
      shown++
    }
    out.push([header, separator, ...lines.slice(0, shown)].join('\n'))
    if (shown < rows.length) {
      out.push('', `…and ${rows.length - shown} more page(s) not listed here: a job summary holds at most 1 MiB. Every page is in the run's report JSON (the output report).`)
    }
  } else {
    out.push('', 'No page changed its date.')
  }
  if (report.warnings.length > 0) {
    out.push('', `<details><summary>${report.warnings.length} warning(s)</summary>`, '')
    for (const warning of report.warnings.slice(0, 50)) {
      out.push(`- ${warning.file !== undefined ? `${escapeInline(warning.file, 100)}: ` : ''}${escapeInline(warning.message, 200)}`)
    }
    out.push('', '</details>')
  }
  return out.join('\n') + '\n'
}

/**
 * What the sitemap holds, in the words of the run's line and of the job summary: its URLs, or in
 * rewrite mode the generator's entries, those dated from the state apart from those kept as they were.
 */
export function sitemapCounts(report: Pick<Report, 'sitemap' | 'sitemapSource'>): string {
  const { urls } = report.sitemap
  const source = report.sitemapSource
  if (source === undefined) return `${urls} URLs`
  const dropped = source.excludedEntries === 'drop' && source.excluded.length > 0 ? `, ${source.excluded.length} dropped (pages left out of the sitemap)` : ''
  return `${urls} entries (${source.dated} dated from the state, ${urls - source.dated} kept as the generator wrote them${dropped})`
}
