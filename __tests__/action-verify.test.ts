// The action's mode: verify, run from the bundle as the runner runs it: a deploy (main + post,
// git store) served by nginx, then a verify step in a later job that reads the state from the store.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRepos, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'
import { startNginx, type Nginx } from '../__fixtures__/crawl/nginx.js'
import { serve } from '../__fixtures__/crawl/server.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const fake = useFakeGitHub({ bundles: true })
let runId = 700

const page = (title: string, body: string): string => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`

let repos: Repos
let nginx: Nginx
let siteUrl: string
let root: string

function job(name: string): JobEnv {
  return newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: runId++ })
}

function expectOk(step: StepResult): void {
  if (step.exitCode !== 0) throw new Error(`step failed (${step.exitCode}):\n${step.stdout}\n${step.stderr}`)
}

beforeAll(async () => {
  repos = createRepos()
  // The deploy job builds into _site, which nginx serves (as a deploy would publish it); main, then post persists.
  const deployJob = job('deploy')
  root = path.join(deployJob.workspace, '_site')
  mkdirSync(root)
  nginx = await startNginx(root)
  siteUrl = `${nginx.url}/`
  const site = '_site'
  for (const [file, html] of Object.entries({ 'index.html': page('Home', 'Welcome.'), 'a/index.html': page('A', 'Kick-off at 18:00.'), 'b/index.html': page('B', 'Rules.') })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), html)
  }
  const inputs = { 'site-dir': site, 'site-url': siteUrl, now: '2026-06-10T08:00:00Z' }
  const main = await runStep('main', deployJob, inputs)
  expectOk(main)
  expectOk(await runStep('post', deployJob, inputs, main.savedState))
})

afterAll(async () => {
  await nginx?.stop()
})

const verify = (inputs: Record<string, string> = {}): Promise<StepResult> => runStep('main', job(`verify-${runId}`), { mode: 'verify', 'site-url': siteUrl, ...inputs })

describe('mode: verify', () => {
  it('agreeing: verified, the summary says so, no stale URL, no mismatch', async () => {
    const step = await verify()
    expectOk(step)
    expect(step.outputs).toMatchObject({ verified: 'true', 'stale-urls': '[]', mismatches: '0' })
    expect(step.summary).toContain('### What crawlers see')
    expect(step.summary).toContain('✅ The deployed sitemap and pages agree with the state.')
    expect(step.stdout).toContain('✓ nothing a crawler would distrust')
  })

  describe('a deployed sitemap older than the state', () => {
    let sitemap: string
    beforeAll(() => {
      sitemap = readFileSync(path.join(root, 'sitemap.xml'), 'utf8')
      writeFileSync(path.join(root, 'sitemap.xml'), sitemap.replace(`<loc>${siteUrl}a/</loc><lastmod>2026-06-10T08:00:00+00:00</lastmod>`, `<loc>${siteUrl}a/</loc><lastmod>2026-01-01T00:00:00+00:00</lastmod>`))
    })
    afterAll(() => writeFileSync(path.join(root, 'sitemap.xml'), sitemap))

    it('fail-on: never (the default) reports it and keeps the step green', async () => {
      const step = await verify()
      expectOk(step)
      expect(step.outputs['verified']).toBe('false')
      expect(JSON.parse(step.outputs['stale-urls'] ?? '')).toEqual([`${siteUrl}a/`])
      expect(step.summary).toMatch(/\| ❌ stale \| 1 \|/)
    })

    it.each(['stale', 'mismatch'])('fail-on: %s fails the step, after the outputs and the summary', async (failOn) => {
      const step = await verify({ 'fail-on': failOn })
      expect(step.exitCode).toBe(1)
      expect(step.stdout).toContain(`::error::what crawlers see disagrees with the state (fail-on: ${failOn}): 1 stale`)
      expect(step.outputs['verified']).toBe('false')
      expect(step.summary).toContain('### What crawlers see')
    })
  })

  it('a page that disagrees fails fail-on: mismatch, not fail-on: stale', async () => {
    const file = path.join(root, 'b/index.html')
    const before = readFileSync(file, 'utf8')
    writeFileSync(file, before.replace('</head>', '<script type="application/ld+json">{"@type":"WebPage","dateModified":"2020-01-01T00:00:00Z"}</script></head>'))
    try {
      const stale = await verify({ 'fail-on': 'stale' })
      expectOk(stale)
      expect(stale.outputs).toMatchObject({ verified: 'false', mismatches: '1', 'stale-urls': '[]' })
      const mismatch = await verify({ 'fail-on': 'mismatch' })
      expect(mismatch.exitCode).toBe(1)
      expect(mismatch.stdout).toContain('1 page-date-mismatch')
    } finally {
      writeFileSync(file, before)
    }
  })

  it('a site that cannot be reached only warns unless fail-on asks', async () => {
    // A port that nothing listens on any more.
    const closed = await serve(() => undefined)
    await closed.close()
    const gone = `${closed.url}/`
    const quiet = await verify({ 'site-url': gone })
    expectOk(quiet)
    expect(quiet.stdout).toMatch(/::warning title=lastmod verify::Could not check what crawlers see: the deployed sitemap \(sitemap-url http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml\): cannot be reached \(ECONNREFUSED\)/)
    expect(quiet.outputs['verified']).toBe('false')
    const loud = await verify({ 'site-url': gone, 'fail-on': 'stale' })
    expect(loud.exitCode).not.toBe(0)
  })

  it('credentials in sitemap-url are used and never shown', async () => {
    const password = 'pa55-W0rd-of-the-edge'
    const step = await verify({ 'sitemap-url': siteUrl.replace('http://', `http://deploy:${password}@`) + 'sitemap.xml' })
    expectOk(step)
    expect(step.outputs['verified']).toBe('true')
    const visible = (step.stdout + step.stderr).split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect([...visible, step.summary, JSON.stringify(step.outputs)].join('\n')).not.toContain(password)
  })

  it.each([
    [{ 'fail-on': 'sometimes' }, "fail-on must be one of never, stale, mismatch; got 'sometimes'"],
    [{ wait: 'long' }, "wait must be a number of seconds from 0 to 3600; got 'long'"],
    [{ pages: '-3' }, "pages must be a number of pages (or all) from 0 to 1000000; got '-3'"],
    [{ 'site-url': '' }, 'site-url is required in verify mode']
  ])('%j: a one-line error naming the input', async (inputs, message) => {
    const step = await verify(inputs)
    expect(step.exitCode).not.toBe(0)
    expect(step.stdout).toContain(`::error::${message}`)
  })
})
