// Writing the state's dates into one built page. Pure: a string in, a string (or a verdict) out.
//
// Only the byte ranges that hold a date are replaced; everything else is copied through as it
// was, so a page whose dates are already right comes back identical, and a diff of a rewritten
// page shows the dates and nothing else. The extractor ignores exactly what is written here
// (JSON-LD date keys, `<head>` meta, `[data-lastmod]` elements), so a rewrite never moves a hash.
import { formatInstant, parseInstant } from './dates.js'
import { isVoidElement, scanHtmlTags, type AttributeSpan, type AttributeSpans } from './html-scan.js'
import { ownCopy } from './own-copy.js'
import { pageIdentity } from './urls.js'

/** The dates of one page, as state instants (`2026-08-12T06:00:00Z`). */
export interface PageDates {
  /** `updatedAt ?? publishedAt`: dateModified, modified_time meta, `[data-lastmod]`. */
  modified: string
  /** `publishedAt`: only fills a missing datePublished, or `[data-lastmod=published]`. */
  published: string
}

export type RewriteResult =
  | { kind: 'unchanged'; warnings: string[] }
  | { kind: 'rewritten'; html: string; edits: number; warnings: string[] }
  /** The rewritten page did not parse back to the same dates: the page must be left as it was. */
  | { kind: 'failed'; reason: string; warnings: string[] }

/** One replacement in a page's text: `old`, at start..end, becomes `text`. */
export interface DateEdit {
  start: number
  end: number
  /** What the page holds there when its sites were found: a write checks it is still there. */
  old: string
  text: string
}

/** Names and properties of the meta elements that carry the modified date (lower case). */
export const MODIFIED_META: ReadonlySet<string> = new Set(['article:modified_time', 'og:updated_time'])

/**
 * The attributes of a JSON-LD `<script>`: type `application/ld+json`, in any case, parameters
 * aside. The extractor uses the same test, so that it sees every block written here.
 */
export function isJsonLd(attribs: Record<string, string>): boolean {
  return isJsonLdType(Object.hasOwn(attribs, 'type') ? attribs.type : undefined)
}

/** isJsonLd from the value of the `type` attribute (undefined: there is none). */
function isJsonLdType(type: string | undefined): boolean {
  if (type === undefined) return false
  const semicolon = type.indexOf(';')
  return (semicolon < 0 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/ld+json'
}
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The value to write where `existing` stood: kept as is when it already names the same instant
 * (or the same day, for a date-only value), so a site's own spelling causes no churn; a date-only
 * value stays date-only, anything else becomes the state instant.
 */
export function dateValueLike(existing: string, instant: string): string {
  const trimmed = existing.trim()
  if (DATE_ONLY.test(trimmed)) return trimmed === instant.slice(0, 10) ? existing : instant.slice(0, 10)
  const parsed = parseInstant(trimmed)
  const target = parseInstant(instant)
  if (parsed && target && parsed.getTime() === target.getTime()) return existing
  return target ? formatInstant(target) : instant
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December'
]
const FORMAT_TOKEN = /\[([^\]]*)\]|YYYY|MMMM|MMM|MM|M|DD|D|HH|mm|ss/g

/**
 * Text for a `[data-lastmod]` element, in UTC. `format` is a pattern of YYYY, MMMM (August),
 * MMM (Aug), MM, M, DD, D, HH, mm, ss with `[literal]` text; `iso` or empty is YYYY-MM-DD and
 * `datetime` the full instant.
 */
export function formatDateText(instant: string, format: string | undefined): string {
  const date = parseInstant(instant)
  if (!date) return instant
  const f = (format ?? '').trim()
  if (f === '' || f === 'iso' || f === 'date') return formatInstant(date).slice(0, 10)
  if (f === 'datetime') return formatInstant(date)
  const pad = (n: number): string => String(n).padStart(2, '0')
  return f.replace(FORMAT_TOKEN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal
    switch (token) {
      case 'YYYY':
        return String(date.getUTCFullYear())
      case 'MMMM':
        return MONTHS[date.getUTCMonth()] ?? ''
      case 'MMM':
        return (MONTHS[date.getUTCMonth()] ?? '').slice(0, 3)
      case 'MM':
        return pad(date.getUTCMonth() + 1)
      case 'M':
        return String(date.getUTCMonth() + 1)
      case 'DD':
        return pad(date.getUTCDate())
      case 'D':
        return String(date.getUTCDate())
      case 'HH':
        return pad(date.getUTCHours())
      case 'mm':
        return pad(date.getUTCMinutes())
      default:
        return pad(date.getUTCSeconds())
    }
  })
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// ---- JSON with positions -------------------------------------------------------------------
// JSON.parse checks the block first; this scanner then only has to find where each value sits.

