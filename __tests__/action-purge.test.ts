// The CDN purge as the runner runs the action: main writes the sitemap before the deploy and purges
// nothing; post (only after a successful job) persists the state, then purges the new and changed
// pages and the sitemap from Cloudflare and calls the webhook. A pull-request check and a failed
// deploy purge nothing, and the Cloudflare token never shows in the log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRepos, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'
import { startPurgeServer, type FakePurge } from '../__fixtures__/publish/purge-server.js'

const TOKEN = 'ghs_purgeTEST0123456789'
const CF_TOKEN = 'cfACTION-a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6'
const ZONE = '9a7806061c88ada191ed06f989cc3dac'
const PR_EVENT = { pull_request: { number: 3, base: { ref: 'main' } }, repository: { default_branch: 'main' } }
const fake = useFakeGitHub({ bundles: true })
let cloudflare: FakePurge
let hook: FakePurge
let runId = 700

beforeAll(async () => {
  cloudflare = await startPurgeServer()
  hook = await startPurgeServer([{ status: 200, body: {} }])
})
afterAll(async () => {
  await cloudflare?.close()
  await hook?.close()
})

function build(workspace: string, text: string): void {
  const dir = path.join(workspace, '_site')
  rmSync(dir, { recursive: true, force: true })
  for (const [file, body] of Object.entries({ 'index.html': 'Welcome.', 'a/index.html': text, 'b/index.html': 'The rules.' })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), `<!doctype html><html><body><main><h1>Page</h1><p>${body}</p></main></body></html>`)
  }
}

function job(repos: Repos, name: string, pr = false): JobEnv {
  return newJob({
    workspace: repos.clone(name),
    apiUrl: fake.url,
    token: TOKEN,
    eventName: pr ? 'pull_request' : 'push',
    event: pr ? PR_EVENT : { repository: { default_branch: 'main' } },
    runId: runId++
  })
}

const inputs = (now: string): Record<string, string> => ({
  'site-dir': '_site',
  'site-url': 'https://example.com/',
  now,
  comment: 'false',
  'cloudflare-zone': ZONE,
  'cloudflare-token': CF_TOKEN,
  'cloudflare-endpoint': cloudflare.url,
  'purge-webhook': `${hook.url}/purge`
})

function ok(step: StepResult): StepResult {
  if (step.exitCode !== 0) throw new Error(`step failed:\n${step.stdout}\n${step.stderr}`)
  // The runner consumes `::add-mask::`, the command that registers the secret; it never shows it.
  const shown = [...(step.stdout + step.stderr).split('\n').filter((line) => !line.startsWith('::add-mask::')), step.summary]
  expect(shown.join('\n')).not.toContain(CF_TOKEN)
  return step
}

const purged = (): string[][] => cloudflare.requests.map((r) => (r.body as { files: string[] }).files)

