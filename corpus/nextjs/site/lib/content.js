import fs from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: true });
const root = path.join(process.cwd(), 'content');

export const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8'));

// Minimal front matter reader for the flat YAML the corpus writes.
function parse(file) {
  const text = fs.readFileSync(file, 'utf8');
  const [, head, body] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  const data = {};
  for (const line of head.split('\n')) {
    const i = line.indexOf(':');
    const k = line.slice(0, i).trim();
    const v = line.slice(i + 1).trim();
    data[k] = v.startsWith('"') || v.startsWith('[') ? JSON.parse(v) : /^\d+$/.test(v) ? Number(v) : v;
  }
  return { slug: path.basename(file, '.md'), ...data, html: md.render(body) };
}

const load = (dir) => fs.readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.md')).map((f) => parse(path.join(root, dir, f)));

export const posts = () => load('blog').sort((a, b) => b.date.localeCompare(a.date));
export const docs = () => load('docs').sort((a, b) => a.order - b.order);
export const readable = (d) => new Date(d + 'T00:00:00Z').toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
