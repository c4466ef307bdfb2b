// Finding the built pages: every .html file under the site folder, never leaving it.
import { readdirSync, realpathSync, statSync } from 'node:fs'
import { realpath } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from './logger.js'

/** UTF-16 code unit order: the order of every file list, state key and sitemap of a run. */
export function compareFiles(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Relative POSIX paths of the HTML files under `root`, sorted. Hidden entries (`.git`,
 * `.well-known`) are skipped. A symlink is followed only when its target stays inside the site
 * folder (the host serves those pages under the link's path too), and never into a folder that
 * is already being walked, so links cannot loop.
 */
export async function discoverPages(root: string, log: Logger): Promise<string[]> {
  return [...walkPages(await realpath(root), log)].sort(compareFiles)
}

/**
 * The same files, lazily and in walk order (each folder's entries sorted, depth first), so that
 * pages can be processed while the walk goes on. `realRoot`: the site folder, symlinks resolved.
 * The walk is synchronous: one awaited call per folder made discovery the slowest step on sites
 * of many small pages; the caller interleaves it with other work by pulling a few files at a time.
 */
export function* walkPages(realRoot: string, log: Logger): Generator<string, void, undefined> {
  const inside = (p: string): boolean => p === realRoot || p.startsWith(realRoot + path.sep)

  /** The real paths of the folders being walked, outermost first: a link to one of them would loop. */
  const ancestors: string[] = [realRoot]
  const sep = realRoot.endsWith(path.sep) ? '' : path.sep

  function* walk(dir: string, rel: string): Generator<string, void, undefined> {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => compareFiles(a.name, b.name))
    // Names that are not UTF-8 come back with U+FFFD and cannot be opened or be a URL by that name.
    const utf8 = entries.some((e) => e.name.includes('\uFFFD')) ? utf8Names(dir, rel, log) : undefined
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      if (utf8 !== undefined && entry.name.includes('\uFFFD') && !utf8.delete(entry.name)) continue
      // `dir` is the real root or a folder under it, so joining needs no normalising (but for `/`).
      const full = (dir === realRoot ? realRoot + sep : dir + path.sep) + entry.name
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
        if (isDir && ancestors.includes(real)) continue
      }
      if (isDir) {
        ancestors.push(real)
        yield* walk(full, relPath)
        ancestors.pop()
      } else if (isFile && entry.name.endsWith('.html')) {
        yield relPath
      }
    }
  }
  yield* walk(realRoot, '')
}

/** The names in `dir` that are valid UTF-8; warns about the pages and folders left out. */
function utf8Names(dir: string, rel: string, log: Logger): Set<string> {
  const names = new Set<string>()
  for (const raw of readdirSync(dir, { encoding: 'buffer' })) {
    const name = raw.toString('utf8')
    if (Buffer.from(name, 'utf8').equals(raw)) names.add(name)
    else if (!name.startsWith('.') && (name.endsWith('.html') || statSync(Buffer.concat([Buffer.from(dir + path.sep), raw])).isDirectory())) {
      const spelled = [...raw].map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\x${b.toString(16)}`)).join('')
      log.warning(`${rel ? `${rel}/` : ''}${spelled}: the file name is not UTF-8, so it cannot be a URL; skipped`)
    }
  }
  return names
}
