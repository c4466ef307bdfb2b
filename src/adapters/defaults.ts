// Defaults that both the action's inputs and the CLI's flags name, in a module of their own:
// reading the inputs must not load the engine (the post phase never hashes a page).
import { InputError } from '../core/urls.js'
export const DEFAULT_CONTENT_SELECTOR = 'main, [role=main], article, body'

const MB = 1024 * 1024
/**
 * Pages larger than this are not read (--max-page-size): a 50 MB page takes about 0.6 GB and 10 s
 * to hash, far above real pages; one of 1.2 GB cannot be held as a string at all.
 */
export const DEFAULT_MAX_PAGE_SIZE = 50 * MB
/** A V8 string holds at most 2^29 - 24 characters: a larger page could never be hashed. */
const MAX_PAGE_SIZE = 500 * MB
const UNITS: Readonly<Record<string, number>> = { '': 1, b: 1, kb: 1024, mb: MB, gb: 1024 * MB }

/** A page size as --max-page-size and the input max-page-size take it: bytes, or a number with KB, MB or GB (1 KB = 1024 bytes). */
export function parsePageSize(text: string, inputName: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?b)?$/i.exec(text.trim())
  const bytes = match === null ? NaN : Math.floor(Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? NaN))
  if (!Number.isFinite(bytes) || bytes < 1 || bytes > MAX_PAGE_SIZE) {
    throw new InputError(`${inputName} must be a size from 1 byte to 500MB such as 50MB, 512KB or 2000000 (bytes); got '${text}'`)
  }
  return bytes
}

/** A size as people read it: 52428800 → 50 MB, 1536 → 1.5 KB. */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [['GB', 1024 * MB], ['MB', MB], ['KB', 1024]] as const) {
    if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10} ${unit}`
  }
  return `${bytes} bytes`
}
