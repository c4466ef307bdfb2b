// Finding the built pages: every .html file under the site folder, never leaving it.
import { opendir, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from './logger.js'

/**
 * Relative POSIX paths of the HTML files under `root`, sorted. Hidden entries (`.git`,
 * `.well-known`) are skipped. A symlink is followed only when its target stays inside the site
 * folder, and each real directory is walked once, so links cannot loop.
 */
export async function discoverPages(root: string, log: Logger): Promise<string[]> {
  const realRoot = await realpath(root)
  const seenDirs = new Set<string>([realRoot])
  const found: string[] = []
  const inside = (p: string): boolean => p === realRoot || p.startsWith(realRoot + path.sep)

  async function walk(dir: string, rel: string): Promise<void> {
    const handle = await opendir(dir)
    for await (const entry of handle) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      const relPath = rel ? `${rel}/${entry.name}` : entry.name
      let isDir = entry.isDirectory()
      let isFile = entry.isFile()
      if (entry.isSymbolicLink()) {
        let target: string
        try {
          target = await realpath(full)
        } catch {
          log.warning(`${relPath}: broken symlink, skipped`)
          continue
        }
        if (!inside(target)) {
          log.warning(`${relPath}: symlink points outside the site folder, skipped`)
          continue
        }
        const info = await stat(target)
        isDir = info.isDirectory()
        isFile = info.isFile()
        if (isDir) {
          if (seenDirs.has(target)) continue
          seenDirs.add(target)
        }
      } else if (isDir) {
        seenDirs.add(full)
      }
      if (isDir) await walk(full, relPath)
      else if (isFile && entry.name.endsWith('.html')) found.push(relPath)
    }
  }
  await walk(realRoot, '')
  return found.sort()
}
