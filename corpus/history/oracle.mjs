#!/usr/bin/env node
// An oracle for __fixtures__/history, independent of the product's engine: for every pair of
// consecutive steps it extracts each page's main content with Mozilla Readability (text, link
// targets, code, images of the Readability article, plus the page's h1) and lists the pages whose
// extract differs.
// It is evidence for truth.json, not the truth: borderline pages are judged by hand (README.md).
// Usage: node corpus/history/oracle.mjs [--diff] [--json FILE] [site...]
//   --diff  print, per flagged page, the first difference of each kind
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = path.resolve(here, '..', '..', '__fixtures__', 'history');
const args = process.argv.slice(2);
const showDiff = args.includes('--diff');
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;
const sites = args.filter((a) => !a.startsWith('--'));
const quiet = new VirtualConsole(); // jsdom's CSS parser complains about modern CSS; not our business

const walk = (dir, rel = '') => fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? walk(dir, path.posix.join(rel, e.name)) : e.name.endsWith('.html') ? [path.posix.join(rel, e.name)] : []);
// a/index.html -> /a/, a.html -> /a.html, index.html -> / (as the engine forms URLs)
const toUrl = (file) => '/' + file.replace(/(^|\/)index\.html$/, '$1');
const norm = (s) => s.replace(/\s+/g, ' ').trim();

// Pages no crawler should get: the engine leaves them out too, so the oracle does not judge them.
function excluded(file, html) {
  if (/(^|\/)(404|50\d|[45]\d\d)(\.html|\/index\.html)$/.test(file)) return 'error page';
  if (/<meta[^>]+name=["']?(robots|googlebot)["']?[^>]+content=["'][^"']*(noindex|none)/i.test(html)) return 'noindex';
  if (/<meta[^>]+http-equiv=["']?refresh["']?[^>]+url=/i.test(html)) return 'redirect stub';
  return null;
}

function extract(html, url, siteUrl) {
  const dom = new JSDOM(html, { url, virtualConsole: quiet });
  // Readability drops a heading that repeats the <title>; a renamed page is still a content change
  const headings = [...dom.window.document.querySelectorAll('h1')].map((h) => norm(h.textContent));
  const article = new Readability(dom.window.document).parse();
  if (!article) return { headings, text: '', links: [], code: [], images: [] };
  const doc = new JSDOM(`<body>${article.content}</body>`, { url, virtualConsole: quiet }).window.document;
  const local = (u) => (u.startsWith(siteUrl) ? '/' + u.slice(siteUrl.length) : u);
  return {
    headings,
    text: norm(article.textContent ?? ''),
    links: [...doc.querySelectorAll('a[href]')].map((a) => local(a.href)),
    code: [...doc.querySelectorAll('pre, code')].filter((e) => !e.parentElement.closest('pre')).map((e) => norm(e.textContent)),
    images: [...doc.querySelectorAll('img')].map((i) => `${local(i.src)} ${norm(i.alt)}`),
  };
}

// The first place two strings part, with some context, to read by eye.
function firstDiff(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const cut = (s) => JSON.stringify(s.slice(Math.max(0, i - 40), Math.min(s.length, s.length - j + 40)).slice(0, 300));
  return `${cut(a)} -> ${cut(b)}`;
}
const listDiff = (a, b) => {
  const sa = new Set(a), sb = new Set(b);
  const gone = a.filter((x) => !sb.has(x)), added = b.filter((x) => !sa.has(x));
  return gone.length || added.length ? `-${JSON.stringify(gone.slice(0, 3))} +${JSON.stringify(added.slice(0, 3))}` : 'same items, other order';
};

const all = {};
for (const site of sites.length ? sites : fs.readdirSync(base).filter((s) => fs.existsSync(path.join(base, s, 'truth.json')))) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, site, 'truth.json'), 'utf8'));
  const cache = new Map();
  const load = (dir) => {
    if (cache.has(dir)) return cache.get(dir);
    const root = path.join(base, site, 'steps', dir);
    const pages = new Map();
    for (const file of walk(root)) {
      const html = fs.readFileSync(path.join(root, file), 'utf8');
      const why = excluded(file, html);
      pages.set(toUrl(file), why ? { why } : extract(html, new URL(toUrl(file).slice(1), truth.siteUrl).href, truth.siteUrl));
    }
    cache.set(dir, pages);
    return pages;
  };
  all[site] = [];
  console.log(`== ${site}`);
  truth.steps.forEach((step, i) => {
    if (i === 0) return;
    const prev = load(truth.steps[i - 1].dir), cur = load(step.dir);
    const res = { dir: step.dir, new: [], changed: [], removed: [], excluded: [], details: {} };
    for (const [u, p] of cur) {
      if (p.why) { res.excluded.push(`${u} (${p.why})`); continue; }
      const q = prev.get(u);
      if (!q || q.why) { res.new.push(u); continue; }
      // whitespace never counts: a theme may add or drop spaces between blocks
      const kinds = ['headings', 'text', 'links', 'code', 'images'].filter((k) => JSON.stringify(p[k]).replace(/\s+/g, '') !== JSON.stringify(q[k]).replace(/\s+/g, ''));
      if (!kinds.length) continue;
      res.changed.push(u);
      res.details[u] = kinds.map((k) => `${k}: ${k === 'text' ? firstDiff(q.text, p.text) : k === 'headings' ? firstDiff(q[k].join(' | '), p[k].join(' | ')) : listDiff(q[k], p[k])}`);
    }
    for (const [u, p] of prev) if (!p.why && !cur.has(u)) res.removed.push(u);
    for (const k of ['new', 'changed', 'removed']) res[k].sort();
    all[site].push(res);
    console.log(`${step.dir}: ${res.new.length} new, ${res.changed.length} changed, ${res.removed.length} removed of ${cur.size} pages`);
    for (const k of ['new', 'changed', 'removed']) if (res[k].length) console.log(`  ${k}: ${res[k].join(' ')}`);
    if (step.expect) {
      const want = new Set(step.expect.changed), got = new Set(res.changed);
      const over = res.changed.filter((u) => !want.has(u)), under = step.expect.changed.filter((u) => !got.has(u));
      if (over.length) console.log(`  oracle flagged, truth says unchanged: ${over.join(' ')}`);
      if (under.length) console.log(`  truth says changed, oracle did not flag: ${under.join(' ')}`);
    }
    if (showDiff) for (const u of res.changed) for (const d of res.details[u]) console.log(`    ${u} ${d}`);
  });
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(all, null, 2) + '\n');
