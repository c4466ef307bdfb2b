// The bundled action at its edges, run as the runner runs it: a server that echoes the token in an
// error, a human comment carrying the marker, endpoints that accept and never answer, and what the
// summary and the comment say about each page whose date moves.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { commentMarker } from '../src/core/render-comment.js'
import { createRepos, git, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'
import { startSilentServer, type SilentServer } from '../__fixtures__/silent-server.js'

// Characters that URL-encoding changes, so the encoded form differs from the plain one.
const TOKEN = 'ghs_SECRET/tok+en=0123456789abcdefABCDEF'
const SITE_URL = 'https://example.com/'
const T1 = '2026-06-10T08:00:00Z'
const T2 = '2026-07-01T08:00:00Z'
const PR = 5
const PR_EVENT = { pull_request: { number: PR, base: { ref: 'main' } }, repository: { default_branch: 'main' } }
const MARKER = commentMarker(SITE_URL)

const fake = useFakeGitHub({ bundles: true })
/** Accepts every connection and never answers. */
let silent: SilentServer | undefined
let silentUrl = ''
let runId = 900
beforeAll(async () => {
  silent = await startSilentServer()
  silentUrl = silent.url
})
afterAll(async () => {
  await silent?.close()
})

const page = (title: string, ...paragraphs: string[]): string =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>Home</nav><main><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</main></body></html>`

const SITE = {
  'index.html': page('Home', 'Welcome to the site.'),
  'a/index.html': page('Page A', 'Kick-off at 18:00.', 'Bring water.'),
  'b/index.html': page('Page B', 'The rules of the game.')
}

function build(workspace: string, pages: Record<string, string>): void {
  const dir = path.join(workspace, '_site')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), html)
  }
}

function job(repos: Repos, name: string, options: { eventName?: string; event?: unknown; apiUrl?: string; env?: Record<string, string> } = {}): JobEnv {
  return newJob({
    workspace: repos.clone(name),
    apiUrl: options.apiUrl ?? fake.url,
    token: TOKEN,
    eventName: options.eventName ?? 'push',
    event: options.event ?? { repository: { default_branch: 'main' } },
    runId: runId++,
    ...(options.env ? { env: options.env } : {})
  })
}

const withSite = (extra: Record<string, string> = {}): Record<string, string> => ({ 'site-dir': '_site', 'site-url': SITE_URL, ...extra })

function expectOk(step: StepResult): void {
  if (step.exitCode !== 0) throw new Error(`step failed (${step.exitCode}):\n${step.stdout}\n${step.stderr}`)
}

/** A state in origin's lastmod-state branch, as one deploy at T1 leaves it. */
async function seeded(): Promise<Repos> {
  const repos = createRepos()
  const j = job(repos, 'seed')
  build(j.workspace, SITE)
  const main = await runStep('main', j, withSite({ now: T1 }))
  expectOk(main)
  expectOk(await runStep('post', j, withSite({ now: T1 }), main.savedState))
  return repos
}

async function check(repos: Repos, pages: Record<string, string>, options: Parameters<typeof job>[2] = {}, inputs: Record<string, string> = {}): Promise<StepResult> {
  const pr = job(repos, `pr${runId}`, { eventName: 'pull_request', event: PR_EVENT, ...options })
  build(pr.workspace, pages)
  return runStep('main', pr, withSite({ now: T2, ...inputs }))
}

describe('the token in what the action prints', () => {
  it('redacts the token, URL-encoded and in basic auth, from a GitHub error it relays, in the log and the summary', async () => {
    const repos = await seeded()
    fake.comments.delete(PR)
    const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')
    fake.listCommentsError = { status: 401, message: `Bad credentials ${TOKEN} url=${encodeURIComponent(TOKEN)} auth=Basic ${basic}` }
    try {
      const step = await check(repos, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.', 'Bring water.') })
      expectOk(step)
      // The runner consumes `::add-mask::` and turns `%25` in a command back into `%`.
      const shown = [...(step.stdout + step.stderr).split('\n').filter((line) => !line.startsWith('::add-mask::')), step.summary]
        .join('\n')
        .replace(/%25/g, '%')
      expect(shown).toMatch(/::warning title=lastmod%3A no PR comment::Could not post the PR comment: HTTP 401: Bad credentials \*\*\* url=\*\*\* auth=Basic /)
      expect(shown).toContain('[/a/](https://example.com/a/)') // the summary was written
      for (const form of [TOKEN, encodeURIComponent(TOKEN), Buffer.from(TOKEN).toString('base64').slice(0, 40)]) expect(shown).not.toContain(form)
      expect(shown).not.toContain(basic.slice(20))
    } finally {
      fake.listCommentsError = undefined
    }
  })
})

describe('the sticky comment', () => {
  it('never edits a human comment that carries the marker: the action posts its own', async () => {
    const repos = await seeded()
    const human = `I pasted the old report here:\n${MARKER}\n| /a/ | changed |`
    fake.comments.set(PR, [{ id: 77, body: human, user: { login: 'octocat', type: 'User' } }])
    expectOk(await check(repos, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.', 'Bring water.') }))
    const comments = fake.comments.get(PR) ?? []
    expect(comments).toHaveLength(2)
    expect(comments[0]).toMatchObject({ id: 77, body: human })
    expect(comments[1]?.user.login).toBe('github-actions[bot]')
    expect(comments[1]?.body).toContain(MARKER)
    expect(fake.requests.some((r) => r.method === 'PATCH' && r.path.endsWith('/comments/77'))).toBe(false)
  })
})

describe('endpoints that accept the connection and never answer', () => {
  const quick = { 'request-timeout': '1' }

  it('the PR comment gives up after its timeout with a warning, and the check step stays green', async () => {
    const repos = await seeded()
    const step = await check(repos, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.', 'Bring water.') }, { apiUrl: silentUrl }, quick)
    expectOk(step)
    expect(step.stdout).toMatch(/::warning title=lastmod%3A no PR comment::Could not post the PR comment: no answer from the GitHub API within 1 s/)
    expect(step.summary).toContain('[/a/](https://example.com/a/)')
  })

  it('a bootstrap sitemap that never comes fails the step after its timeout, naming it, instead of dating every page now', async () => {
    const repos = createRepos()
    const j = job(repos, 'boot')
    build(j.workspace, SITE)
    const step = await runStep('main', j, withSite({ now: T1, 'bootstrap-sitemap': `${silentUrl}/sitemap.xml`, ...quick }))
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain(`::error::bootstrap-sitemap: no answer from ${silentUrl}/sitemap.xml within 1 s`)
  })

  it('IndexNow gives each request its own deadline, gives up with a warning, and the state is still persisted', async () => {
    // Silent to the first request; then 503 with Retry-After 0, so that the other retries come at once.
    const stalling = await startSilentServer({ silentFor: 1, status: 503, headers: { 'retry-after': '0' } })
    try {
      const repos = createRepos()
      const j = job(repos, 'indexnow')
      build(j.workspace, SITE)
      const inputs = withSite({ now: T1, 'indexnow-key': 'abcdef0123456789', 'indexnow-endpoint': `${stalling.url}/indexnow`, ...quick })
      const main = await runStep('main', j, inputs)
      expectOk(main)
      const post = await runStep('post', j, inputs, main.savedState)
      expectOk(post)
      expect(post.stdout).toContain('State saved')
      expect(post.stdout).toContain(`IndexNow: no answer from ${stalling.url} within 1 s; retrying in 2s (attempt 2 of 4)`)
      // Only the endpoint's origin: its path or query may hold a secret.
      expect(post.stdout).toContain(`::warning::IndexNow: 3 URL(s) not submitted to ${stalling.url} after 4 attempt(s): 503 server error`)
      expect(stalling.requests()).toBe(4)
    } finally {
      await stalling.close()
    }
  })
})

describe('a clock before the state, and pages too large to read', () => {
  it('fails main when the input now is before the newest date of the state, naming both, and writes nothing', async () => {
    const repos = await seeded()
    const j = job(repos, 'early')
    build(j.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00.', 'Bring water.') })
    const step = await runStep('main', j, withSite({ now: '2026-06-09T08:00:00Z' }))
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain(`::error::the input now (2026-06-09T08:00:00Z) is before ${T1}, the newest date in the state (publishedAt of /): a run cannot be dated before the runs it follows`)
    expect(existsSync(path.join(j.workspace, '_site', 'sitemap.xml'))).toBe(false)
    expect(step.savedState['pending-state']).toBeUndefined()
  })

  it('skips a page over max-page-size with a warning naming it, keeps its date, and refuses a size it cannot take', async () => {
    const repos = await seeded()
    const j = job(repos, 'large')
    build(j.workspace, { ...SITE, 'a/index.html': page('Page A', 'Kick-off at 19:00. '.repeat(100)), 'new/index.html': page('New', 'words '.repeat(300)) })
    const main = await runStep('main', j, withSite({ now: T2, 'max-page-size': '1KB' }))
    expectOk(main)
    expect(main.stdout).toMatch(/::warning::a\/index\.html: \d(\.\d)? KB, over the page size limit of 1 KB \(--max-page-size, input max-page-size\): not read; its date is kept/)
    expect(main.stdout).toMatch(/::warning::new\/index\.html: \d(\.\d)? KB, over the page size limit of 1 KB .*: not read; left out of the sitemap until it is smaller/)
    expect(main.outputs).toMatchObject({ new: '0', changed: '0', unchanged: '3' })
    const sitemap = readFileSync(path.join(j.workspace, '_site', 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`<loc>https://example.com/a/</loc><lastmod>${T1.replace('Z', '+00:00')}</lastmod>`)
    expect(sitemap).not.toContain('/new/')
    const bad = await runStep('main', job(repos, 'bad-size'), withSite({ now: T2, 'max-page-size': '1 TB' }))
    expect(bad.exitCode).toBe(1)
    expect(bad.stdout).toContain("::error::max-page-size must be a size from 1 byte to 500MB such as 50MB, 512KB or 2000000 (bytes); got '1 TB'")
  })
})

