// Seeds dates from the sitemap that is deployed now, for a site whose state vanished (deleted
// branch, expired artifact, evicted cache): without it every page would be re-dated today.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import xmljs from 'xml-js'
import type { Element } from 'xml-js'
import { formatInstant, parseInstant } from '../core/dates.js'
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

async function readSource(source: string, workspace: string, fetchImpl: Fetch): Promise<Buffer> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetchImpl(source)
    if (!response.ok) throw new BootstrapError(`bootstrap-sitemap ${source} answered HTTP ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  try {
    return await readFile(path.resolve(workspace, source))
  } catch (error) {
    throw new BootstrapError(`bootstrap-sitemap ${source} cannot be read: ${(error as Error).message}`)
  }
}

function text(element: Element | undefined): string | undefined {
  const parts = (element?.elements ?? []).map((child) => (child.type === 'text' || child.type === 'cdata' ? String(child.text ?? child.cdata ?? '') : ''))
  const joined = parts.join('').trim()
  return joined === '' ? undefined : joined
}

function localName(element: Element): string {
  return (element.name ?? '').replace(/^.*:/, '')
}

function children(element: Element | undefined, name: string): Element[] {
  return (element?.elements ?? []).filter((child) => child.type === 'element' && localName(child) === name)
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
 */
export async function loadBootstrap(
  source: string,
  options: { workspace: string; now: Date; log: Logger; fetch?: Fetch }
): Promise<Bootstrap> {
  const fetchImpl: Fetch = options.fetch ?? ((url) => fetch(url))
  const now = formatInstant(options.now)
  const lastmods = new Map<string, string>()
  const queue: Array<{ source: string; depth: number }> = [{ source, depth: 0 }]
  let files = 0
  while (queue.length > 0) {
    const item = queue.shift() as { source: string; depth: number }
    if (++files > MAX_CHILD_SITEMAPS + 1) {
      options.log.warning(`bootstrap-sitemap: more than ${MAX_CHILD_SITEMAPS} child sitemaps; the rest are ignored`)
      break
    }
    let bytes = await readSource(item.source, options.workspace, fetchImpl)
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes)
    let root: Element | undefined
    try {
      const doc = xmljs.xml2js(bytes.toString('utf8'), { compact: false }) as Element
      root = (doc.elements ?? []).find((e) => e.type === 'element')
    } catch (error) {
      throw new BootstrapError(`bootstrap-sitemap ${item.source} is not valid XML: ${(error as Error).message.split('\n')[0] ?? ''}`)
    }
    if (!root) throw new BootstrapError(`bootstrap-sitemap ${item.source} is empty`)
    if (localName(root) === 'sitemapindex' && item.depth === 0) {
      for (const entry of children(root, 'sitemap')) {
        const loc = text(children(entry, 'loc')[0])
        if (!loc) continue
        // A local index names its children by URL; look for them next to the index file.
        const child = /^https?:\/\//i.test(source) ? loc : path.join(path.dirname(source), path.posix.basename(new URL(loc).pathname))
        queue.push({ source: child, depth: 1 })
      }
      continue
    }
    if (localName(root) !== 'urlset') throw new BootstrapError(`bootstrap-sitemap ${item.source} is neither a <urlset> nor a <sitemapindex>`)
    for (const url of children(root, 'url')) {
      const loc = text(children(url, 'loc')[0])
      const lastmod = text(children(url, 'lastmod')[0])
      if (!loc || !lastmod) continue
      const instant = lastmodToInstant(lastmod)
      if (!instant) {
        options.log.warning(`bootstrap-sitemap: ignoring lastmod '${lastmod}' of ${loc} (not a W3C date)`)
        continue
      }
      lastmods.set(loc, Date.parse(instant) > Date.parse(now) ? now : instant)
    }
  }
  if (lastmods.size === 0) options.log.warning(`bootstrap-sitemap ${source} has no <url> with a usable <lastmod>: no date is seeded`)
  return { source, lastmods }
}
