// The fixture site shared by every generator: "Tidewater", a small docs + blog site for an
// imaginary static-site deploy tool. All text here was written for this corpus.
//
// Every generator gets the same pages:
//   /                 home: intro + the 5 newest posts
//   /blog/            every post, newest first (title, date, description)
//   /blog/<slug>/     a post: tags, body, older/newer links inside the article
//   /tags/<tag>/      the posts with that tag
//   /docs/            every guide page (title, description)
//   /docs/<slug>/     a guide page, sidebar outside the main element
//   /about/           about page
//   404 page          not sitemap material
//
// steps.mjs turns this model into the sequence of sources the build steps use.

export const site = {
  title: 'Tidewater',
  url: 'https://example.com/',
  description: 'Tidewater ships static sites to the edge without drama.',
  author: 'The Tidewater team',
};

export const tags = ['releases', 'performance', 'guides', 'community'];

const p = (...paras) => paras.join('\n\n');

export const posts = [
  {
    slug: 'hello-tidewater', title: 'Hello, Tidewater', date: '2025-01-08', tags: ['community', 'releases'],
    description: 'Why we started building a deploy tool for static sites.',
    body: p(
      'Tidewater started as a shell script that copied a folder to a bucket and then forgot about it. It grew because every team we talked to had the same folder and the same script.',
      '## What we want',
      'We want deploys that are boring. A deploy should upload what changed, keep what did not, and tell you what it did in one screen of text.',
      '- Atomic switches between releases\n- Cache headers that follow the file type\n- A log that a human can read',
      'Read the [getting started guide](/docs/getting-started/) or follow the project on the [community forum](https://forum.example.org/c/tidewater?utm_source=blog&utm_medium=post&utm_campaign=launch).',
    ),
  },
  {
    slug: 'release-0-2', title: 'Tidewater 0.2 released', date: '2025-01-29', tags: ['releases'],
    description: 'Parallel uploads, dry runs and a new config format.',
    body: p(
      'Version 0.2 uploads up to eight files at a time and finishes a typical documentation site in under ten seconds.',
      '## Dry runs',
      'Pass `--dry-run` to see the plan without touching the bucket. The plan lists every upload, every delete and every header change.',
      '```sh\ntidewater deploy --dry-run ./public\n```',
      'The old INI config still loads, but `tidewater.toml` is the format we document from now on.',
    ),
  },
  {
    slug: 'measuring-upload-speed', title: 'Measuring upload speed', date: '2025-02-14', tags: ['performance'],
    description: 'How we benchmark deploys and what the numbers mean.',
    body: p(
      'Benchmarks of deploy tools usually measure the wrong thing. The time that matters is from the end of the build to the moment the first visitor sees the new page.',
      '## The setup',
      'We deploy the same 4,000 file site to three regions, twenty times each, and keep the median.',
      '| Region | Median | p95 |\n| --- | --- | --- |\n| eu-west | 7.1 s | 9.4 s |\n| us-east | 6.8 s | 8.9 s |\n| ap-south | 11.2 s | 15.0 s |',
      'The long tail in ap-south comes from TLS handshakes, not from the upload itself.',
    ),
  },
  {
    slug: 'cache-headers-explained', title: 'Cache headers, explained', date: '2025-03-03', tags: ['guides', 'performance'],
    description: 'Immutable assets, revalidated pages, and why the difference matters.',
    body: p(
      'A fingerprinted asset never changes under its name, so it can be cached for a year. A page keeps its URL while its content changes, so it must be revalidated.',
      '## The two rules',
      '1. Files whose name contains a content hash get `Cache-Control: public, max-age=31536000, immutable`.\n2. Everything else gets `Cache-Control: public, max-age=0, must-revalidate`.',
      'Tidewater detects hashed names on its own. The [header reference](/docs/headers/) lists the patterns it knows.',
    ),
  },
  {
    slug: 'community-call-march', title: 'Community call, March', date: '2025-03-20', tags: ['community'],
    description: 'Notes from the first community call.',
    body: p(
      'Thirty-two people joined the first community call. We talked about plugins, about Windows support and about the name of the config file.',
      '## Decisions',
      '- Plugins wait until the core API is stable.\n- Windows support is a goal for 0.4.\n- The config file keeps its name.',
      'The recording is on the [video page](https://video.example.org/tidewater-march?utm_source=blog&utm_medium=post&utm_campaign=community).',
    ),
  },
  {
    slug: 'release-0-3', title: 'Tidewater 0.3 released', date: '2025-04-09', tags: ['releases'],
    description: 'Redirect files, custom headers and a quieter log.',
    body: p(
      'Tidewater 0.3 reads a `_redirects` file and turns it into rules on the edge. Redirects no longer need a page stub.',
      '## Custom headers',
      'A `[[headers]]` table in the config sets headers for a glob. The most specific glob wins.',
      '```toml\n[[headers]]\nfor = "/fonts/*"\nvalues = { "Access-Control-Allow-Origin" = "*" }\n```',
      'The log now prints one line per directory instead of one line per file.',
    ),
  },
  {
    slug: 'why-atomic-deploys', title: 'Why atomic deploys', date: '2025-04-28', tags: ['guides'],
    description: 'A half-uploaded site is worse than an old one.',
    body: p(
      'During a plain upload there is a window in which the new HTML points to assets that are not there yet. Visitors in that window see a broken page.',
      '## How Tidewater avoids it',
      'Tidewater uploads every new file first, under its final name, and switches the entry points last. Old assets stay for a grace period so cached pages keep working.',
      'The [rollback guide](/docs/rollbacks/) shows how to switch back to a previous release.',
    ),
  },
  {
    slug: 'large-sites', title: 'Deploying sites with 100,000 pages', date: '2025-05-16', tags: ['performance', 'guides'],
    description: 'What changes when a site is too big to list in one request.',
    body: p(
      'A bucket listing returns at most a thousand keys per request. For a site with 100,000 pages that is a hundred requests before the first upload starts.',
      '## The manifest',
      'Tidewater keeps a manifest of the last deploy, so it compares against the manifest instead of listing the bucket. A full listing runs once a week to catch drift.',
      'With the manifest, a deploy that changes ten pages makes ten uploads and one manifest write.',
    ),
  },
  {
    slug: 'release-0-4', title: 'Tidewater 0.4 released', date: '2025-06-04', tags: ['releases'],
    description: 'Windows support and a plugin preview.',
    body: p(
      'Tidewater 0.4 runs on Windows. Paths are normalised to forward slashes before they become keys.',
      '## Plugin preview',
      'Plugins can now hook into the plan before it runs. The API is marked experimental and will change.',
      'Thanks to everyone who tested the release candidates on the [forum](https://forum.example.org/t/0-4-rc?utm_source=blog&utm_medium=post&utm_campaign=release-0-4).',
    ),
  },
  {
    slug: 'compression', title: 'Brotli, gzip and what to precompress', date: '2025-06-25', tags: ['performance'],
    description: 'Precompressing text assets saves CPU on every request.',
    body: p(
      'Edge servers compress on the fly, but only at low levels. Precompressing at the highest level once, at deploy time, gives smaller files for free.',
      '## What we precompress',
      '- HTML, CSS, JS, SVG and JSON\n- Only files larger than 1 KB\n- Both Brotli and gzip, chosen by `Accept-Encoding`',
      'Images are already compressed, so Tidewater leaves them alone.',
    ),
  },
  {
    slug: 'community-plugins', title: 'The first community plugins', date: '2025-07-17', tags: ['community'],
    description: 'Three plugins written by people outside the core team.',
    body: p(
      'Within a month of the preview, three plugins appeared: one purges a CDN, one posts to a chat channel, and one checks links before the switch.',
      '## The link checker',
      'The link checker is the one we use ourselves. It fails the deploy when an internal link points to a page that the new release does not contain.',
      'Find all of them in the [plugin directory](https://plugins.example.org/?utm_source=blog&utm_medium=post&utm_campaign=plugins).',
    ),
  },
  {
    slug: 'release-0-5', title: 'Tidewater 0.5 released', date: '2025-08-06', tags: ['releases'],
    description: 'Stable plugin API and per-branch previews.',
    body: p(
      'The plugin API is stable as of 0.5. Plugins written for the preview need one rename: `beforeRun` is now `beforePlan`.',
      '## Branch previews',
      'Every branch can deploy to its own prefix. The preview URL is printed at the end of the log and posted to the pull request.',
      'See the [previews guide](/docs/previews/) for the setup.',
    ),
  },
  {
    slug: 'http-2-push-is-gone', title: 'HTTP/2 push is gone, preload stays', date: '2025-09-02', tags: ['performance', 'guides'],
    description: 'What replaced server push, and what Tidewater does about it.',
    body: p(
      'Browsers removed HTTP/2 server push. The `Link: rel=preload` header still works and early hints make it faster.',
      '## Early hints',
      'Tidewater can send `103 Early Hints` for the stylesheet and the main script of each page. The list is read from the HTML at deploy time.',
      'Early hints help most on slow connections, where the first byte of HTML arrives late.',
    ),
  },
  {
    slug: 'one-year', title: 'One year of Tidewater', date: '2025-10-01', tags: ['community'],
    description: 'Numbers, thanks and what comes next.',
    body: p(
      'One year, five releases, forty-one contributors. Tidewater now deploys about nine thousand sites a day.',
      '## Next',
      'The next release focuses on observability: a deploy history, a diff between releases and alerts for failed switches.',
      'Thank you for every issue, every patch and every [kind word](https://forum.example.org/t/one-year?utm_source=blog&utm_medium=post&utm_campaign=anniversary).',
    ),
  },
];

