// THE PRE-CHANGE REFERENCE, USED ONLY BY TESTS. This is src/core/html-dates.ts as it was before
// `analyse` moved from htmlparser2's Parser onto our scanner (src/core/html-scan.ts), kept
// verbatim but for this header, the import paths, and one rule changed on purpose in both: only
// the JSON-LD nodes that describe the page get its dates (`pageNodePaths`, written here
// independently: JSON.parse values, and a first pass over the page, where the product defers the
// edits of its blocks). __tests__/html-dates-equivalence.test.ts checks that the product gives
// byte for byte the same results on every input. Do not change it to follow the product: it is
// the oracle.
//
// Writing the state's dates into one built page. Pure: a string in, a string (or a verdict) out.
//
// Only the byte ranges that hold a date are replaced; everything else is copied through as it
// was, so a page whose dates are already right comes back identical, and a diff of a rewritten
// page shows the dates and nothing else. The extractor ignores exactly what is written here
// (JSON-LD date keys, `<head>` meta, `[data-lastmod]` elements), so a rewrite never moves a hash.
import { Parser } from 'htmlparser2'
import { formatInstant, parseInstant } from '../src/core/dates.js'
import { pageIdentity } from '../src/core/urls.js'

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

const MODIFIED_META = new Set(['article:modified_time', 'og:updated_time'])
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
    while (this.i < this.text.length && ' \t\n\r'.includes(this.text[this.i] as string)) this.i++
  }

  private value(): JsonNode {
    const c = this.text[this.i]
    if (c === '{') return this.object()
    if (c === '[') return this.array()
    if (c === '"') {
      const start = this.i
      this.string()
      return { kind: 'string', value: JSON.parse(this.text.slice(start, this.i)) as string }
    }
    const start = this.i
    while (this.i < this.text.length && !',]} \t\n\r'.includes(this.text[this.i] as string)) this.i++
    if (this.i === start) throw new Error(`unexpected '${c ?? 'end'}' at ${start}`)
    return { kind: 'other' }
  }

  private string(): void {
    this.i++ // opening quote
    while (this.i < this.text.length) {
      const c = this.text[this.i]
      if (c === '\\') this.i += 2
      else if (c === '"') {
        this.i++
        return
      } else this.i++
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
    if (this.text[this.i] === '}') {
      this.i++
      return { kind: 'object', members }
    }
    for (;;) {
      const keyStart = this.i
      if (this.text[this.i] !== '"') throw new Error(`expected a key at ${this.i}`)
      this.string()
      const keyEnd = this.i
      this.ws()
      this.expect(':')
      this.ws()
      const valueStart = this.i
      const value = this.value()
      const valueEnd = this.i
      members.push({
        key: JSON.parse(this.text.slice(keyStart, keyEnd)) as string,
        leadStart,
        keyStart,
        keyEnd,
        valueStart,
        valueEnd,
        value
      })
      this.ws()
      if (this.text[this.i] === ',') {
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
    if (this.text[this.i] === ']') {
      this.i++
      return { kind: 'array', items }
    }
    for (;;) {
      items.push(this.value())
      this.ws()
      if (this.text[this.i] === ',') {
        this.i++
        this.ws()
        continue
      }
      this.expect(']')
      return { kind: 'array', items }
    }
  }
}

// ---- which JSON-LD nodes describe the page ----------------------------------------------------

const WEB_PAGE_TYPES = [
  'WebPage', 'AboutPage', 'CheckoutPage', 'CollectionPage', 'ContactPage', 'FAQPage', 'ImageGallery', 'ItemPage',
  'MediaGallery', 'MedicalWebPage', 'ProfilePage', 'QAPage', 'RealEstateListing', 'SearchResultsPage', 'VideoGallery'
]
const MAIN_CONTENT_TYPES = [
  'CreativeWork', 'Article', 'AdvertiserContentArticle', 'AnalysisNewsArticle', 'APIReference', 'AskPublicNewsArticle',
  'BackgroundNewsArticle', 'Blog', 'BlogPosting', 'Course', 'Dataset', 'DiscussionForumPosting', 'HowTo',
  'LiveBlogPosting', 'MedicalScholarlyArticle', 'NewsArticle', 'OpinionNewsArticle', 'Recipe', 'Report',
  'ReportageNewsArticle', 'ReviewNewsArticle', 'SatiricalArticle', 'ScholarlyArticle', 'SocialMediaPosting', 'TechArticle'
]

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `page#fragment` for an http(s) IRI resolved against the page (`page` as pageIdentity folds it); undefined otherwise. */
function iri(value: Json | undefined, pageUrl: URL): { page: string; fragment: string } | undefined {
  if (typeof value !== 'string' || value.startsWith('_:')) return undefined
  let url: URL
  try {
    url = new URL(value, pageUrl)
  } catch {
    return undefined
  }
  if (!['http:', 'https:'].includes(url.protocol)) return undefined
  const fragment = url.hash
  url.hash = ''
  return { page: pageIdentity(url), fragment }
}

/**
 * Paths (`block/index…`, as joined by `pathOf`) of the JSON-LD nodes that describe the page.
 * `values`: each valid block's JSON.parse value, by block number (from 1).
 */
function pageNodePaths(values: Map<number, Json>, pageUrl: URL): Set<string> {
  interface Node {
    path: string
    kind: string
    id?: { page: string; fragment: string } | undefined
    url?: { page: string; fragment: string } | undefined
    main?: { page: string; fragment: string } | undefined
  }
  const nodes: Node[] = []
  const add = (path: string, value: Json | undefined, inGraph = false): void => {
    if (!isObject(value)) return
    let kind = 'untyped'
    if (Object.hasOwn(value, '@type')) {
      const raw = value['@type']
      const types = (Array.isArray(raw) ? raw : [raw]).filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/, ''))
      if (types.some((t) => WEB_PAGE_TYPES.includes(t))) kind = 'webPage'
      else if (types.some((t) => MAIN_CONTENT_TYPES.includes(t))) kind = 'content'
      else kind = 'other'
    }
    const main = value.mainEntityOfPage
    nodes.push({
      path,
      kind,
      id: iri(value['@id'], pageUrl),
      url: iri(value.url, pageUrl),
      main: iri(isObject(main) ? main['@id'] : main, pageUrl)
    })
    if (inGraph) return
    const graph = value['@graph']
    if (Array.isArray(graph)) graph.forEach((item, j) => add(`${path}/@graph/${j}`, item, true))
    else add(`${path}/@graph`, graph, true)
  }
  for (const [block, value] of values) {
    if (Array.isArray(value)) value.forEach((item, i) => add(`${block}/${i}`, item))
    else add(`${block}`, value)
  }
  const self = pageIdentity(pageUrl)
  const pageLike = nodes.filter((n) => n.kind !== 'other')
  const names = (t: Node['id'], key: string): boolean => t !== undefined && t.page + t.fragment === key
  const ids = [self]
  for (const n of pageLike) if (n.id && (names(n.id, self) || names(n.url, self))) ids.push(n.id.page + n.id.fragment)
  const named = pageLike.filter((n) => ids.some((id) => names(n.id, id) || names(n.main, id)) || names(n.url, self))
  if (named.length > 0) return new Set(named.map((n) => n.path))
  const others = (n: Node): boolean => [n.id, n.url, n.main].some((t) => t !== undefined && t.page !== self)
  const chosen = new Set<string>()
  const webPage = pageLike.find((n) => n.kind === 'webPage' && !others(n))
  const content = pageLike.find((n) => n.kind === 'content' && !others(n))
  if (webPage) chosen.add(webPage.path)
  if (content) chosen.add(content.path)
  return chosen
}

