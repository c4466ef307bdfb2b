// The page extractor: one streaming pass over a page's HTML gives its significant content as
// normalised blocks, their SHA-256, and the few head facts the sitemap needs (robots noindex,
// canonical, meta refresh, hreflang alternates).
//
// Block format: `<semantic path>|<text>`, one per semantic block, e.g.
//   h2|Group A
//   ul>li|[Fixtures](/match/fixtures/)
//   table>tr>td|Brazil
//   figure|![Stadium at night](/img/*-640.jpeg)
//   |Text directly in a layout wrapper
//   ld+json|{"@type":"Article","headline":"…"}
//   hreflang|[de](/de/guide/)
// The path holds only semantic ancestors inside the main content area (p, h1–h6, lists, tables,
// blockquote, pre, figure, details…), never div/span/section, classes or ids; `tbody` is left out
// because browsers imply it. Text is whitespace-collapsed, trimmed and NFC. Inline links are
// `[text](url)`, images `![alt](url)`, other embedded media `!video(url)`, `!iframe(url)`… with
// URLs normalised by content-urls.ts. JSON-LD blocks (date fields removed, keys sorted) come next,
// then the head's `<link rel=alternate hreflang>` links, sorted (a page without them has none).
//
// What is dropped: comments; the subtrees of script, style, noscript, template, svg (icons, and
// generated ids in them), title, iframe/noembed/noframes fallback text; elements matched by an
// ignore selector, `[data-lastmod-ignore]` or `[data-lastmod]`, with their subtree; every attribute
// except link targets, media sources and image alt text.
//
// Known limits (by choice): whitespace inside `<pre>` is collapsed like anywhere else; a cell moved
// to another table row, or list items moved between two adjacent lists, give the same blocks.

import { hash as digestOf } from 'node:crypto'
import { DomHandler, isTag, isText, type ChildNode, type Document, type Element } from 'domhandler'
import type { Alternate, HashedFacts, LeftOutName, PageFacts } from './types.js'
import {
  attributeFilter,
  nameTable,
  NO_ATTRIBUTES,
  scanHtml,
  scanHtmlPositions,
  type AttributeSpans,
  type PositionHandler,
  type ScanHandler,
  type TagHandler
} from './html-scan.js'
import { isJsonLd, jsonTooDeep, MODIFIED_META } from './html-dates.js'
import { normalizeContentUrl } from './content-urls.js'
import { canonicalRelation } from './urls.js'
import { ownCopy } from './own-copy.js'
import { isWhitespace, NOT_SINGLE_SPACES, WHITESPACE } from './irregular-spaces.js'
import { isStableName } from './noise.js'
import {
  BLOCK_ELEMENTS,
  DROPPED_ELEMENTS,
  LANDMARK_ROLES,
  LITERAL_ELEMENTS,
  MEDIA_ELEMENTS,
  SECTIONING_ELEMENTS,
  SECTIONING_ROLES,
  SEMANTIC_ELEMENTS
} from './elements.js'
import {
  compileDom,
  compileStreaming,
  parseSelector,
  StreamNode,
  type ParsedSelector,
  type DomPredicate,
  type StreamPredicate
} from './selectors.js'

export { SelectorError, splitSelectorList } from './selectors.js'

/** Bump whenever the normalised output changes for some input: the state re-baselines its hashes. */
export const NORMALIZER_VERSION = 2

export interface ExtractorOptions {
  /** Ordered main-content candidates: the first that matches anything in the page wins. */
  contentSelectors: string[]
  /** Elements left out with their subtree; `[data-lastmod-ignore]` and `[data-lastmod]` always are. */
  ignoreSelectors: string[]
  /** Leave out lists of links that a theme names as related or recommended posts (see relatedName); default true. */
  relatedLinks?: boolean
  /** Leave out short blocks that are mostly a time to the second (isBuildStamp); default true. */
  buildStamps?: boolean
  /**
   * Where the content area is `body` (or the whole page), leave out the page's banner, contentinfo,
   * navigation and search landmarks (openLandmark): site chrome, as HTML's mapping to ARIA says; default true.
   */
  landmarks?: boolean
  /**
   * Leave out the page metadata that known themes write inside the content area: git-derived
   * last-updated lines and authors, edit links, previous/next page links (metadataName); default true.
   */
  pageMetadata?: boolean
}

export interface Extractor {
  /**
   * One page, whole. pageUrl = the page's absolute public URL; siteUrl = site root URL (ends with
   * '/'). `tags`, when given, gets the tag events of the same scan (the date sites' finder), so
   * that the page is tokenised once for both.
   */
  extract(html: string, pageUrl: URL, siteUrl: URL, tags?: TagHandler): PageFacts
  /**
   * One page given as parser events (htmlparser2's handler interface: another parser, a page read
   * in pieces), then its facts: those extract gives.
   */
  events(pageUrl: URL, siteUrl: URL): PageEvents
}

/** The events of one page (scanHtml's and htmlparser2's), then `end` for its facts. */
export interface PageEvents extends ScanHandler {
  end(): PageFacts
}

const ALWAYS_IGNORED = ['[data-lastmod-ignore]', '[data-lastmod]']

/**
 * Compiles all selectors once. Throws `SelectorError` naming the first invalid selector. When a
 * selector needs to see the future of an element (`:has`, `:last-child`…), the scanner's events
 * build a DOM first, matched with css-select's own adapter; otherwise nothing but the stream.
 */
export function createExtractor(options: ExtractorOptions): Extractor {
  const content = options.contentSelectors.map(parseSelector)
  const ignore = [...ALWAYS_IGNORED, ...options.ignoreSelectors].map(parseSelector)
  const hasBodySelector = options.contentSelectors.some((s) => s.trim().toLowerCase() === 'body')
  const contentNames = options.contentSelectors.join(', ')
  const needsDom = content.some((s) => s.needsFuture) || ignore.some((s) => s.needsFuture)
  const ignoreNeedsAttribute = ignore.every((s) => s.needsAttribute)
  const ignoreTested = ignoreNeedsAttribute ? attributesTested(ignore) : undefined
  const mayBeIgnored = ignoreTested === undefined ? undefined : hasAnyOf(ignoreTested)
  const needsTree = content.some((s) => s.needsTree) || ignore.some((s) => s.needsTree)
  const relatedLinks = options.relatedLinks !== false
  const buildStamps = options.buildStamps !== false
  const landmarks = options.landmarks !== false
  const pageMetadata = options.pageMetadata !== false
  // The body, and the whole page that stands for a page without one (PageCollector's last candidate).
  const dropsLandmarks = landmarks ? [...options.contentSelectors.map((s) => s.trim().toLowerCase() === 'body'), true] : []

  if (!needsDom) {
    // The scan keeps only the attributes that the collector or a selector reads, and marks the
    // tags that have one the ignore selectors test (none inherited from Object.prototype, such as
    // `constructor`, which mayBeIgnored lets the selectors answer themselves).
    const tested = attributesTested([...content, ...ignore])
    const marked = ignoreTested !== undefined && !ignoreTested.some((name) => name in {}) ? ignoreTested : undefined
    const naming = { attributes: NAMING_ATTRIBUTES, containers: NAMED_CONTAINERS }
    const filter = tested === undefined ? null : attributeFilter([...COLLECTOR_ATTRIBUTES, ...tested], marked, naming)
    const matchers: Matchers<StreamNode> = {
      content: content.map((s) => compileStreaming([s.source])),
      ignore: compileStreaming(ignore.map((s) => s.source)) satisfies StreamPredicate,
      ignoreNeedsAttribute,
      mayBeIgnored,
      marksIgnored: filter !== null && marked !== undefined,
      hasBodySelector,
      contentNames,
      relatedLinks,
      buildStamps,
      dropsLandmarks,
      pageMetadata
    }
    const events = (pageUrl: URL, siteUrl: URL): PageEvents => {
      const collector = new PageCollector(matchers, pageUrl, siteUrl)
      const handler = new StreamingHandler(collector, needsTree) as StreamingHandler & PageEvents
      handler.end = () => collector.finish()
      return handler
    }
    const extract = (html: string, pageUrl: URL, siteUrl: URL, tags?: TagHandler): PageFacts => {
      const collector = new PageCollector(matchers, pageUrl, siteUrl)
      const handler = new StreamingHandler(collector, needsTree, tags)
      if (tags === undefined) scanHtml(html, handler, filter)
      else scanHtmlPositions(html, handler, filter)
      return collector.finish()
    }
    return { events, extract }
  }

  const matchers: Matchers<Element> = {
    content: content.map((s) => compileDom([s.source])),
    ignore: compileDom(ignore.map((s) => s.source)) satisfies DomPredicate,
    ignoreNeedsAttribute,
    mayBeIgnored,
    marksIgnored: false,
    hasBodySelector,
    contentNames,
    relatedLinks,
    buildStamps,
    dropsLandmarks,
    pageMetadata
  }
  const events = (pageUrl: URL, siteUrl: URL): PageEvents => {
    // DomHandler takes the scanner's events: they are htmlparser2's handler interface.
    const dom = new DomHandler() as DomHandler & PageEvents
    dom.end = () => {
      dom.onend()
      const collector = new PageCollector(matchers, pageUrl, siteUrl)
      walkDom(dom.root, collector)
      return collector.finish()
    }
    return dom
  }
  const extract = (html: string, pageUrl: URL, siteUrl: URL, tags?: TagHandler): PageFacts => {
    const handler = events(pageUrl, siteUrl)
    if (tags === undefined) scanHtml(html, handler)
    else scanHtmlPositions(html, withTags(handler, tags))
    return handler.end()
  }
  return { events, extract }
}

