#!/usr/bin/env node
// Entry of the `lastmod` command. The relaunch (relaunch.ts) comes first and may replace the
// process; the command itself (cli-command.ts) is imported after it, into a chunk of its own
// (dist/<id>.index.js), so that a process that is replaced has not compiled the command first.
// The command has its own error boundary; this one only sees the chunk fail to load (a bundle
// copied without the files beside it).
import './relaunch.js'

try {
  await import('./cli-command.js')
} catch (error) {
  process.stderr.write(`lastmod: cannot load the command: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}\n`)
  process.exitCode = 1
}
