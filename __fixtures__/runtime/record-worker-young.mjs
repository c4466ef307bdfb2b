// Preloaded with `--import` through NODE_OPTIONS, which worker threads started from a file run too:
// in each worker thread, it makes garbage that survives a few collections, so V8 grows the
// thread's new space towards its bound, and appends the thread's kind (`walk` for the walk of the
// site folder, `pages` for a page worker), the new space's size in bytes at the end and the
// largest it was seen at (every 20,000 strings), one line per thread, to the file
// $LASTMOD_TEST_WORKER_YOUNG. V8 also shrinks a new space when a thread allocates slowly, as one
// does on a busy machine, so the size at the end alone does not show the bound.
import { appendFileSync } from 'node:fs'
import { getHeapSpaceStatistics } from 'node:v8'
import { isMainThread, workerData } from 'node:worker_threads'

const file = process.env.LASTMOD_TEST_WORKER_YOUNG
if (file && !isMainThread) {
  const size = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0
  let kept = []
  let largest = 0
  for (let i = 0; i < 2e6; i++) {
    kept.push(`x${i}`)
    if (kept.length > 1e5) kept = []
    if (i % 2e4 === 0) largest = Math.max(largest, size())
  }
  const kind = workerData?.lastmodWalk !== undefined ? 'walk' : 'pages'
  appendFileSync(file, `${kind} ${size()} ${largest}\n`)
}
