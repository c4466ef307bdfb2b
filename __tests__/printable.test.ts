// What a value from a page, a file name or a server becomes in one line of output, and what the
// whole output of the CLI becomes: no line break but the tool's own, no control, no bidi override,
// and nothing a CI runner reads as a workflow command (`::name::` at the start of a line after
// white space, `##[name]` anywhere in it).
import { describe, expect, it } from '@jest/globals'
import { printable, shown } from '../src/core/printable.js'

/** Lines a runner would take as a command. */
const commandLines = (text: string): string[] => text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes('##['))

describe('shown', () => {
  it.each([
    ['a line feed', 'x\n::set-output name=a::b', 'x\\n::set-output name=a::b'],
    ['a carriage return alone', 'x\r::stop-commands::tok', 'x\\r::stop-commands::tok'],
    ['a tab', 'a\tb', 'a\\tb'],
    ['NEL', 'x\u0085::error::y', 'x\\x85::error::y'],
    ['the line and paragraph separators', 'x\u2028y\u2029z', 'x\\u2028y\\u2029z'],
    ['bidi overrides and isolates', 'abc\u202Edef\u2066g\u200F', 'abc\\u202edef\\u2066g\\u200f'],
    ['an escape sequence', '\x1b]0;title\x07', '\\x1b]0;title\\x07'],
    ['a command at its start', '::warning file=.github/workflows/a.yml::x', '\\x3a:warning file=.github/workflows/a.yml::x'],
    ['a command after white space at its start', ' \u00a0\u3000::add-mask::secret', ' \u00a0\u3000\\x3a:add-mask::secret'],
    ['the old command form anywhere', 'see ##[error]bad and ###[set-output name=a;]b', 'see \\x23#[error]bad and #\\x23#[set-output name=a;]b']
  ])('escapes %s', (_, value, expected) => {
    expect(shown(value)).toBe(expected)
    expect(commandLines(`prefix ${shown(value)}`)).toEqual([])
    expect(commandLines(shown(value))).toEqual([])
  })

  it('leaves ordinary text, URLs and colons inside it alone', () => {
    for (const text of ['https://example.com/a:b/?q=1#x', 'http://[::1]:8080/', 'Café 東京 — “quoted”', 'a::b', '# heading', 'C:\\path']) {
      expect(shown(text)).toBe(text)
    }
  })
})

describe('printable', () => {
  it("keeps the output's own line feeds and tabs, and no line of it can be a command", () => {
    const text = 'one\n\ttwo\n::error::three\n  ::add-mask::four\r::debug::five\nsix ##[warning]seven\n'
    const out = printable(text)
    expect(out.split('\n')).toHaveLength(6)
    expect(out).toContain('one\n\ttwo\n')
    expect(commandLines(out)).toEqual([])
    expect(out).toBe('one\n\ttwo\n\\x3a:error::three\n  \\x3a:add-mask::four\\r::debug::five\nsix \\x23#[warning]seven\n')
  })
})
