// Rewrite mode (--sitemap-source): the generator's sitemap, or its index and children, streamed
// through sax and written back with only the <lastmod> of the pages we date set from the state.
// Every other entry, extension element and namespace declaration goes through as it came.
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import sax from 'sax'
import { formatLastmod } from '../core/dates.js'
import { lastmodOf } from '../core/plan.js'
import type { ExclusionReason, Report } from '../core/types.js'
import { absoluteUrl, InputError, pageIdentity, parseSiteUrl } from '../core/urls.js'
import { replaceFiles } from './atomic.js'
import { lastmodToInstant } from './bootstrap.js'
import type { EngineRun } from './engine.js'
import type { Logger } from './logger.js'
import { PathGuard } from './output-paths.js'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapSource {
  /** The generator's sitemap or sitemap index. */
  source: string
  /** Where the rewritten sitemap goes; its children go beside it under their own names. Default: in place. */
  output?: string
  dropChangefreqPriority: boolean
  /** What becomes of the entries of pages the run leaves out (noindex, canonical elsewhere…). */
  excluded: 'keep' | 'drop'
  /** A flag or input as the user spells it: `sitemap-source` → `--sitemap-source` in the CLI. */
  flag: (name: string) => string
  /** The run's checked outputs and places (checkOutputPaths), which the children join. */
  paths?: PathGuard
}

/** The files of a source: a urlset, or an index with the files of its children (by `<loc>`). */
export interface SourceFiles {
  file: string
  children?: Array<{ loc: string; file: string }>
}

/** What one `<url>` (or index `<sitemap>`) becomes: dropped, its lastmod set, or as it is. */
type Edit = 'drop' | { lastmod: string } | undefined

/** A child of an entry, or what lies between its children, as it will be written. */
interface Piece {
  /** Local name of a child in the sitemap namespace (loc, lastmod…); '' for anything else. */
  kind: string
  xml: string
  /** Its text (a loc's URL, a lastmod's date). */
  value: string
}

