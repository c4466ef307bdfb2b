// Astro Starlight, configured as a user would: default theme, explicit sidebar, custom CSS, an
// inline head script and two component overrides (Footer, MarkdownContent).
// src/site.json and the theme files are written per step by ../gen.mjs from the site model.
import fs from 'node:fs';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

const site = JSON.parse(fs.readFileSync(new URL('./src/site.json', import.meta.url), 'utf8'));
const script = fs.readFileSync(new URL('./src/scripts/site.js', import.meta.url), 'utf8');

export default defineConfig({
  site: site.url,
  integrations: [
    starlight({
      title: site.title,
      description: site.description,
      customCss: ['./src/styles/site.css'],
      head: [{ tag: 'script', content: script }],
      components: {
        Footer: './src/components/Footer.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
      },
      sidebar: [
        { label: 'Docs', items: ['docs', ...site.docs.map((s) => `docs/${s}`)] },
        { label: 'Blog', items: ['blog', ...site.posts.map((s) => `blog/${s}`)] },
        { label: 'Tags', items: ['tags', ...site.tags.map((t) => `tags/${t}`)] },
        'about',
      ],
    }),
  ],
});
