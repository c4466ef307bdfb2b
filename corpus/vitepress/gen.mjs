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

/** The home layout's feature cards, as most VitePress sites have: each is an <article> of its own. */
const FEATURES = `features:
  - title: Atomic switches
    details: A release goes live all at once, or not at all.
  - title: Readable logs
    details: One screen of text says what a deploy did.
  - title: Cache headers
    details: Each file type gets the headers it needs.
`;

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const time = (d) => `<time datetime="${d}">${readable(d)}</time>`;

/** A page's Markdown inside the theme's wrapper div (blank lines keep the Markdown parsed). */
const wrapped = (m, md) => `<div class="${wrapClass(m.theme)}">\n\n${md}\n\n</div>\n`;

/** The install guide's caching paragraph goes into a tip container. */
const withTip = (body) => body.split('\n\n').map((para) => (para.startsWith('The npm package downloads') ? `::: tip\n${para}\n:::` : para)).join('\n\n');

export default {
  version: () => {
    install();
    return JSON.parse(fs.readFileSync(path.join(modules, 'vitepress/package.json'), 'utf8')).version;
  },
  notes: [
    'Default theme. Pages are written as folders (docs/install/index.md under srcDir src/, cleanUrls off), so the output is docs/install/index.html with no rewrites.',
    'Only the doc layout has a <main> (main.main around the rendered Markdown, div.vp-doc). The home page uses the home layout: hero (home title and intro from front matter) and the Markdown below it (the 5 newest posts), and three feature cards, each an <article class="box">, but no <main> or [role=main]: the default content selector takes the feature cards, and the list of posts below them is left out.',
    'The blog index, tag pages and the docs index are Markdown written by corpus/vitepress/gen.mjs from the model; VitePress has no blog or taxonomy of its own.',
    'Previous/next links come from the sidebar (the /blog/ sidebar lists posts newest first) and render in the doc footer (footer.VPDocFooter), after </main>: a post\'s older/newer links are not content here.',
    'The top nav and the sidebars (/docs/ and /blog/; the tag pages and /about/ have none) are outside <main>.',
    'Related posts: the theme\'s doc-after slot renders after </main>, so the component is registered globally and every post places it at the end of its Markdown: the <aside class="related-posts"> is inside <main>. It lists 3 other posts drawn with Math.random during SSR: every build, a plain rebuild included, lists others.',
    'The footer (themeConfig.footer.message) carries the build time; it also sits in the inline __VP_SITE_DATA__ script. Scripts and styles are Vite chunks with hashed names (/assets/*.<hash>.js|css), and an inline __VP_HASH_MAP__ script lists every page chunk, so any page change changes every page outside <main>.',
    'The tip container on /docs/install/ renders as <div class="tip custom-block">. Headings get <a class="header-anchor"> permalinks; code blocks are highlighted by Shiki.',
    'The 404 page is 404.html (NotFound component, no noindex meta).',
  ],
  keep: ['node_modules'],
  write(dir, m) {
    install();
    if (!fs.existsSync(path.join(dir, 'node_modules'))) fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    const posts = sortedPosts(m);
    const src = path.join(dir, 'src');
    put(path.join(dir, '.vitepress/site.json'), JSON.stringify({
      title: m.site.title,
      description: m.site.description,
      footer: `${footerLabel(m.theme)} <time datetime="${new Date().toISOString()}">${new Date().toUTCString()}</time>`,
      posts: posts.map((x) => ({ text: x.title, link: `/blog/${x.slug}/` })),
      docs: m.docs.map((d) => ({ text: d.title, link: `/docs/${d.slug}/` })),
    }, null, 2));
    put(path.join(dir, '.vitepress/theme/site.css'), css(m.theme));
    put(path.join(dir, '.vitepress/theme/site.js'), js(m.theme));

    const li = (x) => `- [${x.title}](/blog/${x.slug}/) ${time(x.date)}`;
    put(path.join(src, 'index.md'), frontMatter({ layout: 'home', title: m.home.title }).replace(/---\n$/, `hero:\n  name: ${JSON.stringify(m.home.title)}\n  tagline: ${JSON.stringify(m.home.intro)}\n${FEATURES}---\n`) +
      wrapped(m, `## Latest posts\n\n${posts.slice(0, 5).map(li).join('\n')}`));
    put(path.join(src, 'blog/index.md'), frontMatter({ title: 'Blog', description: 'News and notes from the Tidewater team.' }) +
      wrapped(m, '# Blog\n\nNews and notes from the Tidewater team.\n\n' + posts.map((x) => `## [${x.title}](/blog/${x.slug}/)\n\n${time(x.date)}\n\n${x.description}`).join('\n\n')));
    for (const x of posts) {
      const tagLinks = x.tags.map((t) => `[#${t}](/tags/${t}/)`).join(' ');
      put(path.join(src, `blog/${x.slug}/index.md`), frontMatter({ title: x.title, date: x.date, description: x.description, tags: x.tags }) +
        wrapped(m, `# ${x.title}\n\n<p class="meta">${time(x.date)}</p>\n\n${tagLinks}\n\n${x.body}`) + '\n<RelatedPosts />\n');
    }
    put(path.join(src, 'docs/index.md'), frontMatter({ title: 'Documentation', description: 'Guides and reference for Tidewater.' }) +
      wrapped(m, '# Documentation\n\nGuides and reference for Tidewater.\n\n' + m.docs.map((d) => `- [${d.title}](/docs/${d.slug}/): ${d.description}`).join('\n')));
    for (const d of m.docs) {
      put(path.join(src, `docs/${d.slug}/index.md`), frontMatter({ title: d.title, description: d.description }) + wrapped(m, `# ${d.title}\n\n${withTip(d.body)}`));
    }
    put(path.join(src, 'tags/index.md'), frontMatter({ title: 'Tags' }) + wrapped(m, '# Tags\n\n' + [...m.tags].sort().map((t) => `- [${t}](/tags/${t}/)`).join('\n')));
    for (const t of m.tags) {
      put(path.join(src, `tags/${t}/index.md`), frontMatter({ title: `Posts tagged ${t}` }) + wrapped(m, `# Posts tagged “${t}”\n\n` + posts.filter((x) => x.tags.includes(t)).map(li).join('\n')));
    }
    put(path.join(src, 'about/index.md'), frontMatter({ title: m.about.title, description: m.about.description }) + wrapped(m, `# ${m.about.title}\n\n${m.about.body}`));
  },
  build(dir) {
    execSync(`${path.join(modules, '.bin/vitepress')} build`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    return path.join(dir, '.vitepress/dist');
  },
};
