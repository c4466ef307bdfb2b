// Blocks that hold a time to the second are build stamps: left out of the hash by default, named
// in the page's facts, kept when the rule is off. Dates alone and times to the minute are content.
import { describe, expect, test } from '@jest/globals'
import { extractWith, PATHS } from '../__fixtures__/rule-paths.js'
import { describeBuildStamps } from '../src/core/noise.js'

const PAGE = new URL('https://example.com/docs/page/')
const page = (line: string): string => `<html><body><main><h1>Guide</h1><p>Install it first.</p><p class="built">${line}</p></main></body></html>`

describe.each(PATHS)('%s', (_path, options) => {
  const extract = extractWith(options, PAGE)

  test.each([
    'Built <time datetime="2026-12-04T21:20:41.357Z">2026-12-04T21:20:41.357Z</time> with Astro v7.4.7.',
    'Last build: 2026-12-04 21:20:41 UTC',
    'Built Fri, 04 Dec 2026 21:16:28 GMT',
    'Generated Fri Dec 04 2026 21:16:28 GMT+0000 (Coordinated Universal Time)'
  ])('%s is a build stamp', (line) => {
    const later = line.replace(/21:(16|20):(28|41)/g, '22:01:09').replace(/04/g, '05')
    const a = extract(page(line))
    const b = extract(page(later))
    expect(a.hash).toBe(b.hash)
    expect(a.buildStamp).toBeDefined()
    expect(a.blocks.join('\n')).toContain('Install it first.')
  })

  test.each(['Published 2026-12-04.', 'Updated December 4, 2026 at 21:20', 'Meeting at 21:20:41 sharp', 'See RFC 3339: 2026-12-04 is a date'])(
    '%s is content',
    (line) => {
      const found = extract(page(line))
      expect(found.buildStamp).toBeUndefined()
      expect(found.blocks.some((b) => b.includes(line.slice(0, 8)))).toBe(true)
    }
  )

  test('a stamp outside the content area that wins is not reported: it was never content', () => {
    const html = '<html><body><div class="masthead"><p>Built 2026-12-04T21:20:41Z</p></div><main><h1>Guide</h1><p>Install it first.</p></main></body></html>'
    expect(extract(html).buildStamp).toBeUndefined()
    expect(extract(html.replace('<main>', '<div>').replace('</main>', '</div>')).buildStamp).toBe('Built 2026-12-04T21:20:41Z')
  })

  test('a code listing that mentions a time is content: an edit of it moves the hash', () => {
    // Generated source with a doc comment that gives the Unix epoch, as API references print it.
    const code = (body: string): string =>
      `<pre><code>/**\n * Seconds since 1970-01-01T00:00:00Z, the Unix epoch.\n */\n${body}\n${'const filler = 1;\n'.repeat(1000)}</code></pre>`
    const a = extract(page(code('export const epoch = 0;')))
    const b = extract(page(code('export const epoch = 1;')))
    expect(a.buildStamp).toBeUndefined()
    expect(a.hash).not.toBe(b.hash)
    expect(a.blocks.some((block) => block.startsWith('pre|') && block.includes('1970-01-01T00:00:00Z'))).toBe(true)
  })

  test.each([
    ['a table cell', '<table><tr><th>Release</th><td>2026-12-04 21:20:41</td></tr></table>'],
    ['inline code', '<p>Set <code>since</code> to 2026-12-04T21:20:41Z.</p>'],
    ['prose', '<p>The outage began at 2026-12-04 21:20:41 UTC, when the primary database stopped accepting writes for eleven minutes.</p>']
  ])('a time in %s is content', (_what, html) => {
    const doc = `<html><body><main><h1>Guide</h1>${html}</main></body></html>`
    const found = extract(doc)
    expect(found.buildStamp).toBeUndefined()
    expect(extract(doc.replace('21:20:41', '21:20:42')).hash).not.toBe(found.hash)
  })

  test('the stamp reported is the short block that holds the time', () => {
    const found = extract(page('Last build: 2026-12-04 21:20:41 UTC'))
    expect(found.buildStamp).toBe('Last build: 2026-12-04 21:20:41 UTC')
  })

  test('the rule off keeps the stamp', () => {
    const line = 'Built 2026-12-04T21:20:41Z'
    const off = extract(page(line), { buildStamps: false })
    expect(off.buildStamp).toBeUndefined()
    expect(off.hash).not.toBe(extract(page(line.replace('41Z', '42Z')), { buildStamps: false }).hash)
  })
})

test('the line that reports the stamps says how many pages, shows one, and how to keep them', () => {
  const line = describeBuildStamps({ pages: 35, example: 'p|Built 2026-12-04T21:20:41.357Z with [Astro](https://astro.build/).' })
  expect(line).toContain('on 35 page(s), e.g. "Built 2026-12-04T21:20:41.357Z with Astro."')
  expect(line).toContain('--no-build-stamps')
})
