// When many pages change at once, what they share is probably a template, not content: find the
// shared fragment, and the element of the page that holds it, to suggest an ignore selector.
import { type AnyNode, type Element, isTag, isText } from 'domhandler'
import { parseDocument } from './html-scan.js'
import { CHROME_ELEMENTS, CHROME_ROLES, DROPPED_ELEMENTS, INLINE_ELEMENTS, NAMED_BY_TAG } from './elements.js'
import { WHITESPACE } from './irregular-spaces.js'
import { compileDom } from './selectors.js'
import { truncate } from './markdown.js'
import { ownCopy } from './own-copy.js'
import { fingerprintTester } from './explain.js'
import { pathHash } from './state.js'
import type { BlockChange, LeftOutName, LeftOutRule, NoiseFinding } from './types.js'

const LEFT_OUT_NAME = /^(?:related|landmark|metadata):./

/** Whether a persisted value is a non-empty list of LeftOutName (a page cache entry's, a partial page's). */
export function isLeftOutList(value: unknown): value is LeftOutName[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && LEFT_OUT_NAME.test(item))
}

/** The rule and the selector of a LeftOutName. */
export function splitLeftOut(name: LeftOutName): { rule: LeftOutRule; selector: string } {
  const colon = name.indexOf(':')
  return { rule: name.slice(0, colon) as LeftOutRule, selector: name.slice(colon + 1) }
}

/** An edit that several changed pages share: the same new block, in place of the same old one when known. */
export interface SharedEdit {
  /** The new block (a normalised block), the same on every page. */
  fragment: string
  /** The block it replaced, when known: the same on every page. */
  old?: string
  urls: string[]
}

/**
 * The new blocks that several changed pages share, the very same on each, with the block they
 * replaced when it is the same on each: shared by at least `minPages` pages and by at least a
 * quarter of the changed pages. Most pages first.
 */
export function findSharedEdits(changes: ReadonlyArray<{ url: string; blocks: readonly BlockChange[] }>, minPages = 3): SharedEdit[] {
  const byBlock = new Map<string, SharedEdit & { olds: Set<string | undefined> }>()
  for (const change of changes) {
    const seen = new Set<string>()
    for (const block of change.blocks) {
      if (block.new === undefined || seen.has(block.new)) continue
      seen.add(block.new)
      const entry = byBlock.get(block.new)
      if (entry) {
        entry.urls.push(change.url)
        entry.olds.add(block.old)
      } else byBlock.set(block.new, { fragment: block.new, urls: [change.url], olds: new Set([block.old]) })
    }
  }
  const threshold = Math.max(minPages, Math.ceil(changes.length / 4))
  return [...byBlock.values()]
    .filter((s) => s.urls.length >= threshold)
    .sort((a, b) => b.urls.length - a.urls.length)
    .map(({ fragment, urls, olds }) => {
      const [old] = olds
      return olds.size === 1 && old !== undefined ? { fragment, old, urls } : { fragment, urls }
    })
}

/** Blocks kept as shared at most, and their longest: template lines, not pages. */
const MAX_SHARED_BLOCKS = 32
const MAX_SHARED_LENGTH = 500

