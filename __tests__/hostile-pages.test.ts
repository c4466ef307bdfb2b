// Pages and file names built to crash or mislead a run, through the CLI as a user runs it.
import { describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { bundledCli, cli, tempDir } from '../__fixtures__/cli/run.js'

const page = (title: string, body: string): string =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`

function site(files: Record<string, string>, root = tempDir()): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

const args = (dir: string, state: string, ...more: string[]): string[] => [
  '--site-dir', dir, '--site-url', 'https://example.com/', '--state-file', state, '--now', '2026-01-01T00:00:00Z', ...more
]

describe('terminal escapes in pages and file names', () => {
  it('prints no raw control character on stdout or stderr, in a run and in explain', async () => {
    const hostile = '\x1b]0;pwned\x07\x1b[2J\x9b31m\x7f'
    const old = site({ 'index.html': page('Home', '<p>Hello</p>'), [`bad${hostile}/index.html`]: page(hostile, `<p>${hostile} one</p>`) })
    const next = site({ 'index.html': page('Home', '<p>Hello</p>'), [`bad${hostile}/index.html`]: page(hostile, `<p>${hostile} two</p>`) })
    const state = path.join(tempDir(), 'state.json')
    const outputs = [await cli(args(old, state)), await cli(args(next, state, '--now', '2026-01-02T00:00:00Z')), await cli(['explain', old, next])]
    const all = outputs.map((o) => o.stdout + o.stderr).join('')
    expect(all).toContain('bad')
    // eslint-disable-next-line no-control-regex
    expect(all).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
    expect(outputs[2]!.stdout).toContain('\\x1b]0;pwned\\x07')
  })
})

/**
 * Lines of `text` that a CI runner, or a log viewer, would take as a line of their own starting a
 * workflow command: `::name::` after white space, `##[name]` anywhere; or that hold a raw line
 * separator or bidi override.
 */
function forged(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes('##[') || /[\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(line))
}

describe('workflow commands in pages and file names', () => {
  it('neither the summary, the warnings nor explain can start a command line, through the bundled CLI', () => {
    const text = (n: string): string => `<p>Text ${n}\u2028::add-mask::FORGED-TEXT \u0085##[error]FORGED-OLD-FORM \u202egnp.exe</p>`
    const files = (n: string): Record<string, string> => ({
      'index.html': page('Home', text(n)),
      'r.html': '<html><head><meta http-equiv="refresh" content="0; url=https://x.example/\n::set-output name=leak::FORGED-REFRESH"></head><body><main><p>Moved</p></main></body></html>',
      'c.html': '<html><head><link rel="canonical" href="https://other.example/\u2029::stop-commands::FORGED-CANONICAL"></head><body><main><p>Copy</p></main></body></html>'
    })
    const old = site(files('one'))
    const next = site(files('two'))
    // A link whose name is a command; it points nowhere, so the run warns with its name.
    symlinkSync(path.join(next, 'nowhere'), path.join(next, 'x\r::warning file=ci.yml,line=1::FORGED-NAME.html'))
    const state = path.join(tempDir(), 'state.json')
    const runs = [
      bundledCli(args(old, state)),
      bundledCli(args(next, state, '--now', '2026-01-02T00:00:00Z')),
      bundledCli(['explain', old, next])
    ]
    for (const run of runs) {
      expect(run.status).toBe(0)
      expect(forged(run.stdout)).toEqual([])
      expect(forged(run.stderr)).toEqual([])
    }
    // Each value is still there to read, escaped where it would have started a line.
    expect(runs[0]?.stdout).toContain('(redirect: https://x.example/\\n::set-output name=leak::FORGED-REFRESH)')
    // The normaliser makes the line separator a space; NEL is no white space to it.
    expect(runs[1]?.stdout).toContain('+ p|Text two ::add-mask::FORGED-TEXT \\x85\\x23#[error]FORGED-OLD-FORM \\u202egnp.exe')
    expect(runs[1]?.stderr).toContain('warning: x\\r::warning file=ci.yml,line=1::FORGED-NAME.html: broken symlink, skipped')
    expect(runs[2]?.stdout).toContain('FORGED-TEXT')
  })
})

describe('error pages', () => {
  it('excludes the site error pages at the root and language roots, and lists pages named like them deeper', async () => {
    const errors = ['404.html', '404/index.html', '500.html', '50x.html', '410.html', '503/index.html', 'fr/404.html', 'en-us/404/index.html', 'pt_BR/500.html']
    const pages = ['p/404/index.html', 'p/500/index.html', 'p/410/index.html', 'docs/guide/404.html', 'index.html']
    const dir = site(Object.fromEntries([...errors, ...pages].map((f) => [f, page(f, `<p>${f}</p>`)])))
    const report = path.join(tempDir(), 'report.json')
    await cli(args(dir, path.join(tempDir(), 'state.json'), '--report', report))
    const result = JSON.parse(readFileSync(report, 'utf8')) as { pages: { new: string[] }; excluded: { file: string; reason: string }[] }
    expect(result.pages.new.sort()).toEqual(['https://example.com/', 'https://example.com/docs/guide/404.html', 'https://example.com/p/404/', 'https://example.com/p/410/', 'https://example.com/p/500/'])
    expect(result.excluded.filter((e) => e.reason === 'error-page').map((e) => e.file).sort()).toEqual([...errors].sort())
  })
})

describe('file names', () => {
  it('gives each spelling of a name its own URL, the percent-encoded bytes of the file, stable from run to run', async () => {
    const dir = site({ 'cafe\u0301/index.html': page('NFD', '<p>decomposed</p>'), 'caf\u00e9/index.html': page('NFC', '<p>composed</p>') })
    const state = path.join(tempDir(), 'state.json')
    const sitemap = path.join(tempDir(), 'sitemap.xml')
    const first = await cli(args(dir, state, '--sitemap', sitemap))
    expect(first.stdout).toMatch(/^2 new, 0 changed/)
    expect([...readFileSync(sitemap, 'utf8').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]).sort()).toEqual([
      'https://example.com/caf%C3%A9/',
      'https://example.com/cafe%CC%81/'
    ])
    const second = await cli(args(dir, state, '--sitemap', sitemap, '--now', '2026-01-02T00:00:00Z'))
    expect(second.stdout).toMatch(/^0 new, 0 changed, 0 removed, 2 unchanged/)
  })

  it('skips a name that is not UTF-8 with a warning naming it, and dates the other pages', async () => {
    const dir = site({ 'index.html': page('Home', '<p>Hello</p>') })
    const bad = Buffer.concat([Buffer.from(dir + '/caf'), Buffer.from([0xe9]), Buffer.from('\x1b[2J')])
    mkdirSync(bad)
    writeFileSync(Buffer.concat([bad, Buffer.from('/index.html')]), page('Bad', '<p>latin-1</p>'))
    writeFileSync(Buffer.concat([Buffer.from(dir + '/old'), Buffer.from([0xff]), Buffer.from('.html')]), page('Bad', '<p>also</p>'))
    const { stdout, stderr } = await cli(args(dir, path.join(tempDir(), 'state.json')))
    expect(stdout).toMatch(/^1 new, 0 changed/)
    expect(stderr).toContain('warning: caf\\xe9\\x1b[2J: the file name is not UTF-8, so it cannot be a URL; skipped')
    expect(stderr).toContain('warning: old\\xff.html: the file name is not UTF-8')
  })
})

