import { describe, expect, it } from '@jest/globals'
import { escapeInline, link, table } from '../src/core/markdown.js'
import { COMMENT_LIMIT, commentMarker, renderComment } from '../src/core/render-comment.js'
import { describeChange, noticesOf, renderSummary, SUMMARY_BYTES } from '../src/core/render-summary.js'
import { renderText } from '../src/core/report.js'
import type { NoiseFinding, Report } from '../src/core/types.js'

const SITE = 'https://example.com/docs/'

function report(overrides: Partial<Report> = {}): Report {
  return {
    version: 1,
    siteUrl: SITE,
    now: '2026-08-12T06:00:00Z',
    dryRun: false,
    rebaselined: false,
    pages: {
      new: [`${SITE}new/`],
      changed: [`${SITE}a/`, `${SITE}b/`],
      removed: [`${SITE}gone/`],
      unchanged: [`${SITE}`, `${SITE}c/`, `${SITE}d/`, `${SITE}e/`]
    },
    revived: [],
    excluded: [],
    changes: [
      { url: `${SITE}a/`, blocks: [{ kind: 'replaced', old: 'Kick-off at 18:00', new: 'Kick-off at 19:00' }] },
      { url: `${SITE}b/`, blocks: [{ kind: 'added', new: 'A new paragraph' }] }
    ],
    // The new page's date was seeded from a deployed sitemap; the others are dated now.
    lastmod: { [`${SITE}new/`]: '2026-05-01T00:00:00Z' },
    firstBlock: { [`${SITE}new/`]: 'h1|Fixtures | @octocat' },
    warnings: [],
    sitemap: { files: ['/site/sitemap.xml'], urls: 7, fileUrls: ['https://example.com/sitemap.xml'] },
    ...overrides
  }
}

const HOSTILE = '@octocat <img src=x onerror=alert(1)> | ## [click](javascript:alert(1)) `code` #12 \u202Eevil\n- item $x$ <!-- -->'

