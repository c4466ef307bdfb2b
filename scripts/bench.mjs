// `npm run bench`: how far the bundled CLI is from disk speed.
//
// Generates a synthetic site in a temp dir (N pages of about 28 KB: head noise, nav, main content,
// footer, inline scripts; then 100,000 small pages; then 2,000 big pages of about 190 KB, each with
// links of its own, as pages link to their neighbours; then 20,000 pages of six real generators,
// copies of the corpus fixtures), and measures in one run:
//   floor   read every file and SHA-256 it, one thread (the best of two passes: the honest floor)
//   first   `node dist/cli.js` end to end, every page new
//   rerun   the same over an identical build: the same content, other noise (every page unchanged)
//   cached  with --cache-file (the page cache): a first run, then a rerun over the very same files,
//           which parses none of them (on the rerun above each file's bytes differ: no entry serves)
// with peak RSS and CPU time (user + system, all threads) of each CLI run (/usr/bin/time), pages/s,
// MB/s and each run's ratio to the floor: of its wall time, and of its CPU time (how much more work
// than the floor it does, whatever the number of cores). With --rounds the floor is measured again
// before each round's first runs, and the median is used; `x round floor` is then the range of the
// runs' ratios each to its own round's floor. Each CLI run is checked: first = all
// new, rerun = all unchanged. Before the reruns every file of the new build is read once, untimed,
// as the floor reads them before the first runs (and before the cached rerun, when the first run
// rewrote the pages' dates: build 1 is then written again, byte for byte). Before each timed run
// (floor or CLI) the bench probes the machine (scripts/probe.mjs: a loop of arithmetic, chases of
// 1 MB and 16 MB, a scan on each core) and prints, under the table, the range of the probes taken
// before each row's runs: on a machine whose cores are shared with other tenants, they show how
// much the machine itself moved during the bench.
// The CLI runs with its defaults, html-dates included (unless --no-html-dates). The pages carry
// JSON-LD without dates, so that pass skips them, as it does on a site that prints no dates;
// with --dated their JSON-LD has a build-time dateModified, which every run rewrites in every page.
// The corpus site is __fixtures__/corpus/<generator>/steps/00-base (first run) and 01-rebuild (rerun:
// the same content, each generator's own noise) over and over, copy k of a page at
// /c<k>/<generator>/…, its absolute URLs moved there too (canonical, og:url, JSON-LD), so that
// each copy is its own page. Their pages carry dates, which html-dates rewrites; their 404 pages
// are noindex, so the runs report those excluded.
//
//   parse   with --parse: htmlparser2's Parser and our scanner (src/core/html-scan.ts), in this
//           process, on the first 3,000 large pages (µs a page, best of 3 passes, no-op handler)
//
// Usage: npm run bench [-- --help] [--pages N] [--small N] [--big N] [--corpus N] [--jobs N] [--no-html-dates] [--dated] [--cli FILE]
//                        [--against FILE] [--rounds N] [--node FILE] [--no-probe] [--keep] [--parse]
//   --cli: another bundle to measure (e.g. an older dist/cli.js saved elsewhere), same site
//   --against: a second bundle run alternately with the first on the same builds, round after
//              round (times on a shared machine move by 10 to 20% between runs: compare like this)
//   --rounds: runs of each bundle (default 1); the table shows the median, and min–max
//   --node: the node binary that runs the CLI (default: the one running the bench), e.g. the
//           action's runtime: `node scripts/node24.mjs` prints the path of Node 24
//   --no-probe: no probe of the machine before each timed run (each takes about a second)
//   env: BENCH_PAGES, BENCH_SMALL_PAGES, BENCH_BIG_PAGES, BENCH_CORPUS_PAGES (0 skips a site), BENCH_JOBS
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { describeProbes, probe } from './probe.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** Bad input: one line naming it, then exit code 2 (no stack trace). */
function fail(message) {
  process.stderr.write(`bench: ${message}\n`)
  process.exit(2)
}

