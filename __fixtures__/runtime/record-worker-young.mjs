// Preloaded with `--import` through NODE_OPTIONS, which worker threads started from a file run too:
// in each worker thread, it makes garbage that survives a few collections, so V8 grows the
// thread's new space to its bound, and appends the thread's kind (`walk` for the walk of the site
// folder, `pages` for a page worker) and that bound in bytes, one line per thread, to the file
// $LASTMOD_TEST_WORKER_YOUNG.
import { appendFileSync } from 'node:fs'
import { getHeapSpaceStatistics } from 'node:v8'
import { isMainThread, workerData } from 'node:worker_threads'

const file = process.env.LASTMOD_TEST_WORKER_YOUNG
if (file && !isMainThread) {
  let kept = []
  for (let i = 0; i < 2e6; i++) {
    kept.push(`x${i}`)
    if (kept.length > 1e5) kept = []
  }
  const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
  const kind = workerData?.lastmodWalk !== undefined ? 'walk' : 'pages'
  appendFileSync(file, `${kind} ${space?.space_size}\n`)
}
