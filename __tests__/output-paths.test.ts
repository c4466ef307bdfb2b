// Output paths are compared where they really are: a link to the state's folder, to the site or to
// a page's folder does not make another file of the state or of a page. Real links in a temp dir.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildExample, bundledCli, cliOutcome, snapshot, tempDir } from '../__fixtures__/cli/run.js'

const SITE_URL = 'https://example.com/'
const NOW = '2026-01-01T08:00:00Z'

const lastmod = cliOutcome


/**
 * A temp dir with the example site in `site/`, the state in `s/state.json` (one run made it), and
 * links: L → s (absolute), a/b/up → ../../s (relative, two folders down), inner → s/sub (so that
 * `inner/..` is s, where `inner/..` spelled away would be the temp dir), site-link → site,
 * about-link → site/about, parts-link → s/state.json.d.
 */
function layout(): { dir: string; site: string; state: string; base: string[]; at: (rel: string) => string } {
  const dir = tempDir('output-paths-')
  const site = path.join(dir, 'site')
  buildExample(site)
  const s = path.join(dir, 's')
  mkdirSync(path.join(s, 'sub'), { recursive: true })
  mkdirSync(path.join(s, 'state.json.d'))
  mkdirSync(path.join(dir, 'a', 'b'), { recursive: true })
  symlinkSync(s, path.join(dir, 'L'))
  symlinkSync('../../s', path.join(dir, 'a', 'b', 'up'))
  symlinkSync(path.join(s, 'sub'), path.join(dir, 'inner'))
  symlinkSync(site, path.join(dir, 'site-link'))
  symlinkSync(path.join(site, 'about'), path.join(dir, 'about-link'))
  symlinkSync(path.join(s, 'state.json.d'), path.join(dir, 'parts-link'))
  const state = path.join(s, 'state.json')
  // Joined as spelled: path.join would fold `inner/..` away, which the system does not.
  return { dir, site, state, base: ['--site-dir', site, '--site-url', SITE_URL, '--state-file', state, '--now', NOW], at: (rel) => `${dir}${path.sep}${rel}` }
}

