// Instructions a page, counted by valgrind (cachegrind), for comparing two versions of the page
// work on this shared machine, whose clock moves too much between runs to show a change of a few
// percent. The sources are compiled with tsc into
// build/count/<label>; a child process runs one stage over the first N pages of a site, then over
// the first 2N, each under cachegrind with V8 in one thread and its seeds fixed, and the difference
// divided by N is printed: what one more page costs once the code is compiled and the caches warm.
//
// Stages, each including the ones before it:
//   read     each file read (the page worker's reader)
//   decode   + decoded to a string
//   scan     + scanned with a handler that does nothing (html-scan.ts)
//   extract  + the collector, the join and SHA-256 of the content (the extractor of the page worker)
//   page     the page worker of src/adapters/pool.ts, as a run calls it (extract + fingerprint…)
//
// What the counts leave out: cachegrind runs the code on a simulated processor without the SHA
// instructions, so SHA-256 counts as its generic code (about half a million instructions for a
// large page's 18 KB); and a count says nothing of memory latency (a load that misses the caches is
// one instruction). The same sources counted twice differ by about 1% on a page, and by up to 10
// thousand instructions on a small stage (another folder, other addresses, collections at other
// moments): a change smaller than that is not shown.
// Compare two counts of the same stage; the clock still has the last word. Slow: each count runs
// node under valgrind, about 20 s for 1,000 large pages; every stage of two versions, 7 to 8 minutes.
//
// Usage: node scripts/count.mjs --site DIR [--pages N] [--stages LIST] [--ref COMMIT]
//   --site: a site of pages (e.g. the large site that `npm run bench -- --small 0 --big 0 --corpus 0
//           --keep` keeps: DIR/large); its HTML files are taken in sorted order
//   --pages: N (default 500); the site needs 2N pages
//   --stages: comma-separated (default page); `all` for every stage
//   --ref: count that commit's sources too (checked out with git worktree), stage by stage
// Needs valgrind (Debian: apt-get install valgrind).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STAGES = ['read', 'decode', 'scan', 'extract', 'page']
const SITE_URL = 'https://bench.example/'

function fail(message) {
  process.stderr.write(`count: ${message}\n`)
  process.exit(2)
}

/** The site's HTML files, relative, `/`-separated, in sorted order. */
function pagesOf(site) {
  const found = []
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const relPath = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relPath)
      else if (entry.name.endsWith('.html')) found.push(relPath)
    }
  }
  walk(site, '')
  return found
}

