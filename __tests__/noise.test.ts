// Acceptance of issue 4: with the needed selector left out, the explanation names the cause
// (a fragment shared by many changed pages) and the selector to add.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { runEngine, type EngineOptions } from '../src/adapters/engine.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { findSharedChanges, readableText, suggestSelector } from '../src/core/noise.js'
import type { EngineRun } from '../src/adapters/engine.js'
import { engineOptions, repoRoot } from '../__fixtures__/cli/run.js'

const corpus = path.join(repoRoot, '__fixtures__/corpus')

async function steps(generator: string, dirs: string[], over: Partial<EngineOptions>): Promise<EngineRun> {
  let run: EngineRun | undefined
  for (const [i, dir] of dirs.entries()) {
    const siteDir = path.join(corpus, generator, 'steps', dir)
    run = await runEngine(
      engineOptions(siteDir, { now: new Date(Date.UTC(2026, 0, 1 + i)), ...over }),
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

describe('shared fragments', () => {
  const change = (url: string, text: string): { url: string; blocks: Array<{ kind: 'added'; new: string }> } => ({
    url,
    blocks: [{ kind: 'added', new: text }]
  })
  it('groups fragments that differ only in numbers, and ignores one-off edits', () => {
    const shared = findSharedChanges([
      change('/a', 'p|Built 2026-01-02 12:00'),
      change('/b', 'p|Built 2026-01-02 12:01'),
      change('/c', 'p|Built 2026-01-02 12:02'),
      change('/d', 'p|A real edit')
    ])
    expect(shared).toHaveLength(1)
    expect(shared[0]?.urls).toEqual(['/a', '/b', '/c'])
  })
  it('reads a block as a reader sees it', () => {
    expect(readableText('ul>li|See [the guide](/g/) and ![a cat](/c.png)')).toBe('See the guide and a cat')
  })
  it('prefers a stable class over hashed ones, and never the whole content area', () => {
    const html = '<main class="content"><p>Intro text that is long enough to matter here.</p><div class="css-1x2y3z note"><p>Updated 5 min ago</p></div></main>'
    expect(suggestSelector(html, 'p|Updated 5 min ago', ['main'])).toBe('div.note')
    expect(suggestSelector('<main><p>only</p></main>', 'p|only', ['main'])).toBeUndefined()
  })
})
