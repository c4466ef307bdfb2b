// Names under which the main phase leaves values for the post phase (`core.saveState`; the runner
// gives them back to post as `STATE_<name>`). A module of its own: post reads them without loading
// the main step.

/** Set by every main phase: the same bundle, run again as the post step, sees it and runs post. */
export const IS_POST = 'isPost'
/** Where the pending state and the report are, when post is to persist the state. */
export const PENDING_STATE = 'pending-state'
export const PENDING_REPORT = 'pending-report'
