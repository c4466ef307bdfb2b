// Mapping built files to public URLs, and deciding when two URLs name the same page.

/** Bad user input (a flag or an action input); the message names it and what was expected. */
export class InputError extends Error {
  override name = 'InputError'
}

/** The site URL with a trailing slash, so every page URL is `siteUrl + key.slice(1)`. */
export function parseSiteUrl(text: string, inputName = '--site-url'): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new InputError(`${inputName} must be an absolute http(s) URL such as https://example.com/docs/; got '${text}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(`${inputName} must use http or https; got '${text}'`)
  }
  if (url.search || url.hash) {
    throw new InputError(`${inputName} must not have a query or fragment; got '${text}'`)
  }
  // It is published in every <loc>: no credentials, no malformed percent escape (%zz).
  if (url.username || url.password) throw new InputError(`${inputName} must not hold a user name or password; got '${url.origin}/…'`)
  if (/%(?![\dA-Fa-f]{2})/.test(url.pathname)) throw new InputError(`${inputName} has a malformed percent escape (% must be followed by two hex digits); got '${text}'`)
  checkPort(url, inputName)
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}

/** Port 0 parses as a URL, but nothing can be reached or published there. */
export function checkPort(url: URL, inputName: string): void {
  if (url.port === '0') throw new InputError(`${inputName} must not use port 0 (no server can listen there); got '${url.origin}'`)
}

/**
 * A URL input as an error message may show it: as given, unless it may hold a secret (a user
 * name or password, a query; or all of it, with `secret`), when only its origin is shown.
 */
export function urlInMessage(text: string, secret = false): string {
  if (!secret && !/[@?]/.test(text)) return `'${text}'`
  try {
    const { origin } = new URL(text)
    if (origin !== 'null') return `'${origin}/…' (the rest is not shown: it may hold a secret)`
  } catch {
    // Not a URL: nothing of it can be shown safely.
  }
  return 'a value that is not shown (it may hold a secret)'
}

/**
 * Percent-encodes one path segment as a browser does: the UTF-8 bytes of the name as spelled (not
 * normalised: a server serves `cafe\u0301` and `caf\u00e9` as two files), `%` itself encoded, the
 * sub-delimiters that are legal in a path left alone.
 */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16))
  )
}

/**
 * The state key of a built file: its URL path relative to the site root.
 * `a/index.html` → `/a/`, `index.html` → `/`, `a.html` → `/a.html` (or `/a` with clean URLs).
 */
export function filePathToUrlPath(relativeFile: string, cleanUrls: boolean): string {
  const segments = relativeFile.split('/')
  const last = segments[segments.length - 1] ?? ''
  if (last === 'index.html') segments[segments.length - 1] = ''
  else if (cleanUrls && last.endsWith('.html')) segments[segments.length - 1] = last.slice(0, -'.html'.length)
  return '/' + segments.map(encodePathSegment).join('/')
}

export function absoluteUrl(siteUrl: URL, urlPath: string): string {
  return siteUrl.href + urlPath.slice(1)
}

/** Path with the spellings that name the same page folded: `/a`, `/a/`, `/a/index.html`, `/a.html`. */
export function pageIdentity(url: URL): string {
  let path: string
  try {
    path = decodeURI(url.pathname)
  } catch {
    path = url.pathname
  }
  path = path.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '')
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1)
  return `${url.host}${path}${url.search}`
}

export type CanonicalRelation =
  | { kind: 'self'; loc: string }
  | { kind: 'elsewhere'; target: string }
  | { kind: 'invalid' }

/**
 * How a page's `<link rel=canonical>` relates to the page. Generators often write the same page
 * with another trailing slash, `index.html` or `.html`: that is the page itself, and its
 * sitemap `<loc>` takes the canonical spelling (on the site's scheme).
 */
export function canonicalRelation(href: string, pageUrl: URL): CanonicalRelation {
  let target: URL
  try {
    target = new URL(href.trim(), pageUrl)
  } catch {
    return { kind: 'invalid' }
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'invalid' }
  target.hash = ''
  if (pageIdentity(target) !== pageIdentity(pageUrl)) return { kind: 'elsewhere', target: target.href }
  const loc = new URL(target.href)
  loc.protocol = pageUrl.protocol
  return { kind: 'self', loc: loc.href }
}
