// Entry of the walk thread (bundled to dist/walker.js; started by adapters/walker.ts). serveWalk
// reports every failure to the main thread, which then walks the site folder itself or stops.
import { parentPort, workerData } from 'node:worker_threads'
import { serveWalk } from './adapters/walker.js'

if (parentPort !== null) serveWalk(parentPort, workerData)
