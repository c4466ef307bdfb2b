// A run that replaces a sitemap it did not write (a generator's) says so, with what the file held
// and how to keep it; a run that switches to gzip leaves none of its uncompressed files behind.
import { describe, expect, it } from '@jest/globals'
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { replacedLine } from '../src/adapters/site-run.js'
import { cli, repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const sitemaps = (dir: string): string[] => readdirSync(dir).filter((name) => name.includes('sitemap')).sort()

describe('a sitemap the run did not write', () => {
  it("says once what it replaces in Hugo's site and how to keep it; not again once the sitemap is its own", async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    cpSync(path.join(repoRoot, '__fixtures__/generator-sitemaps/hugo'), site, { recursive: true })
    const args = ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', '2026-08-12T06:00:00Z']
    const first = await cli(args)
    const file = path.join(site, 'sitemap.xml')
    expect(first.stderr).toContain(
      `Sitemap: replacing ${file}, a sitemap lastmod did not write: 36 URL(s), 22 with a lastmod; to keep it and set only its lastmods from the state, give --sitemap-source ${file}\n`
    )
    const second = await cli(args)
    expect(second.stderr).not.toContain('replacing')
    // A switch to gzip: the uncompressed sitemap this run wrote goes.
    await cli([...args, '--gzip'])
    expect(sitemaps(site)).toEqual(['.sitemap.xml.lastmod.json', 'sitemap.xml.gz'])
    // Partitions and gzip, then back to one plain file: no file of an earlier layout is left.
    await cli([...args, '--sitemap-partition', 'section', '--sitemap-partition-min', '1'])
    expect(sitemaps(site)).toEqual(['.sitemap.xml.lastmod.json', 'sitemap-about.xml', 'sitemap-blog.xml', 'sitemap-docs.xml', 'sitemap-root.xml', 'sitemap.xml'])
    await cli([...args, '--sitemap-partition', 'section', '--sitemap-partition-min', '1', '--sitemap-gzip'])
    expect(sitemaps(site)).toEqual(['.sitemap.xml.lastmod.json', 'sitemap-about.xml.gz', 'sitemap-blog.xml.gz', 'sitemap-docs.xml.gz', 'sitemap-root.xml.gz', 'sitemap.xml.gz'])
    await cli(args)
    expect(sitemaps(site)).toEqual(['.sitemap.xml.lastmod.json', 'sitemap.xml'])
  })

  it('names the input in the action, and says no way to keep a file that is no sitemap', () => {
    const file = path.join(tempDir(), 'sitemap.xml')
    const flag = (name: string): string => name
    expect(replacedLine({ file, root: 'sitemapindex', entries: 2, lastmods: 2 }, flag)).toBe(
      `Sitemap: replacing ${file}, a sitemap lastmod did not write: an index of 2 sitemap(s), all with a lastmod; to keep it and set only its lastmods from the state, give sitemap-source ${file}`
    )
    expect(replacedLine({ file, root: 'urlset', entries: 4, lastmods: 0 }, flag)).toContain('4 URL(s), none with a lastmod')
    expect(replacedLine({ file, root: undefined, entries: 0, lastmods: 0 }, flag)).toBe(`Sitemap: replacing ${file}, a file that is not a sitemap`)
  })
})

describe("rewrite mode's line", () => {
  it("counts the entries dated from the state apart from those kept as Hugo wrote them, as the report does", async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    cpSync(path.join(repoRoot, '__fixtures__/generator-sitemaps/hugo'), site, { recursive: true })
    const reportFile = path.join(dir, 'report.json')
    const { stdout } = await cli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--sitemap-source', path.join(site, 'sitemap.xml'), '--report', reportFile])
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { sitemap: { urls: number }; sitemapSource: { dated: number } }
    const { urls } = report.sitemap
    const { dated } = report.sitemapSource
    expect(dated).toBeGreaterThan(0)
    expect(dated).toBeLessThan(urls)
    expect(stdout).toContain(`Sitemap: ${urls} entries (${dated} dated from the state, ${urls - dated} kept as the generator wrote them) in ${path.join(site, 'sitemap.xml')}`)
  })
})
