// Why did a page change? The state keeps a compact fingerprint of each page's blocks, so a
// later run (in CI, where the previous build is gone) can say which blocks are new.
import { ownCopy } from './own-copy.js'
import type { BlockChange } from './types.js'

/**
 * Version 1 fingerprints (`<count>:<filter>`): two 32-bit FNV-1a hashes of a block (different
 * offset bases) in one pass over its code units. Still read, so that a state written by an older
 * release explains its pages; no longer written (two multiplications per character).
 */
function hashPairV1(text: string): [number, number] {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193)
  }
  return [a >>> 0, (b >>> 0) | 1]
}

/** murmur3's finaliser: every input bit reaches every output bit. */
function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * Version 2 fingerprints (`<count>.<filter>`): FNV-1a over pairs of the code units of a block
 * (`unit | next << 16`, then a last odd unit alone), finalised so that every bit depends on every
 * character. It reads the text as UTF-16LE words (see utf16), faster than charCodeAt. `start`
 * counts code units. The second hash of the double hashing is secondV2(first).
 */
function hashV2(bytes: DataView, start: number, length: number): number {
  let h = 0x811c9dc5 ^ length
  let at = 2 * start
  const end = at + 4 * (length >> 1)
  for (; at < end; at += 4) h = Math.imul(h ^ bytes.getUint32(at, true), 0x01000193)
  if ((length & 1) === 1) h = Math.imul(h ^ bytes.getUint16(at, true), 0x01000193)
  return fmix32(h)
}

function secondV2(first: number): number {
  return fmix32(first ^ 0x9e3779b9) | 1
}

function hashPairV2(text: string): [number, number] {
  const h1 = hashV2(utf16(text), 0, text.length)
  return [h1, secondV2(h1)]
}

/** How a fingerprint version turns a block into filter positions. */
interface Scheme {
  hashPair: (text: string) => [number, number]
  /** A 32-bit hash to a position below `bits`. */
  reduce: (hash: number, bits: number) => number
}

const V1: Scheme = { hashPair: hashPairV1, reduce: (hash, bits) => (hash >>> 0) % bits }
/** The top 16 bits, scaled: no integer division (a uint32 `%` is a floating-point one in V8). */
const V2: Scheme = { hashPair: hashPairV2, reduce: (hash, bits) => ((hash >>> 16) * bits) >>> 16 }

const MIN_BITS = 48
const MAX_BITS = 1008 // 168 base64 characters: the fingerprint stays under 200 bytes
const BITS_PER_BLOCK = 10

function filterBits(blockCount: number): number {
  const bits = Math.min(MAX_BITS, Math.max(MIN_BITS, blockCount * BITS_PER_BLOCK))
  return Math.ceil(bits / 24) * 24 // whole base64 characters, no padding
}

function hashCount(bits: number, blockCount: number): number {
  return Math.max(1, Math.min(4, Math.round((bits / Math.max(1, blockCount)) * Math.LN2)))
}

function positions(block: string, bits: number, k: number, scheme: Scheme): number[] {
  const [h1, h2] = scheme.hashPair(block)
  const out: number[] = []
  for (let i = 0; i < k; i++) out.push(scheme.reduce(h1 + Math.imul(i, h2), bits))
  return out
}

/**
 * The fingerprint kept in the state: the block count, then a Bloom filter of the blocks and the
 * sum of their hashes (`<count>.<base64url>`). A later run tests each new block against the
 * filter, so a changed page can name the blocks that are new without the old text, in under 210
 * bytes per page. About 1 new block in 100 tests as known (10 bits a block, up to 4 hashes; more
 * on pages of over 100 blocks, where the filter stops growing), so an explanation can miss a block
 * but never invents one. The sum, which ignores order, tells blocks that only moved (version 3;
 * version 2 had the filter alone). A run has the blocks joined: see fingerprintJoined.
 */
export function fingerprintBlocks(blocks: string[]): string {
  const count = blocks.length
  const text = blocks.join('\n')
  const starts = startsRoom(count)
  let start = 0
  for (let i = 0; i < count; i++) {
    starts[i] = start
    start += (blocks[i] as string).length + 1
  }
  starts[count] = start
  return fingerprintOf(text, count)
}