interface Matchers<E> {
  content: Array<(element: E) => boolean>
  ignore: (element: E) => boolean
  /** No ignore selector can match an element without attributes: such elements skip `ignore`. */
  ignoreNeedsAttribute: boolean
  /** Whether an element may have an attribute the ignore selectors test (hasAnyOf); one that has none skips `ignore`. */
  mayBeIgnored: ((attribs: Record<string, string>) => boolean) | undefined
  /** The scan marks the tags with an attribute the ignore selectors test: `marked` answers mayBeIgnored. */
  marksIgnored: boolean
  hasBodySelector: boolean
  contentNames: string
  /** See ExtractorOptions.relatedLinks. */
  relatedLinks: boolean
  /** See ExtractorOptions.buildStamps. */
  buildStamps: boolean
  /** By candidate (the document last): whether it leaves out landmarks (ExtractorOptions.landmarks); empty when the rule is off. */
  dropsLandmarks: boolean[]
  /** See ExtractorOptions.pageMetadata. */
  pageMetadata: boolean
}

/**
 * Parser events → StreamNode records + collector. `tree`: the selectors look past the
 * element itself, so every element gets a record linked to its parent and siblings; otherwise one
 * record stands for each element in turn (StreamNode.reusable).
 */
class StreamingHandler implements ScanHandler {
  private node: StreamNode = StreamNode.root()
  private readonly collector: PageCollector<StreamNode>
  private readonly reused: StreamNode | null

  /** `tags`: also gets the tag events, with their positions (the scan then reports them). */
  constructor(
    collector: PageCollector<StreamNode>,
    tree: boolean,
    private readonly tags?: TagHandler
  ) {
    this.collector = collector
    this.reused = tree ? null : StreamNode.reusable()
  }

  /** `id`, `marked`: from our scanner (PositionHandler.onopentag), not from htmlparser2. */
  onopentag(
    name: string,
    attribs: Record<string, string>,
    implied?: boolean,
    tagEnd?: number,
    spans?: AttributeSpans,
    id?: number,
    marked?: boolean
  ): void {
    if (this.tags !== undefined) this.tags.onopentag(name, implied as boolean, tagEnd as number, spans as AttributeSpans)
    // Inside a dropped subtree nothing is matched: no record needed.
    if (this.collector.dropDepth > 0) {
      this.collector.open(name, attribs, null, id)
      return
    }
    const reused = this.reused
    if (reused !== null) {
      reused.reset(name, attribs)
      this.collector.open(name, attribs, reused, id, marked)
      return
    }
    const node = this.node.open(name, attribs)
    this.node = node
    this.collector.open(name, attribs, node, id, marked)
  }

  onclosetag(name: string, implied?: boolean, start?: number): void {
    if (this.tags !== undefined) this.tags.onclosetag(name, implied as boolean, start as number)
    if (!this.collector.close() || this.reused !== null) return
    const node = this.node
    node.release()
    if (node.parent !== null) this.node = node.parent
  }

  ontext(data: string, spacesOnly?: boolean): void {
    this.collector.text(data, spacesOnly)
  }

  wantsText(): boolean {
    return this.collector.wantsText()
  }
}

/** `handler`'s events, with the tag events also given to `tags`. */
function withTags(handler: ScanHandler, tags: TagHandler): PositionHandler {
  return {
    onopentag(name, attribs, implied, tagEnd, spans) {
      tags.onopentag(name, implied, tagEnd, spans)
      handler.onopentag(name, attribs)
    },
    onclosetag(name, implied, start) {
      tags.onclosetag(name, implied, start)
      handler.onclosetag(name)
    },
    ontext: (text, spacesOnly) => handler.ontext(text, spacesOnly)
  }
}

/** Replays a domhandler DOM as the same events (iteratively: deep pages must not overflow the stack). */
function walkDom(root: Document, collector: PageCollector<Element>): void {
  const lists: ChildNode[][] = [root.children]
  const positions: number[] = [0]
  const elements: Array<Element | null> = [null]
  while (lists.length > 0) {
    const top = lists.length - 1
    const list = lists[top] as ChildNode[]
    const position = positions[top] as number
    if (position >= list.length) {
      lists.pop()
      positions.pop()
      if (elements.pop() != null) collector.close()
      continue
    }
    positions[top] = position + 1
    const node = list[position] as ChildNode
    if (isTag(node)) {
      collector.open(node.name, node.attribs, node)
      lists.push(node.children)
      positions.push(0)
      elements.push(node)
    } else if (isText(node)) {
      collector.text(node.data)
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Element classes

/** The elements metadataName reads: those that themes give such names, and links (by `rel`). */
const METADATA_ELEMENTS: ReadonlySet<string> = new Set(['div', 'nav', 'aside', 'footer', 'section', 'span', 'ul', 'ol', 'a'])

const K_BLOCK = 1
const K_SEMANTIC = 2
const K_DROPPED = 4
const K_MEDIA = 8
/** meta and link: the elements headFacts reads (and isDateMeta, for meta). */
const K_HEAD = 16
/** SECTIONING_ELEMENTS, LITERAL_ELEMENTS, and what metadataName reads (METADATA_ELEMENTS). */
const K_SECTIONING = 32
const K_LITERAL = 64
const K_METADATA = 128

/** The classes above as bits, by element name: one lookup per element instead of one per class. */
const ELEMENT_KINDS: ReadonlyMap<string, number> = (() => {
  const kinds = new Map<string, number>()
  const mark = (names: ReadonlySet<string>, bit: number): void => {
    for (const name of names) kinds.set(name, (kinds.get(name) ?? 0) | bit)
  }
  mark(BLOCK_ELEMENTS, K_BLOCK)
  mark(SEMANTIC_ELEMENTS, K_SEMANTIC)
  mark(DROPPED_ELEMENTS, K_DROPPED)
  mark(MEDIA_ELEMENTS, K_MEDIA)
  mark(new Set(['meta', 'link']), K_HEAD)
  mark(SECTIONING_ELEMENTS, K_SECTIONING)
  mark(LITERAL_ELEMENTS, K_LITERAL)
  mark(METADATA_ELEMENTS, K_METADATA)
  return kinds
})()

/** ELEMENT_KINDS by the scanner's name id (one array read, not a map lookup); null: the map answers. */
const KINDS_BY_NAME_ID: Uint8Array | null = nameTable(ELEMENT_KINDS)

const F_BLOCK = 1
const F_SEMANTIC = 2
const F_LINK = 4
const F_REGION = 8
/** Form controls with content: a word boundary after them too. */
const F_SPACED = 16
const F_MATH = 32
/**
 * A time to the second, as generators print their build time: ISO 8601 (`2026-12-04T21:20:41.357Z`),
 * HTTP dates (`Fri, 04 Dec 2026 21:16:28 GMT`) and JavaScript's Date strings (`Fri Dec 04 2026
 * 21:16:28 GMT+0000 (…)`), with their fraction and zone. Dates alone (a post's date) and times to
 * the minute are content.
 */
const BUILD_STAMP =
  /(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?:\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2}) \d{4},? \d{2}:\d{2}:\d{2}\b)(?:[.,]\d+)?(?: ?(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT(?:[+-]\d{4})?(?: \([^)]*\))?))?/
/**
 * The most text a build stamp has beside its time ("Built … with Astro v7.4.7."): a block is a
 * stamp only when the time is most of it, so a time quoted in prose is content.
 */
const STAMP_CONTEXT = 48

/**
 * Whether a block is a build stamp: a short block that is mostly a time to the second. It changes
 * at every build, with the page's content or not. Never a block of code or of a table (`literal`),
 * where a time is data: a listing that mentions one is still content.
 */
