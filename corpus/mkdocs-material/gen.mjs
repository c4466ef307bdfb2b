import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const themeVersion = () => fs.readFileSync('/usr/share/mkdocs/themes/material/base.html', 'utf8').match(/mkdocs-material-([\d.]+)/)[1];

export default {
  version: () => `${themeVersion()} (mkdocs ${execSync('mkdocs --version').toString().match(/version (\S+)/)[1]})`,
  notes: [
    'MkDocs has no blog or taxonomy: the home, blog, tag and docs index pages are Markdown written by corpus/mkdocs-material/gen.mjs from the model (as corpus/mkdocs/gen.mjs does).',
    'Material theme (Debian mkdocs-material 8.2.5, features navigation.tabs and navigation.sections, built-in search plugin). overrides/ holds only main.html (the related-posts block) and partials/copyright.html (footer wording + build time).',
    'The theme\'s <main class="md-main"> is NOT the content area: it holds the primary sidebar (the whole nav, every post and guide, rendered on every page even when tabs hide it on wide screens) and the table-of-contents sidebar next to div.md-content > article.md-content__inner, which is the content. The default selector picks <main>, so adding or removing a post changes <main> of every page.',
    'Previous/next links follow the whole nav and sit in footer.md-footer, after <main>. The tabs bar (nav.md-tabs) and the header are before <main>.',
    'Noise widget inside the article: on posts, overrides/main.html appends <aside class="related"> ("Related posts") with three other posts chosen by build_date_utc.second, so it changes on (almost) every build, and also when posts are added or removed.',
    'The /docs/install/ paragraph edited in step 02 is in an `!!! note` admonition (div.admonition.note). The theme-change class (wrapClass) is on a <div markdown> wrapper (md_in_html) inside the article.',
    'Every build moves: the footer time (build_date_utc) and the related posts. The theme\'s own assets have fixed fingerprinted names (main.2d9f7617.min.css, bundle.467223ff.min.js); extra_css/extra_javascript get no cache busting.',
    'Material writes 404.html at the root (no noindex meta; built from its static template).',
  ],
  write(dir, m) {
    const posts = sortedPosts(m);
    const li = (x, pre) => `- [${x.title}](${pre}${x.slug}.md) <time datetime="${x.date}">${readable(x.date)}</time>`;
    const wrap = (s) => `<div class="${wrapClass(m.theme)}" markdown>\n\n${s.trim()}\n\n</div>\n`;
    put(path.join(dir, 'mkdocs.yml'), `site_name: ${m.site.title}
site_url: ${m.site.url}
site_description: ${JSON.stringify(m.site.description)}
site_author: ${JSON.stringify(m.site.author)}
use_directory_urls: true
theme:
  name: material
  custom_dir: overrides
  features:
    - navigation.tabs
    - navigation.sections
markdown_extensions:
  - toc:
      permalink: true
  - tables
  - fenced_code
  - admonition
  - md_in_html
extra:
  footer_label: ${JSON.stringify(footerLabel(m.theme))}
extra_css: [assets/site.css]
extra_javascript: [assets/site.js]
nav:
  - Home: index.md
  - Blog:
    - blog/index.md
${posts.map((x) => `    - ${JSON.stringify(x.title)}: blog/${x.slug}.md`).join('\n')}
  - Docs:
    - docs/index.md
${m.docs.map((d) => `    - ${JSON.stringify(d.title)}: docs/${d.slug}.md`).join('\n')}
  - Tags:
    - tags/index.md
${m.tags.map((t) => `    - ${t}: tags/${t}.md`).join('\n')}
  - About: about.md
`);
    put(path.join(dir, 'docs/assets/site.css'), css(m.theme));
    put(path.join(dir, 'docs/assets/site.js'), js(m.theme));
    put(path.join(dir, 'docs/index.md'), frontMatter({ title: m.home.title, kind: 'home' }) + wrap(`# ${m.home.title}\n\n${m.home.intro}\n\n## Latest posts\n\n${posts.slice(0, 5).map((x) => li(x, 'blog/')).join('\n')}`));
    put(path.join(dir, 'docs/blog/index.md'), frontMatter({ title: 'Blog', description: 'News and notes from the Tidewater team.' }) + wrap('# Blog\n\nNews and notes from the Tidewater team.\n\n' +
      posts.map((x) => `## [${x.title}](${x.slug}.md)\n\n<time datetime="${x.date}">${readable(x.date)}</time>\n\n${x.description}\n`).join('\n')));
    for (const x of posts) {
      const tagLinks = x.tags.map((t) => `[#${t}](../tags/${t}.md)`).join(' ');
      put(path.join(dir, `docs/blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, kind: 'post' }) +
        wrap(`# ${x.title}\n\n<p class="meta"><time datetime="${x.date}">${readable(x.date)}</time></p>\n\n<p class="tags" markdown>${tagLinks}</p>\n\n${x.body.replace(/\]\(\/docs\/([a-z0-9-]+)\/\)/g, '](../docs/$1.md)')}`));
    }
    put(path.join(dir, 'docs/docs/index.md'), frontMatter({ title: 'Documentation', description: 'Guides and reference for Tidewater.' }) + wrap('# Documentation\n\nGuides and reference for Tidewater.\n\n' +
      m.docs.map((d) => `- [${d.title}](${d.slug}.md): ${d.description}`).join('\n')));
    for (const d of m.docs) {
      let body = d.body.replace(/\]\(\/docs\/([a-z0-9-]+)\/\)/g, ']($1.md)').replace(/\]\(\/blog\/\)/g, '](../blog/index.md)');
      // The paragraph step 02 edits goes into a note admonition.
      if (d.slug === 'install') body = body.split('\n\n').map((b) => (b.includes('on first run') ? `!!! note\n\n    ${b}` : b)).join('\n\n');
      put(path.join(dir, `docs/docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description }) + wrap(`# ${d.title}\n\n${body}`));
    }
    put(path.join(dir, 'docs/tags/index.md'), frontMatter({ title: 'Tags' }) + wrap('# Tags\n\n' + [...m.tags].sort().map((t) => `- [${t}](${t}.md)`).join('\n')));
    for (const t of m.tags) {
      put(path.join(dir, `docs/tags/${t}.md`), frontMatter({ title: `Posts tagged ${t}` }) + wrap(`# Posts tagged “${t}”\n\n` + posts.filter((x) => x.tags.includes(t)).map((x) => li(x, '../blog/')).join('\n')));
    }
    put(path.join(dir, 'docs/about.md'), frontMatter({ title: m.about.title, description: m.about.description }) + wrap(`# ${m.about.title}\n\n${m.about.body}`));
  },
  build(dir) {
    execSync('mkdocs build --quiet --clean --site-dir _site', { cwd: dir, stdio: 'inherit' });
    return path.join(dir, '_site');
  },
};