describe('torn pages', () => {
  it('writes new dates into a page over itself, keeping its permissions and leaving no temp file', async () => {
    const html = `<!doctype html><html><head><title>P</title><script type="application/ld+json">{"@type":"Article","dateModified":"2025-01-01"}</script></head><body><main><p>Text</p></main></body></html>`
    const dir = site({ 'a/index.html': html })
    const file = path.join(dir, 'a/index.html')
    chmodSync(file, 0o640)
    const before = statSync(file)
    await cli(args(dir, path.join(tempDir(), 'state.json')))
    const after = statSync(file)
    expect(readFileSync(file, 'utf8')).toContain('"dateModified":"2026-01-01","datePublished":"2026-01-01"')
    // The same file, written in place: a cancelled run finishes the page in hand (publish.test.ts).
    expect(after.ino).toBe(before.ino)
    expect(after.mode & 0o7777).toBe(0o640)
    expect(readdirSync(path.dirname(file))).toEqual(['index.html'])
  })
})

describe('deep nesting', () => {
  const deep = (depth: number, text: string, tag = 'div'): string => `<${tag} class="shared">`.repeat(depth) + `<p>${text}</p>` + `</${tag}>`.repeat(depth)

  it('finds the noise shared by changed pages 6,000 elements deep, on a first run and a run with the change', async () => {
    const build = (version: string): string =>
      site(Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`p${i}/index.html`, page(`P${i}`, `<p>Own text ${i}</p>${deep(6000, `Shared fragment ${version}`)}`)])))
    const state = path.join(tempDir(), 'state.json')
    const report = path.join(tempDir(), 'report.json')
    expect((await cli(args(build('one'), state))).stdout).toMatch(/^4 new/)
    const { stdout } = await cli(args(build('two'), state, '--now', '2026-01-02T00:00:00Z', '--report', report))
    expect(stdout).toMatch(/^0 new, 4 changed/)
    const { noise } = JSON.parse(readFileSync(report, 'utf8')) as { noise: Array<{ fragment: string; pages: number; selector?: string }> }
    expect(noise).toEqual([expect.objectContaining({ pages: 4, fragment: expect.stringContaining('Shared fragment two') })])
  })
  it('matches an ignore selector that reads text on a page nested 8,000 deep', async () => {
    const dir = site({ 'a/index.html': page('A', `<p>Kept</p>${deep(8000, 'Dropped')}`) })
    const { stdout } = await cli(args(dir, path.join(tempDir(), 'state.json'), '--ignore-selector', 'div:contains(Dropped)'))
    expect(stdout).toMatch(/^1 new/)
    const explained = await cli(['explain', site({ 'a/index.html': page('A', '<p>Kept</p>') }), dir, '--ignore-selector', 'div:contains(Dropped)'])
    expect(explained.stdout).not.toContain('Dropped')
  })
})

