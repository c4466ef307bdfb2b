// Seeds dates from the sitemap that is deployed now, for a site whose state vanished (deleted
// branch, expired artifact, evicted cache): without it every page would be re-dated today.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import sax from 'sax'
import { formatInstant, parseInstant } from '../core/dates.js'
import { deadline, isTimeout, noAnswer } from './http.js'
import type { Logger } from './logger.js'

export class BootstrapError extends Error {
  override name = 'BootstrapError'
}

export interface Bootstrap {
  source: string
  /** Absolute `<loc>` → state instant (`2026-08-12T06:00:00Z`). */
  lastmods: Map<string, string>
}

export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; arrayBuffer(): Promise<ArrayBuffer> }>

const MAX_CHILD_SITEMAPS = 100

async function readSource(source: string, workspace: string, fetchImpl: Fetch, timeoutMs: number | undefined, name: string): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    try {
      const response = await fetchImpl(source)
      if (!response.ok) throw new BootstrapError(`${name} ${source} answered HTTP ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    } catch (error) {
      // Without the deployed dates every page would be dated now: fail, as on an HTTP error.
      throw isTimeout(error) ? new BootstrapError(`${name}: ${noAnswer(source, timeoutMs)}`) : error
    }
  }
  try {
    return await readFile(path.resolve(workspace, source))
  } catch (error) {
    throw new BootstrapError(`${name} ${source} cannot be read: ${(error as Error).message}`)
  }
}

/** What a sitemap file holds: its root element's local name, its `<url>`s and its index's `<sitemap>`s. */
export interface SitemapEntries {
  root: string | undefined
  urls: Array<{ loc?: string; lastmod?: string }>
  sitemaps: Array<{ loc: string; lastmod?: string }>
}

/** A sitemap that is not well-formed XML; the message is the parser's first line. */
export class SitemapXmlError extends Error {
  override name = 'SitemapXmlError'
}

function readEntries(xml: string, source: string, name: string): SitemapEntries {
  try {
    return readSitemapXml(xml)
  } catch (error) {
    if (error instanceof SitemapXmlError) throw new BootstrapError(`${name} ${source} is not valid XML: ${error.message}`)
    throw error
  }
}

/**
 * Reads a sitemap as a stream of events, building no tree (a sitemap can hold 50,000 URLs);
 * strict, so a truncated or malformed file is an error (SitemapXmlError), not a shorter list.
 */
export function readSitemapXml(xml: string): SitemapEntries {
  const found: SitemapEntries = { root: undefined, urls: [], sitemaps: [] }
  const open: string[] = []
  let value = ''
  let entry: { loc?: string; lastmod?: string } = {}
  const parser = sax.parser(true, { xmlns: false })
  const local = (name: string): string => name.replace(/^.*:/, '')
  parser.onerror = (error) => {
    throw error
  }
  parser.onopentag = (tag) => {
    const name = local(tag.name)
    if (open.length === 0) found.root = name
    if (open.length === 1) entry = {}
    open.push(name)
    value = ''
  }
  parser.ontext = parser.oncdata = (text) => (value += text)
  parser.onclosetag = () => {
    const name = open.pop() as string
    const parent = open.at(-1)
    const trimmed = value.trim()
    if (open.length === 2 && (parent === 'url' || parent === 'sitemap') && trimmed !== '' && (name === 'loc' || name === 'lastmod')) entry[name] = trimmed
    if (open.length === 1 && name === 'url') found.urls.push(entry)
    if (open.length === 1 && name === 'sitemap' && entry.loc !== undefined) found.sitemaps.push(entry.lastmod === undefined ? { loc: entry.loc } : { loc: entry.loc, lastmod: entry.lastmod })
    value = ''
  }
  try {
    for (let at = 0; at < xml.length; at += 1 << 20) parser.write(xml.slice(at, at + (1 << 20)))
    parser.close()
  } catch (error) {
    throw new SitemapXmlError((error as Error).message.split('\n')[0] ?? '')
  }
  return found
}

/** How many entries a sitemap's text holds, and how many carry a lastmod; undefined when it is not well-formed XML. */
export function sitemapEntries(xml: string): { root: string | undefined; entries: number; lastmods: number } | undefined {
  let found: SitemapEntries
  try {
    found = readSitemapXml(xml)
  } catch (error) {
    if (error instanceof SitemapXmlError) return undefined
    throw error
  }
  const entries: ReadonlyArray<{ lastmod?: string }> = found.root === 'sitemapindex' ? found.sitemaps : found.urls
  return { root: found.root, entries: entries.length, lastmods: entries.filter((e) => e.lastmod !== undefined).length }
}

/** `2026-08-12` or a W3C date-time → state instant; undefined for anything else. */
export function lastmodToInstant(value: string): string | undefined {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : parseInstant(value.replace(/^(.*T\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})$/, '$1:00$2'))
  if (!date || Number.isNaN(date.getTime())) return undefined
  return formatInstant(date)
}

/**
 * Reads a sitemap (or a sitemap index and its children; gzip allowed) from a path or URL.
 * Dates later than `now` are clamped to `now`: a sitemap must not date a page in the future.
 * `options.timeoutMs`: each request's deadline (the run's request-timeout).
 */
export async function loadBootstrap(
  source: string,
  options: { workspace: string; now: Date; log: Logger; fetch?: Fetch; timeoutMs?: number; name?: string }
): Promise<Bootstrap> {
  // How the user spells the option: the input in the action, --bootstrap-sitemap in the CLI.
  const name = options.name ?? 'bootstrap-sitemap'
  const fetchImpl: Fetch = options.fetch ?? ((url) => fetch(url, { signal: deadline(options.timeoutMs) }))
  const now = formatInstant(options.now)
  const lastmods = new Map<string, string>()
  const queue: Array<{ source: string; depth: number }> = [{ source, depth: 0 }]
  let files = 0
  while (queue.length > 0) {
    const item = queue.shift() as { source: string; depth: number }
    if (++files > MAX_CHILD_SITEMAPS + 1) {
      options.log.warning(`${name}: more than ${MAX_CHILD_SITEMAPS} child sitemaps; the rest are ignored`)
      break
    }
    let bytes = await readSource(item.source, options.workspace, fetchImpl, options.timeoutMs, name)
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes)
    const found = readEntries(bytes.toString('utf8'), item.source, name)
    if (found.root === undefined) throw new BootstrapError(`${name} ${item.source} is empty`)
    if (found.root === 'sitemapindex' && item.depth === 0) {
      for (const { loc } of found.sitemaps) {
        // A local index names its children by URL; look for them next to the index file.
        const child = /^https?:\/\//i.test(source) ? loc : path.join(path.dirname(source), path.posix.basename(new URL(loc).pathname))
        queue.push({ source: child, depth: 1 })
      }
      continue
    }
    if (found.root !== 'urlset') throw new BootstrapError(`${name} ${item.source} is neither a <urlset> nor a <sitemapindex>`)
    for (const { loc, lastmod } of found.urls) {
      if (!loc || !lastmod) continue
      const instant = lastmodToInstant(lastmod)
      if (!instant) {
        options.log.warning(`${name}: ignoring lastmod '${lastmod}' of ${loc} (not a W3C date)`)
        continue
      }
      lastmods.set(loc, Date.parse(instant) > Date.parse(now) ? now : instant)
    }
  }
  if (lastmods.size === 0) options.log.warning(`${name} ${source} has no <url> with a usable <lastmod>: no date is seeded`)
  return { source, lastmods }
}
