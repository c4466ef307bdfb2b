import { describe, expect, it } from '@jest/globals'
import { actionOutputs, readConfig } from '../src/adapters/inputs.js'
import { checkOutputPaths } from '../src/adapters/output-paths.js'
import { inspectSitemapSource, type SitemapSource } from '../src/adapters/sitemap-rewrite.js'

const NOW = new Date('2026-08-12T06:00:00Z')
const context = (eventName = 'push') => ({ eventName, workspace: '/ws', clock: () => NOW })
const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? ''
const site = { 'site-dir': '_site', 'site-url': 'https://example.com/' }

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig(reader(site), context())
    expect(config).toMatchObject({
      mode: 'update',
      siteDir: '/ws/_site',
      stateFile: '.lastmod/state.json',
      store: { kind: 'git', branch: 'lastmod-state', remote: 'origin' },
      contentSelector: 'main, [role=main], article, body',
      sitemapPath: '/ws/_site/sitemap.xml',
      lastmodFormat: 'datetime',
      comment: true,
      persist: 'post',
      pendingArtifactName: 'lastmod-pending-state',
      now: NOW
    })
    expect(config.bootstrapSitemap).toBeUndefined()
  })

  it('mode auto is check on pull requests', () => {
    expect(readConfig(reader(site), context('pull_request')).mode).toBe('check')
    expect(readConfig(reader(site), context('pull_request_target')).mode).toBe('check')
    expect(readConfig(reader(site), context('schedule')).mode).toBe('update')
  })

  it('splits multiline inputs and drops blank lines', () => {
    const config = readConfig(reader({ ...site, 'ignore-selector': ' .ad \n\n#comments\n', exclude: 'drafts/**\n' }), context())
    expect(config.ignoreSelectors).toEqual(['.ad', '#comments'])
    expect(config.exclude).toEqual(['drafts/**'])
  })

  it.each([
    [{ 'state-store': 'gti' }, "state-store must be one of git, artifact, cache; got 'gti'"],
    [{ mode: 'deploy' }, "mode must be one of auto, update, check, persist, verify; got 'deploy'"],
    [{ 'lastmod-format': 'iso' }, "lastmod-format must be one of datetime, date; got 'iso'"],
    [{ comment: 'maybe' }, "comment must be true or false; got 'maybe'"],
    [{ now: '2026-08-12 06:00' }, 'now must be an ISO 8601 date-time with a zone'],
    [{ 'state-branch': 'bad..branch' }, "state-branch must be a valid git branch name such as lastmod-state; got 'bad..branch'"],
    [{ 'state-file': '../outside.json' }, 'state-file must be a relative file path inside the repository'],
    [{ 'state-store': 'artifact', 'artifact-name': 'github-pages' }, "artifact-name must not be 'github-pages'"],
    [{ 'pending-artifact-name': 'github-pages' }, "pending-artifact-name must not be 'github-pages'"],
    [{ 'state-store': 'cache', 'cache-key-prefix': 'a,b' }, 'cache-key-prefix must be at most 400 characters without commas'],
    [{ persist: 'later' }, "persist must be one of post, deferred; got 'later'"]
  ])('names the input and the allowed values: %j', (inputs, message) => {
    expect(() => readConfig(reader({ ...site, ...inputs }), context())).toThrow(message)
  })

  it('needs site-dir and site-url except in persist mode', () => {
    expect(() => readConfig(reader({ 'site-url': 'https://example.com/' }), context())).toThrow(/site-dir is required in update mode/)
    expect(() => readConfig(reader({ 'site-dir': '_site' }), context('pull_request'))).toThrow(/site-url is required in check mode/)
    expect(readConfig(reader({ mode: 'persist' }), context()).mode).toBe('persist')
  })

  it('pins the clock with now', () => {
    expect(readConfig(reader({ ...site, now: '2026-01-02T03:04:05+01:00' }), context()).now.toISOString()).toBe('2026-01-02T02:04:05.000Z')
  })
})

describe('readConfig: rewrite mode', () => {
  it('rewrites sitemap-source in place by default, to sitemap when it is set, dropping excluded entries unless told to keep them', () => {
    const inPlace = readConfig(reader({ ...site, 'sitemap-source': 'public/sitemap-index.xml' }), context())
    expect(inPlace.sitemapPath).toBe('/ws/public/sitemap-index.xml')
    expect(inPlace.sitemapSource).toMatchObject({ source: '/ws/public/sitemap-index.xml', dropChangefreqPriority: false, excluded: 'drop' })
    expect(inPlace.sitemapSource?.output).toBeUndefined()
    const elsewhere = readConfig(reader({ ...site, 'sitemap-source': 'sitemap.xml', sitemap: 'out/sitemap.xml', 'drop-changefreq-priority': 'true', 'sitemap-source-excluded': 'keep' }), context())
    expect(elsewhere.sitemapPath).toBe('/ws/out/sitemap.xml')
    expect(elsewhere.sitemapSource).toMatchObject({ source: '/ws/sitemap.xml', output: '/ws/out/sitemap.xml', dropChangefreqPriority: true, excluded: 'keep' })
    expect(elsewhere.sitemapSource?.flag('sitemap-source-excluded')).toBe('sitemap-source-excluded')
  })

  it.each([
    [{ 'drop-changefreq-priority': 'true' }, 'drop-changefreq-priority needs sitemap-source'],
    [{ 'sitemap-source-excluded': 'keep' }, 'sitemap-source-excluded needs sitemap-source'],
    [{ 'sitemap-source': 'sitemap.xml', 'sitemap-source-excluded': 'remove' }, "sitemap-source-excluded must be one of keep, drop; got 'remove'"],
    [{ 'sitemap-source': 'sitemap.xml', 'sitemap-gzip': 'true' }, 'sitemap-gzip does not go with sitemap-source'],
    [{ 'sitemap-source': 'sitemap.xml', 'sitemap-partition': 'section' }, 'sitemap-partition does not go with sitemap-source']
  ])('rejects %j', (inputs, message) => {
    expect(() => readConfig(reader({ ...site, ...inputs }), context())).toThrow(message)
  })

  it('refuses a sitemap-source outside the workspace, rewritten in place or only read', async () => {
    for (const extra of [{}, { sitemap: 'out/sitemap.xml' }]) {
      const config = readConfig(reader({ ...site, 'sitemap-source': '../elsewhere/sitemap.xml', ...extra }), context())
      const check = async () => {
        const paths = await checkOutputPaths(actionOutputs(config, '/ws'), { siteDir: config.siteDir, workspace: '/ws', flag: (name) => name })
        await inspectSitemapSource({ ...(config.sitemapSource as SitemapSource), paths }, config.siteDir, config.siteUrl)
      }
      await expect(check()).rejects.toThrow(/^sitemap-source must be a path inside the workspace \/ws; got '\/elsewhere\/sitemap\.xml'$/)
    }
  })
})
