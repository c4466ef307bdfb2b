// The walk of the site folder runs in the main thread, pulled by the page pool (collectPages in
// engine.ts): a thread of its own gained under 10% on the bench (7 to 9% on the small rerun).
// What is left here is only what src/main-step.ts still calls; it goes with those calls.
import type { Logger } from './logger.js'

export interface PageWalk {
  close(): Promise<void>
}

/** No walk thread: undefined, and the pages are walked as they are needed. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the caller's signature, until it goes
export function startPageWalk(_siteDir: string, _log: Logger): PageWalk | undefined {
  return undefined
}
