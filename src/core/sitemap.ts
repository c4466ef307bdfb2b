// Sitemap rendering: entries in, a plan of files out (one urlset, or child urlsets plus an index).
// Pure: nothing here touches the file system; the writer adapter streams each file's chunks.

import { formatInstant, formatLastmod, parseInstant } from './dates.js'
import type { Alternate } from './types.js'
import { InputError } from './urls.js'

export interface SitemapEntry {
  /** Absolute URL, already percent-encoded, not yet XML-escaped. */
  loc: string
  /** State instant such as `2026-08-12T06:00:00Z`; omitted → no `<lastmod>`. */
  lastmod?: string
  /** Language versions (`xhtml:link` alternates), hrefs absolute; omitted or empty → none. */
  alternates?: readonly Alternate[]
  /** With SitemapOptions.partition: the URL path relative to the site root (a state key), for sectionOf. */
  path?: string
}

/** One child sitemap per section (sectionOf): sections of fewer than `min` URLs share one child. */
export interface SitemapPartition {
  depth: number
  min: number
}

export interface SitemapOptions {
  lastmodFormat: 'datetime' | 'date'
  /** Public URL of the folder that will hold the sitemap files, ending in '/'; used for index `<loc>`s. */
  baseUrl: string
  /**
   * File name of the main sitemap, e.g. 'sitemap.xml' or 'sitemap.xml.gz' (the writer gzips).
   * Child files derive from it: sitemap-1.xml, sitemap-2.xml …
   */
  fileName: string
  /** URLs per urlset file; default 50,000 (the protocol limit). */
  maxUrls?: number
  /** Uncompressed bytes per file, header and footer included; default 52,428,800 (the protocol limit). */
  maxBytes?: number
  /** Children by section, always under an index (partitionChildName). */
  partition?: SitemapPartition
}

export interface SitemapFile {
  name: string
  /** The XML, as chunks to stream; each call renders afresh, so the whole file is never held in memory. */
  chunks: () => Iterable<string>
  /** `<url>` entries (urlset) or `<sitemap>` entries (index). */
  urls: number
  /** UTF-8 length of everything `chunks()` yields. */
  bytes: number
  /** Newest lastmod in the file, as a UTC state instant (`2026-08-12T06:00:00Z`); absent when none has one. */
  newestLastmod?: string
}

export interface SitemapPlan {
  files: SitemapFile[]
  /** True when files[0] is an index (its children follow it in order). */
  indexed: boolean
  /** URLs over all urlset files. */
  urls: number
}

/** A sitemap that cannot be written within the protocol: the message says which input is at fault. */
export class SitemapError extends Error {
  override readonly name = 'SitemapError'
}

