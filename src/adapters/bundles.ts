// Where the bundles that run on threads of their own are: next to the running bundle.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The bundle `name` (`worker.js`) next to the running bundle: in `dist/` seen from
 * the chunk of `dist/` that runs this code, or one folder up. Undefined when running
 * from the sources (tests), which then do the work in their own thread.
 */
export function findBundle(name: string): string | undefined {
  let here: string
  try {
    // ncc keeps import.meta.url as it is: at run time it names the bundle file.
    here = path.dirname(fileURLToPath(import.meta.url))
  } catch {
    return undefined
  }
  for (const candidate of [path.join(here, name), path.join(here, '..', name)]) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}
