#!/usr/bin/env node
// Runs the product CLI (dist/cli.js) over every step of a corpus with no configuration at all
// (only --site-dir, --site-url and the state), as a new user would: each step copied to a temp
// dir, the state carried from step to step, --now one day later per step. Prints per site the
// steps that are exact, then each page dated that the truth says did not change (with the first
// changed block of the report) and each page missed. Exits 1 when a step is not exact.
// Usage: node corpus/zero-config.mjs [--history] [--cli PATH] [site...]
//   the generator corpus (__fixtures__/corpus), or with --history the real deploy histories
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const history = args.includes('--history');
if (history) args.splice(args.indexOf('--history'), 1);
const at = args.indexOf('--cli');
const cli = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : path.join(root, 'dist', 'cli.js');
const base = path.join(root, '__fixtures__', history ? 'history' : 'corpus');
const sites = args.length ? args : fs.readdirSync(base).filter((s) => fs.existsSync(path.join(base, s, 'truth.json'))).sort();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-zero-'));

/** The first changed block the report gives for a page. */
function firstBlock(changes, url) {
  const b = changes.find((c) => c.url === url)?.blocks?.[0];
  if (!b) return '(no block in the report)';
  const s = `${b.kind}: ${b.new ?? b.old ?? ''}`;
  return s.length > 160 ? s.slice(0, 157) + '...' : s;
}

const totals = { steps: 0, exact: 0, wrong: 0, missed: 0 };
for (const site of sites) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, site, 'truth.json'), 'utf8'));
  const state = path.join(tmp, `${site}.state.json`);
  const lines = [];
  let steps = 0, exact = 0, wrong = 0, missed = 0;
  truth.steps.forEach((step, i) => {
    const report = path.join(tmp, `${site}.${step.dir}.report.json`);
    const dir = path.join(tmp, site, step.dir);
    fs.cpSync(path.join(base, site, 'steps', step.dir), dir, { recursive: true });
    execFileSync('node', [cli, '--site-dir', dir, '--site-url', truth.siteUrl, '--state-file', state,
      '--now', new Date(Date.UTC(2026, 0, 1 + i)).toISOString().replace('.000', ''), '--report', report,
      '--sitemap', path.join(tmp, `${site}.sitemap.xml`)], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (!step.expect) return;
    steps++;
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    const rel = (u) => '/' + u.slice(truth.siteUrl.length);
    const got = new Set([...r.pages.new, ...r.pages.changed].map(rel));
    const want = new Set([...step.expect.new, ...step.expect.changed]);
    const extra = [...got].filter((u) => !want.has(u)).sort();
    const lost = [...want].filter((u) => !got.has(u)).sort();
    const removed = r.pages.removed.map(rel).sort();
    const removedOk = JSON.stringify(removed) === JSON.stringify([...step.expect.removed].sort());
    wrong += extra.length;
    missed += lost.length;
    if (!extra.length && !lost.length && removedOk) { exact++; return; }
    lines.push(`  ${step.dir}: ${extra.length} dated wrongly, ${lost.length} missed${removedOk ? '' : `, removed ${JSON.stringify(removed)} (truth ${JSON.stringify(step.expect.removed)})`}`);
    for (const u of extra) lines.push(`    dated   ${u}  ${firstBlock(r.changes ?? [], truth.siteUrl + u.slice(1))}`);
    for (const u of lost) lines.push(`    missed  ${u}`);
  });
  console.log(`${site}: ${exact}/${steps} steps exact, ${wrong} pages dated wrongly, ${missed} missed`);
  for (const l of lines) console.log(l);
  totals.steps += steps; totals.exact += exact; totals.wrong += wrong; totals.missed += missed;
}
console.log(`all: ${totals.exact}/${totals.steps} steps exact, ${totals.wrong} pages dated wrongly, ${totals.missed} missed`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exitCode = totals.exact === totals.steps ? 0 : 1;
