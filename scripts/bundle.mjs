// Bundles with @vercel/ncc (ESM mode, because package.json has "type": "module") into the
// committed dist/: dist/lastmod.js, the one bundle of the action and the CLI (src/lastmod.ts), with
// the two-line bootstraps that start it, dist/index.js (action.yml's main and post) and dist/cli.js
// (the `lastmod` command); and the page workers' bundle dist/worker.js, which the CLI and the action
// start from next to themselves.
// What a bundle imports on demand (`import()`: the action, the CLI, the main step, the artifact and
// cache toolkits) ncc puts in chunks, `<id>.index.js`, which the bundle loads from its own folder:
// they go next to it. Every file of dist/ is one bundle's, one chunk's or one bootstrap: none is a
// copy of another.
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const versionSource = readFileSync(path.join(root, 'src/version.ts'), 'utf8')
if (!versionSource.includes(`'${pkg.version}'`)) {
  throw new Error(`src/version.ts does not match package.json version ${pkg.version}`)
}

const entries = [
  {
    src: 'src/lastmod.ts',
    out: 'dist/lastmod.js',
    bootstraps: [
      { out: 'dist/index.js', text: "// The action (action.yml: main and post). Written by scripts/bundle.mjs.\nimport { action } from './lastmod.js'\n\nawait action()\n" },
      { out: 'dist/cli.js', text: "#!/usr/bin/env node\n// The `lastmod` command. Written by scripts/bundle.mjs.\nimport { cli } from './lastmod.js'\n\nawait cli()\n", mode: 0o755 }
    ]
  },
  // Started on threads by adapters/pool.ts (found by adapters/bundles.ts).
  { src: 'src/worker.ts', out: 'dist/worker.js' }
]

const ncc = path.join(root, 'node_modules/@vercel/ncc/dist/ncc/cli.js')
// Per process: two bundlers running at once must not remove each other's output.
const temp = path.join(root, `build/ncc-${process.pid}`)
rmSync(temp, { recursive: true, force: true })
const CHUNK = /^\d+\.index\.js$/
// Chunks of an earlier build: their ids change with what they hold.
for (const dir of new Set(entries.map((entry) => path.dirname(path.join(root, entry.out))))) {
  if (!existsSync(dir)) continue
  for (const file of readdirSync(dir)) if (CHUNK.test(file)) rmSync(path.join(dir, file))
}
const written = new Set()
for (const entry of entries) {
  if (!existsSync(path.join(root, entry.src))) continue
  const outDir = path.join(temp, path.basename(entry.src, '.ts'))
  execFileSync(process.execPath, [ncc, 'build', entry.src, '-o', outDir, '--target', 'es2022', '--quiet', '--no-source-map-register', '--no-cache'], {
    cwd: root,
    stdio: 'inherit'
  })
  const target = path.join(root, entry.out)
  mkdirSync(path.dirname(target), { recursive: true })
  renameSync(path.join(outDir, 'index.js'), target)
  for (const file of readdirSync(outDir)) {
    if (!CHUNK.test(file)) continue
    const chunk = path.join(path.dirname(target), file)
    if (written.has(chunk)) throw new Error(`two entries next to each other both have a chunk ${file}`)
    written.add(chunk)
    renameSync(path.join(outDir, file), chunk)
  }
  for (const bootstrap of entry.bootstraps ?? []) {
    const file = path.join(root, bootstrap.out)
    writeFileSync(file, bootstrap.text, { mode: bootstrap.mode ?? 0o644 })
    chmodSync(file, bootstrap.mode ?? 0o644)
    written.add(file)
  }
}
// Node must read every bundle as ESM wherever dist/ is copied.
const dist = path.join(root, 'dist')
writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }\n')
written.add(path.join(dist, 'package.json'))
for (const entry of entries) written.add(path.join(root, entry.out))
// What no entry wrote (the bundles of an earlier layout) would be committed as dead weight.
for (const file of readdirSync(dist, { recursive: true })) {
  const full = path.join(dist, file)
  if (!written.has(full) && ![...written].some((kept) => kept.startsWith(full + path.sep))) rmSync(full, { recursive: true, force: true })
}
rmSync(temp, { recursive: true, force: true })
