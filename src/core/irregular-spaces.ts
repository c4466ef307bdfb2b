// Where a page's texts stop being "words and single spaces": the scanner's hint to the extractor
// (html-scan.ts, ScanHandler.ontext), which then appends such a text whole instead of collapsing
// its whitespace.
//
// The pairs of spaces cost the most to find. Spaces come every few characters, and a search for
// two of them (`indexOf('  ')`, a regular expression) stops at each one: about 15 µs over a 29 KB
// bench page, and 18 µs when each text was searched on its own, against 255 µs for the whole page.
// A small WebAssembly function (wasm/irregular-spaces.wat) tests sixteen characters at a time for
// all of them at once: about 2 µs a page, with the copy of the page into its memory.
import { IRREGULAR_SPACES_WASM } from './wasm/irregular-spaces.wasm.js'
import { lazyWasm, type WasmModule } from './wasm-module.js'

/** Whitespace by JavaScript's `\s` up to U+00FF, but the space. */
const OTHER_SPACES = ['\n', '\t', '\r', '\f', '\v', '\u00a0']

/** Pages past this size are searched without WebAssembly, whose memory never shrinks. */
const MAX_WASM_PAGE = 8 * 1024 * 1024

type Search = WasmModule<{ next: (from: number, len: number) => number }>

const wasmSearch = lazyWasm(IRREGULAR_SPACES_WASM, (exports) => ({ next: exports.next as (from: number, len: number) => number }))

/**
 * The search over one page that holds no character past U+00FF (one byte a character). Each
 * call may start anywhere; the scanner calls it only past the last answer.
 */
export class IrregularSpaces {
  private readonly search: Search | null
  /** Without WebAssembly: where each of OTHER_SPACES, and a pair of spaces, next occurs (-1 before the first search). */
  private readonly nextAt: number[] = []

  constructor(
    private readonly html: string,
    useWasm = true
  ) {
    this.search = useWasm && html.length <= MAX_WASM_PAGE ? wasmSearch() : null
  }

  /**
   * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
   * carriage return or no-break space, or a space followed by a space; the page's length when
   * there is none.
   */
  next(from: number): number {
    const search = this.search
    return search === null ? this.nextWithoutWasm(from) : this.nextWithWasm(search, from)
  }

  private nextWithWasm(search: Search, from: number): number {
    const html = this.html
    const len = html.length
    if (search.holder !== this) {
      // Past the page: the bytes a block reads beyond its end.
      search.reserve(len + 16).write(html, 0, len, 'latin1')
      search.holder = this
    }
    return search.functions.next(from, len)
  }

  private nextWithoutWasm(from: number): number {
    const html = this.html
    const len = html.length
    const nextAt = this.nextAt
    if (nextAt.length === 0) for (let k = 0; k <= OTHER_SPACES.length; k++) nextAt.push(-1)
    let first = len
    for (let k = 0; k <= OTHER_SPACES.length; k++) {
      let at = nextAt[k] as number
      if (at < from) {
        at = html.indexOf(k < OTHER_SPACES.length ? (OTHER_SPACES[k] as string) : '  ', from)
        if (at < 0) at = len
        nextAt[k] = at
      }
      if (at < first) first = at
    }
    return first
  }
}
