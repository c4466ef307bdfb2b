// Bounds on V8's heaps: the main thread's young generation, the threads' (page workers, the walk of
// the site folder), and how far the main thread's old generation grows between two full collections.
//
// The main thread keeps the state and every page's result until the run ends, so nearly all it
// allocates survives its young generation, and V8 grows that generation to its maximum. On Node 20
// and 22 the maximum is 32 MB (two 16 MB semi-spaces); V8 13 (Node 24, the action's runtime) scales
// it with the machine's memory, to 128 MB on a machine of a few GB. On the bench's 100,000 small
// pages that took the peak RSS from ~250 MB to 323-363 MB, and `--max-semi-space-size=8` brings
// it back to 241-271 MB, no slower (README, Performance). V8 fixes the limit when the heap is set
// up, so it can only be given when the process starts: src/relaunch.ts replaces the process with
// the same command plus the flag where Node can (process.execve).
//
// The flag is process-wide, and V8 sizes each new isolate's young generation from it when it is
// set, over the isolate's own limits: worker threads started after the relaunch would get the
// main thread's 8 MB semi-spaces (a 16 MB new space each) whatever their `resourceLimits` say.
// So the flag is set to the threads' bound before the first of them starts; the main thread's
// heap is sized already and keeps its own.
import { setFlagsFromString } from 'node:v8'

/** The semi-space, in MB, that the main thread runs with. */
export const MAIN_SEMI_SPACE_MB = 8

/**
 * Each thread's semi-space, in MB (the page workers', and the walk's: see
 * boundThreadsYoungGeneration): its new space is two of them, a bound on the garbage a worker
 * holds between two collections, which is what threads add to the peak RSS. 4 MB semi-spaces took
 * ~18 MB off the peak of 8 MB ones in the same time (Node 20, as `resourceLimits`, which V8 turns
 * into semi-spaces of a power of two; 16 MB ones added ~30 MB for no gain). 2 MB ones then cost
 * ~10% more time in collections; since the page work has become lighter, they cost none: a worker
 * collects twice as often (a large first run: 688–726 collections taking 95–112 ms against 345–357
 * taking 47–54 ms), and its new space fits the processor's caches better. Alternating pairs of
 * one bundle with 4 and 2 MB (medians of six; node 20 unless said): large first run 1.985 →
 * 1.970 s, rerun 1.835 → 1.825 s; small first run 2.06 → 2.00 s, rerun 2.07 → 2.03 s; node 24
 * large 1.825 → 1.795 s and 1.715 → 1.715 s; peak RSS 5 to 13 MB lower.
 */
export const THREAD_SEMI_SPACE_MB = 2

/**
 * Gives the threads started from now on (the page workers and the walk of the site folder) their
 * semi-space (see the top). A thread reads the flag when its heap is made, on its own thread and
 * some time after `new Worker()`, so the threads share this one value and it is set before the
 * first of them starts. Until session 28 the walk had 1 MB semi-spaces of its own, set just before
 * it started and replaced by this just before the page workers started: on node 24 a page worker
 * then reported the walk's bound in 4 of 30 runs on the runtime test's site (a new space of 2 MB),
 * and none in 60 with one value for all (V8 also shrinks a new space that fills slowly, as on a
 * busy machine: the runtime test allows for that). The walk's own bound had saved nothing that
 * showed (node 24, the bench's 100,000 small pages, four reruns each: peak RSS 243-246 MB against
 * 240-249 MB with the workers' bound of then, 4 MB, no slower).
 */
export function boundThreadsYoungGeneration(): void {
  setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`)
}

/**
 * How far past what the last full collection left alive the old generation may grow before the
 * next one, in percent: V8's flag, which it reads at each full collection, so it takes effect when
 * set at run time. Left to itself V8 lets the limit reach up to 4 times the live size, and the main
 * thread's live set only grows through a run (the state, then each page's result): on 100,000 real
 * generators' pages (Node 24, a rerun) the one full collection between reading the state and the
 * end of the planning came at a heap of 145 MB with 92 MB alive, and the run peaked at 292-308 MB
 * RSS. At 50% it peaks at 275-287 MB; at 25%, 275-276 MB, but the 100,000 small pages' rerun took
 * ~10% more CPU time (50%: ~5%). Process-wide, but on that run each worker still made one full
 * collection, as without it (the main thread four instead of two). README, Performance.
 */
export const HEAP_GROWING_PERCENT = 50

const FLAG = /(?:^|\s)--max[-_]semi[-_]space[-_]size(?:[=\s]|$)/
const GROWING_FLAG = /^--heap[-_]growing[-_]percent(?:=|$)/

/** The flag that bounds the old generation's growth, or undefined when the command line sets it. */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.some((arg) => GROWING_FLAG.test(arg)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`
}

/** Bounds the old generation's growth from now on, unless the command line set it (see above). */
export function boundHeapGrowth(execArgv: readonly string[]): void {
  const flag = heapGrowthFlag(execArgv)
  if (flag !== undefined) setFlagsFromString(flag)
}

export interface ProcessLaunch {
  execPath: string
  /** Node's own options on the command line (process.execArgv). */
  execArgv: readonly string[]
  /** process.argv: the node binary, the script, the script's arguments. */
  argv: readonly string[]
  /** The NODE_OPTIONS environment variable, if set. */
  nodeOptions: string | undefined
}

/**
 * The argument vector to run the same script again with a bounded semi-space, or undefined when
 * the semi-space is already set (by us after a relaunch, or by the user in the command line or in
 * NODE_OPTIONS, which wins) or when there is no script file to run again (`node -e`, a REPL).
 */
export function boundedRelaunchArgs(launch: ProcessLaunch): string[] | undefined {
  if (launch.execArgv.some((arg) => FLAG.test(arg))) return undefined
  if (launch.nodeOptions !== undefined && FLAG.test(launch.nodeOptions)) return undefined
  const script = launch.argv[1]
  if (script === undefined || script === '' || launch.execArgv.some((arg) => /^(?:-e|--eval|-p|--print)(?:=|$)/.test(arg))) return undefined
  return [launch.execPath, `--max-semi-space-size=${MAIN_SEMI_SPACE_MB}`, ...launch.execArgv, script, ...launch.argv.slice(2)]
}
