// The "one date everywhere" options as the action runs them: main writes the dates into the
// built pages before the deploy; IndexNow hears of new and changed pages only from post, after
// the state is persisted, and never from a failed deploy or a pull-request check.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createRepos, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv, type StepResult } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const TOKEN = 'ghs_publishTEST0123456789'
const KEY = 'lastmod-test-key-0123'
const fake = useFakeGitHub({ bundles: true })
let indexNow: Server
let endpoint = ''
const submissions: Array<{ urlList: string[] }> = []
let runId = 500

beforeAll(async () => {
  indexNow = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      submissions.push(JSON.parse(body) as { urlList: string[] })
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => indexNow.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(indexNow.address() as AddressInfo).port}/indexnow`
})
afterAll(async () => {
  await new Promise((resolve) => indexNow?.close(resolve))
})

function build(workspace: string, body: string): void {
  const page = (title: string, text: string): string =>
    `<!doctype html><html><head><script type="application/ld+json">{"@type":"Article","headline":"${title}","dateModified":"2020-01-01T00:00:00Z"}</script></head>` +
    `<body><main><h1>${title}</h1><p>${text}</p><p>Updated <time data-lastmod></time></p></main></body></html>`
  for (const [file, html] of Object.entries({ 'index.html': page('Home', 'Welcome.'), 'a/index.html': page('A', body) })) {
    mkdirSync(path.dirname(path.join(workspace, '_site', file)), { recursive: true })
    writeFileSync(path.join(workspace, '_site', file), html)
  }
  writeFileSync(path.join(workspace, '_site', `${KEY}.txt`), KEY)
}

function job(repos: Repos, name: string): JobEnv {
  return newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: runId++ })
}

const inputs = (now: string): Record<string, string> => ({
  'site-dir': '_site',
  'site-url': 'https://example.com/',
  now,
  'indexnow-key': KEY,
  'indexnow-endpoint': endpoint
})

function ok(step: StepResult): StepResult {
  if (step.exitCode !== 0) throw new Error(`step failed:\n${step.stdout}\n${step.stderr}`)
  return step
}

describe('dates in the page and IndexNow, from the action', () => {
  it('writes the dates into the pages in main, and announces only new and changed pages from post', async () => {
    const repos = createRepos()
    const first = job(repos, 'one')
    build(first.workspace, 'First text.')
    const main = ok(await runStep('main', first, inputs('2026-03-01T10:00:00Z')))
    const html = readFileSync(path.join(first.workspace, '_site/a/index.html'), 'utf8')
    expect(html).toContain('"dateModified":"2026-03-01T10:00:00Z"')
    expect(html).toContain('<time data-lastmod datetime="2026-03-01T10:00:00Z">2026-03-01</time>')
    expect(submissions).toHaveLength(0) // nothing before the deploy
    ok(await runStep('post', first, inputs('2026-03-01T10:00:00Z'), main.savedState))
    expect(submissions.map((s) => s.urlList.sort())).toEqual([['https://example.com/', 'https://example.com/a/']])

    // A failed deploy: post is skipped, nothing is announced.
    const failed = job(repos, 'two')
    build(failed.workspace, 'Second text.')
    ok(await runStep('main', failed, inputs('2026-03-02T10:00:00Z')))
    expect(submissions).toHaveLength(1)

    // The next good deploy announces the one changed page, and only it.
    const good = job(repos, 'three')
    build(good.workspace, 'Second text.')
    const main3 = ok(await runStep('main', good, inputs('2026-03-03T10:00:00Z')))
    expect(readFileSync(path.join(good.workspace, '_site/index.html'), 'utf8')).toContain('"dateModified":"2026-03-01T10:00:00Z"')
    ok(await runStep('post', good, inputs('2026-03-03T10:00:00Z'), main3.savedState))
    expect(submissions[1]?.urlList).toEqual(['https://example.com/a/'])
  })
})

describe('the page cache, from the action', () => {
  it('spares the parse of the pages whose files are as they were, and dates them as a run without it', async () => {
    const repos = createRepos()
    const withCache = { ...inputs('2026-04-01T10:00:00Z'), 'cache-file': '.lastmod/page-cache.json' }
    const first = job(repos, 'cache-one')
    build(first.workspace, 'First text.')
    const main = ok(await runStep('main', first, withCache))
    expect(main.stdout).toContain('Page cache: 0 of 2 read page(s)')
    expect(main.stdout).toContain(`Wrote the page cache ${path.join(first.workspace, '.lastmod/page-cache.json')}`)
    ok(await runStep('post', first, withCache, main.savedState))

    // The next job restores the cache (as actions/cache would) and builds the same site, one page edited.
    const second = job(repos, 'cache-two')
    mkdirSync(path.join(second.workspace, '.lastmod'), { recursive: true })
    writeFileSync(path.join(second.workspace, '.lastmod/page-cache.json'), readFileSync(path.join(first.workspace, '.lastmod/page-cache.json')))
    build(second.workspace, 'Second text.')
    const again = ok(await runStep('main', second, { ...withCache, now: '2026-04-02T10:00:00Z' }))
    expect(again.stdout).toContain('Page cache: 1 of 2 read page(s)')
    expect(again.outputs['changed-urls']).toBe(JSON.stringify(['https://example.com/a/']))
    // The page from the cache still takes its date, the edited one today's.
    expect(readFileSync(path.join(second.workspace, '_site/index.html'), 'utf8')).toContain('"dateModified":"2026-04-01T10:00:00Z"')
    expect(readFileSync(path.join(second.workspace, '_site/a/index.html'), 'utf8')).toContain('"dateModified":"2026-04-02T10:00:00Z"')
  })
})

describe('headers-file, from the action', () => {
  it('keeps the site’s _headers byte for byte outside the Last-Modified lines it writes', async () => {
    const repos = createRepos()
    const j = job(repos, 'headers')
    build(j.workspace, 'First text.')
    const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1')
    // A UTF-8 BOM, CRLF then LF, bytes of Latin-1 and Windows-1252, a rule for /a/ in the middle, no final newline.
    const head = latin1('\xef\xbb\xbf# Headers \xa9 2026\r\n/*\n  X-Content-Type-Options: nosniff\r\n  X-Team: M\xfcller \x96 Ops\n/a/\r\n  Cache-Control: no-store\r\n')
    const tail = latin1('/assets/*\n  Cache-Control: immutable')
    const file = path.join(j.workspace, '_site/_headers')
    writeFileSync(file, Buffer.concat([head, tail]))
    ok(await runStep('main', j, { ...inputs('2026-03-01T10:00:00Z'), 'headers-file': '_site/_headers' }))
    const date = 'Sun, 01 Mar 2026 10:00:00 GMT'
    const section = ['# lastmod-action: Last-Modified of each page, from the date its content last changed (replaced on every run)', '/', `  Last-Modified: ${date}`, '# lastmod-action: end']
    const expected = Buffer.concat([head, latin1(`  Last-Modified: ${date}\r\n`), tail, latin1(`\r\n\r\n${section.join('\r\n')}`)])
    expect(readFileSync(file).toString('latin1')).toBe(expected.toString('latin1'))
  })
})
