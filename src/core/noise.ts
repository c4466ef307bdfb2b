// When many pages change at once, what they share is probably a template, not content: find the
// shared fragment, and the element of the page that holds it, to suggest an ignore selector.
import { selectAll } from 'css-select'
import { type AnyNode, type Element, isTag, isText } from 'domhandler'
import { parseDocument } from './html-scan.js'
import { domAdapter } from './selectors.js'
import { truncate } from './markdown.js'
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

/** Digits vary between pages ("5 min read", a build number) while the template is the same. */
function shapeOf(text: string): string {
  return text.replace(/\d+/g, '#')
}

export interface SharedChange {
  /** One real instance of the fragment (a normalised block). */
  fragment: string
  urls: string[]
}

/**
 * Fragments that the changes of several pages have in common: shared by at least `minPages`
 * pages and by at least a quarter of the changed pages. Largest first.
 */
export function findSharedChanges(changes: Array<{ url: string; blocks: BlockChange[] }>, minPages = 3): SharedChange[] {
  const byShape = new Map<string, SharedChange>()
  for (const change of changes) {
    const seen = new Set<string>()
    for (const block of change.blocks) {
      if (block.new === undefined) continue
      const shape = shapeOf(block.new)
      if (seen.has(shape)) continue
      seen.add(shape)
      const entry = byShape.get(shape)
      if (entry) entry.urls.push(change.url)
      else byShape.set(shape, { fragment: block.new, urls: [change.url] })
    }
  }
  const threshold = Math.max(minPages, Math.ceil(changes.length / 4))
  return [...byShape.values()].filter((s) => s.urls.length >= threshold).sort((a, b) => b.urls.length - a.urls.length)
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
function textOf(node: AnyNode): string {
  const parts: string[] = []
  const stack: AnyNode[] = [node]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (isText(next)) parts.push(next.data)
    else if (isTag(next) && next.name !== 'script' && next.name !== 'style' && next.name !== 'template') {
      for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as AnyNode)
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim()
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

const LANDMARKS = new Set(['aside', 'footer', 'header', 'nav', 'form'])

function selectorFor(element: Element): string | undefined {
  const id = element.attribs.id
  if (id !== undefined && isStableName(id)) return `#${id}`
  const classes = (element.attribs.class ?? '').split(/\s+/).filter(isStableName)
  if (classes.length > 0) return `${element.name}.${classes[0]}`
  if (LANDMARKS.has(element.name)) return element.name
  return undefined
}

/** The last element, in document order, of those holding `text` whose ancestors up to `root` all do. */
function smallestContaining(root: Element, text: string): Element | undefined {
  let best: Element | undefined
  const stack: Element[] = [root]
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    if (!textOf(element).includes(text)) continue
    best = element
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i] as AnyNode
      if (isTag(child)) stack.push(child)
    }
  }
  return best
}

/**
 * The selector of the element, inside the main content area, that holds `fragment` (a
 * normalised block) in this page: the nearest element with a stable id or class, or a landmark
 * such as `footer`. `undefined` when there is none that leaves the rest of the content alone.
 */
export function suggestSelector(html: string, fragment: string, contentSelectors: string[]): string | undefined {
  const text = readableText(fragment)
  if (text === '') return undefined
  const document = parseDocument(html)
  let roots: Element[] = []
  for (const selector of contentSelectors) {
    roots = selectAll<AnyNode, Element>(selector, document.children, { adapter: domAdapter })
    if (roots.length > 0) break
  }
  for (const root of roots) {
    const rootLength = textOf(root).length
    let element = smallestContaining(root, text)
    const tried = new Set<string>()
    while (element !== undefined && element !== root) {
      const selector = selectorFor(element)
      if (selector !== undefined && !tried.has(selector)) {
        tried.add(selector)
        // Ignoring it must leave most of the content area alone (`div.card` may be all of it).
        const covered = selectAll(selector, root, { adapter: domAdapter }).reduce((sum, m) => sum + textOf(m).length, 0)
        if (covered > 0 && covered <= rootLength / 2) return selector
      }
      element = element.parent !== null && isTag(element.parent) ? element.parent : undefined
    }
  }
  return undefined
}

export function noiseFinding(shared: SharedChange, selector: string | undefined, changedPages: number): NoiseFinding {
  const finding: NoiseFinding = { fragment: shared.fragment, pages: shared.urls.length, of: changedPages, sample: shared.urls[0] as string }
  if (selector !== undefined) finding.selector = selector
  return finding
}

/** One finding as a sentence: the cause and, when known, the option that removes it. */
export function describeNoise(n: NoiseFinding): string {
  const fix =
    n.selector !== undefined
      ? ` If it is not content, add the ignore selector '${n.selector}' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore.`
      : ' If it is not content, mark its element data-lastmod-ignore or add an ignore selector for it.'
  return `Probable noise: ${n.pages} of ${n.of} changed pages share the change "${n.fragment}" (e.g. ${n.sample}).${fix}`
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
