// What a piece of code leaves alive on the heap: for tests of caches that must not keep the pages
// they learnt from.
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

setFlagsFromString('--expose-gc')
/** A new context made after the flag has `gc`; it collects the whole heap, this context's too. */
const collect = runInNewContext('gc') as () => void

function usedAfterCollecting(): number {
  collect()
  collect()
  return getHeapStatistics().used_heap_size
}

/** Bytes of heap still used after `run` returns and everything unreachable is collected. */
export function retainedBytes(run: () => void): number {
  const before = usedAfterCollecting()
  run()
  return usedAfterCollecting() - before
}

/**
 * A page of about `bytes` one-byte characters that starts with `head`, as one flat string: what
 * a decoded page is. Slices of 13 characters or more from it are views that keep all of it alive.
 */
export function bigPage(head: string, bytes: number): string {
  const page = head + '<p>' + 'x'.repeat(bytes) + '</p>'
  // Reading a character flattens the concatenation into one string.
  page.charCodeAt(page.length >> 1)
  return page
}
