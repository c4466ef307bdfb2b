// The plan of a run is a pure function of the processed pages, the previous state and the options.
import { describe, expect, it } from '@jest/globals'
import { planRun, type ProcessedPage, type RunInput } from '../src/core/run.js'
import type { State } from '../src/core/types.js'

const siteUrl = new URL('https://example.com/docs/')
const hashing = { normalizer: 1, options: '{}' }
const hash = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`

function page(path: string, n: number, extra: Partial<ProcessedPage> = {}): ProcessedPage {
  return {
    file: `${path.replace(/^\//, '')}index.html`,
    path,
    included: { loc: new URL(path.slice(1), siteUrl).href, page: { path, hash: hash(n), fingerprint: '' } },
    warnings: [],
    ...extra
  }
}

function input(pages: ProcessedPage[], previous: State | undefined): RunInput {
  return {
    pages,
    hashing,
    previous,
    siteUrl,
    now: new Date('2026-12-04T10:00:00Z'),
    dryRun: false,
    sitemap: { lastmodFormat: 'datetime', baseUrl: siteUrl.href, fileName: 'sitemap.xml', dir: '/out' }
  }
}

describe('planRun', () => {
  const before: State = {
    version: 1,
    hashing,
    pages: {
      '/a/': { hash: hash(1), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', blocks: '' },
      '/b/': { hash: hash(2), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z', blocks: '' },
      '/gone/': { hash: hash(3), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }
    }
  }

  it('moves only the changed page, adds the new one, keeps a tombstone for the removed one', () => {
    const plan = planRun(input([page('/a/', 1), page('/b/', 9), page('/c/', 4)], before))
    expect(plan.report.pages).toMatchObject({
      new: ['https://example.com/docs/c/'],
      changed: ['https://example.com/docs/b/'],
      removed: ['https://example.com/docs/gone/'],
      unchanged: ['https://example.com/docs/a/']
    })
    expect(plan.state.pages['/a/']).toEqual(before.pages['/a/'])
    expect(plan.state.pages['/b/']?.updatedAt).toBe('2026-12-04T10:00:00Z')
    expect(plan.sitemap.urls).toBe(3)
    expect(plan.report.sitemap?.files).toEqual(['/out/sitemap.xml'])
    expect(plan.stateUnchanged).toBe(false)
  })

  it('says when the state is the previous one record for record', () => {
    const plan = planRun(input([page('/a/', 1), page('/b/', 2)], { version: 1, hashing, pages: { '/a/': before.pages['/a/'], '/b/': before.pages['/b/'] } } as State))
    expect(plan.stateUnchanged).toBe(true)
  })

  it('names a file that holds each fragment many changed pages share, and reports it as probable noise', () => {
    const why = [{ kind: 'added' as const, new: 'ul>li|[Random pick](/x/)' }]
    const pages = [1, 2, 3, 4].map((n) => page(`/p${n}/`, 100 + n))
    const previous = { version: 1, hashing, pages: Object.fromEntries(pages.map((p, i) => [p.path, { hash: hash(i), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }])) } as State
    for (const p of pages) if (p.included) p.included.page.why = why
    const plan = planRun(input(pages, previous))
    expect(plan.report.noise).toEqual([{ fragment: why[0]?.new, pages: 4, of: 4, sample: 'https://example.com/docs/p1/' }])
    expect(plan.noise.map((n) => n.file)).toEqual(['p1/index.html'])
  })
})
