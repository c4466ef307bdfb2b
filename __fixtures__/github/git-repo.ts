// Real git repositories for tests: a bare `origin` and clones of it, in a temp folder.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_AUTHOR_NAME: 'Site Owner', GIT_AUTHOR_EMAIL: 'owner@example.com', GIT_COMMITTER_NAME: 'Site Owner', GIT_COMMITTER_EMAIL: 'owner@example.com' }
  }).trim()
}

export interface Repos {
  root: string
  origin: string
  /** Clones `origin` into a new folder and returns it. */
  clone(name: string): string
}

/** A bare origin with one commit on main (a README), like a freshly checked-out site repo. */
export function createRepos(): Repos {
  const root = mkdtempSync(path.join(tmpdir(), 'lastmod-git-'))
  const origin = path.join(root, 'origin.git')
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', origin)
  const seed = path.join(root, '.initial')
  git(root, 'clone', '--quiet', origin, seed)
  git(seed, 'checkout', '--quiet', '-b', 'main')
  writeFileSync(path.join(seed, 'README.md'), '# site\n')
  git(seed, 'add', 'README.md')
  git(seed, 'commit', '--quiet', '-m', 'init')
  git(seed, 'push', '--quiet', 'origin', 'main')
  return {
    root,
    origin,
    clone(name) {
      const dir = path.join(root, name)
      git(root, 'clone', '--quiet', origin, dir)
      return dir
    }
  }
}
