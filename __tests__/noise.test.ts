// When many pages change by the same edit, the run says so before the deploy: the element, the
// text before and after (from the blocks the state kept as shared by most pages), and an ignore
// selector only for a template's part, never for what holds the page's content.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { runEngine } from '../src/adapters/engine.js'
import type { RunOptions } from '../src/adapters/options.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { editText, findSharedEdits, locateFragment, readableText } from '../src/core/noise.js'
import type { BlockChange } from '../src/core/types.js'
import type { EngineRun } from '../src/adapters/engine.js'
import { cli, runOptions, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { renderSummary } from '../src/core/render-summary.js'
import { renderComment } from '../src/core/render-comment.js'
import type { Report } from '../src/core/types.js'

const corpus = path.join(repoRoot, '__fixtures__/corpus')

async function steps(generator: string, dirs: string[], over: Partial<RunOptions>): Promise<EngineRun> {
  let run: EngineRun | undefined
  for (const [i, dir] of dirs.entries()) {
    const siteDir = path.join(corpus, generator, 'steps', dir)
    run = await runEngine(
      runOptions(siteDir, { now: new Date(Date.UTC(2026, 0, 1 + i)), ...over }),
      run?.state,
      new MemoryLogger()
    )
  }
  return run as EngineRun
}

describe('probable noise', () => {
  it('names the related-posts block and its selector when a Hugo post is added with the related-links rule off', async () => {
    const run = await steps('hugo', ['03-theme-change', '04-add-remove'], { relatedLinks: false })
    const noise = run.report.noise ?? []
    expect(noise.length).toBeGreaterThan(0)
    expect(noise[0]?.selector).toBe('section.related-posts')
    expect(noise[0]?.pages).toBeGreaterThanOrEqual(3)
  })

  it('names the footer when the whole body is hashed, its landmarks kept, and the theme changes the footer text', async () => {
    // The footer's line holds the build time: with build stamps left out, the line would be too.
    const run = await steps('hugo', ['02-edit-paragraph', '03-theme-change'], { contentSelector: 'body', ignoreSelectors: ['.related-posts'], buildStamps: false, landmarks: false })
    expect(run.report.pages.changed.length).toBeGreaterThan(10)
    const noise = run.report.noise ?? []
    // Each page's new blocks come from a Bloom filter, which takes about 1 block in 100 for a
    // known one (see explain.ts): the footer may go unseen on a page of the 36.
    expect(noise[0]?.pages).toBeGreaterThanOrEqual(Math.floor(run.report.pages.changed.length * 0.9))
    expect(noise[0]?.selector).toMatch(/^footer/)
  })

  it('reports no noise for a single real edit', async () => {
    const run = await steps('hugo', ['01-rebuild', '02-edit-paragraph'], { ignoreSelectors: ['.related-posts'] })
    expect(run.report.pages.changed).toEqual(['https://example.com/docs/install/'])
    expect(run.report.noise).toBeUndefined()
  })
})

describe('shared edits', () => {
  const change = (url: string, text: string, old?: string): { url: string; blocks: BlockChange[] } => ({
    url,
    blocks: [old === undefined ? { kind: 'added', new: text } : { kind: 'replaced', old, new: text }]
  })

  it('groups only the very same edit, and ignores one-off edits', () => {
    const shared = findSharedEdits([
      change('/a', 'p|Built 2026-01-02 12:00'),
      change('/b', 'p|Built 2026-01-02 12:01'),
      change('/c', 'p|Note: v2 is out.'),
      change('/d', 'p|Note: v2 is out.'),
      change('/e', 'p|Note: v2 is out.'),
      change('/f', 'p|A real edit')
    ])
    expect(shared).toEqual([{ fragment: 'p|Note: v2 is out.', urls: ['/c', '/d', '/e'] }])
  })

  it('groups the same new text, with the text it replaced only when that is the same too', () => {
    const shared = findSharedEdits([
      change('/a', 'p|© 2025', 'p|© 2024'),
      change('/b', 'p|© 2025', 'p|© 2024'),
      change('/c', 'p|© 2025', 'p|© 2024'),
      change('/d', 'p|© 2025', 'p|© 2023')
    ])
    expect(shared).toEqual([{ fragment: 'p|© 2025', urls: ['/a', '/b', '/c', '/d'] }])
    expect(findSharedEdits(['/a', '/b', '/c'].map((url) => change(url, 'p|© 2025', 'p|© 2024')))).toEqual([{ fragment: 'p|© 2025', old: 'p|© 2024', urls: ['/a', '/b', '/c'] }])
  })

  it('shows the words that changed', () => {
    expect(editText('footer|© 2015–2024 Tidewater. [Legal](/legal/)', 'footer|© 2015–2025 Tidewater. [Legal](/legal/)')).toBe('"2015–2024" → "2015–2025"')
    expect(editText('p|Old', 'p|New text')).toBe('"Old" → "New text"')
  })

  it('reads a block as a reader sees it', () => {
    expect(readableText('ul>li|See [the guide](/g/) and ![a cat](/c.png)')).toBe('See the guide and a cat')
  })

  it('names the element of a template edit, and an ignore selector only for a part that holds little of the content', () => {
    const html =
      '<main class="content"><div class="panel-body"><h1>Guide</h1><p>Intro text that is long enough to matter here, and then some more of it.</p>' +
      '<div class="css-1x2y3z note"><p>Updated 5 min ago</p></div></div></main>'
    expect(locateFragment(html, 'p|Updated 5 min ago', ['main'], true)).toEqual({ element: 'div.note', selector: 'div.note' })
    expect(locateFragment(html, 'p|Updated 5 min ago', ['main'], false)).toEqual({ element: 'div.note' })
    const related = html.replace('<p>Updated 5 min ago</p>', '<ul><li><a href="/a/">First post</a></li><li><a href="/b/">Second post</a></li></ul>')
    expect(locateFragment(related, 'ul>li|[First post](/a/)', ['main'], false)).toEqual({ element: 'div.note', selector: 'div.note' })
    expect(locateFragment('<main><p>only</p></main>', 'p|only', ['main'], true)).toEqual({})
  })

  it('locates a fragment nested 100,000 deep (each level costs its own size, not its depth: that took minutes)', () => {
    const depth = 100_000
    const html = `<main><h1>Deep</h1>${'<div class="box">'.repeat(depth)}<p>Shared note, version 2.</p>${'</div>'.repeat(depth)}</main>`
    expect(locateFragment(html, 'p|Shared note, version 2.', ['main'], true)).toEqual({ element: 'div.box' })
    const nested = `<main><p>Intro text long enough to be most of the page, and then some more words.</p>${'<section class="part">'.repeat(depth)}<ul class="more"><li><a href="/a/">A post</a></li><li><a href="/b/">B post</a></li></ul>${'</section>'.repeat(depth)}</main>`
    expect(locateFragment(nested, 'ul>li|[A post](/a/)', ['main'], false)).toEqual({ element: 'ul.more', selector: 'ul.more' })
  })

  it('never proposes to ignore what holds the page: a real sentence changed in the content', () => {
    // The element holding the new sentence is the panel that holds all of the page's text.
    const html =
      '<body><nav class="navbar"><a href="/">Home</a> <a href="/a/">A</a> <a href="/b/">B</a> <a href="/c/">C</a> <a href="/d/">D</a></nav>' +
      '<div class="panel-body"><h1>Guide</h1><p>Every page of this section now says the same new thing.</p></div></body>'
    expect(locateFragment(html, 'p|Every page of this section now says the same new thing.', ['body'], true)).toEqual({ element: 'div.panel-body' })
  })
})

describe('a site-wide edit, run by the CLI', () => {
  // Six pages whose call to action, inside <main>, changes on every page at once.
  const build = (site: string, days: number, extra = ''): void => {
    for (let i = 0; i < 6; i++) {
      mkdirSync(path.join(site, `p${i}`), { recursive: true })
      writeFileSync(
        path.join(site, `p${i}`, 'index.html'),
        `<html><body><main><h1>Page ${i}</h1><p>The text of page ${i}, which is its own and long enough to be most of it by far.</p>${extra}` +
          `<div class="cta"><p>Try Pro free for ${days} days</p></div></main></body></html>`
      )
    }
  }
  const run = async (dir: string, now: string): Promise<{ stdout: string; report: Report }> => {
    const { stdout } = await cli(['--site-dir', path.join(dir, 'site'), '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', now, '--report', path.join(dir, 'report.json'), '--sitemap', path.join(dir, 'sitemap.xml')])
    return { stdout, report: JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as Report }
  }

  it('is shown with its element and its text before and after in the output, the report, the summary and the comment', async () => {
    const dir = tempDir()
    build(path.join(dir, 'site'), 14)
    await run(dir, '2026-01-01T00:00:00Z')
    expect((JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8')) as { sharedBlocks: string[] }).sharedBlocks).toEqual(['p|Try Pro free for 14 days'])
    build(path.join(dir, 'site'), 30)
    const { stdout, report } = await run(dir, '2026-01-02T00:00:00Z')
    // Dated: the edit is in the content area, and it may be real.
    expect(report.pages.changed).toHaveLength(6)
    expect(report.noise).toEqual([
      {
        fragment: 'p|Try Pro free for 30 days',
        old: 'p|Try Pro free for 14 days',
        pages: 6,
        of: 6,
        total: 6,
        siteWide: true,
        template: true,
        sample: 'https://example.com/p0/',
        element: 'div.cta',
        selector: 'div.cta'
      }
    ])
    expect(report.changes.every((c) => c.blocks[0]?.in === 'div.cta' && c.blocks[0].old === 'p|Try Pro free for 14 days')).toBe(true)
    const line = 'Site-wide edit: 6 of 6 pages changed by the same edit in div.cta: "14" → "30".'
    expect(stdout.split('\n')[1]).toBe(`Warning: ${line} It replaced text that most pages shared, as a template does: the pages are dated. If it is not content, add the ignore selector 'div.cta' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore.`)
    const summary = renderSummary({ report, mode: 'update', stateSource: 's', stateFound: true })
    expect(summary).toContain('> Site\\-wide edit\\: 6 of 6 pages changed by the same edit in div\\.cta\\: "14" → "30"')
    expect(summary).toContain('| changed text in div\\.cta: "14" → "30" |')
    expect(renderComment({ report, summaryUrl: 'https://example.com/s' })).toContain('"14" → "30"')
  })

  it('is said to look real, with no selector, when it replaced no text most pages shared', async () => {
    const dir = tempDir()
    build(path.join(dir, 'site'), 14)
    await run(dir, '2026-01-01T00:00:00Z')
    build(path.join(dir, 'site'), 14, '<div class="note"><p>Version 2 of the API is out: read the migration guide.</p></div>')
    const { report } = await run(dir, '2026-01-02T00:00:00Z')
    expect(report.noise?.[0]).toMatchObject({ fragment: 'p|Version 2 of the API is out: read the migration guide.', siteWide: true, template: false, element: 'div.note' })
    expect(report.noise?.[0]?.selector).toBeUndefined()
  })
})
