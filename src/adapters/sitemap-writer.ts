// Writes a sitemap plan to disk: each file atomically (temp file + rename), gzipped by name, and
// never over or in place of a file it did not write.
//
// Every file a run writes is recorded in a small file beside the sitemap, `.<sitemap>.lastmod.json`
// (`.sitemap.xml.lastmod.json` for sitemap.xml and sitemap.xml.gz alike), which names them. The
// record lives and dies with the files it names: in a folder built afresh (the action, after the
// generator) neither is there, so no file is taken for ours; in a folder used again (the CLI, a
// site committed to the repository) both are. A file is ours when the record names it and it still
// is a sitemap as this tool renders them. A child name held by any other file is refused before
// anything is written; a file an earlier run wrote and this one no longer has (a child, or the
// sitemap itself before a switch to or from gzip) is removed only when it is ours. The main file at
// --sitemap is replaced whatever it holds, as it always was; one that is not ours is described
// first (SitemapTargets.replaced), so that the run says what it replaces.

import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip, gunzipSync } from 'node:zlib'
import { isRenderedSitemap, splitFileName, type SitemapFile, type SitemapPlan } from '../core/sitemap.js'
import { InputError } from '../core/urls.js'
import { replaceFile, writeChunks, writeFileAtomic } from './atomic.js'
import { jsonObject } from '../core/json-object.js'
import { sitemapEntries } from './bootstrap.js'

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

/** The sitemap's name without .gz: one record for both, so a switch to or from gzip finds the other's files. */
const plainName = (sitemapName: string): string => sitemapName.replace(/\.gz$/i, '')

/** The record of the sitemap files written beside the sitemap called `sitemapName` (gzipped or not). */
export function recordFileName(sitemapName: string): string {
  return `.${plainName(sitemapName)}.lastmod.json`
}

const RECORD_ABOUT = 'The sitemap files lastmod wrote in this folder: it replaces or removes no other file.'

/** How the user spells the options that name the files, for the messages. */
export interface SitemapNaming {
  /** `sitemap` → `--sitemap` in the CLI, `sitemap` in the action. */
  flag: (name: string) => string
  /** Children named after sections (--sitemap-partition section) rather than numbered. */
  partitioned: boolean
}

/** A plan checked against the folder it goes to: what writeSitemap needs. */
export interface SitemapTargets {
  readonly plan: SitemapPlan
  readonly dir: string
  /** Names whose file already holds its planned bytes: not written again, so its date stays. */
  readonly held: ReadonlySet<string>
  /** The names the record holds; undefined when there is none. */
  readonly record: ReadonlySet<string> | undefined
  /** The sitemap at the main file's place that this run replaces and did not write (a generator's). */
  readonly replaced?: ForeignSitemap
}

/** A sitemap that is not ours, as the message that it is replaced describes it. */
export interface ForeignSitemap {
  file: string
  /** urlset, sitemapindex, or undefined: not a sitemap this tool can read. */
  root: 'urlset' | 'sitemapindex' | undefined
  /** `<url>` entries of a urlset, `<sitemap>` entries of an index. */
  entries: number
  /** Entries with a `<lastmod>`. */
  lastmods: number
}

/** The file's text, gunzipped by name; undefined when there is no such file, null when it cannot be read as one of ours. */
async function readStored(target: string): Promise<Buffer | undefined | null> {
  let bytes: Buffer
  try {
    bytes = await readFile(target)
  } catch (error) {
    // A folder or an unreadable file there is not one of ours, whatever it is.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null
  }
  if (!gzipped(target)) return bytes
  try {
    return gunzipSync(bytes)
  } catch {
    return null
  }
}

/** `stored` is what `file` renders, byte for byte. */
function holds(stored: Buffer, file: SitemapFile): boolean {
  if (stored.length !== file.bytes) return false
  let at = 0
  for (const chunk of batched(file.chunks())) {
    const bytes = Buffer.from(chunk)
    if (!stored.subarray(at, at + bytes.length).equals(bytes)) return false
    at += bytes.length
  }
  return at === stored.length
}

/** A name a record may hold: the sitemap or a child of it, gzipped or not, in its folder (the record is a file of the site, so it is checked). */
function isOwnName(name: string, sitemapName: string): boolean {
  const plain = plainName(sitemapName)
  return name === plain || name === `${plain}.gz` || isChildName(name, plain) || isChildName(name, `${plain}.gz`)
}

function isChildName(name: string, sitemapName: string): boolean {
  const { stem, extension } = splitFileName(sitemapName)
  return (
    name !== sitemapName &&
    !/[/\\\0]/.test(name) &&
    name.length > stem.length + 1 + extension.length &&
    name.startsWith(`${stem}-`) &&
    name.endsWith(extension)
  )
}

interface RecordRead {
  names: ReadonlySet<string>
  text: string
}

/** The record beside `sitemapName` in `dir`; undefined when there is none; an InputError when the file there is not one. */
async function readRecord(dir: string, sitemapName: string): Promise<RecordRead | undefined> {
  const file = path.join(dir, recordFileName(sitemapName))
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const names = parseRecord(text, sitemapName)
  if (names === undefined) {
    throw new InputError(`${file} is not the record of sitemap files lastmod writes beside ${plainName(sitemapName)}; move or remove it, then run again`)
  }
  return { names, text }
}

