// The promise, measured on real generators' output: every step of every generator's build
// sequence (rebuild, one paragraph edited, theme change, page added and removed, link target
// changed, tracking parameter changed) gives exactly the pages the ground truth names, with no
// configuration at all; and with a generator's recipe (truth.json `cli`) too, where it has one.
import { describe, expect, it } from '@jest/globals'
import { runEngine, type EngineOptions } from '../src/adapters/engine.js'
import { MemoryLogger } from '../src/adapters/logger.js'
import type { State } from '../src/core/types.js'
import { DEFAULT_CONTENT_SELECTOR } from '../src/adapters/engine.js'
import { engineOptions } from '../__fixtures__/cli/run.js'
import { GENERATORS, stepDir, truth, type Truth } from '../__fixtures__/corpus.js'

/** Every step's mismatches against the truth, the state carried from step to step. */
async function mismatches(generator: string, t: Truth, over: Partial<EngineOptions>): Promise<string[]> {
  let state: State | undefined
  const found: string[] = []
  for (const [i, step] of t.steps.entries()) {
    const run = await runEngine(
      engineOptions(stepDir(generator, step.dir), { siteUrl: t.siteUrl, now: new Date(Date.UTC(2026, 0, 1 + i)), ...over }),
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

it("needs the related-links rule on Hugo, whose theme lists related posts inside <main>", async () => {
  const off = await mismatches('hugo', truth('hugo'), { relatedLinks: false })
  expect(off).toEqual([expect.stringMatching(/^04-add-remove: /)])
})

it("needs the known content area of MkDocs Material, whose <main> holds the site's navigation", async () => {
  const off = await mismatches('mkdocs-material', truth('mkdocs-material'), { generatorContent: false })
  expect(off).toEqual([expect.stringMatching(/^04-add-remove: /)])
})

it('needs the build-stamp rule on Starlight, whose footer override prints the build time inside <main>', async () => {
  const off = await mismatches('starlight', truth('starlight'), { buildStamps: false })
  expect(off[0]).toMatch(/^01-rebuild: /)
})