describe('two uses of the action in one job', () => {
  it('each post step persists its own state: the second main step does not take the first one\'s pending state', async () => {
    const repos = createRepos()
    const j = job(repos, 'two-sites')
    build(j.workspace, SITE)
    const docs = path.join(j.workspace, '_docs')
    mkdirSync(path.join(docs, 'guide'), { recursive: true })
    writeFileSync(path.join(docs, 'guide', 'index.html'), page('Guide', 'Install it first.'))
    const first = withSite({ now: T1, 'state-file': '.lastmod/site.json' })
    const second = { 'site-dir': '_docs', 'site-url': 'https://docs.example.com/', now: T1, 'state-file': '.lastmod/docs.json' }
    const mainA = await runStep('main', j, first)
    expectOk(mainA)
    const mainB = await runStep('main', j, second)
    expectOk(mainB)
    // Post steps run in the reverse order of their main steps.
    expectOk(await runStep('post', j, second, mainB.savedState))
    expectOk(await runStep('post', j, first, mainA.savedState))
    const keys = (file: string): string[] => Object.keys((JSON.parse(git(repos.root, '--git-dir', repos.origin, 'show', `lastmod-state:${file}`)) as { pages: object }).pages).sort()
    expect(keys('.lastmod/site.json')).toEqual(['/', '/a/', '/b/'])
    expect(keys('.lastmod/docs.json')).toEqual(['/guide/'])
  })
})

