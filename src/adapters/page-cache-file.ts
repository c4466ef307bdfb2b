// Reading and writing the page cache file (--cache-file; see core/page-cache.ts).
import { readFile } from 'node:fs/promises'
import { parsePageCache, serializePageCache, type PageCache, type StoredPage } from '../core/page-cache.js'
import { writeFileAtomic } from './atomic.js'
import type { Logger } from './logger.js'
import type { PageResult } from './pool.js'

/**
 * The entries of the cache at `file` for `context`: none when there is no file yet, and none, with
 * a line saying why, when it cannot be read or is not a cache for this context. A cache is never
 * the truth, so nothing stops the run: every page is then parsed, and the file replaced after it.
 */
export async function readPageCache(file: string, context: string, log: Logger): Promise<PageCache> {
  let data: Buffer
  try {
    data = await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warning(`page cache ${file} cannot be read (${(error as Error).message}); every page is parsed`)
    }
    return { context, pages: new Map() }
  }
  const { cache, problem } = parsePageCache(data, context)
  if (problem !== undefined) log.info(`Page cache ${file} not used: ${problem}; every page is parsed, and the file is replaced`)
  return cache
}

/** How a run's pages stood against the cache it read. */
export interface PageCacheUse {
  file: string
  cache: PageCache
  /** Pages whose bytes were those of their entry, so not parsed. */
  hits: number
}

/**
 * Writes the cache of a run's pages (those that were read: not the ones a glob or the error-page
 * rule left out), unless it would be the file that was read: every entry read was met again.
 */
export async function writePageCache(use: PageCacheUse, results: readonly PageResult[]): Promise<boolean> {
  let entries = 0
  for (const r of results) if (r.cached !== undefined) entries++
  if (use.hits === entries && entries === use.cache.pages.size) return false
  function* pages(): Generator<[string, StoredPage]> {
    for (const r of results) if (r.cached !== undefined) yield [r.file, r.cached]
  }
  await writeFileAtomic(use.file, serializePageCache(use.cache.context, pages()))
  return true
}
