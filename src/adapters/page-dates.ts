// Rewriting the dates of one built page file: the unit of work of the html-dates option, run in
// a worker thread or in this one. Synchronous, like the page reads of the pool.
import { isUtf8 } from 'node:buffer'
import { randomBytes } from 'node:crypto'
import { closeSync, constants, fstatSync, ftruncateSync, lstatSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs'
import path from 'node:path'
import { rewriteHtmlDates } from '../core/html-dates.js'
import { FileReader, Utf8Writer } from './file-reader.js'

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
  | { file: string; kind: 'rewritten' | 'unchanged'; warnings: readonly string[] }
  | { file: string; kind: 'skipped'; reason: string; warnings: readonly string[] }

/** Same-folder temp file, then rename: a new file in the page's place. */
function replaceFile(file: string, bytes: Buffer): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    writeFileSync(temp, bytes)
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/** Opening fails on a symlink (ELOOP) where the platform has the flag. */
const READ_WRITE_NOFOLLOW = constants.O_RDWR | (constants.O_NOFOLLOW ?? 0)

/**
 * The page opened for reading and writing, when it can be written over in place: a plain file
 * of its own. -1 when it is a symlink or one of several hard links (writing there would change
 * the other names too), or cannot be opened for writing: it then gets a new file (replaceFile).
 * Written in place, no new file is made and no old one freed, which is what a temp file and a
 * rename cost (on ext4: 160 to 230 µs a page against 13 to 15 µs); the file keeps its permissions.
 */
function openInPlace(file: string): number {
  if (constants.O_NOFOLLOW === undefined && lstatSync(file).isSymbolicLink()) return -1
  let fd: number
  try {
    fd = openSync(file, READ_WRITE_NOFOLLOW)
  } catch {
    return -1
  }
  try {
    const info = fstatSync(fd)
    if (info.isFile() && info.nlink === 1) return fd
  } catch {
    // Not known to be a file of its own: a new file, as for the others.
  }
  closeSync(fd)
  return -1
}

function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, position + done)
}

/**
 * Writes `bytes` over the file open at `fd`, which held `before` bytes. A page that grows gets
 * its new tail first, beyond its old end: should that fail (a full disk), the page is cut back
 * to what it was.
 */
function writeOver(fd: number, bytes: Buffer, before: number): void {
  if (bytes.length > before) {
    try {
      writeAll(fd, bytes.subarray(before), before)
    } catch (error) {
      ftruncateSync(fd, before)
      throw error
    }
  }
  writeAll(fd, bytes.subarray(0, Math.min(before, bytes.length)), 0)
  if (bytes.length < before) ftruncateSync(fd, bytes.length)
}

/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new FileReader()
const writer = new Utf8Writer()

export function rewritePageDates(siteDir: string, task: DateTask): DateResult {
  const full = path.join(siteDir, task.file)
  // One open for the read and the write (a dry run only reads).
  const fd = task.dryRun ? -1 : openInPlace(full)
  try {
    const bytes = fd >= 0 ? reader.rest(fd) : reader.file(full)
    // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
    if (!isUtf8(bytes)) return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] }
    const result = rewriteHtmlDates(bytes.toString('utf8'), { modified: task.modified, published: task.published })
    switch (result.kind) {
      case 'unchanged':
        return { file: task.file, kind: 'unchanged', warnings: result.warnings }
      case 'failed':
        return { file: task.file, kind: 'skipped', reason: result.reason, warnings: result.warnings }
      case 'rewritten':
        if (!task.dryRun) {
          const rewritten = writer.bytes(result.html)
          if (fd >= 0) writeOver(fd, rewritten, bytes.length)
          else replaceFile(full, rewritten)
        }
        return { file: task.file, kind: 'rewritten', warnings: result.warnings }
      default: {
        const never: never = result
        throw new Error(`unknown rewrite result ${JSON.stringify(never)}`)
      }
    }
  } finally {
    if (fd >= 0) closeSync(fd)
  }
}
