import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { cpSync, readdirSync } from 'node:fs'
import { cli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const steps = path.join(repoRoot, '__fixtures__/corpus/hugo/steps')

describe('lastmod explain OLD NEW [PAGE]', () => {
  it('shows the old and new block of the edited page', async () => {
    const { stdout } = await cli(['explain', path.join(steps, '01-rebuild'), path.join(steps, '02-edit-paragraph'), '--ignore-selector', '.related-posts'])
    expect(stdout).toMatch(/^0 new, 1 changed, 0 removed, \d+ unchanged, \d+ excluded/)
    expect(stdout).toContain('https://example.com/docs/install/')
    expect(stdout).toMatch(/\n {2}- p\|.*\n {2}\+ p\|/)
  })

  it('limits itself to one page, given as a URL path or a file', async () => {
    const byPath = await cli(['explain', path.join(steps, '01-rebuild'), path.join(steps, '02-edit-paragraph'), '/docs/install/'])
    expect(byPath.stdout).toMatch(/^0 new, 1 changed, 0 removed, 0 unchanged, 0 excluded/)
    const byFile = await cli(['explain', path.join(steps, '01-rebuild'), path.join(steps, '02-edit-paragraph'), 'about/index.html'])
    expect(byFile.stdout).toMatch(/^0 new, 0 changed, 0 removed, 1 unchanged, 0 excluded/)
  })

  it('names the shared fragment and the selector to add when many pages change', async () => {
    const { stdout } = await cli(['explain', path.join(steps, '03-theme-change'), path.join(steps, '04-add-remove'), '--no-related-links'])
    expect(stdout).toMatch(/(Shared|Site-wide) edit: \d+ of \d+ .*pages changed by the same edit in section\.related-posts: .* list of links .*add the ignore selector 'section\.related-posts'/)
  })

  it('leaves the related posts and the neighbours\' pagination out by default: only the pages whose own content changed', async () => {
    const { stdout } = await cli(['explain', path.join(steps, '03-theme-change'), path.join(steps, '04-add-remove')])
    expect(stdout).toMatch(/^1 new, 4 changed, 1 removed/)
    expect(stdout).not.toMatch(/blog\/cache-headers-explained/)
  })

  it.each(readdirSync(path.join(repoRoot, '__fixtures__/corpus')))('gives the counts of a run over the same two builds, in the same words: %s', async (generator) => {
    const corpus = path.join(repoRoot, '__fixtures__/corpus', generator, 'steps')
    const [older, newer] = ['03-theme-change', '04-add-remove'].map((step) => path.join(corpus, step)) as [string, string]
    const dir = tempDir()
    const site = path.join(dir, 'site')
    cpSync(older, site, { recursive: true })
    const state = ['--state-file', path.join(dir, 'state.json'), '--site-url', 'https://example.com/', '--no-html-dates']
    await cli(['--site-dir', site, ...state, '--sitemap', path.join(dir, 'sitemap.xml')])
    const run = await cli(['--site-dir', newer, ...state, '--dry-run'])
    const explained = await cli(['explain', older, newer])
    const counts = (text: string): string => (text.split('\n')[0] ?? '').replace(' (dry run: nothing written)', '')
    expect(counts(explained.stdout)).toBe(counts(run.stdout))
    expect(counts(run.stdout)).toMatch(/^\d+ new, \d+ changed, \d+ removed, \d+ unchanged, \d+ excluded$/)
  })

  it('rejects a missing folder or page with one line', async () => {
    await expect(cli(['explain', path.join(steps, 'nope'), path.join(steps, '01-rebuild')])).rejects.toThrow(/^OLD_BUILD .*nope does not exist/)
    await expect(cli(['explain', path.join(steps, '00-base')])).rejects.toThrow(/needs OLD_BUILD and NEW_BUILD/)
    await expect(cli(['explain', path.join(steps, '00-base'), path.join(steps, '01-rebuild'), '/no/such/'])).rejects.toThrow(/PAGE \/no\/such\/ is in neither build/)
  })
})
