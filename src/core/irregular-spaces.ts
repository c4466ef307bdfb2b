// Whitespace, defined once: JavaScript's `\s` (HTML's ASCII whitespace, the Unicode spaces, NBSP
// included, and the BOM). Texts are collapsed by it; the scanner tells the extractor which texts
// hold none of it but single spaces, so that those are appended whole.

/** Runs of whitespace. */
export const WHITESPACE = /\s+/g

/** Whitespace but the space, or two spaces: what makes a text more than words and single spaces. */
export const NOT_SINGLE_SPACES = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}/

/** Whitespace, as a character code test. */
export function isWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d)
  if (c < 0xa0) return false
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  )
}

/** Whitespace up to U+00FF but the space, then a pair of spaces: what IrregularSpaces searches for. */
const IRREGULAR = ['\n', '\t', '\r', '\f', '\v', '\u00a0', '  ']

/**
 * The search for irregular whitespace over one page that holds no character past U+00FF. A search
 * of the whole page from where the last one stopped costs less than a test of each text.
 */
export class IrregularSpaces {
  /** Where each of IRREGULAR next occurs; -1 before the first search. */
  private readonly nextAt: number[] = IRREGULAR.map(() => -1)

  constructor(private readonly html: string) {}

  /**
   * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
   * carriage return or no-break space, or a space followed by a space; the page's length when
   * there is none.
   */
  next(from: number): number {
    const { html, nextAt } = this
    const len = html.length
    let first = len
    for (let k = 0; k < IRREGULAR.length; k++) {
      let at = nextAt[k] as number
      if (at < from) {
        at = html.indexOf(IRREGULAR[k] as string, from)
        if (at < 0) at = len
        nextAt[k] = at
      }
      if (at < first) first = at
    }
    return first
  }
}