interface Summary {
  root: string
  entries: number
  kept: number
  /** Index entries' `<loc>`s, in order. */
  locs: string[]
  /** Newest `<lastmod>` written, as a state instant. */
  newest?: string
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
// Tabs and line breaks stay character references: written as they are, a parser would read spaces.
const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;').replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`)
const isSpace = (text: string): boolean => /^[ \t\r\n]*$/.test(text)

/**
 * Streams `file` through `edit` into `sink` (undefined: only parse and count). Strict: a malformed
 * document or a root other than urlset / sitemapindex throws an InputError that names `flag`.
 */
async function transform(file: string, edit: (loc: string) => Edit, sink: ((xml: string) => void) | undefined, flag: string, dropExtras: boolean): Promise<Summary> {
  const summary: Summary = { root: '', entries: 0, kept: 0, locs: [] }
  const fail = (why: string): never => {
    throw new InputError(`${flag} ${file} ${why}`)
  }
  const parser = sax.parser(true, { xmlns: true, position: true })
  // Whether each open element was self-closing (<x/>): its close event writes nothing.
  const open: boolean[] = []
  let entry: { lead: string; start: string; pieces: Piece[] } | undefined
  let piece: Piece | undefined
  let pending = ''
  const write = (xml: string): void => {
    if (piece !== undefined) piece.xml += xml
    else if (entry !== undefined) entry.pieces.push({ kind: '', xml, value: '' })
    else if (sink !== undefined) {
      sink(pending + xml)
      pending = ''
    }
  }
  parser.onerror = (error) => fail(`is not well-formed XML (line ${parser.line + 1}): ${error.message.split('\n')[0] ?? ''}`)
  parser.onprocessinginstruction = (pi) => write(`<?${pi.name}${pi.body === '' ? '' : ' ' + pi.body}?>`)
  parser.ondoctype = (doctype) => write(`<!DOCTYPE${doctype}>`)
  parser.oncomment = (comment) => write(`<!--${comment}-->`)
  parser.oncdata = (text) => {
    if (piece !== undefined) piece.value += text
    write(`<![CDATA[${text}]]>`)
  }
  parser.ontext = (text) => {
    if (piece !== undefined) piece.value += text
    if (open.length === 1 && entry === undefined && isSpace(text)) pending += text
    else write(escapeText(text))
  }
  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag
    const attributes = Object.values(node.attributes).map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')
    const xml = `<${node.name}${attributes}${node.isSelfClosing ? '/>' : '>'}`
    const depth = open.length
    const ours = node.uri === SITEMAP_NS
    if (depth === 0) {
      if (!ours || (node.local !== 'urlset' && node.local !== 'sitemapindex')) fail(`is neither a sitemap <urlset> nor a <sitemapindex> of ${SITEMAP_NS}`)
      summary.root = node.local
    }
    if (depth === 1 && ours && (node.local === 'url' || node.local === 'sitemap')) {
      entry = { lead: pending, start: xml, pieces: [] }
      pending = ''
    } else if (depth === 2 && entry !== undefined) {
      piece = { kind: ours ? node.local : '', xml: '', value: '' }
      entry.pieces.push(piece)
      write(xml)
    } else write(xml)
    open.push(node.isSelfClosing)
  }
  parser.onclosetag = (name) => {
    const close = open.pop() === true ? '' : `</${name}>`
    if (open.length === 2 && piece !== undefined) {
      piece.xml += close
      piece = undefined
    } else if (open.length === 1 && entry !== undefined) {
      const done = entry
      entry = undefined
      summary.entries++
      const loc = done.pieces.find((p) => p.kind === 'loc')?.value.trim()
      if (loc === undefined || loc === '') fail(`has a <${name}> without a <loc> (entry ${summary.entries})`)
      if (summary.root === 'sitemapindex') summary.locs.push(loc as string)
      const change = edit(loc as string)
      if (change === 'drop') return
      summary.kept++
      const pieces = shape(done.pieces, change, dropExtras)
      const lastmod = pieces.find((p) => p.kind === 'lastmod')?.value.trim()
      const instant = lastmod === undefined ? undefined : lastmodToInstant(lastmod)
      if (instant !== undefined && (summary.newest === undefined || instant > summary.newest)) summary.newest = instant
      pending = done.lead
      write(done.start + pieces.map((p) => p.xml).join('') + close)
    } else write(close)
  }
  try {
    // Read as UTF-8 text in chunks: one chunk in memory at a time, whatever the sitemap's size.
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 })) parser.write(chunk as string)
    parser.close()
  } catch (error) {
    if (error instanceof InputError) throw error
    fail(`cannot be read: ${(error as Error).message}`)
  }
  if (summary.root === '') fail('is empty')
  if (sink !== undefined && pending !== '') sink(pending)
  return summary
}

/** An entry's children with its lastmod set (inserted after `<loc>` when missing) and changefreq / priority dropped when asked. */
function shape(pieces: Piece[], change: Edit, dropExtras: boolean): Piece[] {
  let out = pieces
  if (dropExtras) {
    // Each with the whitespace that precedes it, so the layout stays as it was.
    out = out.filter((p, i) => p.kind !== 'changefreq' && p.kind !== 'priority' && !(isSpace(p.xml) && ['changefreq', 'priority'].includes(out[i + 1]?.kind ?? '')))
  }
  if (change === undefined || change === 'drop') return out
  const element = (name: string): Piece => ({ kind: 'lastmod', xml: `<${name}>${change.lastmod}</${name}>`, value: change.lastmod })
  const at = out.findIndex((p) => p.kind === 'lastmod')
  if (at !== -1) return out.map((p, i) => (i === at ? element(qualifiedName(p)) : p))
  const loc = out.findIndex((p) => p.kind === 'loc')
  const lastmod = element(qualifiedName(out[loc] as Piece).replace(/loc$/, 'lastmod'))
  // The schema wants <lastmod> right after <loc>; it takes the indentation <loc> has.
  const indent = loc > 0 && isSpace(out[loc - 1]?.xml ?? 'x') ? [out[loc - 1] as Piece] : []
  return [...out.slice(0, loc + 1), ...indent, lastmod, ...out.slice(loc + 1)]
}

/** The element's name as written, prefix included. */
const qualifiedName = (piece: Piece): string => /^<([^\s>/]+)/.exec(piece.xml)?.[1] ?? piece.kind

/**
 * The file under `siteDir` that serves `loc` (a URL below `siteUrl`); undefined when it is not
 * below it; why not when its path cannot be a file name (`%zz`, `%00`).
 */
