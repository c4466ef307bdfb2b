// The plan of a run: from the processed pages, the previous state and the options to the new
// state, the sitemap plan, the report and the edits many pages share. Pure: the adapters read the pages
// before it and write what it returns after it (adapters/apply-run.ts).
import { formatInstant } from './dates.js'
import { sitemapAlternates } from './hreflang.js'
import { fingerprintTester } from './explain.js'
import { findSharedEdits, noiseFinding, replacedBlock, samplePaths, sharedBlocksOf, splitLeftOut, TESTED_PAGES, type SharedEdit } from './noise.js'
import { lastmodOf, planState } from './plan.js'
import { buildReport } from './report.js'
import type { PartialPage } from './shard.js'
import type { PageDateSites } from './html-dates.js'
import { planSitemap, type SitemapEntry, type SitemapOptions, type SitemapPlan } from './sitemap.js'
import type { ExcludedPage, LeftOutName, PageRecord, Report, State } from './types.js'
import { absoluteUrl } from './urls.js'

/** The normaliser version and the hashing options the pages were hashed with. */
export interface HashingInfo {
  normalizer: number
  options: string
}

/**
 * One processed page; `undated`: it holds no date the html-dates pass writes; `dateSites`: where
 * it does, as its page pass found them (neither: not known, the page was not parsed).
 */
export type ProcessedPage = PartialPage & { undated?: true; dateSites?: PageDateSites }

export interface RunInput {
  /** One result per file, in file order. */
  pages: readonly ProcessedPage[]
  hashing: HashingInfo
  /** The blocks, joined, of the sampled pages (core/noise.ts samplePaths), for the blocks most pages share. */
  samples?: readonly string[]
  previous: State | undefined
  siteUrl: URL
  now: Date
  /** How the clock is named in an error (PlanInput.clock). */
  clock?: string
  dryRun: boolean
  /** Dates for pages new to the state, by absolute URL (from a previously deployed sitemap). */
  seedLastmod?: ReadonlyMap<string, string>
  /** `dir`: the folder the files are written to, which the report names them by. */
  sitemap: SitemapOptions & { dir: string }
}

export interface RunPlan {
  state: State
  report: Report
  sitemap: SitemapPlan
  /** State key → file (relative to the site folder) of every page in the sitemap. */
  pageFiles: ReadonlyMap<string, string>
  /** State keys of the pages known to hold no date html-dates writes. */
  undated: ReadonlySet<string>
  /** By state key, where the pages' dates go, for the pages whose page pass found it (ProcessedPage.dateSites). */
  dateSites: ReadonlyMap<string, PageDateSites>
  /** `state` is the previous state, record for record. */
  stateUnchanged: boolean
  /**
   * Edits that many changed pages share (report.noise, in the same order), with a file that holds
   * each: an adapter may read it to name the element that holds the edit, and the ignore selector.
   */
  noise: ReadonlyArray<{ shared: SharedEdit; file: string | undefined }>
}

/** Shared edits a report holds at most. */
const MAX_NOISE_FINDINGS = 3

