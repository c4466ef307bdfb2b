// The build steps and their ground truth, by construction.
//
// Each step is a mutation of the previous step's model (content.mjs). The truth for a step is
// computed from a per-URL "main content signature": everything the main element of that URL is
// built from. A URL is expected "changed" exactly when its signature differs from the previous
// step. Things that are noise by the spec (build time, theme, fingerprints, tracking parameters,
// related posts) are deliberately not part of any signature.
import * as base from './content.mjs';

export const STEPS = [
  { dir: '00-base', what: 'initial build' },
  { dir: '01-rebuild', what: 'rebuild with no source change (build time, build ids and dates in JSON-LD move)' },
  { dir: '02-edit-paragraph', what: 'one paragraph of /docs/install/ edited' },
  { dir: '03-theme-change', what: 'CSS, JS, a wrapper class inside main and the footer text changed; no content' },
  { dir: '04-add-remove', what: 'post /blog/release-0-6/ added, post /blog/compression/ removed' },
  { dir: '05-link-target', what: 'the target of one link in /docs/configuration/ changed (link text unchanged)' },
  { dir: '06-tracking-param', what: 'only the utm_campaign of one link in /blog/community-call-march/ changed' },
];

const clone = (x) => JSON.parse(JSON.stringify(x));

function replaceOnce(s, from, to) {
  if (!s.includes(from)) throw new Error(`step mutation: text not found: ${from}`);
  return s.replace(from, to);
}

const mutations = {
  '00-base': () => {},
  '01-rebuild': () => {},
  '02-edit-paragraph': (m) => {
    const d = m.docs.find((x) => x.slug === 'install');
    d.body = replaceOnce(d.body, 'on first run and caches it', 'on first run, checks its SHA-256 checksum and caches it');
  },
  '03-theme-change': (m) => { m.theme = 2; },
  '04-add-remove': (m) => {
    m.posts = m.posts.filter((x) => x.slug !== 'compression');
    m.posts.push({
      slug: 'release-0-6', title: 'Tidewater 0.6 released', date: '2025-10-22', tags: ['releases', 'performance'],
      description: 'Deploy history, release diffs and faster manifests.',
      body: [
        'Tidewater 0.6 keeps a history of every deploy and shows what changed between two releases.',
        '## Faster manifests',
        'The manifest is now written in a binary format, which makes the comparison step four times faster on large sites.',
        'Upgrade with `npm install --global tidewater@0.6` and tell us what you think on the [forum](https://forum.example.org/t/0-6?utm_source=blog&utm_medium=post&utm_campaign=release-0-6).',
      ].join('\n\n'),
    });
  },
  '05-link-target': (m) => {
    const d = m.docs.find((x) => x.slug === 'configuration');
    d.body = replaceOnce(d.body, 'https://toml.io/en/v1.0.0', 'https://toml.io/en/v1.1.0');
  },
  '06-tracking-param': (m) => {
    const b = m.posts.find((x) => x.slug === 'community-call-march');
    b.body = replaceOnce(b.body, 'utm_campaign=community)', 'utm_campaign=community-recap)');
  },
};

export function baseModel() {
  return {
    site: clone(base.site), home: clone(base.home), about: clone(base.about), tags: clone(base.tags),
    posts: clone(base.posts), docs: clone(base.docs), theme: 1,
  };
}

/** The models of all steps, in order: [{ dir, what, model }]. */
export function models() {
  const out = [];
  let m = baseModel();
  for (const s of STEPS) {
    m = clone(m);
    mutations[s.dir](m);
    out.push({ ...s, model: m });
  }
  return out;
}

/** Posts newest first. */
export const sortedPosts = (m) => [...m.posts].sort((a, b) => b.date.localeCompare(a.date));

const stripTracking = (s) => s.replace(/([?&])utm_[a-z]+=[^&)\s]*/g, '$1');

/**
 * URL -> signature of what the main content of that URL is made of. A post's older/newer links
 * and a guide's previous/next links are pagination, not content, wherever a theme renders them:
 * inserting a page changes its neighbours' links and nothing of theirs.
 */
export function signatures(m, opts = {}) {
  const sig = {};
  const posts = sortedPosts(m);
  sig['/'] = { intro: m.home, latest: posts.slice(0, 5).map((x) => [x.slug, x.title, x.date]) };
  const listed = posts.map((x) => [x.slug, x.title, x.date, x.description]);
  if (opts.blogPageSize) {
    // Paginated blog list: /blog/, /blog/page/2/, ...
    for (let i = 0, pg = 1; i < listed.length; i += opts.blogPageSize, pg++) {
      sig[pg === 1 ? '/blog/' : `/blog/page/${pg}/`] = listed.slice(i, i + opts.blogPageSize);
    }
  } else sig['/blog/'] = listed;
  for (const x of posts) {
    sig[`/blog/${x.slug}/`] = { title: x.title, date: x.date, tags: x.tags, body: stripTracking(x.body) };
  }
  sig['/tags/'] = m.tags;
  for (const t of m.tags) sig[`/tags/${t}/`] = posts.filter((x) => x.tags.includes(t)).map((x) => [x.slug, x.title, x.date]);
  sig['/docs/'] = m.docs.map((x) => [x.slug, x.title, x.description]);
  for (const d of m.docs) sig[`/docs/${d.slug}/`] = { title: d.title, body: stripTracking(d.body) };
  sig['/about/'] = { title: m.about.title, body: stripTracking(m.about.body) };
  return sig;
}

/** Expected { new, changed, removed } between two models. */
export function expectation(prev, next, opts = {}) {
  const a = signatures(prev, opts);
  const b = signatures(next, opts);
  const map = opts.mapUrl ?? ((u) => u);
  const out = { new: [], changed: [], removed: [] };
  for (const u of Object.keys(b)) {
    if (!(u in a)) out.new.push(map(u));
    else if (JSON.stringify(a[u]) !== JSON.stringify(b[u])) out.changed.push(map(u));
  }
  for (const u of Object.keys(a)) if (!(u in b)) out.removed.push(map(u));
  for (const k of Object.keys(out)) out[k].sort();
  return out;
}

/** The steps array of truth.json. */
export function truthSteps(opts = {}) {
  const ms = models();
  return ms.map((s, i) => (i === 0 ? { dir: s.dir, what: s.what } : { dir: s.dir, what: s.what, expect: expectation(ms[i - 1].model, s.model, opts) }));
}
