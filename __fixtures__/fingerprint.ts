// Fingerprints written block by block, as the format defines them (src/core/explain.ts): the
// reference the product's writer is compared with, and versions 1 and 2, which only older releases wrote.

function filterBits(count: number): number {
  return Math.ceil(Math.min(1008, Math.max(48, count * 10)) / 24) * 24
}

function hashCount(bits: number, count: number): number {
  return Math.max(1, Math.min(4, Math.round((bits / Math.max(1, count)) * Math.LN2)))
}

function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Version 2: FNV-1a over pairs of code units (a last odd one alone), finalised. */
function pairV2(text: string): [number, number] {
  let h = 0x811c9dc5 ^ text.length
  let i = 0
  for (; i + 1 < text.length; i += 2) h = Math.imul(h ^ ((text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16)) >>> 0), 0x01000193)
  if (i < text.length) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  const h1 = fmix32(h)
  return [h1, fmix32(h1 ^ 0x9e3779b9) | 1]
}

/** Version 1: two FNV-1a hashes of the code units. */
function pairV1(text: string): [number, number] {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x01000193)
  }
  return [a >>> 0, (b >>> 0) | 1]
}

function write(blocks: string[], v1: boolean): string {
  const bits = filterBits(blocks.length)
  const k = hashCount(bits, blocks.length)
  // Version 3 (the product's): the filter, then the sum of the blocks' first hashes, 32-bit little-endian.
  const filter = Buffer.alloc(bits / 8 + (v1 ? 0 : 4))
  let sum = 0
  for (const block of blocks) {
    const [h1, h2] = (v1 ? pairV1 : pairV2)(block)
    sum = (sum + h1) | 0
    for (let i = 0; i < k; i++) {
      const h = h1 + Math.imul(i, h2)
      const p = v1 ? (h >>> 0) % bits : ((h >>> 16) * bits) >>> 16
      filter[p >> 3] = (filter[p >> 3] as number) | (1 << (p & 7))
    }
  }
  if (!v1) filter.writeInt32LE(sum, bits / 8)
  return `${blocks.length}${v1 ? ':' : '.'}${filter.toString('base64url')}`
}

/** The fingerprint that fingerprintBlocks must write. */
export function fingerprintBlockByBlock(blocks: string[]): string {
  return write(blocks, false)
}

/** A version 2 fingerprint (the filter alone), as older releases wrote it. */
export function fingerprintBlocksV2(blocks: string[]): string {
  const v3 = write(blocks, false)
  const dot = v3.indexOf('.')
  const bytes = Buffer.from(v3.slice(dot + 1), 'base64url')
  return v3.slice(0, dot + 1) + bytes.subarray(0, bytes.length - 4).toString('base64url')
}

/** A version 1 fingerprint, as older releases wrote it. */
export function fingerprintBlocksV1(blocks: string[]): string {
  return write(blocks, true)
}
