// Normalisation of URLs found in page content (link targets, image and media sources).
//
// A URL in content is significant: a changed link target or image is a content change. What is
// not significant is how the build happened to spell it: the site's domain and base path, asset
// fingerprints, cache-busting queries, tracking parameters, fragment ids of in-page anchors and
// query parameter order. This module removes exactly those, and nothing that can name a
// different resource on a page link (a `/blog/2024-deadbeef12/` slug is kept as written).

import { createHash } from 'node:crypto'
import { ownCopy } from './own-copy.js'

/**
 * The ONE list of tracking parameters, dropped from every http(s) URL (pages and assets alike).
 * Names are compared lower-cased. `prefixes` match a family (`utm_source`, `utm_medium`, …).
 */
export const TRACKING_PARAMS: { readonly prefixes: readonly string[]; readonly names: ReadonlySet<string> } = {
  prefixes: ['utm_', 'pk_', 'mtm_', 'hsa_'],
  names: new Set([
    // Google
    'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'gad_source', 'gad_campaignid', '_ga', '_gl', 'srsltid',
    // Meta, Microsoft, Yandex, social networks
    'fbclid', 'msclkid', 'yclid', 'ysclid', 'igshid', 'igsh', 'twclid', 'ttclid', 'li_fat_id', 'ref_src', 'ref_url',
    'epik', 'rdt_cid', 'sccid',
    // Mailchimp, HubSpot, Marketo, Adobe, Vero, others
    'mc_cid', 'mc_eid', '_hsenc', '_hsmi', '__hssc', '__hstc', '__hsfp', 'hsctatracking', 'mkt_tok',
    's_kwcid', 'ef_id', 'vero_id', 'vero_conv', '_kx', 'oly_anon_id', 'oly_enc_id', 'rb_clickid', 'wickedid',
    'irclickid', 'sc_cid', 'mbid'
  ])
}

/** True when a query parameter name is a tracking parameter (case-insensitive). */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase()
  if (TRACKING_PARAMS.names.has(lower)) return true
  for (const prefix of TRACKING_PARAMS.prefixes) if (lower.startsWith(prefix)) return true
  return false
}

/**
 * Cache-busting parameters: dropped on asset URLs only. On a page link `?v=…` can be content
 * (`youtube.com/watch?v=…`), so they are kept there.
 */
const CACHE_BUST_PARAMS: ReadonlySet<string> = new Set([
  'v', 'ver', 'version', '_', '_v', '__v', 't', 'ts', 'timestamp', 'cb', 'cachebust', 'cache_bust', 'cache-bust',
  'cachebuster', 'nocache', 'bust', 'hash', 'h', 'rev', 'revision', 'build', 'buildid', 'dpl'
])

/**
 * File extensions of assets: resources a build emits next to pages, often fingerprinted. Documents
 * a reader downloads (`.pdf`, `.zip`) are not here: their name is chosen by the author.
 */
const ASSET_EXTENSIONS: ReadonlySet<string> = new Set([
  'js', 'mjs', 'cjs', 'css', 'map', 'json', 'wasm',
  'png', 'jpg', 'jpeg', 'jfif', 'pjpeg', 'gif', 'svg', 'webp', 'avif', 'jxl', 'apng', 'ico', 'bmp', 'tif', 'tiff', 'heic',
  'woff', 'woff2', 'ttf', 'otf', 'eot',
  'mp4', 'm4v', 'webm', 'ogv', 'mov', 'mp3', 'm4a', 'ogg', 'oga', 'wav', 'flac', 'vtt'
])

/** The replacement for a fingerprint: visible in explanations, equal across builds. */
const FINGERPRINT_MARK = '*'

/**
 * Normalise a URL found in content.
 *
 * - trimmed; empty stays empty; unparsable → the trimmed raw text;
 * - a same-page anchor (`#x`, or the page's own URL with a fragment) → `#`: the text of the link is
 *   what matters, in-page ids are generated (heading slugs, footnote numbers);
 * - `data:` URLs → media type + a short SHA-256 of the whole URL (stable, short, still changes
 *   when the inlined data changes);
 * - other non-http(s) schemes (`mailto:`, `tel:`) → as the URL parser serialises them;
 * - http(s): tracking parameters dropped; on assets also cache-busting parameters and file-name /
 *   path fingerprints; remaining parameters sorted by name;
 * - same host as the site (http or https) and under its base path → path relative to the site
 *   root with a leading `/`; elsewhere → absolute.
 */
