// The bundled action (dist/index.js) on inputs that would reset a site's dates or write where it
// must not: each is refused before anything is written, naming the input.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRepos, git, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'
import { repoRoot } from '../__fixtures__/cli/run.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const SITE_URL = 'https://example.com/'
const T1 = '2026-06-10T08:00:00Z'
const T2 = '2026-07-01T08:00:00Z'

const fake = useFakeGitHub({ bundles: true })
let runId = 500

/** `count` pages under _site, each with its canonical URL on example.com; `long` makes their paths ~400 characters. */
function build(workspace: string, count: number, long = false): void {
  const dir = path.join(workspace, '_site')
  rmSync(dir, { recursive: true, force: true })
  for (let i = 0; i < count; i++) {
    const rel = long ? `${String(i).padStart(5, '0')}-${'a'.repeat(200)}/${'b'.repeat(200)}` : `p${i}`
    mkdirSync(path.join(dir, rel), { recursive: true })
    const html = `<!doctype html><html><head><title>P${i}</title><link rel="canonical" href="${SITE_URL}${rel}/"></head><body><main><p>Page ${i}</p></main></body></html>`
    writeFileSync(path.join(dir, rel, 'index.html'), html)
  }
}

const prEvent = { pull_request: { number: 9, base: { ref: 'main' } }, repository: { default_branch: 'main' } }
function job(repos: Repos, name: string, pr = false): JobEnv {
  return newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName: pr ? 'pull_request' : 'push', event: pr ? prEvent : { repository: { default_branch: 'main' } }, runId: runId++ })
}
const withSite = (extra: Record<string, string> = {}): Record<string, string> => ({ 'site-dir': '_site', 'site-url': SITE_URL, ...extra })

function expectOk(step: StepResult): void {
  if (step.exitCode !== 0) throw new Error(`step failed (${step.exitCode}):\n${step.stdout}\n${step.stderr}`)
}