/** The node at `path` under a block's scanned root: a key names its last member, as JSON.parse keeps the last. */
function nodeAt(root: JsonNode, path: string[]): JsonNode | undefined {
  let node: JsonNode | undefined = root
  for (const step of path) {
    if (node?.kind === 'array') node = node.items[Number(step)]
    else if (node?.kind === 'object') node = node.members.filter((m) => m.key === step).pop()?.value
    else return undefined
  }
  return node
}

/**
 * Edits to JSON-LD block number `block` (offsets relative to the block): each of its nodes that
 * describe the page (`paths`) that has a string `dateModified` gets the page's modified date
 * there; such a node without `datePublished` gets one, right after its `dateModified`.
 */
function jsonLdEdits(text: string, dates: PageDates, block: number, paths: Set<string>): { edits: Edit[]; carriers: number } {
  const root = new JsonScanner(text).scan()
  const edits: Edit[] = []
  let carriers = 0
  const date = (node: JsonNode | undefined): void => {
    if (node?.kind !== 'object') return
    // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
    const modifiedMembers = node.members.filter((m) => m.key === 'dateModified' && m.value.kind === 'string')
    let last: { member: JsonMember; next: string } | undefined
    for (const member of modifiedMembers) {
      if (member.value.kind !== 'string') continue
      carriers++
      const current = member.value.value
      const next = dateValueLike(current, dates.modified)
      if (next !== current) edits.push({ start: member.valueStart, end: member.valueEnd, text: JSON.stringify(next) })
      last = { member, next }
    }
    if (last && !node.members.some((m) => m.key === 'datePublished')) {
      const { member, next } = last
      const lead = text.slice(member.leadStart, member.keyStart)
      const separator = text.slice(member.keyEnd, member.valueStart)
      const published = DATE_ONLY.test(next.trim()) ? dates.published.slice(0, 10) : dates.published
      edits.push({ start: member.valueEnd, end: member.valueEnd, text: `,${lead}"datePublished"${separator}${JSON.stringify(published)}` })
    }
  }
  for (const path of paths) {
    const [first, ...rest] = path.split('/')
    if (Number(first) === block) date(nodeAt(root, rest))
  }
  return { edits, carriers }
}