describe('why each page moves, and its new lastmod', () => {
  it('names reordered blocks and new pages (escaped) instead of a bare "content changed", with each page\'s new lastmod, in the summary and the comment', async () => {
    const repos = await seeded()
    fake.comments.delete(PR)
    const step = await check(repos, {
      ...SITE,
      // The same two paragraphs, swapped: no block text is new.
      'a/index.html': page('Page A', 'Bring water.', 'Kick-off at 18:00.'),
      'c/index.html': page('Rules | @octocat <b>', 'New here.')
    })
    expectOk(step)
    const comment = fake.comments.get(PR)?.[0]?.body ?? ''
    // The comment shows the day alone: a check run later that day leaves its body as it was.
    for (const [shown, date] of [[step.summary, T2], [comment, T2.slice(0, 10)]] as const) {
      expect(shown).toContain('| Page | Change | Lastmod | Why |')
      expect(shown).toContain(`| [/a/](https://example.com/a/) | changed | ${date} | the same blocks, in another order |`)
      expect(shown).toMatch(new RegExp(`\\| \\[/c/\\]\\(https://example.com/c/\\) \\| new \\| ${date} \\| new page: “Rules \\\\\\| .*octocat`))
      expect(shown).not.toContain('content changed')
      expect(shown).not.toMatch(/[^`]@octocat|<b>/)
    }
  })
})
