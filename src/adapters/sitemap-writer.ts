// Writes a sitemap plan to disk: each file atomically (temp file + rename), gzipped by name.

import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { splitFileName, type SitemapFile, type SitemapPlan } from '../core/sitemap.js'
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

async function writeAtomically(file: SitemapFile, dir: string): Promise<string> {
  const target = path.resolve(dir, file.name)
  await replaceFile(target, async (temp) => {
    if (file.name.toLowerCase().endsWith('.gz')) {
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

/** Removes `<stem>-N<ext>` files left by an earlier run that had more children than this one. */
async function removeStaleChildren(plan: SitemapPlan, dir: string): Promise<void> {
  const main = plan.files[0]
  if (main === undefined) return
  const { stem, extension } = splitFileName(main.name)
  const child = new RegExp(`^${escapeRegExp(stem)}-([1-9][0-9]*)${escapeRegExp(extension)}$`)
  const current = plan.indexed ? plan.files.length - 1 : 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const n = child.exec(entry.name)?.[1]
    if (n === undefined || !entry.isFile() || Number(n) <= current) continue
    await rm(path.join(dir, entry.name), { force: true })
  }
}

/**
 * Writes every file of the plan into `dir`, each atomically (temp file in the same dir + rename),
 * gzipped when the name ends in .gz (node:zlib, streaming). Returns the absolute paths written, in
 * plan order. Stale child files from an earlier, larger run (sitemap-N.xml beyond the current count,
 * matching this base name) are removed.
 */
export async function writeSitemap(plan: SitemapPlan, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  // Children before the index, so a reader never finds an index entry whose file is missing.
  const order = plan.indexed ? [...plan.files.slice(1), ...plan.files.slice(0, 1)] : plan.files
  const written = new Map<SitemapFile, string>()
  for (const file of order) written.set(file, await writeAtomically(file, dir))
  await removeStaleChildren(plan, dir)
  return plan.files.map((file) => written.get(file) ?? path.resolve(dir, file.name))
}
