// The action, as action.yml runs it twice from one bundle: main, then post. The main phase saves
// isPost (main.ts), which the runner hands back to the post step.
import * as core from '@actions/core'
import { IS_POST } from './adapters/phase-state.js'
import { run as main } from './main.js'
import { run as post } from './post.js'

export async function run(): Promise<void> {
  await (core.getState(IS_POST) === 'true' ? post() : main())
}
