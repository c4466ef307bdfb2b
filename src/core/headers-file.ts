// `Last-Modified` for each page in a Netlify / Cloudflare Pages `_headers` file. Pure.
//
// The file may already hold the site's own rules (security headers, caching). They are kept
// byte for byte, with one exception: a rule for exactly a page's path gets its `Last-Modified`
// line set there, because both hosts combine the headers of every matching rule and a second
// rule for the same path would send two dates. Every other page goes into one generated
// section at the end, between markers, which each run replaces whole.
import { parseInstant } from './dates.js'

export const HEADERS_BEGIN = '# lastmod-action: Last-Modified of each page, from the date its content last changed (replaced on every run)'
export const HEADERS_END = '# lastmod-action: end'
/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const CLOUDFLARE_MAX_RULES = 100

export interface HeaderPage {
  /** Public URL path of the page (`/docs/a/`), percent-encoded. */
  path: string
  /** State instant of its lastmod. */
  instant: string
}

export interface HeadersMerge {
  text: string
  /** Pages whose date went into one of the site's own rules. */
  inPlace: number
  /** Pages listed in the generated section. */
  generated: number
  warnings: string[]
}

/** RFC 9110 IMF-fixdate: `Wed, 12 Aug 2026 06:00:00 GMT`. */
export function httpDate(instant: string): string {
  const date = parseInstant(instant)
  if (!date) throw new Error(`not a state instant: '${instant}'`)
  return date.toUTCString()
}

interface Rule {
  path: string
  /** Line index of the path line. */
  line: number
  /** Line indexes of its header lines. */
  headers: number[]
}

const HEADER_LINE = /^(\s+)(!?\s*)([^:\s]+)\s*:?(.*)$/

function isLastModified(line: string): boolean {
  const m = HEADER_LINE.exec(line)
  return m !== null && m[2] === '' && (m[3] ?? '').toLowerCase() === 'last-modified'
}

function parseRules(lines: readonly string[]): Rule[] {
  const rules: Rule[] = []
  let current: Rule | undefined
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return
    if (/^\s/.test(line)) {
      current?.headers.push(i)
      return
    }
    current = { path: line.trim(), line: i, headers: [] }
    rules.push(current)
  })
  return rules
}

/** A path the `_headers` syntax would read as a pattern (splat or placeholder), not literally. */
function isPattern(path: string): boolean {
  return path.includes('*') || /(^|\/):/.test(path)
}

/**
 * Merges one `Last-Modified` per page into `existing` (the file's text, or undefined when there
 * is none). The result depends only on the inputs: a second merge of the same pages changes nothing.
 */
export function mergeHeadersFile(existing: string | undefined, pages: readonly HeaderPage[]): HeadersMerge {
  const warnings: string[] = []
  const source = existing ?? ''
  const eol = source.includes('\r\n') ? '\r\n' : '\n'
  let lines = source.split(/\r?\n/)
  if (lines[lines.length - 1] === '') lines.pop()

  // Drop the section of the previous run.
  const begin = lines.findIndex((l) => l.trim() === HEADERS_BEGIN)
  if (begin !== -1) {
    let end = lines.findIndex((l, i) => i > begin && l.trim() === HEADERS_END)
    if (end === -1) {
      warnings.push('_headers: the generated section has no end marker; everything after its start was replaced')
      end = lines.length - 1
    }
    lines = [...lines.slice(0, begin), ...lines.slice(end + 1)]
  }
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop()

  const rules = parseRules(lines)
  const byPath = new Map<string, Rule>()
  for (const rule of rules) if (!byPath.has(rule.path)) byPath.set(rule.path, rule)
  for (const rule of rules) {
    if (isPattern(rule.path) && rule.headers.some((i) => isLastModified(lines[i] ?? ''))) {
      warnings.push(
        `_headers: rule ${rule.path} sets Last-Modified for many paths; a page it matches gets two dates joined by a comma`
      )
    }
  }

  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const inserts = new Map<number, string[]>()
  const generated: string[] = []
  let inPlace = 0
  let generatedCount = 0
  for (const page of sorted) {
    if (isPattern(page.path)) {
      warnings.push(`_headers: ${page.path} would read as a pattern; no Last-Modified rule written for it`)
      continue
    }
    const value = httpDate(page.instant)
    const own = byPath.get(page.path)
    if (own) {
      inPlace++
      const existingLine = own.headers.find((i) => isLastModified(lines[i] ?? ''))
      const indent = own.headers.length > 0 ? (/^\s+/.exec(lines[own.headers[0] as number] ?? '')?.[0] ?? '  ') : '  '
      if (existingLine !== undefined) {
        const lineIndent = /^\s+/.exec(lines[existingLine] ?? '')?.[0] ?? indent
        lines[existingLine] = `${lineIndent}Last-Modified: ${value}`
      } else {
        const after = own.headers.length > 0 ? (own.headers[own.headers.length - 1] as number) : own.line
        inserts.set(after, [...(inserts.get(after) ?? []), `${indent}Last-Modified: ${value}`])
      }
      continue
    }
    generatedCount++
    generated.push(page.path, `  Last-Modified: ${value}`)
  }

  const out: string[] = []
  lines.forEach((line, i) => {
    out.push(line)
    out.push(...(inserts.get(i) ?? []))
  })
  if (generated.length > 0) {
    if (out.length > 0) out.push('')
    out.push(HEADERS_BEGIN, ...generated, HEADERS_END)
  }
  const ruleCount = rules.length + generatedCount
  if (ruleCount > CLOUDFLARE_MAX_RULES) {
    warnings.push(
      `_headers: ${ruleCount} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit)`
    )
  }
  return { text: out.length === 0 ? '' : out.join(eol) + eol, inPlace, generated: generatedCount, warnings }
}
