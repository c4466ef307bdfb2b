#!/usr/bin/env node
// Independent sanity check of the corpus ground truth (not the product's normaliser):
// extracts a crude main-content fingerprint of each page and compares consecutive steps.
// Prints, per generator and step, pages whose fingerprint moved vs. truth.json.
// Usage: node corpus/check.mjs [generator...] [--show URL]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'htmlparser2';
import { selectAll, selectOne } from 'css-select';
import { getAttributeValue, textContent, removeElement } from 'domutils';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = path.resolve(here, '..', '__fixtures__', 'corpus');
const args = process.argv.slice(2);
const showAt = args.indexOf('--show');
const show = showAt >= 0 ? args.splice(showAt, 2)[1] : null;
const gens = args.length ? args : fs.readdirSync(base).filter((g) => fs.existsSync(path.join(base, g, 'truth.json')));

const cleanUrl = (u) => u
  .replace(/([?&])(utm_[a-z]+|gclid|fbclid|v)=[^&#]*/g, '$1').replace(/[?&]+(#|$)/, '$1')
  .replace(/[.-][A-Za-z0-9_-]{8,}\.(css|js|mjs)$/, '.$1');

function urlOf(rel) {
  rel = rel.split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return '/' + rel.slice(0, -'index.html'.length);
  return '/' + rel;
}

function fingerprint(html, cli, selfUrl) {
  const doc = parseDocument(html);
  const robots = selectOne('meta[name=robots]', doc);
  if (robots && /noindex/i.test(getAttributeValue(robots, 'content') ?? '')) return null;
  if (selectOne('meta[http-equiv=refresh]', doc)) return null;
  const canonical = selectOne('link[rel=canonical]', doc);
  if (canonical && selfUrl && new URL(getAttributeValue(canonical, 'href'), 'https://example.com' + selfUrl).pathname !== selfUrl) return null;
  const ld = selectAll('script[type="application/ld+json"]', doc).map((s) => {
    try { return JSON.stringify(JSON.parse(textContent(s)), (k, v) => (/^date/.test(k) ? undefined : v)); } catch { return 'bad-json'; }
  });
  let main = null;
  for (const sel of cli.contentSelector.split(',').map((s) => s.trim())) { main = selectOne(sel, doc); if (main) break; }
  for (const sel of ['script', 'style', 'noscript', 'template', '[data-lastmod-ignore]', ...cli.ignoreSelector]) {
    for (const el of selectAll(sel, main)) removeElement(el);
  }
  const out = [];
  const walk = (n) => {
    if (n.type === 'text') { const t = n.data.replace(/\s+/g, ' ').trim(); if (t) out.push(t); return; }
    if (n.type === 'comment') return;
    if (n.name) {
      for (const a of ['href', 'src', 'alt']) { const v = getAttributeValue(n, a); if (v != null) out.push(`@${a}=${a === 'alt' ? v : cleanUrl(v)}`); }
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(main);
  return ld.join('\n') + '\n' + out.join('\n');
}

function pages(dir, cli) {
  const res = new Map();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const file = path.join(e.parentPath ?? e.path, e.name);
    const rel = path.relative(dir, file);
    if (/^404(\.html|\/index\.html)$/.test(rel.split(path.sep).join('/'))) continue;
    const fp = fingerprint(fs.readFileSync(file, 'utf8'), cli, urlOf(rel));
    if (fp != null) res.set(urlOf(rel), fp);
  }
  return res;
}

let bad = 0;
for (const g of gens) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, g, 'truth.json'), 'utf8'));
  let prev = null;
  for (const step of truth.steps) {
    const cur = pages(path.join(base, g, 'steps', step.dir), truth.cli);
    if (show && cur.has(show)) fs.writeFileSync(`/tmp/check-${g}-${step.dir}.txt`, cur.get(show));
    if (prev) {
      const got = { new: [], changed: [], removed: [] };
      for (const [u, fp] of cur) { if (!prev.has(u)) got.new.push(u); else if (prev.get(u) !== fp) got.changed.push(u); }
      for (const u of prev.keys()) if (!cur.has(u)) got.removed.push(u);
      for (const k of Object.keys(got)) got[k].sort();
      const ok = JSON.stringify(got) === JSON.stringify(step.expect);
      if (!ok) bad++;
      console.log(`${ok ? 'ok  ' : 'DIFF'} ${g} ${step.dir}${ok ? '' : `\n  expected ${JSON.stringify(step.expect)}\n  got      ${JSON.stringify(got)}`}`);
    } else console.log(`     ${g} ${step.dir}: ${cur.size} sitemap pages`);
    prev = cur;
  }
}
process.exitCode = bad ? 1 : 0;
