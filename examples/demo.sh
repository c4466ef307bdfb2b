#!/usr/bin/env bash
# The two field tests on the example site, with the bundled CLI (needs only Node, no npm install):
# build → lastmod; rebuild with no content change → 0 changed; edit one paragraph → 1 changed.
set -euo pipefail
cd "$(dirname "$0")/.."
site=examples/_site
state=examples/_state/state.json
rm -rf examples/_state
run() { node dist/cli.js --site-dir "$site" --site-url https://example.com/ --state-file "$state" --report examples/_state/report.json --now "$1"; }

echo "== first build"
node examples/build-site.mjs "$site"
run 2026-01-01T08:00:00Z
echo; echo "== rebuild, no content change (new build time, fingerprints, nonces, tracking values)"
node examples/build-site.mjs "$site"
run 2026-01-02T08:00:00Z
echo; echo "== one paragraph of docs/install edited"
node examples/build-site.mjs "$site" --edit
run 2026-01-03T08:00:00Z
echo; echo "state: $state, sitemap: $site/sitemap.xml"
