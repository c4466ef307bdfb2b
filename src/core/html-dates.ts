// Writing the state's dates into one built page. Pure: a string in, a string (or a verdict) out.
//
// Only the byte ranges that hold a date are replaced; everything else is copied through as it
// was, so a page whose dates are already right comes back identical, and a diff of a rewritten
// page shows the dates and nothing else. The extractor ignores exactly what is written here
// (JSON-LD date keys, `<head>` meta, `[data-lastmod]` elements), so a rewrite never moves a hash.
import { formatInstant, parseInstant } from './dates.js'
import { scanHtmlTags, type AttributeSpan } from './html-scan.js'
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

interface Edit {
  start: number
  end: number
  text: string
}

/** What one pass over a page found: the edits to make and how many date carriers it saw. */
interface Analysis {
  edits: Edit[]
  carriers: number
  jsonLdBlocks: number
  warnings: string[]
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

/**
 * Edits to one node of a JSON-LD block (offsets relative to the block): each string
 * `dateModified` gets the page's modified date; a node without `datePublished` gets one, right
 * after its (last) `dateModified`. A node without a `dateModified` is left as it is.
 */
function nodeEdits(text: string, node: ObjectNode, dates: PageDates): { edits: Edit[]; carriers: number } {
  const edits: Edit[] = []
  let carriers = 0
  // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
  let last: { member: JsonMember; next: string } | undefined
  for (const m of node.members) {
    if (m.key !== 'dateModified' || m.value.kind !== 'string') continue
    carriers++
    const current = m.value.value
    const next = dateValueLike(current, dates.modified)
    if (next !== current) edits.push({ start: m.valueStart, end: m.valueEnd, text: JSON.stringify(next) })
    last = { member: m, next }
  }
  if (last && !node.members.some((m) => m.key === 'datePublished')) {
    const { member: m, next } = last
    const lead = text.slice(m.leadStart, m.keyStart)
    const separator = text.slice(m.keyEnd, m.valueStart)
    const published = DATE_ONLY.test(next.trim()) ? dates.published.slice(0, 10) : dates.published
    edits.push({ start: m.valueEnd, end: m.valueEnd, text: `,${lead}"datePublished"${separator}${JSON.stringify(published)}` })
  }
  return { edits, carriers }
}

// ---- the HTML pass -------------------------------------------------------------------------
// The page is read with our scanner, which reports the events of htmlparser2's Parser and the
// positions htmlparser2 gives with them (`scanHtmlTags`: those of `scanHtmlPositions`, without
// the text), quirks included: an end tag right after `</a >` or `</>` is placed where htmlparser2
// places it, before its `<`. This pass was written against htmlparser2 and must keep reading
// pages as it did; a test holds it to its htmlparser2-based version
// (__fixtures__/html-dates-reference.ts).

interface OpenDated {
  name: string
  contentStart: number
  format: string | undefined
  instant: string
  depth: number
}

function analyse(html: string, dates: PageDates, pageUrl: URL): Analysis {
  const analysis: Analysis = { edits: [], carriers: 0, jsonLdBlocks: 0, warnings: [] }
  let depth = 0
  let jsonLd: { contentStart: number; depth: number } | undefined
  const dated: OpenDated[] = []
  // Which JSON-LD node is the page is known only once every block is read: their edits wait.
  const blocks: Array<{ start: number; text: string; nodes: ObjectNode[] }> = []
  /** The content of each `[data-lastmod]` element: it becomes the date, so no edit is made inside. */
  const replaced: Array<{ start: number; end: number }> = []

  /** Writes `next` where the attribute's value is (`current`, decoded), or adds a value to a bare attribute. */
  const replaceAttribute = (span: AttributeSpan, current: string, next: string): void => {
    if (span.valueStart < 0) {
      analysis.edits.push({ start: span.end, end: span.end, text: `="${escapeHtml(next)}"` })
    } else if (current !== next) {
      const text = span.quoted ? escapeHtml(next) : next
      if (html.slice(span.valueStart, span.valueEnd) !== text) {
        analysis.edits.push({ start: span.valueStart, end: span.valueEnd, text })
      }
    }
  }

  const jsonLdBlock = (start: number, end: number): void => {
    analysis.jsonLdBlocks++
    const text = html.slice(start, end)
    let problem: string | undefined
    try {
      JSON.parse(text)
    } catch {
      problem = 'is not valid JSON'
    }
    problem ??= jsonTooDeep(text) ? `nests over ${MAX_JSON_DEPTH} levels` : undefined
    if (problem !== undefined) {
      analysis.warnings.push(`JSON-LD block ${analysis.jsonLdBlocks} ${problem}; its dates were left as they are`)
      return
    }
    const nodes: ObjectNode[] = []
    topLevelNodes(new JsonScanner(text).scan(), nodes)
    blocks.push({ start, text, nodes })
  }

  // Attributes are read by name from `spans`, as the attributes object would give them (none of
  // these names is `__proto__`, which that object drops).
  scanHtmlTags(html, {
    onopentag(name, implied, tagEnd, spans) {
      // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
      if (!isVoid(name)) depth++
      if (implied) return
      if (name === 'meta') {
        const property = (spans.value('property') ?? spans.value('name') ?? '').trim().toLowerCase()
        const content = spans.get('content')
        if (MODIFIED_META.has(property) && content) {
          analysis.carriers++
          const current = spans.value('content') ?? ''
          replaceAttribute(content, current, dateValueLike(current, dates.modified))
        }
      }
      if (name === 'script' && isJsonLdType(spans.value('type'))) {
        jsonLd = { contentStart: tagEnd + 1, depth }
      }
      const marked = spans.value('data-lastmod')
      if (marked !== undefined) {
        analysis.carriers++
        const which = marked.trim().toLowerCase()
        const instant = which === 'published' ? dates.published : dates.modified
        const datetime = spans.get('datetime')
        if (datetime) {
          const current = spans.value('datetime') ?? ''
          replaceAttribute(datetime, current, dateValueLike(current, instant))
        } else if (name === 'time') {
          const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd
          analysis.edits.push({ start: at, end: at, text: ` datetime="${escapeHtml(instant)}"` })
        }
        // A void element (or one written `<x/>`) has no text to replace.
        if (html[tagEnd - 1] !== '/' && !isVoid(name)) {
          dated.push({ name, contentStart: tagEnd + 1, format: spans.value('data-lastmod-format'), instant, depth })
        }
      }
    },
    // `closeStart`: where the end tag starts (see above); -1 for a close without one (implied).
    onclosetag(name, implied, closeStart) {
      if (isVoid(name)) return
      if (jsonLd && jsonLd.depth === depth) {
        if (!implied) jsonLdBlock(jsonLd.contentStart, closeStart)
        jsonLd = undefined
      }
      // Not `dated[-1]` when empty: a negative index is a slow property lookup, on every close.
      const top = dated.length > 0 ? dated[dated.length - 1] : undefined
      if (top && top.depth === depth) {
        dated.pop()
        if (implied) {
          analysis.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`)
        } else {
          // The element's whole content becomes the date: drop edits made inside it.
          analysis.edits = analysis.edits.filter((e) => e.start < top.contentStart || e.start >= closeStart)
          replaced.push({ start: top.contentStart, end: closeStart })
          const text = escapeHtml(formatDateText(top.instant, top.format))
          if (html.slice(top.contentStart, closeStart) !== text) {
            analysis.edits.push({ start: top.contentStart, end: closeStart, text })
          }
        }
      }
      depth--
    }
  })

  const page = pageNodes(blocks.flatMap((b) => b.nodes), pageUrl)
  for (const block of blocks) {
    for (const node of block.nodes) {
      if (!page.has(node)) continue
      const { edits, carriers } = nodeEdits(block.text, node, dates)
      analysis.carriers += carriers
      for (const e of edits) {
        const at = block.start + e.start
        if (!replaced.some((r) => at >= r.start && at < r.end)) analysis.edits.push({ start: at, end: block.start + e.end, text: e.text })
      }
    }
  }
  return analysis
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
function isVoid(name: string): boolean {
  return VOID.has(name)
}

/**
 * What is wrong with `output` as the rewrite of a page whose first pass found `before`: it must
 * hold as many date carriers and JSON-LD blocks, raise no new warning, and need no further edit.
 */
function checkRewrite(before: Analysis, output: string, dates: PageDates, pageUrl: URL): string[] {
  const again = analyse(output, dates, pageUrl)
  const problems: string[] = []
  if (again.edits.length > 0) problems.push(`${again.edits.length} date(s) still differ after the rewrite`)
  if (again.carriers !== before.carriers) problems.push(`found ${again.carriers} date carriers instead of ${before.carriers}`)
  if (again.jsonLdBlocks !== before.jsonLdBlocks) problems.push(`found ${again.jsonLdBlocks} JSON-LD blocks instead of ${before.jsonLdBlocks}`)
  if (again.warnings.length > before.warnings.length) problems.push(again.warnings[again.warnings.length - 1] as string)
  return problems
}

/** Why `output` does not hold up as the rewrite of `original` with `dates`; empty when it does. */
export function rewriteProblems(original: string, output: string, dates: PageDates, pageUrl: string): string[] {
  const url = new URL(pageUrl)
  return checkRewrite(analyse(original, dates, url), output, dates, url)
}

function applyEdits(html: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end)
  let out = ''
  let at = 0
  for (const e of sorted) {
    if (e.start < at) throw new Error(`overlapping edits at ${e.start}`)
    out += html.slice(at, e.start) + e.text
    at = e.end
  }
  return out + html.slice(at)
}

/**
 * Writes `dates` into `html`, the page published at `pageUrl`: JSON-LD `dateModified` (and a
 * missing `datePublished` beside it) of the nodes that describe the page (`pageNodes`),
 * `article:modified_time` / `og:updated_time` meta, and `[data-lastmod]` elements (`datetime`
 * and text). The result is parsed back (`checkRewrite`); if it does not hold up the verdict is
 * `failed` and the page must be left as it was.
 */
export function rewriteHtmlDates(html: string, dates: PageDates, pageUrl: string): RewriteResult {
  const url = new URL(pageUrl)
  const first = analyse(html, dates, url)
  if (first.edits.length === 0) return { kind: 'unchanged', warnings: first.warnings }
  let output: string
  try {
    output = applyEdits(html, first.edits)
  } catch (error) {
    return { kind: 'failed', reason: (error as Error).message, warnings: first.warnings }
  }
  const problems = checkRewrite(first, output, dates, url)
  if (problems.length > 0) {
    return { kind: 'failed', reason: `the rewritten page does not parse back: ${problems.join('; ')}`, warnings: first.warnings }
  }
  return { kind: 'rewritten', html: output, edits: first.edits.length, warnings: first.warnings }
}
