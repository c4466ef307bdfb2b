import { describe, expect, it } from '@jest/globals'
import { explainFromBlocks, explainFromFingerprint, fingerprintBlocks } from '../src/core/explain.js'

const blocks = Array.from({ length: 400 }, (_, i) => `p|Paragraph number ${i} of a long reference page.`)

describe('explaining a change', () => {
  it('keeps the fingerprint small on long pages', () => {
    expect(fingerprintBlocks(blocks).length).toBeLessThanOrEqual(200)
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

  it('says nothing when nothing changed', () => {
    expect(explainFromFingerprint(fingerprintBlocks(blocks), blocks)).toEqual([])
  })

  it('reports a removed block without text, and an insertion as added', () => {
    const fewer = blocks.slice(0, 10).filter((_, i) => i !== 4)
    expect(explainFromFingerprint(fingerprintBlocks(blocks.slice(0, 10)), fewer)).toEqual([{ kind: 'removed' }])
    const more = [...blocks.slice(0, 10), 'p|appended']
    expect(explainFromFingerprint(fingerprintBlocks(blocks.slice(0, 10)), more)).toEqual([{ kind: 'added', new: 'p|appended' }])
  })

  it('diffs two known versions block by block', () => {
    expect(explainFromBlocks(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual([{ kind: 'replaced', old: 'b', new: 'B' }])
    expect(explainFromBlocks(['a', 'c'], ['a', 'b', 'c'])).toEqual([{ kind: 'added', new: 'b' }])
  })
})