describe('escapeInline', () => {
  const out = escapeInline(HOSTILE, 500)
  it('cannot mention anyone or reference issues', () => {
    expect(out).not.toMatch(/@[A-Za-z]/)
    expect(out).toContain('@\u200Boctocat')
    expect(out).toContain('\\#\u200B12')
  })
  it('leaves no raw HTML, unescaped pipe, link syntax, backtick or newline', () => {
    expect(out).not.toMatch(/(^|[^\\])</)
    expect(out).not.toMatch(/(^|[^\\])\|/)
    expect(out).not.toMatch(/(^|[^\\])\[/)
    expect(out).not.toMatch(/(^|[^\\])`/)
    expect(out).not.toContain('\n')
  })
  it('drops bidi overrides', () => {
    expect(out).not.toContain('\u202E')
  })
  it('truncates by code points without splitting an escape', () => {
    const short = escapeInline('😀'.repeat(50) + '|', 10)
    expect(Array.from(short)).toHaveLength(10)
    expect(short.endsWith('…')).toBe(true)
  })
})

describe('link', () => {
  it('keeps http(s) targets and encodes characters that would end the link or the cell', () => {
    expect(link('a|b', 'https://example.com/a (b)|c')).toBe('[a\\|b](https://example.com/a%20%28b%29%7Cc)')
  })
  it('renders other schemes as text', () => {
    expect(link('x', 'javascript:alert(1)')).toBe('x')
  })
})

describe('table', () => {
  it('always has one cell per column, even for empty cells', () => {
    expect(table(['A', 'B'], [['1', '']])).toBe('| A | B |\n| --- | --- |\n| 1 |   |')
  })
})

describe('describeChange', () => {
  it('quotes the differing text', () => {
    expect(describeChange([{ kind: 'replaced', old: 'a', new: 'b' }])).toBe('“a” → “b”')
    expect(describeChange([{ kind: 'replaced', new: 'b' }])).toBe('now “b”')
    expect(describeChange([{ kind: 'removed' }])).toBe('removed a block')
    expect(describeChange([{ kind: 'reordered' }])).toBe('the same blocks, in another order')
    expect(describeChange([{ kind: 'unknown' }])).toBe('no new text the fingerprint can show: a block repeated, or an edit it cannot tell')
    expect(describeChange([])).toBe('content changed (no earlier block fingerprint)')
  })
  it('shows the text of a block without its semantic path', () => {
    expect(describeChange([{ kind: 'replaced', old: 'ul>li|old | item', new: 'p|new' }])).toBe('“old \\| item” → “new”')
  })
  it('counts what it does not show', () => {
    const blocks = [1, 2, 3, 4].map((n) => ({ kind: 'added' as const, new: `p${n}` }))
    expect(describeChange(blocks)).toBe('added “p1”; added “p2”; and 2 more blocks')
  })
})

describe('noticesOf', () => {
  it('is quiet when at most half of the pages changed and no edit is shared', () => {
    expect(noticesOf(report())).toEqual([])
  })

  it('warns when most pages changed with no edit they share, and quotes no page as if it were shared', () => {
    const urls = ['a', 'b', 'c', 'd', 'e'].map((p) => `${SITE}${p}/`)
    const noisy = report({
      pages: { new: [], changed: urls, removed: [], unchanged: [`${SITE}`] },
      changes: urls.map((url, i) => ({ url, blocks: [{ kind: 'added' as const, new: `p|Revised body of page ${i}.` }] }))
    })
    const [notice, ...rest] = noticesOf(noisy)
    expect(rest).toEqual([])
    expect(notice).toMatchObject({ level: 'warning', title: 'lastmod: most pages changed' })
    expect(notice?.text).toMatch(/^5 of 6 pages changed, and no edit is the same on most of them\./)
    expect(notice?.text).not.toContain('Revised body')
  })

  it('names a site-wide edit first, with its element and its text before and after, and other shared edits as notes', () => {
    const urls = ['a', 'b', 'c', 'd'].map((p) => `${SITE}${p}/`)
    const siteWide: NoiseFinding = {
      fragment: 'p|© 2015–2025 Tidewater',
      old: 'p|© 2015–2024 Tidewater',
      pages: 4,
      of: 4,
      total: 5,
      siteWide: true,
      template: true,
      sample: urls[0] as string,
      element: 'footer#main-footer',
      selector: 'footer#main-footer'
    }
    const other: NoiseFinding = { fragment: 'ul>li|[New post](/new/)', pages: 3, of: 4, total: 9, siteWide: false, template: false, sample: urls[1] as string }
    const noisy = report({ pages: { new: [], changed: urls, removed: [], unchanged: [`${SITE}`] }, changes: [], noise: [siteWide, other] })
    const notices = noticesOf(noisy)
    expect(notices.map((n) => [n.level, n.title])).toEqual([
      ['warning', 'lastmod: site-wide edit'],
      ['note', 'lastmod: shared edit']
    ])
    expect(notices[0]?.text).toBe(
      'Site-wide edit: 4 of 5 pages changed by the same edit in footer#main-footer: "2015–2024" → "2015–2025". It replaced text that most pages shared, as a template does: the pages are dated. ' +
        "If it is not content, add the ignore selector 'footer#main-footer' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore."
    )
    expect(notices[1]?.text).toContain('it looks like a real change made on many pages')
    const md = renderSummary({ report: noisy, mode: 'update', stateSource: 's', stateFound: true })
    expect(md.indexOf('Site-wide edit')).toBeLessThan(md.indexOf('New post'))
    expect(md).toContain("add the ignore selector 'footer\\#")
    expect(renderComment({ report: noisy, summaryUrl: 'https://example.com/s' })).toContain('"2015–2024" → "2015–2025"')
  })
})

describe('renderSummary', () => {
  it('shows counts, the state source and a row per moved page with its why', () => {
    const md = renderSummary({ report: report(), mode: 'update', stateSource: 'origin/lastmod-state:.lastmod/state.json', stateFound: true })
    expect(md).toContain('**1** new · **2** changed · **1** removed · **4** unchanged')
    expect(md).toContain('restored from origin/lastmod\\-state\\:\\.lastmod/state\\.json')
    expect(md).toContain('| Page | Change | Lastmod | Why |')
    expect(md).toContain('| [/a/](https://example.com/docs/a/) | changed | 2026-08-12T06:00:00Z | “Kick\\-off at 18\\:00” → “Kick\\-off at 19\\:00” |')
    expect(md).toContain('| [/new/](https://example.com/docs/new/) | new | 2026-05-01T00:00:00Z | new page: “Fixtures \\| @\u200Boctocat” |')
    expect(md).toContain('| [/gone/](https://example.com/docs/gone/) | removed | — | removed from the build |')
  })
  it('lists every page that fits in a job summary, 5,000 of them included, and says honestly how many did not fit', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `${SITE}p${i}/`)
    const input = { report: report({ pages: { new: many, changed: [], removed: [], unchanged: [] }, changes: [] }), mode: 'update' as const, stateSource: 's', stateFound: false }
    const all = renderSummary(input)
    expect(all.match(/\| new \|/g)).toHaveLength(5000)
    expect(all).not.toContain('more page(s)')
    expect(new TextEncoder().encode(all).length).toBeLessThanOrEqual(SUMMARY_BYTES)
    // A smaller budget: the rows stop within it, and the rest are counted.
    const cut = renderSummary({ ...input, maxBytes: 20_000 })
    const listed = cut.match(/\| new \|/g)?.length ?? 0
    expect(listed).toBeGreaterThan(100)
    expect(listed).toBeLessThan(5000)
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(20_000)
    expect(cut).toContain(`…and ${5000 - listed} more page(s) not listed here: a job summary holds at most 1 MiB. Every page is in the run's report JSON (the output report).`)
  })

  it('stops within 1 MiB when the pages do not all fit', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `${SITE}${'long-section-name/'.repeat(3)}p${i}/`)
    const md = renderSummary({ report: report({ pages: { new: many, changed: [], removed: [], unchanged: [] }, changes: [] }), mode: 'update', stateSource: 's', stateFound: false })
    expect(new TextEncoder().encode(md).length).toBeLessThanOrEqual(1024 * 1024)
    expect(md).toMatch(/…and \d+ more page\(s\) not listed here/)
  })
})