type JsonNode =
  | { kind: 'object'; members: JsonMember[] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; value: string }
  | { kind: 'other' }

interface JsonMember {
  key: string
  /** Where the whitespace before the key starts (just after `{` or `,`). */
  leadStart: number
  keyStart: number
  keyEnd: number
  valueStart: number
  valueEnd: number
  value: JsonNode
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** JSON's whitespace. */
function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09
}

/** Where a number, `true`, `false` or `null` ends. */
function endsJsonScalar(c: number): boolean {
  return c === 0x2c || c === 0x5d || c === 0x7d || isJsonSpace(c)
}

/** JSON-LD nested deeper than this is not read: its readers recurse, and a page may nest thousands deep. */
const MAX_JSON_DEPTH = 512

/** Whether JSON `text` nests arrays and objects deeper than MAX_JSON_DEPTH (strings skipped). */
export function jsonTooDeep(text: string): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/** Reads a block that JSON.parse has accepted, by code unit; strings without escapes are sliced, not parsed. */
class JsonScanner {
  private i = 0
  constructor(private readonly text: string) {}

  scan(): JsonNode {
    this.ws()
    const node = this.value()
    this.ws()
    if (this.i !== this.text.length) throw new Error('trailing text')
    return node
  }

  private ws(): void {
    const text = this.text
    let i = this.i
    while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++
    this.i = i
  }

  private at(c: number): boolean {
    return this.text.charCodeAt(this.i) === c
  }

  private value(): JsonNode {
    const c = this.text.charCodeAt(this.i)
    if (c === 0x7b) return this.object()
    if (c === 0x5b) return this.array()
    if (c === QUOTE) return { kind: 'string', value: this.string() }
    const text = this.text
    const start = this.i
    let i = start
    while (i < text.length && !endsJsonScalar(text.charCodeAt(i))) i++
    if (i === start) throw new Error(`unexpected '${text[start] ?? 'end'}' at ${start}`)
    this.i = i
    return { kind: 'other' }
  }

  /** Reads a string from its opening quote; returns its value. */
  private string(): string {
    const text = this.text
    const start = this.i
    let escaped = false
    for (let i = start + 1; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (c === BACKSLASH) {
        escaped = true
        i++
      } else if (c === QUOTE) {
        this.i = i + 1
        return escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i)
      }
    }
    throw new Error('unterminated string')
  }

  private expect(c: string): void {
    if (this.text[this.i] !== c) throw new Error(`expected '${c}' at ${this.i}`)
    this.i++
  }

  private object(): JsonNode {
    const members: JsonMember[] = []
    this.i++
    let leadStart = this.i
    this.ws()
    if (this.at(0x7d)) {
      this.i++
      return { kind: 'object', members }
    }
    for (;;) {
      const keyStart = this.i
      if (!this.at(QUOTE)) throw new Error(`expected a key at ${this.i}`)
      const key = this.string()
      const keyEnd = this.i
      this.ws()
      this.expect(':')
      this.ws()
      const valueStart = this.i
      const value = this.value()
      const valueEnd = this.i
      members.push({ key, leadStart, keyStart, keyEnd, valueStart, valueEnd, value })
      this.ws()
      if (this.at(0x2c)) {
        this.i++
        leadStart = this.i
        this.ws()
        continue
      }
      this.expect('}')
      return { kind: 'object', members }
    }
  }

  private array(): JsonNode {
    const items: JsonNode[] = []
    this.i++
    this.ws()
    if (this.at(0x5d)) {
      this.i++
      return { kind: 'array', items }
    }
    for (;;) {
      items.push(this.value())
      this.ws()
      if (this.at(0x2c)) {
        this.i++
        this.ws()
        continue
      }
      this.expect(']')
      return { kind: 'array', items }
    }
  }
}

// ---- the JSON-LD nodes that describe the page -------------------------------------------------
// Only the page's own node gets the page's dates: a Review, a Comment, an Organization, an Offer
// or the posts of a list page keep theirs. See docs/dates.md, "Which JSON-LD node is the page".

