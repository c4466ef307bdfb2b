// `lastmod explain OLD_BUILD NEW_BUILD [PAGE]`: the same explanation as a run, between two build
// folders on disk, where both versions of every block are known.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeHtml } from '../core/decode.js'
import { explainFromBlocks } from '../core/explain.js'
import { createExtractor, type Extractor } from '../core/extract.js'
import { isErrorPage, judgePage, robotsDisallow, type RobotsCheck } from '../core/exclusions.js'
import { commonBlocks, describeNoise, findSharedEdits, locateFragment, noiseFinding } from '../core/noise.js'
import type { BlockChange, NoiseFinding, PageFacts } from '../core/types.js'
import { absoluteUrl, filePathToUrlPath, InputError, parseSiteUrl } from '../core/urls.js'
import { discoverPages } from './discover.js'
import { describeTheme, resolveContent } from './engine.js'
import { shown, type Logger } from './logger.js'

/** Old pages read for the text most pages shared: enough to say "most", few enough to hold. */
const SAMPLES = 256

export interface ExplainOptions {
  oldDir: string
  newDir: string
  /** A URL path (`/docs/install/`), an absolute URL, or a file path relative to the build. */
  page?: string
  siteUrl: string
  contentSelector: string
  ignoreSelectors: string[]
  /** See ExtractorOptions.relatedLinks (default true). */
  relatedLinks?: boolean
  /** See ExtractorOptions.buildStamps (default true). */
  buildStamps?: boolean
  /** See ExtractorOptions.landmarks (default true). */
  landmarks?: boolean
  /** See ExtractorOptions.pageMetadata (default true). */
  pageMetadata?: boolean
  /** See EngineOptions.generatorContent (default true): the known theme is read from NEW_BUILD's home page. */
  generatorContent?: boolean
  cleanUrls: boolean
}

/** The run's words: a page is new, changed, removed or unchanged between the pages each build puts in its sitemap; the rest are excluded. */
export interface ExplainResult {
  changed: Array<{ url: string; file: string; blocks: BlockChange[] }>
  new: string[]
  removed: string[]
  unchanged: number
  /** Pages of NEW_BUILD a run leaves out of the sitemap (error page, noindex, redirect stub, canonical elsewhere, robots.txt). */
  excluded: number
  noise: NoiseFinding[]
}

async function pagesOf(dir: string, flag: string, cleanUrls: boolean, log: Logger): Promise<Map<string, string>> {
  let files: string[]
  try {
    files = await discoverPages(dir, log)
  } catch {
    throw new InputError(`${flag} ${dir} does not exist or is not a folder`)
  }
  return new Map(files.map((f) => [filePathToUrlPath(f, cleanUrls), f]))
}

async function extractFile(extractor: Extractor, dir: string, file: string, url: string, siteUrl: URL): Promise<PageFacts> {
  const html = decodeHtml(await readFile(path.join(dir, file))).text
  return extractor.extract(html, new URL(url), siteUrl)
}

function matchesPage(page: string, urlPath: string, file: string, siteUrl: URL): boolean {
  if (page === file) return true
  const asPath = page.startsWith(siteUrl.href) ? '/' + page.slice(siteUrl.href.length) : page
  return asPath === urlPath || `${asPath}/` === urlPath
}

