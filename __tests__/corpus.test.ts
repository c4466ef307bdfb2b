// The promise, measured on real generators' output: every step of every generator's build
// sequence (rebuild, one paragraph edited, theme change, page added and removed, link target
// changed, tracking parameter changed) gives exactly the pages the ground truth names.
import { describe, expect, it } from '@jest/globals'
import { runEngine } from '../src/adapters/engine.js'
import { MemoryLogger } from '../src/adapters/logger.js'
import type { State } from '../src/core/types.js'
import { engineOptions } from '../__fixtures__/cli/run.js'
import { GENERATORS, stepDir, truth } from '../__fixtures__/corpus.js'

describe.each(GENERATORS)('%s', (generator) => {
  const t = truth(generator)

  it('has the steps issue 4 asks for', () => {
    expect(t.steps.map((s) => s.dir.replace(/^\d+-/, ''))).toEqual(
      expect.arrayContaining(['base', 'rebuild', 'edit-paragraph', 'theme-change', 'add-remove', 'link-target', 'tracking-param'])
    )
  })

  it('reports exactly the ground truth at every step', async () => {
    let state: State | undefined
    const mismatches: string[] = []
    for (const [i, step] of t.steps.entries()) {
      const siteDir = stepDir(generator, step.dir)
      const run = await runEngine(
        engineOptions(siteDir, {
          siteUrl: t.siteUrl,
          now: new Date(Date.UTC(2026, 0, 1 + i)),
          contentSelector: t.cli.contentSelector,
          ignoreSelectors: t.cli.ignoreSelector
        }),
        state,
        new MemoryLogger()
      )
      state = run.state
      if (!step.expect) continue
      const rel = (urls: string[]): string[] => urls.map((u) => '/' + u.slice(t.siteUrl.length)).sort()
      const got = { new: rel(run.report.pages.new), changed: rel(run.report.pages.changed), removed: rel(run.report.pages.removed) }
      const want = { new: [...step.expect.new].sort(), changed: [...step.expect.changed].sort(), removed: [...step.expect.removed].sort() }
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        mismatches.push(`${step.dir}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)
      }
    }
    expect(mismatches).toEqual([])
  })
})