/** Each distinct block of the pages (blocks joined by '\n') with the number of pages that hold it, most first. */
function blockCounts(pages: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>()
  for (const page of pages) {
    for (const block of new Set(page.split('\n'))) {
      if (block !== '' && block.length <= MAX_SHARED_LENGTH) counts.set(block, (counts.get(block) ?? 0) + 1)
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
}

/** The blocks that at least half of the pages hold (each page's blocks joined by '\n'), most shared first. */
export function commonBlocks(pages: readonly string[]): string[] {
  if (pages.length < 3) return []
  return blockCounts(pages)
    .filter(([, count]) => count * 2 >= pages.length)
    .slice(0, MAX_SHARED_BLOCKS)
    .map(([block]) => ownCopy(block))
}

/** Pages a run reads again for the blocks most pages share (samplePaths), and fingerprints it tests them on. */
export const SAMPLE_PAGES = 8
export const TESTED_PAGES = 1000

/**
 * The `count` keys with the lowest pathHash: the pages sampled, the same whatever the order the
 * pages come in, the page cache, or the shards (a shard's lowest hold the site's lowest among its pages).
 */
export function samplePaths(keys: Iterable<string>, count: number): string[] {
  return [...keys]
    .map((key) => [pathHash(key), key] as const)
    .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
    .slice(0, count)
    .map(([, key]) => key)
}

/**
 * The blocks most pages hold: text a template puts on most pages. The state keeps them, so that a
 * later run can show a site-wide edit with its text before (fingerprints hold no text). Found in a
 * few sampled pages (`samples`, each page's blocks joined), held by at least two of them, and
 * held by at least half of the pages whose `fingerprints` are given. Most shared first.
 */
export function sharedBlocksOf(samples: readonly string[], fingerprints: readonly string[]): string[] {
  const least = Math.min(2, samples.length)
  const candidates = blockCounts(samples).filter(([, count]) => count >= least)
  const testers = fingerprints.map(fingerprintTester).filter((test) => test !== undefined)
  if (candidates.length === 0 || testers.length === 0) return []
  return candidates
    .map(([block]) => [block, testers.reduce((held, has) => held + (has(block) ? 1 : 0), 0)] as const)
    .filter(([, held]) => held * 2 >= testers.length)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_SHARED_BLOCKS)
    .map(([block]) => ownCopy(block))
}

/**
 * Of `candidates` (blocks most pages shared before), the one `fragment` replaced: held before and
 * gone after on most of the pages (`has(url, block, before)` answers from the page's fingerprints),
 * and most like it (the same semantic path, and at least a third of its text in common at either
 * end). Undefined when none is.
 */
export function replacedBlock(
  fragment: string,
  urls: readonly string[],
  candidates: readonly string[],
  has: (url: string, block: string, before: boolean) => boolean
): string | undefined {
  const path = fragment.slice(0, fragment.indexOf('|') + 1)
  let best: string | undefined
  let bestScore = 0
  for (const candidate of candidates) {
    if (candidate === fragment || !candidate.startsWith(path)) continue
    const score = commonEnds(candidate, fragment)
    if (score * 3 < Math.max(candidate.length, fragment.length) - path.length || score <= bestScore) continue
    if (urls.filter((url) => has(url, candidate, true) && !has(url, candidate, false)).length * 2 > urls.length) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

/** Characters two texts share at their start and their end (not overlapping). */
function commonEnds(a: string, b: string): number {
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return start + end
}

/**
 * The words that differ between two versions of a block, link targets included: `© 2015–2024
 * Tidewater` and `© 2015–2025 Tidewater` give `"2015–2024" → "2015–2025"`.
 */
export function editText(old: string, fragment: string): string {
  const a = blockText(old).split(' ')
  const b = blockText(fragment).split(' ')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  const part = (words: string[]): string => truncate(words.slice(start, words.length - end).join(' ') || '(nothing)', 120)
  return `"${part(a)}" → "${part(b)}"`
}

/** Block texts carry their semantic path (`ul>li|text`, see core/extract.ts); readers want the text. */
export function blockText(block: string): string {
  return block.replace(/^[^|\s]*\|/, '')
}

/** The text a block shows a reader: no semantic path, links and images as their text. */
export function readableText(block: string): string {
  return blockText(block)
    .replace(/!\w+\([^)]*\)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

// Page trees are walked with a stack, never by recursion: a page may nest elements thousands deep.
/** An element's text; `chrome`: leaving out the page's landmarks, which the content never holds. */
function textOf(node: AnyNode, chrome = true): string {
  const parts: string[] = []
  const stack: AnyNode[] = [node]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (isText(next)) parts.push(next.data)
    else if (isTag(next) && !DROPPED_ELEMENTS.has(next.name) && (chrome || next === node || !isChrome(next))) {
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as AnyNode)
    }
  }
  // What the extractor leaves out and how it spaces text: an edit's words, read from its blocks, are found as they were read.
  return parts.join(' ').replace(WHITESPACE, ' ').trim()
}

function isChrome(element: Element): boolean {
  return CHROME_ELEMENTS.has(element.name) || CHROME_ROLES.has((element.attribs.role ?? '').trim().toLowerCase())
}

/** Names made by tools (CSS modules, scoped styles, hashes) are not stable enough to select on. */
export function isStableName(name: string): boolean {
  if (name.length < 2 || name.length > 40) return false
  if (!/^[A-Za-z_-][\w-]*$/.test(name)) return false
  const digits = (name.match(/\d/g) ?? []).length
  if (digits >= 3) return false
  if (/(^|[-_])[a-zA-Z0-9]{5,}$/.test(name) && /\d/.test(name) && /[A-Z]/.test(name) && /[a-z]/.test(name)) return false
  return !/^(css|jsx|svelte|astro|sc|emotion|tw)-/.test(name)
}

function selectorFor(element: Element): string | undefined {
  const id = element.attribs.id
  if (id !== undefined && isStableName(id)) return `${element.name}#${id}`
  const classes = (element.attribs.class ?? '').split(/\s+/).filter(isStableName)
  if (classes.length > 0) return `${element.name}.${classes[0]}`
  if (NAMED_BY_TAG.has(element.name)) return element.name
  return undefined
}

/**
 * The text under a content root, as textOf gives it, with where each element's own text is in it:
 * one walk, so that locating a fragment costs the page's size, not its size times its depth.
 */
interface TextIndex {
  text: string
  /** Elements in document order, with the range of their text in `text`. */
  elements: Element[]
  start: Map<Element, number>
  end: Map<Element, number>
}

function indexText(root: Element): TextIndex {
  let text = ''
  let space = true
  const elements: Element[] = []
  const start = new Map<Element, number>()
  const end = new Map<Element, number>()
  const stack: Array<{ element: Element; next: number }> = [{ element: root, next: 0 }]
  elements.push(root)
  start.set(root, 0)
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { element: Element; next: number }
    const child = top.element.children[top.next++]
    if (child === undefined) {
      stack.pop()
      end.set(top.element, text.length)
    } else if (isText(child)) {
      // textOf joins text nodes by a space, then collapses whitespace: the same, as it goes.
      let piece = child.data.replace(/\s+/g, ' ')
      if (!space) piece = ' ' + piece
      if (space && piece.startsWith(' ')) piece = piece.slice(1)
      text += piece
      space = text === '' || text.endsWith(' ')
    } else if (isTag(child) && child.name !== 'script' && child.name !== 'style' && child.name !== 'template') {
      elements.push(child)
      start.set(child, text.length)
      stack.push({ element: child, next: 0 })
    }
  }
  return { text, elements, start, end }
}

/** The last element, in document order, whose text holds the last place `text` is in: the smallest that holds it. */
function smallestContaining(index: TextIndex, text: string): Element | undefined {
  const at = index.text.lastIndexOf(text)
  if (at < 0) return undefined
  let best: Element | undefined
  for (const element of index.elements) {
    if ((index.start.get(element) as number) <= at && at + text.length <= (index.end.get(element) as number)) best = element
  }
  return best
}

/** The matched elements that are not inside another one, in document order: what ignoring them takes, counted once. */
function outermost(index: TextIndex, matched: readonly Element[]): Element[] {
  const out: Element[] = []
  let reach = -1
  for (const element of matched) {
    const from = index.start.get(element)
    if (from === undefined || from < reach) continue
    out.push(element)
    reach = index.end.get(element) as number
  }
  return out
}

/**
 * The elements among `nodes` and their descendants that `selector` matches, in document order
 * (what a template holds left out, as css-select's selectAll does). Walked with a stack popped from
 * its end: css-select's own walk shifts an array at every level, which costs a deep page its depth squared.
 */
function matchAll(nodes: readonly AnyNode[], selector: string): Element[] {
  const test = compileDom([selector])
  const out: Element[] = []
  const stack: AnyNode[] = [...nodes].reverse()
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue
    if (test(node)) out.push(node)
    if (node.name !== 'template') for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode)
  }
  return out
}

