// Writing a page's new dates: a new file renamed over the page, so that it is never torn.
import { describe, expect, it } from '@jest/globals'
import { chmodSync, linkSync, lstatSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { rewritePageDates, type DateTask } from '../src/adapters/page-dates.js'
import { rewriteHtmlDates } from '../src/core/html-dates.js'
import { tempDir } from '../__fixtures__/cli/run.js'

const DATES = { modified: '2026-01-01T00:00:00Z', published: '2025-06-01T00:00:00Z' }

function page(jsonLd: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>T</title><script type="application/ld+json">${jsonLd}</script></head><body><main><p>Text é ✓</p></main></body></html>\n`
}

/** A build-time date with milliseconds and a datePublished: the rewrite is shorter. */
const SHRINKS = page('{"@type":"Article","datePublished":"2025-06-01T00:00:00Z","dateModified":"2026-11-29T14:36:56.356Z"}')
/** A date without a time and no datePublished, which the rewrite adds: longer. */
const GROWS = page('{"@type":"Article","dateModified":"2026-11-29"}')

function task(file: string): DateTask {
  return { file, url: 'https://example.com/' + file, ...DATES, dryRun: false }
}

function expected(html: string): string {
  const result = rewriteHtmlDates(html, DATES, 'https://example.com/page.html')
  if (result.kind !== 'rewritten') throw new Error(`fixture not rewritten: ${result.kind}`)
  return result.html
}

describe('rewritePageDates', () => {
  it('writes the page over itself, growing or shrinking it, and keeps its permissions', () => {
    const dir = tempDir()
    for (const [name, html] of [['shrinks.html', SHRINKS], ['grows.html', GROWS]] as const) {
      const file = path.join(dir, name)
      writeFileSync(file, html)
      chmodSync(file, 0o640)
      const before = statSync(file)
      expect(rewritePageDates(dir, task(name)).kind).toBe('rewritten')
      const after = statSync(file)
      const text = readFileSync(file, 'utf8')
      expect(text).toBe(expected(html))
      expect(Buffer.byteLength(text) < Buffer.byteLength(html)).toBe(name === 'shrinks.html')
      expect(after.ino).toBe(before.ino)
      expect(after.mode & 0o777).toBe(0o640)
    }
    // No temp file left behind.
    expect(readdirSync(dir).sort()).toEqual(['grows.html', 'shrinks.html'])
  })

  it('gives a hard-linked page a file of its own: the other name keeps its bytes', () => {
    const dir = tempDir()
    const other = path.join(tempDir(), 'snapshot.html')
    writeFileSync(other, GROWS)
    linkSync(other, path.join(dir, 'page.html'))
    expect(rewritePageDates(dir, task('page.html')).kind).toBe('rewritten')
    expect(readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe(expected(GROWS))
    expect(readFileSync(other, 'utf8')).toBe(GROWS)
    expect(statSync(other).nlink).toBe(1)
  })

  it('replaces a symlinked page with a file: the link target keeps its bytes', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'target.html'), SHRINKS)
    symlinkSync('target.html', path.join(dir, 'alias.html'))
    expect(rewritePageDates(dir, task('alias.html')).kind).toBe('rewritten')
    expect(lstatSync(path.join(dir, 'alias.html')).isSymbolicLink()).toBe(false)
    expect(readFileSync(path.join(dir, 'alias.html'), 'utf8')).toBe(expected(SHRINKS))
    expect(readFileSync(path.join(dir, 'target.html'), 'utf8')).toBe(SHRINKS)
  })

  it('writes nothing in a dry run', () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, 'page.html'), SHRINKS)
    expect(rewritePageDates(dir, { ...task('page.html'), dryRun: true }).kind).toBe('rewritten')
    expect(readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe(SHRINKS)
  })
})
