// Rewriting the dates of one built page file: the unit of work of the html-dates option, run in
// a worker thread or in this one. Synchronous, like the page reads of the pool.
import { isUtf8 } from 'node:buffer'
import path from 'node:path'
import { replaceFileSync } from './atomic.js'
import { rewriteHtmlDates } from '../core/html-dates.js'
import { FileReader, Utf8Writer } from './file-reader.js'

/** The reason given for a page that is not UTF-8. */
export const NOT_UTF8 = 'not UTF-8'

export interface DateTask {
  /** Path relative to the site folder. */
  file: string
  /** The page's public URL: it tells which JSON-LD node describes the page. */
  url: string
  /** lastmod (`updatedAt ?? publishedAt`) and publishedAt of the page, from this run's state. */
  modified: string
  published: string
  dryRun: boolean
}

export type DateResult =
  | { file: string; kind: 'rewritten' | 'unchanged'; warnings: readonly string[] }
  | { file: string; kind: 'skipped'; reason: string; warnings: readonly string[] }

/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new FileReader()
const writer = new Utf8Writer()

export function rewritePageDates(siteDir: string, task: DateTask): DateResult {
  const full = path.join(siteDir, task.file)
  const bytes = reader.file(full)
  // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
  if (!isUtf8(bytes)) return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] }
  const result = rewriteHtmlDates(bytes.toString('utf8'), { modified: task.modified, published: task.published }, task.url)
  switch (result.kind) {
    case 'unchanged':
      return { file: task.file, kind: 'unchanged', warnings: result.warnings }
    case 'failed':
      return { file: task.file, kind: 'skipped', reason: result.reason, warnings: result.warnings }
    case 'rewritten':
      // A new file renamed over the page (a symlink or hard link then stops sharing its bytes):
      // written over in place, a page is torn when the run is killed midway.
      if (!task.dryRun) replaceFileSync(full, writer.bytes(result.html))
      return { file: task.file, kind: 'rewritten', warnings: result.warnings }
    default: {
      const never: never = result
      throw new Error(`unknown rewrite result ${JSON.stringify(never)}`)
    }
  }
}
