#!/usr/bin/env node
// Runs the product CLI (dist/cli.js) over every corpus step with no configuration at all (only
// --site-dir, --site-url and the state), as a new user would, and prints per generator the steps
// that are exact, the pages dated that did not change, and the pages missed.
// Usage: node corpus/zero-config.mjs [--cli PATH] [generator...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const base = path.join(root, '__fixtures__', 'corpus');
const args = process.argv.slice(2);
const at = args.indexOf('--cli');
const cli = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : path.join(root, 'dist', 'cli.js');
const gens = args.length ? args : fs.readdirSync(base).filter((g) => fs.existsSync(path.join(base, g, 'truth.json'))).sort();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-zero-'));

const totals = { steps: 0, exact: 0, wrong: 0, missed: 0 };
for (const g of gens) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, g, 'truth.json'), 'utf8'));
  const state = path.join(tmp, `${g}.state.json`);
  let steps = 0, exact = 0, wrong = 0, missed = 0;
  const details = [];
  truth.steps.forEach((step, i) => {
    const report = path.join(tmp, `${g}.${step.dir}.report.json`);
    const site = path.join(tmp, g, step.dir);
    fs.cpSync(path.join(base, g, 'steps', step.dir), site, { recursive: true });
    execFileSync('node', [cli, '--site-dir', site, '--site-url', truth.siteUrl, '--state-file', state,
      '--now', new Date(Date.UTC(2026, 0, 1 + i)).toISOString().replace('.000', ''), '--report', report,
      '--sitemap', path.join(tmp, `${g}.sitemap.xml`)], { stdio: ['ignore', 'ignore', 'pipe'] });
    if (!step.expect) return;
    steps++;
    const r = JSON.parse(fs.readFileSync(report, 'utf8')).pages;
    const rel = (list) => list.map((u) => '/' + u.slice(truth.siteUrl.length));
    const got = new Set([...rel(r.new), ...rel(r.changed)]);
    const want = new Set([...step.expect.new, ...step.expect.changed]);
    const extra = [...got].filter((u) => !want.has(u));
    const lost = [...want].filter((u) => !got.has(u));
    const removedOk = JSON.stringify(rel(r.removed).sort()) === JSON.stringify([...step.expect.removed].sort());
    wrong += extra.length;
    missed += lost.length;
    if (extra.length === 0 && lost.length === 0 && removedOk) exact++;
    else details.push(`  ${step.dir}: ${extra.length} dated wrongly${extra.length ? ` (${extra.slice(0, 4).join(' ')}${extra.length > 4 ? ' …' : ''})` : ''}, ${lost.length} missed${lost.length ? ` (${lost.join(' ')})` : ''}${removedOk ? '' : ', removed differs'}`);
  });
  console.log(`${g}: ${exact}/${steps} steps exact, ${wrong} pages dated wrongly, ${missed} missed`);
  for (const d of details) console.log(d);
  totals.steps += steps; totals.exact += exact; totals.wrong += wrong; totals.missed += missed;
}
console.log(`all: ${totals.exact}/${totals.steps} steps exact, ${totals.wrong} pages dated wrongly, ${totals.missed} missed`);
process.exitCode = totals.exact === totals.steps ? 0 : 1;