export function normalizeContentUrl(raw: string, pageUrl: URL, siteUrl: URL): string {
  const trimmed = raw.trim()
  if (trimmed === '') return ''
  if (trimmed.charCodeAt(0) === 0x23 /* # */) return '#'
  if (isDataUrl(trimmed)) return summariseDataUrl(trimmed)
  if (!pageIndependent(trimmed)) return normalizeParsed(trimmed, pageUrl, siteUrl)
  // Navigation, footer and asset URLs repeat on every page: parse each once per site (and per
  // page origin, for absolute URLs on another host).
  const context = contextOf(siteUrl, pageUrl)
  const links = context.links
  const met = links.met
  // The links of a page mostly repeat, in the same order, those of the page before it.
  const guess = links.before[met.length]
  if (guess !== undefined && guess.raw === trimmed) {
    met.push(guess)
    return guess.normalized
  }
  let link = links.known.get(trimmed)
  if (link === undefined) {
    const normalized = simpleLink(trimmed, context) ?? normalizeParsed(trimmed, pageUrl, siteUrl)
    if (links.known.size >= CACHE_LIMIT) links.known.clear()
    // Both may be slices of the page: the cache outlives it.
    link = { raw: ownCopy(trimmed), normalized: ownCopy(normalized) }
    links.known.set(link.raw, link)
  }
  // A caller that gives many pages one URL object is one page here: `met` stays bounded.
  if (met.length < CACHE_LIMIT) met.push(link)
  return link.normalized
}

/** `data:` in any case, with something after it. */
function isDataUrl(trimmed: string): boolean {
  const c = trimmed.charCodeAt(0) | 0x20
  return c === 0x64 /* d */ && trimmed.length > 5 && trimmed.slice(0, 5).toLowerCase() === 'data:'
}

/** A raw URL (trimmed) and its normal form, both copies of their own (not slices of a page). */
interface KnownLink {
  raw: string
  normalized: string
}

/**
 * The normal forms of one context (site URL and page origin), by raw URL (`known`, up to
 * CACHE_LIMIT), and the links met on this page and the page before, in order (`met`, `before`):
 * a page's links are mostly its predecessor's in the same order, found by one string comparison.
 * Gain: about a fifth of the CPU of a first run of the bench's large site.
 */
interface LinkCache {
  known: Map<string, KnownLink>
  met: KnownLink[]
  before: KnownLink[]
}

/** One LinkCache per context; the last context is kept at hand, found by the very URL objects. */
const caches = new Map<string, LinkCache>()
let last: Context | undefined
const CACHE_LIMIT = 20000
const CONTEXT_LIMIT = 16

/** What the links of one page share: their cache, and what simpleLink reads of the two URLs. */
interface Context {
  site: URL
  page: URL
  links: LinkCache
  /** The page is on the site's host, and its URL names no user or password. */
  plain: boolean
  /** The site's path, ending with '/'. */
  base: string
  origin: string
}

function contextOf(site: URL, page: URL): Context {
  if (last !== undefined && last.page === page && last.site === site) return last
  const key = site.href + '\n' + page.origin
  let links = caches.get(key)
  if (links === undefined) {
    if (caches.size >= CONTEXT_LIMIT) caches.clear()
    links = { known: new Map(), met: [], before: [] }
    caches.set(key, links)
  }
  // Another page: its links are met from the first again.
  links.before = links.met
  links.met = []
  const base = site.pathname.endsWith('/') ? site.pathname : site.pathname + '/'
  const plain = page.host === site.host && page.username === '' && page.password === ''
  last = { site, page, links, plain, base, origin: page.origin }
  return last
}
const ABSOLUTE_HTTP = /^https?:\/\//i

/**
 * A URL whose normal form does not depend on the page it is on, beyond the page's origin: a
 * root-relative path or an absolute http(s) URL, without a fragment (a fragment is compared with
 * the page's own URL).
 */
function pageIndependent(trimmed: string): boolean {
  if (trimmed.includes('#')) return false
  if (trimmed.charCodeAt(0) === 0x2f /* / */) return trimmed.charCodeAt(1) !== 0x2f && trimmed.charCodeAt(1) !== 0x5c /* \ */
  return ABSOLUTE_HTTP.test(trimmed)
}

/**
 * A root-relative link in its simplest spelling: path segments of unreserved characters (none
 * `.` or `..`, none empty), and a query of `name=value` pairs of letters, digits, `_`, `.` and
 * `-`. The URL parser and the query serialiser leave all of those as written.
 */