function isBuildStamp(text: string, literal: boolean): boolean {
  if (literal || !text.includes(':')) return false
  const match = BUILD_STAMP.exec(text)
  if (match === null) return false
  // Links count as their text: a generator's name links to its site.
  const rest = (text.slice(0, match.index) + text.slice(match.index + match[0].length)).replace(LINK_TARGETS, ']')
  return rest.length <= STAMP_CONTEXT
}

const LINK_TARGETS = /\]\([^)]*\)/g

const BOOTSTRAP_NAVBAR = /(?:^|\s)navbar(?:\s|$)/

/** A block that may be a list of related links (relatedName): decided when it closes. */
const F_RELATED = 64
/** The outermost landmark open (see PageCollector.landmarkDepth). */
const F_LANDMARK = 128
/** A sectioning element or role: the header and footer inside are not landmarks. */
const F_SECTIONING = 256
const F_LITERAL = 512
const F_NAV = 1024
/** A code block (`pre`, or Prism's div): the block elements inside are its lines. */
const F_PRE = 2048
const PRISM_CODE = /(?:^|\s)prism-code(?:\s|$)/
const CODE_SPACING = / ?([^\p{L}\p{N}\s_]) ?/gu

/**
 * Class names and ids that themes give to lists of other posts picked for this one ("related
 * posts", "you might also like", "read next"): such a list changes when other pages are added or
 * picked anew at each build, not when this page changes.
 */
const RELATED_NAME = /(?:^|[-_])(?:related|similar|recommend(?:ed|ations?)?|read[-_]?next|more[-_](?:posts|articles|stories|from)|also[-_]like)(?:[-_]|$)/i
/** RELATED_NAME within a list of class names: one test of the whole attribute, which almost always fails. */
const RELATED_IN_LIST = /(?:^|[\s_-])(?:related|similar|recommend(?:ed|ations?)?|read[-_]?next|more[-_](?:posts|articles|stories|from)|also[-_]like)(?:[\s_-]|$)/i
/** The fewest links a related list has, and the least share of its text they hold. */
const RELATED_MIN_LINKS = 2
const RELATED_MIN_LINK_SHARE = 0.5
/** Attributes that name an element, read for RELATED_NAME, on the elements that may hold such a list. */
const NAMING_ATTRIBUTES = ['class', 'id']
const RELATED_CONTAINERS: ReadonlySet<string> = new Set(['div', 'section', 'aside', 'nav', 'ul', 'ol', 'menu', 'dl', 'header', 'footer'])
/** The elements whose class and id the scan keeps: for the rules and for Prism's code blocks (the git plugins' dates are spans). */
const NAMED_CONTAINERS: ReadonlySet<string> = new Set([...RELATED_CONTAINERS, 'search', 'span'])

/**
 * Page metadata that themes write inside their content area, by class or id (metadataName):
 * git-derived last-updated lines and authors, edit links, previous/next page links, version
 * banners. Only names that themes own: a generic `.pagination` or `.meta` may be content elsewhere.
 */
const METADATA_CLASSES = [
  // Docusaurus: the doc and page footers' edit and last-updated row (not the blog's: 3.x gives its tags row the same
  // class), the doc and blog paginators, the version banner.
  'theme-doc-footer-edit-meta-row', 'theme-pages-footer-edit-meta-row', 'pagination-nav', 'theme-doc-version-banner',
  // VitePress's doc footer; MkDocs Material's source facts, and the git plugins' dates and authors anywhere in a page.
  'VPDocFooter', 'md-source-file', 'md-source-date', 'git-revision-date-localized-plugin', 'git-page-authors',
  // sphinx_rtd_theme and the MkDocs readthedocs theme; pydata-sphinx-theme and sphinx-book-theme.
  'rst-footer-buttons', 'rst-breadcrumbs-buttons', 'prev-next-area', 'prev-next-footer', 'editthispage',
  // Docsy, PaperMod, Hugo Book, Eleventy's base blog, MyST (Jupyter Book 2).
  'td-page-meta__lastmod', 'td-page-meta', 'paginav', 'book-footer', 'links-nextprev', 'myst-footer-links'
]
/** Ids of the same (alabaster, Hexo's landscape theme). */
const METADATA_IDS: ReadonlySet<string> = new Set(['rellinks', 'article-nav', 'page-nav'])
const METADATA_IN_LIST = new RegExp(`(?:^|\\s)(${METADATA_CLASSES.join('|')})(?:\\s|$)`)
/** Starlight's page footer (edit link, last updated, previous/next) is a `footer.sl-flex` inside its `<main>`. */
const STARLIGHT_FOOTER = /(?:^|\s)sl-flex(?:\s|$)/
/** Link types of a link to the previous or next page of a series, or to the page's source to edit (WHATWG, and themes). */
const METADATA_REL = /(?:^|\s)(?:prev|next|edit)(?:\s|$)/i

/**
 * A selector naming the element when it is page metadata (METADATA_CLASSES, METADATA_IDS, a link
 * with METADATA_REL); undefined otherwise. Only named containers keep their class and id (NAMED_CONTAINERS).
 */
function metadataName(tag: string, attribs: Record<string, string>): string | undefined {
  if (tag === 'a') {
    const rel = ownAttribute(attribs, 'rel')
    const type = rel === undefined ? null : METADATA_REL.exec(rel)
    return type === null || type === undefined ? undefined : `a[rel~=${type[0].trim().toLowerCase()}]`
  }
  const classes = Object.hasOwn(attribs, 'class') ? (attribs['class'] as string) : ''
  if (classes !== '') {
    const known = METADATA_IN_LIST.exec(classes)
    if (known !== null) return `${tag}.${known[1] as string}`
    if (tag === 'footer' && STARLIGHT_FOOTER.test(classes)) return 'footer.sl-flex'
  }
  const id = Object.hasOwn(attribs, 'id') ? (attribs['id'] as string).trim() : ''
  return id !== '' && METADATA_IDS.has(id) ? `${tag}#${id}` : undefined
}

/**
 * A line that says when the page was last changed ("Last updated on Mar 3, 2026 by Jo", "Page last
 * modified: …", "Last update: …"), as themes and git plugins write it: a short block that starts so.
 */
const LAST_UPDATED = /^(?:page\s+)?last\s+(?:updated|modified|edited|update|changed)\b/i
const LAST_UPDATED_LENGTH = 160
const LAST_UPDATED_LINES: LeftOutName = 'metadata:"Last updated …" lines'

/**
 * A block of a navigation that is only one or two links to the previous or next page, as themes
 * write them: "← Older post", "Getting started →", "Next: Install". PAGE_LINK tests each link's text.
 */
const PAGE_LINKS = /^\[([^\]]*)\]\([^)]*\)(?: ?\[([^\]]*)\]\([^)]*\))?$/
const PAGE_LINK = /^(?:[←«‹⟵◀⇐]|(?:previous|prev|next|older|newer)\b)|[→»›⟶▶⇒]$/i

function isPageLinks(text: string): boolean {
  const links = text.length <= 600 ? PAGE_LINKS.exec(text) : null
  if (links === null) return false
  const [, first, second] = links
  return PAGE_LINK.test((first as string).trim()) && (second === undefined || PAGE_LINK.test(second.trim()))
}

