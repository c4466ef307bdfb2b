// The action's one bundle (dist/index.js), which the runner runs as main and again as post: the
// main phase saves isPost (main.ts), and the runner hands it back to the post step.
import * as core from '@actions/core'
import { IS_POST } from './adapters/phase-state.js'
import { run as main } from './main.js'
import { run as post } from './post.js'

await (core.getState(IS_POST) === 'true' ? post() : main())