function parseRecord(text: string, sitemapName: string): Set<string> | undefined {
  const data = jsonObject(text)
  if (data === undefined) return undefined
  const { version, sitemap, files } = data
  if (version !== 1 || typeof sitemap !== 'string' || plainName(sitemap) !== plainName(sitemapName) || !Array.isArray(files)) return undefined
  const names = new Set<string>()
  for (const name of files as unknown[]) {
    if (typeof name !== 'string' || !isOwnName(name, sitemapName)) return undefined
    names.add(name)
  }
  return names
}

/** Stable text: names in code-unit order, so the file changes only when the files do. */
function renderRecord(names: Iterable<string>, sitemapName: string): string {
  const files = [...new Set(names)].sort()
  return JSON.stringify({ about: RECORD_ABOUT, files, sitemap: sitemapName, version: 1 }, null, 2) + '\n'
}

/** The file at `target` is ours: the record names it and it still is a sitemap as planSitemap renders them. */
function isOurs(name: string, stored: Buffer | null, record: ReadonlySet<string> | undefined): boolean {
  return record?.has(name) === true && stored !== null && isRenderedSitemap(stored.toString('utf8'))
}

/** The refusal of a child name that a file of someone else holds, naming what made the name. */
function clashError(file: string, naming: SitemapNaming): InputError {
  const made = naming.partitioned
    ? `${naming.flag('sitemap-partition')} section names a child sitemap after a section of the site`
    : `a sitemap of more than 50,000 URLs or 50 MB is split into child files named after ${naming.flag('sitemap')}`
  return new InputError(
    `${file} is a file lastmod did not write, and ${made} with its name; nothing was written: ` +
      `rename or remove that file, or give ${naming.flag('sitemap')} another file name or folder`
  )
}

/**
 * Reads the folder a plan goes to, writing nothing: the record, and every planned file already
 * there. Throws an InputError when a child would replace a file that is not ours, unless that
 * file already holds the child's bytes.
 */
export async function checkSitemapTargets(plan: SitemapPlan, dir: string, naming: SitemapNaming): Promise<SitemapTargets> {
  const resolved = path.resolve(dir)
  const main = plan.files[0]
  const held = new Set<string>()
  if (main === undefined) return { plan, dir: resolved, held, record: undefined }
  const record = (await readRecord(resolved, main.name))?.names
  let replaced: ForeignSitemap | undefined
  for (const file of plan.files) {
    const target = path.join(resolved, file.name)
    const stored = await readStored(target)
    if (stored === undefined) continue
    if (stored !== null && holds(stored, file)) held.add(file.name)
    else if (isOurs(file.name, stored, record)) continue
    // The main file is replaced whatever it holds, but not silently.
    else if (file === main) replaced = describeSitemap(target, stored)
    else throw clashError(target, naming)
  }
  return { plan, dir: resolved, held, record, ...(replaced === undefined ? {} : { replaced }) }
}

/** What a sitemap that is not ours holds, for the line that says it is replaced; read as the bootstrap reads one. */
function describeSitemap(file: string, stored: Buffer | null): ForeignSitemap {
  const read = stored === null ? undefined : sitemapEntries(stored.toString('utf8'))
  if (read === undefined || (read.root !== 'urlset' && read.root !== 'sitemapindex')) return { file, root: undefined, entries: 0, lastmods: 0 }
  return { file, root: read.root, entries: read.entries, lastmods: read.lastmods }
}

async function writeFile(file: SitemapFile, target: string): Promise<void> {
  await replaceFile(target, async (temp) => {
    if (gzipped(file.name)) {
      const source = Readable.from(batched(file.chunks()), { objectMode: false })
      await pipeline(source, createGzip(), createWriteStream(temp, { flags: 'wx', flush: true }))
    } else {
      writeChunks(temp, batched(file.chunks()), { flags: 'wx', sync: true })
    }
  })
}

/**
 * Writes a checked plan (checkSitemapTargets) into its folder, each file atomically (temp file in
 * the same folder + rename), gzipped when the name ends in .gz (node:zlib, streaming). Returns the
 * absolute paths, in plan order. A file that already holds its bytes is left as it is, date
 * included. Children the record names and this plan no longer has are removed when they are
 * still ours; the record is written when its names change, and removed with the last child.
 */
export async function writeSitemap(targets: SitemapTargets): Promise<string[]> {
  const { plan, dir, held, record } = targets
  const main = plan.files[0]
  if (main === undefined) return []
  await mkdir(dir, { recursive: true })
  const recordFile = path.join(dir, recordFileName(main.name))
  const names = plan.files.map((file) => file.name)
  const before = record === undefined ? undefined : renderRecord(record, main.name)
  const after = renderRecord(names, main.name)

  // While files are written and removed, the record names both the old files and the new, so
  // that a run stopped midway leaves every file it wrote recognisable as its own.
  if (after !== before) {
    const during = renderRecord([...(record ?? []), ...names], main.name)
    if (during !== before) await writeFileAtomic(recordFile, during)
  }
  // Children before the index, so a reader never finds an index entry whose file is missing.
  const order = plan.indexed ? [...plan.files.slice(1), ...plan.files.slice(0, 1)] : plan.files
  for (const file of order) if (!held.has(file.name)) await writeFile(file, path.join(dir, file.name))

  for (const name of record ?? []) {
    if (names.includes(name) || !isOwnName(name, main.name)) continue
    const target = path.join(dir, name)
    const stored = await readStored(target)
    // One changed since it was written (by hand, by another tool) is not ours any more: it stays.
    if (stored !== undefined && isOurs(name, stored, record)) await rm(target, { force: true })
  }
  if (after !== before) await writeFileAtomic(recordFile, after)
  return plan.files.map((file) => path.join(dir, file.name))
}
