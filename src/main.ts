// Entry of the action's main step. The relaunch (relaunch.ts) comes first and may replace the
// process; the step itself (main-step.ts, with the toolkit) is imported after it, into a chunk of
// its own (dist/main/<id>.index.js), so that a process that is replaced has not compiled it first.
import './relaunch.js'

await import('./main-step.js')