describe('an output through a linked folder is the file it really is', () => {
  const t = layout()
  beforeAll(async () => expect((await lastmod(t.base)).stdout).toMatch(/^6 new/))

  it.each([
    ['--report', 'L/state.json', /^--report and --state-file name the same file .*\/L\/state\.json \(.*\/s\/state\.json, through a link\); give each its own$/],
    ['--cache-file', 'a/b/up/state.json', /^--cache-file and --state-file name the same file .*\/a\/b\/up\/state\.json \(.*\/s\/state\.json, through a link\)/],
    ['--headers-file', 'inner/../state.json', /^--headers-file and --state-file name the same file .*\/inner\/\.\.\/state\.json \(.*\/s\/state\.json, through a link\)/],
    ['--report', 'site-link/index.html', /^--report .*\/site-link\/index\.html \(.*\/site\/index\.html, through a link\) is a page of the site; expected a file that is not a page$/],
    ['--cache-file', 'about-link/index.html', /^--cache-file .*\/about-link\/index\.html \(.*\/site\/about\/index\.html, through a link\) is a page of the site/],
    ['--sitemap', 'site-link/docs/install/index.html', /^--sitemap .*install\/index\.html \(.*\/site\/docs\/install\/index\.html, through a link\) is a page of the site/],
    ['--report', 'site-link/blog/new-post.htm', /^--report .*new-post\.htm \(.*, through a link\) is a page of the site/],
    ['--report', 's/state.json.d/report.json', /^--report .*\/s\/state\.json\.d\/report\.json is inside the folder of the state's parts .*\/s\/state\.json\.d, where only the state writes; give it a place of its own$/],
    ['--cache-file', 'parts-link/cache.json', /^--cache-file .*\/parts-link\/cache\.json \(.*\/s\/state\.json\.d\/cache\.json, through a link\) is inside the folder of the state's parts/],
    ['--report', 'L/state.json.d/deeper/r.json', /^--report .*\/L\/state\.json\.d\/deeper\/r\.json \(.*, through a link\) is inside the folder of the state's parts/]
  ])('%s %s exits 2 naming the flag, and the state and the pages stay as they were', async (flag, rel, message) => {
    const before = snapshot(t.dir)
    const r = await lastmod([...t.base, flag, t.at(rel)])
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(message) })
    expect(snapshot(t.dir)).toEqual(before)
  })

  it('two outputs that meet through a link, and a state file named through one', async () => {
    const before = snapshot(t.dir)
    expect(await lastmod([...t.base, '--report', t.at('s/out.json'), '--cache-file', t.at('L/out.json')])).toMatchObject({
      code: 2,
      error: expect.stringMatching(/^--cache-file and --report name the same file .*\/L\/out\.json \(.*\/s\/out\.json, through a link\)/)
    })
    const viaLink = ['--site-dir', t.site, '--site-url', SITE_URL, '--state-file', t.at('a/b/up/state.json'), '--now', NOW]
    expect(await lastmod([...viaLink, '--report', t.state])).toMatchObject({ code: 2, error: expect.stringMatching(/^--report and --state-file name the same file .*\/s\/state\.json; give each its own$/) })
    expect(await lastmod([...t.base, '--shard', '1/2', '--partial', t.at('inner/../state.json')])).toMatchObject({ code: 2, error: expect.stringMatching(/^--partial and --state-file name the same file/) })
    expect(snapshot(t.dir)).toEqual(before)
  })

  it('an output through a link under a name of its own is written where the link points', async () => {
    const r = await lastmod([...t.base, '--report', t.at('L/report.json'), '--sitemap', t.at('site-link/maps/sitemap.xml'), '--cache-file', t.at('a/b/up/sub/cache.json')])
    expect(r.code).toBe(0)
    expect(JSON.parse(readFileSync(t.at('s/report.json'), 'utf8'))).toHaveProperty('pages')
    expect(readFileSync(path.join(t.site, 'maps', 'sitemap.xml'), 'utf8')).toContain('<urlset')
    expect(existsSync(t.at('s/sub/cache.json'))).toBe(true)
  })

  it('lastmod merge: its outputs, and a partial result that is one of them or in the state parts folder', async () => {
    const dir = t.at('merge')
    mkdirSync(dir)
    const part = path.join(dir, 'part.json')
    expect((await lastmod([...t.base, '--shard', '1/1', '--partial', part, '--now', '2026-01-02T08:00:00Z'])).code).toBe(0)
    writeFileSync(t.at('s/state.json.d/part.json'), readFileSync(part))
    const merge = (...args: string[]) => lastmod(['merge', '--state-file', t.state, '--site-url', SITE_URL, '--now', '2026-01-02T08:00:00Z', ...args])
    const before = snapshot(t.dir)
    expect(await merge('--sitemap', t.at('site-link/sitemap.xml'), '--report', t.at('L/state.json'), part)).toMatchObject({
      code: 2,
      error: expect.stringMatching(/^--report and --state-file name the same file .*\/L\/state\.json \(.*\/s\/state\.json, through a link\)/)
    })
    expect(await merge('--sitemap', t.at('about-link/index.html'), part)).toMatchObject({ code: 2, error: expect.stringMatching(/^--sitemap .*about-link\/index\.html \(.*\) is a page of the site/) })
    expect(await merge('--sitemap', t.at('site-link/sitemap.xml'), '--report', t.at('L/../merge/part.json'), part)).toMatchObject({
      code: 2,
      error: expect.stringMatching(/^partial result .*\/merge\/part\.json is the file --report .*\/L\/\.\.\/merge\/part\.json writes; give each its own$/)
    })
    expect(await merge('--sitemap', t.at('site-link/sitemap.xml'), t.at('parts-link/part.json'))).toMatchObject({
      code: 2,
      error: expect.stringMatching(/^partial result .*\/parts-link\/part\.json \(.*\/s\/state\.json\.d\/part\.json, through a link\) is inside the folder of the state's parts/)
    })
    expect(snapshot(t.dir)).toEqual(before)
    expect((await merge('--sitemap', t.at('site-link/sitemap.xml'), '--report', t.at('L/merged.json'), part)).code).toBe(0)
    expect(existsSync(t.at('s/merged.json'))).toBe(true)
  })
})

describe('the bundled CLI resolves relative paths from its working folder, as the system does', () => {
  it('a relative --report through a link in the working folder is refused when it is the state', () => {
    const t = layout()
    const work = t.at('work')
    mkdirSync(work)
    // From work/: `to-s` is s; `to-sub/..` is s for the system, work/ for a path spelled away.
    symlinkSync('../s', path.join(work, 'to-s'))
    symlinkSync(path.join(t.dir, 's', 'sub'), path.join(work, 'to-sub'))
    const base = ['--site-dir', '../site', '--site-url', SITE_URL, '--state-file', '../s/state.json', '--now', NOW]
    expect(bundledCli(base, { cwd: work }).status).toBe(0)
    const before = snapshot(t.dir)
    for (const [flag, rel] of [['--report', 'to-s/state.json'], ['--cache-file', 'to-sub/../state.json']] as const) {
      const r = bundledCli([...base, flag, rel], { cwd: work })
      expect(r.status).toBe(2)
      expect(r.stderr.trim()).toMatch(new RegExp(`^lastmod: ${flag} and --state-file name the same file ${rel.replace(/\./g, '\\.')} \\(.*/s/state\\.json, through a link\\); give each its own$`))
    }
    expect(snapshot(t.dir)).toEqual(before)
    const ok = bundledCli([...base, '--report', 'to-sub/../report.json'], { cwd: work })
    expect(ok.status).toBe(0)
    expect(existsSync(t.at('s/report.json'))).toBe(true)
    expect(existsSync(path.join(work, 'report.json'))).toBe(false)
  })
})
