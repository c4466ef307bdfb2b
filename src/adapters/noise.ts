// Where each shared edit is in the built pages, read from one page that holds it (the plan names
// the page; see core/run.ts): the element that holds it, and the ignore selector when one is safe.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeHtml } from '../core/decode.js'
import { locateFragment, type SharedEdit } from '../core/noise.js'
import type { NoiseFinding, Report } from '../core/types.js'
import { PathGuard } from './output-paths.js'

export async function locateEdits(
  report: Report,
  noise: ReadonlyArray<{ shared: SharedEdit; file: string | undefined }>,
  siteDir: string,
  contentSelectors: string[]
): Promise<NoiseFinding[]> {
  const located: NoiseFinding[] = []
  // The file may come from a partial result (lastmod merge): it is read only if it is really in the site.
  const paths = await PathGuard.create({ siteDir, flag: (name) => (name === 'site-dir' ? 'the site folder' : name) })
  for (const [i, finding] of (report.noise ?? []).entries()) {
    const found = noise[i]
    if (found?.file === undefined) {
      located.push(finding)
      continue
    }
    const file = await paths.input('the page', path.join(siteDir, found.file), { inSite: true, shown: found.file })
    const html = decodeHtml(await readFile(file)).text
    const { element, selector } = locateFragment(html, found.shared.fragment, contentSelectors, finding.template)
    located.push({ ...finding, ...(element === undefined ? {} : { element }), ...(selector === undefined ? {} : { selector }) })
    if (element !== undefined) placeEdit(report, found.shared, element)
  }
  return located
}

/** Names the element in the explanations of the pages that share the edit ("changed text in footer"). */
function placeEdit(report: Report, edit: SharedEdit, element: string): void {
  const urls = new Set(edit.urls)
  for (const change of report.changes) {
    if (!urls.has(change.url)) continue
    for (const block of change.blocks) if (block.new === edit.fragment) block.in = element
  }
}
