// The hint the process tests give when dist/ was not rebuilt for src/: it compares contents, as
// CI does, so the arbitrary file times of a fresh clone say nothing.
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from '../__fixtures__/cli/run.js'
import { staleBundlesWarning } from '../__fixtures__/github/runner.js'

function checkout(): string {
  const root = tempDir('lastmod-stale-')
  const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd: root, encoding: 'utf8' })
  mkdirSync(path.join(root, 'src'))
  mkdirSync(path.join(root, 'dist'))
  writeFileSync(path.join(root, 'package.json'), '{}\n')
  writeFileSync(path.join(root, 'src/main.ts'), 'export const x = 1\n')
  writeFileSync(path.join(root, 'dist/index.js'), 'export const x = 1\n')
  git('init', '-q')
  git('add', '.')
  git('commit', '-qm', 'built')
  return root
}

describe('the stale-bundle hint', () => {
  it('says nothing on a clone whose sources are newer on disk than its bundles but the same as committed', () => {
    const root = checkout()
    const later = new Date(Date.now() + 3_600_000)
    utimesSync(path.join(root, 'src/main.ts'), later, later)
    utimesSync(path.join(root, 'dist/index.js'), new Date(0), new Date(0))
    expect(staleBundlesWarning(root)).toBeUndefined()
  })

  it('names npm run bundle when src/ changed and dist/ did not, and is quiet once dist/ is rebuilt', () => {
    const root = checkout()
    writeFileSync(path.join(root, 'src/main.ts'), 'export const x = 2\n')
    expect(staleBundlesWarning(root)).toBe('src/ has changes that dist/ was not rebuilt for: run npm run bundle to test the current code')
    writeFileSync(path.join(root, 'dist/index.js'), 'export const x = 2\n')
    expect(staleBundlesWarning(root)).toBeUndefined()
  })

  it('says nothing outside a git checkout', () => {
    expect(staleBundlesWarning(tempDir('lastmod-stale-'))).toBeUndefined()
  })
})