describe('deep JSON-LD', () => {
  it('hashes and dates a page whose JSON-LD nests 20,000 deep, leaving that block as it is with a warning', async () => {
    const deepJson = `{"@type":"Article","dateModified":"2025-01-01","x":${'['.repeat(20_000)}1${']'.repeat(20_000)}}`
    const html = `<!doctype html><html><head><title>J</title><script type="application/ld+json">${deepJson}</script></head><body><main><p>Text</p></main></body></html>`
    const dir = site({ 'a/index.html': html })
    const state = path.join(tempDir(), 'state.json')
    const first = await cli(args(dir, state))
    expect(first.stdout).toMatch(/^1 new/)
    expect(first.stderr).toMatch(/nests over 512 levels; its dates were left as they are/)
    expect(readFileSync(path.join(dir, 'a/index.html'), 'utf8')).toBe(html)
    expect((await cli(args(dir, state, '--now', '2026-01-02T00:00:00Z'))).stdout).toMatch(/^0 new, 0 changed, 0 removed, 1 unchanged/)
  })
})

describe('deep nesting memory', () => {
  it('dates pages nested 100,000 deep, of every kind of element, in a 256 MB heap (bundled CLI)', () => {
    const nest = (open: string, close: string): string => `${open.repeat(100_000)}<p>Deepest text</p>${close.repeat(100_000)}`
    const dir = site({
      'blockquote/index.html': page('B', nest('<blockquote>', '</blockquote>')),
      'list/index.html': page('L', nest('<ul><li>', '</li></ul>')),
      'div/index.html': page('D', nest('<div>', '</div>')),
      'link/index.html': page('A', nest('<span><a href="/x">', '</a></span>'))
    })
    const state = path.join(tempDir(), 'state.json')
    const env = { ...process.env, NODE_OPTIONS: '--max-old-space-size=256' }
    const first = bundledCli(args(dir, state), { env })
    expect(first.status).toBe(0)
    expect(first.stdout).toMatch(/^4 new/)
    const second = bundledCli(args(dir, state, '--now', '2026-01-02T00:00:00Z'), { env })
    expect(second.stdout).toMatch(/^0 new, 0 changed, 0 removed, 4 unchanged/)
  }, 120_000)
})
