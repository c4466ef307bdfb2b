// The `Sitemap:` line of robots.txt. Pure: the file's text in, the new text out.
//
// Only `Sitemap:` lines that name this sitemap are touched. One names it when it has the same
// path on another origin (a generator built with the wrong base URL: localhost, http, www), is
// relative (robots.txt requires absolute URLs), or is its gzip twin (`sitemap.xml` ↔
// `sitemap.xml.gz`). Sitemap lines for other sitemaps (news, images, another app on the host)
// and every other line stay exactly as they are.

export type RobotsAction = 'created' | 'added' | 'corrected' | 'unchanged'

export interface RobotsUpdate {
  text: string
  action: RobotsAction
}

const SITEMAP_LINE = /^(\s*sitemap\s*:\s*)(\S*)(.*)$/i

function namesOurs(value: string, ours: URL): boolean {
  let url: URL
  try {
    url = new URL(value, ours)
  } catch {
    return false
  }
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value)
  const twin = (a: string, b: string): boolean => a === b || a === `${b}.gz` || `${a}.gz` === b
  if (relative) return twin(url.pathname, ours.pathname)
  if (url.pathname === ours.pathname) return true
  return url.origin === ours.origin && twin(url.pathname, ours.pathname)
}

/** Adds (or corrects) the `Sitemap:` line for `sitemapUrl` in `existing` (undefined: no robots.txt yet). */
export function upsertRobotsSitemap(existing: string | undefined, sitemapUrl: string): RobotsUpdate {
  const ours = new URL(sitemapUrl)
  if (existing === undefined) return { text: `Sitemap: ${ours.href}\n`, action: 'created' }
  const eol = existing.includes('\r\n') ? '\r\n' : '\n'
  const lines = existing.split(/\r?\n/)
  if (lines[lines.length - 1] === '') lines.pop()

  let exact = false
  const out: string[] = []
  let corrected = false
  for (const line of lines) {
    const m = SITEMAP_LINE.exec(line)
    if (!m) {
      out.push(line)
      continue
    }
    const [, prefix = '', value = '', rest = ''] = m
    if (value === ours.href) {
      out.push(line)
      exact = true
      continue
    }
    if (!namesOurs(value, ours)) {
      out.push(line)
      continue
    }
    // A wrong spelling of our sitemap: corrected in place.
    corrected = true
    out.push(`${prefix}${ours.href}${rest}`)
  }
  if (corrected) {
    // Correcting may leave the right line twice (or beside one that was already right): keep the first.
    let first = true
    const kept = out.filter((line) => {
      if (SITEMAP_LINE.exec(line)?.[2] !== ours.href) return true
      const keep = first
      first = false
      return keep
    })
    return { text: kept.join(eol) + eol, action: 'corrected' }
  }
  if (exact) return { text: existing, action: 'unchanged' }
  if (out.length > 0 && (out[out.length - 1] ?? '').trim() !== '') out.push('')
  out.push(`Sitemap: ${ours.href}`)
  return { text: out.join(eol) + eol, action: 'added' }
}
