// The plan of a run is a pure function of the processed pages, the previous state and the options.
import { describe, expect, it } from '@jest/globals'
import { planRun, type ProcessedPage, type RunInput } from '../src/core/run.js'
import type { State } from '../src/core/types.js'
import { fingerprintBlocks } from '../src/core/explain.js'

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
    expect(plan.report.noise).toEqual([{ fragment: why[0]?.new, pages: 4, of: 4, total: 4, siteWide: true, template: false, sample: 'https://example.com/docs/p1/' }])
    expect(plan.noise.map((n) => n.file)).toEqual(['p1/index.html'])
  })

  // A site of five pages whose footer, inside the content, rolled its copyright year over.
  const footer = (year: number): string => `p|© 2015–${year} Tidewater`
  const site = (year: number, n = 5): string[][] => Array.from({ length: n }, (_, i) => [`h1|Page ${i}`, `p|Text of page ${i}.`, footer(year)])

  it('keeps in the state the blocks that most pages hold, from the sampled pages and the fingerprints', () => {
    const pages = site(2024).map((blocks, i) => page(`/p${i}/`, i, {}))
    for (const [i, p] of pages.entries()) if (p.included) p.included.page.fingerprint = fingerprintBlocks(site(2024)[i] as string[])
    const plan = planRun({ ...input(pages, undefined), samples: site(2024).slice(0, 3).map((blocks) => blocks.join('\n')) })
    expect(plan.state.sharedBlocks).toEqual([footer(2024)])
    // Without samples (a merge of old partials), the previous state's are kept.
    expect(planRun(input(pages, plan.state)).state.sharedBlocks).toEqual([footer(2024)])
  })

  it('shows a site-wide edit with the text it replaced, which the previous state kept as shared, in the finding and in each page', () => {
    const previous: State = {
      version: 1,
      hashing,
      sharedBlocks: [footer(2024), 'h2|Unrelated'],
      pages: Object.fromEntries(site(2024).map((blocks, i) => [`/p${i}/`, { hash: hash(i), publishedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', blocks: fingerprintBlocks(blocks) }]))
    }
    const pages = site(2025).map((blocks, i) =>
      page(`/p${i}/`, 10 + i, {
        included: {
          loc: new URL(`p${i}/`, siteUrl).href,
          page: { path: `/p${i}/`, hash: hash(10 + i), fingerprint: fingerprintBlocks(blocks), why: [{ kind: 'replaced', new: footer(2025) }] }
        }
      })
    )
    const plan = planRun(input(pages, previous))
    expect(plan.report.noise).toEqual([
      { fragment: footer(2025), old: footer(2024), pages: 5, of: 5, total: 5, siteWide: true, template: true, sample: 'https://example.com/docs/p0/' }
    ])
    expect(plan.report.changes.every((c) => c.blocks[0]?.old === footer(2024))).toBe(true)
    // A new text that replaced nothing most pages held is not given one.
    const added = pages.map((p) => ({ ...p, included: { ...(p.included as NonNullable<ProcessedPage['included']>), page: { ...(p.included?.page as NonNullable<ProcessedPage['included']>['page']), why: [{ kind: 'added' as const, new: 'p|Note: v2 is out.' }] } } }))
    expect(planRun(input(added, previous)).report.noise?.[0]).toMatchObject({ fragment: 'p|Note: v2 is out.', template: false })
  })
})