/** The usage lines of the comment at the top of this file. */
function usage() {
  const lines = readFileSync(new URL(import.meta.url), 'utf8').split('\n')
  const from = lines.findIndex((line) => line.startsWith('// Usage:'))
  const to = lines.findIndex((line, i) => i > from && !line.startsWith('//'))
  return lines.slice(from, to).map((line) => line.replace(/^\/\/ ?/, '')).join('\n') + '\n'
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      pages: { type: 'string' },
      small: { type: 'string' },
      big: { type: 'string' },
      corpus: { type: 'string' },
      jobs: { type: 'string' },
      'no-html-dates': { type: 'boolean' },
      dated: { type: 'boolean' },
      cli: { type: 'string' },
      against: { type: 'string' },
      rounds: { type: 'string' },
      node: { type: 'string' },
      'no-probe': { type: 'boolean' },
      keep: { type: 'boolean' },
      parse: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' }
    }
  }))
} catch (error) {
  fail(`${error.message} (--help lists the options)`)
}
if (values.help) {
  process.stdout.write(usage())
  process.exit(0)
}

/** A count of pages from `flag` (or `env`), a whole number of at least 0. */
function pageCount(flag, env, fallback) {
  const given = values[flag] ?? process.env[env]
  if (given === undefined) return fallback
  const n = Number(given)
  if (given.trim() === '' || !Number.isInteger(n) || n < 0) fail(`--${flag} (or ${env}) must be a whole number of pages, 0 or more; got '${given}'`)
  return n
}
const pages = pageCount('pages', 'BENCH_PAGES', 20000)
const smallPages = pageCount('small', 'BENCH_SMALL_PAGES', 100000)
const bigPages = pageCount('big', 'BENCH_BIG_PAGES', 2000)
const corpusPages = pageCount('corpus', 'BENCH_CORPUS_PAGES', 20000)
const jobs = values.jobs ?? process.env.BENCH_JOBS
const cli = path.resolve(values.cli ?? path.join(root, 'dist/cli.js'))
if (!existsSync(cli)) fail(`${cli} is missing: run \`npm run bundle\` first`)
const against = values.against === undefined ? undefined : path.resolve(values.against)
if (against !== undefined && !existsSync(against)) fail(`--against ${against} does not exist`)
const rounds = Number(values.rounds ?? 1)
if (!Number.isInteger(rounds) || rounds < 1) fail(`--rounds must be a whole number of at least 1; got '${values.rounds}'`)
/** The bundles measured, by label. */
const bundles = against === undefined ? [['', cli]] : [['this', cli], ['against', against]]
const node = path.resolve(values.node ?? process.execPath)
if (!existsSync(node)) fail(`--node ${node} does not exist`)
const timeBin = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined

// ---------------------------------------------------------------------------------------------
// Synthetic site