export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_MAX_BYTES = 52_428_800
const MAX_LOC_LENGTH = 2048

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`
/** The opening of a urlset whose entries carry hreflang alternates, which live in the XHTML namespace. */
const URLSET_XHTML_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`
const URLSET_CLOSE = '</urlset>\n'
const INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n`
const INDEX_CLOSE = '</sitemapindex>\n'

const URL_LINE = /^<url><loc>[^<]*<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="[^"<]*" href="[^"<]*"\/>)*<\/url>$/
const INDEX_LINE = /^<sitemap><loc>[^<]*<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?<\/sitemap>$/

/**
 * `text` is a document as planSitemap renders them: an urlset or an index, line for line (any
 * locs and dates). A file another tool wrote, or one edited since, almost never is.
 */
export function isRenderedSitemap(text: string): boolean {
  const frames: Array<[string, string, RegExp]> = [
    [URLSET_OPEN, URLSET_CLOSE, URL_LINE],
    [URLSET_XHTML_OPEN, URLSET_CLOSE, URL_LINE],
    [INDEX_OPEN, INDEX_CLOSE, INDEX_LINE]
  ]
  const frame = frames.find(([open, close]) => text.startsWith(open) && text.endsWith(close) && text.length >= open.length + close.length)
  if (frame === undefined) return false
  const [open, close, line] = frame
  const body = text.slice(open.length, text.length - close.length)
  return body === '' || (body.endsWith('\n') && body.slice(0, -1).split('\n').every((l) => line.test(l)))
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;'
}

/** Escapes the five XML special characters, for element text and attribute values alike. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

/** Characters XML 1.0 forbids anywhere in a document (lone surrogates included). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** UTF-8 length without allocating a buffer (the core stays free of node: APIs). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

interface Item {
  loc: string
  /** escapeXml(loc): the same string when nothing needs escaping, as in most URLs. */
  xmlLoc: string
  /** The page's lastmod; shared by every item of that date. */
  lastmod: Instant
  /** SitemapEntry.path: what partitions group by. */
  path: string
  /** Its `xhtml:link` elements as written ('' without alternates). */
  links: string
}

/** A lastmod, made once per distinct date of a plan. */
interface Instant {
  /** Normalised UTC instant, so string order is time order; undefined: no lastmod. */
  value: string | undefined
  /** Its `<lastmod>` element as written ('' without a lastmod). */
  xml: string
}

const NO_LASTMOD: Instant = { value: undefined, xml: '' }

/**
 * `instants`: lastmods already normalised in this plan, with their element. A run gives most pages
 * one of a few dates (its own clock for every new or changed page), so each is parsed and
 * formatted once.
 */
function normaliseEntry(entry: SitemapEntry, instants: Map<string, Instant>, format: SitemapOptions['lastmodFormat']): Item {
  const { loc } = entry
  if (loc.length === 0) throw new SitemapError('sitemap entry has an empty loc')
  if (loc.length > MAX_LOC_LENGTH) {
    throw new SitemapError(`sitemap loc is longer than ${MAX_LOC_LENGTH} characters: ${loc.slice(0, 80)}…`)
  }
  if (XML_ILLEGAL.test(loc)) throw new SitemapError(`sitemap loc holds a character XML cannot carry: ${JSON.stringify(loc)}`)
  const xmlLoc = escapeXml(loc)
  const path = entry.path ?? '/'
  let links = ''
  for (const { hreflang, href } of entry.alternates ?? []) {
    if (XML_ILLEGAL.test(hreflang + href)) throw new SitemapError(`alternate of ${loc} holds a character XML cannot carry: ${JSON.stringify(href)}`)
    links += `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`
  }
  if (entry.lastmod === undefined) return { loc, xmlLoc, lastmod: NO_LASTMOD, path, links }
  let known = instants.get(entry.lastmod)
  if (known === undefined) {
    const instant = parseInstant(entry.lastmod)
    if (instant === undefined) {
      throw new SitemapError(`lastmod of ${loc} is not an ISO 8601 date-time with a zone: '${entry.lastmod}'`)
    }
    const lastmod = formatInstant(instant)
    known = { value: lastmod, xml: `<lastmod>${formatLastmod(lastmod, format)}</lastmod>` }
    instants.set(entry.lastmod, known)
  }
  return { loc, xmlLoc, lastmod: known, path, links }
}

/** Code-unit order, as the brief asks: independent of locale and ICU version. */
function compareLoc(a: Item, b: Item): number {
  return a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0
}

function renderUrl(item: Item): string {
  return `<url><loc>${item.xmlLoc}</loc>${item.lastmod.xml}${item.links}</url>\n`
}

function renderIndexEntry(loc: string, lastmod: string | undefined, format: SitemapOptions['lastmodFormat']): string {
  const date = lastmod === undefined ? '' : `<lastmod>${formatLastmod(lastmod, format)}</lastmod>`
  return `<sitemap><loc>${escapeXml(loc)}</loc>${date}</sitemap>\n`
}

/** `sitemap.xml` → `sitemap-3.xml`; `sitemap.xml.gz` → `sitemap-3.xml.gz`. */
export function childFileName(fileName: string, n: number): string {
  const { stem, extension } = splitFileName(fileName)
  return `${stem}-${n}${extension}`
}

/** The stem and extension child names are built from; `.xml.gz` counts as one extension. */
export function splitFileName(fileName: string): { stem: string; extension: string } {
  const match = /^(.+?)(\.xml(?:\.gz)?)$/i.exec(fileName) ?? /^(.+?)(\.[^.]*)?$/.exec(fileName)
  return { stem: match?.[1] ?? fileName, extension: match?.[2] ?? '' }
}

function checkOptions(options: SitemapOptions): { maxUrls: number; maxBytes: number } {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES
  if (!Number.isInteger(maxUrls) || maxUrls < 1 || maxUrls > SITEMAP_MAX_URLS) {
    throw new SitemapError(`maxUrls must be an integer from 1 to ${SITEMAP_MAX_URLS}; got ${maxUrls}`)
  }
  if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > SITEMAP_MAX_BYTES) {
    throw new SitemapError(`maxBytes must be an integer from 1 to ${SITEMAP_MAX_BYTES}; got ${maxBytes}`)
  }
  const { fileName, baseUrl } = options
  if (fileName === '' || /[/\\]/.test(fileName) || fileName === '.' || fileName === '..') {
    throw new SitemapError(`sitemap file name must be a plain file name without folders; got '${fileName}'`)
  }
  if (!baseUrl.endsWith('/')) throw new SitemapError(`sitemap base URL must end in '/'; got '${baseUrl}'`)
  return { maxUrls, maxBytes }
}

function newer(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return b > a ? b : a
}

/** A urlset over items[start, end), rendered on demand. */
function urlsetFile(name: string, open: string, items: readonly Item[], start: number, end: number, bytes: number): SitemapFile {
  let newestLastmod: string | undefined
  for (let i = start; i < end; i++) newestLastmod = newer(newestLastmod, items[i]?.lastmod.value)
  const file: SitemapFile = {
    name,
    urls: end - start,
    bytes,
    *chunks() {
      yield open
      for (let i = start; i < end; i++) {
        const item = items[i]
        if (item !== undefined) yield renderUrl(item)
      }
      yield URLSET_CLOSE
    }
  }
  if (newestLastmod !== undefined) file.newestLastmod = newestLastmod
  return file
}

/**
 * Entries are sorted by loc (code-unit order, stable) inside. Within the limits: one urlset named
 * `fileName`. Otherwise child urlsets `<stem>-1<ext>` … filled greedily in loc order, preceded by an
 * index at `fileName` whose entries carry the newest lastmod of their child. With `partition`: an
 * index over one child per section (partitions), each split at the limits on its own, so that a
 * section whose URLs did not change renders the same bytes.
 * Zero entries give an empty `<urlset>`: well-formed, though the XSD wants at least one `<url>`.
 * Duplicate locs are kept as given; callers pass one entry per canonical URL.
 */
export function planSitemap(entries: Iterable<SitemapEntry>, options: SitemapOptions): SitemapPlan {
  const limits = checkOptions(options)
  const format = options.lastmodFormat
  const items: Item[] = []
  const instants = new Map<string, Instant>()
  let open = URLSET_OPEN
  for (const entry of entries) {
    const item = normaliseEntry(entry, instants, format)
    if (item.links !== '') open = URLSET_XHTML_OPEN
    items.push(item)
  }
  items.sort(compareLoc)

  if (options.partition !== undefined) {
    const children = partitions(items, options.partition).flatMap(([slug, group]) => {
      const bounds = splitBounds(group, open, limits)
      const name = (n: number): string => partitionChildName(options.fileName, slug, bounds.length === 1 ? undefined : n)
      return bounds.map((b, n) => urlsetFile(name(n + 1), open, group, b.start, b.end, b.bytes))
    })
    return { files: [indexFile(children, options), ...children], indexed: true, urls: items.length }
  }

  const bounds = splitBounds(items, open, limits)
  if (bounds.length === 1) {
    return { files: [urlsetFile(options.fileName, open, items, 0, items.length, bounds[0]?.bytes ?? 0)], indexed: false, urls: items.length }
  }
  const children = bounds.map((b, n) => urlsetFile(childFileName(options.fileName, n + 1), open, items, b.start, b.end, b.bytes))
  return { files: [indexFile(children, options), ...children], indexed: true, urls: items.length }
}

/** Greedy split of items into urlset files; a file is closed when one more entry would pass either limit. */
function splitBounds(items: readonly Item[], open: string, { maxUrls, maxBytes }: { maxUrls: number; maxBytes: number }): Array<{ start: number; end: number; bytes: number }> {
  const frame = utf8Length(open) + utf8Length(URLSET_CLOSE)
  const bounds: { start: number; end: number; bytes: number }[] = []
  let start = 0
  let bytes = frame
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item
    const size = utf8Length(renderUrl(item))
    if (frame + size > maxBytes) {
      throw new SitemapError(`sitemap entry for ${item.loc} alone exceeds the ${maxBytes}-byte file limit`)
    }
    if (i - start === maxUrls || bytes + size > maxBytes) {
      bounds.push({ start, end: i, bytes })
      start = i
      bytes = frame
    }
    bytes += size
  }
  bounds.push({ start, end: items.length, bytes })
  return bounds
}

/**
 * The section of a URL path (relative to the site root, as state keys are): its first `depth`
 * folders, '' for the root page and files at the top level. `/blog/` and `/blog/a/` are both in
 * `blog`, so a new post and the listing it changes stay in one child.
 */
function sectionOf(urlPath: string, depth: number): string {
  const folders = urlPath.split('/').slice(1, -1)
  return folders.slice(0, depth).join('/')
}

/**
 * A section of one URL is nearly always a single page at the top (/about/, /contact/), not a
 * section: such pages share one child; from two URLs on, a section keeps a child of its own.
 */
export const DEFAULT_PARTITION_MIN = 2
const MAX_PARTITION_DEPTH = 100

/**
 * The partition from the flags or inputs (`name` spells each as the user does), checked; undefined
 * for `none`. `depth` and `min` are '' or undefined when not given.
 */
export function parsePartition(values: { partition: string; depth: string | undefined; min: string | undefined }, name: (option: string) => string): SitemapPartition | undefined {
  const { partition, depth, min } = values
  if (partition !== 'none' && partition !== 'section') throw new InputError(`${name('sitemap-partition')} must be one of none, section; got '${partition}'`)
  const whole = (option: string, value: string | undefined, fallback: number, max: number): number => {
    if (value === undefined || value === '') return fallback
    if (partition === 'none') throw new InputError(`${name(option)} needs ${name('sitemap-partition')} section`)
    const n = Number(value)
    if (!/^\d+$/.test(value) || n < 1 || n > max) throw new InputError(`${name(option)} must be a whole number from 1 to ${max}; got '${value}'`)
    return n
  }
  const parsed = { depth: whole('sitemap-partition-depth', depth, 1, MAX_PARTITION_DEPTH), min: whole('sitemap-partition-min', min, DEFAULT_PARTITION_MIN, SITEMAP_MAX_URLS) }
  return partition === 'none' ? undefined : parsed
}

/** Child slugs of the root pages and of the merged small sections; no section is given either (sectionSlug). */
const ROOT_SLUG = 'root'
const OTHER_SLUG = 'other'

/**
 * A file-name-safe slug, stable for a section and distinct between sections: a plain lowercase
 * name stays as it is; any other (capitals, several folders, escapes, 'root', 'other') becomes a
 * sanitised form plus '_' and a hash of the section, and no plain name holds '_'.
 */
function sectionSlug(section: string): string {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(section) && section !== ROOT_SLUG && section !== OTHER_SLUG) return section
  const clean = section.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '')
  return `${clean || 'section'}_${fnv1a(section)}`
}

/** FNV-1a over UTF-16 code units, as 8 hex digits: the core has no node:crypto, and this is no secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, '0')
}

/** `sitemap.xml`, `blog` → `sitemap-blog.xml`; part 2 of a section split at the limits → `sitemap-blog_2.xml`. */
function partitionChildName(fileName: string, slug: string, part?: number): string {
  const { stem, extension } = splitFileName(fileName)
  return `${stem}-${slug}${part === undefined ? '' : `_${part}`}${extension}`
}

/**
 * Items (in loc order) grouped into children by section: the root pages first, then each section
 * of at least `min` URLs by slug, then the smaller sections together.
 */
function partitions(items: readonly Item[], { depth, min }: SitemapPartition): Array<[string, Item[]]> {
  const sections = new Map<string, Item[]>()
  for (const item of items) {
    const key = sectionOf(item.path, depth)
    const group = sections.get(key)
    if (group === undefined) sections.set(key, [item])
    else group.push(item)
  }
  const root = sections.get('') ?? []
  sections.delete('')
  const own: Array<[string, Item[]]> = []
  const other: Item[] = []
  const slugs = new Map<string, string>()
  for (const [section, group] of sections) {
    if (group.length < min) {
      other.push(...group)
      continue
    }
    const slug = sectionSlug(section)
    // Two sections must never share a file: a clash of hashes fails the run rather than merge them.
    const clash = slugs.get(slug)
    if (clash !== undefined) throw new SitemapError(`sitemap sections '${clash}' and '${section}' would share the child ${slug}`)
    slugs.set(slug, section)
    own.push([slug, group])
  }
  own.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  other.sort(compareLoc)
  const children: Array<[string, Item[]]> = []
  if (root.length > 0 || (own.length === 0 && other.length === 0)) children.push([ROOT_SLUG, root])
  children.push(...own)
  if (other.length > 0) children.push([OTHER_SLUG, other])
  return children
}

function indexFile(children: readonly SitemapFile[], options: SitemapOptions): SitemapFile {
  const format = options.lastmodFormat
  // Child names are plain file names; encode them so an odd name still makes a valid URL.
  const lines = children.map((child) => renderIndexEntry(options.baseUrl + encodeURIComponent(child.name), child.newestLastmod, format))
  const bytes = utf8Length(INDEX_OPEN) + utf8Length(INDEX_CLOSE) + lines.reduce((sum, line) => sum + utf8Length(line), 0)
  // Index limits are the protocol's, whatever smaller per-urlset limits the caller chose.
  if (children.length > SITEMAP_MAX_URLS || bytes > SITEMAP_MAX_BYTES) {
    throw new SitemapError(`sitemap index would need ${children.length} entries (${bytes} bytes): beyond the protocol's limits`)
  }
  let newestLastmod: string | undefined
  for (const child of children) newestLastmod = newer(newestLastmod, child.newestLastmod)
  const file: SitemapFile = {
    name: options.fileName,
    urls: children.length,
    bytes,
    *chunks() {
      yield INDEX_OPEN
      yield* lines
      yield INDEX_CLOSE
    }
  }
  if (newestLastmod !== undefined) file.newestLastmod = newestLastmod
  return file
}