/** The length of an element's text in the index. */
const lengthIn = (index: TextIndex, element: Element): number => (index.end.get(element) ?? 0) - (index.start.get(element) ?? 0)

/** The most of the content's text (its landmarks aside) an ignore selector may take: never what holds most of the page. */
const SELECTED_SHARE = 0.5
/** A list of links: at least this share of its text is in links, and it has two or more (related posts, recent posts, a tag cloud). */
const LINK_LIST_SHARE = 0.6
/** Named elements tried on the way up, at most: the nearest are what a reader means, and each try reads the whole page. */
const MAX_TRIES = 16

/** Whether the elements (outermost, in document order) are lists of links: navigation a template makes, not prose. */
function isLinkList(index: TextIndex, elements: readonly Element[], links: readonly Element[]): boolean {
  let text = 0
  let linked = 0
  let count = 0
  let j = 0
  for (const element of elements) {
    const from = index.start.get(element) as number
    const to = index.end.get(element) as number
    text += to - from
    while (j < links.length && (index.start.get(links[j] as Element) ?? -1) < from) j++
    for (; j < links.length && (index.end.get(links[j] as Element) ?? Infinity) <= to; j++) {
      linked += lengthIn(index, links[j] as Element)
      count++
    }
  }
  return count >= 2 && linked >= LINK_LIST_SHARE * text
}

