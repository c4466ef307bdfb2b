// CSS selectors over a page that is still being parsed.
//
// css-select compiles a selector into a predicate that walks the tree through an `Adapter`. When an
// element opens during a streaming parse, its ancestors and its previous siblings are already
// known, so every selector that only looks "up" and "left" can be answered right then, against
// lightweight records of the open elements. Selectors that need what comes later (`:has`,
// `:last-child`, `:empty`, …) are detected here so the extractor can fall back to a DOM.

import { compile, type Options } from 'css-select'
import { AttributeAction, isTraversal, parse, SelectorType, type Selector } from 'css-what'
import { hasChildren, isCDATA, isTag, isText, type AnyNode, type Element as DomElement } from 'domhandler'

/** css-select does not export its `Adapter` type by name from the package root. */
type Adapter<N, E extends N> = NonNullable<Options<N, E>['adapter']>

/** A bad selector in the configuration. */
export class SelectorError extends Error {
  readonly selector: string
  constructor(selector: string, detail: string) {
    super(`"${selector}" is not a valid CSS selector (${detail})`)
    this.name = 'SelectorError'
    this.selector = selector
  }
}

const NO_CHILDREN: StreamNode[] = []

/**
 * One element of a page being parsed (or the document root, which has no parent). Only what
 * selectors can ask of an element whose end has not been seen yet.
 */
export class StreamNode {
  /** Not readonly for the record reused by `reset` (see StreamNode.reusable). */
  name: string
  attribs: Record<string, string>
  readonly parent: StreamNode | null
  /** Previous element sibling. */
  readonly prev: StreamNode | null
  /** Element children seen so far; released when the element closes (nothing can ask any more). */
  children: StreamNode[] = NO_CHILDREN
  /** Last element child seen so far. */
  last: StreamNode | null = null

  constructor(name: string, attribs: Record<string, string>, parent: StreamNode | null) {
    this.name = name
    this.attribs = attribs
    this.parent = parent
    this.prev = parent === null ? null : parent.last
  }

  static root(): StreamNode {
    return new StreamNode('#document', {}, null)
  }

  /**
   * One record for every element in turn (see `reset`), when the selectors only ask about an
   * element's own name and attributes (no ParsedSelector.needsTree): then nothing is kept of
   * ancestors and siblings, and no record is made per element. Its parent is a document.
   */
  static reusable(): StreamNode {
    return new StreamNode('#none', {}, StreamNode.root())
  }

  /** Makes a reusable record stand for another element. */
  reset(name: string, attribs: Record<string, string>): void {
    this.name = name
    this.attribs = attribs
  }

  /** Creates, links and returns a child element. */
  open(name: string, attribs: Record<string, string>): StreamNode {
    const child = new StreamNode(name, attribs, this)
    if (this.children === NO_CHILDREN) this.children = [child]
    else this.children.push(child)
    this.last = child
    return child
  }

  /** Later elements can only see this one as an ancestor-free previous sibling: drop its subtree. */
  release(): void {
    this.children = NO_CHILDREN
    this.last = null
  }
}

function ownAttribute(element: StreamNode, name: string): string | undefined {
  // htmlparser2's attribute objects have a prototype: `[constructor]` must not match everything.
  // Attribute values are strings; what the prototype holds is not: most lookups (absent
  // attributes) end at the first test.
  const value = element.attribs[name]
  return typeof value === 'string' && Object.hasOwn(element.attribs, name) ? value : undefined
}

/** The nodes that are not inside another of them. */
function outermost<N>(nodes: N[], parent: (node: N) => N | null): N[] {
  const set = new Set(nodes)
  return nodes.filter((node) => {
    for (let p = parent(node); p !== null; p = parent(p)) if (set.has(p)) return false
    return true
  })
}

/** css-select adapter over `StreamNode`s. Text is never asked for: such selectors use the DOM. */
export const streamAdapter: Adapter<StreamNode, StreamNode> = {
  isTag: (node): node is StreamNode => node.parent !== null,
  getAttributeValue: ownAttribute,
  hasAttrib: (element, name) => ownAttribute(element, name) !== undefined,
  getName: (element) => element.name,
  getParent: (node) => node.parent,
  getChildren: (node) => node.children,
  getSiblings: (node) => (node.parent === null ? [node] : node.parent.children),
  prevElementSibling: (node) => node.prev,
  getText: () => '',
  removeSubsets: (nodes) => outermost(nodes, (node) => node.parent)
}

/** Pseudo-classes that depend on children, text or following siblings (css-select aliases included). */
const NEEDS_FUTURE: ReadonlySet<string> = new Set([
  'has', 'empty', 'parent', 'contains', 'icontains',
  'last-child', 'last-of-type', 'only-child', 'only-of-type', 'nth-last-child', 'nth-last-of-type',
  'selected', 'checked'
])

function tokensNeedFuture(selectors: Selector[][]): boolean {
  for (const compound of selectors) {
    for (const token of compound) {
      if (token.type === SelectorType.Parent) return true
      if (token.type !== SelectorType.Pseudo) continue
      if (NEEDS_FUTURE.has(token.name)) return true
      const data = token.data
      if (Array.isArray(data)) {
        if (tokensNeedFuture(data)) return true
      } else if (typeof data === 'string') {
        // `:nth-child(2n of .x:last-child)` keeps its sub-selector as a string.
        for (const name of NEEDS_FUTURE) if (data.includes(':' + name)) return true
      }
    }
  }
  return false
}

/**
 * Whether every selector of the list needs its subject to have some attribute (`.x`, `#x`,
 * `[x]`, `[x=v]`…): then an element without attributes cannot match. Only a plain attribute
 * test of the subject's own compound counts: `[x!=v]` (which absent attributes pass) and
 * pseudo-classes do not.
 */
