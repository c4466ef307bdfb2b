// `Last-Modified` for each page in a Netlify / Cloudflare Pages `_headers` file. Pure.
//
// The file may already hold the site's own rules (security headers, caching). Its bytes are kept
// as they are (each line's ending, any encoding, a last line with no ending), with one exception:
// a rule for exactly a page's path gets its `Last-Modified` line set there, because both hosts
// combine the headers of every matching rule and a second rule for the same path would send two
// dates. Every other page goes into one generated section, between markers, which each run
// replaces whole where it stands; it is appended the first time.
//
// The text is the file's bytes read as latin1, one character per byte, so that bytes in any
// encoding come back as they were; what is written here is ASCII.
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

/** Blanks as the format has them: spaces and tabs (in latin1 text, \s would also take the byte 0xA0). */
const HEADER_LINE = /^([ \t]+)(!?[ \t]*)([^: \t]+)[ \t]*:?(.*)$/
const strip = (text: string): string => text.replace(/^[ \t]+|[ \t]+$/g, '')
const isBlank = (text: string): boolean => strip(text) === ''

/** A line of the file without its ending, and that ending ('' for a last line without one). */
interface Line {
  text: string
  end: string
}

function splitLines(source: string): Line[] {
  const lines: Line[] = []
  let at = 0
  while (at < source.length) {
    const lf = source.indexOf('\n', at)
    if (lf === -1) {
      lines.push({ text: source.slice(at), end: '' })
      break
    }
    const crlf = lf > at && source[lf - 1] === '\r'
    lines.push({ text: source.slice(at, crlf ? lf - 1 : lf), end: crlf ? '\r\n' : '\n' })
    at = lf + 1
  }
  return lines
}

function isLastModified(line: string): boolean {
  const m = HEADER_LINE.exec(line)
  return m !== null && m[2] === '' && (m[3] ?? '').toLowerCase() === 'last-modified'
}

function parseRules(lines: readonly Line[]): Rule[] {
  const rules: Rule[] = []
  let current: Rule | undefined
  lines.forEach(({ text }, i) => {
    if (isBlank(text) || strip(text).startsWith('#')) return
    if (/^[ \t]/.test(text)) {
      current?.headers.push(i)
      return
    }
    current = { path: strip(text), line: i, headers: [] }
    rules.push(current)
  })
  return rules
}

/** A path the `_headers` syntax would read as a pattern (splat or placeholder), not literally. */
function isPattern(path: string): boolean {
  return path.includes('*') || /(^|\/):/.test(path)
}

/**
 * Merges one `Last-Modified` per page into `existing` (the file's bytes as latin1 text, or
 * undefined when there is no file). The result depends only on the inputs: a second merge of the
 * same pages changes nothing.
 */
export function mergeHeadersFile(existing: string | undefined, pages: readonly HeaderPage[]): HeadersMerge {
  const warnings: string[] = []
  const all = splitLines(existing ?? '')
  // New lines take the file's own ending: that of its first line that has one.
  const eol = all.find((l) => l.end !== '')?.end ?? '\n'

  // The section of the previous run is cut out; the new one goes where it stood.
  let lines = all
  let section: { at: number; end: string } | undefined
  const begin = all.findIndex((l) => strip(l.text) === HEADERS_BEGIN)
  if (begin !== -1) {
    let end = all.findIndex((l, i) => i > begin && strip(l.text) === HEADERS_END)
    if (end === -1) {
      warnings.push('_headers: the generated section has no end marker; everything after its start was replaced')
      end = all.length - 1
    }
    section = { at: begin, end: all[end]?.end ?? eol }
    lines = [...all.slice(0, begin), ...all.slice(end + 1)]
  }

  const rules = parseRules(lines)
  const byPath = new Map<string, Rule>()
  for (const rule of rules) if (!byPath.has(rule.path)) byPath.set(rule.path, rule)
  for (const rule of rules) {
    if (isPattern(rule.path) && rule.headers.some((i) => isLastModified(lines[i]?.text ?? ''))) {
      warnings.push(
        `_headers: rule ${rule.path} sets Last-Modified for many paths; a page it matches gets two dates joined by a comma`
      )
    }
  }

  const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const set = new Map<number, string>()
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
      const existingLine = own.headers.find((i) => isLastModified(lines[i]?.text ?? ''))
      const indent = own.headers.length > 0 ? (/^[ \t]+/.exec(lines[own.headers[0] as number]?.text ?? '')?.[0] ?? '  ') : '  '
      if (existingLine !== undefined) {
        const lineIndent = /^[ \t]+/.exec(lines[existingLine]?.text ?? '')?.[0] ?? indent
        set.set(existingLine, `${lineIndent}Last-Modified: ${value}`)
      } else {
        const after = own.headers.length > 0 ? (own.headers[own.headers.length - 1] as number) : own.line
        inserts.set(after, [...(inserts.get(after) ?? []), `${indent}Last-Modified: ${value}`])
      }
      continue
    }
    generatedCount++
    generated.push(page.path, `  Last-Modified: ${value}`)
  }

  const ours = generated.length > 0 ? [HEADERS_BEGIN, ...generated, HEADERS_END] : []
  const out: Line[] = []
  /** `texts` as new lines after the last one out; a last line without an ending gets one, and passes its lack on. */
  const add = (texts: readonly string[], lastEnd = eol): void => {
    if (texts.length === 0) return
    const previous = out[out.length - 1]
    if (previous?.end === '') {
      previous.end = eol
      lastEnd = ''
    }
    texts.forEach((text, i) => out.push({ text, end: i === texts.length - 1 ? lastEnd : eol }))
  }
  lines.forEach((line, i) => {
    if (section?.at === i) add(ours, section.end)
    out.push({ text: set.get(i) ?? line.text, end: line.end })
    add(inserts.get(i) ?? [])
  })
  if (section !== undefined && section.at >= lines.length) add(ours, section.end)
  else if (section === undefined && ours.length > 0) {
    const last = out[out.length - 1]
    add(last === undefined || isBlank(last.text) ? ours : ['', ...ours])
  }
  const ruleCount = rules.length + generatedCount
  if (ruleCount > CLOUDFLARE_MAX_RULES) {
    warnings.push(
      `_headers: ${ruleCount} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit)`
    )
  }
  return { text: out.map((l) => l.text + l.end).join(''), inPlace, generated: generatedCount, warnings }
}