export async function explainBuilds(options: ExplainOptions, log: Logger): Promise<ExplainResult> {
  const siteUrl = parseSiteUrl(options.siteUrl)
  const { contentSelectors, theme } = await resolveContent(path.resolve(options.newDir), options.contentSelector, options.generatorContent)
  if (theme !== undefined) log.info(describeTheme(theme))
  const extractor = createExtractor({
    contentSelectors,
    ignoreSelectors: options.ignoreSelectors,
    relatedLinks: options.relatedLinks !== false,
    buildStamps: options.buildStamps !== false,
    landmarks: options.landmarks !== false,
    pageMetadata: options.pageMetadata !== false
  })
  const before = await pagesOf(options.oldDir, 'OLD_BUILD', options.cleanUrls, log)
  const after = await pagesOf(options.newDir, 'NEW_BUILD', options.cleanUrls, log)
  const wanted = (urlPath: string, file: string): boolean =>
    options.page === undefined || matchesPage(options.page, urlPath, file, siteUrl)

  const result: ExplainResult = { changed: [], new: [], removed: [], unchanged: 0, excluded: 0, noise: [] }
  // As a run decides (pool.ts): a page another build would leave out of its sitemap has no record.
  const robots = async (dir: string): Promise<RobotsCheck> => robotsDisallow(await readFile(path.join(dir, 'robots.txt'), 'utf8').catch(() => undefined), siteUrl)
  const [oldRobots, newRobots] = [await robots(options.oldDir), await robots(options.newDir)]
  const read = async (dir: string, file: string, url: string, disallowed: RobotsCheck): Promise<PageFacts | undefined> => {
    if (isErrorPage(file)) return undefined
    const facts = await extractFile(extractor, dir, file, url, siteUrl)
    return judgePage(facts, new URL(url), disallowed).include ? facts : undefined
  }
  /** Old pages whose blocks tell which text most pages shared (commonBlocks). */
  const samples: string[] = []
  const listedBefore = new Set<string>()
  const listedAfter = new Set<string>()
  for (const [urlPath, file] of after) {
    if (!wanted(urlPath, file)) continue
    const url = absoluteUrl(siteUrl, urlPath)
    const b = await read(options.newDir, file, url, newRobots)
    const oldFile = before.get(urlPath)
    const a = oldFile === undefined ? undefined : await read(options.oldDir, oldFile, url, oldRobots)
    if (a !== undefined) listedBefore.add(urlPath)
    if (b === undefined) result.excluded++
    else {
      listedAfter.add(urlPath)
      if (a === undefined) result.new.push(url)
      else {
        if (samples.length < SAMPLES) samples.push(a.hashed)
        if (a.hash === b.hash) result.unchanged++
        else result.changed.push({ url, file, blocks: explainFromBlocks(a.blocks, b.blocks) })
      }
    }
  }
  for (const [urlPath, file] of before) {
    if (!wanted(urlPath, file) || listedAfter.has(urlPath)) continue
    // Gone from the build, or left out of its sitemap now: a page the old build listed loses its record.
    const url = absoluteUrl(siteUrl, urlPath)
    const listed = after.has(urlPath) ? listedBefore.has(urlPath) : (await read(options.oldDir, file, url, oldRobots)) !== undefined
    if (listed) result.removed.push(url)
  }
  if (options.page !== undefined && result.changed.length + result.new.length + result.removed.length + result.unchanged + result.excluded === 0) {
    throw new InputError(`PAGE ${options.page} is in neither build (give a URL path such as /docs/install/ or a file path)`)
  }
  const fileOf = new Map(result.changed.map((c) => [c.url, c.file]))
  const common = new Set(commonBlocks(samples))
  for (const edit of findSharedEdits(result.changed).slice(0, 3)) {
    const template = edit.old !== undefined && common.has(edit.old)
    const file = fileOf.get(edit.urls[0] as string) as string
    const html = decodeHtml(await readFile(path.join(options.newDir, file))).text
    const { element, selector } = locateFragment(html, edit.fragment, contentSelectors, template)
    const finding = noiseFinding(edit, result.changed.length, result.changed.length + result.unchanged, template)
    result.noise.push({ ...finding, ...(element === undefined ? {} : { element }), ...(selector === undefined ? {} : { selector }) })
  }
  return result
}

/** The explanation on stdout; every value in it passes through shown(). */
export function renderExplain(result: ExplainResult): string {
  const lines = [
    // The words and the order of a run's first line (renderText), for the same two builds.
    `${result.new.length} new, ${result.changed.length} changed, ${result.removed.length} removed, ${result.unchanged} unchanged, ${result.excluded} excluded`
  ]
  for (const c of result.changed) {
    lines.push('', shown(c.url))
    for (const b of c.blocks) {
      if (b.old !== undefined) lines.push(`  - ${shown(b.old)}`)
      if (b.new !== undefined) lines.push(`  + ${shown(b.new)}`)
    }
  }
  if (result.new.length > 0) lines.push('', 'New:', ...result.new.map((u) => `  ${shown(u)}`))
  if (result.removed.length > 0) lines.push('', 'Removed:', ...result.removed.map((u) => `  ${shown(u)}`))
  for (const n of result.noise) lines.push('', shown(describeNoise(n)))
  return lines.join('\n') + '\n'
}
