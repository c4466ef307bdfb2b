// hreflang alternates: the language versions a page names in its head, as the sitemap lists them.
import { isTrackingParam } from './content-urls.js'
import { ownCopy } from './own-copy.js'
import type { PartialPage } from './shard.js'
import type { Alternate } from './types.js'
import { pageIdentity } from './urls.js'

/** The alternates with absolute http(s) hrefs, fragments and tracking parameters dropped; undefined when none is left. */
export function resolveAlternates(alternates: readonly Alternate[], pageUrl: URL): Alternate[] | undefined {
  const out: Alternate[] = []
  for (const { hreflang, href } of alternates) {
    if (!URL.canParse(href, pageUrl.href)) continue
    const url = new URL(href, pageUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    url.hash = ''
    // As the hash sees them (normalizeContentUrl): a tracking parameter does not make another page.
    for (const name of [...url.searchParams.keys()]) if (isTrackingParam(name)) url.searchParams.delete(name)
    // The results outlive the page: no slice of it.
    out.push({ hreflang: ownCopy(hreflang), href: url.href })
  }
  return out.length === 0 ? undefined : out
}

/**
 * What each page of the sitemap lists as its alternates: those it names that are pages of the
 * sitemap (by their `<loc>`), once each, sorted; undefined when they name no page but itself. An
 * alternate on another site or to an excluded page is dropped: each listed version must list the
 * others back, which only pages of the sitemap do.
 */
export function sitemapAlternates(pages: readonly PartialPage[]): (page: PartialPage) => Alternate[] | undefined {
  if (!pages.some((r) => r.included?.alternates !== undefined)) return () => undefined
  // Built only for a site that has alternates: a loc for each spelling of a page (scheme, `/a` or `/a/`).
  const locs = new Map<string, string>()
  for (const r of pages) if (r.included) locs.set(pageIdentity(new URL(r.included.loc)), r.included.loc)
  return (page) => {
    const declared = page.included?.alternates
    if (declared === undefined) return undefined
    const own = page.included?.loc
    const found = new Map<string, Alternate>()
    let others = false
    for (const { hreflang, href } of declared) {
      const loc = locs.get(pageIdentity(new URL(href)))
      if (loc === undefined) continue
      found.set(`${hreflang} ${loc}`, { hreflang, href: loc })
      if (loc !== own) others = true
    }
    if (!others) return undefined
    return [...found.values()].sort((a, b) => (a.hreflang < b.hreflang ? -1 : a.hreflang > b.hreflang ? 1 : a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
  }
}
