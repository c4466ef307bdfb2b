// Which built pages are not sitemap material, decided from the file path, the page and robots.txt.
import robotsParserModule from 'robots-parser'
import picomatch from 'picomatch'
import type { ExclusionReason, HashedFacts } from './types.js'
import { canonicalRelation, InputError } from './urls.js'

// At the root or under a first segment that looks like a language tag (`fr/`, `en-us/`): a
// `p/404/` deeper in the site is a page about 404, not the site's error page.
const ERROR_PAGE = /^(?:[a-z]{2,3}(?:[-_][a-z\d]{2,8})*\/)?(?:[45]\d\d|[45]0x)(?:\/index)?\.html$/i

/** `404.html`, `404/index.html`, `500.html`, `50x.html`, `fr/410.html`: the site's own error pages, served but never listed. */
export function isErrorPage(relativeFile: string): boolean {
  return ERROR_PAGE.test(relativeFile)
}

export type GlobFilter = (relativeFile: string) => boolean

/**
 * `--include` or `--exclude` patterns, checked: a blank one would match no page (or stop the
 * matcher), and the matcher's own refusals name the flag or input.
 */
export function checkGlobs(globs: readonly string[], inputName: string): string[] {
  for (const glob of globs) {
    if (glob.trim() === '') throw new InputError(`${inputName} must be a glob over the page files such as 'drafts/**'; got '${glob}'`)
    try {
      picomatch(glob, { dot: true })
    } catch (error) {
      throw new InputError(`${inputName} '${glob}' is not a glob picomatch can use: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return [...globs]
}

/** `--include` / `--exclude` globs over file paths relative to the site folder. */
export function globFilter(include: string[], exclude: string[]): GlobFilter {
  const inc = include.length > 0 ? picomatch(include, { dot: true }) : undefined
  const exc = exclude.length > 0 ? picomatch(exclude, { dot: true }) : undefined
  return (file) => (inc === undefined || inc(file)) && (exc === undefined || !exc(file))
}

interface Robots {
  isDisallowed(url: string, ua?: string): boolean | undefined
  getSitemaps(): string[]
}
type RobotsParser = (url: string, contents: string) => Robots
// robots-parser is CommonJS with an ESM-style `export default` declaration; under NodeNext the
// default import is the module.exports function itself at run time, whatever the types say.
const robotsParser = ((robotsParserModule as unknown as { default?: RobotsParser }).default ??
  robotsParserModule) as unknown as RobotsParser

export type RobotsCheck = (absoluteUrl: string) => boolean

/** True for URLs that the built robots.txt disallows for every crawler (the `*` group), or for the crawler `userAgent` names. */
export function robotsDisallow(robotsTxt: string | undefined, siteUrl: URL, userAgent = '*'): RobotsCheck {
  if (robotsTxt === undefined) return () => false
  const robots = robotsParser(new URL('/robots.txt', siteUrl).href, robotsTxt)
  return (url) => robots.isDisallowed(url, userAgent) === true
}

/** The `Sitemap:` lines of a robots.txt, as absolute URLs. */
export function robotsSitemaps(robotsTxt: string, robotsUrl: string): string[] {
  return robotsParser(robotsUrl, robotsTxt).getSitemaps()
}

export type PageVerdict =
  | { include: true; loc: string }
  | { include: false; reason: ExclusionReason; detail?: string }

/** Decides from what the page itself says: noindex, redirect stub, canonical elsewhere. */
export function judgePage(facts: HashedFacts, pageUrl: URL, disallowed: RobotsCheck): PageVerdict {
  if (facts.noindex) return { include: false, reason: 'noindex' }
  if (facts.refreshTo !== undefined) return { include: false, reason: 'redirect', detail: facts.refreshTo }
  let loc = pageUrl.href
  if (facts.canonical !== undefined) {
    const relation = canonicalRelation(facts.canonical, pageUrl)
    if (relation.kind === 'elsewhere') return { include: false, reason: 'canonical-elsewhere', detail: relation.target }
    if (relation.kind === 'self') loc = relation.loc
  }
  if (disallowed(pageUrl.href)) return { include: false, reason: 'robots-txt' }
  return { include: true, loc }
}