function isLastUpdatedLine(text: string): boolean {
  if (text.length > 4 * LAST_UPDATED_LENGTH || !LAST_UPDATED.test(text.charCodeAt(0) === 0x5b ? text.replace(/^\[+/, '') : text)) return false
  // A line that links (to the commit, to the author) is counted by its text.
  return text.replace(LINK_TARGETS, ']').length <= LAST_UPDATED_LENGTH
}

/** The first token of an element's role, lowercase; '' without one. */
function roleOf(attribs: Record<string, string>): string {
  const role = ownAttribute(attribs, 'role')
  return role === undefined ? '' : (role.trim().split(WHITESPACE)[0] as string).toLowerCase()
}

/** Whether the element's class list has `name` (`token`: the name as a whole word); one native search spares most elements the expression. */
function hasClass(attribs: Record<string, string>, name: string, token: RegExp): boolean {
  const classes = Object.hasOwn(attribs, 'class') ? (attribs['class'] as string) : ''
  return classes.includes(name) && token.test(classes)
}

/** A selector that names a part left out: `tag#id`, `tag.class` (stable names only), `tag[role=…]` or `tag`. */
function partName(tag: string, attribs: Record<string, string>, role: string): string {
  const id = Object.hasOwn(attribs, 'id') ? (attribs['id'] as string).trim() : ''
  if (id !== '' && isStableName(id)) return `${tag}#${id}`
  const classes = Object.hasOwn(attribs, 'class') ? (attribs['class'] as string) : ''
  for (const name of classes.split(WHITESPACE)) if (name !== '' && isStableName(name)) return `${tag}.${name}`
  return role !== '' && LANDMARK_ROLES.has(role) && tag !== 'nav' && tag !== 'search' ? `${tag}[role=${role}]` : tag
}

/** `tag.class` or `tag#id` when the element's name says it lists related posts; undefined otherwise. */
function relatedName(tag: string, attribs: Record<string, string>): string | undefined {
  const list = Object.hasOwn(attribs, 'class') ? (attribs['class'] as string) : ''
  if (list !== '' && RELATED_IN_LIST.test(list)) {
    for (const name of list.split(WHITESPACE)) if (name !== '' && RELATED_NAME.test(name)) return `${tag}.${name}`
  }
  const id = Object.hasOwn(attribs, 'id') ? (attribs['id'] as string).trim() : ''
  return id !== '' && !/\s/.test(id) && RELATED_NAME.test(id) ? `${tag}#${id}` : undefined
}

/** A block named as related posts, while it is open: what the page held when it opened. */
interface RelatedMark {
  name: string
  /** The length of each candidate's blocks. */
  lengths: number[]
  chars: number
  linkChars: number
  links: number
}

/** Whitespace runs as one space, trimmed; most texts have none to collapse and are returned as they are. */
function collapseSpaces(text: string): string {
  const collapse = NOT_SINGLE_SPACES.test(text) || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20
  return collapse ? text.replace(WHITESPACE, ' ').trim() : text
}

/** Nothing below U+0300 (where combining marks start) changes under NFC. */
const MAY_NEED_NFC = /[\u0300-\uffff]/

function nfc(text: string): string {
  return MAY_NEED_NFC.test(text) ? text.normalize('NFC') : text
}

/**
 * Semantic elements nested deeper than this add nothing to their blocks' path: a path per depth
 * makes memory grow with the square of the nesting (100,000 `<blockquote>`s), and no real page
 * nests that deep, so no real page's blocks change.
 */
const MAX_SEMANTIC_DEPTH = 256
/** Past this many, paths are no longer kept (see SemanticPath.of). */
const KEPT_PATHS_LIMIT = 4096
/** Longer paths are never kept: a page of deep nesting would keep every prefix of its deepest. */
const KEPT_PATH_LENGTH = 256
let keptPaths = 0

/**
 * A semantic path (`table>tr>td`), kept across pages: a site's pages share a few dozen, so an
 * element that opens one makes no string, and its blocks start with the same `prefix` (path + `|`).
 */
class SemanticPath {
  /** The kept paths one element deeper: a few, searched in order (cheaper than a Map). */
  private readonly children: SemanticPath[] = []

  private constructor(
    readonly prefix: string,
    /** The name of the path's last element. */
    readonly name: string
  ) {}

  /** The path of `name` inside `parent` (null: at the top). */
  static of(parent: SemanticPath | null, name: string): SemanticPath {
    const children = parent === null ? TOP_PATHS : parent.children
    for (let i = 0; i < children.length; i++) {
      const child = children[i] as SemanticPath
      if (child.name === name) return child
    }
    const prefix = (parent === null ? name : parent.prefix.slice(0, -1) + '>' + name) + '|'
    // The prefix is the path and its `|`.
    const keep = keptPaths < KEPT_PATHS_LIMIT && prefix.length <= KEPT_PATH_LENGTH + 1
    // A kept path is flat and its own: not a rope of pieces, nor a slice of a page.
    if (!keep) return new SemanticPath(prefix, name)
    keptPaths++
    // The name as SEMANTIC_ELEMENTS spells it, an interned string like the scanner's names, which
    // `===` then compares by address.
    const path = new SemanticPath(ownCopy(prefix), SEMANTIC_NAMES.get(name) ?? ownCopy(name))
    children.push(path)
    return path
  }
}

/** The kept paths at the top (see SemanticPath.children). */
const TOP_PATHS: SemanticPath[] = []
const SEMANTIC_NAMES: ReadonlyMap<string, string> = new Map([...SEMANTIC_ELEMENTS].map((name) => [name, name]))

interface OpenLink {
  raw: string
  url: string | undefined
  /** Some content of the link was written (in this block or an earlier one). */
  written: boolean
  /** Where its `[` is in the block being written; -1 when it is in a block already ended. */
  start: number
  /** The first code unit of its text (leavesOut reads it, not the block, which it would flatten). */
  first: number
}

/**
 * Links to a place in the page itself that are not content: a heading's permalink or a footnote's
 * way back (`#`, `¶`, `↩`: no letter or digit), and a skip link ("Skip to main content"). Themes
 * add, drop and restyle them at will.
 */
const NO_WORDS = /^[^\p{L}\p{N}]*$/u
const SKIP_LINK = /^skip to\b/i
/** The text of a link to edit or view the page's source, as themes write it (page metadata). */
const EDIT_LINK = /^(?:edit (?:this page|page|this page on \w+|on \w+)|suggest (?:an )?edits?|improve this (?:page|doc(?:ument)?)|view (?:page )?source|show source)$/i
const EDIT_LINKS: LeftOutName = 'metadata:"Edit this page" links'
const EDIT_LINK_LENGTH = 40

/**
 * The per-page state machine. Receives open/text/close events (from the stream or from a DOM
 * walk) with the element to match selectors against, collects blocks for every content
 * candidate still able to win, and picks the winner at the end.
 */
class PageCollector<E> {
  /** > 0 while inside a dropped subtree (the count includes the dropped root). */
  dropDepth = 0
  private readonly matchers: Matchers<E>
  private readonly pageUrl: URL
  private readonly siteUrl: URL

  private depth = 0
  private readonly flags: number[] = []
  private readonly semantic: string[] = []
  /** semanticPaths[i]: the path of semantic[0..i] (SemanticPath.of). */
  private readonly semanticPaths: SemanticPath[] = []

  // Candidates 0..n-1 are the content selectors; candidate n is the whole document (fallback).
  private readonly candidateCount: number
  /** Candidates with index >= live can no longer win (an earlier one matched). */
  private live: number
  // Plain arrays of a few small integers: a typed array per page costs more to allocate than it saves.
  private readonly regionDepth: number[] = []
  private readonly semanticBase: number[] = []
  private readonly matched: number[] = []
  private readonly blocks: string[][] = []
  private activeRegions = 0

  // The block being written.
  /** Its text so far (a rope of its pieces). */
  private written = ''
  /** The first code unit of its first piece, lowercase for a letter (past a link's `[`). */
  private firstLetter = 0
  private pendingSpace = false
  private readonly links: OpenLink[] = []
  /** links[0 .. openedLinks-1] have their '[' written in the current block. */
  private openedLinks = 0

  // Drop state.
  private dropScansHead = true
  private jsonLd: string | null = null
  private readonly jsonLdBlocks: string[] = []

  // Head facts.
  noindex = false
  canonical: string | undefined = undefined
  refreshTo: string | undefined = undefined
  alternates: Alternate[] | undefined = undefined
  private sawBody = false
  private readonly warnings: string[] = []
  /** See PageFacts.mayHoldDates: set by any element that html-dates could write to. */
  private mayHoldDates = false
  /** Open math elements (outside dropped subtrees). */
  private mathDepth = 0
  /** Open blocks named as related posts, innermost last. */
  private readonly related: RelatedMark[] = []
  /** Characters of text written, those written inside links, and links opened: the link share of a part. */
  private writtenChars = 0
  private linkChars = 0
  private linkCount = 0
  /** Open sectioning elements and roles (SECTIONING_ELEMENTS). */
  private sectioning = 0
  /** Open navigation (`nav`, role=navigation), and the name of the outermost (partName). */
  private navDepth = 0
  private navName = ''
  /** The depth of the outermost open landmark (openLandmark), -1 outside any; its name, and whether a block was left out of it. */
  private landmarkDepth = -1
  private landmarkName = ''
  private landmarkWithheld = false
  /** Open code blocks (F_PRE). */
  private preDepth = 0
  /** Open code and table elements (LITERAL_ELEMENTS), and whether the block being written had one open. */
  private literalDepth = 0
  private literalInBlock = false
  // By candidate, as blocks are: a part or stamp outside the content that wins was never content, and is not reported.
  /** The parts the rules left out (LeftOutName); made at the first. */
  private readonly leftOut: Array<LeftOutName[] | undefined> = []
  /** The first block left out as a build stamp (isBuildStamp). */
  private readonly stamps: Array<string | undefined> = []

  constructor(matchers: Matchers<E>, pageUrl: URL, siteUrl: URL) {
    this.matchers = matchers
    this.pageUrl = pageUrl
    this.siteUrl = siteUrl
    const n = matchers.content.length
    this.candidateCount = n
    for (let i = 0; i <= n; i++) {
      this.regionDepth.push(-1)
      this.semanticBase.push(0)
      this.matched.push(0)
      this.blocks.push([])
      this.leftOut.push(undefined)
      this.stamps.push(undefined)
    }
    this.live = n + 1
    // The document candidate is in its region from the start (depth 0 never closes).
    this.regionDepth[n] = 0
    this.activeRegions = 1
  }

  /**
   * `id`: the number of the interned name, when the scan gives it (see KINDS_BY_NAME_ID);
   * `marked`: see Matchers.marksIgnored.
   */
  open(name: string, attribs: Record<string, string>, element: E | null, id?: number, marked?: boolean): void {
    let kind = (id === undefined || KINDS_BY_NAME_ID === null ? ELEMENT_KINDS.get(name) : KINDS_BY_NAME_ID[id]) ?? 0
    // Date carriers count wherever they are, dropped subtrees included: html-dates writes there too.
    if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs)) this.mayHoldDates = true
    if (this.dropDepth > 0) {
      // A JSON-LD block in a dropped subtree is not read, and one with elements in it (inside
      // MathML, where a script body is markup) is not read as written: either may hold dates.
      if (this.jsonLd !== null || (name === 'script' && isJsonLd(attribs)) || hasAttribute(attribs, 'data-lastmod')) {
        this.mayHoldDates = true
      }
      this.dropDepth++
      if (this.dropScansHead && kind & K_HEAD) this.headFacts(name, attribs)
      return
    }
    this.depth++
    if (kind & K_HEAD) this.headFacts(name, attribs)
    if (name === 'body') this.sawBody = true
    const el = element as E

    // Most elements have no attributes, and most ignore selectors test some (the default ones do):
    // an element without any, or without those they test, skips them.
    const { ignoreNeedsAttribute, mayBeIgnored, marksIgnored } = this.matchers
    const mayMatch =
      attribs === NO_ATTRIBUTES
        ? !ignoreNeedsAttribute
        : marked !== undefined && marksIgnored
          ? marked
          : mayBeIgnored === undefined || mayBeIgnored(attribs)
    if (mayMatch && this.matchers.ignore(el)) {
      // `[data-lastmod]` is always ignored: outside dropped subtrees, this is where it is met.
      if (hasAttribute(attribs, 'data-lastmod')) this.mayHoldDates = true
      this.enterDrop(name, 0)
      return
    }
    if (kind & K_METADATA && this.matchers.pageMetadata && attribs !== NO_ATTRIBUTES && this.activeRegions > 0) {
      const part = metadataName(name, attribs)
      if (part !== undefined) {
        if (hasAttribute(attribs, 'data-lastmod')) this.mayHoldDates = true
        this.leaveOut(`metadata:${part}`, false)
        this.enterDrop(name, 0)
        return
      }
    }
    if (name === 'button') {
      // A button's label is the page's controls ("Copy", "On this page", "Toggle theme"), not its content; it still separates words.
      this.pendingSpace = true
      this.enterDrop(name, F_SPACED)
      return
    }
    if (kind & K_DROPPED) {
      if (name === 'iframe') this.media(name, attribs)
      else if (name === 'script' && isJsonLd(attribs)) {
        this.jsonLd = ''
        // In MathML a script body is markup: comments in it are not text, so its text is not what html-dates reads.
        if (this.mathDepth > 0) this.mayHoldDates = true
      }
      this.enterDrop(name, 0)
      return
    }

    let flags = 0
    const content = this.matchers.content
    const limit = Math.min(this.live, this.candidateCount)
    for (let i = 0; i < limit; i++) {
      if (this.regionDepth[i] === -1 && (content[i] as (e: E) => boolean)(el)) {
        this.startRegion(i)
        flags |= F_REGION
        break // candidates after i are no longer live
      }
    }

    // A code block: a `pre`, or the div that Prism's renderer (Docusaurus 2 and others) writes for one.
    let block = name
    if (name === 'div' && attribs !== NO_ATTRIBUTES && hasClass(attribs, 'prism-code', PRISM_CODE)) block = 'pre'
    const code = block === 'pre' || name === 'listing' || name === 'xmp'
    if (this.preDepth > 0 && (code || kind & K_BLOCK)) {
      // Inside a code block, an element per line is a line, as a line break is, and a code block
      // in it (Prism's inside a pre) is the same one: one block, whatever the markup.
      kind = 0
      block = name
      this.pendingSpace = true
      flags |= F_SPACED
    }
    if (code) {
      this.preDepth++
      flags |= F_PRE
    }

    if (kind & K_BLOCK) {
      this.flush()
      flags |= F_BLOCK
      if (this.matchers.relatedLinks && attribs !== NO_ATTRIBUTES && this.activeRegions > 0 && (flags & F_REGION) === 0 && RELATED_CONTAINERS.has(name)) {
        const related = relatedName(name, attribs)
        if (related !== undefined) {
          this.related.push({ name: related, lengths: this.blocks.map((b) => b.length), chars: this.writtenChars, linkChars: this.linkChars, links: this.linkCount })
          flags |= F_RELATED
        }
      }
      if ((kind & K_SEMANTIC || block === 'pre') && this.semantic.length < MAX_SEMANTIC_DEPTH) {
        const depth = this.semantic.length
        this.semantic.push(block)
        this.semanticPaths.push(SemanticPath.of(depth === 0 ? null : (this.semanticPaths[depth - 1] as SemanticPath), block))
        flags |= F_SEMANTIC
      }
    } else if (name === 'a') {
      const href = ownAttribute(attribs, 'href')
      if (href !== undefined) {
        this.links.push({ raw: href, url: undefined, written: false, start: -1, first: -1 })
        this.linkCount++
        flags |= F_LINK
      }
    } else if (name === 'br' || name === 'input') {
      // Line breaks and form controls separate words ("Email[input]Contact sales").
      this.pendingSpace = true
    } else if (name === 'select' || name === 'textarea') {
      this.pendingSpace = true
      flags |= F_SPACED
    } else if (name === 'img') {
      this.image(attribs)
    } else if (name === 'math') {
      this.mathDepth++
      flags |= F_MATH
    } else if (kind & K_MEDIA) {
      this.media(name, attribs)
    }
    if (kind & K_LITERAL || block === 'pre') {
      this.literalDepth++
      this.literalInBlock = true
      flags |= F_LITERAL
    }
    const role = attribs === NO_ATTRIBUTES ? '' : roleOf(attribs)
    if (this.matchers.dropsLandmarks.length > 0) flags |= this.openLandmark(name, attribs, role, kind, flags)
    if (this.matchers.pageMetadata && (name === 'nav' || role === 'navigation')) {
      if (this.navDepth++ === 0) this.navName = partName(name, attribs, role)
      flags |= F_NAV
    }
    this.flags.push(flags)
  }

  /** Counts sectioning elements, and starts a landmark when none is open; returns their flags. */
  private openLandmark(name: string, attribs: Record<string, string>, role: string, kind: number, flags: number): number {
    let landmark = role !== '' ? LANDMARK_ROLES.has(role) : name === 'nav' || name === 'search'
    if (role === '' && (name === 'header' || name === 'footer')) landmark = this.sectioning === 0
    // Bootstrap's navbar, which its themes write as a div with no role.
    else if (role === '' && name === 'div' && attribs !== NO_ATTRIBUTES && hasClass(attribs, 'navbar', BOOTSTRAP_NAVBAR)) landmark = true
    const added = kind & K_SECTIONING || (role !== '' && SECTIONING_ROLES.has(role)) ? F_SECTIONING : 0
    if (added !== 0) this.sectioning++
    if (!landmark || this.landmarkDepth >= 0) return added
    // What came before it is not in it (a block element has flushed it already).
    if ((flags & F_BLOCK) === 0) this.flush()
    this.landmarkDepth = this.depth
    this.landmarkName = partName(name, attribs, role)
    this.landmarkWithheld = false
    return added | F_LANDMARK
  }

  /** Whether a candidate whose region is open keeps the landmark that is open (it is not one that leaves landmarks out). */
  private keptInLandmark(): boolean {
    const drops = this.matchers.dropsLandmarks
    for (let i = 0; i < this.live; i++) if (this.regionDepth[i] !== -1 && drops[i] !== true) return true
    return false
  }

  /** Ends the landmark that closes: names it for the candidates that left a block of it out. */
  private closeLandmark(flags: number): void {
    if ((flags & F_BLOCK) === 0) this.flush()
    this.landmarkDepth = -1
    if (this.landmarkWithheld) this.leaveOut(`landmark:${this.landmarkName}`, true)
  }

  /** Names a part left out for the candidates whose region is open (`landmarks`: only those that leave landmarks out). */
  private leaveOut(name: LeftOutName, landmarks: boolean): void {
    const drops = this.matchers.dropsLandmarks
    for (let i = 0; i < this.live; i++) {
      if (this.regionDepth[i] === -1 || (landmarks && drops[i] !== true)) continue
      const names = (this.leftOut[i] ??= [])
      if (!names.includes(name)) names.push(name)
    }
  }

  /** Returns whether the closed element was one the caller created a record for. */
  close(): boolean {
    if (this.dropDepth > 1) {
      this.dropDepth--
      return false
    }
    if (this.dropDepth === 1) {
      this.dropDepth = 0
      if ((this.flags.pop() ?? 0) & F_SPACED) this.pendingSpace = true
      if (this.jsonLd !== null) {
        const raw = this.jsonLd
        this.jsonLd = null
        const warned = this.warnings.length
        const block = jsonLdBlock(raw, this.pageUrl, this.siteUrl, this.warnings)
        if (block !== undefined) this.jsonLdBlocks.push(block)
        if (block === undefined || this.warnings.length > warned || !isPlainJson(raw)) this.mayHoldDates = true
      }
      this.depth--
      return true
    }
    const flags = this.flags.pop() ?? 0
    if (flags & F_BLOCK) {
      this.flush()
      if (flags & F_SEMANTIC) {
        this.semantic.pop()
        this.semanticPaths.pop()
      }
    }
    if (flags & F_RELATED) this.closeRelated()
    if (flags & F_LANDMARK) this.closeLandmark(flags)
    if (flags & F_SECTIONING) this.sectioning--
    if (flags & F_LITERAL) this.literalDepth--
    if (flags & F_NAV) this.navDepth--
    if (flags & F_PRE) this.preDepth--
    if (flags & F_LINK) this.closeLink()
    if (flags & F_SPACED) this.pendingSpace = true
    if (flags & F_MATH) this.mathDepth--
    if (flags & F_REGION) {
      this.flush()
      for (let i = 0; i < this.live; i++) {
        if (this.regionDepth[i] === this.depth) {
          this.regionDepth[i] = -1
          this.activeRegions--
        }
      }
    }
    this.depth--
    return true
  }

  /** Whether text() would use text now (see ScanHandler.wantsText): false outside the regions and in dropped subtrees. */
  wantsText(): boolean {
    return this.jsonLd !== null || (this.dropDepth === 0 && this.activeRegions > 0)
  }

  /** `spacesOnly`: see ScanHandler.ontext. */
  text(data: string, spacesOnly?: boolean): void {
    if (this.jsonLd !== null) {
      this.jsonLd += data
      return
    }
    if (this.dropDepth > 0 || this.activeRegions === 0) return
    // HTML's tree builder drops NUL characters from text: a build that writes one has not changed the page.
    if (data.includes('\0')) {
      data = data.replaceAll('\0', '')
      spacesOnly = undefined
    }
    // Most text has no whitespace but single spaces: the scanner knows, or one native scan proves
    // it, and the text is appended whole (a space at either end is only pending, so that no block
    // starts or ends with one and a text split into several events gives the same block).
    if (spacesOnly === undefined ? !NOT_SINGLE_SPACES.test(data) : spacesOnly) {
      let start = 0
      let end = data.length
      if (data.charCodeAt(0) === 0x20) {
        this.pendingSpace = true
        start = 1
      }
      const trailing = end > start && data.charCodeAt(end - 1) === 0x20
      if (trailing) end--
      if (end > start) this.put(start === 0 && end === data.length ? data : data.slice(start, end))
      if (trailing) this.pendingSpace = true
      return
    }
    // Otherwise one scan: runs of text with single interior spaces are appended whole; any other
    // whitespace (newlines, indentation, runs) becomes one pending space.
    const n = data.length
    let start = -1
    let i = 0
    while (i < n) {
      const c = data.charCodeAt(i)
      if (!isWhitespace(c)) {
        if (start < 0) start = i
        i++
        continue
      }
      if (c === 0x20 && start >= 0 && i + 1 < n && !isWhitespace(data.charCodeAt(i + 1))) {
        i++
        continue
      }
      if (start >= 0) {
        this.put(data.slice(start, i))
        start = -1
      }
      this.pendingSpace = true
      i++
      while (i < n && isWhitespace(data.charCodeAt(i))) i++
    }
    if (start >= 0) this.put(start === 0 ? data : data.slice(start))
  }

  /** The page's facts. */
  finish(): PageFacts {
    this.flush()
    const n = this.candidateCount
    let winner = n
    for (let i = 0; i < n; i++) {
      if (this.matched[i] === 1) {
        winner = i
        break
      }
    }
    // A page without a <body> tag (minifiers drop it) has an implied body: the document is it.
    if (winner === n && n > 0 && (this.sawBody || !this.matchers.hasBodySelector)) {
      this.warnings.push(`none of the content selectors (${this.matchers.contentNames}) matched; hashed the whole page`)
    }
    // Alternates are links of the page, though outside its content area: blocks after the JSON-LD.
    const alternates = this.alternates
    const last = alternates === undefined ? this.jsonLdBlocks : this.jsonLdBlocks.concat(alternateBlocks(alternates, this.pageUrl, this.siteUrl))
    const facts = pageFacts(this.blocks[winner] as string[], last, this, this.warnings, this.mayHoldDates)
    const leftOut = this.leftOut[winner]
    if (leftOut !== undefined) facts.leftOut = leftOut
    const stamp = this.stamps[winner]
    if (stamp !== undefined) facts.buildStamp = ownCopy(stamp)
    return facts
  }

  // -- regions --------------------------------------------------------------------------------

  private startRegion(index: number): void {
    this.flush()
    if (this.matched[index] === 0) {
      this.matched[index] = 1
      // Every candidate listed after this one has lost: stop collecting for it.
      for (let i = index + 1; i < this.live; i++) {
        if (this.regionDepth[i] !== -1) {
          this.regionDepth[i] = -1
          this.activeRegions--
        }
        this.blocks[i] = []
        this.leftOut[i] = undefined
        this.stamps[i] = undefined
      }
      this.live = index + 1
    }
    this.regionDepth[index] = this.depth
    this.semanticBase[index] = this.semantic.length
    this.activeRegions++
  }

  /** Leaves out the blocks of the related list that closes (flushed) when links make most of its text. */
  private closeRelated(): void {
    const mark = this.related.pop() as RelatedMark
    const chars = this.writtenChars - mark.chars
    if (this.linkCount - mark.links < RELATED_MIN_LINKS || this.linkChars - mark.linkChars < RELATED_MIN_LINK_SHARE * chars) return
    for (let i = 0; i < this.blocks.length; i++) {
      const blocks = this.blocks[i] as string[]
      const length = mark.lengths[i] as number
      if (blocks.length > length) blocks.length = length
    }
    this.leaveOut(`related:${mark.name}`, false)
  }

  private enterDrop(name: string, flags: number): void {
    this.dropDepth = 1
    this.dropScansHead = name !== 'template' && name !== 'svg'
    this.flags.push(flags)
  }

  // -- writing ----------------------------------------------------------------------------------

  /** Appends non-blank content to the block, with the pending space and any link openings before it. */
  private put(content: string): void {
    if (this.written === '') this.firstLetter = content.charCodeAt(0) | 0x20
    if (this.pendingSpace) {
      if (this.written !== '') this.written += ' '
      this.pendingSpace = false
    }
    const links = this.links
    for (let i = this.openedLinks; i < links.length; i++) {
      const link = links[i] as OpenLink
      link.start = this.written.length
      link.first = content.charCodeAt(0)
      this.written += '['
      link.written = true
    }
    this.openedLinks = links.length
    this.written += content
    this.writtenChars += content.length
    if (links.length > 0) this.linkChars += content.length
  }

  private closeLink(): void {
    const link = this.links.pop()
    if (link === undefined) return
    if (this.openedLinks > this.links.length) {
      this.openedLinks = this.links.length
      if (link.start >= 0 && this.leavesOut(link)) {
        // The link goes with the space before it, which the next text gets back.
        this.written = this.written.slice(0, link.start)
        if (this.written.endsWith(' ')) {
          this.written = this.written.slice(0, -1)
          this.pendingSpace = true
        }
        return
      }
      this.written += '](' + this.linkUrl(link) + ')'
    } else if (!link.written && this.activeRegions > 0 && !link.raw.trimStart().startsWith('#')) {
      // A link without text (an icon whose svg is dropped) is still a link target.
      link.written = true
      this.put('[](' + this.linkUrl(link) + ')')
    }
  }

  /** Whether a link that closes, its text written in this block, is left out: NO_WORDS and SKIP_LINK in the page, EDIT_LINK. */
  private leavesOut(link: OpenLink): boolean {
    const raw = link.raw
    const first = raw.charCodeAt(0)
    if (first === 0x23 || (isWhitespace(first) && raw.trimStart().startsWith('#'))) {
      const text = this.written.slice(link.start + 1)
      if (NO_WORDS.test(text) || SKIP_LINK.test(text)) return true
    }
    // Its length and first letter spare most links the expression.
    if (!this.matchers.pageMetadata || this.written.length - link.start - 1 > EDIT_LINK_LENGTH) return false
    const letter = link.first | 0x20
    if (letter !== 0x65 && letter !== 0x73 && letter !== 0x69 && letter !== 0x76) return false
    if (!EDIT_LINK.test(this.written.slice(link.start + 1).trim())) return false
    this.leaveOut(EDIT_LINKS, false)
    return true
  }

  private linkUrl(link: OpenLink): string {
    if (link.url === undefined) link.url = normalizeContentUrl(link.raw, this.pageUrl, this.siteUrl)
    return link.url
  }

  private image(attribs: Record<string, string>): void {
    if (this.activeRegions === 0) return
    this.putEmbedded(imageMarker(attribs, this.pageUrl, this.siteUrl))
  }

  private media(name: string, attribs: Record<string, string>): void {
    if (this.activeRegions === 0) return
    const marker = mediaMarker(name, attribs, this.pageUrl, this.siteUrl)
    if (marker !== null) this.putEmbedded(marker)
  }

  /** Embedded content is a word of its own: whitespace around it, or its absence, is not content. */
  private putEmbedded(marker: string): void {
    this.pendingSpace = true
    this.put(marker)
    this.pendingSpace = true
  }

  /** Ends the current block: it goes to every candidate whose region is open. */
  private flush(): void {
    const literal = this.literalInBlock
    this.literalInBlock = this.literalDepth > 0
    if (this.written === '') {
      this.pendingSpace = false
      return
    }
    for (let i = this.openedLinks - 1; i >= 0; i--) {
      const link = this.links[i] as OpenLink
      this.written += '](' + this.linkUrl(link) + ')'
      link.start = -1
    }
    this.openedLinks = 0
    // In code, a space beside punctuation is formatting (`function(app)`, `function (app)`); between two words it is not.
    const text = this.preDepth > 0 ? this.written.replace(CODE_SPACING, '$1') : this.written
    this.written = ''
    this.pendingSpace = false
    const inLandmark = this.landmarkDepth >= 0
    if (inLandmark && !this.keptInLandmark()) {
      // Every candidate leaves the landmark out (a body-wide area's header nav): nothing to judge.
      this.landmarkWithheld = true
      return
    }
    // Its first letter spares most blocks the test, which would flatten the block's pieces one more time.
    const letter = this.firstLetter
    if (this.matchers.pageMetadata && !literal && (letter === 0x6c || letter === 0x70) && isLastUpdatedLine(text)) {
      this.leaveOut(LAST_UPDATED_LINES, false)
      return
    }
    if (this.navDepth > 0 && this.matchers.pageMetadata && isPageLinks(text)) {
      this.leaveOut(`metadata:${this.navName}`, false)
      return
    }
    if (this.matchers.buildStamps && isBuildStamp(text, literal)) {
      // Where the landmark leaves the block out, it is not a stamp left out.
      for (let i = 0; i < this.live; i++) if (this.regionDepth[i] !== -1 && !(inLandmark && this.matchers.dropsLandmarks[i] === true)) this.stamps[i] ??= text
      return
    }

    let cachedBase = -1
    /** The block's path and its `|`. */
    let cachedPrefix = ''
    for (let i = 0; i < this.live; i++) {
      if (this.regionDepth[i] === -1) continue
      if (inLandmark && this.matchers.dropsLandmarks[i] === true) {
        this.landmarkWithheld = true
        continue
      }
      const base = this.semanticBase[i] as number
      if (base !== cachedBase) {
        cachedBase = base
        const paths = this.semanticPaths
        cachedPrefix = base === 0 ? (paths.length === 0 ? '|' : (paths[paths.length - 1] as SemanticPath).prefix) : this.semantic.slice(base).join('>') + '|'
      }
      const block = cachedPrefix + text
      const blocks = this.blocks[i] as string[]
      blocks.push(block)
    }
  }

  // -- head facts -------------------------------------------------------------------------------

  private headFacts(name: string, attribs: Record<string, string>): void {
    readHeadFacts(this, name, attribs)
  }
}

