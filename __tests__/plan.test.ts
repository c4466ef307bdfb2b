import { describe, expect, it } from '@jest/globals'
import { describePage, planState, type BuiltPage } from '../src/core/plan.js'
import { fingerprintBlocks } from '../src/core/explain.js'
import { fingerprintBlocksV1 } from '../__fixtures__/fingerprint.js'
import { parseState, serializeState } from '../src/core/state.js'
import type { PageRecord, State } from '../src/core/types.js'

const hash = (c: string): string => `sha256:${c.repeat(64)}`
const HASHING = { normalizer: 1, options: 'o' }
const page = (path: string, h: string, blocks = ['p|text'], previous?: State): BuiltPage => describePage(path, h, blocks, previous?.pages[path])

const previous: State = {
  version: 1,
  hashing: HASHING,
  pages: {
    '/same/': { hash: hash('a'), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' },
    '/edited/': { hash: hash('b'), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
    '/gone/': { hash: hash('c'), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
    '/dead/': { hash: hash('d'), publishedAt: '2025-01-01T00:00:00Z', updatedAt: '2025-02-01T00:00:00Z', removedAt: '2025-03-01T00:00:00Z' },
    '/long-dead/': { hash: hash('e'), publishedAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z', removedAt: '2025-03-01T00:00:00Z' }
  }
}
const NOW = '2026-06-01T00:00:00Z'

describe('state machine', () => {
  const result = planState({
    previous,
    now: NOW,
    hashing: HASHING,
    pages: [page('/same/', hash('a')), page('/edited/', hash('f')), page('/fresh/', hash('1')), page('/dead/', hash('d'))]
  })

  it('classifies each page', () => {
    expect(result.outcomes).toEqual([
      { kind: 'changed', path: '/dead/', revived: true },
      { kind: 'changed', path: '/edited/', revived: false },
      { kind: 'new', path: '/fresh/' },
      { kind: 'unchanged', path: '/same/' },
      { kind: 'removed', path: '/gone/' }
    ])
    expect(result.rebaselined).toBe(false)
  })

  it('moves only the dates it should', () => {
    const p = result.state.pages
    expect(p['/same/']).toMatchObject({ publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' })
    expect(p['/edited/']).toMatchObject({ hash: hash('f'), publishedAt: '2026-01-01T00:00:00Z', updatedAt: NOW })
    expect(p['/fresh/']).toMatchObject({ publishedAt: NOW, updatedAt: NOW })
    expect(p['/gone/']).toMatchObject({ publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', removedAt: NOW })
    expect(p['/dead/']).toMatchObject({ publishedAt: '2025-01-01T00:00:00Z', updatedAt: NOW })
    expect(p['/dead/']?.removedAt).toBeUndefined()
    expect(p['/long-dead/']).toEqual(previous.pages['/long-dead/'])
  })

  it('re-baselines hashes without moving a date when the hashing changed', () => {
    const r = planState({ previous, now: NOW, hashing: { normalizer: 2, options: 'o' }, pages: [page('/edited/', hash('f'))] })
    expect(r.rebaselined).toBe(true)
    expect(r.outcomes[0]).toEqual({ kind: 'unchanged', path: '/edited/' })
    expect(r.state.pages['/edited/']).toMatchObject({ hash: hash('f'), updatedAt: '2026-01-01T00:00:00Z' })
    // A state without pages has nothing to re-baseline, whatever hashed it.
    const empty = planState({ previous: { version: 1, pages: {} }, now: NOW, hashing: { normalizer: 2, options: 'o' }, pages: [page('/edited/', hash('f'))] })
    expect(empty.rebaselined).toBe(false)
    expect(empty.outcomes[0]).toEqual({ kind: 'new', path: '/edited/' })
  })

  it('seeds new pages from a deployed sitemap', () => {
    const r = planState({ previous: undefined, now: NOW, hashing: HASHING, pages: [page('/x/', hash('1'))], seed: () => '2024-05-05T00:00:00Z' })
    expect(r.state.pages['/x/']).toMatchObject({ publishedAt: '2024-05-05T00:00:00Z', updatedAt: '2024-05-05T00:00:00Z' })
  })

  it('explains a change with the new block, from the fingerprint alone', () => {
    const oldBlocks = ['h1|Install', 'p|Download it.', 'p|Then run it.']
    const first = planState({ previous: undefined, now: NOW, hashing: HASHING, pages: [page('/i/', hash('1'), oldBlocks)] })
    const newBlocks = ['h1|Install', 'p|Download the installer.', 'p|Then run it.']
    const second = planState({
      previous: first.state,
      now: NOW,
      hashing: HASHING,
      pages: [page('/i/', hash('2'), newBlocks, first.state)]
    })
    expect(second.why.get('/i/')).toEqual([{ kind: 'replaced', new: 'p|Download the installer.' }])
  })
})

describe('a state read from its file', () => {
  // Read from a file, the planner knows how many records the state held and skips the look for
  // removed pages when every one was met again: the plan must be the one made without knowing.
  const same = (pages: BuiltPage[], from: State): void => {
    const parsed = parseState(serializeState(from), 'x')
    const plain = parseState(serializeState(from), 'x')
    // A copy the planner cannot know the count of.
    const unknown: State = { ...plain, pages: { ...plain.pages } }
    expect(planState({ previous: parsed, now: NOW, hashing: HASHING, pages })).toEqual(planState({ previous: unknown, now: NOW, hashing: HASHING, pages }))
  }
  const live = (state: State): State => ({
    ...state,
    pages: Object.fromEntries(Object.entries(state.pages).filter(([, r]) => r.removedAt === undefined))
  })

  it('plans the same with every record met again', () => {
    const from = live(previous)
    same(Object.entries(from.pages).map(([path, r]) => page(path, r.hash)), from)
  })

  it('plans the same with a record not met again, or a tombstone left as it is', () => {
    const from = live(previous)
    same([page('/same/', hash('a')), page('/edited/', hash('b'))], from)
    same([page('/same/', hash('a')), page('/edited/', hash('b')), page('/gone/', hash('c'))], previous)
  })

  it('plans the same when one page is built twice and another is gone', () => {
    const from = live(previous)
    const pages = [page('/same/', hash('a')), page('/same/', hash('a')), page('/edited/', hash('b'))]
    same(pages, from)
    expect(planState({ previous: parseState(serializeState(from), 'x'), now: NOW, hashing: HASHING, pages }).outcomes).toContainEqual({
      kind: 'removed',
      path: '/gone/'
    })
  })
})

describe('a state the plan leaves as it was', () => {
  const blocks = fingerprintBlocks(['p|text'])
  const live = parseState(
    serializeState({
      ...previous,
      pages: { '/same/': { ...(previous.pages['/same/'] as PageRecord), blocks }, '/edited/': { ...(previous.pages['/edited/'] as PageRecord), blocks } }
    }),
    'x'
  )
  const rebuilt = (from: State): BuiltPage[] => Object.entries(from.pages).map(([path, r]) => page(path, r.hash, ['p|text'], from))
  const plan = (pages: BuiltPage[], from: State | undefined = live, hashing = HASHING): boolean => planState({ previous: from, now: NOW, hashing, pages }).unchanged

  it('is the one read when every page is built again with its hash', () => {
    expect(plan(rebuilt(live))).toBe(true)
    // Each record is the previous one, as it was.
    const r = planState({ previous: live, now: NOW, hashing: HASHING, pages: rebuilt(live) })
    for (const [path, record] of Object.entries(r.state.pages)) expect(record).toBe(live.pages[path])
    // A tombstone carried over as it was changes nothing either.
    const withTombstone = parseState(serializeState({ ...live, pages: { ...live.pages, '/dead/': previous.pages['/dead/'] as PageRecord } }), 'x')
    expect(plan(rebuilt(live), withTombstone)).toBe(true)
  })

  it('is another as soon as one record moves, comes, goes or the hashing differs', () => {
    const pages = rebuilt(live)
    expect(plan([...pages, page('/fresh/', hash('1'))])).toBe(false)
    expect(plan([pages[0] as BuiltPage, page('/edited/', hash('f'), ['p|text'], live)])).toBe(false)
    expect(plan([pages[0] as BuiltPage])).toBe(false)
    expect(plan(pages, live, { normalizer: 2, options: 'o' })).toBe(false)
    expect(plan(pages, live, { normalizer: 1, options: 'p' })).toBe(false)
    expect(plan(pages, { ...live, hashing: undefined } as unknown as State)).toBe(false)
    expect(planState({ previous: undefined, now: NOW, hashing: HASHING, pages }).unchanged).toBe(false)
    // A tombstone built again is revived.
    const withTombstone = parseState(serializeState({ ...live, pages: { ...live.pages, '/dead/': previous.pages['/dead/'] as PageRecord } }), 'x')
    expect(plan([...pages, page('/dead/', hash('d'), ['p|text'], withTombstone)], withTombstone)).toBe(false)
    // A record without a fingerprint gains one.
    const bare = parseState(serializeState({ ...live, pages: { '/same/': previous.pages['/same/'] as PageRecord } }), 'x')
    expect(bare.pages['/same/']?.blocks).toBeUndefined()
    expect(plan([page('/same/', hash('a'), ['p|text'], bare)], bare)).toBe(false)
  })
})

describe('describing a built page', () => {
  const blocks = ['h1|Title', 'p|Body text.']
  const before = { hash: hash('a'), publishedAt: NOW, updatedAt: NOW, blocks: fingerprintBlocksV1(blocks) }

  it('keeps the previous fingerprint of an unchanged page, whatever release wrote it', () => {
    expect(describePage('/p/', hash('a'), blocks, before)).toEqual({ path: '/p/', hash: hash('a'), fingerprint: before.blocks })
  })

  it('fingerprints a changed, revived or fingerprint-less page afresh', () => {
    const fresh = fingerprintBlocks(blocks)
    expect(describePage('/p/', hash('b'), blocks, before).fingerprint).toBe(fresh)
    expect(describePage('/p/', hash('a'), blocks, { ...before, removedAt: NOW }).fingerprint).toBe(fresh)
    const bare: PageRecord = { hash: before.hash, publishedAt: NOW, updatedAt: NOW }
    expect(describePage('/p/', hash('a'), blocks, bare).fingerprint).toBe(fresh)
  })
})

describe('a page that was not read (over the page size limit)', () => {
  it('keeps its record as it was, counted unchanged, even when the hashing changed', () => {
    const kept: BuiltPage = { path: '/edited/', hash: hash('b'), fingerprint: '0.', kept: true }
    for (const hashing of [HASHING, { normalizer: 2, options: 'o' }]) {
      const result = planState({ previous, now: NOW, hashing, pages: [page('/same/', hash('a')), kept] })
      expect(result.state.pages['/edited/']).toBe(previous.pages['/edited/'])
      expect(result.outcomes).toContainEqual({ kind: 'unchanged', path: '/edited/' })
      expect(result.outcomes.map((o) => o.kind)).not.toContain('changed')
    }
  })
})

describe('the clock', () => {
  it('refuses a now before the newest date of the state, a tombstone included, naming the clock, the date and the page', () => {
    const run = (now: string, clock?: string): unknown => planState({ previous, now, hashing: HASHING, pages: [], ...(clock === undefined ? {} : { clock }) })
    expect(() => run('2026-01-01T23:59:59Z', '--now')).toThrow(
      '--now (2026-01-01T23:59:59Z) is before 2026-01-02T00:00:00Z, the newest date in the state (updatedAt of /same/): a run cannot be dated before the runs it follows; give a time after it, or the right clock'
    )
    expect(() => run('2025-12-31T00:00:00Z')).toThrow(/^the clock \(2025-12-31T00:00:00Z\) is before 2026-01-02T00:00:00Z/)
    const tombstones: State = { version: 1, hashing: HASHING, pages: { '/dead/': previous.pages['/dead/'] as PageRecord } }
    expect(() => planState({ previous: tombstones, now: '2025-02-15T00:00:00Z', hashing: HASHING, pages: [] })).toThrow(/before 2025-03-01T00:00:00Z, the newest date in the state \(removedAt of \/dead\/\)/)
    expect(() => run('2026-01-02T00:00:00Z')).not.toThrow()
  })
})
