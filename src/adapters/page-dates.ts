// Writing the dates of one built page file: the unit of work of the html-dates option, run in a
// worker thread or in this one. Synchronous, like the page reads of the pool.
//
// A page read by this run's page pass comes with its edits, found in that pass (PageResult's
// dateSites): it is read again only to check that the bytes are still the ones the edits were
// made for, and is not parsed again. A page that pass did not parse (the page cache knew its
// bytes) is scanned here.
import { isUtf8 } from 'node:buffer'
import { closeSync, constants, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs'
import path from 'node:path'
import { replaceFileSync } from './atomic.js'
import { applyEdits, rewriteHtmlDates, type DateEdit } from '../core/html-dates.js'
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
  /**
   * The edits that write the dates, made from the sites the page pass found in a text of `length`
   * characters; without them, the page is scanned for its sites here.
   */
  known?: { edits: DateEdit[]; length: number }
}

export type DateResult =
  | { file: string; kind: 'rewritten' | 'unchanged'; warnings: readonly string[] }
  | { file: string; kind: 'skipped'; reason: string; warnings: readonly string[] }

/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new FileReader()
const writer = new Utf8Writer()

/** The reason given for a page whose bytes changed between the page pass and the write. */
export const CHANGED_SINCE_READ = 'it changed after this run read it'

export function rewritePageDates(siteDir: string, task: DateTask): DateResult {
  const full = path.join(siteDir, task.file)
  const { fd, writable } = openPage(full)
  try {
    const bytes = reader.rest(fd)
    // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
    if (!isUtf8(bytes)) return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] }
    const html = bytes.toString('utf8')
    let next: string
    let warnings: readonly string[] = []
    if (task.known !== undefined) {
      const { edits, length } = task.known
      if (html.length !== length || edits.some((e) => html.slice(e.start, e.end) !== e.old)) {
        return { file: task.file, kind: 'skipped', reason: CHANGED_SINCE_READ, warnings: [] }
      }
      next = applyEdits(html, edits)
    } else {
      const result = rewriteHtmlDates(html, { modified: task.modified, published: task.published }, task.url)
      warnings = result.warnings
      if (result.kind === 'failed') return { file: task.file, kind: 'skipped', reason: result.reason, warnings }
      if (result.kind === 'unchanged') return { file: task.file, kind: 'unchanged', warnings }
      next = result.html
    }
    if (!task.dryRun) writePage(full, writable ? fd : undefined, writer.bytes(next))
    return { file: task.file, kind: 'rewritten', warnings }
  } finally {
    closeSync(fd)
  }
}

/**
 * The page file, open for reading and, when it can be written in place, for writing: not a
 * symbolic link (not followed: ELOOP) nor a file without write permission (EACCES), which are
 * replaced instead.
 */
function openPage(full: string): { fd: number; writable: boolean } {
  try {
    return { fd: openSync(full, constants.O_RDWR | constants.O_NOFOLLOW), writable: true }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ELOOP' && code !== 'EACCES' && code !== 'EPERM') throw error
    return { fd: openSync(full, 'r'), writable: false }
  }
}

/**
 * Writes the page over itself: its own blocks, rewritten, then cut to the new length. Bench of
 * 20,000 pages of 29 KB on ext4 (each read, then written), per page: 32-36 µs in place, 101-109
 * µs truncated to 0 and written, 162-205 µs a temp file renamed over it (ext4 flushes a file
 * renamed over another, or truncated to 0, at once: auto_da_alloc). A page is torn only if the
 * process is killed while writing it: a run finishes the page in hand when cancelled (SIGINT,
 * SIGTERM; see ProcessOptions.signal). A page that is a link (symbolic, or one of several hard
 * links) gets a new file renamed over it instead, so that the other name keeps its bytes.
 */
function writePage(full: string, fd: number | undefined, bytes: Uint8Array): void {
  if (fd === undefined || fstatSync(fd).nlink !== 1) {
    replaceFileSync(full, bytes)
    return
  }
  let at = 0
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at, at)
  ftruncateSync(fd, bytes.length)
}
