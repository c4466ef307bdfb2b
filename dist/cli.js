#!/usr/bin/env node
// The `lastmod` command. Written by scripts/bundle.mjs.
import { cli } from './lastmod.js'

await cli()