function tokensNeedAttribute(selectors: Selector[][]): boolean {
  return selectors.every((compound) => {
    let subject = compound.length
    while (subject > 0 && !isTraversal(compound[subject - 1] as Selector)) subject--
    return compound
      .slice(subject)
      .some((token) => token.type === SelectorType.Attribute && token.action !== AttributeAction.Not)
  })
}

/**
 * Whether some selector of the list looks past the element itself: a combinator, or any
 * pseudo-class (`:first-child` counts siblings, `:root` looks at the parent, `:not(a b)` nests
 * a combinator). Only names, `*` and attribute tests do not.
 */
function tokensNeedTree(selectors: Selector[][]): boolean {
  return selectors.some((compound) =>
    compound.some((token) => token.type !== SelectorType.Tag && token.type !== SelectorType.Universal && token.type !== SelectorType.Attribute)
  )
}

/**
 * The names of the attributes a selector list tests (`.x` and `#x` test class and id), so that a
 * scan can leave the others out (html-scan.ts, attributeFilter); undefined when some part may
 * read attributes it does not name: a pseudo-class (`:link` reads href, `:disabled` disabled…).
 * css-select refuses namespaced tests (`[xlink|href]`): parseSelector never gets here with one.
 */
function tokensAttributes(selectors: Selector[][]): string[] | undefined {
  const names: string[] = []
  for (const compound of selectors) {
    for (const token of compound) {
      if (token.type === SelectorType.Pseudo || token.type === SelectorType.PseudoElement) return undefined
      if (token.type === SelectorType.Attribute) names.push(token.name)
    }
  }
  return names
}

/** A selector, parsed once, that can be compiled for streaming or for a DOM. */
export interface ParsedSelector {
  readonly source: string
  readonly needsFuture: boolean
  /** It asks about more than the element's own name and attributes (see tokensNeedTree). */
  readonly needsTree: boolean
  /** No element without attributes can match (see tokensNeedAttribute). */
  readonly needsAttribute: boolean
  /** The only attributes it can test; undefined: any (see tokensAttributes). */
  readonly attributes: readonly string[] | undefined
}

/** Validates a selector; throws `SelectorError` naming it when it is not valid CSS for css-select. */
export function parseSelector(source: string): ParsedSelector {
  let tokens: Selector[][]
  try {
    tokens = parse(source)
    // Compiling is the only complete check (unknown pseudo-classes, pseudo-elements…).
    compile<StreamNode, StreamNode>(source, { adapter: streamAdapter, cacheResults: false })
  } catch (error) {
    throw new SelectorError(source, error instanceof Error ? error.message : String(error))
  }
  if (tokens.length === 0) throw new SelectorError(source, 'empty selector')
  return {
    source,
    needsFuture: tokensNeedFuture(tokens),
    needsTree: tokensNeedTree(tokens),
    needsAttribute: tokensNeedAttribute(tokens),
    attributes: tokensAttributes(tokens)
  }
}

export type StreamPredicate = (node: StreamNode) => boolean
export type DomPredicate = (element: DomElement) => boolean

/** Compiles a selector list (already validated) for `StreamNode`s. */
export function compileStreaming(sources: readonly string[]): StreamPredicate {
  if (sources.length === 0) return () => false
  return compile<StreamNode, StreamNode>(sources.join(', '), { adapter: streamAdapter, cacheResults: false })
}

/** The text of `node` as domutils' getText gives it, read with a stack: pages may nest thousands deep. */
function domText(node: AnyNode): string {
  let text = ''
  const stack: AnyNode[] = [node]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (isText(next)) text += next.data
    else if (isTag(next) && next.name === 'br') text += '\n'
    else if (isTag(next) || isCDATA(next)) for (let i = next.children.length - 1; i >= 0; i--) stack.push(next.children[i] as AnyNode)
  }
  return text
}

/** css-select's default adapter (domutils) for a domhandler DOM, with no recursion over the tree. */
export const domAdapter: Adapter<AnyNode, DomElement> = {
  isTag,
  getAttributeValue: (element, name) => element.attribs[name],
  hasAttrib: (element, name) => Object.hasOwn(element.attribs, name) && element.attribs[name] != null,
  getName: (element) => element.name,
  getParent: (node) => node.parent,
  getChildren: (node) => (hasChildren(node) ? node.children : []),
  getSiblings: (node) => (node.parent === null ? [node] : node.parent.children),
  prevElementSibling: (node) => {
    let prev = node.prev
    while (prev !== null && !isTag(prev)) prev = prev.prev
    return prev
  },
  getText: domText,
  removeSubsets: (nodes) => outermost(nodes, (node) => node.parent)
}

/** Compiles a selector list (already validated) for a domhandler DOM. */
export function compileDom(sources: readonly string[]): DomPredicate {
  if (sources.length === 0) return () => false
  return compile<AnyNode, DomElement>(sources.join(', '), { adapter: domAdapter })
}

/**
 * Splits a selector list at its top-level commas: commas inside parentheses, brackets, quotes or
 * after a backslash do not split. Parts are trimmed; empty parts are dropped.
 */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const c = list.charCodeAt(i)
    if (c === 0x5c /* \ */) {
      i++
      continue
    }
    if (quote !== 0) {
      if (c === quote) quote = 0
      continue
    }
    if (c === 0x22 || c === 0x27) quote = c
    else if (c === 0x28 || c === 0x5b) depth++
    else if ((c === 0x29 || c === 0x5d) && depth > 0) depth--
    else if (c === 0x2c && depth === 0) {
      parts.push(list.slice(start, i))
      start = i + 1
    }
  }
  parts.push(list.slice(start))
  return parts.map((part) => part.trim()).filter((part) => part !== '')
}
