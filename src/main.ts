// The action's main phase: run() is its whole step; it does nothing on import (src/action.ts, or
// `npx @github/local-action run . src/main.ts .env`, calls it). The step itself (main-step.ts: the
// engine, the extractor, the worker pool) is imported here only, into a chunk of its own, so that
// the post phase, run from the same bundle, never loads it.
import * as core from '@actions/core'
import { IS_POST } from './adapters/phase-state.js'
import { shown } from './core/printable.js'
import { errorMessage } from './errors.js'

export async function run(): Promise<void> {
  // The one error boundary: any thrown value, not only an Error, fails the step.
  try {
    // First: whatever becomes of this step, the runner's post step must not run it again.
    core.saveState(IS_POST, 'true')
    const step = await import('./main-step.js').catch((error: unknown) => {
      throw new Error(`cannot load the action's main step: ${errorMessage(error)}`)
    })
    await step.mainStep()
  } catch (error) {
    core.setFailed(shown(errorMessage(error)))
  }
}