function fileOfLoc(loc: string, siteDir: string, siteUrl: URL): { file: string } | string | undefined {
  let url: URL
  try {
    url = new URL(loc)
  } catch {
    return undefined
  }
  if (url.origin !== siteUrl.origin || !url.pathname.startsWith(siteUrl.pathname)) return undefined
  let rel: string
  try {
    rel = decodeURIComponent(url.pathname.slice(siteUrl.pathname.length))
  } catch {
    return 'whose path has a malformed percent escape (% must be followed by two hex digits of UTF-8)'
  }
  if (rel.includes('\0')) return 'whose path holds a NUL character'
  const file = path.resolve(siteDir, rel)
  return rel === '' || path.relative(path.resolve(siteDir), file).startsWith('..') ? undefined : { file }
}

/**
 * Parses the source and, for an index, each child (found under `siteDir` by its `<loc>`'s path
 * below `siteUrl`), writing nothing: every error a rewrite could meet in them, before a run writes
 * anything. A child must really be in the site (not a link out of it), and the files the rewrite
 * writes join the run's outputs (options.paths): two children may not land on one file.
 */
export async function inspectSitemapSource(options: SitemapSource, siteDir: string, siteUrl: string): Promise<SourceFiles> {
  const flag = options.flag('sitemap-source')
  const paths = options.paths ?? (await PathGuard.create({ siteDir, flag: options.flag }))
  const file = path.resolve(options.source)
  await paths.input(flag, file, { inSite: false, shown: options.source, ...(options.output === undefined ? { writtenBy: flag } : {}) })
  const top = await transform(file, () => undefined, undefined, flag, false)
  if (top.root === 'urlset') return { file }
  const site = parseSiteUrl(siteUrl)
  const children: Array<{ loc: string; file: string }> = []
  for (const loc of top.locs) {
    const child = fileOfLoc(loc, siteDir, site)
    if (typeof child !== 'object') {
      throw new InputError(`${flag} ${options.source} names the child sitemap ${loc}, ${child ?? `which is not below ${options.flag('site-url')} ${site.href}`}`)
    }
    await paths.input(`${flag} child`, child.file, { inSite: true, shown: loc })
    children.push({ loc, file: child.file })
  }
  for (const child of children) {
    const found = await transform(child.file, () => undefined, undefined, `${flag} child`, false)
    if (found.root !== 'urlset') throw new InputError(`${flag} child ${child.file} is a sitemap index; an index's children must be <urlset>s`)
  }
  const targets = new Map<string, string>()
  for (const child of children) {
    const target = childTarget(child.file, options)
    const other = targets.get(target)
    if (other !== undefined) {
      throw new InputError(`${flag} children ${other} and ${child.loc} would both be written to ${target} (${options.flag('sitemap')} puts the children beside it under their own file names); rewrite in place, without ${options.flag('sitemap')}`)
    }
    targets.set(target, child.loc)
    await paths.output(`${flag} child ${child.loc}`, target, true)
  }
  return { file, children }
}

/** Where a child is written: in place, or beside --sitemap under its own name. */
function childTarget(file: string, options: SitemapSource): string {
  return options.output === undefined ? file : path.join(path.dirname(path.resolve(options.output)), path.basename(file))
}

/** A page's URL with the spellings of one page folded (`/a`, `/a/`, `/a.html`), as a generator and the run may differ. */
const key = (url: string): string => {
  try {
    return pageIdentity(new URL(url))
  } catch {
    return url
  }
}

/** Streams `file` through `edit` into `temp`, then checks that `temp` parses to the entries kept. */
async function rewriteInto(temp: string, file: string, edit: (loc: string) => Edit, options: SitemapSource): Promise<Summary> {
  const flag = options.flag('sitemap-source')
  const fd = openSync(temp, 'wx')
  let summary: Summary
  try {
    let buffered = ''
    summary = await transform(file, edit, (xml) => {
      buffered += xml
      if (buffered.length < 1 << 16) return
      writeSync(fd, buffered)
      buffered = ''
    }, flag, options.dropChangefreqPriority)
    writeSync(fd, buffered)
  } finally {
    closeSync(fd)
  }
  const check = await transform(temp, () => undefined, undefined, flag, false)
  if (check.root !== summary.root || check.entries !== summary.kept) throw new Error(`rewriting ${file} gave ${check.entries} entries where ${summary.kept} were kept`)
  return summary
}

