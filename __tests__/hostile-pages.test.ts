// Pages and file names built to crash or mislead a run, through the CLI as a user runs it.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cli, tempDir } from '../__fixtures__/cli/run.js'

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