/** fingerprintBlocks of the blocks whose join by '\n' is `joined` (splitBlocks(joined)), without splitting it. */
export function fingerprintJoined(joined: string): string {
  let starts = startsRoom(1)
  let count = 0
  starts[0] = 0
  if (joined !== '') {
    count = 1
    for (let at = joined.indexOf('\n'); at >= 0; at = joined.indexOf('\n', at + 1)) {
      if (count + 1 >= starts.length) starts = startsRoom(count + 1)
      starts[count++] = at + 1
    }
    starts[count] = joined.length + 1
  }
  return fingerprintOf(joined, count)
}

/** The blocks whose join by '\n' is `joined`: none for '' (a block is never empty, see PageFacts). */
export function splitBlocks(joined: string): string[] {
  return joined === '' ? [] : joined.split('\n')
}

/** Where each block starts in the text being fingerprinted, then one past its end: fingerprintOf's input. */
let blockStarts = new Int32Array(1024)

/** blockStarts with room for `count` + 1 starts (the ones written so far kept). */
function startsRoom(count: number): Int32Array {
  if (blockStarts.length <= count) {
    const grown = new Int32Array(2 * (count + 1))
    grown.set(blockStarts)
    blockStarts = grown
  }
  return blockStarts
}

/** The fingerprint of the `count` blocks of `text` that start at blockStarts (each ends one unit before the next). */
function fingerprintOf(text: string, count: number): string {
  const bits = filterBits(count)
  const k = hashCount(bits, count)
  const starts = blockStarts
  // The filter, then the sum (SUM_BYTES).
  const filter = Buffer.alloc(bits / 8 + SUM_BYTES)
  // positions() with V2, without its arrays: all the blocks are written out at once.
  const bytes = utf16(text)
  let sum = 0
  for (let i = 0; i < count; i++) {
    const start = starts[i] as number
    const h1 = hashV2(bytes, start, (starts[i + 1] as number) - start - 1)
    sum = (sum + h1) | 0
    const h2 = secondV2(h1)
    for (let j = 0; j < k; j++) {
      const p = V2.reduce(h1 + Math.imul(j, h2), bits)
      filter[p >> 3] = (filter[p >> 3] as number) | (1 << (p & 7))
    }
  }
  filter.writeInt32LE(sum, bits / 8)
  return `${count}.${filter.toString('base64url')}`
}

/** Bytes after the filter of a version 3 fingerprint: the sum of its blocks' first hashes, mod 2^32, little-endian. */
const SUM_BYTES = 4

/** The sum a version 3 fingerprint keeps, of `blocks`. */
function sumOf(blocks: readonly string[]): number {
  let sum = 0
  for (const block of blocks) sum = (sum + hashPairV2(block)[0]) | 0
  return sum
}

/** Reused between pages: a fresh buffer per page is memory outside the heap, collected late. */
let unitBytes = Buffer.allocUnsafe(64 * 1024)

/** A string's code units as UTF-16LE bytes, whatever the machine's byte order (valid until the next call). */
function utf16(text: string): DataView {
  if (unitBytes.length < text.length * 2) unitBytes = Buffer.allocUnsafe(text.length * 4)
  const written = unitBytes.write(text, 0, 'utf16le')
  return new DataView(unitBytes.buffer, unitBytes.byteOffset, written)
}

/** A fingerprint as fingerprintBlocks (`.`) or version 1 (`:`) writes it. */
const FINGERPRINT = /^(\d+)([:.])([A-Za-z0-9_-]+)$/

/** Whether `text` has the form of a fingerprint (a state file's `blocks` must). */
export function isFingerprint(text: string): boolean {
  return FINGERPRINT.test(text)
}

function parseFingerprint(fp: string): { count: number; filter: Buffer; bits: number; scheme: Scheme; sum: number | undefined } | undefined {
  const m = FINGERPRINT.exec(fp)
  if (!m) return undefined
  const count = Number(m[1])
  const bytes = Buffer.from(m[3] as string, 'base64url')
  const bits = filterBits(count)
  // Version 2 and 1: the filter alone; version 3: the filter and the sum.
  const sum = m[2] === '.' && bytes.length === bits / 8 + SUM_BYTES ? bytes.readInt32LE(bits / 8) : undefined
  if (bytes.length !== bits / 8 && sum === undefined) return undefined
  return { count, filter: bytes.subarray(0, bits / 8), bits, scheme: m[2] === ':' ? V1 : V2, sum }
}

