// Why did a page change? The state keeps a compact fingerprint of each page's blocks, so a
// later run (in CI, where the previous build is gone) can say which blocks are new.
import type { BlockChange } from './types.js'

/** FNV-1a over UTF-16 code units: cheap, and only has to tell blocks of one page apart. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const TARGET_GROUPS = 32
const GROUP_CHARS = 4 // 24 bits of base64url per group

/** Blocks per group as a power of two, so a small edit rarely changes the grouping. */
function groupSpan(blockCount: number): number {
  let span = 1
  while (blockCount / span > TARGET_GROUPS) span *= 2
  return span
}

interface Group {
  start: number
  end: number
  key: string
}

/**
 * Content-defined groups: a group ends after a block whose own hash is 0 mod span, so inserting
 * a block disturbs only its own group. Each group is named by 24 bits of the hash of its blocks.
 */
function groups(blocks: string[]): { span: number; groups: Group[] } {
  const span = groupSpan(blocks.length)
  const out: Group[] = []
  let start = 0
  let acc = 0x811c9dc5
  for (let i = 0; i < blocks.length; i++) {
    const h = fnv1a(blocks[i] as string)
    acc = Math.imul(acc ^ h, 0x01000193) >>> 0
    const last = i === blocks.length - 1
    if (span === 1 || h % span === 0 || last || i - start + 1 >= span * 4) {
      const bytes = Buffer.from([acc >>> 16, (acc >>> 8) & 0xff, acc & 0xff])
      out.push({ start, end: i + 1, key: bytes.toString('base64url') })
      start = i + 1
      acc = 0x811c9dc5
    }
  }
  return { span, groups: out }
}

/** The fingerprint kept in the state: `<span>:` then 4 characters per group. */
export function fingerprintBlocks(blocks: string[]): string {
  const { span, groups: gs } = groups(blocks)
  return `${span}:${gs.map((g) => g.key).join('')}`
}

function parseFingerprint(fp: string): { span: number; keys: string[] } | undefined {
  const m = /^(\d+):([A-Za-z0-9_-]*)$/.exec(fp)
  if (!m || (m[2] as string).length % GROUP_CHARS !== 0) return undefined
  const keys: string[] = []
  for (let i = 0; i < (m[2] as string).length; i += GROUP_CHARS) keys.push((m[2] as string).slice(i, i + GROUP_CHARS))
  return { span: Number(m[1]), keys }
}

const MAX_TEXT = 300

export function trimText(text: string, max = MAX_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

/**
 * The blocks of the new content whose group is not in the old fingerprint. Old text is not
 * known here (only its fingerprint), so a vanished group is reported as "removed" without text.
 */
export function explainFromFingerprint(oldFingerprint: string | undefined, blocks: string[], limit = 3): BlockChange[] {
  const old = oldFingerprint ? parseFingerprint(oldFingerprint) : undefined
  const current = groups(blocks)
  if (!old || old.span !== current.span) {
    // The grouping itself moved (the page grew or shrank a lot): the best we can say is the first block.
    const first = blocks[0]
    return first === undefined ? [] : [{ kind: 'replaced', new: trimText(first) }]
  }
  const oldKeys = new Set(old.keys)
  const newKeys = new Set(current.groups.map((g) => g.key))
  const changes: BlockChange[] = []
  for (const g of current.groups) {
    if (oldKeys.has(g.key)) continue
    const text = blocks.slice(g.start, g.end).join(' ⏎ ')
    changes.push({ kind: 'added', new: trimText(text) })
    if (changes.length >= limit) break
  }
  const gone = old.keys.filter((k) => !newKeys.has(k)).length
  if (gone > 0 && changes.length > 0) {
    // An old group vanished where a new one appeared: most often a block edited in place.
    for (let i = 0; i < Math.min(gone, changes.length); i++) (changes[i] as BlockChange).kind = 'replaced'
  } else if (gone > 0) {
    changes.push({ kind: 'removed' })
  }
  return changes
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
