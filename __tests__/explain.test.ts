import { describe, expect, it } from '@jest/globals'
import { explainFromBlocks, explainFromFingerprint, fingerprintBlocks, fingerprintJoined, splitBlocks } from '../src/core/explain.js'
import { fingerprintBlockByBlock, fingerprintBlocksV1, fingerprintBlocksV2 } from '../__fixtures__/fingerprint.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'

const blocks = Array.from({ length: 400 }, (_, i) => `p|Paragraph number ${i} of a long reference page.`)

describe('explaining a change', () => {
  it('keeps the fingerprint small on long pages', () => {
    expect(fingerprintBlocks(blocks).length).toBeLessThanOrEqual(210)
    expect(fingerprintBlocks(blocks.slice(0, 5)).length).toBeLessThan(30)
  })

  it('points to the edited block on a long page', () => {
    const edited = [...blocks]
    edited[217] = 'p|A brand new sentence the author wrote.'
    const why = explainFromFingerprint(fingerprintBlocks(blocks), edited)
    expect(why).toHaveLength(1)
    expect(why[0]?.kind).toBe('replaced')
    expect(why[0]?.new).toContain('A brand new sentence the author wrote.')
  })

  it('says the blocks moved when the very same blocks come in another order', () => {
    const page = blocks.slice(0, 50)
    expect(explainFromFingerprint(fingerprintBlocks(page), [...page].reverse())).toEqual([{ kind: 'reordered' }])
    const long = Array.from({ length: 400 }, (_, i) => `p|paragraph ${i}`)
    expect(explainFromFingerprint(fingerprintBlocks(long), [...long].reverse())).toEqual([{ kind: 'reordered' }])
  })

  it('never says "reordered" when no block is new but the blocks are not the same: one repeated in place of another', () => {
    // A footer line that now repeats the one above it: no new text, and not a move.
    const page = blocks.slice(0, 10)
    const repeated = page.map((block, i) => (i === 9 ? (page[8] as string) : block))
    expect(explainFromFingerprint(fingerprintBlocks(page), repeated)).toEqual([{ kind: 'unknown' }])
  })

  it('on a page too long for its fingerprint to tell an edit from a move (3 in 10 edits of a 400-block page test as known), says it cannot say which', () => {
    const long = Array.from({ length: 400 }, (_, i) => `p|paragraph ${i}`)
    const edited = Array.from({ length: 400 }, (_, i) => (i === 7 ? 'p|paragraph 7, edited' : `p|paragraph ${i}`))
    expect(explainFromFingerprint(fingerprintBlocks(long), edited)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: expect.stringMatching(/^(replaced|unknown)$/) })]))
  })

  it('reports a removed block without text, and an insertion as added', () => {
    const fewer = blocks.slice(0, 10).filter((_, i) => i !== 4)
    expect(explainFromFingerprint(fingerprintBlocks(blocks.slice(0, 10)), fewer)).toEqual([{ kind: 'removed' }])
    const more = [...blocks.slice(0, 10), 'p|appended']
    expect(explainFromFingerprint(fingerprintBlocks(blocks.slice(0, 10)), more)).toEqual([{ kind: 'added', new: 'p|appended' }])
  })

  it('still reads the fingerprints older releases wrote, which cannot tell a move', () => {
    const v1 = fingerprintBlocksV1(blocks)
    expect(v1).toMatch(/^400:[A-Za-z0-9_-]+$/)
    expect(fingerprintBlocks(blocks)).toMatch(/^400\.[A-Za-z0-9_-]+$/)
    const edited = [...blocks]
    edited[31] = 'p|Rewritten by hand.'
    expect(explainFromFingerprint(v1, edited)).toEqual([{ kind: 'replaced', new: 'p|Rewritten by hand.' }])
    expect(explainFromFingerprint(v1, [...blocks].reverse())).toEqual([{ kind: 'unknown' }])
    const small = blocks.slice(0, 40)
    const v2 = fingerprintBlocksV2(small)
    expect(explainFromFingerprint(v2, small.map((b, i) => (i === 31 ? 'p|Rewritten by hand.' : b)))).toEqual([{ kind: 'replaced', new: 'p|Rewritten by hand.' }])
    expect(explainFromFingerprint(v2, [...small].reverse())).toEqual([{ kind: 'unknown' }])
    expect(explainFromFingerprint(v2, small.slice(1))).toEqual([{ kind: 'removed' }])
  })

  it('has no more false matches than the first version of the filter', () => {
    // A weak hash shows up as blocks wrongly "known". The strangers are the hardest case: the
    // page's own blocks with one character changed, at every position (a hash that skips some
    // characters, or looks at the length only, takes most of them for known ones).
    for (const size of [5, 40, 400]) {
      const page = blocks.slice(0, size)
      const strangers: string[] = []
      for (let b = 0; strangers.length < 5000; b = (b + 1) % size) {
        const block = page[b] as string
        const at = strangers.length % block.length
        strangers.push(block.slice(0, at) + (block[at] === '#' ? '%' : '#') + block.slice(at + 1))
      }
      const known = (fp: string): number => strangers.length - explainFromFingerprint(fp, strangers, strangers.length).length
      const v1 = known(fingerprintBlocksV1(page)) / strangers.length
      const v2 = known(fingerprintBlocks(page)) / strangers.length
      expect(v2).toBeLessThanOrEqual(v1 * 1.5 + 0.01)
      if (size <= 40) expect(v2).toBeLessThan(0.03)
    }
  })

  it('diffs two known versions block by block', () => {
    expect(explainFromBlocks(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual([{ kind: 'replaced', old: 'b', new: 'B' }])
    expect(explainFromBlocks(['a', 'c'], ['a', 'b', 'c'])).toEqual([{ kind: 'added', new: 'b' }])
  })
})