/** A page's facts from its content blocks and JSON-LD blocks (see PageCollector.finish). */
function pageFacts(content: string[], jsonLd: string[], head: HeadFacts, warnings: string[], mayHoldDates: boolean): PageFacts {
  let blocks = jsonLd.length === 0 ? content : content.concat(jsonLd)
  // One test of the join spares one a block; only the content is normalised (JSON-LD is canonical).
  // Normalising the blocks one by one equals normalising their join: '\n' and '|' never compose.
  let hashed = blocks.join('\n')
  if (MAY_NEED_NFC.test(hashed)) {
    const normalised = content.map(nfc)
    blocks = jsonLd.length === 0 ? normalised : normalised.concat(jsonLd)
    hashed = blocks.join('\n')
  }
  return factsOf(blocks, hashed, head, warnings, mayHoldDates)
}

/** The facts of a page whose blocks joined by '\n' are `hashed`, without the blocks. */
function hashedFacts(hashed: string, head: HeadFacts, warnings: string[], mayHoldDates: boolean): HashedFacts {
  const facts: HashedFacts = {
    hash: 'sha256:' + digestOf('sha256', hashed, 'hex'),
    hashed,
    noindex: head.noindex,
    warnings,
    mayHoldDates
  }
  if (head.canonical !== undefined) facts.canonical = head.canonical
  if (head.refreshTo !== undefined) facts.refreshTo = head.refreshTo
  if (head.alternates !== undefined) facts.alternates = head.alternates
  return facts
}