// The child: `--child BUILD SITE STAGE N` runs STAGE over the first N pages, once.
if (process.argv[2] === '--child') {
  const [build, site, stage, n] = process.argv.slice(3)
  const load = (file) => import(pathToFileURL(path.join(build, 'src', file)).href)
  const { FileReader } = await load('adapters/file-reader.js')
  const { decodeHtml } = await load('core/decode.js')
  const { scanHtml } = await load('core/html-scan.js')
  const { createExtractor, splitSelectorList } = await load('core/extract.js')
  const { createPageProcessor } = await load('adapters/pool.js')
  const { DEFAULT_CONTENT_SELECTOR } = await load('adapters/engine.js')
  const contentSelectors = splitSelectorList(DEFAULT_CONTENT_SELECTOR)
  const files = pagesOf(site).slice(0, Number(n))
  const siteUrl = new URL(SITE_URL)
  const reader = new FileReader()
  const extractor = createExtractor({ contentSelectors, ignoreSelectors: [] })
  const processPage = createPageProcessor({ siteDir: site, siteUrl: SITE_URL, contentSelectors, ignoreSelectors: [] })
  const nothing = () => {}
  const handler = { onopentag: nothing, onclosetag: nothing, ontext: nothing }
  // Something of each page's result is kept, so that no stage's work can be left out unseen.
  let check = 0
  for (const file of files) {
    const url = SITE_URL + file.replace(/(^|\/)index\.html$/, '$1')
    if (stage === 'page') {
      const result = processPage({ file, path: '/' + file, url })
      check += result.included?.page.hash.length ?? 1
      continue
    }
    const bytes = reader.file(path.join(site, file))
    check += bytes.length
    if (stage === 'read') continue
    const { text } = decodeHtml(bytes)
    check += text.length
    if (stage === 'decode') continue
    if (stage === 'scan') scanHtml(text, handler)
    else check += extractor.extract(text, new URL(url), siteUrl).hash.length
  }
  process.stdout.write(`${files.length} ${check}\n`)
  process.exit(0)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      site: { type: 'string' },
      pages: { type: 'string' },
      stages: { type: 'string' },
      ref: { type: 'string' },
      help: { type: 'boolean', short: 'h' }
    }
  }))
} catch (error) {
  fail(`${error.message} (--help lists the options)`)
}
if (values.help) {
  process.stdout.write('node scripts/count.mjs --site DIR [--pages N] [--stages LIST] [--ref COMMIT] (see the top of scripts/count.mjs)\n')
  process.exit(0)
}
if (values.site === undefined) fail('--site is required: a folder of pages (e.g. the large site `npm run bench -- --keep` keeps)')
const site = path.resolve(values.site)
if (!existsSync(site)) fail(`--site ${values.site} does not exist`)
const n = Number(values.pages ?? 500)
if (!Number.isInteger(n) || n < 1) fail(`--pages must be a whole number of at least 1; got '${values.pages}'`)
const stages = values.stages === undefined ? ['page'] : values.stages === 'all' ? STAGES : values.stages.split(',').map((s) => s.trim())
for (const stage of stages) if (!STAGES.includes(stage)) fail(`--stages: '${stage}' is not one of ${STAGES.join(', ')} (or all)`)
const found = pagesOf(site).length
if (found < 2 * n) fail(`--site ${values.site} has ${found} HTML page(s); --pages ${n} needs ${2 * n}`)
if (spawnSync('valgrind', ['--version'], { encoding: 'utf8' }).status !== 0) fail('valgrind is not installed (Debian: apt-get install valgrind)')

/** Compiles the sources of `dir` (a checkout) into build/count/<label>; returns the output folder. */
function compile(dir, label) {
  const out = path.join(root, 'build', 'count', label)
  rmSync(out, { recursive: true, force: true })
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  execFileSync(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json'), '--noEmit', 'false', '--outDir', out], { stdio: 'inherit' })
  return out
}

/** Instructions of one child run, as cachegrind's summary gives them. */
function instructions(build, stage, pages) {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath]
  args.push('--single-threaded', '--hash-seed=1', '--random-seed=1', fileURLToPath(import.meta.url), '--child', build, site, stage, String(pages))
  const run = spawnSync('valgrind', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)
  if (run.status !== 0 || refs === null) fail(`the ${stage} stage over ${pages} pages failed under valgrind: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`)
  return Number((refs[1] ?? '').replaceAll(',', ''))
}

const builds = [['this', compile(root, 'this')]]
if (values.ref !== undefined) {
  const worktree = path.join(root, 'build', 'count', 'ref-tree')
  rmSync(worktree, { recursive: true, force: true })
  execFileSync('git', ['-C', root, 'worktree', 'prune'])
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', worktree, values.ref], { stdio: 'ignore' })
  try {
    // The reference's sources with this checkout's node_modules (tsc resolves them from the folder up).
    builds.push([values.ref, compile(worktree, 'ref')])
  } finally {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', worktree])
  }
}

console.log(`instructions a page: (${2 * n} pages − ${n} pages) / ${n}, ${site}`)
for (const stage of stages) {
  const counts = builds.map(([label, build]) => {
    const perPage = (instructions(build, stage, 2 * n) - instructions(build, stage, n)) / n
    return `${label} ${Math.round(perPage).toLocaleString('en-US')}`
  })
  console.log(`${stage.padEnd(8)} ${counts.join('   ')}`)
}
