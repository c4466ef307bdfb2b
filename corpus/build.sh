#!/usr/bin/env bash
# Rebuilds __fixtures__/corpus from the generator sources in corpus/ (not run by CI).
# Needs: hugo, jekyll, mkdocs, mkdocs-material, sphinx with the Read the Docs theme (Debian:
# apt-get install hugo jekyll mkdocs mkdocs-material python3-sphinx python3-sphinx-rtd-theme) and
# Node 20; Starlight and VitePress install their own packages (corpus/<name>/package.json).
# Usage: bash corpus/build.sh [generator...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ ! -d "$here/node_modules" ]; then
  npm ci --prefix "$here" --no-audit --no-fund
fi
node "$here/build.mjs" "$@"
node "$here/check.mjs" "$@"
