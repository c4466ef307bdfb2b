// "Rewriting must never feed back", on real generators' output: build → engine → rewrite →
// engine on the rewritten files → nothing moved; then a fresh rebuild → nothing moved either.
import { afterAll, describe, expect, it } from '@jest/globals'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runEngine } from '../src/adapters/engine.js'
import type { RunOptions } from '../src/adapters/options.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { applyPageDates } from '../src/adapters/publish.js'
import { runOptions } from '../__fixtures__/cli/run.js'
import { CORPUS, GENERATORS, truth as loadTruth } from '../__fixtures__/corpus.js'

const generators = GENERATORS.filter((g) => existsSync(path.join(CORPUS, g, 'steps', '01-rebuild')))

const temps: string[] = []
afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })))
})

describe.each(generators)('%s output', (generator) => {
  it('keeps 0 changes after its pages are rewritten', async () => {
    const truth = loadTruth(generator)
    const site = await mkdtemp(path.join(tmpdir(), `lastmod-corpus-${generator}-`))
    temps.push(site)
    await cp(path.join(CORPUS, generator, 'steps', '00-base'), site, { recursive: true })
    const options = (now: string): RunOptions =>
      runOptions(site, { siteUrl: truth.siteUrl, now: new Date(now), contentSelector: truth.cli.contentSelector, ignoreSelectors: truth.cli.ignoreSelector, dryRun: false })
    const publish = { siteDir: site, siteUrl: truth.siteUrl, cleanUrls: false, sitemapPath: path.join(site, 'sitemap.xml'), gzip: false, dryRun: false, htmlDates: true, mtime: false, robotsSitemap: false }
    const log = new MemoryLogger()

    const first = await runEngine(options('2026-08-01T06:00:00Z'), undefined, log)
    const summary = await applyPageDates(first, publish, log)
    expect(summary.skipped).toEqual([])

    const second = await runEngine(options('2026-08-02T06:00:00Z'), first.state, log)
    expect(second.report.pages).toMatchObject({ new: [], changed: [], removed: [] })
    expect((await applyPageDates(second, publish, log)).rewritten).toEqual([])

    await rm(site, { recursive: true, force: true })
    await cp(path.join(CORPUS, generator, 'steps', '01-rebuild'), site, { recursive: true })
    const rebuilt = await runEngine(options('2026-08-03T06:00:00Z'), second.state, log)
    expect(rebuilt.report.pages).toMatchObject({ new: [], changed: [], removed: [] })
  })
})

it('finds the corpus and rewrites dates in it', async () => {
  // Guards the loop above against silently testing nothing.
  expect(generators).toEqual(expect.arrayContaining(['hugo', 'astro']))
  const site = await mkdtemp(path.join(tmpdir(), 'lastmod-corpus-hugo-'))
  temps.push(site)
  await cp(path.join(CORPUS, 'hugo', 'steps', '00-base'), site, { recursive: true })
  const truth = loadTruth('hugo')
  const log = new MemoryLogger()
  const run = await runEngine(
    runOptions(site, {
      siteUrl: truth.siteUrl,
      now: new Date('2026-08-01T06:00:00Z'),
      contentSelector: truth.cli.contentSelector,
      ignoreSelectors: truth.cli.ignoreSelector,
      dryRun: false
    }),
    undefined,
    log
  )
  const summary = await applyPageDates(
    run,
    { siteDir: site, siteUrl: truth.siteUrl, cleanUrls: false, sitemapPath: path.join(site, 'sitemap.xml'), gzip: false, dryRun: false, htmlDates: true, mtime: false, robotsSitemap: false },
    log
  )
  expect(summary.rewritten.length).toBeGreaterThan(10)
})
