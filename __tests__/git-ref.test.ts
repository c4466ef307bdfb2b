// The branch-name check against git itself: every name git refuses is refused, every name it
// takes is taken, but `@` (git's short name for HEAD), which the check refuses on purpose.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { branchNameProblem } from '../src/core/git-ref.js'
import { tempDir } from '../__fixtures__/cli/run.js'

const TRICKY = [
  'lastmod-state', 'state/lastmod', 'deploy/v2.1', 'x.lockx', 'lock', 'a.b', 'café-état', 'a@b', '@a', 'a@', '@@', 'x-', 'a/-b',
  'HEAD/x', 'x/HEAD', 'head', 'FETCH_HEAD', 'refs/heads/x', "it's", 'a{b}', 'a!b', 'a#b', 'a%b', 'a|b', 'a<b>', 'a,b;c=d+e&f$g', 'a\u00a0b',
  'HEAD', '@', '@{-1}', 'a@{b', 'a@{', '-x', '-', '--force', '.x', 'a/.b', '.', '..', 'a/./b', 'a..b', 'a...b', '.lock', 'a.lock',
  'a.lock/b', 'a/b.lock', 'a/', '/a', '/', 'a//b', 'a.', 'a/b.', 'a b', ' a', 'a~1', 'a^2', 'a:b', 'a?b', 'a*', 'a[0]', 'a\\b',
  'a\tb', 'a\nb', 'a\u007fb', 'a\u0001b', 'a\rb'
]

function gitTakes(name: string, cwd: string): boolean {
  return spawnSync('git', ['check-ref-format', '--branch', name], { cwd, encoding: 'utf8' }).status === 0
}

describe('branchNameProblem', () => {
  it('agrees with git check-ref-format --branch on tricky names', () => {
    const cwd = tempDir('git-ref-')
    expect(spawnSync('git', ['init', '-q'], { cwd }).status).toBe(0)
    try {
      const taken = TRICKY.filter((name) => gitTakes(name, cwd))
      // Both kinds are in the list, so the comparison is not vacuous.
      expect(taken.length).toBeGreaterThan(20)
      expect(TRICKY.length - taken.length).toBeGreaterThan(30)
      const disagreements = TRICKY.filter((name) => name !== '@' && taken.includes(name) !== (branchNameProblem(name) === undefined))
      expect(disagreements).toEqual([])
    } finally {
      rmSync(cwd, { recursive: true, force: true })
    }
  })

  it('refuses HEAD and @ whatever the git version, and says why', () => {
    expect(branchNameProblem('HEAD')).toBe('HEAD names the checked-out commit in git, not a branch')
    expect(branchNameProblem('@')).toBe('@ names the checked-out commit in git, not a branch')
    expect(branchNameProblem('')).toBe('it is empty')
    expect(branchNameProblem('a\u0000b')).toBe('it holds the control character "\\u0000"')
    expect(branchNameProblem('deploy/.cache')).toBe("its part '.cache' starts with '.'")
  })
})
