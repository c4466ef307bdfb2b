// Where a page holds whitespace other than the space, so that the extractor can tell, of most
// texts, that it has nothing to collapse but runs of spaces without looking at their characters
// one by one.
//
// Testing each text with a regular expression costs about 2 ns a character, about a tenth of the
// time a large page takes. Here each kind of such whitespace is searched for in the whole page
// with `indexOf`, which V8 answers at memchr speed for one character (0.4 µs for 29 KB), and
// each answer is kept until a text starts past it. The searches go front to back and never cover
// a character twice, so a page costs at most one pass per kind, however many texts it has.
//
// Two spaces in a row are not searched for: with spaces every few characters, that search stops
// at each of them (18 of a large page's 200 µs). The extractor finds them in its output instead.

/** The characters of JavaScript's `\s` but the space, that fit in one byte. */
const NARROW = ['\n', '\t', '\r', '\u00a0', '\f', '\v']
/** The rest of `\s` but the space: in a string only when it has characters past U+00FF. */
const WIDE = /[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/g
const PAST_LATIN1 = /[\u0100-\uffff]/

/** The kinds searched for: each of NARROW, then WIDE (on pages that may have them). */
const WIDE_KIND = NARROW.length

/** The whitespace of one page (see the top of this file). */
export class SpaceIndex {
  private readonly text: string
  private readonly len: number
  private readonly kinds: number
  /** next[k]: where kind k next occurs at or after searched[k]; `len` when it does not. */
  private readonly next: number[] = []
  private readonly searched: number[] = []

  constructor(text: string) {
    this.text = text
    this.len = text.length
    // V8 answers this at once for a string that it stores one byte a character.
    this.kinds = PAST_LATIN1.test(text) ? NARROW.length + 1 : NARROW.length
    for (let k = 0; k < this.kinds; k++) {
      this.next.push(-1)
      this.searched.push(0)
    }
  }

  /**
   * Whether the only whitespace in text[start, end) is the space (U+0020), alone or in runs: no
   * other character of JavaScript's `\s`. Fastest when calls come in page order.
   */
  onlySpaces(start: number, end: number): boolean {
    const { next, searched } = this
    for (let k = 0; k < this.kinds; k++) {
      let at = next[k] as number
      if (at < start || (searched[k] as number) > start) {
        at = this.find(k, start)
        next[k] = at
        searched[k] = start
      }
      if (at < end) return false
    }
    return true
  }

  private find(kind: number, from: number): number {
    if (kind === WIDE_KIND) {
      WIDE.lastIndex = from
      const match = WIDE.exec(this.text)
      return match === null ? this.len : match.index
    }
    const at = this.text.indexOf(NARROW[kind] as string, from)
    return at < 0 ? this.len : at
  }
}
