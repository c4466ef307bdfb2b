// The release script on a clone of this repository: versions, CHANGELOG, the release commit's
// contents, the tags, and the refusals. Bundling is skipped (--no-bundle); CI checks dist/ apart.
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const repo = path.join(tempDir('lastmod-release-'), 'repo')
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
const release = (...args: string[]) => spawnSync(process.execPath, ['scripts/release.mjs', ...args, '--no-bundle'], { cwd: repo, encoding: 'utf8' })

describe('npm run release', () => {
  execFileSync('git', ['clone', '-q', repoRoot, repo])
  git('config', 'user.name', 'Release Test')
  git('config', 'user.email', 'release@example.com')
  // The script as it is in this working copy, committed so that the clone is clean.
  copyFileSync(path.join(repoRoot, 'scripts/release.mjs'), path.join(repo, 'scripts/release.mjs'))
  copyFileSync(path.join(repoRoot, 'CHANGELOG.md'), path.join(repo, 'CHANGELOG.md'))
  git('add', '-A')
  if (git('status', '--porcelain') !== '') git('commit', '-q', '-m', 'the script under test')
  const start = git('rev-parse', 'HEAD')

  it('--dry-run shows every step and changes nothing', () => {
    const r = release('1.0.0', '--dry-run')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(r.stdout).toMatch(/\[dry run\] version \S+ → 1\.0\.0/)
    expect(r.stdout).toMatch(/\[dry run\] tag v1\.0\.0 on it; move v1 to it/)
    expect(r.stdout).toMatch(/git push origin \S+ v1\.0\.0 && git push --force origin v1/)
    expect(git('rev-parse', 'HEAD')).toBe(start)
    expect(git('tag', '--list')).toBe('')
    expect(git('status', '--porcelain')).toBe('')
  })

  it('refuses a version that is not X.Y.Z or not newer, and a dirty tree, with exit 2', () => {
    expect(release('1.0').stderr).toMatch(/^release: version must be X\.Y\.Z/)
    expect(release('0.0.1')).toMatchObject({ status: 2, stderr: expect.stringMatching(/is not newer than/) })
    writeFileSync(path.join(repo, 'README.md'), 'edited\n')
    expect(release('1.0.0')).toMatchObject({ status: 2, stderr: expect.stringMatching(/working tree has changes/) })
    git('checkout', '--', 'README.md')
    // A released page that links to a file the release leaves out: named, and nothing changes.
    const guide = path.join(repo, 'docs/purge.md')
    writeFileSync(guide, readFileSync(guide, 'utf8') + '\nSee [the reader](../src/adapters/inputs.ts#L1).\n')
    git('commit', '-q', '-am', 'a link out of the release')
    const linked = release('1.0.0')
    expect(linked).toMatchObject({ status: 2, stdout: '' })
    expect(linked.stderr).toBe('release: links to files the release leaves out (add them to RELEASE_FILES or link the repository): docs/purge.md: ../src/adapters/inputs.ts#L1\n')
    git('reset', '-q', '--hard', 'HEAD^')
    expect(git('tag', '--list')).toBe('')
  })

  it('bumps the versions, dates the CHANGELOG, tags a commit holding only what the action needs', () => {
    const r = release('1.0.0')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect((JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { version: string }).version).toBe('1.0.0')
    expect((JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as { version: string }).version).toBe('1.0.0')
    expect(readFileSync(path.join(repo, 'src/version.ts'), 'utf8')).toContain("VERSION = '1.0.0'")
    expect(readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8')).toMatch(/## \[Unreleased\]\n\n## \[1\.0\.0\] - \d{4}-\d{2}-\d{2}\n\n### Added/)
    expect(git('log', '-1', '--format=%s')).toBe('Release 1.0.0')
    expect(git('status', '--porcelain')).toBe('')
    expect(git('rev-parse', 'v1^{commit}')).toBe(git('rev-parse', 'v1.0.0^{commit}'))
    expect(git('ls-tree', '--name-only', 'v1.0.0').split('\n')).toEqual(['CHANGELOG.md', 'CONTRIBUTING.md', 'LICENSE', 'README.md', 'SECURITY.md', 'action.yml', 'corpus', 'dist', 'docs'])
    expect(git('ls-tree', '-r', '--name-only', 'v1.0.0', 'corpus')).toBe('corpus/README.md')
    expect(git('ls-tree', 'v1.0.0', 'dist/cli.js')).toMatch(/^100755 /)
    expect(git('rev-list', '--count', 'v1.0.0')).toBe('1')
    expect(git('log', '-1', '--format=%b', 'v1.0.0^{commit}')).toBe(`Built from ${git('rev-parse', 'HEAD')}.`)
  })

  it('tags Markdown whose every relative link resolves to a file of the tag', () => {
    const files = git('ls-tree', '-r', '--name-only', 'v1.0.0').split('\n')
    const pages = files.filter((file) => file.endsWith('.md'))
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/how-it-works.md', 'docs/generators.md']))
    const missing: string[] = []
    for (const page of pages) {
      // Code blocks and spans show links as text.
      const text = git('show', `v1.0.0:${page}`).replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target === undefined || /^[a-z]+:/.test(target) || target.startsWith('#')) continue
        const file = path.posix.normalize(path.posix.join(path.posix.dirname(page), target.replace(/#.*$/, '')))
        if (!files.includes(file) && !files.some((f) => f.startsWith(`${file.replace(/\/$/, '')}/`))) missing.push(`${page}: ${target}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('refuses a release with nothing under Unreleased; the next one moves v1 and chains on the last', () => {
    expect(release('1.0.1')).toMatchObject({ status: 2, stderr: expect.stringMatching(/no entries under ## \[Unreleased\]/) })
    const changelog = path.join(repo, 'CHANGELOG.md')
    writeFileSync(changelog, readFileSync(changelog, 'utf8').replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n- A fix.\n'))
    git('commit', '-q', '-am', 'a fix')
    expect(release('1.0.1').status).toBe(0)
    expect(git('rev-parse', 'v1^{commit}')).toBe(git('rev-parse', 'v1.0.1^{commit}'))
    expect(git('rev-parse', 'v1.0.1^{commit}^')).toBe(git('rev-parse', 'v1.0.0^{commit}'))
    expect(release('1.0.1')).toMatchObject({ status: 2 })
  })
})
