// Pages too large to read (--max-page-size), through the bundled CLI as a user runs it: each is
// skipped before it is read, with a warning naming it; a page the state knows keeps its record and
// its sitemap date, a new one is left out as too-large; the other pages are dated. The large files
// are sparse (truncateSync): they take no disk space, and a run that read one would take its size
// in memory.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'

const GB = 1024 * 1024 * 1024
const page = (text: string): string => `<!doctype html><html><body><main><h1>Page</h1><p>${text}</p></main></body></html>`

function write(root: string, file: string, text: string): string {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
  return path.join(root, file)
}

interface Report {
  pages: { new: string[]; changed: string[]; removed: string[]; unchanged: string[] }
  excluded: Array<{ url: string; file: string; reason: string; detail?: string }>
}

describe('--max-page-size', () => {
  it('skips a 1.2 GB page and a 2 GB one unread: the known one keeps its record and date, the new one is left out', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    const state = path.join(dir, 'state.json')
    const report = path.join(dir, 'report.json')
    const run = (now: string, ...more: string[]): ReturnType<typeof bundledCli> =>
      // On worker threads: they take the limit from the run.
      bundledCli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state, '--report', report, '--now', now, '--jobs', '2', ...more])
    write(site, 'index.html', page('Home.'))
    write(site, 'a/index.html', page('First text.'))
    const big = write(site, 'big/index.html', page('A long page, short for now.'))
    expect(run('2026-03-01T10:00:00Z').status).toBe(0)
    const before = JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }

    // The page grows past the default limit (what follows its HTML reads as NULs), a new page is
    // larger still, and another page changes.
    truncateSync(big, Math.round(1.2 * GB))
    truncateSync(write(site, 'huge.html', page('Huge.')), 2 * GB)
    write(site, 'a/index.html', page('Second text.'))
    const second = run('2026-03-02T10:00:00Z')
    expect(second.status).toBe(0)
    expect(second.stderr).not.toContain('worker threads not used')
    expect(second.stderr).toContain('warning: big/index.html: 1.2 GB, over the page size limit of 50 MB (--max-page-size, input max-page-size): not read; its date is kept')
    expect(second.stderr).toContain('warning: huge.html: 2 GB, over the page size limit of 50 MB (--max-page-size, input max-page-size): not read; left out of the sitemap until it is smaller')
    const after = JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }
    expect(after.pages['/big/']).toEqual(before.pages['/big/'])
    expect(after.pages['/huge.html']).toBeUndefined()
    const result = JSON.parse(readFileSync(report, 'utf8')) as Report
    expect(result.pages).toEqual({ new: [], changed: ['https://example.com/a/'], removed: [], unchanged: ['https://example.com/', 'https://example.com/big/'] })
    expect(result.excluded).toEqual([{ url: 'https://example.com/huge.html', file: 'huge.html', reason: 'too-large', detail: '2 GB' }])
    const sitemap = readFileSync(path.join(site, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('<loc>https://example.com/big/</loc><lastmod>2026-03-01T10:00:00+00:00</lastmod>')
    expect(sitemap).toContain('<loc>https://example.com/a/</loc><lastmod>2026-03-02T10:00:00+00:00</lastmod>')
    expect(sitemap).not.toContain('huge.html')

    // Small again, with the text it had: unchanged, its first date kept; the new page is new now.
    write(site, 'big/index.html', page('A long page, short for now.'))
    write(site, 'huge.html', page('Huge.'))
    expect(run('2026-03-03T10:00:00Z').status).toBe(0)
    const third = JSON.parse(readFileSync(report, 'utf8')) as Report
    expect(third.pages.new).toEqual(['https://example.com/huge.html'])
    expect(third.pages.unchanged).toContain('https://example.com/big/')
    expect((JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }).pages['/big/']).toEqual(before.pages['/big/'])
  })

  it("keeps a too-large page's entry in the generator's sitemap, as it keeps one left out by --exclude", async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    write(site, 'index.html', page('Home.'))
    truncateSync(write(site, 'huge.html', page('Huge.')), 2 * GB)
    const entry = (loc: string): string => `<url><loc>${loc}</loc><lastmod>2020-01-01</lastmod></url>`
    const source = write(site, 'sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entry('https://example.com/')}${entry('https://example.com/huge.html')}</urlset>\n`)
    const run = await cli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', '2026-03-01T10:00:00Z', '--sitemap-source', source])
    expect(run.stderr).toContain('warning: huge.html: 2 GB, over the page size limit of 50 MB')
    const rewritten = readFileSync(source, 'utf8')
    expect(rewritten).toContain(entry('https://example.com/huge.html'))
    expect(rewritten).not.toContain(entry('https://example.com/'))
  })

  it('takes a size in bytes, KB, MB or GB, and refuses anything else with exit 2 before writing', () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    write(site, 'index.html', page('Home.'))
    const base = ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', path.join(dir, 'state.json'), '--now', '2026-03-01T10:00:00Z']
    for (const bad of ['0', '0.5', '1TB', '501MB', '2GB', 'ten', '']) {
      const run = bundledCli([...base, '--max-page-size', bad])
      expect([bad, run.status, run.stderr]).toEqual([bad, 2, `lastmod: --max-page-size must be a size from 1 byte to 500MB such as 50MB, 512KB or 2000000 (bytes); got '${bad}'\n`])
    }
    expect(() => readFileSync(path.join(site, 'sitemap.xml'))).toThrow()
  })

  it('holds a small limit too, in a shard and its merge', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    const state = path.join(dir, 'state.json')
    write(site, 'index.html', page('Home.'))
    write(site, 'b.html', page('B.'))
    const base = ['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state]
    await cli([...base, '--now', '2026-03-01T10:00:00Z'])
    const record = (JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }).pages['/b.html']
    write(site, 'b.html', page('B, now longer than a kilobyte: ' + 'words '.repeat(200)))
    const partial = path.join(dir, 'partial.json')
    await cli([...base, '--now', '2026-03-02T10:00:00Z', '--shard', '1/1', '--partial', partial, '--max-page-size', '1KB'])
    const sitemap = path.join(site, 'sitemap.xml')
    // The shard's warnings are in its partial result; the merge gives them.
    const merge = await cli(['merge', '--state-file', state, '--site-url', 'https://example.com/', '--sitemap', sitemap, '--now', '2026-03-02T10:00:00Z', partial])
    expect(merge.stderr).toMatch(/warning: b\.html: 1\.\d KB, over the page size limit of 1 KB .*: not read; its date is kept/)
    expect((JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, unknown> }).pages['/b.html']).toEqual(record)
    expect(readFileSync(sitemap, 'utf8')).toContain('<loc>https://example.com/b.html</loc><lastmod>2026-03-01T10:00:00+00:00</lastmod>')
  })
})