/** mulberry32: deterministic, so two builds of the same page are byte for byte identical. */
function random(seed) {
  let s = seed | 0
  return () => {
    s = (s + 0x6d2b79f5) | 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = (
  'static site sitemap crawler content page build deploy header footer layout index search result ' +
  'cache hash date change update guide install configure plugin theme release note stadium match ' +
  'group table league score player team season fixture venue ticket travel weather kickoff summary'
).split(' ')

function sentence(rnd, words) {
  let out = ''
  for (let i = 0; i < words; i++) out += (i ? ' ' : '') + WORDS[Math.floor(rnd() * WORDS.length)]
  return out.charAt(0).toUpperCase() + out.slice(1) + '.'
}

function paragraph(rnd, sentences) {
  let out = ''
  for (let i = 0; i < sentences; i++) out += (i ? ' ' : '') + sentence(rnd, 8 + Math.floor(rnd() * 10))
  return out
}

const HEAD_STYLE = `.site-header{display:flex;align-items:center;justify-content:space-between;padding:1rem 2rem}`.repeat(12)
const TAIL_SCRIPT = `(function(){var d=document,w=window;w.dataLayer=w.dataLayer||[];function g(){dataLayer.push(arguments)}g('js',new Date());g('config','G-XXXX');d.querySelectorAll('[data-toggle]').forEach(function(e){e.addEventListener('click',function(){d.body.classList.toggle('open')})})})();`.repeat(12)

function navHtml(rnd, links) {
  let out = '<header class="site-header"><a class="logo" href="/">Tidewater</a><nav aria-label="Main"><ul class="nav">'
  for (let i = 0; i < links; i++) {
    out += `<li class="nav-item"><a class="nav-link" href="/section-${i}/">${sentence(rnd, 2).slice(0, -1)}</a></li>`
  }
  return out + '</ul></nav></header>'
}

/** Sections of the main content by kind of page: about 28 KB (large), 2.5 KB (small), 190 KB (big). */
const SECTIONS = { large: 11, small: 1, big: 100 }

/** A page of the given kind. `build` changes only noise. */
function pageHtml(id, kind, build) {
  const large = kind !== 'small'
  const rnd = random(id * 7919 + 1)
  const title = sentence(rnd, 5).slice(0, -1)
  const asset = createHash('sha1').update(`${build}`).digest('hex').slice(0, 10)
  let main = `<h1 id="t-${id}">${title}</h1>`
  // Links no other page has but its neighbours: what keeps a cache of links busy.
  if (kind === 'big') main += `<nav class="pager"><a href="/big/${id - 1}/">Previous</a> <a href="/big/${id + 1}/">Next</a></nav>`
  const sections = SECTIONS[kind]
  for (let s = 0; s < sections; s++) {
    main += `<h2 id="s${s}-${build}">${sentence(rnd, 4).slice(0, -1)}</h2>`
    main += `<p>${paragraph(rnd, large ? 5 : 2)} <a href="/section-${s}/page-${(id + s) % 997}/?utm_source=nav">Read <em>more</em></a>.</p>`
    if (large) {
      main += `<div class="callout"><p>${paragraph(rnd, 3)}</p></div><ul>`
      for (let i = 0; i < 5; i++) main += `<li><a href="/docs/${i}/">${sentence(rnd, 4)}</a> ${sentence(rnd, 6)}</li>`
      main += `</ul><figure><img src="/img/photo-${s}.${asset}.jpg" alt="${sentence(rnd, 5)}" loading="lazy"><figcaption>${sentence(rnd, 6)}</figcaption></figure>`
      main += '<table><thead><tr><th>Team</th><th>Played</th><th>Points</th></tr></thead><tbody>'
      for (let r = 0; r < 4; r++) main += `<tr><td>${sentence(rnd, 1)}</td><td>${Math.floor(rnd() * 9)}</td><td>${Math.floor(rnd() * 30)}</td></tr>`
      main += '</tbody></table>'
      main += `<pre><code>npm install tidewater@${(id % 9) + 1}.${s}.0 --save</code></pre>`
    }
  }
  const ld = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    author: { '@type': 'Person', name: 'Ada' },
    // A generator's build time: noise to the hash, a date for html-dates to write.
    ...(values.dated ? { dateModified: `2025-12-0${build}T00:00:00Z` } : {})
  })
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${title} | Tidewater</title><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="generator" content="SynthGen ${build}"><meta name="csrf-token" content="${asset}${id}">` +
    `<link rel="stylesheet" href="/assets/app.${asset}.css"><link rel="preload" href="/assets/font.${asset}.woff2" as="font">` +
    (large ? `<style>${HEAD_STYLE}</style>` : '') +
    `<script type="application/ld+json">${ld}</script>` +
    `</head><body class="page-${asset}">` +
    navHtml(rnd, large ? 40 : 4) +
    `<div class="layout"><aside class="sidebar">${large ? paragraph(rnd, 4) : ''}</aside>` +
    `<main id="content" class="prose">${main}</main></div>` +
    `<footer class="site-footer"><p>© 2026 Tidewater. Built ${build}.</p>${large ? `<p>${paragraph(rnd, 3)}</p>` : ''}</footer>` +
    (large ? `<script>${TAIL_SCRIPT}</script>` : '') +
    `<script src="/assets/app.${asset}.js" defer></script></body></html>\n`
  )
}

/**
 * Writes what the kernel still holds of a freshly generated site to disk, so that the writeback
 * does not compete with the runs measured next (it made runs of small pages up to 3x slower).
 */
function settle() {
  try {
    execFileSync('sync')
  } catch {
    // No sync(1): measure as it is.
  }
}

/** How many of `count` corpus pages have no noindex meta robots (the 404s, Hugo's alias and Next.js's `_not-found` have one). */
function countIncluded(count) {
  const source = corpusPagesOf(1)
  const noindex = source.map(([, , text]) => /<meta name="robots" content="[^"]*noindex/.test(text))
  let included = 0
  for (let i = 0; i < count; i++) if (!noindex[i % source.length]) included++
  return included
}

/** Writes the site; returns its file list and total bytes. `build` varies only noise. */
function generate(dir, count, kind, build) {
  if (kind === 'corpus') return generateCorpus(dir, count, build)
  rmSync(dir, { recursive: true, force: true })
  const files = []
  let bytes = 0
  for (let id = 0; id < count; id++) {
    const rel = `section-${id % 100}/page-${id}/index.html`
    const full = path.join(dir, rel)
    if (id < 100) mkdirSync(path.dirname(path.dirname(full)), { recursive: true })
    mkdirSync(path.dirname(full), { recursive: true })
    const html = pageHtml(id, kind, build)
    writeFileSync(full, html)
    files.push(full)
    bytes += Buffer.byteLength(html)
  }
  return { files, bytes }
}

/** The corpus fixtures' builds: 1 = the base build, 2 = its rebuild (same content, new noise). */
const CORPUS_STEPS = { 1: '00-base', 2: '01-rebuild' }
const corpusBuilds = new Map()

/** Every HTML page of one corpus build, six generators, in a fixed order: [generator, path, text]. */
function corpusPagesOf(build) {
  let found = corpusBuilds.get(build)
  if (found !== undefined) return found
  found = []
  const base = path.join(root, '__fixtures__', 'corpus')
  const walk = (generator, dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const relPath = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(generator, path.join(dir, entry.name), relPath)
      else if (entry.name.endsWith('.html')) found.push([generator, relPath, readFileSync(path.join(dir, entry.name), 'utf8')])
    }
  }
  for (const generator of readdirSync(base).sort()) {
    const step = path.join(base, generator, 'steps', CORPUS_STEPS[build])
    if (existsSync(step)) walk(generator, step, '')
  }
  if (found.length === 0) throw new Error(`no corpus pages under ${base}`)
  corpusBuilds.set(build, found)
  return found
}

/** The corpus pages again and again: copy k of a page at /c<k>/<generator>/…, its own URLs moved with it. */
function generateCorpus(dir, count, build) {
  rmSync(dir, { recursive: true, force: true })
  const source = corpusPagesOf(build)
  const files = []
  let bytes = 0
  for (let i = 0; i < count; i++) {
    const [generator, rel, text] = source[i % source.length]
    const prefix = `c${Math.floor(i / source.length)}/${generator}`
    const full = path.join(dir, prefix, rel)
    mkdirSync(path.dirname(full), { recursive: true })
    const html = text.replaceAll('https://example.com/', `https://bench.example/${prefix}/`)
    writeFileSync(full, html)
    files.push(full)
    bytes += Buffer.byteLength(html)
  }
  return { files, bytes }
}

