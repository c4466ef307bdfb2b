// The generator corpus (__fixtures__/corpus/<generator>/): its generators and their ground truth.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const CORPUS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus')

/** Generators with a truth.json, in name order. */
export const GENERATORS = readdirSync(CORPUS)
  .filter((g) => existsSync(path.join(CORPUS, g, 'truth.json')))
  .sort()

export interface Truth {
  generator: string
  siteUrl: string
  cli: { contentSelector: string; ignoreSelector: string[] }
  steps: Array<{ dir: string; what?: string; expect?: { new: string[]; changed: string[]; removed: string[] } }>
}

export function truth(generator: string): Truth {
  return JSON.parse(readFileSync(path.join(CORPUS, generator, 'truth.json'), 'utf8')) as Truth
}

export function stepDir(generator: string, step: string): string {
  return path.join(CORPUS, generator, 'steps', step)
}

/** Every .html file under `dir` (file order), read and deduplicated by content (rebuild steps repeat pages): page → its path. */
export function htmlFiles(dir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!entry.endsWith('.html')) continue
    const html = readFileSync(path.join(dir, entry), 'utf8')
    if (!pages.has(html)) pages.set(html, entry)
  }
  return pages
}