/**
 * Rewrites the source (inspected before the run) with the run's dates: each `<loc>` of a page in
 * the run's sitemap takes that page's lastmod; entries of pages the run left out are kept or
 * dropped; an index entry takes the newest lastmod of its rewritten child. Every file is written
 * to a temp file and checked before any replaces its target (children first, then the index).
 * Sets the report's `sitemap` and `sitemapSource`; returns the files written.
 */
export async function rewriteSitemapSource(run: EngineRun, files: SourceFiles, options: SitemapSource, engine: { siteDir: string; siteUrl: string; lastmodFormat: 'datetime' | 'date' }, log: Logger): Promise<string[]> {
  const siteUrl = parseSiteUrl(engine.siteUrl)
  const dated = new Map<string, string>()
  for (const page of run.pageFiles.keys()) {
    const record = run.state.pages[page]
    if (record !== undefined) dated.set(key(absoluteUrl(siteUrl, page)), lastmodOf(record))
  }
  // A page the user left out by --exclude, or one too large to read, is not dated, like any other file: its entry stays as it is.
  const left = new Map<string, ExclusionReason>(run.report.excluded.filter((e) => e.reason !== 'glob' && e.reason !== 'too-large').map((e) => [key(e.url), e.reason]))
  const excluded: NonNullable<Report['sitemapSource']>['excluded'] = []
  let datedEntries = 0
  const pageEdit =
    (sitemap: string) =>
    (loc: string): Edit => {
      const reason = left.get(key(loc))
      if (reason !== undefined) {
        excluded.push({ url: loc, reason, sitemap })
        if (options.excluded === 'drop') return 'drop'
      }
      const instant = dated.get(key(loc))
      if (instant === undefined) return undefined
      datedEntries++
      return { lastmod: formatLastmod(instant, engine.lastmodFormat) }
    }
  const output = path.resolve(options.output ?? options.source)
  const newest = new Map<string, string | undefined>()
  let urls = 0
  const children = (files.children ?? []).map((child) => ({
    file: childTarget(child.file, options),
    write: async (temp: string) => {
      const summary = await rewriteInto(temp, child.file, pageEdit(child.file), options)
      newest.set(child.loc, summary.newest)
      urls += summary.kept
    }
  }))
  const top = {
    file: output,
    write: async (temp: string) => {
      if (files.children === undefined) {
        urls += (await rewriteInto(temp, files.file, pageEdit(files.file), options)).kept
        return
      }
      await rewriteInto(temp, files.file, (loc) => {
        const date = newest.get(loc)
        return date === undefined ? undefined : { lastmod: formatLastmod(date, engine.lastmodFormat) }
      }, options)
    }
  }
  await mkdir(path.dirname(output), { recursive: true })
  await replaceFiles([...children, top])
  const written = [top.file, ...children.map((c) => c.file)]
  // The public URLs of the files served from the site (what a CDN purge clears).
  const fileUrls = written.flatMap((file) => {
    const rel = path.relative(path.resolve(engine.siteDir), file)
    return rel.startsWith('..') || path.isAbsolute(rel) ? [] : [siteUrl.href + rel.split(path.sep).map(encodeURIComponent).join('/')]
  })
  run.report.sitemap = { files: written, urls, fileUrls }
  run.report.sitemapSource = { source: options.source, dated: datedEntries, excluded, excludedEntries: options.excluded }
  if (excluded.length > 0) {
    const list = excluded.slice(0, 5).map((e) => `${e.url} (${e.reason})`).join(', ')
    log.warning(
      `${options.flag('sitemap-source')}: ${excluded.length} entr${excluded.length === 1 ? 'y names a page' : 'ies name pages'} left out of the sitemap (noindex, canonical elsewhere, redirect…), ` +
        `${options.excluded === 'drop' ? 'dropped' : 'kept'} (${options.flag('sitemap-source-excluded')} ${options.excluded}): ${list}${excluded.length > 5 ? ` and ${excluded.length - 5} more` : ''}`
    )
  }
  return run.report.sitemap.files
}
