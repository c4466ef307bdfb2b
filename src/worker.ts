// Entry of a page worker thread (bundled to dist/worker.js; started by adapters/pool.ts).
// The one error boundary of the thread: a failure to start is reported to the pool, which then
// processes the pages in its own thread.
import { parentPort, workerData } from 'node:worker_threads'
import { serveWorker } from './adapters/pool.js'

if (parentPort !== null) {
  try {
    serveWorker(parentPort, workerData)
  } catch (error) {
    parentPort.postMessage({ kind: 'ready', protocol: `failed: ${error instanceof Error ? error.message : String(error)}` })
  }
}
