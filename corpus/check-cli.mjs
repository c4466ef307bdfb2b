#!/usr/bin/env node
// Runs the product CLI (dist/cli.js) over every corpus step, carrying the state from step to
// step, and compares its report with truth.json. The CLI runs on a temporary copy of each step
// (it may write into the pages it dates), so the fixtures are never touched.
// Usage: node corpus/check-cli.mjs [generator...]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const base = path.join(root, '__fixtures__', 'corpus');
const cli = path.join(root, 'dist', 'cli.js');
const gens = process.argv.slice(2).length ? process.argv.slice(2) : fs.readdirSync(base).filter((g) => fs.existsSync(path.join(base, g, 'truth.json')));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lastmod-corpus-'));

let bad = 0;
for (const g of gens) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, g, 'truth.json'), 'utf8'));
  const state = path.join(tmp, `${g}.state.json`);
  truth.steps.forEach((step, i) => {
    const report = path.join(tmp, `${g}.${step.dir}.report.json`);
    const site = path.join(tmp, g, step.dir);
    fs.cpSync(path.join(base, g, 'steps', step.dir), site, { recursive: true });
    const args = ['--site-dir', site, '--site-url', truth.siteUrl, '--state-file', state,
      '--now', new Date(Date.UTC(2026, 0, 1 + i)).toISOString().replace('.000', ''), '--report', report,
      '--sitemap', path.join(tmp, `${g}.sitemap.xml`), '--content-selector', truth.cli.contentSelector];
    for (const s of truth.cli.ignoreSelector) args.push('--ignore-selector', s);
    execFileSync('node', [cli, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!step.expect) return;
    const r = JSON.parse(fs.readFileSync(report, 'utf8')).pages;
    const rel = (list) => list.map((u) => '/' + u.slice(truth.siteUrl.length)).sort();
    const got = { new: rel(r.new), changed: rel(r.changed), removed: rel(r.removed) };
    const ok = JSON.stringify(got) === JSON.stringify(step.expect);
    if (!ok) bad++;
    console.log(`${ok ? 'ok  ' : 'DIFF'} ${g} ${step.dir}${ok ? '' : `\n  expected ${JSON.stringify(step.expect)}\n  got      ${JSON.stringify(got)}`}`);
  });
}
console.log(`reports in ${tmp}`);
process.exitCode = bad ? 1 : 0;
