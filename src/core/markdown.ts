// Escaping for text taken from pages into GitHub-flavoured Markdown (PR comments, job summaries).
// A page is untrusted input: its text must not ping people, reference issues, inject HTML,
// break out of a table cell or a code span, or hide text with bidi controls.

const ZWSP = '\u200B'

/** Bidi overrides/isolates and other invisible format characters ("Trojan source"). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/** Shortens to `max` characters (code points), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return chars.slice(0, Math.max(0, max - 1)).join('') + '…'
}

/**
 * Plain text → inline Markdown that renders as exactly that text, on one line, safe in a table
 * cell. Every ASCII punctuation character that Markdown or HTML gives a meaning is
 * backslash-escaped (CommonMark allows escaping any ASCII punctuation); `@` and `#` additionally
 * get a zero-width space because GitHub resolves mentions and issue references after rendering.
 */
export function escapeInline(text: string, max = 200): string {
  const clean = truncate(
    text.replace(INVISIBLE, '').replace(/\r\n|\r|\n|\t/g, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ').trim(),
    max
  )
  return clean
    .replace(/[\\`*_{}[\]()<>#+\-.!|~&:$]/g, (c) => `\\${c}`)
    .replace(/@/g, `@${ZWSP}`)
    .replace(/\\#/g, `\\#${ZWSP}`)
}

const SAFE_URL = /^https?:\/\//i

/** A Markdown link whose label and target are both safe; non-http(s) targets render as text. */
export function link(label: string, url: string, max = 120): string {
  const text = escapeInline(label, max)
  if (!SAFE_URL.test(url)) return text
  // Characters that end a link destination or a table cell are percent-encoded; the URL stays valid.
  const target = url.replace(/[\s()<>|\\`"'[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  return `[${text}](${target})`
}

/** A GFM table; every cell must already be inline-safe (escapeInline/link). */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Text for inside an HTML comment (the sticky marker): no `--`, no `>`. */
export function commentSafe(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D')
}
