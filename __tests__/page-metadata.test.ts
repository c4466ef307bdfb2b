// What themes write inside the content area that is not the page's content: git-derived
// last-updated lines and authors, edit links and previous/next page links (the page-metadata
// rule, switchable), and the page's own controls and permalinks, which no build should date a
// page for (always). Real themes' markup, as their templates write it.
import { describe, expect, test } from '@jest/globals'
import { extractWith, PATHS } from '../__fixtures__/rule-paths.js'
import { describeLeftOut } from '../src/core/noise.js'

const PAGE = new URL('https://example.com/docs/page/')
const page = (inside: string): string => `<html><body><main><article><h1>Install</h1><p>Run the installer.</p>${inside}</article></main></body></html>`

describe.each(PATHS)('%s', (_path, options) => {
  const extract = extractWith(options, PAGE)
  const bare = (): ReturnType<typeof extract> => extract(page(''))

  test.each([
    [
      'Docusaurus: the doc footer row, author flipping',
      (who: string) =>
        `<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><div class="col"><a href="https://github.com/o/r/edit/main/docs/page.md" class="theme-edit-this-page">Edit this page</a></div><div class="col lastUpdated_x"><span class="theme-last-updated">Last updated on <b><time datetime="2024-03-02T00:00:00.000Z">Mar 2, 2024</time></b> by <b>${who}</b></span></div></div></footer>`,
      'metadata:div.theme-doc-footer-edit-meta-row'
    ],
    [
      'Docusaurus: the pagination inside main',
      (who: string) =>
        `<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/${who}/"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">${who}</div></a></nav>`,
      'metadata:nav.pagination-nav'
    ],
    [
      'MkDocs Material: the source facts',
      (who: string) =>
        `<aside class="md-source-file"><span class="md-source-file__fact"><span class="md-icon" title="Last update"></span><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">${who}</span></span></aside>`,
      'metadata:aside.md-source-file'
    ],
    ['the git date plugin inside a sentence', (who: string) => `<p>This page was last updated <span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">${who}</span>.</p>`, 'metadata:span.git-revision-date-localized-plugin'],
    ['Starlight: the page footer', (who: string) => `<footer class="sl-flex"><div class="meta sl-flex"><p>Last updated: <time datetime="2024-01-01">${who}</time></p></div><div class="pagination-links"><a href="/a/" rel="prev">Previous<br><span class="link-title">${who}</span></a></div></footer>`, 'metadata:footer.sl-flex'],
    ['a link to the next page', (who: string) => `<p><a href="/docs/${who}/" rel="next">${who}</a></p>`, 'metadata:a[rel~=next]'],
    ['a last-updated line of any theme', (who: string) => `<p class="meta">Last updated on 2024-03-02 by ${who}</p>`, 'metadata:"Last updated …" lines'],
    ['an edit link of any theme', (who: string) => `<p><a href="https://github.com/${who}/r/edit/main/page.md">Edit this page</a></p>`, 'metadata:"Edit this page" links'],
    ['a pagination nav of arrows', (who: string) => `<nav class="post-nav" aria-label="More posts"><a class="newer" href="/blog/${who}/">← ${who}</a><a class="older" href="/blog/b/">Older post →</a></nav>`, 'metadata:nav.post-nav']
  ])('%s is page metadata: left out, named, and kept with the rule off', (_name, part, name) => {
    const a = extract(page(part('Jo Smith')))
    const b = extract(page(part('jsmith')))
    expect(a.hash).toBe(b.hash)
    // All of it goes, but for the words of a sentence around a date.
    if (!name.startsWith('metadata:span.')) expect(a.hash).toBe(bare().hash)
    expect(a.leftOut).toEqual([name])
    const off = { pageMetadata: false }
    expect(extract(page(part('Jo Smith')), off).hash).not.toBe(extract(page(part('jsmith')), off).hash)
    expect(extract(page(part('Jo Smith')), off).leftOut).toBeUndefined()
  })

  test('a sentence that mentions an update, a long paragraph, a time in code, and an ordinary nav are content', () => {
    for (const part of [
      '<p>Last updated versions of the API drop the v1 endpoints, so migrate before you upgrade the client.</p>'.repeat(1).replace('.</p>', ', and read the whole migration guide first, which covers every endpoint and every breaking change in detail.</p>'),
      '<pre><code>Last updated: 2024-03-02</code></pre>',
      '<nav class="toc"><a href="#setup">Setup</a> <a href="#usage">Usage</a></nav>',
      '<p><a href="/docs/next-steps/">Next steps</a> explains what to do after the install.</p>'
    ]) {
      const found = extract(page(part))
      expect(found.hash).not.toBe(bare().hash)
      expect(found.leftOut).toBeUndefined()
    }
  })

  test('a link to the page itself with no words (a permalink, a footnote’s way back) or a skip link is not content; a footnote reference is', () => {
    const heading = (anchor: string): string => `<html><body><main><h2 id="s">Setup${anchor}</h2><p>Text<sup><a href="#fn1">1</a></sup>.</p></main></body></html>`
    const plain = extract(heading(''))
    for (const anchor of ['<a class="hash-link" href="#s" aria-hidden="true">#</a>', ' <a class="headerlink" href="#s">¶</a>', '<a href="#s">\u200b</a>', '<a href="#s"></a>']) {
      expect(extract(heading(anchor)).blocks).toEqual(plain.blocks)
    }
    expect(plain.blocks).toEqual(['h2|Setup', 'p|Text[1](#).'])
    expect(extract('<html><body><div role="region"><a href="#main">Skip to main content</a></div><h1>Home</h1></body></html>').blocks).toEqual(['h1|Home'])
    // A link elsewhere keeps its target, words or not.
    expect(extract(heading('<a href="/elsewhere/">#</a>')).blocks[0]).toBe('h2|Setup[#](/elsewhere/)')
  })

  test('a button is a control, not content ("Copy", "On this page"); it still separates words', () => {
    const code = (button: string): string => `<html><body><main><p>Before${button}after</p><div class="code"><pre><code>npm install</code></pre>${button}</div></main></body></html>`
    expect(extract(code('<button type="button" aria-label="Copy code to clipboard">Copy</button>')).blocks).toEqual(extract(code('<button>Copied!</button>')).blocks)
    expect(extract(code('<button>Copy</button>')).blocks).toEqual(['p|Before after', 'pre|npm install'])
  })

  test('a code block is one block, whatever the markup its highlighter writes, and spacing beside punctuation is formatting', () => {
    const pre = '<pre class="prism-code"><code><span class="token-line">const a = f(1);</span><br><span class="token-line">  return a</span></code></pre>'
    const divs = '<div class="prism-code language-js"><div class="codeBlockLines"><div class="token-line">const a = f (1) ;</div><div class="token-line">return a</div></div></div>'
    const nested = '<pre><div class="prism-code"><div class="token-line">const a=f(1);</div><div class="token-line">return a</div></div></pre>'
    const blocks = (code: string): string[] => extract(`<html><body><main><h1>T</h1>${code}</main></body></html>`).blocks
    expect(blocks(pre)).toEqual(['h1|T', 'pre|const a=f(1);return a'])
    expect(blocks(divs)).toEqual(blocks(pre))
    expect(blocks(nested)).toEqual(blocks(pre))
    // Between two words a space is not formatting.
    expect(blocks('<pre>return a</pre>')).not.toEqual(blocks('<pre>returna</pre>'))
  })

  test('alternates that name the page itself (a site of one language) are not hashed; one that names another page is', () => {
    const head = (links: string): string => `<html><head>${links}</head><body><main><h1>T</h1></main></body></html>`
    const plain = extract(head(''))
    const self = extract(head('<link rel="alternate" hreflang="en" href="https://example.com/docs/page"><link rel="alternate" hreflang="x-default" href="/docs/page/?utm_source=x">'))
    expect(self.hash).toBe(plain.hash)
    expect(extract(head('<link rel="alternate" hreflang="de" href="/de/docs/page/">')).hash).not.toBe(plain.hash)
  })

  test('a NUL character in text is dropped, as browsers drop it', () => {
    const html = (text: string): string => `<html><body><main><h2>Still unresolved?<a href="/help/">${text}</a></h2></main></body></html>`
    expect(extract(html('\u0000Help')).blocks).toEqual(extract(html('Help')).blocks)
  })
})

test('the line that reports page metadata says which, how often, why, and how to keep it', () => {
  const [line] = describeLeftOut([
    { rule: 'metadata', selector: 'div.theme-doc-footer-edit-meta-row', pages: 13 },
    { rule: 'metadata', selector: '"Last updated …" lines', pages: 6 }
  ])
  expect(line).toContain('div.theme-doc-footer-edit-meta-row on 13 page(s), "Last updated …" lines on 6 page(s)')
  expect(line).toContain('--no-page-metadata (input page-metadata: false) keeps them.')
})
