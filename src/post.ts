// The action's post phase (`post-if: success()`): runs at the end of the job, after the deploy
// steps, and only when all of them succeeded. It persists the state main left pending, then purges
// and announces (the after-deploy step). run() is the whole phase; it does nothing on import
// (src/action.ts, or local-action's --post, calls it).
import * as core from '@actions/core'
import { checkGitStoreUsable, errorMessage, persistAndAnnounce, startRun } from './adapters/action-run.js'
import { shown } from './adapters/logger.js'
import { readStateFile } from './adapters/state-file.js'
import { PENDING_REPORT, PENDING_STATE } from './adapters/phase-state.js'

async function post(): Promise<void> {
  const pendingPath = core.getState(PENDING_STATE)
  if (pendingPath === '') {
    // check mode, persist: deferred, or main stopped early: there is nothing of ours to persist.
    core.info('lastmod: no pending state from the main step; nothing to persist')
    return
  }
  const run = await startRun()
  await checkGitStoreUsable(run)
  const state = await readStateFile(pendingPath)
  if (!state) throw new Error(`the pending state ${pendingPath} written by the main step is gone`)
  const reportPath = core.getState(PENDING_REPORT)
  await persistAndAnnounce(run, state, 'lastmod: state persisted after a successful job', reportPath === '' ? undefined : reportPath)
}

export async function run(): Promise<void> {
  // The one error boundary: any thrown value, not only an Error, fails the step.
  try {
    await post()
  } catch (error) {
    core.setFailed(shown(errorMessage(error)))
  }
}