describe('CDN purge from the action', () => {
  it('purges from post only, exactly the new and changed pages and the sitemap; never from a check or a failed deploy', async () => {
    const repos = createRepos()
    const first = job(repos, 'one')
    build(first.workspace, 'First text.')
    const main = ok(await runStep('main', first, inputs('2026-03-01T10:00:00Z')))
    expect(cloudflare.requests).toEqual([]) // nothing before the deploy
    const post = ok(await runStep('post', first, inputs('2026-03-01T10:00:00Z'), main.savedState))
    expect(post.stdout).toContain('State saved')
    expect(post.stdout).toContain(`Cloudflare purge: 4 URL(s) purged in zone ${ZONE} (1 request(s))`)
    expect(cloudflare.requests.map((r) => [r.method, r.url, r.authorization])).toEqual([['POST', `/client/v4/zones/${ZONE}/purge_cache`, `Bearer ${CF_TOKEN}`]])
    const sitemap = 'https://example.com/sitemap.xml'
    expect(purged()[0]?.sort()).toEqual(['https://example.com/', 'https://example.com/a/', 'https://example.com/b/', sitemap])
    expect(hook.requests.map((r) => r.body)).toEqual([{ siteUrl: 'https://example.com/', pages: ['https://example.com/', 'https://example.com/a/', 'https://example.com/b/'], sitemaps: [sitemap] }])

    // A pull-request check: main and post run, nothing is persisted and nothing purged.
    const pr = job(repos, 'pr', true)
    build(pr.workspace, 'Proposed text.')
    const check = ok(await runStep('main', pr, inputs('2026-03-02T10:00:00Z')))
    ok(await runStep('post', pr, inputs('2026-03-02T10:00:00Z'), check.savedState))
    // A failed deploy: post is skipped.
    const failed = job(repos, 'two')
    build(failed.workspace, 'Second text.')
    ok(await runStep('main', failed, inputs('2026-03-02T10:00:00Z')))
    expect(cloudflare.requests).toHaveLength(1)
    expect(hook.requests).toHaveLength(1)

    // The next good deploy purges the one changed page and the sitemap.
    const good = job(repos, 'three')
    build(good.workspace, 'Second text.')
    const main3 = ok(await runStep('main', good, inputs('2026-03-03T10:00:00Z')))
    ok(await runStep('post', good, inputs('2026-03-03T10:00:00Z'), main3.savedState))
    expect(purged()[1]).toEqual([sitemap, 'https://example.com/a/'])
    expect(hook.requests[1]?.body).toEqual({ siteUrl: 'https://example.com/', pages: ['https://example.com/a/'], sitemaps: [sitemap] })
  })

  it('warns without the token when Cloudflare rejects it, and the state is still persisted', async () => {
    const echoing = await startPurgeServer([{ status: 403, body: { success: false, errors: [{ code: 10000, message: `Authentication error for ${CF_TOKEN}` }] } }])
    try {
      const j = job(createRepos(), 'echo')
      build(j.workspace, 'Text.')
      const withEcho = { ...inputs('2026-03-01T10:00:00Z'), 'cloudflare-endpoint': echoing.url }
      const main = ok(await runStep('main', j, withEcho))
      const post = ok(await runStep('post', j, withEcho, main.savedState))
      expect(post.stdout).toContain('State saved')
      expect(post.stdout).toContain(`::warning::Cloudflare purge: 4 URL(s) not purged in zone ${ZONE}: HTTP 403: 10000 Authentication error for ***`)
      expect(echoing.requests).toHaveLength(1)
    } finally {
      await echoing.close()
    }
  })

  it("masks every secret part of the webhook URL, prints only its origin, and a server's error text forges no workflow command", async () => {
    const forgedText = 'busy\n::add-mask::FORGED-MASK\r::stop-commands::FORGED-STOP \u2028::set-output name=x::FORGED-OUTPUT ##[error]FORGED-OLD'
    // Retry-After 0: the retries come at once, as the servers ask.
    const busy = await startPurgeServer([{ status: 503, headers: { 'retry-after': '0' }, body: { success: false, errors: [{ code: 1, message: forgedText }] } }, { status: 200 }])
    const webhook = await startPurgeServer([{ status: 500, headers: { 'retry-after': '0' } }, { status: 200, body: {} }])
    const secrets = { user: 'hookUSER-9', password: 'hookPASS-7f3', path: '/hooks/PATHSECRET-b2', query: 'QUERYSECRET-c4' }
    const url = `${webhook.url.replace('//', `//${secrets.user}:${secrets.password}@`)}${secrets.path}?sig=${secrets.query}`
    try {
      const j = job(createRepos(), 'secrets')
      build(j.workspace, 'Text.')
      const withHook = { ...inputs('2026-03-01T10:00:00Z'), 'cloudflare-endpoint': busy.url, 'purge-webhook': url }
      const main = ok(await runStep('main', j, withHook))
      const post = ok(await runStep('post', j, withHook, main.savedState))
      expect(post.stdout).toContain(`Cloudflare purge: 4 URL(s) purged in zone ${ZONE} (1 request(s))`)
      expect(post.stdout).toContain(`Purge webhook ${webhook.url}: HTTP 500; retrying in`)
      expect(post.stdout).toContain(`Purge webhook ${webhook.url}: 3 page URL(s) and 1 sitemap URL(s) sent`)
      expect(webhook.requests.map((r) => [r.url, r.authorization])).toEqual(
        Array(2).fill([`${secrets.path}?sig=${secrets.query}`, `Basic ${Buffer.from(`${secrets.user}:${secrets.password}`).toString('base64')}`])
      )
      for (const step of [main, post]) {
        const lines = (step.stdout + step.stderr).split(/\r\n|\r|\n/)
        // Each secret is registered with the runner (which then masks it), and shows nowhere else.
        const masks = lines.filter((line) => line.startsWith('::add-mask::')).map((line) => line.slice('::add-mask::'.length))
        expect(masks).toEqual(expect.arrayContaining([url, secrets.user, secrets.password, secrets.path, secrets.query]))
        const rest = lines.filter((line) => !line.startsWith('::add-mask::'))
        for (const secret of Object.values(secrets)) expect(rest.filter((line) => line.includes(secret))).toEqual([])
        // The server's text is in the log, but starts no command line of its own.
        expect(lines.filter((line) => /^\s*::(add-mask|stop-commands|set-output)::FORGED/.test(line) || line.includes('##['))).toEqual([])
        expect(masks.filter((mask) => mask.includes('FORGED'))).toEqual([])
      }
      expect(post.stdout).toContain('Cloudflare purge: HTTP 503: 1 busy\\n::add-mask::FORGED-MASK\\r::stop-commands::FORGED-STOP \\u2028::set-output name=x::FORGED-OUTPUT \\x23#[error]FORGED-OLD; retrying in')
    } finally {
      await busy.close()
      await webhook.close()
    }
  })

  it.each([
    [{ 'cloudflare-token': '' }, 'cloudflare-zone needs cloudflare-token: an API token with the Cache Purge permission, from a secret'],
    [{ 'cloudflare-zone': 'example.com' }, "cloudflare-zone must be a Cloudflare zone ID, 32 hexadecimal characters; got 'example.com'"],
    [{ 'cloudflare-zone': '' }, 'cloudflare-token needs cloudflare-zone: the ID of the zone to purge'],
    [{ 'purge-webhook': 'hooks.example.com/purge' }, 'purge-webhook must be an http(s) URL such as https://hooks.example.com/purge; got a value that is not shown (it may hold a secret)'],
    [{ 'purge-webhook': 'https://hooks.example.com:0/purge' }, "purge-webhook must not use port 0 (no server can listen there); got 'https://hooks.example.com:0'"]
  ])('fails main on %j, naming the input, before anything is written', async (bad, message) => {
    const j = job(createRepos(), `bad${runId}`)
    build(j.workspace, 'Text.')
    const step = await runStep('main', j, { ...inputs('2026-03-01T10:00:00Z'), ...bad })
    expect(step.exitCode).toBe(1)
    expect(step.stdout).toContain(`::error::${message}`)
    expect(existsSync(path.join(j.workspace, '_site', 'sitemap.xml'))).toBe(false)
  })
})