// ---- the HTML pass -------------------------------------------------------------------------

interface AttributeSpan {
  value: string
  /** Raw value range in the page; absent for an attribute written without a value. */
  valueStart?: number
  valueEnd?: number
  /** Where the whole attribute ends (to insert a value after a bare attribute name). */
  end: number
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f'
}

/**
 * Where an attribute's raw value sits. The parser reports the attribute's start (its name) and
 * end (after the closing quote, or after an unquoted value); the value lies after `=`.
 */
function locateValue(html: string, start: number, end: number, quote: string | null | undefined): AttributeSpan {
  const span: AttributeSpan = { value: '', end }
  if (quote === undefined) return span
  let i = start + 1
  while (i < end && !isSpace(html[i]) && html[i] !== '=') i++
  while (i < end && isSpace(html[i])) i++
  if (html[i] !== '=') return span
  i++
  while (i < end && isSpace(html[i])) i++
  if (quote === null) {
    span.valueStart = i
    span.valueEnd = end
  } else {
    span.valueStart = i + 1
    span.valueEnd = end - 1
  }
  return span
}

interface OpenDated {
  name: string
  contentStart: number
  format: string | undefined
  instant: string
  depth: number
}

/** The page pass, twice: the first reads the JSON-LD blocks, the second dates the nodes they say describe the page. */
function analyse(html: string, dates: PageDates, pageUrl: URL): Analysis {
  const values = new Map<number, Json>()
  const first = scan(html, dates, undefined, values)
  // Without a dateModified key in any block no node is dated: the first pass is the answer.
  if (![...values.values()].some((value) => JSON.stringify(value).includes('"dateModified":'))) return first
  return scan(html, dates, pageNodePaths(values, pageUrl), values)
}

