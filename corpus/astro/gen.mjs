import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const bin = path.resolve(import.meta.dirname, '../node_modules/.bin/astro');

export default {
  version: () => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/astro/package.json'), 'utf8')).version,
  notes: [
    'Content collections (glob loader) for blog and docs; scoped component styles put data-astro-cid-* attributes on elements inside <main> (derived from the component, stable across these builds).',
    'Astro compacts whitespace in its own templates but not in rendered Markdown: the same text has different whitespace than in other generators.',
    'The theme change (step 03) also edits scoped <style> blocks, so the hashed /_astro/*.css names move.',
    'Stylesheets are emitted as hashed /_astro/*.css files (inlineStylesheets: never); scripts are bundled by Vite.',
    'Related posts are an <aside> after <main>.',
  ],
  write(dir, m) {
    put(path.join(dir, 'src/theme.json'), JSON.stringify({ wrapClass: wrapClass(m.theme), footerLabel: footerLabel(m.theme), theme: m.theme, site: m.site, home: m.home, tags: m.tags }));
    put(path.join(dir, 'src/styles/site.css'), css(m.theme));
    put(path.join(dir, 'src/scripts/site.js'), js(m.theme));
    if (m.theme === 2) {
      // A theme change also touches component styles: scoped-style hashes move.
      for (const f of ['src/pages/blog/[slug].astro', 'src/components/PostList.astro']) {
        const p = path.join(dir, f);
        fs.writeFileSync(p, fs.readFileSync(p, 'utf8').replace('<style>', '<style>\n  :where(a) { text-underline-offset: .15em; }'));
      }
    }
    put(path.join(dir, 'src/pages/about.md'), frontMatter({ layout: '../layouts/Page.astro', title: m.about.title, description: m.about.description }) + m.about.body + '\n');
    for (const x of m.posts) {
      put(path.join(dir, `src/content/blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, tags: x.tags }) + x.body + '\n');
    }
    m.docs.forEach((d, i) => {
      put(path.join(dir, `src/content/docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description, order: i + 1 }) + d.body + '\n');
    });
  },
  build(dir) {
    execSync(`${bin} build --silent`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    return path.join(dir, 'dist');
  },
};
