import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { errorMessage, isInputError } from '../src/errors.js'
import { readConfig } from '../src/adapters/inputs.js'
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

  it('still takes a leap day and the years 0001 and 9999', async () => {
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