/** A failed step whose one error names `message`, and no sitemap written. */
function expectRefused(step: StepResult, j: JobEnv, message: RegExp): void {
  expect(step.exitCode).not.toBe(0)
  expect(step.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([expect.stringMatching(message)])
  expect(existsSync(path.join(j.workspace, '_site', 'sitemap.xml'))).toBe(false)
}

async function seeded(pages: number): Promise<Repos> {
  const repos = createRepos()
  const j = job(repos, 'seed')
  build(j.workspace, pages)
  const main = await runStep('main', j, withSite({ now: T1 }))
  expectOk(main)
  expectOk(await runStep('post', j, withSite({ now: T1 }), main.savedState))
  return repos
}

describe('the action stops a run that would remove most of the site', () => {
  it('in check and update mode, names the cause, writes nothing, and allow-mass-removal lets real removals through', async () => {
    const repos = await seeded(8)
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')

    const pr = job(repos, 'pr', true)
    build(pr.workspace, 8)
    expectRefused(
      await runStep('main', pr, withSite({ now: T2, 'site-url': 'https://www.example.com/' })),
      pr,
      /^::error::no page would go into the sitemap \(site-url is https:\/\/www\.example\.com\/ but the pages' canonical URLs are on https:\/\/example\.com:/
    )

    const push = job(repos, 'push')
    build(push.workspace, 8)
    expectRefused(await runStep('main', push, withSite({ now: T2, include: 'blog/**' })), push, /^::error::no page would go into the sitemap \(include blog\/\*\* left out 8 page\(s\)\)/)
    const six = withSite({ now: T2, exclude: 'p[0-5]/**' })
    expectRefused(await runStep('main', push, six), push, /^::error::this run would remove 6 of the 8 pages the state knows .*run it with allow-mass-removal$/)
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)

    const allowed = await runStep('main', push, { ...six, 'allow-mass-removal': 'true' })
    expectOk(allowed)
    expect(allowed.outputs['removed']).toBe('6')
  })
})

describe('check mode', () => {
  it('writes the sitemap (for a preview deploy) and persists no state', async () => {
    const repos = await seeded(3)
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')
    const pr = job(repos, 'pr', true)
    build(pr.workspace, 3)
    writeFileSync(path.join(pr.workspace, '_site', 'p0', 'index.html'), '<!doctype html><title>P0</title><main><p>Edited</p></main>')
    const step = await runStep('main', pr, withSite({ now: T2 }))
    expectOk(step)
    const xml = readFileSync(path.join(pr.workspace, '_site', 'sitemap.xml'), 'utf8')
    expect(xml).toContain('<loc>https://example.com/p0/</loc><lastmod>2026-07-01T08:00:00+00:00</lastmod>')
    expect(xml).toContain('<loc>https://example.com/p1/</loc><lastmod>2026-06-10T08:00:00+00:00</lastmod>')
    expect(step.savedState).toEqual({ isPost: 'true' })
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)
    expect(readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain('the sitemap written (for a preview deploy)')
  })
})

describe('bad inputs fail the step naming the input, before anything is written', () => {
  const repos = createRepos()
  it.each([
    [{ sitemap: '_site/p0/index.html' }, /^::error::sitemap .*index\.html is a page of the site/],
    [{ sitemap: '../outside/sitemap.xml' }, /^::error::sitemap must be a path inside the workspace/],
    [{ 'headers-file': 'README.md/_headers' }, /^::error::headers-file .*_headers cannot be written: .*README\.md is not a folder$/],
    [{ sitemap: '_site' }, /^::error::sitemap .*_site is a folder/],
    [{ now: '2026-02-30T00:00:00Z' }, /^::error::now must be an ISO 8601 date-time/],
    [{ 'site-url': 'https://user:pw@example.com/' }, /^::error::site-url must not hold a user name or password/],
    [{ 'state-branch': 'HEAD' }, /^::error::state-branch must be a valid git branch name such as lastmod-state; got 'HEAD': HEAD names the checked-out commit in git, not a branch$/],
    [{ 'state-branch': 'deploy/.cache' }, /^::error::state-branch must be a valid git branch name such as lastmod-state; got 'deploy\/\.cache': its part '\.cache' starts with '\.'$/],
    [{ 'state-branch': 'dates.lock/main' }, /^::error::state-branch must be a valid git branch name such as lastmod-state; got 'dates\.lock\/main': its part 'dates\.lock' ends with '\.lock'$/]
  ])('%j', async (inputs, message) => {
    const j = job(repos, `bad-${runId}`)
    build(j.workspace, 2)
    const step = await runStep('main', j, withSite({ now: T1, ...inputs }))
    expect(step.exitCode).not.toBe(0)
    expect(step.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([expect.stringMatching(message)])
    expect(git(repos.origin, 'branch', '--list', 'lastmod-state')).toBe('')
    expect(git(repos.origin, 'for-each-ref', '--format=%(refname)')).toBe('refs/heads/main')
  })
})

describe('changed-urls', () => {
  it('holds at most 500 KB of JSON, warns how many were left out, and changed-urls-file has them all', async () => {
    const repos = createRepos()
    const j = job(repos, 'many')
    build(j.workspace, 1300, true)
    const step = await runStep('main', j, withSite({ now: T1, 'html-dates': 'false' }))
    expectOk(step)
    const output = step.outputs['changed-urls'] ?? ''
    const shown = JSON.parse(output) as string[]
    expect(Buffer.byteLength(output)).toBeLessThanOrEqual(500_000)
    expect(shown.length).toBeGreaterThan(1000)
    const all = JSON.parse(readFileSync(step.outputs['changed-urls-file'] ?? '', 'utf8')) as string[]
    expect(all).toHaveLength(1300)
    expect(all.slice(0, shown.length)).toEqual(shown)
    expect(step.stdout).toContain(`::warning::changed-urls lists the first ${shown.length} of 1300 new and changed URLs (${1300 - shown.length} left out`)
  })
})
