// The bundled action writes and reads only inside the workspace, wherever its links point: the
// site folder, every output and the rewrite mode's source are where they really are. Real links.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from '../__fixtures__/cli/run.js'
import { createRepos, git, type Repos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const SITE_URL = 'https://example.com/'
const NOW = '2026-06-10T08:00:00Z'

const fake = useFakeGitHub({ bundles: true })
let runId = 700

function pages(dir: string): void {
  for (const rel of ['', 'a/', 'b/c/']) {
    mkdirSync(path.join(dir, rel), { recursive: true })
    writeFileSync(path.join(dir, rel, 'index.html'), `<!doctype html><html><head><title>${rel || 'home'}</title><script type="application/ld+json">{"@type":"WebPage","dateModified":"2020-01-01"}</script></head><body><main><p>Page ${rel}</p></main></body></html>`)
  }
}

/** Every file under `dir` with its bytes (links not followed). */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.join(entry.parentPath, entry.name), readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
  }
  return files
}

/** A job whose workspace has the site in `_site`, and a folder outside the workspace with a site of its own. */
function setup(repos: Repos, name: string, workspace?: (clone: string) => string): { job: JobEnv; outside: string } {
  const clone = repos.clone(name)
  const job = newJob({ workspace: workspace?.(clone) ?? clone, apiUrl: fake.url, token: TOKEN, eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: runId++ })
  pages(path.join(clone, '_site'))
  const outside = tempDir('action-outside-')
  pages(path.join(outside, 'site'))
  writeFileSync(path.join(outside, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_URL}</loc></url></urlset>\n`)
  return { job, outside }
}

const errors = (stdout: string): string[] => stdout.split('\n').filter((line) => line.startsWith('::error::'))

describe('the action stays in the workspace', () => {
  const repos = createRepos()

  it.each([
    ['an absolute site-dir outside', (_ws: string, out: string) => ({ 'site-dir': path.join(out, 'site') }), (ws: string, out: string) => `^::error::site-dir must be a folder inside the workspace ${ws}; got '${out}/site'$`],
    ['a relative site-dir that climbs out', (ws: string, out: string) => ({ 'site-dir': path.relative(ws, path.join(out, 'site')) }), (ws: string, out: string) => `^::error::site-dir must be a folder inside the workspace ${ws}; got '${out}/site'$`],
    ['a site-dir that is a link out', (ws: string, out: string) => (symlinkSync(path.join(out, 'site'), path.join(ws, 'site-link')), { 'site-dir': 'site-link' }), (ws: string, out: string) => `^::error::site-dir must be a folder inside the workspace ${ws}; got '${ws}/site-link', which is ${out}/site$`],
    ['a site-dir in a linked folder, two down', (ws: string, out: string) => (mkdirSync(path.join(ws, 'x', 'y'), { recursive: true }), symlinkSync(path.relative(path.join(ws, 'x', 'y'), out), path.join(ws, 'x', 'y', 'up')), { 'site-dir': 'x/y/up/site' }), (ws: string, out: string) => `^::error::site-dir must be a folder inside the workspace ${ws}; got '${ws}/x/y/up/site', which is ${out}/site$`],
    ['a sitemap through a linked folder', (ws: string, out: string) => (symlinkSync(out, path.join(ws, 'out-link')), { sitemap: 'out-link/sitemap.xml' }), (ws: string, out: string) => `^::error::sitemap must be a path inside the workspace ${ws}; got '${ws}/out-link/sitemap.xml', which is ${out}/sitemap\\.xml$`],
    ['a cache-file through a linked folder, to a new folder', (ws: string, out: string) => (symlinkSync(out, path.join(ws, '_site', 'c-link')), { 'cache-file': '_site/c-link/new/cache.json' }), (ws: string, out: string) => `^::error::cache-file must be a path inside the workspace ${ws}; got '${ws}/_site/c-link/new/cache.json', which is ${out}/new/cache\\.json$`],
    ['a headers-file in a linked folder two down', (ws: string, out: string) => (mkdirSync(path.join(ws, 'p', 'q'), { recursive: true }), symlinkSync(out, path.join(ws, 'p', 'q', 'h')), { 'headers-file': 'p/q/h/_headers' }), (ws: string, out: string) => `^::error::headers-file must be a path inside the workspace ${ws}; got '${ws}/p/q/h/_headers', which is ${out}/_headers$`],
    ['a sitemap-source read through a link', (ws: string, out: string) => (symlinkSync(path.join(out, 'sitemap.xml'), path.join(ws, 'src.xml')), { 'sitemap-source': 'src.xml', sitemap: '_site/sitemap.xml' }), (ws: string, out: string) => `^::error::sitemap-source must be a path inside the workspace ${ws}; got '${ws}/src\\.xml', which is ${out}/sitemap\\.xml$`],
    ['a cache-store state-file through a link', (ws: string, out: string) => (symlinkSync(out, path.join(ws, '.lastmod')), { 'state-store': 'cache' }), (ws: string, out: string) => `^::error::state-file must be a path inside the workspace ${ws}; got '${ws}/\\.lastmod/state\\.json', which is ${out}/state\\.json$`]
  ])('%s: the step fails naming the input, and nothing outside is written', async (_name, inputs, message) => {
    const { job, outside } = setup(repos, `paths-${runId}`)
    const given = inputs(job.workspace, outside)
    const before = snapshot(outside)
    const step = await runStep('main', job, { 'site-dir': '_site', 'site-url': SITE_URL, now: NOW, ...given })
    expect(step.exitCode).not.toBe(0)
    expect(errors(step.stdout)).toEqual([expect.stringMatching(new RegExp(message(job.workspace, outside)))])
    expect(snapshot(outside)).toEqual(before)
    expect(existsSync(path.join(job.workspace, '_site', 'sitemap.xml'))).toBe(false)
    expect(git(repos.origin, 'branch', '--list', 'lastmod-state')).toBe('')
  })

  it('links that stay inside, and a workspace reached through a link, are fine', async () => {
    const { job } = setup(repos, `paths-ok-${runId}`, (clone) => {
      const link = path.join(tempDir('action-ws-link-'), 'ws')
      symlinkSync(clone, link)
      return link
    })
    mkdirSync(path.join(job.workspace, 'build'))
    symlinkSync('../_site', path.join(job.workspace, 'build', 'public'))
    symlinkSync('_site', path.join(job.workspace, 'out'))
    const step = await runStep('main', job, { 'site-dir': 'build/public', 'site-url': SITE_URL, now: NOW, sitemap: 'out/sitemap.xml', 'cache-file': 'build/public/.cache/pages.json' })
    if (step.exitCode !== 0) throw new Error(`step failed:\n${step.stdout}\n${step.stderr}`)
    expect(readFileSync(path.join(job.workspace, '_site', 'sitemap.xml'), 'utf8')).toContain(`<loc>${SITE_URL}b/c/</loc>`)
    expect(existsSync(path.join(job.workspace, '_site', '.cache', 'pages.json'))).toBe(true)
  })
})
