import { execSync } from 'node:child_process';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put } from '../shared/write.mjs';

const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

// --- A small Markdown -> reStructuredText converter for the constructs the model uses:
// headings, paragraphs, bullet and numbered lists, links, inline code, bold, fenced code, tables.

const sectionIndexes = new Set(['/blog', '/docs', '/tags']);

/** A site path (/docs/install/) as a Sphinx document name (/docs/install, /blog/index). */
function docName(url) {
  const p = url.replace(/\/$/, '');
  if (p === '') return '/index';
  return sectionIndexes.has(p) ? `${p}/index` : p;
}

function inline(s) {
  return s.split(/(`[^`]+`)/).map((part, i) => {
    if (i % 2) return '``' + part.slice(1, -1) + '``';
    return part.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, text, url) =>
      url.startsWith('/') ? `:doc:\`${text} <${docName(url)}>\`` : `\`${text} <${url}>\`__`);
  }).join('');
}

const indent = (s, n = 3) => s.split('\n').map((l) => (l ? ' '.repeat(n) + l : l)).join('\n');
const title = (t, ch) => `${t}\n${ch.repeat(Math.max(t.length, 3))}`;

function blocks(md) {
  const out = [];
  for (const b of md.split('\n\n')) {
    const last = out[out.length - 1];
    if (last && last.startsWith('```') && !/\n```$/.test(last)) out[out.length - 1] = `${last}\n\n${b}`;
    else out.push(b);
  }
  return out;
}

/** opts.note: a test (block text => boolean) for paragraphs rendered as a `.. note::` admonition. */
export function toRst(md, opts = {}) {
  return blocks(md).map((b) => {
    let m;
    if ((m = b.match(/^(#{2,4}) (.*)$/))) return title(inline(m[2]), { 2: '-', 3: '~', 4: '^' }[m[1].length]);
    if ((m = b.match(/^```(\w*)\n([\s\S]*?)\n```$/))) return `.. code-block:: ${m[1] || 'text'}\n\n${indent(m[2])}`;
    if (b.startsWith('|')) {
      const rows = b.split('\n').filter((l) => !/^\|\s*-/.test(l))
        .map((l) => l.replace(/^\|\s*|\s*\|$/g, '').split(/\s*\|\s*/));
      const body = rows.map((r) => r.map((c, j) => `${j ? '  ' : '* '}- ${inline(c)}`).join('\n')).join('\n');
      return `.. list-table::\n   :header-rows: 1\n\n${indent(body)}`;
    }
    if (/^(- |\d+\. )/.test(b)) return b.split('\n').map((l) => inline(l)).join('\n');
    if (opts.note && opts.note(b)) return `.. note::\n\n${indent(inline(b))}`;
    return inline(b);
  }).join('\n\n');
}

// --- Pages

/** A page: optional meta, the wrapper class on the page's top section, title, body. */
function page(m, { heading, description, body, orphan = false, robots }) {
  const head = [];
  if (orphan) head.push(':orphan:', '');
  const meta = [description && `   :description: ${description}`, robots && `   :robots: ${robots}`].filter(Boolean);
  if (meta.length) head.push('.. meta::', ...meta, '');
  head.push(`.. rst-class:: ${wrapClass(m.theme)}`, '', title(heading, '='), '', '');
  return head.join('\n') + body.trim() + '\n';
}

const toctree = (entries) => `.. toctree::\n   :hidden:\n\n${entries.map((e) => `   ${e}`).join('\n')}\n`;
const postItem = (x) => `- :doc:\`${x.title} </blog/${x.slug}>\` (${readable(x.date)})`;

export default {
  version: () => execSync('sphinx-build --version').toString().trim().split(/\s+/).pop(),
  notes: [
    'Sphinx has no blog or taxonomy: the home, blog, tag and docs index pages are reStructuredText written by corpus/sphinx/gen.mjs from the model (the model\'s Markdown bodies go through a small converter in gen.mjs), tied together by hidden toctrees.',
    'Built with the dirhtml builder, so every page is a/index.html; the 404 page is a plain document (:orphan:, meta robots noindex) at /404/index.html, since Sphinx has no 404 page of its own.',
    'The Read the Docs theme has no <main> element: the content area is div[role=main] (div.document, with div[itemprop=articleBody] inside) in div.rst-content inside section.wy-nav-content-wrap. The default selector picks div[role=main]. Breadcrumbs ("View page source" link) and the theme footer (previous/next buttons, footer line with the build time) are siblings of it inside .rst-content, outside the content area.',
    'Previous/next buttons follow the global toctree order (home, blog list, posts newest first, docs, tags, about) and sit in the theme footer, outside div[role=main].',
    'The left navigation lists the whole toctree (navigation_depth 2), so adding or removing a post changes every page outside the content area.',
    'The /docs/install/ paragraph edited in step 02 is inside a `.. note::` admonition (div.admonition.note). The theme-change class (wrapClass) is set with `.. rst-class::` on the page\'s top <section> inside div[role=main]: a `.. container::` cannot hold section titles in reStructuredText. Docutils normalises class names, so theme 2\'s "content content--wide" comes out as class="content content-wide".',
    'html_baseurl is deliberately not set: with the dirhtml builder Sphinx 5.3 writes <link rel="canonical" href="https://example.com/docs/install.html"> (the html builder\'s file name, not the dirhtml URL /docs/install/), so every page would name another URL as canonical. Without it there is no canonical link.',
    'Every build moves: the footer line (html_last_updated_fmt, build time to the second), searchindex.js. Sphinx 5.3 adds no ?v= cache busting to _static assets; the theme change edits _static/site.css and site.js in place.',
    'Sphinx also writes /genindex/ (an empty general index) and /search/ (the search page, content needs JavaScript). Neither carries a robots noindex meta in Sphinx 5.3 or this theme, so both are sitemap pages here; their content does not change between steps.',
    'Headings carry a permalink anchor (a.headerlink "¶") inside the content area; code blocks are Pygments-highlighted spans.',
  ],
  write(dir, m) {
    const posts = sortedPosts(m);
    put(path.join(dir, 'theme.json'), JSON.stringify({ footer_label: footerLabel(m.theme) }) + '\n');
    put(path.join(dir, '_static/site.css'), css(m.theme));
    put(path.join(dir, '_static/site.js'), js(m.theme));
    put(path.join(dir, 'index.rst'), page(m, {
      heading: m.home.title, description: m.site.description,
      body: `${inline(m.home.intro)}\n\nLatest posts\n------------\n\n${posts.slice(0, 5).map(postItem).join('\n')}\n\n${toctree(['blog/index', 'docs/index', 'tags/index', 'about'])}`,
    }));
    put(path.join(dir, 'blog/index.rst'), page(m, {
      heading: 'Blog', description: 'News and notes from the Tidewater team.',
      body: 'News and notes from the Tidewater team.\n\n' +
        posts.map((x) => `- :doc:\`${x.title} <${x.slug}>\`\n\n  ${readable(x.date)}\n\n  ${x.description}`).join('\n\n') +
        '\n\n' + toctree(posts.map((x) => x.slug)),
    }));
    for (const x of posts) {
      const tagLinks = x.tags.map((t) => `:doc:\`#${t} </tags/${t}>\``).join(' ');
      put(path.join(dir, `blog/${x.slug}.rst`), page(m, {
        heading: x.title, description: x.description,
        body: `.. rst-class:: meta\n\n${readable(x.date)} · ${tagLinks}\n\n${toRst(x.body)}`,
      }));
    }
    put(path.join(dir, 'docs/index.rst'), page(m, {
      heading: 'Documentation', description: 'Guides and reference for Tidewater.',
      body: 'Guides and reference for Tidewater.\n\n' + m.docs.map((d) => `- :doc:\`${d.title} <${d.slug}>\`: ${d.description}`).join('\n') +
        '\n\n' + toctree(m.docs.map((d) => d.slug)),
    }));
    for (const d of m.docs) {
      put(path.join(dir, `docs/${d.slug}.rst`), page(m, {
        heading: d.title, description: d.description,
        body: toRst(d.body, { note: d.slug === 'install' ? (b) => b.includes('on first run') : null }),
      }));
    }
    const tags = [...m.tags].sort();
    put(path.join(dir, 'tags/index.rst'), page(m, {
      heading: 'Tags', body: tags.map((t) => `- :doc:\`${t} <${t}>\``).join('\n') + '\n\n' + toctree(m.tags),
    }));
    for (const t of m.tags) {
      put(path.join(dir, `tags/${t}.rst`), page(m, {
        heading: `Posts tagged “${t}”`, body: posts.filter((x) => x.tags.includes(t)).map(postItem).join('\n'),
      }));
    }
    put(path.join(dir, 'about.rst'), page(m, { heading: m.about.title, description: m.about.description, body: toRst(m.about.body) }));
    put(path.join(dir, '404.rst'), page(m, {
      heading: 'Page not found', orphan: true, robots: 'noindex',
      body: `There is no page at this address. Start again from the :doc:\`home page </index>\`.`,
    }));
  },
  build(dir) {
    execSync('sphinx-build -b dirhtml -q -W --keep-going -E . _build', { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    return path.join(dir, '_build');
  },
};