/** WebPage and its schema.org subtypes: the page itself. */
const WEB_PAGE_TYPES: ReadonlySet<string> = new Set([
  'WebPage', 'AboutPage', 'CheckoutPage', 'CollectionPage', 'ContactPage', 'FAQPage', 'ImageGallery', 'ItemPage',
  'MediaGallery', 'MedicalWebPage', 'ProfilePage', 'QAPage', 'RealEstateListing', 'SearchResultsPage', 'VideoGallery'
])

/** CreativeWork types that a page's main content is (an article, a post, a recipe), not something shown on it. */
const MAIN_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'CreativeWork', 'Article', 'AdvertiserContentArticle', 'AnalysisNewsArticle', 'APIReference', 'AskPublicNewsArticle',
  'BackgroundNewsArticle', 'Blog', 'BlogPosting', 'Course', 'Dataset', 'DiscussionForumPosting', 'HowTo',
  'LiveBlogPosting', 'MedicalScholarlyArticle', 'NewsArticle', 'OpinionNewsArticle', 'Recipe', 'Report',
  'ReportageNewsArticle', 'ReviewNewsArticle', 'SatiricalArticle', 'ScholarlyArticle', 'SocialMediaPosting', 'TechArticle'
])

/** A type as written (`BlogPosting`, `https://schema.org/BlogPosting`, `schema:BlogPosting`), by its schema.org name. */
function schemaType(type: string): string {
  return type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '')
}

type ObjectNode = Extract<JsonNode, { kind: 'object' }>

/** The value of a key as JSON.parse reads it: the last of duplicate keys. */
function member(node: ObjectNode, key: string): JsonNode | undefined {
  for (let k = node.members.length - 1; k >= 0; k--) {
    const m = node.members[k] as JsonMember
    if (m.key === key) return m.value
  }
  return undefined
}

/**
 * Where an IRI of a node points: the page (as the engine compares canonicals: `/a`, `/a/`,
 * `/a/index.html` and `/a.html` are one page) and its fragment (`https://x.test/a/#article` is a
 * node on page `/a/`, not the page).
 */
interface Target {
  page: string
  fragment: string
}

