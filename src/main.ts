// Entry of the action's main step. The relaunch (relaunch.ts) comes first and may replace the
// process; the step itself (main-step.ts, with the toolkit) is imported after it, into a chunk of
// its own (dist/main/<id>.index.js), so that a process that is replaced has not compiled it first.
// The step has its own error boundary; this one only sees the chunk fail to load, and fails the
// step as the toolkit's setFailed would, without loading the toolkit.
import './relaunch.js'

try {
  await import('./main-step.js')
} catch (error) {
  const message = `cannot load the action's main step: ${error instanceof Error ? error.message : String(error)}`
  process.stdout.write(`::error::${message.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')}\n`)
  process.exitCode = 1
}