/** `paths` undefined: only fill `values` with each valid JSON-LD block's value. */
function scan(html: string, dates: PageDates, paths: Set<string> | undefined, values: Map<number, Json>): Analysis {
  const analysis: Analysis = { edits: [], carriers: 0, jsonLdBlocks: 0, warnings: [] }
  let attrs = new Map<string, AttributeSpan>()
  let depth = 0
  let jsonLd: { contentStart: number; depth: number } | undefined
  const dated: OpenDated[] = []

  const replaceAttribute = (span: AttributeSpan, next: string): void => {
    if (span.valueStart === undefined || span.valueEnd === undefined) {
      analysis.edits.push({ start: span.end, end: span.end, text: `="${escapeHtml(next)}"` })
    } else if (span.value !== next) {
      const quoted = html[span.valueStart - 1] === '"' || html[span.valueStart - 1] === "'"
      const text = quoted ? escapeHtml(next) : next
      if (html.slice(span.valueStart, span.valueEnd) !== text) {
        analysis.edits.push({ start: span.valueStart, end: span.valueEnd, text })
      }
    }
  }

  const parser: Parser = new Parser(
    {
      onopentagname() {
        attrs = new Map()
      },
      onattribute(name, value, quote) {
        if (attrs.has(name)) return // the first of duplicate attributes is the one that counts
        const span = locateValue(html, parser.startIndex, parser.endIndex, quote)
        span.value = value
        attrs.set(name, span)
      },
      onopentag(name, attribs, isImplied) {
        // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
        if (!isVoid(name)) depth++
        if (isImplied) return
        const tagEnd = parser.endIndex
        if (name === 'meta') {
          const property = (attribs.property ?? attribs.name ?? '').trim().toLowerCase()
          const content = attrs.get('content')
          if (MODIFIED_META.has(property) && content) {
            analysis.carriers++
            replaceAttribute(content, dateValueLike(content.value, dates.modified))
          }
        }
        if (name === 'script' && (attribs.type ?? '').split(';')[0]?.trim().toLowerCase() === 'application/ld+json') {
          jsonLd = { contentStart: tagEnd + 1, depth }
        }
        if (attrs.has('data-lastmod')) {
          analysis.carriers++
          const which = (attribs['data-lastmod'] ?? '').trim().toLowerCase()
          const instant = which === 'published' ? dates.published : dates.modified
          const datetime = attrs.get('datetime')
          if (datetime) replaceAttribute(datetime, dateValueLike(datetime.value, instant))
          else if (name === 'time') {
            const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd
            analysis.edits.push({ start: at, end: at, text: ` datetime="${escapeHtml(instant)}"` })
          }
          // A void element (or one written `<x/>`) has no text to replace.
          if (html[tagEnd - 1] !== '/' && !isVoid(name)) {
            dated.push({ name, contentStart: tagEnd + 1, format: attribs['data-lastmod-format'], instant, depth })
          }
        }
      },
      onclosetag(name, isImplied) {
        if (isVoid(name)) return
        const closeStart = parser.startIndex
        if (jsonLd && jsonLd.depth === depth) {
          if (!isImplied) jsonLdBlock(jsonLd.contentStart, closeStart)
          jsonLd = undefined
        }
        const top = dated[dated.length - 1]
        if (top && top.depth === depth) {
          dated.pop()
          if (isImplied) {
            analysis.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`)
          } else {
            // The element's whole content becomes the date: drop edits made inside it.
            analysis.edits = analysis.edits.filter((e) => e.start < top.contentStart || e.start >= closeStart)
            const text = escapeHtml(formatDateText(top.instant, top.format))
            if (html.slice(top.contentStart, closeStart) !== text) {
              analysis.edits.push({ start: top.contentStart, end: closeStart, text })
            }
          }
        }
        depth--
      }
    },
    { decodeEntities: true }
  )

  const jsonLdBlock = (start: number, end: number): void => {
    analysis.jsonLdBlocks++
    const text = html.slice(start, end)
    let value: Json
    try {
      value = JSON.parse(text) as Json
    } catch {
      analysis.warnings.push(`JSON-LD block ${analysis.jsonLdBlocks} is not valid JSON; its dates were left as they are`)
      return
    }
    if (paths === undefined) {
      values.set(analysis.jsonLdBlocks, value)
      return
    }
    const { edits, carriers } = jsonLdEdits(text, dates, analysis.jsonLdBlocks, paths)
    analysis.carriers += carriers
    for (const e of edits) analysis.edits.push({ start: start + e.start, end: start + e.end, text: e.text })
  }

  parser.end(html)
  return analysis
}

// htmlparser2's void elements (its Parser's voidElements), which it opens and closes at once.
const VOID = new Set(['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
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
 * Writes `dates` into `html`, the page at `pageUrl`: JSON-LD `dateModified` of the nodes that
 * describe the page (and a missing `datePublished` beside it),
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
