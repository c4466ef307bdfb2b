import { describe, expect, it } from '@jest/globals'
import { mergeStates, parseState, serializeState, serializeStateChunks, StateError } from '../src/core/state.js'
import type { State } from '../src/core/types.js'

const H1 = `sha256:${'a'.repeat(64)}`
const H2 = `sha256:${'b'.repeat(64)}`

const state: State = {
  version: 1,
  hashing: { normalizer: 1, options: '{}' },
  pages: {
    '/z/': { hash: H1, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z' },
    '/a/': { hash: H2, publishedAt: '2026-01-02T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z', removedAt: '2026-03-01T00:00:00Z' }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

describe('state file', () => {
  it('round-trips through serialise and parse', () => {
    expect(parseState(serializeState(state), 'x')).toEqual(state)
  })

  it('writes sorted keys, one page per line', () => {
    const text = serializeState(state)
    const lines = text.split('\n')
    expect(lines.findIndex((l) => l.includes('"/a/"'))).toBeLessThan(lines.findIndex((l) => l.includes('"/z/"')))
    expect(lines.filter((l) => l.includes('"hash"'))).toHaveLength(2)
    expect(text.indexOf('"hashing"')).toBeLessThan(text.indexOf('"pages"'))
    expect(text.indexOf('"pages"')).toBeLessThan(text.indexOf('"version"'))
    expect(lines.find((l) => l.includes('"/a/"'))).toContain('{"hash":"' + H2 + '","publishedAt"')
  })

  it('writes each record as JSON.stringify would with its keys sorted, whichever fields it has', () => {
    const records: State['pages'] = {
      '/all/': { updatedAt: '2026-01-02T00:00:00Z', removedAt: '2026-01-03T00:00:00Z', publishedAt: '2026-01-01T00:00:00Z', hash: H1, blocks: '3.AAAA' },
      '/bare/': { hash: H2, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
      '/odd/"\\\u2028é\u0001/': { blocks: '"quoted" \\ \u0000', hash: H1, publishedAt: 'x', updatedAt: 'y' },
      // Surrogates, paired or lone, DEL and the last BMP character, in every field.
      '/😀/\ud800/\u007f\uffff/': { blocks: '\udc00 😀', hash: 'h\ud83d', publishedAt: '\u001f', removedAt: '\\', updatedAt: '\ud83d\ude00\u007f' }
    }
    const lines = serializeState({ version: 1, pages: records }).split('\n')
    for (const [key, record] of Object.entries(records)) {
      const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)))
      expect(lines).toContainEqual(expect.stringMatching(new RegExp('^    ' + escapeRegExp(JSON.stringify(key) + ': ' + JSON.stringify(sorted)) + ',?$')))
    }
  })

  it('streams a large state in chunks that parse back whole', () => {
    const big: State = { version: 1, pages: {} }
    for (let i = 0; i < 3000; i++) big.pages[`/p/${i}/`] = { hash: H1, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
    const chunks = [...serializeStateChunks(big)]
    expect(chunks.length).toBeGreaterThan(3)
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(70 * 1024)
    expect(parseState(chunks.join(''), 'x')).toEqual(big)
    expect(serializeState({ version: 1, pages: {} })).toBe('{\n  "pages": {},\n  "version": 1\n}\n')
  })

  it('rejects a truncated file naming the source', () => {
    const text = serializeState(state)
    expect(() => parseState(text.slice(0, text.length / 2), 'state file s.json')).toThrow(StateError)
    expect(() => parseState(text.slice(0, text.length / 2), 'state file s.json')).toThrow(/^state file s\.json is not valid JSON/)
  })

  it('drops record fields it does not know and shares equal dates', () => {
    const text = '{"version":1,"pages":{"/a/":{"hash":"' + H1 + '","publishedAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-01T00:00:00Z","extra":1},' +
      '"/b/":{"hash":"' + H2 + '","publishedAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-02T00:00:00Z"}}}'
    const parsed = parseState(text, 'f')
    expect(parsed.pages['/a/']).toEqual({ hash: H1, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' })
    expect(serializeState(parsed)).not.toContain('extra')
  })

  it('rejects an unknown version', () => {
    expect(() => parseState('{"version":2,"pages":{}}', 'f')).toThrow(/unknown state version 2/)
  })

  it('rejects malformed records', () => {
    expect(() => parseState('{"version":1,"pages":{"/a/":{"hash":"md5:1","publishedAt":"2026-01-01T00:00:00Z","updatedAt":"2026-01-01T00:00:00Z"}}}', 'f')).toThrow(/hash must be/)
    expect(() => parseState('{"version":1,"pages":{"/a/":{"hash":"' + H1 + '","publishedAt":"yesterday","updatedAt":"2026-01-01T00:00:00Z"}}}', 'f')).toThrow(/publishedAt/)
    // Dates are checked once each: a bad one after good ones, or a repeated bad one, still fails.
    const record = (updatedAt: string): string => `{"hash":"${H1}","publishedAt":"2026-01-01T00:00:00Z","updatedAt":${updatedAt}}`
    const pages = (...records: string[]): string => `{"version":1,"pages":{${records.map((r, i) => `"/${i}/":${r}`).join(',')}}}`
    expect(() => parseState(pages(record('"2026-01-01T00:00:00Z"'), record('"yesterday"')), 'f')).toThrow(/page "\/1\/": updatedAt must be/)
    expect(() => parseState(pages(record('"2026-01-01T00:00:00Z"'), record('20260101')), 'f')).toThrow(/page "\/1\/": updatedAt must be/)
    expect(() => parseState(pages(record('"2026-13-01T00:00:00Z"'), record('"2026-13-01T00:00:00Z"')), 'f')).toThrow(/page "\/0\/": updatedAt/)
    const withBlocks = (blocks: string): string => pages(record('"2026-01-01T00:00:00Z"').replace('{', `{"blocks":${blocks},`))
    for (const bad of ['"3.AA\\u0000AA"', '"nope"', '"3.AA AA"', '3', '""']) {
      expect(() => parseState(withBlocks(bad), 'f')).toThrow(/page "\/0\/": blocks must be a block fingerprint/)
    }
    for (const good of ['"3.AAAAAAAA"', '"12:Ab-_"']) expect(parseState(withBlocks(good), 'f').pages['/0/']?.blocks).toBe(JSON.parse(good))
    expect(() => parseState('{"version":1,"pages":[]}', 'f')).toThrow(/"pages" must be an object/)
    expect(() => parseState('[]', 'f')).toThrow(StateError)
  })

  it('merges racing states without losing a page, keeping the earliest publishedAt', () => {
    const earlier: State = {
      version: 1,
      pages: {
        '/only-earlier/': { hash: H1, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
        '/both/': { hash: H1, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-05T00:00:00Z' }
      }
    }
    const later: State = {
      version: 1,
      pages: {
        '/both/': { hash: H2, publishedAt: '2026-01-06T00:00:00Z', updatedAt: '2026-01-06T00:00:00Z' },
        '/only-later/': { hash: H2, publishedAt: '2026-01-06T00:00:00Z', updatedAt: '2026-01-06T00:00:00Z' }
      }
    }
    const merged = mergeStates(earlier, later)
    expect(Object.keys(merged.pages).sort()).toEqual(['/both/', '/only-earlier/', '/only-later/'])
    expect(merged.pages['/both/']).toEqual({ hash: H2, publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-06T00:00:00Z' })
  })
})
