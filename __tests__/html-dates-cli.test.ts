// html-dates through the CLI as a user runs it (html-dates on by default): only the JSON-LD nodes
// that describe each page get its dates; every other byte of the built files stays as it was.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cli, tempDir } from '../__fixtures__/cli/run.js'

/** The page nodes' date in the build: the run replaces it. */
const BUILT = '"dateModified":"2020-01-01T00:00:00Z"'
/** Every other node's date: the run must leave it. */
const OTHER = '"dateModified":"2019-05-05T05:05:05Z"'
const RUN = '"dateModified":"2026-01-01T00:00:00Z"'

const page = (title: string, ...blocks: string[]): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>` +
  blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('\n') +
  `</head><body><main><h1>${title}</h1><p>The text of ${title}.</p></main></body></html>\n`

const PAGES: Record<string, string> = {
  // Yoast's graph: the Article names the page by mainEntityOfPage, the WebPage by @id and url.
  'blog/post/index.html': page(
    'A post',
    '{"@context":"https://schema.org","@graph":[' +
      `{"@type":"Article","@id":"https://example.com/blog/post/#article","isPartOf":{"@id":"https://example.com/blog/post/"},"mainEntityOfPage":{"@id":"https://example.com/blog/post/"},${BUILT},"datePublished":"2019-01-01T00:00:00Z",` +
      `"author":{"@type":"Person","name":"Ada",${OTHER}},"comment":[{"@type":"Comment","text":"Nice",${OTHER}}],"review":{"@type":"Review",${OTHER}}},` +
      `{"@type":"WebPage","@id":"https://example.com/blog/post/","url":"https://example.com/blog/post/",${BUILT},"datePublished":"2019-01-01T00:00:00Z","breadcrumb":{"@id":"https://example.com/blog/post/#breadcrumb"}},` +
      `{"@type":"ImageObject","@id":"https://example.com/blog/post/#primaryimage","url":"https://example.com/img/a.jpg",${OTHER}},` +
      `{"@type":"BreadcrumbList","@id":"https://example.com/blog/post/#breadcrumb",${OTHER},"itemListElement":[{"@type":"ListItem","position":1,"item":"https://example.com/"}]},` +
      `{"@type":"WebSite","@id":"https://example.com/#website","url":"https://example.com/",${OTHER}},` +
      `{"@type":"Organization","@id":"https://example.com/#organization","url":"https://example.com/",${OTHER}}]}`,
    `{"@type":"Product","name":"Kit","offers":{"@type":"Offer",${OTHER}},"review":[{"@type":"Review",${OTHER}}]}`,
    `{"@type":"Event","name":"Launch",${OTHER},"organizer":{"@type":"Organization",${OTHER}}}`
  ),
  // The home page: Organization and WebSite name it by url, yet only its WebPage describes it.
  'index.html': page(
    'Home',
    `[{"@type":"Organization","url":"https://example.com/",${OTHER}},{"@type":"WebSite","url":"https://example.com",${OTHER}},` +
      `{"@type":"WebPage","@id":"/",${BUILT},"datePublished":"2019-01-01T00:00:00Z"}]`
  ),
  // A list page (Docusaurus's Blog): the posts it lists are other pages.
  'blog/index.html': page(
    'Blog',
    `{"@type":"Blog","@id":"https://example.com/blog","mainEntityOfPage":"https://example.com/blog",${BUILT},"datePublished":"2019-01-01T00:00:00Z",` +
      `"blogPost":[{"@type":"BlogPosting","@id":"https://example.com/blog/post","mainEntityOfPage":"https://example.com/blog/post",${OTHER}}]}`,
    `{"@type":"BlogPosting","url":"https://example.com/blog/post/",${OTHER}}`
  ),
  // JSON-LD about another page only (a paginated list naming its first page): nothing is dated.
  'blog/page/2/index.html': page('Blog, page 2', `{"@type":"WebPage","name":"Blog","url":"https://example.com/blog/",${OTHER}}`),
  // No node of a page-describing type: nothing is dated.
  'events/index.html': page('Events', `[{"@type":"Event",${OTHER}},{"@type":"Organization",${OTHER}},{"@type":"Person",${OTHER}}]`),
  // Plain JSON-LD without ids: the first WebPage and the first Article; a relative mainEntityOfPage.
  'docs/a.html': page(
    'Doc A',
    `[{"@type":"Person",${OTHER}},{"@type":"WebPage",${BUILT}},{"@type":"TechArticle",${BUILT}},{"@type":"Article",${OTHER}}]`,
    `{"@type":"Recipe","mainEntityOfPage":"../docs/b.html",${OTHER}}`
  ),
  'docs/b.html': page('Doc B', `{"@type":"Article","mainEntityOfPage":"b",${BUILT},"datePublished":"2019-01-01T00:00:00Z"}`, `{"@type":"Article",${OTHER}}`)
}

function build(): string {
  const dir = tempDir()
  for (const [file, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), html)
  }
  return dir
}

const args = (dir: string, state: string, now: string): string[] => [
  '--site-dir', dir, '--site-url', 'https://example.com/', '--state-file', state, '--sitemap', path.join(tempDir(), 'sitemap.xml'), '--now', now
]

describe('html-dates in a CLI run', () => {
  it('dates only the JSON-LD nodes that describe each page, leaving every other byte as built', async () => {
    const dir = build()
    const state = path.join(tempDir(), 'state.json')
    const { stdout, stderr } = await cli(args(dir, state, '2026-01-01T00:00:00Z'))
    expect(stdout).toMatch(/^7 new, 0 changed, 0 removed, 0 unchanged/)
    expect(stderr).toBe('Page dates: 5 page(s) rewritten, 2 already right or undated\n')
    for (const [file, html] of Object.entries(PAGES)) {
      const datesAdded = file === 'docs/a.html' ? ',"datePublished":"2026-01-01T00:00:00Z"' : ''
      expect([file, readFileSync(path.join(dir, file), 'utf8')]).toEqual([file, html.replaceAll(BUILT, RUN + datesAdded)])
    }
    // The files that had nothing to date are the same bytes.
    expect(readFileSync(path.join(dir, 'blog/page/2/index.html'), 'utf8')).toBe(PAGES['blog/page/2/index.html'])
    expect(readFileSync(path.join(dir, 'events/index.html'), 'utf8')).toBe(PAGES['events/index.html'])

    // A rebuild of the rewritten files moves nothing, and needs no rewrite.
    const again = await cli(args(dir, state, '2026-01-02T00:00:00Z'))
    expect(again.stdout).toMatch(/^0 new, 0 changed, 0 removed, 7 unchanged/)
    expect(readFileSync(path.join(dir, 'blog/post/index.html'), 'utf8')).toBe(PAGES['blog/post/index.html']?.replaceAll(BUILT, RUN))
  })
})
