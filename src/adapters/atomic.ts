// Atomic file replacement: write a temp file beside the target, then rename over it.
import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Utf8Writer } from './file-reader.js'

/** `data` may be chunks (an iterable of strings), written as they come (writeChunks). */
export async function writeFileAtomic(file: string, data: string | Uint8Array | Iterable<string | Uint8Array>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  await replaceFile(file, (temp) => writeChunks(temp, typeof data === 'string' || data instanceof Uint8Array ? [data] : data, { flags: 'w', sync: false }))
}

/**
 * Replaces `file` (whose folder exists) with what `write` puts into a temp file beside it, in the
 * same folder so that the rename never crosses file systems: a reader finds the old file or the
 * whole new one. When `write` or the rename fails, the temp file is removed and the old file is
 * left as it was.
 */
export async function replaceFile(file: string, write: (temp: string) => void | Promise<void>): Promise<void> {
  await replaceFiles([{ file, write }])
}

/**
 * replaceFile for several files: every temp file is written before any is renamed, in order, so
 * that a failure while writing any of them leaves all the old files as they were.
 */
export async function replaceFiles(files: ReadonlyArray<{ file: string; write: (temp: string) => void | Promise<void> }>): Promise<void> {
  const temps = files.map((f) => tempBeside(f.file))
  try {
    for (const [i, f] of files.entries()) await f.write(temps[i] as string)
    for (const [i, f] of files.entries()) await rename(temps[i] as string, f.file)
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })))
    throw error
  }
}

const tempBeside = (file: string): string => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`)

/**
 * replaceFile with `bytes`, synchronously, for the pages rewritten on the worker threads; the new
 * file keeps the old one's permissions. A run killed midway leaves each page old or new, never torn.
 */
export function replaceFileSync(file: string, bytes: Uint8Array): void {
  const temp = tempBeside(file)
  try {
    const { mode } = statSync(file)
    writeChunks(temp, [bytes], { flags: 'wx', sync: false })
    chmodSync(temp, mode & 0o7777)
    renameSync(temp, file)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}

/**
 * Text chunks are encoded into one buffer, reused: a buffer made for each chunk is memory outside
 * the heap until a collection, and written one after another with nothing in between they could
 * pile up (21 MB of them for the bench's 100,000-page state).
 */
const encoder = new Utf8Writer()

/**
 * Writes `chunks` to `file`, opened with `flags`, then closes it; with `sync`, flushes it to the
 * disk first. The writes are synchronous: the files written this way are a run's last steps, with
 * nothing else to do meanwhile, and each asynchronous write is a round trip through libuv's thread
 * pool (the bench's 100,000-page state, 21 MB in chunks of 64 KB: 184–210 ms written through
 * fs/promises, 133–141 ms this way, of which 86–94 ms make the text).
 */
export function writeChunks(file: string, chunks: Iterable<string | Uint8Array>, options: { flags: string; sync: boolean }): void {
  const fd = openSync(file, options.flags)
  try {
    for (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? encoder.bytes(chunk) : chunk
      // A write may take fewer bytes than it is given.
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at)
    }
    if (options.sync) fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
