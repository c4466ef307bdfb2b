// VitePress configuration of the Tidewater fixture site. The parts that follow the model (the
// sidebars, the footer wording) come from site.json, which corpus/vitepress/gen.mjs writes.
import { defineConfig } from 'vitepress';
import site from './site.json';

export default defineConfig({
  lang: 'en-US',
  title: site.title,
  description: site.description,
  srcDir: 'src',
  // Pages are folders (docs/install/index.md), so the output is docs/install/index.html.
  cleanUrls: false,
  themeConfig: {
    nav: [
      { text: 'Docs', link: '/docs/' },
      { text: 'Blog', link: '/blog/' },
      { text: 'Tags', link: '/tags/' },
      { text: 'About', link: '/about/' },
    ],
    sidebar: {
      '/docs/': [{ text: 'Guides', link: '/docs/', items: site.docs }],
      '/blog/': [{ text: 'Blog', link: '/blog/', items: site.posts }],
    },
    footer: { message: site.footer },
  },
});
