import { execSync } from 'node:child_process';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default {
  version: () => execSync('mkdocs --version').toString().match(/version (\S+)/)[1],
  notes: [
    'MkDocs has no blog or taxonomy: the home, blog, tag and docs index pages are Markdown written by corpus/mkdocs/gen.mjs from the model, as a site author or a hook would.',
    'Previous/next links follow the whole nav and sit in a bar above <main> (as in the built-in mkdocs theme), so they are not content here.',
    'Assets are cache-busted with ?v=<build timestamp>; the nav sidebar lists every page, so adding a post changes every page outside <main>.',
  ],
  write(dir, m) {
    const posts = sortedPosts(m);
    const li = (x, pre) => `- [${x.title}](${pre}${x.slug}.md) <time datetime="${x.date}">${readable(x.date)}</time>`;
    put(path.join(dir, 'mkdocs.yml'), `site_name: ${m.site.title}
site_url: ${m.site.url}
site_description: ${JSON.stringify(m.site.description)}
site_author: ${JSON.stringify(m.site.author)}
use_directory_urls: true
theme:
  name: null
  custom_dir: theme
  static_templates: [404.html]
plugins: []
markdown_extensions: [toc, tables, fenced_code, md_in_html]
extra:
  wrap_class: ${JSON.stringify(wrapClass(m.theme))}
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
    put(path.join(dir, 'docs/index.md'), frontMatter({ title: m.home.title, kind: 'home' }) + `# ${m.home.title}\n\n${m.home.intro}\n\n## Latest posts\n\n${posts.slice(0, 5).map((x) => li(x, 'blog/')).join('\n')}\n`);
    put(path.join(dir, 'docs/blog/index.md'), frontMatter({ title: 'Blog', description: 'News and notes from the Tidewater team.' }) + '# Blog\n\nNews and notes from the Tidewater team.\n\n' +
      posts.map((x) => `## [${x.title}](${x.slug}.md)\n\n<time datetime="${x.date}">${readable(x.date)}</time>\n\n${x.description}\n`).join('\n'));
    for (const x of posts) {
      const tagLinks = x.tags.map((t) => `[#${t}](../tags/${t}.md)`).join(' ');
      put(path.join(dir, `docs/blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, kind: 'post' }) +
        `# ${x.title}\n\n<p class="meta"><time datetime="${x.date}">${readable(x.date)}</time></p>\n\n<p class="tags" markdown>${tagLinks}</p>\n\n${x.body.replace(/\]\(\/docs\/([a-z0-9-]+)\/\)/g, '](../docs/$1.md)')}\n`);
    }
    put(path.join(dir, 'docs/docs/index.md'), frontMatter({ title: 'Documentation', description: 'Guides and reference for Tidewater.' }) + '# Documentation\n\nGuides and reference for Tidewater.\n\n' +
      m.docs.map((d) => `- [${d.title}](${d.slug}.md): ${d.description}`).join('\n') + '\n');
    for (const d of m.docs) {
      put(path.join(dir, `docs/docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description }) + `# ${d.title}\n\n${d.body.replace(/\]\(\/docs\/([a-z0-9-]+)\/\)/g, ']($1.md)')}\n`);
    }
    put(path.join(dir, 'docs/tags/index.md'), frontMatter({ title: 'Tags' }) + '# Tags\n\n' + [...m.tags].sort().map((t) => `- [${t}](${t}.md)`).join('\n') + '\n');
    for (const t of m.tags) {
      put(path.join(dir, `docs/tags/${t}.md`), frontMatter({ title: `Posts tagged ${t}` }) + `# Posts tagged “${t}”\n\n` + posts.filter((x) => x.tags.includes(t)).map((x) => li(x, '../blog/')).join('\n') + '\n');
    }
    put(path.join(dir, 'docs/about.md'), frontMatter({ title: m.about.title, description: m.about.description }) + `# ${m.about.title}\n\n${m.about.body}\n`);
  },
  build(dir) {
    execSync('mkdocs build --quiet --clean --site-dir _site', { cwd: dir, stdio: 'inherit' });
    return path.join(dir, '_site');
  },
};
