// Finding the built pages: every .html file under the site folder, never leaving it.
import { readdirSync, realpathSync, statSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from './logger.js'

/**
 * Relative POSIX paths of the HTML files under `root`, sorted. Hidden entries (`.git`,
 * `.well-known`) are skipped. A symlink is followed only when its target stays inside the site
 * folder (the host serves those pages under the link's path too), and never into a folder that
 * is already being walked, so links cannot loop.
 * The walk is synchronous: nothing else runs meanwhile, and one awaited call per folder and link
 * made discovery the slowest step on sites of many small pages.
 */
export async function discoverPages(root: string, log: Logger): Promise<string[]> {
  const realRoot = await realpath(root)
  const found: string[] = []
  const inside = (p: string): boolean => p === realRoot || p.startsWith(realRoot + path.sep)

  function walk(dir: string, rel: string, ancestors: ReadonlySet<string>): void {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      const relPath = rel ? `${rel}/${entry.name}` : entry.name
      let real = full
      let isDir = entry.isDirectory()
      let isFile = entry.isFile()
      if (entry.isSymbolicLink()) {
        try {
          real = realpathSync(full)
        } catch {
          log.warning(`${relPath}: broken symlink, skipped`)
          continue
        }
        if (!inside(real)) {
          log.warning(`${relPath}: symlink points outside the site folder, skipped`)
          continue
        }
        const info = statSync(real)
        isDir = info.isDirectory()
        isFile = info.isFile()
        if (isDir && ancestors.has(real)) continue
      }
      if (isDir) walk(full, relPath, new Set([...ancestors, real]))
      else if (isFile && entry.name.endsWith('.html')) found.push(relPath)
    }
  }
  walk(realRoot, '', new Set([realRoot]))
  return found.sort()
}
