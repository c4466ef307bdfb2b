import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const bin = path.resolve(import.meta.dirname, '../node_modules/.bin/next');

// Next's static export without trailingSlash writes /blog/x as blog/x.html.
const mapUrl = (u) => (u === '/' ? '/' : u.replace(/\/$/, '.html'));

export default {
  version: () => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../node_modules/next/package.json'), 'utf8')).version,
  truthOpts: { mapUrl },
  notes: [
    'App Router, output: "export", no trailingSlash: pages are written as blog/<slug>.html, blog.html, docs.html (URLs /blog/<slug>.html ...); index.html is /.',
    'Every page inlines the React Server Components payload (self.__next_f.push scripts) holding the whole page again, plus a random build id that changes on every build.',
    'JSON-LD is rendered by the page component, so the ld+json <script> sits inside <main>.',
    'CSS modules give hashed class names inside <main>; the theme change (step 03) also edits a CSS module.',
    'Not-found pages (404.html, _not-found.html) carry <meta name="robots" content="noindex">.',
  ],
  write(dir, m) {
    put(path.join(dir, 'content/site.json'), JSON.stringify({ site: m.site, home: m.home, tags: m.tags, about: m.about, wrapClass: wrapClass(m.theme), footerLabel: footerLabel(m.theme) }));
    put(path.join(dir, 'app/globals.css'), css(m.theme));
    put(path.join(dir, 'public/site.js'), js(m.theme));
    put(path.join(dir, 'app/post.module.css'), `.title { line-height: 1.2; }\n.meta { color: #667; }\n${m.theme === 2 ? '.meta { font-variant: small-caps; }\n' : ''}`);
    for (const x of m.posts) {
      put(path.join(dir, `content/blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, tags: x.tags }) + x.body + '\n');
    }
    m.docs.forEach((d, i) => {
      put(path.join(dir, `content/docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description, order: i + 1 }) + d.body + '\n');
    });
  },
  build(dir) {
    execSync(`${bin} build`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    return path.join(dir, 'out');
  },
};