/** hashedFacts with the blocks. */
function factsOf(blocks: string[], hashed: string, head: HeadFacts, warnings: string[], mayHoldDates: boolean): PageFacts {
  const facts = hashedFacts(hashed, head, warnings, mayHoldDates) as PageFacts
  facts.blocks = blocks
  return facts
}

/** What headFacts reads into. */
interface HeadFacts {
  noindex: boolean
  canonical: string | undefined
  refreshTo: string | undefined
  alternates: Alternate[] | undefined
}

/** A language tag with an optional region or script (`de`, `en-GB`, `zh-Hant`), or `x-default`: what hreflang may hold. */
const HREFLANG = /^(?:[a-z]{2,3}(?:-[a-z\d]{1,8})*|x-default)$/i

/** The head facts of a meta or link element (robots noindex, meta refresh, canonical, alternates). */
function readHeadFacts(facts: HeadFacts, name: string, attribs: Record<string, string>): void {
  if (name === 'meta') {
    const metaName = ownAttribute(attribs, 'name')?.trim().toLowerCase()
    if (metaName === 'robots' || metaName === 'googlebot') {
      const directives = (ownAttribute(attribs, 'content') ?? '').toLowerCase().split(/[\s,]+/)
      if (directives.includes('noindex') || directives.includes('none')) facts.noindex = true
      return
    }
    if (facts.refreshTo === undefined && ownAttribute(attribs, 'http-equiv')?.trim().toLowerCase() === 'refresh') {
      const target = refreshTarget(ownAttribute(attribs, 'content') ?? '')
      if (target !== undefined) facts.refreshTo = target
    }
  } else if (name === 'link') {
    const rel = ownAttribute(attribs, 'rel')
    const href = ownAttribute(attribs, 'href')?.trim()
    if (rel === undefined || href === undefined || href === '') return
    if (facts.canonical === undefined && rel.toLowerCase().split(/\s+/).includes('canonical')) facts.canonical = href
    // Feeds are alternates too, without a hreflang: only language versions count.
    const hreflang = ownAttribute(attribs, 'hreflang')?.trim()
    if (hreflang !== undefined && HREFLANG.test(hreflang) && rel.toLowerCase().split(/\s+/).includes('alternate')) {
      ;(facts.alternates ??= []).push({ hreflang, href })
    }
  }
}

