// The CLI's flags mirror the action's inputs: each input that means something outside Actions is
// a flag of the same name, taking the same kind of value, listed in --help and in docs/cli.md.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { parseCli, USAGE } from '../src/adapters/cli-args.js'
import { cli, cliOutcome, repoRoot, tempDir } from '../__fixtures__/cli/run.js'

interface ActionInput {
  default?: string
}

const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, ActionInput> }
const cliDoc = readFileSync(path.join(repoRoot, 'docs/cli.md'), 'utf8')

/** Inputs with no meaning in the CLI, each for its reason. */
const ACTION_ONLY = new Set([
  // Where the state lives between runs of a workflow: the CLI reads and writes --state-file itself.
  'state-store',
  'state-branch',
  'artifact-name',
  'cache-key-prefix',
  // The action's phases (update, check, persist) and its hand-over from the build job to the deploy job.
  'mode',
  'persist',
  'pending-artifact-name',
  // The pull request's sticky comment, and the GitHub token it and the artifact store use.
  'comment',
  'token',
  // A secret: the CLI reads it from CLOUDFLARE_API_TOKEN, never from a flag (the process list, the history).
  'cloudflare-token',
  // Whether verify fails the step: the CLI's exit code says what it found, and the caller decides.
  'fail-on'
])

/** The inputs of `mode: verify`, which are flags of `lastmod verify`. */
const VERIFY = new Set(['wait', 'pages', 'sitemap-url'])

/** A value each flag that takes one accepts. */
const SAMPLES: Record<string, string> = {
  'site-dir': 'site',
  'site-url': 'https://example.com/',
  'state-file': 'state.json',
  'content-selector': 'main',
  'ignore-selector': '.ad',
  include: '**/*.html',
  exclude: 'drafts/**',
  sitemap: 'site/sitemap.xml',
  'sitemap-source': 'site/sitemap.xml',
  'sitemap-source-excluded': 'keep',
  'sitemap-partition': 'section',
  'sitemap-partition-depth': '2',
  'sitemap-partition-min': '3',
  'lastmod-format': 'date',
  now: '2026-08-12T06:00:00Z',
  'bootstrap-sitemap': 'https://example.com/sitemap.xml',
  'headers-file': 'site/_headers',
  'cache-file': 'cache.json',
  'max-page-size': '10MB',
  'indexnow-key': 'abcdef123456',
  'indexnow-endpoint': 'https://api.indexnow.org/indexnow',
  'cloudflare-zone': '0123456789abcdef0123456789abcdef',
  'cloudflare-endpoint': 'https://api.cloudflare.com',
  'purge-webhook': 'https://hooks.example.com/purge',
  'request-timeout': '10',
  'lock-wait': '5'
}

/** Flags some flags need beside them (a flag that only modifies another). */
const NEEDS: Record<string, string[]> = {
  'drop-changefreq-priority': ['--sitemap-source', 'site/sitemap.xml'],
  'sitemap-source-excluded': ['--sitemap-source', 'site/sitemap.xml'],
  'indexnow-endpoint': ['--indexnow-key', 'abcdef123456'],
  'indexnow-write-key': ['--indexnow-key', 'abcdef123456'],
  'cloudflare-endpoint': ['--cloudflare-zone', '0123456789abcdef0123456789abcdef'],
  'sitemap-partition-depth': ['--sitemap-partition', 'section'],
  'sitemap-partition-min': ['--sitemap-partition', 'section']
}

const REQUIRED = ['--site-dir', 'site', '--site-url', 'https://example.com/', '--state-file', 'state.json']
const mirrored = Object.entries(action.inputs).filter(([name]) => !ACTION_ONLY.has(name) && !VERIFY.has(name))
const isBoolean = (input: ActionInput): boolean => input.default === 'true' || input.default === 'false'