// ---------------------------------------------------------------------------------------------
// Measurements

/**
 * Reads every file once, untimed. A build just written leaves its first reader work of its own:
 * on ext4 with relatime each file's first read updates its access time (its inode is then written),
 * and the kernel's caches settle. Before first runs the floor is that reader; before reruns this
 * is, so that the bundle that runs first in a round pays no more than the one after it (an
 * identical bundle run against itself took 0.04 s longer on the small rerun when first).
 */
function warm(name, files) {
  process.stderr.write(`${name}: reading the new build once, untimed…\n`)
  for (const file of files) readFileSync(file)
}

function floor(files) {
  let best = Infinity
  for (let pass = 0; pass < 2; pass++) {
    const start = process.hrtime.bigint()
    let check = 0
    for (const file of files) {
      const digest = createHash('sha256').update(readFileSync(file)).digest()
      check ^= digest[0]
    }
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    if (check < 0) throw new Error('unreachable')
    best = Math.min(best, seconds)
  }
  return best
}

/** The scanner and htmlparser2 on the same pages; the sources compiled with tsc into build/bench. */
async function parseBench(files) {
  const out = path.join(root, 'build', 'bench')
  rmSync(out, { recursive: true, force: true })
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.json'), '--noEmit', 'false', '--outDir', out], { stdio: 'inherit' })
  const { scanHtml } = await import(pathToFileURL(path.join(out, 'src', 'core', 'html-scan.js')).href)
  const { Parser } = await import('htmlparser2')
  const texts = files.slice(0, 3000).map((file) => readFileSync(file, 'utf8'))
  const noop = () => {}
  const handler = { onopentag: noop, onclosetag: noop, ontext: noop }
  const best = (parse) => {
    let micros = Infinity
    for (let pass = 0; pass < 3; pass++) {
      const start = process.hrtime.bigint()
      for (const html of texts) parse(html)
      micros = Math.min(micros, Number(process.hrtime.bigint() - start) / 1e3 / texts.length)
    }
    return micros
  }
  const reference = best((html) => {
    const parser = new Parser(handler, { decodeEntities: true })
    parser.write(html)
    parser.end()
  })
  const ours = best((html) => scanHtml(html, handler))
  const kb = texts.reduce((n, t) => n + t.length, 0) / texts.length / 1024
  console.log(
    `parse, ${texts.length} pages of ${kb.toFixed(1)} KB, no-op handler, best of 3: htmlparser2 ${reference.toFixed(1)} µs/page, ` +
      `html-scan ${ours.toFixed(1)} µs/page (${(reference / ours).toFixed(1)}x faster)`
  )
}