export const docs = [
  { slug: 'getting-started', title: 'Getting started', description: 'Install Tidewater and deploy your first site.',
    body: p('Tidewater deploys the output folder of any static site generator. You need the folder and credentials for a bucket.',
      '## Steps', '1. [Install](/docs/install/) the CLI.\n2. Write a [config file](/docs/configuration/).\n3. Run `tidewater deploy`.',
      'The whole process takes about five minutes.') },
  { slug: 'install', title: 'Install', description: 'Install the CLI with npm, a binary or a container.',
    body: p('Tidewater is a single binary. Pick the channel that fits your machine.',
      '## npm', '```sh\nnpm install --global tidewater\n```',
      'The npm package downloads the binary for your platform on first run and caches it in your home directory.',
      '## Container', '```sh\ndocker run --rm -v "$PWD:/site" tidewater/cli deploy /site\n```',
      'Check the version with `tidewater --version`.') },
  { slug: 'configuration', title: 'Configuration', description: 'Every key of tidewater.toml.',
    body: p('Tidewater reads `tidewater.toml` from the current directory.',
      '| Key | Default | Meaning |\n| --- | --- | --- |\n| `bucket` | none | Target bucket |\n| `region` | `auto` | Bucket region |\n| `concurrency` | `8` | Parallel uploads |',
      'The format follows the [TOML specification](https://toml.io/en/v1.0.0). Unknown keys are an error, so typos do not pass silently.') },
  { slug: 'headers', title: 'Headers', description: 'Cache headers and custom headers per glob.',
    body: p('Tidewater sets `Cache-Control` from the file name. Names with a hash of eight or more hex characters are immutable.',
      '## Custom headers', 'Add a `[[headers]]` table for each glob. Later tables override earlier ones for the same key.',
      'The [MDN page on Cache-Control](https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Cache-Control) explains every directive.') },
  { slug: 'redirects', title: 'Redirects', description: 'Redirect rules from a _redirects file.',
    body: p('Put a `_redirects` file in the root of the output folder. Each line holds a source, a target and an optional status.',
      '```\n/old-path  /new-path  301\n/docs/*    /guide/:splat\n```',
      'Rules are matched top to bottom; the first match wins.') },
  { slug: 'previews', title: 'Branch previews', description: 'Deploy every branch to its own URL.',
    body: p('Set `previews = true` and Tidewater deploys non-default branches under `/_preview/<branch>/`.',
      '## Cleaning up', 'Previews older than thirty days are deleted by the weekly cleanup job.',
      'Previews are never listed in the sitemap and carry a `noindex` header.') },
  { slug: 'rollbacks', title: 'Rollbacks', description: 'Switch back to an earlier release in one command.',
    body: p('Every deploy is a release with an id. `tidewater releases` lists them, newest first.',
      '```sh\ntidewater rollback 2025-06-04T10-12-00\n```',
      'A rollback only switches the entry points, so it takes less than a second.') },
  { slug: 'plugins', title: 'Plugins', description: 'Hook into the deploy plan.',
    body: p('A plugin is an npm package that exports hooks. Tidewater calls `beforePlan`, `afterPlan` and `afterSwitch`.',
      '## Writing a plugin', '```js\nexport default { afterSwitch(release) { console.log(release.id); } };\n```',
      'Plugins run in the same process, so keep them small and fast.') },
  { slug: 'ci', title: 'Continuous integration', description: 'Run Tidewater from GitHub Actions, GitLab CI and others.',
    body: p('Tidewater needs nothing but the binary and the credentials, so it runs on any CI.',
      '## GitHub Actions', '```yaml\n- run: npx tidewater deploy ./public\n  env:\n    TIDEWATER_TOKEN: ${{ secrets.TIDEWATER_TOKEN }}\n```',
      'Store the token as a secret, never in the repository.') },
  { slug: 'troubleshooting', title: 'Troubleshooting', description: 'The errors people hit most often.',
    body: p('Most failed deploys come from credentials or from a wrong output folder.',
      '- **403 on upload**: the token lacks write access to the bucket.\n- **Nothing to deploy**: the folder is empty; check the build step.\n- **Slow deploys**: raise `concurrency`.',
      'If none of these help, ask on the [forum](https://forum.example.org/c/help?utm_source=docs&utm_medium=troubleshooting&utm_campaign=help).') },
  { slug: 'faq', title: 'FAQ', description: 'Short answers to common questions.',
    body: p('**Does Tidewater build my site?** No. It deploys what your generator built.',
      '**Can I use my own domain?** Yes, point a CNAME at the edge address shown after the first deploy.',
      '**Is there a free tier?** The CLI is free and open source; storage is billed by your provider.') },
  { slug: 'changelog', title: 'Changelog', description: 'What changed in each release.',
    body: p('## 0.5', '- Stable plugin API\n- Branch previews',
      '## 0.4', '- Windows support\n- Plugin preview',
      '## 0.3', '- Redirect files\n- Custom headers',
      'Older entries are in the [release notes on the blog](/blog/).') },
];

export const about = {
  title: 'About',
  description: 'Who builds Tidewater and how to reach us.',
  body: p('Tidewater is built by a small team spread over four time zones, with help from contributors around the world.',
    '## Contact', 'Write to hello@example.com or open a thread on the [forum](https://forum.example.org/?utm_source=site&utm_medium=about&utm_campaign=contact).',
    'The source is available under the MIT license.'),
};

export const home = {
  title: 'Tidewater',
  intro: 'Tidewater ships the output of your static site generator to the edge: atomic switches, honest cache headers and a log you can read.',
};
