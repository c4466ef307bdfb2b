// Rewrite mode in the action, as the runner runs it: the inputs, the output, the messages.
import { describe, expect, it } from '@jest/globals'
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../__fixtures__/cli/run.js'
import { createRepos } from '../__fixtures__/github/git-repo.js'
import { newJob, runStep, type JobEnv } from '../__fixtures__/github/runner.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const TOKEN = 'ghs_SECRETtoken0123456789abcdefABCDEF'
const NOW = '2026-06-10T08:00:00Z'

const fake = useFakeGitHub({ bundles: true })
let runId = 500

/** A job whose build step left the Astro fixture (index and child sitemap) in `_site`. */
function astroJob(name: string): JobEnv {
  const repos = createRepos()
  const job = newJob({ workspace: repos.clone(name), apiUrl: fake.url, token: TOKEN, eventName: 'push', event: { repository: { default_branch: 'main' } }, runId: runId++ })
  cpSync(path.join(repoRoot, '__fixtures__/generator-sitemaps/astro'), path.join(job.workspace, '_site'), { recursive: true })
  return job
}

const inputs = (extra: Record<string, string>): Record<string, string> => ({ 'site-dir': '_site', 'site-url': 'https://example.com/', now: NOW, 'sitemap-source': '_site/sitemap-index.xml', ...extra })

describe('rewrite mode in the action', () => {
  it('rewrites the index and its child in place, names it in the sitemap output, and warns of a noindex entry by the input name', async () => {
    const job = astroJob('rewrite')
    const about = path.join(job.workspace, '_site/about/index.html')
    writeFileSync(about, readFileSync(about, 'utf8').replace('<head>', '<head><meta name="robots" content="noindex">'))
    const main = await runStep('main', job, inputs({ 'drop-changefreq-priority': 'true' }))
    expect(main.exitCode).toBe(0)
    expect(main.outputs['sitemap']).toBe(path.join(job.workspace, '_site/sitemap-index.xml'))
    const child = readFileSync(path.join(job.workspace, '_site/sitemap-0.xml'), 'utf8')
    expect(child).toContain('<url><loc>https://example.com/docs/</loc><lastmod>2026-06-10T08:00:00+00:00</lastmod></url>')
    expect(child).not.toMatch(/changefreq|priority|https:\/\/example\.com\/about\//)
    expect(child).toContain('<url><loc>https://example.com/guide.pdf</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>')
    expect(readFileSync(path.join(job.workspace, '_site/sitemap-index.xml'), 'utf8')).toContain('<lastmod>2026-06-10T08:00:00+00:00</lastmod>')
    expect(main.stdout).toContain('::warning::sitemap-source: 1 entry names a page left out of the sitemap')
    expect(main.stdout).toContain('dropped (sitemap-source-excluded drop): https://example.com/about/ (noindex)')
    const report = JSON.parse(readFileSync(main.outputs['report'] as string, 'utf8')) as { sitemapSource: unknown }
    expect(report.sitemapSource).toMatchObject({ excluded: [{ url: 'https://example.com/about/', reason: 'noindex' }], excludedEntries: 'drop' })
  })

  it('fails the step naming sitemap-source when a child is malformed, and writes nothing into the site', async () => {
    const job = astroJob('malformed')
    const site = path.join(job.workspace, '_site')
    writeFileSync(path.join(site, 'sitemap-0.xml'), readFileSync(path.join(site, 'sitemap-0.xml'), 'utf8').slice(0, 500))
    const files = (): Record<string, string> => Object.fromEntries(readdirSync(site, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [path.join(e.parentPath, e.name), readFileSync(path.join(e.parentPath, e.name), 'utf8')]))
    const before = files()
    const main = await runStep('main', job, inputs({}))
    expect(main.exitCode).not.toBe(0)
    expect(main.stdout).toMatch(/::error::sitemap-source child .*sitemap-0\.xml is not well-formed XML/)
    expect(files()).toEqual(before)
  })
})