function runCli(bundle, site, state, extra) {
  const args = [bundle, '--site-dir', site, '--site-url', 'https://bench.example/', '--state-file', state, ...extra]
  if (values['no-html-dates']) args.push('--no-html-dates')
  if (jobs !== undefined) args.push('--jobs', jobs)
  const stats = path.join(path.dirname(state), 'time.txt')
  const command = timeBin ? timeBin : node
  const argv = timeBin ? ['-f', '%e %M %U %S', '-o', stats, node, ...args] : args
  const start = process.hrtime.bigint()
  const child = spawnSync(command, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const seconds = Number(process.hrtime.bigint() - start) / 1e9
  if (child.status !== 0) throw new Error(`CLI failed (${child.status}): ${child.stderr.slice(-2000)}`)
  let rssMB
  let cpuSeconds
  if (timeBin) {
    const [, rssKB, user, system] = readFileSync(stats, 'utf8').trim().split(/\s+/).slice(-4).map(Number)
    rssMB = rssKB / 1024
    cpuSeconds = user + system
  }
  return { seconds, rssMB, cpuSeconds, stdout: child.stdout, stderr: child.stderr }
}

function expectCounts(stdout, expected, label) {
  const line = stdout.split('\n')[0] ?? ''
  if (!line.startsWith(expected)) throw new Error(`${label}: expected "${expected}…", got "${line}"`)
}

const rows = []
/** By row of the table (site and run): the probes taken before its runs. */
const probeLines = []
/** The middle value; of an even number of values, the mean of the two in the middle. */
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const half = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}
/**
 * One row; with several rounds, `seconds`, `rssMB` and `cpuSeconds` are lists: the median is shown,
 * and the range of the times. `roundFloors`: the floor of each run's round, by run, for the range
 * of the runs' ratios each to its own round's floor (on a machine whose speed drifts over minutes,
 * the floor and the runs drift unequally).
 */
