import { execSync } from 'node:child_process';
import path from 'node:path';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

export default {
  version: () => execSync('jekyll --version').toString().trim().split(' ')[1],
  notes: [
    'Assets are cache-busted with ?v=<site.time epoch>, so every asset URL changes on every build.',
    'Related posts come from site.related_posts (without LSI: the most recent posts) in an <aside> after <main>.',
    'Posts use page.previous/page.next inside the article; docs are a collection sorted by `order`.',
  ],
  write(dir, m) {
    put(path.join(dir, '_config.yml'), `title: ${m.site.title}
description: ${JSON.stringify(m.site.description)}
author: ${JSON.stringify(m.site.author)}
url: "https://example.com"
baseurl: ""
permalink: /blog/:title/
timezone: UTC
markdown: kramdown
kramdown:
  input: GFM
  syntax_highlighter_opts:
    disable: true
collections:
  docs:
    output: true
    permalink: /docs/:name/
    sort_by: order
theme_wrap_class: ${JSON.stringify(wrapClass(m.theme))}
theme_footer_label: ${JSON.stringify(footerLabel(m.theme))}
topics: ${JSON.stringify(m.tags)}
exclude: [gen.mjs]
`);
    put(path.join(dir, 'assets/site.css'), css(m.theme));
    put(path.join(dir, 'assets/site.js'), js(m.theme));
    put(path.join(dir, 'index.md'), frontMatter({ layout: 'home', title: m.home.title }) + m.home.intro + '\n');
    put(path.join(dir, 'about.md'), frontMatter({ layout: 'page', title: m.about.title, description: m.about.description, permalink: '/about/' }) + m.about.body + '\n');
    for (const x of m.posts) {
      put(path.join(dir, `_posts/${x.date}-${x.slug}.md`), frontMatter({ layout: 'post', title: x.title, description: x.description, tags: x.tags }) + x.body + '\n');
    }
    m.docs.forEach((d, i) => {
      put(path.join(dir, `_docs/${d.slug}.md`), frontMatter({ layout: 'doc', title: d.title, description: d.description, order: i + 1 }) + d.body + '\n');
    });
    for (const t of m.tags) {
      put(path.join(dir, `tags/${t}.html`), frontMatter({ layout: 'tag', title: `Posts tagged ${t}`, tag: t, permalink: `/tags/${t}/` }));
    }
  },
  build(dir) {
    execSync('jekyll build --quiet --destination _site', { cwd: dir, stdio: 'inherit', env: { ...process.env, JEKYLL_ENV: 'production' } });
    return path.join(dir, '_site');
  },
};
