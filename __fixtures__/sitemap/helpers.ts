// Shared by the sitemap tests: schema validation with xmllint and plan rendering.

import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SitemapFile } from '../../src/core/sitemap.js'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const fixtures = path.join(repoRoot, '__fixtures__', 'sitemap')
const schemas = path.join(repoRoot, '__fixtures__/schemas')
export const URLSET_XSD = path.join(schemas, 'sitemap.xsd')
export const INDEX_XSD = path.join(schemas, 'siteindex.xsd')

export interface Validation {
  ok: boolean
  output: string
}

/** `xmllint --noout --schema xsd -`, the document on stdin (or a file path when `file` is set). */
export function validate(xsd: string, xml: string, file = false): Validation {
  const args = ['--noout', '--schema', xsd, file ? xml : '-']
  const run = spawnSync('xmllint', args, file ? { encoding: 'utf8' } : { input: xml, encoding: 'utf8', maxBuffer: 1 << 26 })
  if (run.error) throw run.error
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

export function render(file: SitemapFile | undefined): string {
  if (file === undefined) throw new Error('no such file in the plan')
  return [...file.chunks()].join('')
}
