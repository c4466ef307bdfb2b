import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const hash = (s) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 10);

export default function (eleventyConfig) {
  // Fingerprinted assets: site.<hash>.css / site.<hash>.js, names exposed as global data.
  const assets = {};
  for (const [name, ext] of [['site', 'css'], ['site', 'js']]) {
    const src = fs.readFileSync(`assets/${name}.${ext}`, 'utf8');
    const out = `/assets/${name}.${hash(src)}.${ext}`;
    assets[ext] = out;
    fs.mkdirSync('_site/assets', { recursive: true });
    fs.writeFileSync(path.join('_site', out), src);
  }
  eleventyConfig.addGlobalData('assets', assets);
  eleventyConfig.addGlobalData('build', () => ({
    time: new Date().toISOString(),
    year: new Date().getUTCFullYear(),
    nonce: crypto.randomBytes(12).toString('base64'),
  }));
  eleventyConfig.ignores.add('assets/**');

  eleventyConfig.addCollection('posts', (api) => api.getFilteredByGlob('blog/*.md').sort((a, b) => a.date - b.date));
  eleventyConfig.addCollection('docs', (api) => api.getFilteredByGlob('docs/*.md').sort((a, b) => a.data.order - b.data.order));

  eleventyConfig.addFilter('isoDate', (d) => new Date(d).toISOString());
  eleventyConfig.addFilter('shortDate', (d) => new Date(d).toISOString().slice(0, 10));
  eleventyConfig.addFilter('readableDate', (d) => new Date(d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
  eleventyConfig.addFilter('newestFirst', (list) => [...list].reverse());
  eleventyConfig.addFilter('withTopic', (list, t) => list.filter((p) => (p.data.topics || []).includes(t)));
  eleventyConfig.addFilter('related', (list, page, topics) => list
    .filter((p) => p.url !== page.url && (p.data.topics || []).some((t) => topics.includes(t)))
    .reverse().slice(0, 3));
  eleventyConfig.addFilter('head', (list, n) => list.slice(0, n));
  eleventyConfig.addFilter('randomId', () => crypto.randomBytes(4).toString('hex'));
  eleventyConfig.addFilter('json', (v) => JSON.stringify(v));

  return { markdownTemplateEngine: false, dir: { input: '.', output: '_site' } };
}