const SIMPLE_LINK = /^(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?(?:\?[\w.-]+=[\w.-]*(?:&[\w.-]+=[\w.-]*)*)?$/

/**
 * normalizeParsed's answer for a simple link to a page of the site (see SIMPLE_LINK; not an
 * asset), without parsing a URL (about a third of its cost); undefined for anything else.
 */
function simpleLink(trimmed: string, context: Context): string | undefined {
  if (trimmed.charCodeAt(0) !== 0x2f || !context.plain || !SIMPLE_LINK.test(trimmed)) return undefined
  const mark = trimmed.indexOf('?')
  const path = mark < 0 ? trimmed : trimmed.slice(0, mark)
  if (isAssetPath(path)) return undefined
  let search = ''
  if (mark >= 0) {
    const query = trimmed.slice(mark + 1)
    if (!query.includes('&')) {
      // One pair, the usual case: kept as written unless it is tracking.
      const name = query.slice(0, query.indexOf('='))
      if (name === 'url') return undefined
      if (!isTrackingParam(name)) search = '?' + query
    } else {
      const kept: Array<[string, string]> = []
      for (const pair of query.split('&')) {
        const eq = pair.indexOf('=')
        const name = pair.slice(0, eq)
        // Next's image optimiser: left to normalizeParsed.
        if (name === 'url') return undefined
        if (!isTrackingParam(name)) kept.push([name, pair.slice(eq + 1)])
      }
      kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      if (kept.length > 0) search = '?' + kept.map(([name, value]) => name + '=' + value).join('&')
    }
  }
  const base = context.base
  if (path.startsWith(base)) return '/' + path.slice(base.length) + search
  if (path + '/' === base) return '/' + search
  return context.origin + path + search
}

/** The normal form of a URL (see normalizeContentUrl), by parsing it. */
function normalizeParsed(trimmed: string, pageUrl: URL, siteUrl: URL): string {

  let url: URL
  try {
    url = new URL(trimmed, pageUrl)
  } catch {
    return trimmed
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.href

  const asset = isAssetPath(url.pathname)
  if (url.search !== '') cleanQuery(url, asset)
  if (asset) url.pathname = stripPathFingerprints(url.pathname)

  const sameSite = url.host === siteUrl.host
  if (url.hash !== '' && sameSite && url.pathname === pageUrl.pathname && url.search === pageUrl.search) return '#'

  if (sameSite) {
    const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : siteUrl.pathname + '/'
    const path = url.pathname
    if (path.startsWith(base)) return '/' + path.slice(base.length) + url.search + url.hash
    if (path + '/' === base) return '/' + url.search + url.hash
  }
  return url.href
}

function summariseDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',')
  const head = (comma < 0 ? dataUrl : dataUrl.slice(0, comma)).slice(0, 100).toLowerCase().replace(/\s+/g, '')
  const digest = createHash('sha256').update(dataUrl).digest('hex').slice(0, 16)
  return `${head},sha256-${digest}`
}

function isAssetPath(pathname: string): boolean {
  const slash = pathname.lastIndexOf('/')
  const dot = pathname.lastIndexOf('.')
  if (dot <= slash + 1) return false // no extension, or a dot file
  return ASSET_EXTENSIONS.has(pathname.slice(dot + 1).toLowerCase())
}

function cleanQuery(url: URL, asset: boolean): void {
  const kept: Array<[string, string]> = []
  for (const [name, value] of url.searchParams) {
    if (isTrackingParam(name)) continue
    if (asset && CACHE_BUST_PARAMS.has(name.toLowerCase())) continue
    if (name === 'url' && url.pathname.endsWith('/_next/image')) {
      // Next's image optimiser wraps the (fingerprinted) source path in a parameter.
      kept.push([name, value.startsWith('/') && isAssetPath(value) ? stripPathFingerprints(value) : value])
      continue
    }
    kept.push([name, value])
  }
  if (kept.length === 0) {
    url.search = ''
    return
  }
  // Stable sort by name: the relative order of repeated names is meaningful (`a=1&a=2`).
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  url.search = new URLSearchParams(kept).toString()
}

// ---------------------------------------------------------------------------------------------
// Fingerprints
//
// A fingerprint is a token of a path segment, tokens being separated by '.' or '-':
// - a lower-case hex run of 8+ characters containing a digit (webpack, Hugo, Gatsby, Next css);
// - Hugo's processed-image marker `_hu<hex>` (with the byte size that follows it in old versions);
// - a base64url-ish run of 8+ characters that looks random. How random it must look depends on
//   where it sits: right before the extension and after a name (`index-Bx7k2Qa9.css`, the
//   Vite/Astro/Rollup place) mixed case or interleaved letters and digits suffice; anywhere else
//   (a directory, a name's first token) it needs lower case, upper case and digits, interleaved,
//   so `background1.png`, `IMG_20240115_123456.jpg` and `summer23` stay.
// Whole directory segments of 16+ characters that look random are replaced too (Next build ids,
// which may contain '-' or '_'). Only applied to asset URLs.

function stripPathFingerprints(pathname: string): string {
  const segments = pathname.split('/')
  const last = segments.length - 1
  let changed = false
  for (let i = 1; i <= last; i++) {
    const segment = segments[i]
    if (segment === undefined || segment === '') continue
    const stripped = i === last ? stripFileName(segment) : stripDirectory(segment)
    if (stripped !== segment) {
      segments[i] = stripped
      changed = true
    }
  }
  return changed ? segments.join('/') : pathname
}