/** The target of a string value, resolved against the page URL; undefined for a blank node (`_:b0`) or anything but http(s). */
function target(value: JsonNode | undefined, pageUrl: URL): Target | undefined {
  if (value?.kind !== 'string' || value.value.startsWith('_:')) return undefined
  let url: URL
  try {
    url = new URL(value.value, pageUrl)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const fragment = url.hash
  url.hash = ''
  return { page: pageIdentity(url), fragment }
}

interface Candidate {
  node: ObjectNode
  /** `webPage`, `content`, or `other` (a Person, a Review…); `untyped` without `@type`. */
  kind: 'webPage' | 'content' | 'other' | 'untyped'
  id: Target | undefined
  url: Target | undefined
  /** `mainEntityOfPage`, as an IRI or as `{"@id": …}`. */
  mainEntityOf: Target | undefined
}

function candidate(node: ObjectNode, pageUrl: URL): Candidate {
  const type = member(node, '@type')
  const types = type?.kind === 'string' ? [type.value] : type?.kind === 'array' ? type.items.flatMap((t) => (t.kind === 'string' ? [t.value] : [])) : []
  const names = types.map(schemaType)
  const kind =
    type === undefined ? 'untyped' : names.some((t) => WEB_PAGE_TYPES.has(t)) ? 'webPage' : names.some((t) => MAIN_CONTENT_TYPES.has(t)) ? 'content' : 'other'
  const main = member(node, 'mainEntityOfPage')
  return {
    node,
    kind,
    id: target(member(node, '@id'), pageUrl),
    url: target(member(node, 'url'), pageUrl),
    mainEntityOf: target(main?.kind === 'object' ? member(main, '@id') : main, pageUrl)
  }
}

/** The top-level nodes of a block, in document order: the root object or the items of a root array, each followed by its `@graph`. */
function topLevelNodes(root: JsonNode, into: ObjectNode[]): void {
  const add = (node: JsonNode): void => {
    if (node.kind !== 'object') return
    into.push(node)
    const graph = member(node, '@graph')
    if (graph?.kind === 'array') for (const item of graph.items) if (item.kind === 'object') into.push(item)
    if (graph?.kind === 'object') into.push(graph)
  }
  if (root.kind === 'array') root.items.forEach(add)
  else add(root)
}

/**
 * The nodes that describe the page, among the top-level nodes of all its JSON-LD blocks. Those
 * that name it (`@id` or `url` is the page's URL, or `mainEntityOfPage` names the page or the
 * `@id` of a node that does, as Rank Math's `…/#webpage`); without any, the first WebPage and the
 * first main content node that name no other page. A node of another type never describes the page.
 */
function pageNodes(nodes: readonly ObjectNode[], pageUrl: URL): Set<ObjectNode> {
  const self = pageIdentity(pageUrl)
  const candidates = nodes.map((node) => candidate(node, pageUrl)).filter((c) => c.kind !== 'other')
  const isSelf = (t: Target | undefined): boolean => t !== undefined && t.page === self && t.fragment === ''
  const ids = new Set([self])
  for (const c of candidates) if (c.id !== undefined && (isSelf(c.id) || isSelf(c.url))) ids.add(c.id.page + c.id.fragment)
  const known = (t: Target | undefined): boolean => t !== undefined && ids.has(t.page + t.fragment)
  const named = candidates.filter((c) => known(c.id) || isSelf(c.url) || known(c.mainEntityOf))
  if (named.length > 0) return new Set(named.map((c) => c.node))
  const elsewhere = (t: Target | undefined): boolean => t !== undefined && t.page !== self
  const unnamed = candidates.filter((c) => !elsewhere(c.id) && !elsewhere(c.url) && !elsewhere(c.mainEntityOf))
  const chosen = new Set<ObjectNode>()
  for (const kind of ['webPage', 'content'] as const) {
    const first = unnamed.find((c) => c.kind === kind)
    if (first !== undefined) chosen.add(first.node)
  }
  return chosen
}

type BlockSite = Extract<DateSite, { kind: 'json' | 'jsonPublished' }>

/**
 * The date sites of one node of a JSON-LD block (offsets relative to the block): each string
 * `dateModified`, and, for a node without `datePublished`, the place right after its (last)
 * `dateModified` where one goes. A node without a `dateModified` has none.
 */
function nodeSites(text: string, node: ObjectNode): BlockSite[] {
  const sites: BlockSite[] = []
  // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
  let last: { member: JsonMember; current: string } | undefined
  for (const m of node.members) {
    if (m.key !== 'dateModified' || m.value.kind !== 'string') continue
    const current = m.value.value
    sites.push({ kind: 'json', start: m.valueStart, end: m.valueEnd, raw: ownCopy(text.slice(m.valueStart, m.valueEnd)), current: ownCopy(current) })
    last = { member: m, current }
  }
  if (last && !node.members.some((m) => m.key === 'datePublished')) {
    const { member: m, current } = last
    // The new value's form follows the written one: a date-only dateModified stays date-only.
    const dateOnly = DATE_ONLY.test(current.trim())
    sites.push({ kind: 'jsonPublished', at: m.valueEnd, lead: ownCopy(text.slice(m.leadStart, m.keyStart)), separator: ownCopy(text.slice(m.keyEnd, m.valueStart)), dateOnly })
  }
  return sites
}

// ---- the HTML pass -------------------------------------------------------------------------
// The page is read with our scanner, which reports the events of htmlparser2's Parser and the
// positions htmlparser2 gives with them (`scanHtmlTags`: those of `scanHtmlPositions`, without
// the text), quirks included: an end tag right after `</a >` or `</>` is placed where htmlparser2
// places it, before its `<`. This pass was written against htmlparser2 and must keep reading
// pages as it did; a test holds it to its htmlparser2-based version
// (__fixtures__/html-dates-reference.ts).

/**
 * A place in a page where a date goes, found before the dates are known: what to write there
 * follows from the page's dates alone (datesEdits), so one pass over the page finds them while the
 * extractor reads it, and the rewrite needs no second parse. Offsets are in the page's text.
 */
export type DateSite =
  /** An attribute's value (`content`, `datetime`); `raw` as written, `current` decoded; a bare attribute gets a value. */
  | { kind: 'attribute'; start: number; end: number; raw: string; current: string; quoted: boolean; bare: boolean; date: 'modified' | 'published' }
  /** A `<time data-lastmod>` without `datetime`: one is added at `at`. */
  | { kind: 'time'; at: number; date: 'modified' | 'published' }
  /** A `[data-lastmod]` element's whole content, which becomes the formatted date. */
  | { kind: 'text'; start: number; end: number; raw: string; format: string | undefined; date: 'modified' | 'published' }
  /** A JSON-LD `dateModified` string value (JSON, quotes included: `raw`); `current` its value. */
  | { kind: 'json'; start: number; end: number; raw: string; current: string }
  /** After a node's last `dateModified`, where a missing `datePublished` goes, in the block's own spacing. */
  | { kind: 'jsonPublished'; at: number; lead: string; separator: string; dateOnly: boolean }

/** What a page holds for the dates: the sites, and why some dates are left as they are. */
export interface DateSites {
  sites: DateSite[]
  warnings: string[]
  /** Why the page's dates cannot be written safely at all (then `sites` is empty). */
  unsafe?: string
}

/** Where a page's dates go, as the run's page pass found them; `length`: the length of the text they were found in. */
export type PageDateSites = DateSites & { length: number }

interface OpenDated {
  name: string
  contentStart: number
  format: string | undefined
  date: 'modified' | 'published'
  depth: number
  /** Carriers and JSON-LD blocks seen when it opened: any more by its end are inside it. */
  carriersBefore: number
  blocksBefore: number
}

/**
 * Finds the date sites of one page from its tag events (a TagHandler, fed by scanHtmlTags or by
 * the extractor's own scan of the page), then `finish()`. `html` is the page's text. The sites
 * hold copies, not slices, of the page: a run keeps them until its dates are written, and a slice
 * would keep the whole page alive (own-copy.ts).
 */
export class DateSiteFinder {
  private readonly found: DateSite[] = []
  private readonly warnings: string[] = []
  private unsafe: string | undefined
  private depth = 0
  private jsonLd: { contentStart: number; depth: number } | undefined
  private readonly dated: OpenDated[] = []
  // Which JSON-LD node is the page is known only once every block is read: their sites wait.
  private readonly blocks: Array<{ start: number; text: string; nodes: ObjectNode[] }> = []
  /** The content of each `[data-lastmod]` element: it becomes the date, so no site is inside it. */
  private readonly replaced: Array<{ start: number; end: number }> = []
  private jsonLdBlocks = 0
  private carriers = 0

  constructor(
    private readonly html: string,
    private readonly pageUrl: URL
  ) {}

  // Attributes are read by name from `spans`, as the attributes object would give them (none of
  // these names is `__proto__`, which that object drops).
  onopentag(name: string, implied: boolean, tagEnd: number, spans: AttributeSpans): void {
    // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
    if (!isVoidElement(name)) this.depth++
    if (implied) return
    const html = this.html
    if (name === 'meta') {
      const property = (spans.value('property') ?? spans.value('name') ?? '').trim().toLowerCase()
      const content = spans.get('content')
      if (MODIFIED_META.has(property) && content) {
        this.carriers++
        this.attribute(content, spans.value('content') ?? '', 'modified')
      }
    }
    if (name === 'script' && isJsonLdType(spans.value('type'))) this.jsonLd = { contentStart: tagEnd + 1, depth: this.depth }
    const marked = spans.value('data-lastmod')
    if (marked === undefined) return
    this.carriers++
    const date = marked.trim().toLowerCase() === 'published' ? 'published' : 'modified'
    const datetime = spans.get('datetime')
    if (datetime && html[tagEnd - 1] === '/' && !isVoidElement(name) && !datetime.quoted && datetime.end === tagEnd && datetime.valueStart >= 0) {
      // `<time datetime=x/>`: the `/` is the value's, which the new date replaces; the tag would
      // then read as not closed by it, and the element's text (if any) as its own.
      this.unsafe ??= `<${name} data-lastmod> ends with an unquoted datetime whose last character is "/"`
      return
    }
    if (datetime) this.attribute(datetime, spans.value('datetime') ?? '', date)
    else if (name === 'time') {
      const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd
      const last = spans.last()
      if (last !== undefined && !last.quoted && last.valueStart >= 0 && (last.valueStart === last.valueEnd || last.end > at)) {
        // `<time a= >`, `<time a=b/>`: what is put there would be read as that value, or part of it.
        this.unsafe ??= `<time data-lastmod> ends with an unquoted value that a datetime put after it would join`
      } else {
        this.found.push({ kind: 'time', at, date })
      }
    }
    // A void element (or one written `<x/>`) has no text to replace.
    if (html[tagEnd - 1] !== '/' && !isVoidElement(name)) {
      const format = ownCopyOf(spans.value('data-lastmod-format'))
      this.dated.push({ name, contentStart: tagEnd + 1, format, date, depth: this.depth, carriersBefore: this.carriers, blocksBefore: this.jsonLdBlocks })
    }
  }

  // `closeStart`: where the end tag starts (see above); -1 for a close without one (implied).
  onclosetag(name: string, implied: boolean, closeStart: number): void {
    if (isVoidElement(name)) return
    // Not `dated[-1]` when empty: a negative index is a slow property lookup, on every close.
    const top = this.dated.length > 0 ? this.dated[this.dated.length - 1] : undefined
    if (top && top.depth === this.depth) {
      this.dated.pop()
      if (implied) {
        this.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`)
      } else if (this.carriers > top.carriersBefore || this.jsonLdBlocks > top.blocksBefore) {
        // Its text would replace another carrier of the page's dates, which the page would lose.
        this.unsafe ??= `<${top.name} data-lastmod> holds another date carrier`
      } else if (this.html.charCodeAt(closeStart) !== 0x3c) {
        // After `</i >` htmlparser2 places the next end tag before its `<`: a rewrite there would
        // not end where the element ends.
        this.unsafe ??= `<${top.name} data-lastmod> ends where the page's markup is not read as written`
      } else {
        this.replaced.push({ start: top.contentStart, end: closeStart })
        this.found.push({ kind: 'text', start: top.contentStart, end: closeStart, raw: ownCopy(this.html.slice(top.contentStart, closeStart)), format: top.format, date: top.date })
      }
    }
    // After the element's own text is known to be replaced: a JSON-LD script that is itself
    // `[data-lastmod]` is no other carrier, and its sites fall in what is replaced.
    const jsonLd = this.jsonLd
    if (jsonLd && jsonLd.depth === this.depth) {
      if (!implied) this.jsonLdBlock(jsonLd.contentStart, closeStart)
      this.jsonLd = undefined
    }
    this.depth--
  }

  /** The page's sites: JSON-LD ones only in the nodes that describe the page (pageNodes), none inside a replaced element. */
  finish(): DateSites {
    if (this.unsafe !== undefined) return { sites: [], warnings: this.warnings, unsafe: this.unsafe }
    const page = pageNodes(this.blocks.flatMap((b) => b.nodes), this.pageUrl)
    const sites = this.found
    for (const block of this.blocks) {
      for (const node of block.nodes) {
        if (!page.has(node)) continue
        for (const site of nodeSites(block.text, node)) {
          const at = block.start + (site.kind === 'json' ? site.start : site.at)
          if (this.replaced.some((r) => at >= r.start && at < r.end)) continue
          sites.push(site.kind === 'json' ? { ...site, start: at, end: block.start + site.end } : { ...site, at })
        }
      }
    }
    return { sites, warnings: this.warnings }
  }

  private attribute(span: AttributeSpan, current: string, date: 'modified' | 'published'): void {
    const bare = span.valueStart < 0
    const start = bare ? span.end : span.valueStart
    const end = bare ? span.end : span.valueEnd
    this.found.push({ kind: 'attribute', start, end, raw: bare ? '' : ownCopy(this.html.slice(start, end)), current: ownCopy(current), quoted: span.quoted, bare, date })
  }

  private jsonLdBlock(start: number, end: number): void {
    this.jsonLdBlocks++
    const text = this.html.slice(start, end)
    let problem: string | undefined
    try {
      JSON.parse(text)
    } catch {
      problem = 'is not valid JSON'
    }
    problem ??= jsonTooDeep(text) ? `nests over ${MAX_JSON_DEPTH} levels` : undefined
    if (problem !== undefined) {
      this.warnings.push(`JSON-LD block ${this.jsonLdBlocks} ${problem}; its dates were left as they are`)
      return
    }
    const nodes: ObjectNode[] = []
    topLevelNodes(new JsonScanner(text).scan(), nodes)
    this.blocks.push({ start, text, nodes })
  }
}

function ownCopyOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : ownCopy(text)
}

