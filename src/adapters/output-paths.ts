// Every path a run writes, and every file it reads that must stay inside a place, checked before it
// writes any: a mistaken path must neither overwrite the state or a page, nor land outside the
// workspace, nor fail halfway, after the pages and the state were written. Paths are compared
// where they really are (links resolved), not as they are spelled: `link/state.json` is the state
// when `link` is the state's folder.
import { mkdir, realpath, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { splitFileName } from '../core/sitemap.js'
import { InputError } from '../core/urls.js'

/** The files a run writes, by the flag or input that named them, as the user spells it; undefined: not written. */
export type OutputPaths = Record<string, string | undefined>

export interface Places {
  /** The built site: no output may be one of its pages; files read from it must stay in it. */
  siteDir: string
  /** The run needs no site (lastmod merge); otherwise a missing site is the engine's error to name, before anything is written. */
  siteOptional?: boolean
  /** The action's workspace: nothing is written or read outside it, the site included. */
  workspace?: string
  /** A flag or input as the user spells it: `site-dir` → `--site-dir` in the CLI. */
  flag: (name: string) => string
}

const isInside = (dir: string, file: string): boolean => {
  const rel = path.relative(dir, file)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}

const statOf = (file: string) => stat(file).catch(() => undefined)

/**
 * Where `file` really is: the real path of its longest existing ancestor, and the rest as spelled.
 * `..` is taken as the system takes it (after a link, the link target's parent), not folded away
 * by spelling. `follow`: the last part too, if it is a link (a read follows it; a write renames
 * over it and replaces the link itself).
 */
export async function realLocation(file: string, follow: boolean): Promise<string> {
  const absolute = path.isAbsolute(file) ? file : `${process.cwd()}${path.sep}${file}`
  const parts = absolute.split(path.sep)
  const last = parts.pop() ?? ''
  if (follow || last === '' || last === '.' || last === '..') {
    const whole = await realpath(absolute).catch(() => undefined)
    if (whole !== undefined) return whole
  }
  const rest: string[] = [last]
  while (parts.length > 0) {
    const head = parts.join(path.sep) || path.sep
    const real = await realpath(head).catch(() => undefined)
    if (real !== undefined) return path.resolve(real, ...rest)
    rest.unshift(parts.pop() as string)
  }
  return path.resolve(absolute)
}

/**
 * The places of one run, resolved once, and the outputs seen so far: every further path (a child
 * sitemap, a partial result, a page read back) goes through the same checks.
 */
export class PathGuard {
  private readonly outputs = new Map<string, { flag: string; file: string }>()
  /** The folder of the state's parts, `<state-file>.d` (state-file.ts): the state's own, like the state file. */
  private stateParts: string | undefined
  private sitemap: { flag: string; dir: string; stem: string; extension: string } | undefined

  private constructor(
    private readonly places: Places,
    /** The real site folder; undefined when it does not exist (the engine names that error). */
    private readonly site: string | undefined,
    private readonly workspace: string | undefined
  ) {}

  get hasSite(): boolean {
    return this.site !== undefined
  }

  static async create(places: Places): Promise<PathGuard> {
    const site = (await statOf(places.siteDir))?.isDirectory() === true ? await realpath(places.siteDir) : undefined
    const workspace = places.workspace === undefined ? undefined : await realLocation(places.workspace, true)
    const guard = new PathGuard(places, site, workspace)
    if (workspace !== undefined) {
      const real = site ?? (await realLocation(places.siteDir, true))
      if (real !== workspace && !isInside(workspace, real)) throw guard.outside(places.flag('site-dir'), places.siteDir, real, 'a folder')
    }
    return guard
  }

  /**
   * Checks one more file the run writes against the places and every output before it.
   * `sitemapChild`: a child file of the sitemap, which may bear a child's name.
   */
  async output(flag: string, file: string, sitemapChild = false): Promise<void> {
    const real = await realLocation(file, false)
    const through = (shown: string): string => (real === path.resolve(shown) ? '' : ` (${real}, through a link)`)
    this.checkPlace(flag, `${flag} ${file}`, file, real)
    const other = this.outputs.get(real)
    if (other !== undefined) throw new InputError(`${flag} and ${other.flag} name the same file ${file}${through(file)}; give each its own`)
    const name = flag.replace(/^--/, '')
    // The state file comes first (checkOutputPaths): every later file is checked against its parts folder.
    if (name === 'state-file') this.stateParts = await realLocation(`${real}.d`, true)
    if (name === 'sitemap') {
      const { stem, extension } = splitFileName(path.basename(real))
      this.sitemap = { flag, dir: path.dirname(real), stem, extension }
      for (const [seen, { flag: by, file: spelled }] of this.outputs) if (this.isSitemapChild(seen)) throw this.childName(by, spelled)
    } else if (!sitemapChild && this.isSitemapChild(real)) throw this.childName(flag, file)
    this.outputs.set(real, { flag, file })
    if (this.site !== undefined && /\.html?$/i.test(real) && isInside(this.site, real)) {
      throw new InputError(`${flag} ${file}${through(file)} is a page of the site; expected a file that is not a page`)
    }
    const info = await statOf(real)
    if (info?.isDirectory() === true) throw new InputError(`${flag} ${file} is a folder; expected a file path`)
    if (info === undefined) await checkCreatable(flag, file, path.dirname(real))
  }

  /**
   * Checks a file the run reads, named `name` and shown as `options.shown` (default: as spelled):
   * where it really is (links followed) must be inside the site when `inSite`, in the workspace,
   * and neither in the state's parts folder nor a file the run writes (but `writtenBy`, the flag of
   * its own output when it is rewritten in place). Returns that real path.
   */
  async input(name: string, file: string, options: { inSite: boolean; writtenBy?: string; shown?: string }): Promise<string> {
    const real = await realLocation(file, true)
    const subject = `${name} ${options.shown ?? file}`
    if (options.inSite) {
      const site = this.site ?? (await realLocation(this.places.siteDir, true))
      if (!isInside(site, real)) throw new InputError(`${subject} is ${real}, outside ${this.places.flag('site-dir')} ${this.places.siteDir}; expected a file of the site`)
    }
    this.checkPlace(name, subject, file, real)
    const output = this.outputs.get(real)
    if (output !== undefined && output.flag !== options.writtenBy) throw new InputError(`${subject} is the file ${output.flag} ${output.file} writes; give each its own`)
    return real
  }

  /** Outside the workspace, or in the state's parts folder: no place for another file. `name`, `subject`: as messages name it, alone and with its path. */
  private checkPlace(name: string, subject: string, file: string, real: string): void {
    if (this.workspace !== undefined && !isInside(this.workspace, real)) throw this.outside(name, file, real, 'a path')
    const parts = this.stateParts
    if (parts !== undefined && (real === parts || isInside(parts, real))) throw this.inStateFolder(subject, file, real)
  }

  private outside(flag: string, file: string, real: string, what: string): InputError {
    const shown = path.resolve(file) === real ? '' : `, which is ${real}`
    return new InputError(`${flag} must be ${what} inside the workspace ${this.places.workspace ?? ''}; got '${file}'${shown}`)
  }

  private inStateFolder(subject: string, file: string, real: string): InputError {
    return new InputError(`${subject}${real === path.resolve(file) ? '' : ` (${real}, through a link)`} is inside the folder of the state's parts ${this.stateParts ?? ''}, where only the state writes; give it a place of its own`)
  }

  /**
   * Children of the sitemap (split or partitioned) are named only once the pages are planned, after
   * this check: every file beside it named `<stem>-…<ext>` may become one.
   */
  private isSitemapChild(real: string): boolean {
    const sitemap = this.sitemap
    if (sitemap === undefined) return false
    const name = path.basename(real)
    return path.dirname(real) === sitemap.dir && name.startsWith(`${sitemap.stem}-`) && name.endsWith(sitemap.extension) && name.length > sitemap.stem.length + 1 + sitemap.extension.length
  }

  private childName(flag: string, file: string): InputError {
    return new InputError(`${flag} ${file} is named like a child file of ${this.sitemap?.flag ?? ''}, which may overwrite it; give it another name`)
  }
}

/**
 * Throws an InputError naming the flag of the first output that is shared, a page, a folder,
 * uncreatable, in the state's parts folder or (action) outside the workspace; the state file is
 * checked first, whatever its place in `outputs`. Returns the guard for the files known later.
 */
export async function checkOutputPaths(outputs: OutputPaths, places: Places): Promise<PathGuard> {
  const guard = await PathGuard.create(places)
  if (places.siteOptional !== true && !guard.hasSite) return guard
  const named = Object.entries(outputs).filter((e): e is [string, string] => e[1] !== undefined)
  const isState = ([flag]: [string, string]): boolean => flag.replace(/^--/, '') === 'state-file'
  for (const [flag, file] of [...named.filter(isState), ...named.filter((e) => !isState(e))]) await guard.output(flag, file)
  return guard
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
