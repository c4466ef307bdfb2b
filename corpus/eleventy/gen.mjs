import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const bin = path.resolve(import.meta.dirname, '../node_modules/.bin/eleventy');

export default {
  version: () => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/@11ty/eleventy/package.json'), 'utf8')).version,
  notes: [
    'Related posts are an <aside> after <main> (outside the content area).',
    'Assets are fingerprinted by the config (site.<sha256-prefix>.css/js); the footer and JSON-LD carry the build time.',
    'Docs pages carry a feedback widget inside <main> whose id is random per build (id="fb-<random>").',
    'An inline script in <head> carries a per-build CSP nonce.',
  ],
  write(dir, m) {
    put(path.join(dir, '_data/theme.json'), JSON.stringify({ wrapClass: wrapClass(m.theme), footerLabel: footerLabel(m.theme) }));
    put(path.join(dir, '_data/site.json'), JSON.stringify(m.site));
    put(path.join(dir, '_data/taglist.json'), JSON.stringify(m.tags));
    put(path.join(dir, 'assets/site.css'), css(m.theme));
    put(path.join(dir, 'assets/site.js'), js(m.theme));
    put(path.join(dir, 'index.md'), frontMatter({ layout: 'home.njk', title: m.home.title }) + m.home.intro + '\n');
    put(path.join(dir, 'about.md'), frontMatter({ layout: 'page.njk', title: m.about.title, description: m.about.description }) + m.about.body + '\n');
    for (const x of m.posts) {
      put(path.join(dir, `blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, topics: x.tags }) + x.body + '\n');
    }
    m.docs.forEach((d, i) => {
      put(path.join(dir, `docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description, order: i + 1 }) + d.body + '\n');
    });
  },
  build(dir) {
    execSync(`${bin} --quiet`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    return path.join(dir, '_site');
  },
};
