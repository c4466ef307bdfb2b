// The promise on real sites: public sites' successive deploys (their committed build output),
// each run by the CLI with no configuration at all, as a new user would run it, give exactly the
// pages whose main content changed, as established independently of the engine
// (__fixtures__/history/README.md): no page dated for a copyright year, a theme upgrade, a git
// byline or a neighbour's pagination, and no real edit missed.
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { cli, tempDir } from '../__fixtures__/cli/run.js'
import { historyStep, historyTruth, SITES, type HistoryTruth } from '../__fixtures__/history.js'

/** Every step's mismatches against the truth, the state carried from step to step; `flags` are added to every run. */
async function mismatches(site: string, truth: HistoryTruth, flags: string[] = []): Promise<string[]> {
  const work = tempDir('lastmod-history-')
  const found: string[] = []
  try {
    for (const [i, step] of truth.steps.entries()) {
      // A copy: with no configuration the CLI writes the pages' dates and the sitemap into the site.
      const site = path.join(work, step.dir)
      cpSync(historyStep(truth.site, step.dir), site, { recursive: true })
      const report = path.join(work, `${step.dir}.json`)
      const now = new Date(Date.UTC(2026, 0, 1 + i)).toISOString()
      await cli(['--site-dir', site, '--site-url', truth.siteUrl, '--state-file', path.join(work, 'state.json'), '--now', now, '--report', report, ...flags])
      if (step.expect === undefined) continue
      const pages = (JSON.parse(readFileSync(report, 'utf8')) as { pages: Record<'new' | 'changed' | 'removed', string[]> }).pages
      const rel = (urls: string[]): string[] => urls.map((u) => '/' + u.slice(truth.siteUrl.length)).sort()
      const got = { new: rel(pages.new), changed: rel(pages.changed), removed: rel(pages.removed) }
      const want = { new: [...step.expect.new].sort(), changed: [...step.expect.changed].sort(), removed: [...step.expect.removed].sort() }
      if (JSON.stringify(got) !== JSON.stringify(want)) found.push(`${step.dir}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`)
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  return found
}

describe.each(SITES)('%s', (site) => {
  const truth = historyTruth(site)

  it('records where its pages come from and under which licence', () => {
    expect(truth.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/)
    expect(truth.source.licence).not.toBe('')
    expect(truth.steps.every((step) => /^[0-9a-f]{40}$/.test(step.commit))).toBe(true)
  })

  it('reports exactly the truth at every deploy, with no configuration', async () => {
    expect(await mismatches(site, truth)).toEqual([])
  })
})

it('covers the patterns that real deploys show', () => {
  const patterns = new Set(SITES.flatMap((site) => historyTruth(site).patterns))
  for (const pattern of ['no-main-body-footer', 'code-with-times', 'theme-upgrade', 'copyright-rollover', 'git-byline', 'page-inserted', 'real-edits']) {
    expect(patterns).toContain(pattern)
  }
})

// Each automatic rule is what makes a real site exact: without it the first deploy that shows its
// pattern dates pages whose content did not change.
it.each([
  ['--no-landmarks', 'sphinx-bootstrap-theme', /^01-v0\.3\.5: /],
  ['--no-page-metadata', 'metro', /^01-page-inserted: /],
  ['--no-page-metadata', 'git-revision-date-localized', /^01-git-dates: /]
])('%s dates the pages of %s wrongly', async (flag, site, first) => {
  const found = await mismatches(site, historyTruth(site), [flag])
  expect(found[0]).toMatch(first)
})

it('re-baselines, and moves no date, when a rule is switched on over a state written without it', async () => {
  const truth = historyTruth('sphinx-bootstrap-theme')
  const work = tempDir('lastmod-history-')
  try {
    const state = path.join(work, 'state.json')
    const run = async (step: string, now: string, flags: string[]): Promise<{ rebaselined: boolean; pages: { changed: string[] } }> => {
      const site = path.join(work, step)
      cpSync(historyStep(truth.site, step), site, { recursive: true })
      const report = path.join(work, `${step}.json`)
      await cli(['--site-dir', site, '--site-url', truth.siteUrl, '--state-file', state, '--now', now, '--report', report, ...flags])
      return JSON.parse(readFileSync(report, 'utf8')) as { rebaselined: boolean; pages: { changed: string[] } }
    }
    await run('00-base', '2026-01-01T00:00:00Z', ['--no-landmarks', '--no-page-metadata'])
    // The next deploy rolls the footer's year over: with the rules now on, no date moves for it.
    const next = await run('01-v0.3.5', '2026-01-02T00:00:00Z', [])
    expect(next.rebaselined).toBe(true)
    expect(next.pages.changed).toEqual([])
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
})
