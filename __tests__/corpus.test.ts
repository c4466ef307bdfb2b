// The promise, measured on real generators' output: every step of every generator's build
// sequence (rebuild, one paragraph edited, theme change, page added and removed, link target
// changed, tracking parameter changed) gives exactly the pages the ground truth names, with no
// configuration at all; and with a generator's recipe (truth.json `cli`) too, where it has one.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { resolveContent } from '../src/adapters/engine.js'
import { createExtractor } from '../src/core/extract.js'
import { runEngine } from '../src/adapters/engine.js'
import type { RunOptions } from '../src/adapters/options.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import type { State } from '../src/core/types.js'
import { DEFAULT_CONTENT_SELECTOR } from '../src/adapters/engine.js'
import { runOptions } from '../__fixtures__/cli/run.js'
import { GENERATORS, stepDir, truth, type Truth } from '../__fixtures__/corpus.js'

/** Every step's mismatches against the truth, the state carried from step to step. */
async function mismatches(generator: string, t: Truth, over: Partial<RunOptions>): Promise<string[]> {
  let state: State | undefined
  const found: string[] = []
  for (const [i, step] of t.steps.entries()) {
    const run = await runEngine(
      runOptions(stepDir(generator, step.dir), { siteUrl: t.siteUrl, now: new Date(Date.UTC(2026, 0, 1 + i)), ...over }),
      state,
      new MemoryLogger()
    )
    state = run.state
    if (!step.expect) continue
    const rel = (urls: string[]): string[] => urls.map((u) => '/' + u.slice(t.siteUrl.length)).sort()
    const got = { new: rel(run.report.pages.new), changed: rel(run.report.pages.changed), removed: rel(run.report.pages.removed) }
    const want = { new: [...step.expect.new].sort(), changed: [...step.expect.changed].sort(), removed: [...step.expect.removed].sort() }
    if (JSON.stringify(got) !== JSON.stringify(want)) found.push(`${step.dir}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)
  }
  return found
}

describe.each(GENERATORS)('%s', (generator) => {
  const t = truth(generator)
  const recipe = t.cli.contentSelector !== DEFAULT_CONTENT_SELECTOR || t.cli.ignoreSelector.length > 0

  it('has the seven build steps', () => {
    expect(t.steps.map((s) => s.dir.replace(/^\d+-/, ''))).toEqual(
      expect.arrayContaining(['base', 'rebuild', 'edit-paragraph', 'theme-change', 'add-remove', 'link-target', 'tracking-param'])
    )
  })

  it('reports exactly the ground truth at every step, with no configuration', async () => {
    expect(await mismatches(generator, t, {})).toEqual([])
  })

  if (recipe) {
    it('reports exactly the ground truth with its recipe', async () => {
      expect(await mismatches(generator, t, { contentSelector: t.cli.contentSelector, ignoreSelectors: t.cli.ignoreSelector })).toEqual([])
    })
  }
})

it.each([
  ['hugo', /^04-add-remove: /],
  ['docusaurus', /^01-rebuild: /],
  ['vitepress', /^01-rebuild: /]
])('needs the related-links rule on %s, whose theme lists other posts inside the content', async (generator, first) => {
  const off = await mismatches(generator, truth(generator), { relatedLinks: false })
  expect(off[0]).toMatch(first)
})

// No new false negatives: with every automatic rule on, an edit of a paragraph inside a callout,
// of an image or of a link target in the content moves the hash, on every generator's page.
describe.each(GENERATORS)('%s: edits inside the content area', (generator) => {
  const dir = stepDir(generator, '00-base')
  const file = path.join(dir, generator === 'nextjs' ? 'docs/install.html' : 'docs/install/index.html')
  const hashOf = async (html: string): Promise<string> => {
    const { contentSelectors } = await resolveContent(dir, DEFAULT_CONTENT_SELECTOR, undefined)
    return createExtractor({ contentSelectors, ignoreSelectors: [] }).extract(html, new URL('https://example.com/docs/install/'), new URL('https://example.com/'))
      .hash
  }
  const page = readFileSync(file, 'utf8')
  const edit = (to: string): string => page.replace('caches it', to)

  it.each([
    ['a word of the callout', 'caches it', 'caches it again'],
    ['an image', 'caches it <img src="/img/a.png" alt="A">', 'caches it <img src="/img/b.png" alt="A">'],
    ["an image's alt text", 'caches it <img src="/img/a.png" alt="A">', 'caches it <img src="/img/a.png" alt="B">'],
    ['a link target', 'caches it <a href="/docs/a/">here</a>', 'caches it <a href="/docs/b/">here</a>']
  ])('%s', async (_what, before, after) => {
    expect(await hashOf(edit(before))).not.toBe(await hashOf(edit(after)))
  })
})

it.each([
  ['mkdocs-material', "whose <main> holds the site's navigation"],
  ['vitepress', "whose home page has no <main> and <article> feature cards: the list of posts beside them is missed"]
])('needs the known content area of %s, %s', async (generator) => {
  const off = await mismatches(generator, truth(generator), { generatorContent: false })
  expect(off).toEqual([expect.stringMatching(/^04-add-remove: /)])
})

it('needs the build-stamp rule on Starlight, whose footer override prints the build time inside <main>', async () => {
  const off = await mismatches('starlight', truth('starlight'), { buildStamps: false })
  expect(off[0]).toMatch(/^01-rebuild: /)
})
