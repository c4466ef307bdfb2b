import { beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { errorMessage, isInputError } from '../src/errors.js'
import { actionOutputs, readConfig } from '../src/adapters/inputs.js'
import { checkOutputPaths } from '../src/adapters/output-paths.js'
import { buildExample, cli, tempDir } from '../__fixtures__/cli/run.js'

const SITE_URL = 'https://example.com/'

/** The CLI in-process, with the exit code and the one-line error its entry would give. */
async function lastmod(argv: string[]): Promise<{ code: number; stdout: string; stderr: string; error: string }> {
  try {
    return { code: 0, ...(await cli(argv)), error: '' }
  } catch (error) {
    return { code: isInputError(error) ? 2 : 1, stdout: '', stderr: '', error: errorMessage(error) }
  }
}

function site(): { dir: string; site: string; state: string; base: string[] } {
  const dir = tempDir()
  const siteDir = path.join(dir, 'site')
  buildExample(siteDir)
  const state = path.join(dir, 'state.json')
  return { dir, site: siteDir, state, base: ['--site-dir', siteDir, '--site-url', SITE_URL, '--state-file', state] }
}

const actionConfig = (inputs: Record<string, string>) =>
  readConfig((name) => ({ 'site-dir': '_site', 'site-url': SITE_URL, ...inputs })[name] ?? '', {
    eventName: 'push',
    workspace: '/ws',
    clock: () => new Date('2026-08-12T06:00:00Z')
  })

describe('a clock or site URL that would publish a wrong date or URL is refused', () => {
  const s = site()
  it.each([
    ['2026-02-30T00:00:00Z', 'a day past the end of the month'],
    ['2026-02-29T00:00:00Z', 'February 29 in a common year'],
    ['0000-06-01T00:00:00Z', 'year 0000'],
    ['2026-08-12T24:00:00Z', 'hour 24'],
    ['2026-08-12T06:00:00+25:00', 'a zone offset past 23 hours']
  ])('--now %s (%s) exits 2 naming --now and writes nothing', async (now) => {
    const r = await lastmod([...s.base, '--now', now])
    expect(r.code).toBe(2)
    expect(r.error).toMatch(/^--now must be an ISO 8601 date-time/)
    expect(existsSync(s.state)).toBe(false)
    expect(existsSync(path.join(s.site, 'sitemap.xml'))).toBe(false)
    expect(() => actionConfig({ now })).toThrow(/^now must be an ISO 8601 date-time/)
  })

  it('still takes a leap day and the years 0001 and 9999', () => {
    for (const now of ['2024-02-29T00:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) expect(actionConfig({ now }).now.toISOString().slice(0, 10)).toBe(now.slice(0, 10))
  })

  it.each([
    ['https://user:secret@example.com/', /^--site-url must not hold a user name or password/],
    ['https://example.com/%zz/', /^--site-url has a malformed percent escape/]
  ])('--site-url %s exits 2 before any page is read', async (url, message) => {
    const r = await lastmod(['--site-dir', s.site, '--site-url', url, '--state-file', s.state])
    expect(r.code).toBe(2)
    expect(r.error).toMatch(message)
    expect(r.error).not.toContain('secret')
    expect(existsSync(s.state)).toBe(false)
    expect(() => actionConfig({ 'site-url': url })).toThrow(new RegExp(message.source.replace('^--', '^')))
  })
})

/** Every file under `dir` with its bytes, to show that a refused run wrote nothing. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.join(entry.parentPath, entry.name), readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
  }
  return files
}

describe('a mistake that would remove most pages stops the run and writes nothing', () => {
  const first = async () => {
    const s = site()
    const r = await lastmod([...s.base, '--now', '2026-01-01T08:00:00Z'])
    expect(r.stdout).toMatch(/^6 new/)
    return { ...s, before: snapshot(s.dir) }
  }

  it('a --site-url on another origin than the pages canonicals exits 2 naming both origins', async () => {
    const s = await first()
    const r = await lastmod(['--site-dir', s.site, '--site-url', 'https://www.example.com/', '--state-file', s.state, '--now', '2026-01-02T08:00:00Z'])
    expect(r.code).toBe(2)
    expect(r.error).toMatch(/^no page would go into the sitemap \(--site-url is https:\/\/www\.example\.com\/ but the pages' canonical URLs are on https:\/\/example\.com/)
    expect(snapshot(s.dir)).toEqual(s.before)
  })

  it('an --include that matches nothing exits 2 naming the pattern, and the next right run keeps every date', async () => {
    const s = await first()
    const r = await lastmod([...s.base, '--include', 'blog/*.html', '--now', '2026-01-02T08:00:00Z'])
    expect(r.code).toBe(2)
    expect(r.error).toContain('--include blog/*.html left out')
    expect(snapshot(s.dir)).toEqual(s.before)
    expect((await lastmod([...s.base, '--now', '2026-01-03T08:00:00Z'])).stdout).toMatch(/^0 new, 0 changed, 0 removed, 6 unchanged/)
  })

  it('removing more than half of more than 5 known pages needs --allow-mass-removal, which then removes them', async () => {
    const dir = tempDir()
    const siteDir = path.join(dir, 'site')
    for (let i = 0; i < 10; i++) {
      mkdirSync(path.join(siteDir, `p${i}`), { recursive: true })
      writeFileSync(path.join(siteDir, `p${i}`, 'index.html'), `<!doctype html><title>p${i}</title><main><p>Page ${i}</p></main>`)
    }
    const base = ['--site-dir', siteDir, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')]
    await lastmod([...base, '--now', '2026-01-01T08:00:00Z'])
    const before = snapshot(dir)
    // 5 of 10: not more than half.
    const half = ['--exclude', 'p[0-4]/**', '--dry-run']
    expect((await lastmod([...base, ...half])).code).toBe(0)
    const six = [...base, '--exclude', 'p[0-5]/**', '--now', '2026-01-02T08:00:00Z']
    const refused = await lastmod(six)
    expect(refused).toMatchObject({ code: 2, error: expect.stringMatching(/^this run would remove 6 of the 10 pages the state knows \(--exclude p\[0-5\]\/\*\* left out 6 page\(s\)\); nothing written\. If they are really gone, run it with --allow-mass-removal$/) })
    expect(snapshot(dir)).toEqual(before)
    // lastmod merge plans the same removals from the shards' partials.
    const state = path.join(dir, 'state.json')
    expect((await lastmod([...six, '--shard', '1/1', '--partial', path.join(dir, 'part.json')])).code).toBe(0)
    const merge = ['merge', '--state-file', state, '--site-url', SITE_URL, '--sitemap', path.join(siteDir, 'sitemap.xml'), '--now', '2026-01-02T08:00:00Z', path.join(dir, 'part.json')]
    const before2 = snapshot(dir)
    expect(await lastmod(merge)).toMatchObject({ code: 2, error: expect.stringMatching(/^this run would remove 6 of the 10 pages .* --allow-mass-removal$/) })
    expect(snapshot(dir)).toEqual(before2)
    expect((await lastmod([...merge, '--allow-mass-removal'])).stdout).toMatch(/^0 new, 0 changed, 6 removed, 4 unchanged/)
    expect((await lastmod([...six, '--allow-mass-removal'])).stdout).toMatch(/^0 new, 0 changed, 0 removed, 4 unchanged/)
  })
})

describe('an incomplete build', () => {
  it('that would remove 8 of 10 pages exits 2 asking whether --site-dir is the complete build', async () => {
    const dir = tempDir()
    const siteDir = path.join(dir, 'site')
    const write = (i: number) => {
      mkdirSync(path.join(siteDir, `p${i}`), { recursive: true })
      writeFileSync(path.join(siteDir, `p${i}`, 'index.html'), `<!doctype html><title>p${i}</title><main><p>Page ${i}</p></main>`)
    }
    for (let i = 0; i < 10; i++) write(i)
    const base = ['--site-dir', siteDir, '--site-url', SITE_URL, '--state-file', path.join(dir, 'state.json')]
    await lastmod([...base, '--now', '2026-01-01T08:00:00Z'])
    rmSync(siteDir, { recursive: true })
    write(0)
    write(1)
    const before = snapshot(dir)
    expect(await lastmod([...base, '--now', '2026-01-02T08:00:00Z'])).toMatchObject({
      code: 2,
      error: 'this run would remove 8 of the 10 pages the state knows (the build holds only 2 page(s): is --site-dir the complete build?); nothing written. If they are really gone, run it with --allow-mass-removal'
    })
    expect(snapshot(dir)).toEqual(before)
  })
})

describe('every output path is checked before anything is written', () => {
  const s = site()
  writeFileSync(path.join(s.dir, 'a-file'), 'a regular file')
  mkdirSync(path.join(s.dir, 'a-folder'))
  const page = path.join(s.site, 'index.html')
  const under = path.join(s.dir, 'a-file', 'x.json')
  beforeAll(async () => expect((await lastmod([...s.base, '--now', '2026-01-01T08:00:00Z'])).code).toBe(0))
  it.each([
    [['--report', s.state], /^--report and --state-file name the same file/],
    [['--cache-file', s.state], /^--cache-file and --state-file name the same file/],
    [['--report', path.join(s.dir, 'r.json'), '--cache-file', path.join(s.dir, 'r.json')], /^--cache-file and --report name the same file/],
    [['--sitemap', page], /^--sitemap .*index\.html is a page of the site; expected a file that is not a page$/],
    [['--headers-file', path.join(s.site, 'about', 'index.html')], /^--headers-file .*index\.html is a page of the site/],
    [['--sitemap', path.join(s.dir, 'a-folder')], /^--sitemap .*a-folder is a folder; expected a file path$/],
    [['--report', under], /^--report .*x\.json cannot be written: .*a-file is not a folder$/],
    [['--cache-file', under], /^--cache-file .*x\.json cannot be written: .*a-file is not a folder$/],
    [['--headers-file', under], /^--headers-file .*x\.json cannot be written/],
    [['--sitemap', '/proc/nope/x.xml'], /^--sitemap \/proc\/nope\/x\.xml cannot be written: the folder \/proc\/nope cannot be created/]
  ])('%j exits 2 naming the flag, and leaves the pages and the state as they were', async (flags, message) => {
    const before = snapshot(s.dir)
    const r = await lastmod([...s.base, ...flags])
    expect(r).toMatchObject({ code: 2, error: expect.stringMatching(message) })
    expect(snapshot(s.dir)).toEqual(before)
  })

  it('a --partial on the state file is refused, and a sitemap in a new folder is written', async () => {
    expect(await lastmod([...s.base, '--shard', '1/2', '--partial', s.state])).toMatchObject({ code: 2, error: expect.stringMatching(/^--partial and --state-file name the same file/) })
    const sitemap = path.join(s.dir, 'out', 'deep', 'sitemap.xml')
    expect((await lastmod([...s.base, '--sitemap', sitemap])).code).toBe(0)
    expect(readFileSync(sitemap, 'utf8')).toContain('<urlset')
  })

  it('the action refuses output paths outside the workspace, naming the input', async () => {
    const ws = tempDir()
    mkdirSync(path.join(ws, '_site'))
    const check = (inputs: Record<string, string>) => {
      const config = readConfig((name) => ({ 'site-dir': '_site', 'site-url': SITE_URL, ...inputs })[name] ?? '', { eventName: 'push', workspace: ws, clock: () => new Date() })
      return checkOutputPaths(actionOutputs(config, ws), { siteDir: config.siteDir, workspace: ws, flag: (name) => name })
    }
    const inside = new RegExp(`must be a path inside the workspace ${ws}; got`)
    await expect(check({ sitemap: '../elsewhere/sitemap.xml' })).rejects.toThrow(new RegExp(`^sitemap ${inside.source}`))
    await expect(check({ 'headers-file': '/etc/_headers' })).rejects.toThrow(new RegExp(`^headers-file ${inside.source}`))
    await expect(check({ 'cache-file': '../cache.json' })).rejects.toThrow(new RegExp(`^cache-file ${inside.source}`))
    await expect(check({ 'site-dir': '/srv/site' })).rejects.toThrow(new RegExp(`^site-dir must be a folder inside the workspace ${ws}; got '/srv/site'$`))
  })
})