/**
 * Where `fragment` (a normalised block) is in this page's content area: `element`, the selector
 * of the nearest element that holds it with a stable id or class, or a landmark such as `footer`;
 * and `selector`, the nearest such element that holds at most half of the content's own text,
 * which an ignore selector may take when it is a template's part: `template` (the edit replaced
 * text most pages shared), or a list of links. Never the content area, nor what holds most of it.
 * It costs the page's size: pages nest elements thousands deep.
 */
export function locateFragment(html: string, fragment: string, contentSelectors: string[], template: boolean): { element?: string; selector?: string } {
  const text = readableText(fragment)
  if (text === '') return {}
  const document = parseDocument(html)
  let roots: Element[] = []
  for (const selector of contentSelectors) {
    roots = matchAll(document.children, selector)
    if (roots.length > 0) break
  }
  const found: { element?: string; selector?: string } = {}
  for (const root of roots) {
    const index = indexText(root)
    let element = smallestContaining(index, text)
    if (element === undefined) continue
    const rootLength = textOf(root, false).length
    let links: Element[] | undefined
    const tried = new Set<string>()
    while (element !== undefined && element !== root && tried.size < MAX_TRIES) {
      const selector = selectorFor(element)
      if (selector !== undefined && !tried.has(selector)) {
        tried.add(selector)
        // The element a reader sees it in: a link or an emphasis says little.
        if (!INLINE_ELEMENTS.has(element.name)) found.element ??= selector
        const matched = outermost(index, matchAll(root.children, selector))
        const covered = matched.reduce((sum, m) => sum + lengthIn(index, m), 0)
        if (covered > 0 && covered <= rootLength * SELECTED_SHARE) {
          links ??= matchAll(root.children, 'a[href]')
          if (template || isLinkList(index, matched, links)) {
            found.selector = selector
            found.element ??= selector
            return found
          }
        }
      }
      element = element.parent !== null && isTag(element.parent) ? element.parent : undefined
    }
    if (found.element !== undefined) return found
  }
  return found
}