/** The date sites of one page, found by a scan of its tags alone (where no extractor reads it). */
export function findDateSites(html: string, pageUrl: string): DateSites {
  const finder = new DateSiteFinder(html, new URL(pageUrl))
  scanHtmlTags(html, finder)
  return finder.finish()
}

/**
 * What `dates` write at the sites: an edit where the value differs. Safe by construction: values
 * are escaped for their place (HTML attribute or text, JSON string), so no edit changes how the
 * page reads but for the dates.
 */
export function datesEdits(sites: readonly DateSite[], dates: PageDates): DateEdit[] {
  const edits: DateEdit[] = []
  for (const site of sites) {
    switch (site.kind) {
      case 'attribute': {
        const instant = dates[site.date]
        if (site.bare) {
          edits.push({ start: site.start, end: site.end, old: '', text: `="${escapeHtml(instant)}"` })
          break
        }
        const next = dateValueLike(site.current, instant)
        const text = site.quoted ? escapeHtml(next) : next
        if (next !== site.current && site.raw !== text) edits.push({ start: site.start, end: site.end, old: site.raw, text })
        break
      }
      case 'time':
        edits.push({ start: site.at, end: site.at, old: '', text: ` datetime="${escapeHtml(dates[site.date])}"` })
        break
      case 'text': {
        const text = escapeHtml(formatDateText(dates[site.date], site.format))
        if (site.raw !== text) edits.push({ start: site.start, end: site.end, old: site.raw, text })
        break
      }
      case 'json': {
        const next = dateValueLike(site.current, dates.modified)
        if (next !== site.current) edits.push({ start: site.start, end: site.end, old: site.raw, text: JSON.stringify(next) })
        break
      }
      case 'jsonPublished':
        edits.push({ start: site.at, end: site.at, old: '', text: `,${site.lead}"datePublished"${site.separator}${JSON.stringify(site.dateOnly ? dates.published.slice(0, 10) : dates.published)}` })
        break
      default: {
        const never: never = site
        throw new Error(`unknown date site ${JSON.stringify(never)}`)
      }
    }
  }
  return edits
}

