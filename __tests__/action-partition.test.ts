// The bundled action with a partitioned sitemap: the inputs as the runner passes them, a child
// per section, and bad values refused naming the input before anything is written.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createRepos, git } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'
import { INDEX_XSD, URLSET_XSD, validate } from '../__fixtures__/sitemap/helpers.js'
import type { Report } from '../src/core/types.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const SITE_URL = 'https://example.com/'

const fake = useFakeGitHub({ bundles: true })
let runId = 700

function page(workspace: string, rel: string, text: string): void {
  const dir = path.join(workspace, '_site', rel)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>${text}</title></head><body><main><p>${text}</p></main></body></html>`)
}

function build(workspace: string, docsText = 'Install'): void {
  page(workspace, '', 'Home')
  page(workspace, 'blog/a', 'Post A')
  page(workspace, 'blog/b', 'Post B')
  page(workspace, 'docs/install', docsText)
  page(workspace, 'docs/config', 'Config')
}

const job = (repos: ReturnType<typeof createRepos>, name: string): JobEnv =>
  newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: runId++ })
const withSite = (extra: Record<string, string>): Record<string, string> => ({ 'site-dir': '_site', 'site-url': SITE_URL, 'sitemap-partition': 'section', ...extra })

describe('the action with sitemap-partition: section', () => {
  it('writes an index over the root, blog and docs children; an edit in /docs/ leaves the blog child as it was', async () => {
    const repos = createRepos()
    const j = job(repos, 'partition')
    build(j.workspace)
    const first = await runStep('main', j, withSite({ now: '2026-06-10T08:00:00Z' }))
    expect(first.exitCode).toBe(0)
    const post = await runStep('post', j, withSite({ now: '2026-06-10T08:00:00Z' }), first.savedState)
    expect(post.exitCode).toBe(0)
    const site = path.join(j.workspace, '_site')
    const names = ['sitemap.xml', 'sitemap-root.xml', 'sitemap-blog.xml', 'sitemap-docs.xml']
    expect(first.outputs['sitemap']).toBe(path.join(site, 'sitemap.xml'))
    const report = JSON.parse(readFileSync(first.outputs['report'] ?? '', 'utf8')) as Report
    expect(report.sitemap.files).toEqual(names.map((name) => path.join(site, name)))
    expect((await validate(INDEX_XSD, path.join(site, 'sitemap.xml'), true)).ok).toBe(true)
    for (const name of names.slice(1)) expect((await validate(URLSET_XSD, path.join(site, name), true)).ok).toBe(true)

    const blog = statSync(path.join(site, 'sitemap-blog.xml'))
    const blogText = readFileSync(path.join(site, 'sitemap-blog.xml'), 'utf8')
    page(j.workspace, 'docs/install', 'Install, edited')
    const second = await runStep('main', j, withSite({ now: '2026-06-11T08:00:00Z' }))
    expect(second.exitCode).toBe(0)
    expect(second.outputs['changed-urls']).toBe(JSON.stringify([`${SITE_URL}docs/install/`]))
    expect(readFileSync(path.join(site, 'sitemap-blog.xml'), 'utf8')).toBe(blogText)
    expect(statSync(path.join(site, 'sitemap-blog.xml')).mtimeMs).toBe(blog.mtimeMs)
    const index = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    expect(index).toContain(`<sitemap><loc>${SITE_URL}sitemap-blog.xml</loc><lastmod>2026-06-10T08:00:00+00:00</lastmod></sitemap>`)
    expect(index).toContain(`<sitemap><loc>${SITE_URL}sitemap-docs.xml</loc><lastmod>2026-06-11T08:00:00+00:00</lastmod></sitemap>`)
  })

  it.each([
    [{ 'sitemap-partition': 'sections' }, /^::error::sitemap-partition must be one of none, section; got 'sections'$/],
    [{ 'sitemap-partition-min': '0' }, /^::error::sitemap-partition-min must be a whole number from 1 to 50000; got '0'$/],
    [{ 'sitemap-partition-depth': 'two' }, /^::error::sitemap-partition-depth must be a whole number from 1 to 100; got 'two'$/]
  ])('refuses %j naming the input, before anything is written', async (inputs, message) => {
    const repos = createRepos()
    const j = job(repos, `bad-${runId}`)
    build(j.workspace)
    const step = await runStep('main', j, withSite({ now: '2026-06-10T08:00:00Z', ...inputs }))
    expect(step.exitCode).not.toBe(0)
    expect(step.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([expect.stringMatching(message)])
    expect(readdirSync(path.join(j.workspace, '_site')).filter((name) => name.startsWith('sitemap'))).toEqual([])
    expect(git(repos.origin, 'branch', '--list', 'lastmod-state')).toBe('')
  })

  it('refuses a child whose name the generator’s own file holds, naming the input, before anything is written', async () => {
    const repos = createRepos()
    const j = job(repos, 'generator-child')
    build(j.workspace)
    const site = path.join(j.workspace, '_site')
    const theirs = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/docs/</loc></url></urlset>'
    writeFileSync(path.join(site, 'sitemap-docs.xml'), theirs)
    const pages = ['index.html', 'blog/a/index.html', 'docs/install/index.html'].map((file) => readFileSync(path.join(site, file), 'utf8'))
    const step = await runStep('main', j, withSite({ now: '2026-06-10T08:00:00Z', 'headers-file': '_site/_headers' }))
    expect(step.exitCode).not.toBe(0)
    expect(step.stdout.split('\n').filter((l) => l.startsWith('::error::'))).toEqual([
      `::error::${path.join(site, 'sitemap-docs.xml')} is a file lastmod did not write, and sitemap-partition section names a child sitemap after a section of the site with its name; ` +
        'nothing was written: rename or remove that file, or give sitemap another file name or folder'
    ])
    expect(readFileSync(path.join(site, 'sitemap-docs.xml'), 'utf8')).toBe(theirs)
    expect(readdirSync(site).filter((name) => name.includes('sitemap') || name === '_headers')).toEqual(['sitemap-docs.xml'])
    expect(['index.html', 'blog/a/index.html', 'docs/install/index.html'].map((file) => readFileSync(path.join(site, file), 'utf8'))).toEqual(pages)
    expect(git(repos.origin, 'branch', '--list', 'lastmod-state')).toBe('')
  })
})

describe('the action beside a generator’s own sitemap files', () => {
  it('writes sitemap.xml over the generator’s and leaves every other file of the generator as it was', async () => {
    const repos = createRepos()
    const urlset = (loc: string): string => `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_URL}${loc}</loc></url></urlset>`
    const theirs: Record<string, string> = {
      'sitemap-0.xml': urlset(''),
      'sitemap-3.xml': urlset('blog/a/'),
      'sitemap-guides.xml': urlset('docs/install/'),
      'sitemap_pages.xml': urlset('docs/config/'),
      'sitemap-index.xml': `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE_URL}sitemap-0.xml</loc></sitemap></sitemapindex>`
    }
    // The generator's index at the default sitemap path lists its children.
    const index = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Object.keys(theirs).map((name) => `<sitemap><loc>${SITE_URL}${name}</loc></sitemap>`).join('')}</sitemapindex>`
    for (const [n, now] of ['2026-06-10T08:00:00Z', '2026-06-11T08:00:00Z'].entries()) {
      // Each run builds the site afresh, as a workflow does.
      const j = job(repos, `generator-${n}`)
      build(j.workspace, n === 0 ? 'Install' : 'Install, edited')
      const site = path.join(j.workspace, '_site')
      writeFileSync(path.join(site, 'sitemap.xml'), index)
      for (const [name, text] of Object.entries(theirs)) writeFileSync(path.join(site, name), text)
      const inputs = { 'site-dir': '_site', 'site-url': SITE_URL, now }
      const main = await runStep('main', j, inputs)
      expect(main.exitCode).toBe(0)
      expect((await runStep('post', j, inputs, main.savedState)).exitCode).toBe(0)
      for (const [name, text] of Object.entries(theirs)) expect(readFileSync(path.join(site, name), 'utf8')).toBe(text)
      expect(readFileSync(path.join(site, 'sitemap.xml'), 'utf8')).toContain(`<url><loc>${SITE_URL}docs/install/</loc><lastmod>${now.replace('Z', '+00:00')}</lastmod></url>`)
    }
  })
})
