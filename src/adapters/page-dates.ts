// Rewriting the dates of one built page file: the unit of work of the html-dates option, run in
// a worker thread or in this one. Synchronous, like the page reads of the pool.
import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtmlDates } from '../core/html-dates.js'

/** The reason given for a page that is not UTF-8. */
export const NOT_UTF8 = 'not UTF-8'

export interface DateTask {
  /** Path relative to the site folder. */
  file: string
  /** lastmod (`updatedAt ?? publishedAt`) and publishedAt of the page, from this run's state. */
  modified: string
  published: string
  dryRun: boolean
}

export type DateResult =
  | { file: string; kind: 'rewritten' | 'unchanged'; warnings: string[] }
  | { file: string; kind: 'skipped'; reason: string; warnings: string[] }

/** Same-folder temp file, then rename: a reader never sees half a page. */
function replaceFile(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    writeFileSync(temp, text)
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

export function rewritePageDates(siteDir: string, task: DateTask): DateResult {
  const full = path.join(siteDir, task.file)
  const bytes = readFileSync(full)
  const html = bytes.toString('utf8')
  if (!Buffer.from(html, 'utf8').equals(bytes)) {
    // Re-encoding would change bytes that are not dates.
    return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] }
  }
  const result = rewriteHtmlDates(html, { modified: task.modified, published: task.published })
  switch (result.kind) {
    case 'unchanged':
      return { file: task.file, kind: 'unchanged', warnings: result.warnings }
    case 'failed':
      return { file: task.file, kind: 'skipped', reason: result.reason, warnings: result.warnings }
    case 'rewritten':
      if (!task.dryRun) replaceFile(full, result.html)
      return { file: task.file, kind: 'rewritten', warnings: result.warnings }
    default: {
      const never: never = result
      throw new Error(`unknown rewrite result ${JSON.stringify(never)}`)
    }
  }
}
