// Writes a sitemap plan to disk: each file atomically (temp file + rename), gzipped by name.

import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip, gunzipSync } from 'node:zlib'
import { escapeXml, splitFileName, type SitemapFile, type SitemapPlan } from '../core/sitemap.js'
import { replaceFile, writeChunks } from './atomic.js'

/** Chunks are joined up to about this size before they reach the stream: fewer, larger writes. */
const BATCH_CHARS = 64 * 1024

function* batched(chunks: Iterable<string>): Generator<string> {
  let pending = ''
  for (const chunk of chunks) {
    pending += chunk
    if (pending.length >= BATCH_CHARS) {
      yield pending
      pending = ''
    }
  }
  if (pending !== '') yield pending
}

const gzipped = (name: string): boolean => name.toLowerCase().endsWith('.gz')

/** The file's text, gunzipped by name; undefined when it cannot be read. */
async function readStored(target: string): Promise<Buffer | undefined> {
  try {
    const stored = await readFile(target)
    return gzipped(target) ? gunzipSync(stored) : stored
  } catch {
    return undefined
  }
}

/**
 * `target` already holds what `file` renders: rewriting it would change nothing but its date, and
 * a crawler or a checksum-based deploy would see a file that did not change as new.
 */
async function holds(target: string, file: SitemapFile, read?: Buffer): Promise<boolean> {
  // A plain file of another size differs without a read.
  if (read === undefined && !gzipped(target) && (await stat(target).catch(() => undefined))?.size !== file.bytes) return false
  const stored = read ?? (await readStored(target))
  if (stored?.length !== file.bytes) return false
  let at = 0
  for (const chunk of batched(file.chunks())) {
    const bytes = Buffer.from(chunk)
    if (!stored.subarray(at, at + bytes.length).equals(bytes)) return false
    at += bytes.length
  }
  return at === stored.length
}

async function writeAtomically(file: SitemapFile, dir: string, read?: Buffer): Promise<string> {
  const target = path.resolve(dir, file.name)
  if (await holds(target, file, read)) return target
  await replaceFile(target, async (temp) => {
    if (gzipped(file.name)) {
      const source = Readable.from(batched(file.chunks()), { objectMode: false })
      await pipeline(source, createGzip(), createWriteStream(temp, { flags: 'wx', flush: true }))
    } else {
      writeChunks(temp, batched(file.chunks()), { flags: 'wx', sync: true })
    }
  })
  return target
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Removes the child files this tool wrote before and this plan no longer has: `<stem>-N<ext>` beyond
 * the current count (an earlier, larger split), and `<stem>-…<ext>` files the index it replaces
 * listed (sections of a partitioned sitemap). Other files beside it, however named, stay.
 */
async function removeStaleChildren(plan: SitemapPlan, dir: string, previousIndex: Buffer | undefined): Promise<void> {
  const main = plan.files[0]
  if (main === undefined) return
  const { stem, extension } = splitFileName(main.name)
  const child = new RegExp(`^${escapeRegExp(stem)}-(.+)${escapeRegExp(extension)}$`)
  const current = new Set(plan.files.map((file) => file.name))
  const count = plan.indexed ? plan.files.length - 1 : 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const part = child.exec(entry.name)?.[1]
    if (part === undefined || !entry.isFile() || current.has(entry.name)) continue
    const numbered = /^[1-9][0-9]*$/.test(part) && Number(part) > count
    if (numbered || previousIndex?.includes(`/${escapeXml(encodeURIComponent(entry.name))}</loc>`) === true) await rm(path.join(dir, entry.name), { force: true })
  }
}

/**
 * Writes every file of the plan into `dir`, each atomically (temp file in the same dir + rename),
 * gzipped when the name ends in .gz (node:zlib, streaming). Returns the absolute paths written, in
 * plan order. A file that already holds its bytes is left as it is, date included. Stale child
 * files (removeStaleChildren) are removed.
 */
export async function writeSitemap(plan: SitemapPlan, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const main = plan.files[0]
  // The file at the main name as it was: compared with the new one, and the index whose children may be stale.
  const previous = main === undefined ? undefined : await readStored(path.resolve(dir, main.name))
  // Children before the index, so a reader never finds an index entry whose file is missing.
  const order = plan.indexed ? [...plan.files.slice(1), ...plan.files.slice(0, 1)] : plan.files
  const written = new Map<SitemapFile, string>()
  for (const file of order) written.set(file, await writeAtomically(file, dir, file === main ? previous : undefined))
  await removeStaleChildren(plan, dir, previous)
  return plan.files.map((file) => written.get(file) ?? path.resolve(dir, file.name))
}
