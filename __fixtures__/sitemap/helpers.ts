// Shared by the sitemap tests: schema validation with xmllint (libxml2 built to WebAssembly, from npm,
// so the tests need no system package) and plan rendering.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { validateXML } from 'xmllint-wasm'
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

/** xmllint's schema validation of `xml`, a document or (with `file`) the path of one. */
export async function validate(xsd: string, xml: string, file = false): Promise<Validation> {
  const result = await validateXML({
    xml: { fileName: file ? path.basename(xml) : 'document.xml', contents: file ? readFileSync(xml) : xml },
    schema: { fileName: path.basename(xsd), contents: readFileSync(xsd, 'utf8') },
    // 64 KiB pages: room for the largest sitemap a test writes (50 MB).
    maxMemoryPages: 16384
  })
  return { ok: result.valid, output: result.rawOutput }
}

export const XHTML_LINK_XSD = path.join(schemas, 'xhtml-link.xsd')

/**
 * xmllint's validation of a urlset against sitemap.xsd and xhtml-link.xsd together: a schema
 * that imports both, so that the urlset's `##other` wildcard (strict) finds `xhtml:link` declared.
 */
export async function validateWithAlternates(xml: string): Promise<Validation> {
  const both =
    '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
    '<xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>' +
    '<xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>' +
    '</xsd:schema>'
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: { fileName: 'both.xsd', contents: both },
    preload: [URLSET_XSD, XHTML_LINK_XSD].map((file) => ({ fileName: path.basename(file), contents: readFileSync(file, 'utf8') })),
    maxMemoryPages: 16384
  })
  return { ok: result.valid, output: result.rawOutput }
}

export function render(file: SitemapFile | undefined): string {
  if (file === undefined) throw new Error('no such file in the plan')
  return [...file.chunks()].join('')
}