export function planRun(input: RunInput): RunPlan {
  const { siteUrl } = input
  const pages = []
  const pageFiles = new Map<string, string>()
  const undated = new Set<string>()
  const dateSites = new Map<string, PageDateSites>()
  const excluded: ExcludedPage[] = []
  const warnings: Array<{ file?: string; message: string }> = []
  /** Pages by the part left out (LeftOutName). */
  const leftOut = new Map<string, number>()
  let stamped = 0
  let stamp: string | undefined
  for (const r of input.pages) {
    for (const message of r.warnings) warnings.push({ file: r.file, message })
    for (const name of r.leftOut ?? []) leftOut.set(name, (leftOut.get(name) ?? 0) + 1)
    if (r.buildStamp !== undefined) {
      stamped++
      stamp ??= r.buildStamp
    }
    if (r.excluded) excluded.push(r.excluded)
    if (r.included) {
      pages.push(r.included.page)
      pageFiles.set(r.path, r.file)
      if (r.undated === true) undated.add(r.path)
      else if (r.dateSites !== undefined) dateSites.set(r.path, r.dateSites)
    }
  }

  const now = formatInstant(input.now)
  const seed = input.seedLastmod
  let seedOf: ((p: string) => string | undefined) | undefined
  if (seed !== undefined) {
    const locs = new Map<string, string>()
    for (const r of input.pages) if (r.included) locs.set(r.path, r.included.loc)
    seedOf = (p) => seed.get(locs.get(p) ?? '') ?? seed.get(absoluteUrl(siteUrl, p))
  }
  const plan = planState({ previous: input.previous, pages, now, hashing: input.hashing, ...(seedOf ? { seed: seedOf } : {}), ...(input.clock === undefined ? {} : { clock: input.clock }) })

  // Entries are made as the sitemap plan takes them: no second list of 100,000 of them.
  const records = plan.state.pages
  const alternatesOf = sitemapAlternates(input.pages)
  function* entries(): Generator<SitemapEntry> {
    for (const r of input.pages) {
      if (!r.included) continue
      const entry: SitemapEntry = { loc: r.included.loc, lastmod: lastmodOf(records[r.path] as PageRecord), path: r.path }
      const alternates = alternatesOf(r)
      if (alternates !== undefined) entry.alternates = alternates
      yield entry
    }
  }
  const { dir: sitemapDir, ...sitemapOptions } = input.sitemap
  const sitemap = planSitemap(entries(), sitemapOptions)
  const dir = sitemapDir.endsWith('/') ? sitemapDir : `${sitemapDir}/`
  const report = buildReport({
    siteUrl,
    now,
    dryRun: input.dryRun,
    plan,
    excluded,
    warnings,
    sitemap: {
      files: sitemap.files.map((f) => dir + f.name),
      urls: sitemap.urls,
      fileUrls: sitemap.files.map((f) => input.sitemap.baseUrl + encodeURIComponent(f.name))
    }
  })

  if (leftOut.size > 0) {
    report.leftOut = [...leftOut]
      .map(([name, pages]) => ({ ...splitLeftOut(name as LeftOutName), pages }))
      .sort((a, b) => b.pages - a.pages || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : a.selector < b.selector ? -1 : 1))
    const related = report.leftOut.filter((part) => part.rule === 'related').map(({ selector, pages }) => ({ selector, pages }))
    if (related.length > 0) report.relatedLinks = related
  }
  if (stamp !== undefined) report.buildStamps = { pages: stamped, example: stamp }

  const previousShared = input.previous?.sharedBlocks ?? []
  const tested = samplePaths(pageFiles.keys(), TESTED_PAGES)
    .map((key) => records[key]?.blocks)
    .filter((fingerprint) => fingerprint !== undefined)
  const shared = input.samples === undefined || input.samples.length === 0 ? previousShared : sharedBlocksOf(input.samples, tested)
  if (shared.length > 0) plan.state.sharedBlocks = shared
  const edits = findSharedEdits(report.changes).slice(0, MAX_NOISE_FINDINGS)
  let noise: RunPlan['noise'] = []
  if (edits.length > 0) {
    const pathOfUrl = new Map(input.pages.map((r) => [absoluteUrl(siteUrl, r.path), r.path]))
    const fileOfUrl = new Map(input.pages.map((r) => [absoluteUrl(siteUrl, r.path), r.file]))
    const has = (url: string, block: string, before: boolean): boolean => {
      const key = pathOfUrl.get(url) as string
      const fingerprint = (before ? input.previous?.pages[key] : records[key])?.blocks
      return fingerprint !== undefined && fingerprintTester(fingerprint)?.(block) === true
    }
    const compared = report.pages.changed.length + report.pages.unchanged.length
    const findings = edits.map((edit) => {
      // The state keeps no text of a page: the text before is known only when most pages shared it.
      const old = edit.old ?? replacedBlock(edit.fragment, edit.urls, previousShared, has)
      if (old !== undefined && edit.old === undefined) {
        edit.old = old
        explainWith(report.changes, edit, (url) => has(url, old, true) && !has(url, old, false))
      }
      return noiseFinding(edit, report.changes.length, compared, old !== undefined)
    })
    noise = edits.map((edit) => ({ shared: edit, file: fileOfUrl.get(edit.urls[0] as string) }))
    report.noise = findings
  }
  const sharedKept = shared.length === previousShared.length && shared.every((block, i) => block === previousShared[i])
  return { state: plan.state, report, sitemap, pageFiles, undated, dateSites, stateUnchanged: plan.unchanged && sharedKept, noise }
}

/** Gives the pages of a shared edit that held its text before (`replaced`) that text, in their explanations. */
function explainWith(changes: Report['changes'], edit: SharedEdit, replaced: (url: string) => boolean): void {
  const urls = new Set(edit.urls)
  for (const change of changes) {
    if (!urls.has(change.url) || !replaced(change.url)) continue
    for (const block of change.blocks) {
      if (block.new !== edit.fragment) continue
      block.kind = 'replaced'
      block.old = edit.old as string
    }
  }
}