function row(site, label, seconds, bytes, count, floorSeconds, rssMB, cpuSeconds, roundFloors, probes) {
  if (!values['no-probe']) probeLines.push(`  ${site}, ${label}: ${describeProbes(probes)}`)
  const times = [seconds].flat()
  const peaks = [rssMB].flat().filter((m) => m !== undefined)
  const cpu = [cpuSeconds].flat().filter((c) => c !== undefined)
  const t = median(times)
  const out = { site, run: label, seconds: t.toFixed(2) }
  if (rounds > 1) out['min–max s'] = times.length > 1 ? `${Math.min(...times).toFixed(2)}–${Math.max(...times).toFixed(2)}` : ''
  out['pages/s'] = Math.round(count / t)
  out['MB/s'] = (bytes / 1e6 / t).toFixed(1)
  out['x floor'] = floorSeconds === undefined ? '1.00' : (t / floorSeconds).toFixed(2)
  if (rounds > 1) {
    const ratios = roundFloors === undefined ? [] : times.map((time, i) => time / roundFloors[i])
    out['x round floor'] = ratios.length > 1 ? `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}` : ''
  }
  out['CPU s'] = floorSeconds === undefined ? t.toFixed(2) : cpu.length === 0 ? '' : median(cpu).toFixed(2)
  out['CPU x floor'] = floorSeconds === undefined ? '1.00' : cpu.length === 0 ? '' : (median(cpu) / floorSeconds).toFixed(2)
  out['peak RSS MB'] = peaks.length === 0 ? '' : rounds > 1 ? `${Math.min(...peaks).toFixed(0)}–${Math.max(...peaks).toFixed(0)}` : peaks[0].toFixed(0)
  rows.push(out)
}

async function benchSite(name, count, work) {
  const site = path.join(work, name)
  const state = path.join(work, `${name}-state`, 'state.json')
  mkdirSync(path.dirname(state), { recursive: true })
  process.stderr.write(`${name}: generating ${count} pages…\n`)
  const { files, bytes } = generate(site, count, name, 1)
  settle()
  const floors = []
  const floorProbes = []
  if (name === 'large' && values.parse) await parseBench(files)
  // Each round: every bundle's first run on build 1, then every bundle's rerun on build 2, the
  // bundles in alternating order, so that each sees the same builds under the same conditions.
  const results = new Map(bundles.map(([label]) => [label, { first: [], rerun: [], cachedFirst: [], cachedRerun: [] }]))
  // The pages in the sitemap: all but the corpus's noindex pages (its 404s), counted once.
  const included = name === 'corpus' ? countIncluded(count) : count
  const excluded = count - included ? `, ${count - included} excluded` : ''
  const KINDS = {
    first: { build: 1, now: '2026-01-01T00:00:00Z', title: 'first run', counts: `${included} new, 0 changed, 0 removed, 0 unchanged${excluded}` },
    // An identical build: the same content, other noise (build stamp, asset fingerprints, ids).
    rerun: { build: 2, now: '2026-01-02T00:00:00Z', title: 'rerun', counts: `0 new, 0 changed, 0 removed, ${included} unchanged${excluded}` },
    // The page cache: a first run, then a rerun over the very same files.
    cachedFirst: { build: 1, now: '2026-01-01T00:00:00Z', title: 'first run, --cache-file', counts: `${included} new, 0 changed, 0 removed, 0 unchanged${excluded}`, cache: true },
    cachedRerun: { build: 1, now: '2026-01-02T00:00:00Z', title: 'the same files again, --cache-file', counts: `0 new, 0 changed, 0 removed, ${included} unchanged${excluded}`, cache: true }
  }
  // Runs rewrite dated pages (the corpus's are): the next bundle gets them as built.
  const rewrites = !values['no-html-dates'] && (values.dated || name === 'corpus')
  const cacheFile = path.join(path.dirname(state), 'page-cache.json')
  const runEach = (kind, order, round) => {
    const { build, now, title, counts, cache } = KINDS[kind]
    const first = kind === 'first' || kind === 'cachedFirst'
    for (const [i, [label, bundle]] of order.entries()) {
      // The cached rerun reads the files its first run read, byte for byte.
      if (rewrites && (i > 0 || kind === 'cachedRerun')) {
        const rebuilt = generate(site, count, name, build)
        settle()
        warm(name, rebuilt.files)
      }
      process.stderr.write(`${name}: ${title}${label ? ` (${label})` : ''}, round ${round + 1}…\n`)
      // Each bundle's rerun reads the state (and the cache) its own first run wrote.
      const saved = `${state}.${round}.${label}`
      const savedCache = `${cacheFile}.${round}.${label}`
      if (first) rmSync(state, { force: true })
      else renameSync(saved, state)
      if (cache) {
        if (first) rmSync(cacheFile, { force: true })
        else renameSync(savedCache, cacheFile)
      }
      const before = values['no-probe'] ? undefined : probe()
      const run = { ...runCli(bundle, site, state, ['--now', now, ...(cache ? ['--cache-file', cacheFile] : [])]), probe: before }
      expectCounts(run.stdout, counts, `${name} ${title}`)
      const used = /Page cache: (\d+) of (\d+) read page/.exec(run.stderr)
      if (kind === 'cachedRerun' && (used === null || used[1] !== used[2])) {
        throw new Error(`${name} ${title}: not every page came from the cache (${used?.[0] ?? 'no page cache line'})`)
      }
      results.get(label)[kind].push(run)
      if (first) {
        renameSync(state, saved)
        if (cache) renameSync(cacheFile, savedCache)
      } else {
        rmSync(state, { force: true })
        if (cache) rmSync(cacheFile, { force: true })
      }
    }
  }
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? bundles : [...bundles].reverse()
    if (round > 0) {
      generate(site, count, name, 1)
      settle()
    }
    if (!values['no-probe']) floorProbes.push(probe())
    floors.push(floor(files))
    runEach('first', order, round)
    const rebuilt = generate(site, count, name, 2)
    settle()
    warm(name, rebuilt.files)
    runEach('rerun', order, round)
    const again = generate(site, count, name, 1)
    settle()
    warm(name, again.files)
    runEach('cachedFirst', order, round)
    runEach('cachedRerun', order, round)
  }
  const f = median(floors)
  row(name, 'floor: read + SHA-256, 1 thread', floors, bytes, count, undefined, undefined, undefined, undefined, floorProbes)
  for (const [label] of bundles) {
    const { first, rerun, cachedFirst, cachedRerun } = results.get(label)
    const suffix = label ? ` [${label}]` : ''
    const kinds = [
      ['first run (all new)', first],
      ['rerun (all unchanged)', rerun],
      ['first run, --cache-file', cachedFirst],
      ['rerun, same files, --cache-file', cachedRerun]
    ]
    for (const [kind, runs] of kinds) {
      row(name, `CLI ${kind}${suffix}`, runs.map((r) => r.seconds), bytes, count, f, runs.map((r) => r.rssMB), runs.map((r) => r.cpuSeconds), floors, runs.map((r) => r.probe))
    }
  }
  return { bytes }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'lastmod-bench-'))
