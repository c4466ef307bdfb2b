#!/usr/bin/env node
// Rebuilds __fixtures__/generator-sitemaps/<generator>/: the corpus site's first step built by Hugo
// (its sitemap template, with images), Astro with @astrojs/sitemap and Next with next-sitemap, each
// sitemap with an image entry and a PDF, plus the few built pages the rewrite tests date.
// The npm tools are installed outside the repository:
//   mkdir -p /tmp/gen-sitemaps && cd /tmp/gen-sitemaps && npm init -y &&
//   npm install astro@5.18.2 @astrojs/sitemap@3.7.4 next@16.4.6 react@19.3.1 react-dom@19.3.1 next-sitemap@4.2.3 markdown-it@14.3.3
// Usage: GEN_SITEMAPS=/tmp/gen-sitemaps node corpus/generator-sitemaps.mjs [hugo|astro|nextjs...]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { models } from './shared/steps.mjs';
import { put } from './shared/write.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const scratch = process.env.GEN_SITEMAPS ?? '/tmp/gen-sitemaps';
const out = path.join(here, '..', '__fixtures__', 'generator-sitemaps');
const model = models()[0].model;
const IMAGE = 'https://example.com/images/cover.png';
// The pages the tests date; the other entries stay undated (no built page in the fixture).
const PAGES = ['index.html', 'about/index.html', 'docs/index.html', 'blog/index.html'];
// A minimal PDF: the sitemaps list it as a non-HTML URL.
const PDF = '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const HUGO_SITEMAP = `{{ printf "<?xml version=\\"1.0\\" encoding=\\"utf-8\\" standalone=\\"yes\\"?>" | safeHTML }}
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
  xmlns:xhtml="http://www.w3.org/1999/xhtml"
  xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  {{ range .Data.Pages }}
    {{- if .Permalink -}}
  <url>
    <loc>{{ .Permalink }}</loc>{{ if not .Lastmod.IsZero }}
    <lastmod>{{ safeHTML ( .Lastmod.Format "2006-01-02T15:04:05-07:00" ) }}</lastmod>{{ end }}{{ with .Sitemap.ChangeFreq }}
    <changefreq>{{ . }}</changefreq>{{ end }}{{ if ge .Sitemap.Priority 0.0 }}
    <priority>{{ .Sitemap.Priority }}</priority>{{ end }}{{ range .Params.images }}
    <image:image><image:loc>{{ . | absURL }}</image:loc></image:image>{{ end }}
  </url>
    {{- end -}}
  {{ end }}
  <url>
    <loc>{{ "guide.pdf" | absURL }}</loc>
    <lastmod>2026-01-15T00:00:00+00:00</lastmod>
  </url>
</urlset>
`;

const generators = {
  hugo: {
    version: () => execSync('hugo version').toString().match(/v(\d+\.\d+\.\d+)/)[1],
    build(dir) {
      fs.appendFileSync(path.join(dir, 'hugo.toml'), '[sitemap]\n  changefreq = "weekly"\n  priority = 0.5\n');
      put(path.join(dir, 'layouts/_default/sitemap.xml'), HUGO_SITEMAP);
      put(path.join(dir, 'static/guide.pdf'), PDF);
      const about = path.join(dir, 'content/about.md');
      fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace('---\n', `---\nimages: ["/images/cover.png"]\n`));
      execSync('hugo --quiet --cleanDestinationDir --destination public', { cwd: dir, stdio: 'inherit' });
      return { built: path.join(dir, 'public'), sitemaps: ['sitemap.xml'] };
    },
  },
  astro: {
    version: () => `astro ${pkg('astro')}, @astrojs/sitemap ${pkg('@astrojs/sitemap')}`,
    build(dir) {
      put(path.join(dir, 'public/guide.pdf'), PDF);
      const config = path.join(dir, 'astro.config.mjs');
      const sitemap = `sitemap({
    changefreq: 'weekly',
    priority: 0.7,
    lastmod: new Date('2026-01-01T00:00:00Z'),
    customPages: ['https://example.com/guide.pdf'],
    serialize(item) {
      if (item.url === 'https://example.com/about/') item.img = [{ url: '${IMAGE}', caption: 'Cover' }];
      return item;
    },
  })`;
      fs.writeFileSync(config, "import sitemap from '@astrojs/sitemap';\n" + fs.readFileSync(config, 'utf8').replace('export default defineConfig({', `export default defineConfig({\n  integrations: [${sitemap}],`));
      execSync(`${bin('astro')} build --silent`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
      return { built: path.join(dir, 'dist'), sitemaps: ['sitemap-index.xml', 'sitemap-0.xml'] };
    },
  },
  nextjs: {
    version: () => `next ${pkg('next')}, next-sitemap ${pkg('next-sitemap')}`,
    build(dir) {
      put(path.join(dir, 'public/guide.pdf'), PDF);
      put(path.join(dir, 'next-sitemap.config.cjs'), `module.exports = {
  siteUrl: 'https://example.com',
  outDir: 'out',
  changefreq: 'daily',
  priority: 0.7,
  autoLastmod: true,
  additionalPaths: async () => [{ loc: '/guide.pdf', lastmod: '2026-01-15T00:00:00.000Z' }],
  transform: async (config, loc) => ({
    loc,
    changefreq: config.changefreq,
    priority: config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
    ...(loc === '/about' ? { images: [{ loc: new URL('${IMAGE}') }] } : {}),
  }),
};
`);
      const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
      execSync(`${bin('next')} build`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
      execSync(`${bin('next-sitemap')} --config next-sitemap.config.cjs`, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env });
      return { built: path.join(dir, 'out'), sitemaps: ['sitemap.xml', 'sitemap-0.xml'], pages: ['index.html', 'about.html', 'docs.html', 'blog.html'] };
    },
  },
};

const pkg = (name) => JSON.parse(fs.readFileSync(path.join(scratch, 'node_modules', name, 'package.json'), 'utf8')).version;
const bin = (name) => path.join(scratch, 'node_modules/.bin', name);

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(generators);
for (const name of wanted) {
  const gen = generators[name];
  const work = path.join(scratch, 'work', name);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  fs.cpSync(path.join(here, name, 'site'), work, { recursive: true });
  (await import(`./${name}/gen.mjs`)).default.write(work, model);
  const { built, sitemaps, pages = PAGES } = gen.build(work);
  const target = path.join(out, name);
  fs.rmSync(target, { recursive: true, force: true });
  for (const file of [...sitemaps, ...pages]) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(built, file), path.join(target, file));
  }
  console.log(`${name} (${gen.version()}): ${sitemaps.join(', ')} + ${pages.length} pages`);
}