const MAX_TEXT = 300

export function trimText(text: string, max = MAX_TEXT): string {
  // A block may still be built of slices of its page: what a reason quotes must not keep the page.
  return ownCopy(text.length <= max ? text : `${text.slice(0, max - 1)}…`)
}

/** The chance that a block the filter never saw tests as known: its share of set bits, to the k. */
function falseKnown(filter: Buffer, k: number): number {
  let set = 0
  for (const byte of filter) for (let b = byte; b !== 0; b &= b - 1) set++
  return (set / (filter.length * 8)) ** k
}

/**
 * Whether the page a fingerprint was made of holds a block, as a Bloom filter can tell (1 in 100
 * blocks it never held tests as held); undefined for an unreadable fingerprint.
 */
export function fingerprintTester(fingerprint: string): ((block: string) => boolean) | undefined {
  const fp = parseFingerprint(fingerprint)
  if (fp === undefined) return undefined
  const k = hashCount(fp.bits, fp.count)
  return (block) => positions(block, fp.bits, k, fp.scheme).every((p) => ((fp.filter[p >> 3] as number) & (1 << (p & 7))) !== 0)
}

/**
 * The blocks of the new content that the old fingerprint does not contain. The old text itself
 * is not known here (CI has only the state), so a vanished block is reported without text.
 */
export function explainFromFingerprint(oldFingerprint: string | undefined, blocks: string[], limit = 3): BlockChange[] {
  const old = oldFingerprint === undefined ? undefined : parseFingerprint(oldFingerprint)
  if (old === undefined) {
    const first = blocks[0]
    return first === undefined ? [] : [{ kind: 'replaced', new: trimText(first) }]
  }
  const k = hashCount(old.bits, old.count)
  const known = (block: string): boolean =>
    positions(block, old.bits, k, old.scheme).every((p) => ((old.filter[p >> 3] as number) & (1 << (p & 7))) !== 0)
  const fresh = blocks.filter((b) => !known(b))
  if (fresh.length > 0) {
    // As many blocks as before: each new block most likely replaced an old one in place.
    const kind = blocks.length <= old.count ? 'replaced' : 'added'
    return fresh.slice(0, limit).map((b) => ({ kind, new: trimText(b) }))
  }
  // No new text, yet the hash moved. The very same blocks (count and sum) moved; fewer went;
  // otherwise a block repeated, or an edited one tested as known (more often on a nearly full filter).
  if (old.sum !== undefined && blocks.length === old.count && sumOf(blocks) === old.sum) return [{ kind: 'reordered' }]
  return [{ kind: blocks.length < old.count && falseKnown(old.filter, k) <= 0.05 ? 'removed' : 'unknown' }]
}

/** First differing blocks between two known versions (explain between two builds). */
export function explainFromBlocks(oldBlocks: string[], newBlocks: string[], limit = 3): BlockChange[] {
  let head = 0
  while (head < oldBlocks.length && head < newBlocks.length && oldBlocks[head] === newBlocks[head]) head++
  let tailOld = oldBlocks.length
  let tailNew = newBlocks.length
  while (tailOld > head && tailNew > head && oldBlocks[tailOld - 1] === newBlocks[tailNew - 1]) {
    tailOld--
    tailNew--
  }
  const changes: BlockChange[] = []
  for (let i = 0; i < Math.max(tailOld - head, tailNew - head) && changes.length < limit; i++) {
    const before = oldBlocks[head + i]
    const after = newBlocks[head + i]
    const oldIn = head + i < tailOld
    const newIn = head + i < tailNew
    if (oldIn && newIn) changes.push({ kind: 'replaced', old: trimText(before as string), new: trimText(after as string) })
    else if (newIn) changes.push({ kind: 'added', new: trimText(after as string) })
    else changes.push({ kind: 'removed', old: trimText(before as string) })
  }
  return changes
}
