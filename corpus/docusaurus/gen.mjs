import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const pkg = import.meta.dirname;
const modules = path.join(pkg, 'node_modules');

function install() {
  if (!fs.existsSync(modules)) execSync(`npm ci --prefix ${JSON.stringify(pkg)} --no-audit --no-fund`, { stdio: ['ignore', 'ignore', 'inherit'] });
}

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const time = (d) => `<time dateTime="${d}">${readable(d)}</time>`;

/** Markdown inside the theme's wrapper div (blank lines keep MDX parsing it as Markdown). */
const wrapped = (m, md) => `<div className="${wrapClass(m.theme)}">\n\n${md}\n\n</div>\n`;

/** The install guide's caching paragraph goes into a note admonition. */
const withNote = (body) => body.split('\n\n').map((para) => (para.startsWith('The npm package downloads') ? `:::note\n\n${para}\n\n:::` : para)).join('\n\n');

/** A post's list excerpt is its first paragraph. */
const truncated = (body) => body.replace('\n\n', '\n\n<!-- truncate -->\n\n');

export default {
  version: () => {
    install();
    return JSON.parse(fs.readFileSync(path.join(modules, '@docusaurus/core/package.json'), 'utf8')).version;
  },
  notes: [
    'Classic preset (docs at /docs/, blog at /blog/, pages, sitemap), trailingSlash: true: every page is a/index.html; the 404 page is 404.html (no noindex meta).',
    'Every page has exactly one <main>: the docs <main> holds the breadcrumbs, the <article>, the previous/next links and the table of contents (a column of its own), with the docs sidebar outside; the blog <main> holds the post <article> and the newer/older links, with the "Recent posts" sidebar (5 newest) and the TOC outside.',
    '/docs/ is an index doc (docs/index.md, slug /) written from the model; the docs sidebar puts it first, so /docs/getting-started/ has it as its "Previous" link.',
    '/blog/ lists every post (postsPerPage ALL, no archive page) with its first paragraph (a truncate marker), its tags and a "Read more" link; posts show the date and the reading time under the title and the tags after the body, all inside the <article>.',
    'The blog plugin always makes its own tag pages at /blog/tags/ and /blog/tags/<tag>/ (tagsBasePath is relative to the blog and cannot be turned off); BlogTagsListPage and BlogTagsPostsPage are wrapped to set <meta name="robots" content="noindex">, so they are built but not sitemap pages (posts link their tags there). The model\'s /tags/ and /tags/<tag>/ are Markdown pages in src/pages/tags/ written by corpus/docusaurus/gen.mjs; /about/ is src/pages/about.md; / is src/pages/index.js.',
    'Noise inside the content: BlogPostItem/Footer is wrapped to add <section class="more-from-blog"> ("More from the blog") inside the post <article>, listing every other post in an order shuffled once per build in docusaurus.config.js (customFields), so every build, a plain rebuild included, lists them in another order.',
    'The install guide\'s caching paragraph is in a :::note admonition (div.theme-admonition-note). The wrapper class of theme.mjs is a <div> inside the content: in the MDX of docs and pages, in src/pages/index.js, and around every post body (BlogPostItem/Content wrapped).',
    'Build noise: the footer copyright carries the build time; CSS and JS are webpack bundles with hashed names (/assets/css/styles.<hash>.css, /assets/js/main.<hash>.js, runtime~main.<hash>.js); main.<hash>.js carries the site config (build time, the shuffled post order), so its name moves every build; theme.mjs js() is a static script (/js/site.js, same name every step); generator meta; CSS-module class names with hashes (stable while the theme components do not change). JSON-LD BlogPosting has no build date.',
  ],
  keep: ['node_modules'],
  write(dir, m) {
    install();
    if (!fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    const posts = sortedPosts(m);
    put(path.join(dir, 'site.json'), JSON.stringify({
      title: m.site.title,
      description: m.site.description,
      wrapClass: wrapClass(m.theme),
      footerLabel: footerLabel(m.theme),
      posts: posts.map((x) => ({ permalink: `/blog/${x.slug}/`, title: x.title })),
      docs: m.docs.map((d) => d.slug),
    }, null, 2));
    put(path.join(dir, 'src/data/home.json'), JSON.stringify({
      title: m.home.title, intro: m.home.intro,
      latest: posts.slice(0, 5).map((x) => ({ slug: x.slug, title: x.title, date: x.date })),
    }, null, 2));
    put(path.join(dir, 'src/css/custom.css'), css(m.theme));
    put(path.join(dir, 'static/js/site.js'), js(m.theme));

    for (const x of posts) {
      put(path.join(dir, `blog/${x.slug}.md`), frontMatter({ slug: x.slug, title: x.title, date: x.date, description: x.description, tags: x.tags }) + truncated(x.body) + '\n');
    }
    put(path.join(dir, 'docs/index.md'), frontMatter({ slug: '/', title: 'Documentation', description: 'Guides and reference for Tidewater.' }) +
      wrapped(m, 'Guides and reference for Tidewater.\n\n' + m.docs.map((d) => `- [${d.title}](/docs/${d.slug}/): ${d.description}`).join('\n')));
    for (const d of m.docs) {
      put(path.join(dir, `docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description }) + wrapped(m, withNote(d.body)));
    }
    const li = (x) => `- [${x.title}](/blog/${x.slug}/) ${time(x.date)}`;
    put(path.join(dir, 'src/pages/tags/index.md'), frontMatter({ title: 'Tags' }) + wrapped(m, '# Tags\n\n' + [...m.tags].sort().map((t) => `- [${t}](/tags/${t}/)`).join('\n')));
    for (const t of m.tags) {
      put(path.join(dir, `src/pages/tags/${t}.md`), frontMatter({ title: `Posts tagged ${t}` }) + wrapped(m, `# Posts tagged “${t}”\n\n` + posts.filter((x) => x.tags.includes(t)).map(li).join('\n')));
    }
    put(path.join(dir, 'src/pages/about.md'), frontMatter({ title: m.about.title, description: m.about.description }) + wrapped(m, `# ${m.about.title}\n\n${m.about.body}`));
  },
  build(dir) {
    execSync(`${path.join(modules, '.bin/docusaurus')} build --out-dir build`, {
      cwd: dir, stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    });
    return path.join(dir, 'build');
  },
};
