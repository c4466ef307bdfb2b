// The threads' young generation (the page workers, the walk of the site folder). Only
// adapters/pool.ts and adapters/walker.ts use it; nothing here touches the main thread's heap,
// which runs with the bounds Node gives it (or those the user sets in NODE_OPTIONS).
import { setFlagsFromString } from 'node:v8'

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
 * semi-space. A thread reads the flag when its heap is made, on its own thread and some time after
 * `new Worker()`, so the threads share this one value and it is set before the first of them
 * starts: with two values, a page worker on node 24 got the walk's bound in 4 of 30 runs.
 */
export function boundThreadsYoungGeneration(): void {
  setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`)
}
