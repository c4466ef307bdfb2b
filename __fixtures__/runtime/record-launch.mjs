// Preloaded with `--import` through NODE_OPTIONS: each time a process starts its main thread, it
// appends one line to the file $LASTMOD_TEST_LAUNCHES: its pid and Node's own command-line options.
// A process that replaced itself (process.execve) would start twice under one pid.
import { appendFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const file = process.env.LASTMOD_TEST_LAUNCHES
if (file && isMainThread) appendFileSync(file, JSON.stringify({ pid: process.pid, execArgv: process.execArgv }) + '\n')
