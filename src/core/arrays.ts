// Arrays that V8 holds as arrays of any value from their birth.

/** An empty array of any values (V8's PACKED_ELEMENTS), which slice() copies with its kind. */
const ANY_VALUES: unknown[] = [null]
ANY_VALUES.pop()

/**
 * A new empty array for objects or strings. A literal `[]` starts as an array of small integers,
 * and the first object or string pushed changes its kind: for the arrays a page's scan and
 * collector make afresh (the open elements, the blocks, the links), that is a change on every
 * page. Code compiled while they held one kind was thrown away when they met the other (up to
 * six times a first run of the large bench site, the functions compiled again), and a push that
 * has met both kinds is left as a call to the builtin instead of a few inlined instructions:
 * `Array.prototype.push` was 1.1% of such a run in a profile, 0.5% with these arrays, and no
 * compiled code of the page workers was thrown away in two runs.
 */
export function anyArray<T>(): T[] {
  return ANY_VALUES.slice() as T[]
}