/** One block per distinct alternate, in code-unit order: the order the head lists them in is not content. */
function alternateBlocks(alternates: readonly Alternate[], pageUrl: URL, siteUrl: URL): string[] {
  const blocks = new Set<string>()
  for (const a of alternates) {
    const href = normalizeContentUrl(a.href, pageUrl, siteUrl)
    // An alternate that names the page itself (x-default on a site of one language) tells nothing.
    if (canonicalRelation(href, pageUrl).kind !== 'self') blocks.add(`hreflang|[${a.hreflang}](${href})`)
  }
  return [...blocks].sort()
}

/** An image's marker: `![alt](url)`. */
function imageMarker(attribs: Record<string, string>, pageUrl: URL, siteUrl: URL): string {
  const raw =
    ownAttribute(attribs, 'data-src') ??
    ownAttribute(attribs, 'src') ??
    firstSrcsetUrl(ownAttribute(attribs, 'data-srcset') ?? ownAttribute(attribs, 'srcset') ?? '')
  const alt = collapseSpaces(ownAttribute(attribs, 'alt') ?? '')
  return '![' + alt + '](' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')'
}

/** Embedded media other than img: `!name(url)`; null without a source. */
function mediaMarker(name: string, attribs: Record<string, string>, pageUrl: URL, siteUrl: URL): string | null {
  const raw = ownAttribute(attribs, 'data-src') ?? ownAttribute(attribs, name === 'object' ? 'data' : 'src')
  // <source srcset> inside <picture> repeats the <img>; a <video> with only <source>s has no src.
  if (raw === undefined) return null
  return '!' + name + '(' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')'
}

