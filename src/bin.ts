#!/usr/bin/env node
// The `lastmod` executable (dist/cli.js).
import { run } from './cli.js'

await run()
