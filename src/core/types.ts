// Shared types of the pure core. Nothing here does I/O.

/** Why a built page is left out of the sitemap (and of the state). */
export type ExclusionReason =
  | 'error-page'
  | 'noindex'
  | 'robots-txt'
  | 'canonical-elsewhere'
  | 'redirect'
  | 'glob'
  /** Over the page size limit (--max-page-size), and not in the state: it was never read. */
  | 'too-large'

/**
 * What one streaming pass over a page's HTML tells us, but for its blocks, which `hashed` holds
 * joined (splitBlocks in explain.ts gives them back): what a run needs of a page.
 */
export interface HashedFacts {
  /** `sha256:<hex>` of the normalised significant content. */
  hash: string
  /**
   * The normalised content as blocks (one per semantic block: heading, paragraph, list item,
   * table cell, JSON-LD object…), joined by '\n': the very string that was hashed. A block is
   * never empty (each starts with its path and `|`) and holds no '\n'.
   */
  hashed: string
  /** Robots meta (robots/googlebot) said noindex or none. */
  noindex: boolean
  /** `<link rel=canonical href>` as written in the page (unresolved), if any. */
  canonical?: string
  /** Meta refresh with a target URL: the page is a redirect stub. */
  refreshTo?: string
  /** The `<link rel=alternate hreflang href>` of the page, hrefs as written (unresolved), when it has any. */
  alternates?: Alternate[]
  /** Non-fatal problems (bad charset, unparsable JSON-LD…), each one line. */
  warnings: string[]
  /** The parts of the content area that the automatic rules left out, each named by its rule and a selector, when any. */
  leftOut?: LeftOutName[]
  /** The first block left out as a build stamp (a time to the second), when any. */
  buildStamp?: string
  /**
   * The page may hold a date the html-dates option writes: a `[data-lastmod]` element, an
   * `article:modified_time` / `og:updated_time` meta, or a JSON-LD block that mentions
   * `dateModified`, escapes a character or is not valid JSON. When false, rewriting the page's
   * dates would leave it as it is and say nothing, so that second parse is skipped.
   */
  mayHoldDates: boolean
}

/**
 * The automatic rules that leave a part of the content area out of the hash, each with a switch:
 * `related` lists of other posts, `landmark` the banner, footer and navigation of a body-wide
 * content area, `metadata` the last-updated lines, edit links and prev/next links of known themes.
 */
export type LeftOutRule = 'related' | 'landmark' | 'metadata'

/** A part left out by a rule: `landmark:footer#main-footer` (the rule, then a selector that names the part). */
export type LeftOutName = `${LeftOutRule}:${string}`

/** A language version of a page, as its `<link rel=alternate hreflang>` names it. */
export interface Alternate {
  hreflang: string
  href: string
}

/** HashedFacts with the blocks split (`blocks.join('\n')` is `hashed`). */
export interface PageFacts extends HashedFacts {
  blocks: string[]
}

export interface PageRecord {
  hash: string
  publishedAt: string
  updatedAt: string
  /** Set when the page is no longer built; the record is kept so a revived page keeps publishedAt. */
  removedAt?: string
  /** Compact per-block fingerprints, used to explain a later change (see core/explain.ts). */
  blocks?: string
}

export interface State {
  version: 1
  /** What produced the hashes; a difference re-baselines hashes without moving dates. */
  hashing?: { normalizer: number; options: string }
  pages: Record<string, PageRecord>
  /**
   * Blocks that most pages held when the state was written (commonBlocks over a sample of pages),
   * so that a later run can show a site-wide edit with its text before; fingerprints hold no text.
   */
  sharedBlocks?: string[]
}

/** How one page moved in this run. */
export type PageOutcome =
  | { kind: 'new'; path: string }
  | { kind: 'changed'; path: string; revived: boolean }
  | { kind: 'unchanged'; path: string }
  | { kind: 'removed'; path: string }