const WHOLE_TOKEN = /^[A-Za-z0-9_-]{16,}$/
const ELEVENTY_IMG = /^([A-Za-z0-9_-]{10})-(\d+)$/
const ROLLUP_TAIL = /-([A-Za-z0-9_-]{8})$/
/** Hugo image processing: `name_hu<hex>.jpg`, older `name_hu<md5>_<bytes>_800x0_resize_q75_box.jpg`. */
const HUGO_PROCESSED = /_hu[0-9a-f]{16,}(?:_\d+(?=_))?/g

function stripDirectory(segment: string): string {
  if (WHOLE_TOKEN.test(segment) && (isHexFingerprint(segment) || looksRandomStrict(segment))) return FINGERPRINT_MARK
  return stripTokens(segment, false)
}

function stripFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  let stem = name.slice(0, dot)
  if (stem.includes('_hu')) stem = stem.replace(HUGO_PROCESSED, '_hu' + FINGERPRINT_MARK)
  const extension = name.slice(dot) // isAssetPath guarantees a dot

  // Eleventy Image: `<hash10>-<width>.<format>`: the whole stem is the hash and a width.
  const eleventy = ELEVENTY_IMG.exec(stem)
  if (eleventy !== null && eleventy[1] !== undefined && looksRandomLenient(eleventy[1])) {
    return `${FINGERPRINT_MARK}-${eleventy[2] ?? ''}${extension}`
  }
  // Rollup/Vite/Astro: `<name>-<hash8>` where the base64url hash itself may contain '-' or '_'.
  const tail = ROLLUP_TAIL.exec(stem)
  if (tail !== null && tail.index > 0 && tail[1] !== undefined && looksRandomLenient(tail[1])) {
    return stripTokens(stem.slice(0, tail.index), false) + '-' + FINGERPRINT_MARK + extension
  }
  return stripTokens(stem, true) + extension
}

/** Replaces fingerprint tokens in a '.'/'-' separated string. */
function stripTokens(text: string, isFileStem: boolean): string {
  let out = ''
  let start = 0
  let index = 0
  let changed = false
  const length = text.length
  while (start <= length) {
    let end = start
    while (end < length) {
      const c = text.charCodeAt(end)
      if (c === 0x2e /* . */ || c === 0x2d /* - */) break
      end++
    }
    const token = text.slice(start, end)
    // The token right before the extension, after a name, is where bundlers put the hash.
    const tailPosition = isFileStem && end === length && index > 0
    if (token.length >= 8 && (isHexFingerprint(token) || (tailPosition ? looksRandomLenient(token) : looksRandomStrict(token)))) {
      out += FINGERPRINT_MARK
      changed = true
    } else {
      out += token
    }
    if (end < length) out += text[end]
    start = end + 1
    index++
  }
  return changed ? out : text
}

function isHexFingerprint(token: string): boolean {
  if (token.length < 8) return false
  let digit = false
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    if (c >= 0x30 && c <= 0x39) digit = true
    else if (c < 0x61 || c > 0x66) return false
  }
  return digit
}

interface TokenShape {
  lower: number
  upper: number
  /** Upper-case letters after the first character (a capitalised word is not random). */
  innerUpper: number
  digits: number
  /** Changes between the classes digit / letter / other along the token. */
  transitions: number
  valid: boolean
}

function shapeOf(token: string): TokenShape {
  const shape: TokenShape = { lower: 0, upper: 0, innerUpper: 0, digits: 0, transitions: 0, valid: true }
  let previous = -1
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    let kind: number
    if (c >= 0x30 && c <= 0x39) {
      shape.digits++
      kind = 0
    } else if (c >= 0x61 && c <= 0x7a) {
      shape.lower++
      kind = 1
    } else if (c >= 0x41 && c <= 0x5a) {
      shape.upper++
      if (i > 0) shape.innerUpper++
      kind = 1
    } else if (c === 0x5f /* _ */ || c === 0x2d /* - */) {
      kind = 2
    } else {
      shape.valid = false
      return shape
    }
    if (previous !== -1 && kind !== previous) shape.transitions++
    previous = kind
  }
  return shape
}

function looksRandomLenient(token: string): boolean {
  if (token.length < 8) return false
  const s = shapeOf(token)
  if (!s.valid) return false
  if (s.lower > 0 && s.innerUpper > 0) return true
  return s.digits > 0 && s.lower + s.upper > 0 && s.transitions >= 2
}

function looksRandomStrict(token: string): boolean {
  if (token.length < 8) return false
  const s = shapeOf(token)
  return s.valid && s.lower > 0 && s.upper > 0 && s.digits > 0 && s.transitions >= 3
}
