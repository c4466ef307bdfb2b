// Entry of a page worker thread (bundled to dist/worker.js). Piscina starts its own thread entry
// from the worker bundle's folder under this name (see startPool in adapters/pool.ts), so this
// file is that entry too; the entry then loads the handler, this file's default export, from the
// file the pool names: this one. Failures are answered, not thrown (serveBatch).
import '../node_modules/piscina/dist/worker.js'
import { serveBatch } from './adapters/pool.js'

export default serveBatch