describe('the fingerprint writer', () => {
  it('gives the same fingerprint from the blocks as from their join', () => {
    const page = ['h1|Title', 'p|naïve 😀 text', 'p|Caf\u00e9', 'ld+json|{"a":1}']
    expect(fingerprintJoined(page.join('\n'))).toBe(fingerprintBlocks(page))
    expect(explainFromFingerprint(fingerprintJoined(page.join('\n')), page)).toEqual([{ kind: 'reordered' }])
    // An empty block among others is told by the join too.
    const withEmpty = ['h1|Title', '', 'p|text']
    expect(fingerprintJoined(withEmpty.join('\n'))).toBe(fingerprintBlocks(withEmpty))
  })

  it('writes the filter of version 2 fingerprints bit for bit as earlier releases did, then the sum', () => {
    // Blocks at odd and even offsets of the join, of odd and even lengths, with code units at and
    // past U+8000 (a pair of them is a negative 32-bit integer), a surrogate pair and a lone one.
    // The expected values were written by the release before the hash read pairs as words.
    const blocks = ['h2|Group A', 'p|odd', 'ul>li|[Fixtures](/match/fixtures/)', 'p|\u4e2d\u6587 \uffff\u8000 caf\u00e9', 'p|\ud83d\ude00 emoji', 'p|lone \ud800', '', 'td|7']
    expect(fingerprintBlocks(blocks)).toMatch(/^8\.HAKAJb9QFMI5AASI[A-Za-z0-9_-]{6}$/)
    const many = Array.from({ length: 150 }, (_, i) => 'p|block ' + 'x'.repeat(i % 7) + '\u00e9\u8000'.repeat(i % 3))
    expect(fingerprintBlocks(many).slice(0, -6)).toBe(
      '150.ABCEiAMAgIAgAAIEAMAAAAAAAQABAAACAAAAQAAACIoAAYAACAAEBIAAAQBBQQIICABiQAIKAgAAgAAAAACAAIQAAAAAAAQQBAAIAAAAAAIIEgAAAAAIQQEAAgAAAAAJAABAAAggIAAAAEAgACABCAEAAAkJAAAASQAAgAIA'
    )
    expect(explainFromFingerprint(fingerprintBlocks(blocks), blocks)).toEqual([{ kind: 'reordered' }])
    expect(explainFromFingerprint(fingerprintBlocks(many), many)).toEqual([{ kind: 'reordered' }])
  })

  it('sets exactly the bits the reader tests (its hash is written out twice, for speed)', () => {
    const page = Array.from({ length: 60 }, (_, i) => `td|Cell ${i} ✓ ${'x'.repeat(i % 3)}`)
    const fp = fingerprintBlocks(page)
    // Every block of the page is known, and dropping any one block is noticed as "removed" only.
    expect(explainFromFingerprint(fp, page)).toEqual([{ kind: 'reordered' }])
    for (const i of [0, 17, 59]) {
      const edited = [...page]
      edited[i] = `td|Cell ${i} changed`
      expect(explainFromFingerprint(fp, edited)).toEqual([{ kind: 'replaced', new: `td|Cell ${i} changed` }])
    }
  })

  it('writes the fingerprint the format defines, block by block, on 1,000 random pages', () => {
    // Odd and even lengths, code units at and past U+8000 and surrogates.
    const rand = mulberry32(20261201)
    const units = ['a', 'b', ' ', '|', '\u00e9', '\u4e2d', '\u8000', '\uffff', '\ud83d\ude00', '\ud800']
    const lengths = [0, 1, 2, 3, 15, 63, 64, 65, 66, 127, 300, 1001]
    for (let n = 0; n < 1000; n++) {
      const count = Math.floor(rand() * (n % 10 === 0 ? 400 : 40))
      const page = Array.from({ length: count }, () => {
        const length = rand() < 0.5 ? (lengths[Math.floor(rand() * lengths.length)] as number) : Math.floor(rand() * 200)
        let block = ''
        while (block.length < length) block += units[Math.floor(rand() * units.length)]
        return block.slice(0, length)
      })
      const want = fingerprintBlockByBlock(page)
      const got = fingerprintBlocks(page)
      if (got !== want) throw new Error(`page ${n} (${count} blocks): ${got}, expected ${want}`)
      // From the join alone, where it tells the blocks (one empty block joins to nothing, as none does).
      if (count === 1 && page[0] === '') continue
      const joined = page.join('\n')
      if (fingerprintJoined(joined) !== want) throw new Error(`page ${n} (${count} blocks), from the join: ${fingerprintJoined(joined)}, expected ${want}`)
      expect(splitBlocks(joined)).toEqual(page)
    }
  })

  it('answers for large pages and small ones after', () => {
    const big = Array.from({ length: 3000 }, (_, i) => `p|${'Long paragraph text. '.repeat(1 + (i % 40))}${i}`)
    const small = ['h1|Title', 'p|Short.']
    for (const page of [small, big, small, big.slice(0, 2000)]) {
      expect(fingerprintBlocks(page)).toBe(fingerprintBlockByBlock(page))
      expect(fingerprintJoined(page.join('\n'))).toBe(fingerprintBlockByBlock(page))
    }
    expect(fingerprintJoined('')).toBe(fingerprintBlockByBlock([]))
  })
})