describe('flags that mirror the inputs', () => {
  it('leaves out only inputs that action.yml has', () => {
    for (const name of ACTION_ONLY) expect(Object.keys(action.inputs)).toContain(name)
  })

  it.each(mirrored)('input %s is a flag of the same name, in --help and in docs/cli.md', (name, input) => {
    const value = isBoolean(input) ? [] : [SAMPLES[name] ?? 'x']
    const previous = process.env['CLOUDFLARE_API_TOKEN']
    process.env['CLOUDFLARE_API_TOKEN'] = 'token-for-the-parser'
    try {
      // A required flag given again: the last value wins.
      const argv = [...REQUIRED, ...(NEEDS[name] ?? []), `--${name}`, ...value]
      expect(parseCli(argv).kind).toBe('run')
    } finally {
      if (previous === undefined) delete process.env['CLOUDFLARE_API_TOKEN']
      else process.env['CLOUDFLARE_API_TOKEN'] = previous
    }
    expect(USAGE).toContain(`--${name}`)
    expect(cliDoc).toContain(`--${name}`)
  })

  it.each([...VERIFY])('input %s of mode: verify is a flag of lastmod verify, in its --help and in docs/cli.md', (name) => {
    const command = parseCli(['verify', '--site-url', 'https://example.com/', '--state-file', 'state.json', `--${name}`, name === 'sitemap-url' ? 'https://example.com/sitemap.xml' : '5'])
    expect(command.kind).toBe('verify')
    expect((parseCli(['verify', '--help']) as { text?: string }).text).toContain(`--${name}`)
    expect(cliDoc).toContain(`--${name}`)
  })

  it('--sitemap-gzip and its short alias --gzip both write sitemap.xml.gz', () => {
    for (const flag of ['--sitemap-gzip', '--gzip']) {
      const command = parseCli([...REQUIRED, flag])
      expect(command.kind === 'run' && command.config.gzip).toBe(true)
    }
  })

  it('a rule switched on and off in one command is refused, naming both flags', async () => {
    const { code, error } = await cliOutcome([...REQUIRED, '--landmarks', '--no-landmarks'])
    expect(code).toBe(2)
    expect(error).toBe('--landmarks and --no-landmarks contradict each other; give one')
  })

  it('--bootstrap-sitemap dates the pages new to the state from the deployed sitemap', async () => {
    const dir = tempDir()
    const site = path.join(dir, 'site')
    mkdirSync(site)
    writeFileSync(path.join(site, 'a.html'), '<main><p>Page a</p></main>')
    writeFileSync(path.join(site, 'b.html'), '<main><p>Page b</p></main>')
    const deployed = path.join(dir, 'deployed.xml')
    writeFileSync(
      deployed,
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://example.com/a.html</loc><lastmod>2025-03-04</lastmod></url></urlset>\n'
    )
    const state = path.join(dir, 'state.json')
    const { stderr } = await cli(['--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state, '--now', '2026-08-12T06:00:00Z', '--bootstrap-sitemap', deployed])
    expect(stderr).toContain(`--bootstrap-sitemap: 1 dated URL(s) from ${deployed}`)
    const pages = (JSON.parse(readFileSync(state, 'utf8')) as { pages: Record<string, { publishedAt: string }> }).pages
    expect(pages['/a.html']?.publishedAt).toBe('2025-03-04T00:00:00Z')
    expect(pages['/b.html']?.publishedAt).toBe('2026-08-12T06:00:00Z')
  })

  it('a --bootstrap-sitemap that cannot be read stops the run with exit 2, naming the flag', async () => {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'site'))
    const { code, error } = await cliOutcome(['--site-dir', path.join(dir, 'site'), '--site-url', 'https://example.com/', '--state-file', path.join(dir, 's.json'), '--bootstrap-sitemap', path.join(dir, 'none.xml')])
    expect(code).toBe(2)
    expect(error).toMatch(/^--bootstrap-sitemap .*none\.xml cannot be read/)
  })
})