/**
 * Every attribute the collector reads, `type` for isJsonLd included. A page scan keeps no other
 * but those the selectors test (see attributeFilter): the collector reads through the two
 * functions below, whose names must be listed here.
 */
const COLLECTOR_ATTRIBUTES = [
  'href', 'src', 'data-src', 'srcset', 'data-srcset', 'alt', 'data', 'name', 'property', 'content', 'http-equiv',
  'rel', 'type', 'data-lastmod', 'hreflang', 'role'
] as const
type CollectorAttribute = (typeof COLLECTOR_ATTRIBUTES)[number]

function ownAttribute(attribs: Record<string, string>, name: CollectorAttribute): string | undefined {
  return Object.hasOwn(attribs, name) ? attribs[name] : undefined
}

function hasAttribute(attribs: Record<string, string>, name: CollectorAttribute): boolean {
  return Object.hasOwn(attribs, name)
}

/**
 * Whether an element may have one of `names`: true when it has, and for names its attributes
 * object inherits (`constructor`), which the selectors then answer themselves.
 */
function hasAnyOf(names: readonly string[]): (attribs: Record<string, string>) => boolean {
  const [first, second] = names
  if (names.length === 0 || first === undefined) return () => false
  if (names.length === 1) return (attribs) => attribs[first] !== undefined
  if (names.length === 2 && second !== undefined) return (attribs) => attribs[first] !== undefined || attribs[second] !== undefined
  return (attribs) => names.some((name) => attribs[name] !== undefined)
}

/**
 * The attributes the selectors test, lowercase as parsers give an element's attributes (a
 * selector's own spelling does not matter in HTML); undefined when not known (see tokensAttributes).
 */
function attributesTested(selectors: readonly ParsedSelector[]): string[] | undefined {
  const names = new Set<string>()
  for (const selector of selectors) {
    if (selector.attributes === undefined) return undefined
    for (const name of selector.attributes) names.add(name.toLowerCase())
  }
  return [...names]
}

function isDateMeta(attribs: Record<string, string>): boolean {
  const property = ownAttribute(attribs, 'property')
  const name = ownAttribute(attribs, 'name')
  return (
    (property !== undefined && MODIFIED_META.has(property.trim().toLowerCase())) ||
    (name !== undefined && MODIFIED_META.has(name.trim().toLowerCase()))
  )
}

/** Only JSON whitespace around the text (JSON.parse refuses the rest of what trim() removes). */
const JSON_PADDING = /^[ \t\n\r]*$/

/**
 * Valid JSON-LD text (already parsed) that cannot hold a dateModified key: none is spelled out, and
 * no backslash escape could spell one; nothing but JSON whitespace around it.
 */
function isPlainJson(raw: string): boolean {
  if (raw.includes('dateModified') || raw.includes('\\')) return false
  const start = raw.length - raw.trimStart().length
  const end = raw.trimEnd().length
  return JSON_PADDING.test(raw.slice(0, start)) && JSON_PADDING.test(raw.slice(end))
}

function firstSrcsetUrl(srcset: string): string {
  const trimmed = srcset.trim()
  const end = trimmed.search(/[\s,]/)
  return end < 0 ? trimmed : trimmed.slice(0, end)
}

const REFRESH = /^\s*(?:\d+(?:\.[\d.]*)?|\.[\d.]*)\s*[;,]?\s*(?:url\s*=\s*)?/i

/** The URL of a meta refresh `content` ("0; url=/new/"), or undefined when it only reloads. */
function refreshTarget(content: string): string | undefined {
  const match = REFRESH.exec(content)
  if (match === null) return undefined
  let rest = content.slice(match[0].length)
  const quote = rest.charAt(0)
  if (quote === '"' || quote === "'") {
    const close = rest.indexOf(quote, 1)
    rest = close < 0 ? rest.slice(1) : rest.slice(1, close)
  }
  rest = rest.trim()
  return rest === '' ? undefined : rest
}

// ---------------------------------------------------------------------------------------------
// JSON-LD

/**
 * Date fields removed from JSON-LD: dates about the document itself, which generators (and this
 * tool) stamp at build time. A key is one when its local name (after any `schema:` prefix or IRI)
 * starts with `date` (dateModified, datePublished, dateCreated…; not `dateline`, which is text) or
 * is listed here. Dates about the subject (an event's startDate, a person's birthDate, durations
 * such as cookTime) are content: they are kept.
 */
const JSON_LD_DATE_KEYS: ReadonlySet<string> = new Set([
  'uploadDate', 'lastReviewed', 'sdDatePublished', 'priceValidUntil', 'expires', 'lastmod'
])

function isJsonLdDateKey(key: string): boolean {
  const cut = Math.max(key.lastIndexOf(':'), key.lastIndexOf('/'), key.lastIndexOf('#'))
  const local = cut < 0 ? key : key.slice(cut + 1)
  return (local.startsWith('date') && local !== 'dateline') || JSON_LD_DATE_KEYS.has(local)
}

function jsonLdBlock(raw: string, pageUrl: URL, siteUrl: URL, warnings: string[]): string | undefined {
  const trimmed = raw.trim()
  if (trimmed === '') return undefined
  let value: unknown
  let problem: string | undefined
  try {
    value = JSON.parse(trimmed)
  } catch (error) {
    problem = `is not valid JSON (${(error instanceof Error ? error.message : String(error)).replace(WHITESPACE, ' ')})`
  }
  // canonicalJson recurses: a block nested thousands deep is read as text.
  if (problem === undefined && jsonTooDeep(trimmed)) problem = 'nests too deep'
  if (problem !== undefined) {
    warnings.push(`JSON-LD block ${problem}; hashed as text`)
    return 'ld+json|' + trimmed.replace(WHITESPACE, ' ')
  }
  return 'ld+json|' + canonicalJson(value, pageUrl, siteUrl)
}

const URL_LIKE = /^(?:https?:)?\/\/\S+$|^\/\S*$/i

/** Object keys as a canonical block writes them (`"name":`), or null for a date key: a site repeats a few. */
const canonicalKeys = new Map<string, string | null>()
/** Past this many keys the map starts again, so that odd pages cannot grow it without bound. */
const CANONICAL_KEYS_LIMIT = 10_000

function canonicalKey(key: string): string | null {
  let known = canonicalKeys.get(key)
  if (known === undefined) {
    known = isJsonLdDateKey(key) ? null : JSON.stringify(key) + ':'
    if (canonicalKeys.size >= CANONICAL_KEYS_LIMIT) canonicalKeys.clear()
    canonicalKeys.set(key, known)
  }
  return known
}

/** JSON with sorted keys, date keys removed, strings whitespace-collapsed, URLs normalised. */
function canonicalJson(value: unknown, pageUrl: URL, siteUrl: URL): string {
  if (typeof value === 'string') {
    if (URL_LIKE.test(value)) return JSON.stringify(normalizeContentUrl(value, pageUrl, siteUrl))
    return JSON.stringify(nfc(collapseSpaces(value)))
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) {
    let out = '['
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + canonicalJson(value[i], pageUrl, siteUrl)
    return out + ']'
  }
  const record = value as Record<string, unknown>
  // Sorted first, then filtered: the same order.
  const keys = Object.keys(record).sort()
  let out = '{'
  let first = true
  for (const key of keys) {
    const written = canonicalKey(key)
    if (written === null) continue
    out += (first ? '' : ',') + written + canonicalJson(record[key], pageUrl, siteUrl)
    first = false
  }
  return out + '}'
}
