// Sharded runs: `lastmod --shard i/n` writes the partial result of one shard; `lastmod merge`
// reads the partials as the pages of the whole site, and the pipeline (site-run.ts) plans them with
// the same code an unsharded run uses after its page loop, so n shards give exactly the state,
// sitemap and report of one run.
import { readFile } from 'node:fs/promises'
import {
  combinePartials,
  isSiteUrl,
  parsePartial,
  PARTIAL_FORMAT,
  PARTIAL_VERSION,
  PartialError,
  serializePartial,
  stateDigest,
  type Partial,
  type PartialPage
} from '../core/shard.js'
import { serializeState } from '../core/state.js'
import type { State } from '../core/types.js'
import { InputError, parseSiteUrl } from '../core/urls.js'
import type { CollectedPages } from './engine.js'
import type { RunOptions } from './options.js'
import { SAMPLE_PAGES, samplePaths } from '../core/noise.js'
import type { PageResult } from './pool.js'

/** Where a shard writes its partial result when --partial is not given: next to the state file. */
export function defaultPartialFile(stateFile: string, shard: { index: number; count: number }): string {
  return `${stateFile}.shard-${shard.index}-of-${shard.count}.json`
}

/** The partial result of one shard: its pages as collected against the previous state, and what merge checks. */
export function shardPartial(collected: CollectedPages, options: Pick<RunOptions, 'siteUrl' | 'shard'>, previous: State | undefined): Partial {
  const shard = options.shard
  if (shard === undefined) throw new Error('shardPartial needs options.shard')
  if (collected.build === undefined) throw new Error('collectPages lists the build of a shard')
  const site = parseSiteUrl(options.siteUrl)
  return {
    format: PARTIAL_FORMAT,
    version: PARTIAL_VERSION,
    shard,
    siteUrl: site.href,
    hashing: collected.hashing,
    contentSelectors: collected.contentSelectors,
    ...(collected.knownTheme === undefined ? {} : { knownTheme: collected.knownTheme }),
    previousState: stateDigest(previous === undefined ? undefined : serializeState(previous)),
    build: collected.build,
    samples: collected.samples,
    pages: collected.results.map((result) => partialPage(result, site))
  }
}

/**
 * `undated` and `dateSites` serve this run's html-dates pass only, which a shard does not make; `cached`, the page
 * cache. An alternate off the site is left out: the sitemap lists only those that are its pages
 * (core/hreflang.ts), and merge takes no URL off the site from a partial.
 */
function partialPage(result: PageResult, site: URL): PartialPage {
  const alternates = result.included?.alternates
  const onSite = alternates?.filter((a) => isSiteUrl(a.href, site))
  if (result.undated === undefined && result.dateSites === undefined && result.cached === undefined && onSite?.length === alternates?.length) return result
  const page: PageResult = { ...result }
  delete page.undated
  delete page.dateSites
  delete page.cached
  if (page.included !== undefined && onSite !== undefined && onSite.length !== alternates?.length) {
    const included = { ...page.included }
    if (onSite.length > 0) included.alternates = onSite
    else delete included.alternates
    page.included = included
  }
  return page
}

export { serializePartial }

/**
 * Reads and checks the partials of every shard (`files`, in any order): the pages of the whole
 * site, as collectPages would have given them to an unsharded run.
 */
export async function readPartials(files: readonly string[], options: Pick<RunOptions, 'siteUrl'>, previous: State | undefined): Promise<CollectedPages> {
  const partials: Partial[] = []
  for (const file of files) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      throw new InputError(`partial result ${file} cannot be read: ${(error as Error).message}`)
    }
    partials.push(parsePartial(text, `partial result ${file}`))
  }
  const { pages, first } = combinePartials(partials, files)
  const siteUrl = parseSiteUrl(options.siteUrl).href
  if (first.siteUrl !== siteUrl) {
    throw new PartialError(`the shards ran with --site-url ${first.siteUrl}, not ${siteUrl}`)
  }
  const digest = stateDigest(previous === undefined ? undefined : serializeState(previous))
  if (digest !== first.previousState) {
    throw new PartialError(
      first.previousState === null
        ? 'the shards ran without a state file, but --state-file exists now: rerun the shards from it'
        : 'the state file is not the one the shards ran against (changed since, or not restored): rerun the shards from it'
    )
  }
  // The site's sampled pages are the lowest of the shards' samples.
  const samples = partials.flatMap((p) => p.samples)
  const sampled = new Set(samplePaths(samples.map((s) => s.path), SAMPLE_PAGES))
  const collected: CollectedPages = {
    results: pages,
    hashing: first.hashing,
    contentSelectors: first.contentSelectors,
    samples: samples.filter((s) => sampled.has(s.path))
  }
  if (first.knownTheme !== undefined) collected.knownTheme = first.knownTheme
  return collected
}
