// The bundled action, run as the runner runs it: separate processes for main and post, real git
// with a local bare repository as origin, a fake GitHub REST server on 127.0.0.1.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseState } from '../src/core/state.js'
import { createRepos, git, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const SITE_URL = 'https://example.com/'
const T1 = '2026-06-10T08:00:00Z'
const T2 = '2026-07-01T08:00:00Z'
const T3 = '2026-08-12T06:00:00Z'
const HOSTILE = '@octocat <img src=x onerror=alert(1)> | ## [x](javascript:alert(1)) `tick` #12'

const fake = useFakeGitHub({ bundles: true })
let runId = 100

function page(title: string, body: string, footer = 'Built 2026'): string {
  const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<!doctype html><html><head><title>${escapeHtml(title)}</title></head><body><nav>Home</nav><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></main><footer>${footer}</footer></body></html>`
}

/** The "build" step: writes the site into `_site` of the workspace. */
function build(workspace: string, pages: Record<string, string>): void {
  const dir = path.join(workspace, '_site')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), html)
  }
}

const SITE = {
  'index.html': page('Home', 'Welcome to the site.'),
  'a/index.html': page('Page A', 'Kick-off at 18:00.'),
  'b/index.html': page('Page B', 'The rules of the game.')
}

function job(repos: Repos, name: string, eventName = 'push', event: unknown = { repository: { default_branch: 'main' } }): JobEnv {
  return newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName, event, runId: runId++ })
}

const withSite = (extra: Record<string, string> = {}): Record<string, string> => ({ 'site-dir': '_site', 'site-url': SITE_URL, ...extra })

function persisted(repos: Repos): ReturnType<typeof parseState> | undefined {
  const branches = git(repos.origin, 'branch', '--list', 'lastmod-state')
  if (branches === '') return undefined
  return parseState(git(repos.origin, 'show', 'lastmod-state:.lastmod/state.json') + '\n', 'origin')
}

function expectOk(step: StepResult): void {
  if (step.exitCode !== 0) throw new Error(`step failed (${step.exitCode}):\n${step.stdout}\n${step.stderr}`)
}

function expectNoToken(...steps: StepResult[]): void {
  for (const step of steps) {
    // `::add-mask::` is the command that registers the secret; the runner consumes it, never shows it.
    const visible = (step.stdout + step.stderr).split('\n').filter((line) => !line.startsWith('::add-mask::'))
    expect([...visible, step.summary, JSON.stringify(step.outputs)].join('\n')).not.toContain(TOKEN)
  }
}

/** One-job deploy at `now`: main, then (if the deploy succeeded) post with main's saved state. */
async function deploy(j: JobEnv, now: string, deploySucceeded = true): Promise<{ main: StepResult; post?: StepResult }> {
  const main = await runStep('main', j, withSite({ now }))
  expectOk(main)
  if (!deploySucceeded) return { main } // post-if: success() is false: the runner skips post
  const post = await runStep('post', j, withSite({ now }), main.savedState)
  expectOk(post)
  return { main, post }
}

describe('update mode + post (build and deploy in one job)', () => {
  it('main writes the sitemap and persists nothing; post persists; the token never shows', async () => {
    const repos = createRepos()
    const j = job(repos, 'w')
    build(j.workspace, SITE)
    const main = await runStep('main', j, withSite({ now: T1 }))
    expectOk(main)

    expect(main.outputs).toMatchObject({ new: '3', changed: '0', removed: '0', unchanged: '0', sitemap: path.join(j.workspace, '_site', 'sitemap.xml') })
    expect(JSON.parse(main.outputs['changed-urls'] as string)).toEqual(expect.arrayContaining([SITE_URL, `${SITE_URL}a/`, `${SITE_URL}b/`]))
    expect(JSON.parse(readFileSync(main.outputs['report'] as string, 'utf8'))).toMatchObject({ pages: { new: expect.any(Array) } })
    expect(readFileSync(path.join(j.workspace, '_site', 'sitemap.xml'), 'utf8')).toContain('<lastmod>2026-06-10T08:00:00+00:00</lastmod>')
    expect(main.summary).toContain('**3** new')
    expect(main.stdout).toContain('::notice title=lastmod%3A first run::')
    expect(main.stdout).toContain(`::add-mask::${TOKEN}`)
    expect(persisted(repos)).toBeUndefined() // main never persists
    expect(git(j.workspace, 'status', '--porcelain')).toBe('?? _site/') // nothing but the build output

    const post = await runStep('post', j, withSite({ now: T1 }), main.savedState)
    expectOk(post)
    const state = persisted(repos)
    expect(Object.keys(state?.pages ?? {}).sort()).toEqual(['/', '/a/', '/b/'])
    expect(state?.pages['/a/']?.publishedAt).toBe(T1)
    expect(git(j.workspace, 'status', '--porcelain')).toBe('?? _site/')
    expectNoToken(main, post)
  })

  it('a failed deploy skips post and leaves the store untouched; the next good deploy still sees the change', async () => {
    const repos = createRepos()
    const first = job(repos, 'run1')
    build(first.workspace, SITE)
    await deploy(first, T1)
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')

    const second = job(repos, 'run2')
    build(second.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.') })
    const failed = await deploy(second, T2, false)
    expect(failed.main.outputs).toMatchObject({ changed: '1', unchanged: '2' })
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)

    const third = job(repos, 'run3')
    build(third.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.', 'Built 2027') })
    const good = await deploy(third, T3)
    expect(good.main.outputs).toMatchObject({ changed: '1', unchanged: '2' }) // footer noise does not count
    expect(persisted(repos)?.pages['/a/']).toMatchObject({ publishedAt: T1, updatedAt: T3 })
  })

  it('a deploy whose content did not change persists nothing new (no commit)', async () => {
    const repos = createRepos()
    const first = job(repos, 'run1')
    build(first.workspace, SITE)
    await deploy(first, T1)
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')
    const again = job(repos, 'run2')
    build(again.workspace, SITE)
    const { main, post } = await deploy(again, T2)
    expect(main.outputs).toMatchObject({ new: '0', changed: '0', unchanged: '3' })
    expect(post?.stdout).toContain('State unchanged')
    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)
  })

  it('two racing deploys lose no page', async () => {
    const repos = createRepos()
    const seed = job(repos, 'seed')
    build(seed.workspace, SITE)
    await deploy(seed, T1)

    const left = job(repos, 'left')
    const right = job(repos, 'right')
    build(left.workspace, { ...SITE, 'x/index.html': page('X', 'Only in the left deploy.') })
    build(right.workspace, { ...SITE, 'y/index.html': page('Y', 'Only in the right deploy.') })
    const [mainLeft, mainRight] = await Promise.all([runStep('main', left, withSite({ now: T2 })), runStep('main', right, withSite({ now: T3 }))])
    expectOk(mainLeft)
    expectOk(mainRight)
    const posts = await Promise.all([
      runStep('post', left, withSite(), mainLeft.savedState),
      runStep('post', right, withSite(), mainRight.savedState)
    ])
    posts.forEach(expectOk)
    const state = persisted(repos)
    expect(Object.keys(state?.pages ?? {}).sort()).toEqual(['/', '/a/', '/b/', '/x/', '/y/'])
    expect(state?.pages['/x/']?.publishedAt).toBe(T2)
    expect(state?.pages['/y/']?.publishedAt).toBe(T3)
  })

  it('bootstrap-sitemap keeps the deployed dates when the state vanished', async () => {
    const repos = createRepos()
    const j = job(repos, 'w')
    build(j.workspace, SITE)
    writeFileSync(
      path.join(j.workspace, 'deployed-sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
        `<url><loc>${SITE_URL}a/</loc><lastmod>2025-01-02</lastmod></url>` +
        `<url><loc>${SITE_URL}b/</loc><lastmod>2025-03-04T05:06:07+01:00</lastmod></url></urlset>`
    )
    const main = await runStep('main', j, withSite({ now: T3, 'bootstrap-sitemap': 'deployed-sitemap.xml' }))
    expectOk(main)
    const sitemap = readFileSync(path.join(j.workspace, '_site', 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<lastmod>2025-01-02T00:00:00+00:00</lastmod>')
    expect(sitemap).toContain('<lastmod>2025-03-04T04:06:07+00:00</lastmod>')
    expect(sitemap).toContain('<lastmod>2026-08-12T06:00:00+00:00</lastmod>') // the home page was not in it
    expect(main.summary).toContain('seeded from the deployed sitemap')
  })

  it('warns loudly when the state branch exists but the state file is gone', async () => {
    const repos = createRepos()
    const first = job(repos, 'run1')
    build(first.workspace, SITE)
    await deploy(first, T1)
    const other = repos.clone('vandal')
    git(other, 'fetch', '--quiet', 'origin', 'lastmod-state:lastmod-state')
    git(other, 'checkout', '--quiet', 'lastmod-state')
    git(other, 'rm', '--quiet', '.lastmod/state.json')
    git(other, 'commit', '--quiet', '--allow-empty', '-m', 'oops')
    git(other, 'push', '--quiet', 'origin', 'lastmod-state')

    const second = job(repos, 'run2')
    build(second.workspace, SITE)
    const main = await runStep('main', second, withSite({ now: T2 }))
    expectOk(main)
    expect(main.stdout).toMatch(/::warning title=lastmod state vanished::.*holds no \.lastmod\/state\.json/)
  })

  it('a corrupt state fails the step with a one-line reason instead of re-dating the site', async () => {
    const repos = createRepos()
    const other = repos.clone('corrupt')
    git(other, 'checkout', '--quiet', '--orphan', 'lastmod-state')
    git(other, 'rm', '-rf', '--quiet', '.')
    mkdirSync(path.join(other, '.lastmod'))
    writeFileSync(path.join(other, '.lastmod/state.json'), '{"version": 1, "pages": ')
    git(other, 'add', '.lastmod/state.json')
    git(other, 'commit', '--quiet', '-m', 'truncated')
    git(other, 'push', '--quiet', 'origin', 'lastmod-state')
    const j = job(repos, 'w')
    build(j.workspace, SITE)
    const main = await runStep('main', j, withSite({ now: T1 }))
    expect(main.exitCode).toBe(1)
    expect(main.stdout).toMatch(/::error::origin\/lastmod-state:\.lastmod\/state\.json is not valid JSON/)
    expect(existsSync(path.join(j.workspace, '_site', 'sitemap.xml'))).toBe(false)
  })
})

describe('check mode (pull requests)', () => {
  const PR = 5
  const prEvent = { pull_request: { number: PR, base: { ref: 'main' } }, repository: { default_branch: 'main' } }

  async function seeded(): Promise<Repos> {
    const repos = createRepos()
    const j = job(repos, 'seed')
    build(j.workspace, SITE)
    await deploy(j, T1)
    return repos
  }

  it('comments once, then updates the same comment, never re-posts an unchanged body, and persists nothing', async () => {
    const repos = await seeded()
    const head = git(repos.origin, 'rev-parse', 'lastmod-state')
    fake.comments.delete(PR)

    const pr1 = job(repos, 'pr1', 'pull_request', prEvent)
    build(pr1.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.') })
    const first = await runStep('main', pr1, withSite({ now: T2 }))
    expectOk(first)
    expect(first.savedState).toEqual({ isPost: 'true' }) // the phase only: nothing for post to persist
    expect(fake.comments.get(PR)).toHaveLength(1)
    const id = fake.comments.get(PR)?.[0]?.id
    expect(fake.comments.get(PR)?.[0]?.body).toContain('[/a/](https://example.com/a/) | changed |')
    expect((await runStep('post', pr1, withSite(), first.savedState)).exitCode).toBe(0)

    const pr2 = job(repos, 'pr2', 'pull_request', prEvent)
    build(pr2.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.'), 'b/index.html': page('Page B', 'New rules.') })
    expectOk(await runStep('main', pr2, withSite({ now: T3 })))
    expect(fake.comments.get(PR)).toHaveLength(1)
    expect(fake.comments.get(PR)?.[0]?.id).toBe(id)
    expect(fake.comments.get(PR)?.[0]?.body).toContain('[/b/](https://example.com/b/) | changed |')

    const writes = fake.requests.filter((r) => r.method !== 'GET').length
    const pr3 = job(repos, 'pr3', 'pull_request', prEvent)
    build(pr3.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.'), 'b/index.html': page('Page B', 'New rules.') })
    expectOk(await runStep('main', pr3, withSite({ now: T3 })))
    expect(fake.requests.filter((r) => r.method !== 'GET')).toHaveLength(writes)

    expect(git(repos.origin, 'rev-parse', 'lastmod-state')).toBe(head)
    expect(fake.requests.filter((r) => r.path.includes('/comments')).every((r) => r.authorization === `token ${TOKEN}`)).toBe(true)
  })

  it('escapes hostile page text in the comment', async () => {
    const repos = await seeded()
    fake.comments.delete(PR)
    const pr = job(repos, 'pr', 'pull_request', prEvent)
    build(pr.workspace, { ...SITE, 'a/index.html': page('Page A', HOSTILE) })
    expectOk(await runStep('main', pr, withSite({ now: T2 })))
    const body = fake.comments.get(PR)?.[0]?.body ?? ''
    expect(body).toContain('/a/')
    expect(body).not.toMatch(/@octocat/)
    expect(body).not.toMatch(/(^|[^\\])<img/)
    expect(body).not.toMatch(/(^|[^\\])`tick/)
    expect(body).not.toMatch(/\]\(javascript/)
    const row = body.split('\n').find((line) => line.startsWith('| [/a/]')) ?? ''
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6)
  })

  it('a 403 on commenting warns and puts the comment in the job summary; the step stays green', async () => {
    const repos = await seeded()
    fake.comments.delete(PR)
    fake.forbidCommentWrites = true
    try {
      const pr = job(repos, 'pr', 'pull_request', prEvent)
      build(pr.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.') })
      const step = await runStep('main', pr, withSite({ now: T2 }))
      expectOk(step)
      expect(step.stdout).toMatch(/::warning title=lastmod%3A no PR comment::Cannot comment on pull request #5 \(Resource not accessible by integration/)
      expect(step.summary).toContain('PR comment (could not be posted)')
      expect(step.summary).toContain('[/a/](https://example.com/a/) | changed |')
      expect(fake.comments.get(PR)).toBeUndefined()
      expectNoToken(step)
    } finally {
      fake.forbidCommentWrites = false
    }
  })
})

