#!/usr/bin/env node
// Rebuilds the generator corpus: __fixtures__/corpus/<generator>/steps/<NN-name>/ + truth.json.
// Usage: node corpus/build.mjs [--truth] [generator...]   (default: all)
// --truth rewrites only the notes and expectations of truth.json from the models, building nothing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { models, truthSteps } from './shared/steps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const ALL = ['hugo', 'jekyll', 'eleventy', 'mkdocs', 'astro', 'nextjs', 'sphinx', 'mkdocs-material', 'starlight', 'vitepress', 'docusaurus'];
const args = process.argv.slice(2);
const truthOnly = args[0] === '--truth';
if (truthOnly) args.shift();
const wanted = args.length ? args : ALL;

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Copy only the pages (+ robots.txt) of a built site, keeping its directory structure. */
function copyPages(from, to) {
  let n = 0;
  for (const e of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    if (!(e.name.endsWith('.html') || e.name === 'robots.txt')) continue;
    const src = path.join(e.parentPath ?? e.path, e.name);
    const rel = path.relative(from, src);
    const dst = path.join(to, rel);
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.copyFileSync(src, dst);
    n++;
  }
  return n;
}

export function copyTemplate(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

export function run(cmd, cwd, env = {}) {
  execSync(cmd, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
}

for (const name of wanted) {
  const gen = (await import(`./${name}/gen.mjs`)).default;
  if (truthOnly) {
    const file = path.join(root, '__fixtures__', 'corpus', name, 'truth.json');
    const truth = JSON.parse(fs.readFileSync(file, 'utf8'));
    const steps = truthSteps(gen.truthOpts ?? {});
    truth.notes = gen.notes ?? [];
    truth.steps = truth.steps.map((step, i) => ({ ...step, ...steps[i] }));
    fs.writeFileSync(file, JSON.stringify(truth, null, 2) + '\n');
    continue;
  }
  const work = path.join(here, '.work', name);
  const outRoot = path.join(root, '__fixtures__', 'corpus', name);
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(outRoot, { recursive: true, force: true });
  const version = gen.version();
  console.log(`== ${name} ${version}`);
  for (const step of models()) {
    // Every step starts from a clean source tree, as a CI checkout would.
    for (const e of fs.existsSync(work) ? fs.readdirSync(work) : []) {
      if (!(gen.keep ?? []).includes(e)) fs.rmSync(path.join(work, e), { recursive: true, force: true });
    }
    fs.mkdirSync(work, { recursive: true });
    copyTemplate(path.join(here, name, 'site'), work);
    gen.write(work, step.model);
    const out = gen.build(work);
    const n = copyPages(out, path.join(outRoot, 'steps', step.dir));
    console.log(`   ${step.dir}: ${n} files`);
    sleep(1100); // the next build gets a different build time
  }
  const truth = {
    generator: name, version, siteUrl: 'https://example.com/',
    cli: gen.cli ?? { contentSelector: 'main, [role=main], article, body', ignoreSelector: [] },
    notes: gen.notes ?? [],
    steps: truthSteps(gen.truthOpts ?? {}),
  };
  fs.writeFileSync(path.join(outRoot, 'truth.json'), JSON.stringify(truth, null, 2) + '\n');
}
