#!/usr/bin/env node
// A tiny static site "generator" for the demo. Like real generators it stamps every page with
// build noise: the build time in the footer and JSON-LD, fingerprinted asset names, a CSP nonce,
// a CSRF token, random ids and tracking parameters that differ on every build.
//
//   node examples/build-site.mjs OUT_DIR [--edit]
// --edit changes one paragraph of one page (docs/install), as an author would.
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const out = process.argv[2]
if (!out) {
  console.error('usage: build-site.mjs OUT_DIR [--edit]')
  process.exit(2)
}
const edit = process.argv.includes('--edit')
const buildTime = new Date().toISOString()
const buildId = randomBytes(8).toString('hex')
const fingerprint = (name) => createHash('sha256').update(name + buildId).digest('hex').slice(0, 8)
const nonce = () => randomBytes(12).toString('base64')

const pages = [
  { file: 'index.html', title: 'Acme Widgets', body: `
    <h1>Acme Widgets</h1>
    <p>Widgets for every workshop. Read the <a href="/docs/install/?utm_source=home&utm_campaign=b${buildId}">installation guide</a>.</p>
    <h2>Latest posts</h2>
    <ul><li><a href="/blog/widgets-2/">Widgets 2 is out</a></li><li><a href="/blog/hello/">Hello, world</a></li></ul>` },
  { file: 'about/index.html', title: 'About', body: `
    <h1>About us</h1>
    <p>We have made widgets since 1998, in a small workshop by the river.</p>
    <img src="/assets/team.${fingerprint('team')}.jpg?v=${buildId}" alt="The team in the workshop">` },
  { file: 'docs/install/index.html', title: 'Install', body: `
    <h1>Install</h1>
    <p>${edit ? 'Download the installer for your platform and run it; it needs no administrator rights.' : 'Download the installer for your platform and run it.'}</p>
    <pre><code>widgets install --all</code></pre>
    <p>Then see <a href="../config/">configuration</a>.</p>` },
  { file: 'docs/config/index.html', title: 'Configure', body: `
    <h1>Configure</h1>
    <table><tr><th>Key</th><th>Default</th></tr><tr><td>size</td><td>medium</td></tr></table>
    <p>Settings live in <code>widgets.toml</code>.</p>` },
  { file: 'blog/hello/index.html', title: 'Hello, world', body: `
    <h1>Hello, world</h1>
    <p>Our new site is live. It dates each page by its content, not by the build.</p>` },
  { file: 'blog/widgets-2/index.html', title: 'Widgets 2 is out', body: `
    <h1>Widgets 2 is out</h1>
    <p>Faster, smaller, quieter. <a href="https://shop.example.net/w2?utm_medium=blog&fbclid=${buildId}">Order it here</a>.</p>` },
  { file: 'drafts/next/index.html', title: 'Draft', robots: 'noindex', body: `
    <h1>Next release (draft)</h1><p>Not ready yet.</p>` },
  { file: 'private/notes/index.html', title: 'Notes', body: '<h1>Internal notes</h1><p>Disallowed by robots.txt.</p>' },
  { file: '404.html', title: 'Not found', body: '<h1>Page not found</h1>' }
]

function render(page) {
  const path_ = '/' + page.file.replace(/index\.html$/, '')
  const ld = { '@context': 'https://schema.org', '@type': 'WebPage', name: page.title, dateModified: buildTime, datePublished: buildTime }
  return `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>${page.title} | Acme</title>
<meta name="generator" content="build-site.mjs ${buildId}">
${page.robots ? `<meta name="robots" content="${page.robots}">` : ''}
<link rel="canonical" href="https://example.com${path_}">
<link rel="stylesheet" href="/assets/style.${fingerprint('css')}.css">
<script nonce="${nonce()}" src="/assets/app.${fingerprint('js')}.js?v=${buildId}"></script>
<script type="application/ld+json">${JSON.stringify(ld)}</script>
</head><body class="page-${buildId.slice(0, 6)}">
<header><nav id="nav-${buildId.slice(0, 4)}"><a href="/">Home</a> <a href="/docs/install/">Docs</a> <a href="/about/">About</a></nav></header>
<main id="content-${randomBytes(3).toString('hex')}">${page.body}
<form><input type="hidden" name="csrf" value="${nonce()}"></form>
</main>
<aside><h2>Related</h2><a href="/blog/hello/">Hello</a></aside>
<footer>Built ${buildTime} · © ${new Date().getFullYear()} Acme</footer>
<script nonce="${nonce()}">window.__BUILD__=${JSON.stringify(buildId)}</script>
</body></html>
`
}

rmSync(out, { recursive: true, force: true })
for (const page of pages) {
  const file = path.join(out, page.file)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, render(page))
}
mkdirSync(path.join(out, 'old-page'), { recursive: true })
writeFileSync(path.join(out, 'old-page/index.html'),
  '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/about/"><link rel="canonical" href="https://example.com/about/"></head><body>Moved.</body></html>\n')
writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *\nDisallow: /private/\n')
console.log(`built ${pages.length + 1} pages into ${out} (build ${buildId})`)