/** A finding of the report from a shared edit; `total`: the pages compared (changed and unchanged). */
export function noiseFinding(shared: SharedEdit, changedPages: number, total: number, template: boolean): NoiseFinding {
  const finding: NoiseFinding = {
    fragment: shared.fragment,
    pages: shared.urls.length,
    of: changedPages,
    total,
    siteWide: shared.urls.length * 2 >= total,
    template,
    sample: shared.urls[0] as string
  }
  if (shared.old !== undefined) finding.old = shared.old
  return finding
}

/** One finding as a sentence: the edit, where, how many pages, and what to do about it. */
export function describeNoise(n: NoiseFinding): string {
  const where = n.element === undefined ? '' : ` in ${n.element}`
  const edit = n.old !== undefined ? editText(n.old, n.fragment) : `"${truncate(readableText(n.fragment), 120)}"`
  const head = n.siteWide
    ? `Site-wide edit: ${n.pages} of ${n.total} pages changed by the same edit${where}: ${edit}.`
    : `Shared edit: ${n.pages} of ${n.of} changed pages changed by the same edit${where}: ${edit} (e.g. ${n.sample}).`
  if (n.selector !== undefined) {
    const why = n.template ? 'It replaced text that most pages shared, as a template does' : "It is in a list of links that changed the same way on many pages, as a template's list does"
    return `${head} ${why}: the pages are dated. If it is not content, add the ignore selector '${n.selector}' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore.`
  }
  if (n.template) return `${head} It replaced text that most pages shared, as a template does: the pages are dated. If it is not content, mark its element data-lastmod-ignore or add an ignore selector for it.`
  return `${head} It replaced no text that most pages shared: it looks like a real change made on many pages, and they are dated.`
}

/** What each rule leaves out, why, and its switch: the lines of describeLeftOut. */
const RULE_LINES: Record<LeftOutRule, { as: string; why: string; off: string }> = {
  related: {
    as: "lists of related posts, not the pages' own content",
    why: 'Their links change when other pages do.',
    off: '--no-related-links (input related-links: false)'
  },
  landmark: {
    as: "the pages' banner, footer and navigation landmarks (the content area is the whole body)",
    why: 'They are site chrome: a copyright year or a menu item there is not a change of the page.',
    off: '--no-landmarks (input landmarks: false)'
  },
  metadata: {
    as: 'page metadata that the theme writes (last updated, authors, edit links, previous/next page)',
    why: 'It changes with the git history or with other pages, not with the page.',
    off: '--no-page-metadata (input page-metadata: false)'
  }
}

/** One line per rule that left parts of the pages out: which, on how many pages, why, and how to keep them. */
export function describeLeftOut(found: ReadonlyArray<{ rule: LeftOutRule; selector: string; pages: number }>): string[] {
  const lines: string[] = []
  for (const rule of Object.keys(RULE_LINES) as LeftOutRule[]) {
    const parts = found.filter((f) => f.rule === rule)
    if (parts.length === 0) continue
    const shown = parts.slice(0, 5).map((f) => `${f.selector} on ${f.pages} page(s)`)
    const more = parts.length > shown.length ? ` and ${parts.length - shown.length} more` : ''
    const line = RULE_LINES[rule]
    lines.push(`Left out as ${line.as}: ${shown.join(', ')}${more}. ${line.why} ${line.off} keeps them.`)
  }
  return lines
}

/** The line that says which content area a known theme gave the run (report.knownTheme). */
export function describeKnownTheme(theme: { name: string; generator: string; contentSelector: string }): string {
  return `Content area: ${theme.contentSelector}, as ${theme.name} uses (generator meta "${theme.generator}"). The input content-selector (--content-selector) sets another; generator-content: false (--no-generator-content) keeps the default list.`
}

/** The line that says which blocks were left out as build stamps, on how many pages, and how to keep them. */
export function describeBuildStamps(found: { pages: number; example: string }): string {
  return (
    `Left out as build stamps (a time to the second, which changes at every build) on ${found.pages} page(s), e.g. "${truncate(readableText(found.example), 100)}". ` +
    '--no-build-stamps (input build-stamps: false) keeps them.'
  )
}
