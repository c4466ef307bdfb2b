// Preloaded with `--import` through NODE_OPTIONS: wraps v8.setFlagsFromString (for ES module
// imports of node:v8 too, through syncBuiltinESMExports), so that each V8 flag the main thread
// sets at run time is appended as one line to the file $LASTMOD_TEST_V8_FLAGS.
import { appendFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'

const file = process.env.LASTMOD_TEST_V8_FLAGS
if (file && isMainThread) {
  const set = v8.setFlagsFromString
  v8.setFlagsFromString = (flags) => {
    appendFileSync(file, `${flags}\n`)
    set(flags)
  }
  syncBuiltinESMExports()
}
