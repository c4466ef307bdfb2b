import { execSync } from 'node:child_process';
import path from 'node:path';
import { sortedPosts } from '../shared/steps.mjs';
import { css, js, wrapClass, footerLabel } from '../shared/theme.mjs';
import { put, frontMatter } from '../shared/write.mjs';

export default {
  version: () => execSync('hugo version').toString().match(/v(\d+\.\d+\.\d+)/)[1],
  truthOpts: { blogPageSize: 10 },
  notes: [
    'Related posts (.Site.RegularPages.Related) are rendered inside <main> in a <section class="related-posts">: the list changes when other posts are added or removed, and the default related-links rule leaves it out.',
    'The blog list is paginated (10 per page); /blog/page/1/ is Hugo\'s meta-refresh alias to /blog/. /blog/page/2/ carries its own canonical (many Hugo themes use .Permalink, which points page 2 at /blog/ and so takes it out of the sitemap). Step 04 changes /blog/ but not /blog/page/2/.',
    'Asset URLs are fingerprinted with resources.Fingerprint (sha256) and carry SRI integrity attributes.',
  ],
  write(dir, m) {
    put(path.join(dir, 'hugo.toml'), `baseURL = "${m.site.url}"
languageCode = "en-us"
title = "${m.site.title}"
paginate = 10
enableRobotsTXT = true
[taxonomies]
  tag = "tags"
[params]
  description = "${m.site.description}"
  author = "${m.site.author}"
  wrapClass = "${wrapClass(m.theme)}"
  footerLabel = "${footerLabel(m.theme)}"
[related]
  includeNewer = true
  threshold = 1
  toLower = true
  [[related.indices]]
    name = "tags"
    weight = 100
[markup.goldmark.renderer]
  unsafe = false
`);
    put(path.join(dir, 'assets/css/site.css'), css(m.theme));
    put(path.join(dir, 'assets/js/site.js'), js(m.theme));
    put(path.join(dir, 'content/_index.md'), frontMatter({ title: m.home.title, description: m.site.description }) + m.home.intro + '\n');
    put(path.join(dir, 'content/blog/_index.md'), frontMatter({ title: 'Blog', description: 'News and notes from the Tidewater team.' }));
    put(path.join(dir, 'content/docs/_index.md'), frontMatter({ title: 'Documentation', description: 'Guides and reference for Tidewater.' }));
    put(path.join(dir, 'content/tags/_index.md'), frontMatter({ title: 'Tags' }));
    put(path.join(dir, 'content/about.md'), frontMatter({ title: m.about.title, description: m.about.description, url: '/about/' }) + m.about.body + '\n');
    for (const x of sortedPosts(m)) {
      put(path.join(dir, `content/blog/${x.slug}.md`), frontMatter({ title: x.title, date: x.date, description: x.description, tags: x.tags }) + x.body + '\n');
    }
    m.docs.forEach((d, i) => {
      put(path.join(dir, `content/docs/${d.slug}.md`), frontMatter({ title: d.title, description: d.description, weight: i + 1 }) + d.body + '\n');
    });
  },
  build(dir) {
    execSync('hugo --quiet --cleanDestinationDir --destination public', { cwd: dir, stdio: 'inherit' });
    return path.join(dir, 'public');
  },
};