describe('renderComment', () => {
  it('starts with the hidden marker and carries nothing run-specific', () => {
    const body = renderComment({ report: report(), summaryUrl: 'https://github.com/o/r/pull/1/checks' })
    expect(body.startsWith(commentMarker(SITE))).toBe(true)
    expect(body).toContain('### lastmod: 4 sitemap dates would move')
    expect(body).not.toContain('2026-08-12T06:00:00Z')
    // A check run later the same day gives the same body, which is then not posted again.
    expect(renderComment({ report: report({ now: '2026-08-12T23:59:59Z' }), summaryUrl: 'https://github.com/o/r/pull/1/checks' })).toBe(body)
  })
  it('the marker cannot be closed by a hostile site URL', () => {
    expect(commentMarker('https://x.example/--><script>/')).not.toMatch(/-->.*-->/)
    expect(commentMarker('https://x.example/--><script>/').match(/-->/g)).toHaveLength(1)
  })
  it('stays under the API limit and points to the job summary', () => {
    const urls = Array.from({ length: 5000 }, (_, i) => `${SITE}${'long-segment/'.repeat(5)}${i}/`)
    const huge = report({
      pages: { new: [], changed: urls, removed: [], unchanged: [] },
      changes: urls.map((url) => ({ url, blocks: [{ kind: 'replaced' as const, old: 'x'.repeat(300), new: 'y'.repeat(300) }] }))
    })
    const body = renderComment({ report: huge, summaryUrl: 'https://github.com/o/r/pull/1/checks' })
    expect(body.length).toBeLessThan(COMMENT_LIMIT)
    expect(body).toMatch(/…and \d+ more page\(s\) not shown\. The full list is in the \[job summary\]\(https:\/\/github\.com\/o\/r\/pull\/1\/checks\)\./)
  })
  it('escapes hostile page text in the why column', () => {
    const hostile = report({ changes: [{ url: `${SITE}a/`, blocks: [{ kind: 'replaced', old: 'ok', new: HOSTILE }] }] })
    const body = renderComment({ report: hostile, summaryUrl: 'https://github.com/o/r/pull/1/checks' })
    const row = body.split('\n').find((line) => line.startsWith('| [/a/]')) as string
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6) // 4 cells, no extra column
    expect(row).not.toMatch(/@[a-z]/)
    expect(row).not.toMatch(/(^|[^\\])</)
  })
})

describe('the counts, in the same words everywhere', () => {
  it('the run, the summary and the comment count new, changed, removed, unchanged and excluded', () => {
    const r = report({ excluded: [{ url: `${SITE}draft/`, file: 'draft/index.html', reason: 'noindex' }] })
    expect(renderText(r).split('\n')[0]).toBe('1 new, 2 changed, 1 removed, 4 unchanged, 1 excluded')
    const counts = '**1** new · **2** changed · **1** removed · **4** unchanged · **1** excluded'
    expect(renderSummary({ report: r, mode: 'update', stateSource: 's', stateFound: true })).toContain(counts)
    expect(renderComment({ report: r, summaryUrl: 'https://example.com/s' })).toContain(counts)
  })

  it('a removed page says why: gone from the build, or left out of the sitemap now', () => {
    const r = report({ pages: { new: [], changed: [], removed: [`${SITE}gone/`, `${SITE}hidden/`], unchanged: [] }, excluded: [{ url: `${SITE}hidden/`, file: 'hidden/index.html', reason: 'noindex' }] })
    for (const md of [renderSummary({ report: r, mode: 'update', stateSource: 's', stateFound: true }), renderComment({ report: r, summaryUrl: 'https://example.com/s' })]) {
      expect(md).toMatch(/\| removed \| — \| removed from the build \|/)
      expect(md).toMatch(/\| removed \| — \| left out of the sitemap \(noindex\) \|/)
    }
  })

  it("rewrite mode says how many entries were dated and how many kept the generator's lastmod", () => {
    const r = report({
      sitemap: { files: ['/site/sitemap.xml'], urls: 35, fileUrls: [] },
      sitemapSource: { source: '/site/sitemap.xml', dated: 4, excluded: [{ url: `${SITE}draft/`, reason: 'noindex', sitemap: '/site/sitemap.xml' }], excludedEntries: 'drop' }
    })
    const entries = '35 entries (4 dated from the state, 31 kept as the generator wrote them, 1 dropped (pages left out of the sitemap))'
    expect(renderText(r)).toContain(`Sitemap: ${entries} in /site/sitemap.xml\n`)
    expect(renderSummary({ report: r, mode: 'update', stateSource: 's', stateFound: true })).toContain(`- Sitemap: ${entries} in 1 file(s)`)
  })
})