describe('the artifact and cache toolkits', () => {
  // They are loaded on demand, from chunks next to each bundle (scripts/bundle.mjs): a run with
  // the git store never reads them. Here they run as far as a machine without the Actions
  // services lets them, which shows that each one is found and loaded.
  const services = (j: JobEnv): JobEnv => ({ ...j, env: { ACTIONS_CACHE_URL: `${fake.url}/`, ACTIONS_RUNTIME_TOKEN: 'not-a-jwt' } })
  const notLoaded = /Cannot find module|ERR_MODULE_NOT_FOUND|\d+\.index\.js/

  it('the cache store asks the cache service for the state, and post fails when the service saves nothing', async () => {
    const repos = createRepos()
    const j = services(job(repos, 'w'))
    build(j.workspace, SITE)
    const main = await runStep('main', j, withSite({ 'state-store': 'cache' }))
    expectOk(main)
    expect(main.stdout).toContain(`Resource Url: ${fake.url}/_apis/artifactcache/cache?keys=lastmod-state-`)
    expect(main.stdout).toContain('::warning::Failed to restore: Cache service responded with 404')
    // The fake has no cache service: the toolkit cannot reserve the key, says so, and saves nothing.
    const post = await runStep('post', j, withSite({ 'state-store': 'cache' }), main.savedState)
    expect(post.exitCode).toBe(1)
    expect(post.stdout).toContain(`Resource Url: ${fake.url}/_apis/artifactcache/caches`)
    expect(post.stdout).toMatch(/Failed to save: Unable to reserve cache with key lastmod-state-\d+-1/)
    expect(post.stdout).toMatch(/::error::the Actions cache did not save the state under key lastmod-state-\d+-1 \(its message above says why\); the next run restores the previous state/)
    expect(post.stdout).not.toContain('State unchanged')
    for (const step of [main, post]) expect(step.stdout + step.stderr).not.toMatch(notLoaded)
  })

  it('the hand-over to a later job uploads the pending state as an artifact', async () => {
    const repos = createRepos()
    const j = services(job(repos, 'w'))
    build(j.workspace, SITE)
    const step = await runStep('main', j, withSite({ persist: 'deferred' }))
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain('::group::Hand the pending state on as artifact lastmod-pending-state\nArtifact name is valid!')
    expect(step.stdout).toContain('::error::Invalid token specified')
    expect(step.stdout + step.stderr).not.toMatch(notLoaded)
  })
})

describe('inputs as the runner passes them', () => {
  it('a bad input fails the step naming the input and the allowed values', async () => {
    const repos = createRepos()
    const j = job(repos, 'w')
    const step = await runStep('main', j, withSite({ 'state-store': 'gti' }))
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain("::error::state-store must be one of git, artifact, cache; got 'gti'")
  })

  it('persist mode outside a git checkout says what is missing', async () => {
    const repos = createRepos()
    const j = job(repos, 'w')
    rmSync(path.join(j.workspace, '.git'), { recursive: true, force: true })
    const step = await runStep('main', j, { mode: 'persist' })
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain('::error::state-store git needs a git checkout')
  })
})
