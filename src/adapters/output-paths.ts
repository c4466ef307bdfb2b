// Every path a run writes, checked before it writes any: a mistaken path must neither overwrite the
// state or a page nor fail halfway, after the pages and the state were written.
import { mkdir, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { splitFileName } from '../core/sitemap.js'
import { InputError } from '../core/urls.js'

/** The files a run writes, by the flag or input that named them, as the user spells it; undefined: not written. */
export type OutputPaths = Record<string, string | undefined>

const named = (outputs: OutputPaths): Array<[string, string]> => Object.entries(outputs).filter((e): e is [string, string] => e[1] !== undefined)

const isInside = (dir: string, file: string): boolean => {
  const rel = path.relative(dir, file)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}

const statOf = (file: string) => stat(file).catch(() => undefined)

/** Throws an InputError naming the flag of the first output that is shared, a page, a folder or uncreatable. */
export async function checkOutputPaths(outputs: OutputPaths, siteDir: string): Promise<void> {
  const site = path.resolve(siteDir)
  // A missing site folder is the engine's error to name (--site-dir), before anything is written.
  if ((await statOf(site))?.isDirectory() !== true) return
  const seen = new Map<string, string>()
  const sitemap = named(outputs).find(([flag]) => flag.replace(/^--/, '') === 'sitemap')
  const isChild = sitemap === undefined ? () => false : childOf(sitemap[1])
  for (const [flag, file] of named(outputs)) {
    const full = path.resolve(file)
    const other = seen.get(full)
    if (other !== undefined) throw new InputError(`${flag} and ${other} name the same file ${file}; give each its own`)
    if (flag !== sitemap?.[0] && isChild(full)) throw new InputError(`${flag} ${file} is named like a child file of ${sitemap?.[0]}, which may overwrite it; give it another name`)
    seen.set(full, flag)
    if (/\.html?$/i.test(full) && isInside(site, full)) throw new InputError(`${flag} ${file} is a page of the site; expected a file that is not a page`)
    const info = await statOf(full)
    if (info?.isDirectory() === true) throw new InputError(`${flag} ${file} is a folder; expected a file path`)
    if (info === undefined) await checkCreatable(flag, file, path.dirname(full))
  }
}

/**
 * Children of the sitemap (split or partitioned) are named only once the pages are planned, after
 * this check: every file beside it named `<stem>-…<ext>` may become one.
 */
function childOf(sitemap: string): (full: string) => boolean {
  const { stem, extension } = splitFileName(path.basename(sitemap))
  const dir = path.dirname(path.resolve(sitemap))
  return (full) => {
    const name = path.basename(full)
    return path.dirname(full) === dir && name.startsWith(`${stem}-`) && name.endsWith(extension) && name.length > stem.length + 1 + extension.length
  }
}

/**
 * The first existing ancestor must be a folder, and the first missing folder below it creatable:
 * it is made and removed again. Node's recursive mkdir loops forever where a folder exists but
 * refuses children (/proc), so it is never reached with such a path.
 */
async function checkCreatable(flag: string, file: string, dir: string): Promise<void> {
  let missing: string | undefined
  let at = dir
  let info = await statOf(at)
  while (info === undefined && path.dirname(at) !== at) {
    missing = at
    at = path.dirname(at)
    info = await statOf(at)
  }
  if (info?.isDirectory() !== true) throw new InputError(`${flag} ${file} cannot be written: ${at} is not a folder`)
  if (missing === undefined) return
  try {
    await mkdir(missing)
    await rmdir(missing)
  } catch (error) {
    throw new InputError(`${flag} ${file} cannot be written: the folder ${missing} cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
}

/** The action's output paths must stay in the workspace (the runner's checkout), like every file it writes. */
export function checkInWorkspace(outputs: OutputPaths, workspace: string): void {
  for (const [flag, file] of named(outputs)) {
    if (!isInside(path.resolve(workspace), path.resolve(file))) throw new InputError(`${flag} must be a path inside the workspace ${workspace}; got '${file}'`)
  }
}
