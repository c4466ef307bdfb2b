#!/usr/bin/env bash
# Rebuilds __fixtures__/corpus from the generator sources in corpus/ (not run by CI).
# Needs: hugo, jekyll, mkdocs (Debian: apt-get install hugo jekyll mkdocs) and Node 20.
# Usage: bash corpus/build.sh [generator...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ ! -d "$here/node_modules" ]; then
  npm ci --prefix "$here" --no-audit --no-fund
fi
node "$here/build.mjs" "$@"
node "$here/check.mjs" "$@"