try {
  const cpus = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
  const version = execFileSync(node, [cli, '--version'], { encoding: 'utf8' }).trim()
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
  const { bytes } = pages > 0 ? await benchSite('large', pages, work) : { bytes: 0 }
  if (smallPages > 0) await benchSite('small', smallPages, work)
  const big = bigPages > 0 ? await benchSite('big', bigPages, work) : { bytes: 0 }
  const corpus = corpusPages > 0 ? await benchSite('corpus', corpusPages, work) : { bytes: 0 }
  console.log(
    `lastmod ${version}, node ${nodeVersion}, ${cpus} CPU(s), ${os.cpus()[0]?.model ?? ''}; ` +
      (pages > 0 ? `${pages} pages of ${(bytes / pages / 1024).toFixed(1)} KB` : 'no large pages') +
      (smallPages > 0 ? `, ${smallPages} small pages` : '') +
      (bigPages > 0 ? `, ${bigPages} big pages of ${(big.bytes / bigPages / 1024).toFixed(1)} KB` : '') +
      (corpusPages > 0 ? `, ${corpusPages} corpus pages of ${(corpus.bytes / corpusPages / 1024).toFixed(1)} KB` : '') +
      (values['no-html-dates'] ? '; --no-html-dates' : values.dated ? '; html-dates, every page dated' : '; html-dates') +
      (jobs !== undefined ? `; --jobs ${jobs}` : '') +
      (against !== undefined ? `; this = ${cli}, against = ${against}` : '') +
      (rounds > 1 ? `; ${rounds} rounds (median)` : '')
  )
  console.table(rows)
  if (!values['no-probe']) console.log(`the machine before each row's runs (scripts/probe.mjs):\n${probeLines.join('\n')}`)
} finally {
  if (values.keep) console.log(`kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