/** One changed block, for the "why" of a changed page. Texts are normalised content, trimmed. */
export interface BlockChange {
  /**
   * `reordered`: the very same blocks in another order (their count and the fingerprint's sum agree).
   * `removed` without text: fewer blocks and none new (CI knows only fingerprints, not the old text).
   * `unknown`: no new text the fingerprint can show, yet not the same blocks: a block repeated, or an
   * edited one tested as known (1 in 100; more on pages whose fingerprint is nearly full).
   */
  kind: 'added' | 'removed' | 'replaced' | 'reordered' | 'unknown'
  /** Previous text when it is known (explain between two builds, or a template's text the state kept); CI keeps only fingerprints. */
  old?: string
  new?: string
  /** The element that holds the block (`footer#main-footer`), when a shared edit was located in a page. */
  in?: string
}

export interface ExcludedPage {
  url: string
  file: string
  reason: ExclusionReason
  detail?: string
}

/**
 * An edit that several changed pages share, the very same on each: a template's (it replaced text
 * most pages shared), or a real change made on many pages.
 */
export interface NoiseFinding {
  /** The new block (normalised), the same on every page that shares the edit. */
  fragment: string
  /** The block it replaced, when known: from the two builds, or from the blocks the state kept as shared by most pages. */
  old?: string
  /** Changed pages that share it, out of `of` changed pages and `total` pages compared (changed and unchanged). */
  pages: number
  of: number
  total: number
  /** On at least half of the pages compared. */
  siteWide: boolean
  /** The block it replaced was on most pages (of the state's sample, or of the old build): a template's text. */
  template: boolean
  /** One page that has it. */
  sample: string
  /** The element that holds it in that page (`footer#main-footer`), when the page could be read. */
  element?: string
  /** An ignore selector that would leave it out: only for a template's text, in an element that holds little of the content. */
  selector?: string
}

/** The report JSON (`--report`). URLs are absolute under the site URL. */
export interface Report {
  version: 1
  siteUrl: string
  now: string
  dryRun: boolean
  /** The normaliser or hashing options changed: hashes were re-baselined, no date moved. */
  rebaselined: boolean
  pages: { new: string[]; changed: string[]; removed: string[]; unchanged: string[] }
  /** Pages that came back after removal (also listed in `changed`). */
  revived: string[]
  excluded: ExcludedPage[]
  /** Why each changed page changed. */
  changes: Array<{ url: string; blocks: BlockChange[] }>
  /** The new `lastmod` of the new and changed pages not dated `now` (seeded from a sitemap), by URL. */
  lastmod?: Record<string, string>
  /** The first block (usually the title) of each new page, by URL. */
  firstBlock?: Record<string, string>
  /** Edits that several changed pages share, site-wide ones first (see NoiseFinding). */
  noise?: NoiseFinding[]
  /**
   * Lists of related posts left out of the content by the automatic rule (`--no-related-links`
   * turns it off): each by the selector that names it, with the number of pages that held one.
   */
  relatedLinks?: Array<{ selector: string; pages: number }>
  /**
   * The parts of the pages' content areas that the automatic rules left out (`related` lists, body-wide
   * `landmark`s, theme `metadata`), each by its rule and a selector that names it, with the number of
   * pages that held one; most pages first. `relatedLinks` repeats the related ones.
   */
  leftOut?: Array<{ rule: LeftOutRule; selector: string; pages: number }>
  /** Blocks left out as build stamps (`--no-build-stamps` keeps them): on how many pages, and one of them. */
  buildStamps?: { pages: number; example: string }
  /** The known theme whose content area the run used, named by the home page's generator meta (`--no-generator-content` turns this off). */
  knownTheme?: { name: string; generator: string; contentSelector: string }
  warnings: Array<{ file?: string; message: string }>
  /** The sitemap files written (index first when split) as paths, and as public URLs (what a CDN purge clears). */
  sitemap: { files: string[]; urls: number; fileUrls: string[] }
  /**
   * Rewrite mode (`--sitemap-source`): the generator's sitemap read, how many of its entries took
   * a date from the state, and its entries that name pages the run leaves out, kept or dropped.
   */
  sitemapSource?: {
    source: string
    dated: number
    excluded: Array<{ url: string; reason: ExclusionReason; sitemap: string }>
    excludedEntries: 'keep' | 'drop'
  }
}
