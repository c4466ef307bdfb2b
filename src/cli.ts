#!/usr/bin/env node
// Entry of the `lastmod` command. The relaunch (relaunch.ts) comes first and may replace the
// process; the command itself (cli-command.ts) is imported after it, into a chunk of its own
// (dist/<id>.index.js), so that a process that is replaced has not compiled the command first.
import './relaunch.js'

await import('./cli-command.js')
