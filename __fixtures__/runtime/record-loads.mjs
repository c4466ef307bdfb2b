// Preloaded with `--import` through NODE_OPTIONS: records each module of dist/ that the main
// thread loads, one line each in the file $LASTMOD_TEST_LOADS: the pid, Node's own command-line
// options and the file's path within dist/. Needs
// module.registerHooks (Node 22.15 and 23.5 on); where it is missing, nothing is recorded.
import { appendFileSync } from 'node:fs'
import module from 'node:module'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'

const file = process.env.LASTMOD_TEST_LOADS
const registerHooks = module.registerHooks
if (file && isMainThread && typeof registerHooks === 'function') {
  registerHooks({
    load(url, context, nextLoad) {
      const at = url.startsWith('file:') ? fileURLToPath(url).lastIndexOf('/dist/') : -1
      if (at >= 0) appendFileSync(file, JSON.stringify({ pid: process.pid, execArgv: process.execArgv, file: fileURLToPath(url).slice(at + 6) }) + '\n')
      return nextLoad(url, context)
    }
  })
}