/** `html` with the edits made, as planDatesWrite gives them: in order, none overlapping. */
export function applyEdits(html: string, edits: readonly DateEdit[]): string {
  let out = ''
  let at = 0
  for (const e of edits) {
    out += html.slice(at, e.start) + e.text
    at = e.end
  }
  return out + html.slice(at)
}

/** What writing `dates` at a page's sites comes to: edits, nothing to change, or why the page must be left as it was. */
export type DatesWrite = { kind: 'edits'; edits: DateEdit[] } | { kind: 'unchanged' } | { kind: 'failed'; reason: string }

/**
 * Where `dates` go at the sites a page holds (`found`, by findDateSites or the extractor's pass):
 * JSON-LD `dateModified` (and a missing `datePublished` beside it) of the nodes that describe the
 * page (`pageNodes`), `article:modified_time` / `og:updated_time` meta, and `[data-lastmod]`
 * elements (`datetime` and text). A page whose dates cannot be written safely (`unsafe`) fails.
 */
export function planDatesWrite(found: DateSites, dates: PageDates): DatesWrite {
  if (found.unsafe !== undefined) return { kind: 'failed', reason: found.unsafe }
  const edits = datesEdits(found.sites, dates)
  if (edits.length === 0) return { kind: 'unchanged' }
  // The state holds instants; anything else would be written into the page as text.
  const bad = [dates.modified, dates.published].find((d) => parseInstant(d) === undefined)
  if (bad !== undefined) return { kind: 'failed', reason: `${JSON.stringify(bad)} is not a date with a time and a zone` }
  edits.sort((a, b) => a.start - b.start || a.end - b.end)
  for (let k = 1; k < edits.length; k++) {
    if ((edits[k] as DateEdit).start < (edits[k - 1] as DateEdit).end) return { kind: 'failed', reason: `overlapping edits at ${(edits[k] as DateEdit).start}` }
  }
  return { kind: 'edits', edits }
}

/** `html` with `dates` written at the sites it holds (planDatesWrite); a failed page must be left as it was. */
export function writeDates(html: string, found: DateSites, dates: PageDates): RewriteResult {
  const planned = planDatesWrite(found, dates)
  if (planned.kind !== 'edits') return { ...planned, warnings: found.warnings }
  return { kind: 'rewritten', html: applyEdits(html, planned.edits), edits: planned.edits.length, warnings: found.warnings }
}

/** writeDates over the sites a scan of the page's tags finds. */
export function rewriteHtmlDates(html: string, dates: PageDates, pageUrl: string): RewriteResult {
  return writeDates(html, findDateSites(html, pageUrl), dates)
}
