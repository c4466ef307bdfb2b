import { describe, expect, it } from '@jest/globals'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { discoverPages } from '../src/adapters/discover.js'
import { MemoryLogger } from '../src/adapters/logger.js'
import { tempDir } from '../__fixtures__/cli/run.js'

describe('discovering pages', () => {
  it('never follows a symlink out of the site folder, follows one inside once, skips hidden folders', async () => {
    const root = tempDir()
    const site = path.join(root, 'site')
    const outside = path.join(root, 'outside')
    for (const dir of [site, outside, path.join(site, 'docs'), path.join(site, '.git')]) mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(site, 'index.html'), '<p>home</p>')
    writeFileSync(path.join(site, 'docs', 'a.html'), '<p>a</p>')
    writeFileSync(path.join(site, '.git', 'x.html'), '<p>hidden</p>')
    writeFileSync(path.join(outside, 'secret.html'), '<p>secret</p>')
    writeFileSync(path.join(site, 'notes.htm'), '<p>not .html</p>')
    symlinkSync(outside, path.join(site, 'escape'))
    symlinkSync(path.join(outside, 'secret.html'), path.join(site, 'secret.html'))
    symlinkSync(path.join(site, 'docs'), path.join(site, 'alias'))
    symlinkSync(site, path.join(site, 'docs', 'loop'))
    const log = new MemoryLogger()
    expect(await discoverPages(site, log)).toEqual(['alias/a.html', 'docs/a.html', 'index.html'])
    expect(log.warnings).toEqual([
      'escape: symlink points outside the site folder, skipped',
      'secret.html: symlink points outside the site folder, skipped'
    ])
  })
})
