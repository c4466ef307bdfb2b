#!/usr/bin/env node
// Writes __fixtures__/history/<site>/steps/<dir>/ from the deploy commits named in its truth.json,
// byte for byte from a local git copy of source.repo (a bare mirror is enough; nothing is built).
// Usage: node corpus/history/extract.mjs --git-dir DIR SITE   (DIR: a git copy holding source.branch)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = path.resolve(here, '..', '..', '__fixtures__', 'history');
const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
const gitDir = opt('--git-dir');
const sites = args;
if (!gitDir || sites.length !== 1) throw new Error('usage: extract.mjs --git-dir DIR SITE');

const git = (dir, ...a) => execFileSync('git', ['--git-dir', dir, ...a], { maxBuffer: 1 << 30 });

for (const site of sites) {
  const truth = JSON.parse(fs.readFileSync(path.join(base, site, 'truth.json'), 'utf8'));
  const dir = gitDir;
  const include = truth.files.include.map((r) => new RegExp(r));
  const exclude = (truth.files.exclude ?? []).map((r) => new RegExp(r));
  fs.rmSync(path.join(base, site, 'steps'), { recursive: true, force: true });
  for (const step of truth.steps) {
    // -z: paths with unusual bytes come through unquoted
    const entries = git(dir, 'ls-tree', '-r', '-z', step.commit).toString('utf8').split('\0').filter(Boolean);
    let n = 0;
    for (const e of entries) {
      const [meta, file] = e.split('\t');
      const [, type, blob] = meta.split(' ');
      if (type !== 'blob' || !include.some((r) => r.test(file)) || exclude.some((r) => r.test(file))) continue;
      const out = path.join(base, site, 'steps', step.dir, file);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, git(dir, 'cat-file', 'blob', blob));
      n++;
    }
    console.log(`${site} ${step.dir} ${step.commit.slice(0, 10)}: ${n} files`);
  }
}
