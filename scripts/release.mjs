// Makes a release from a clean main, as actions/* do: the version in package.json, package-lock.json
// and src/version.ts, the CHANGELOG's Unreleased section under the version and date, fresh bundles,
// one commit on the branch; then a release commit that holds only what `uses:` downloads (action.yml,
// dist/, the README and the files it links to), tagged vX.Y.Z, and the major tag vX moved to it.
// Every relative link of a released Markdown file must resolve inside the release, or nothing is done.
// Release commits chain on the previous release, so the tags share history without carrying the
// sources, tests or corpus. Nothing is pushed: the script prints the push it would take.
//
// Usage: npm run release -- X.Y.Z [--dry-run] [--no-bundle]
//   --dry-run    print every step, change nothing
//   --no-bundle  skip `npm run bundle` (dist/ must already be fresh; for tests of this script)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
/** What a release commit holds: the action, and the README with what it links to. */
const RELEASE_FILES = ['action.yml', 'dist', 'README.md', 'LICENSE', 'CHANGELOG.md', 'SECURITY.md', 'CONTRIBUTING.md', 'corpus/README.md', 'docs']

function fail(message) {
  process.stderr.write(`release: ${message}\n`)
  process.exit(2)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, 'no-bundle': { type: 'boolean', default: false } }
})
const dryRun = values['dry-run']
const version = positionals[0] ?? fail('usage: npm run release -- X.Y.Z [--dry-run]')
if (positionals.length > 1) fail(`one version expected, got ${positionals.join(' ')}`)
const parsed = /^(\d+)\.(\d+)\.(\d+)$/.exec(version) ?? fail(`version must be X.Y.Z (e.g. 1.0.0), got '${version}'`)
const major = `v${parsed[1]}`
const tag = `v${version}`

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
const gitIn = (env, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } }).trim()
const exists = (ref) => {
  try {
    git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
    return true
  } catch {
    return false
  }
}
const step = (text) => process.stdout.write(`${dryRun ? '[dry run] ' : ''}${text}\n`)

const pkgFile = path.join(root, 'package.json')
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'))
const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number))
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i]
  return false
}
if (!newer(version, pkg.version) && !(pkg.version === version && !exists(tag))) fail(`${version} is not newer than package.json's ${pkg.version}`)
if (exists(tag)) fail(`tag ${tag} exists already`)
if (git('status', '--porcelain') !== '') fail('the working tree has changes: commit or stash them first')
const branch = git('rev-parse', '--abbrev-ref', 'HEAD')
if (branch === 'HEAD') fail('HEAD is detached: release from a branch (main)')

// A link to a file left out of the release is broken on the tag, where readers of `uses:` land.
const released = new Set(git('ls-files', '--', ...RELEASE_FILES).split('\n').filter(Boolean))
const inRelease = (file) => released.has(file) || [...released].some((kept) => kept.startsWith(`${file}/`))
const broken = []
for (const file of [...released].filter((name) => name.endsWith('.md'))) {
  // Code (fenced blocks and spans) shows links as text: they are not followed.
  const text = readFileSync(path.join(root, file), 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
  // Inline links `[text](target "title")` and reference definitions `[name]: target`.
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?([^\s>]+)/gm)) {
    const target = match[1] ?? match[2]
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue
    const bare = decodeURIComponent(target.replace(/[?#].*$/, ''))
    const resolved = bare.startsWith('/') ? bare.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(file), bare))
    if (!inRelease(resolved.replace(/\/$/, ''))) broken.push(`${file}: ${target}`)
  }
}
if (broken.length > 0) fail(`links to files the release leaves out (add them to RELEASE_FILES or link the repository): ${broken.join(', ')}`)

const changelogFile = path.join(root, 'CHANGELOG.md')
const changelog = readFileSync(changelogFile, 'utf8')
const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[|(?![\s\S]))/m.exec(changelog)
if (!unreleased || unreleased[1].trim() === '') fail('CHANGELOG.md has no entries under ## [Unreleased]: say what this release changes')
const date = new Date().toISOString().slice(0, 10)

step(`version ${pkg.version} → ${version} in package.json, package-lock.json, src/version.ts`)
step(`CHANGELOG.md: the Unreleased entries become ## [${version}] - ${date}`)
if (!dryRun) {
  execFileSync('npm', ['version', version, '--no-git-tag-version', '--allow-same-version'], { cwd: root, stdio: 'ignore' })
  const versionFile = path.join(root, 'src/version.ts')
  writeFileSync(versionFile, readFileSync(versionFile, 'utf8').replace(/VERSION = '[^']*'/, `VERSION = '${version}'`))
  writeFileSync(changelogFile, changelog.replace(unreleased[0], `## [Unreleased]\n\n## [${version}] - ${date}\n${unreleased[1]}`))
}
if (values['no-bundle']) step('dist/: as committed (--no-bundle)')
else {
  step('dist/: npm run bundle')
  if (!dryRun) execFileSync('npm', ['run', 'bundle', '--silent'], { cwd: root, stdio: 'inherit' })
}
step(`commit on ${branch}: "Release ${version}"`)
if (!dryRun) {
  git('add', '-A', 'package.json', 'package-lock.json', 'src/version.ts', 'CHANGELOG.md', 'dist')
  git('commit', '-q', '-m', `Release ${version}`)
}

const previous = exists(major) ? git('rev-parse', `${major}^{commit}`) : undefined
step(`release commit: ${RELEASE_FILES.join(', ')}${previous ? `, after ${major} (${previous.slice(0, 7)})` : ''}`)
step(`tag ${tag} on it; move ${major} to it`)
if (!dryRun) {
  // A throw-away index: the user's index and working tree are never touched.
  const temp = mkdtempSync(path.join(os.tmpdir(), 'lastmod-release-'))
  try {
    const env = { GIT_INDEX_FILE: path.join(temp, 'index') }
    gitIn(env, 'read-tree', '--empty')
    gitIn(env, 'add', '-f', '--', ...RELEASE_FILES)
    const tree = gitIn(env, 'write-tree')
    const source = git('rev-parse', 'HEAD')
    const commit = git('commit-tree', tree, ...(previous ? ['-p', previous] : []), '-m', `${tag}\n\nBuilt from ${source}.`)
    git('tag', '-a', tag, commit, '-m', `Release ${version}`)
    git('tag', '-f', '-a', major, commit, '-m', `Latest ${major} release: ${version}`)
    step(`${tag} = ${commit.slice(0, 7)}`)
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}
step(`then: git push origin ${branch} ${tag} && git push --force origin ${major}`)
