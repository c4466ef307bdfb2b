// Site configuration. The model-dependent values (titles, theme wording, the post list) come from
// site.json, which corpus/docusaurus/gen.mjs writes for each build step.
const fs = require('node:fs');
const path = require('node:path');

const site = JSON.parse(fs.readFileSync(path.join(__dirname, 'site.json'), 'utf8'));
const built = new Date();

// "More from the blog" lists the other posts in an order drawn once per build, so server and
// client bundles agree on it and every build (a plain rebuild too) shows another order.
const shuffled = [...site.posts];
for (let i = shuffled.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
}

module.exports = {
  title: site.title,
  tagline: site.description,
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  customFields: { wrapClass: site.wrapClass, moreFromBlog: shuffled },
  scripts: [{ src: '/js/site.js', defer: true }],
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: 'docs', sidebarPath: require.resolve('./sidebars.js') },
        blog: {
          routeBasePath: 'blog',
          blogTitle: 'Blog',
          blogDescription: 'News and notes from the Tidewater team.',
          postsPerPage: 'ALL',
          archiveBasePath: null,
          blogSidebarTitle: 'Recent posts',
        },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: site.title,
      items: [
        { to: '/docs/', label: 'Docs', position: 'left' },
        { to: '/blog/', label: 'Blog', position: 'left' },
        { to: '/tags/', label: 'Tags', position: 'left' },
        { to: '/about/', label: 'About', position: 'left' },
        { href: 'https://forum.example.org/?utm_source=site&utm_medium=nav&utm_campaign=forum', label: 'Forum', position: 'right' },
      ],
    },
    footer: {
      style: 'light',
      links: [
        { title: 'Docs', items: [{ label: 'Getting started', to: '/docs/getting-started/' }, { label: 'Install', to: '/docs/install/' }] },
        { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.org/?utm_source=site&utm_medium=footer&utm_campaign=forum' }] },
      ],
      copyright: `${site.footerLabel} <time datetime="${built.toISOString()}">${built.toUTCString()}</time>`,
    },
  },
};
