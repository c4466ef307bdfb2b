// The selector that would remove each fragment of probable noise, read from one built page that
// holds it (the plan names the page; see core/run.ts).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeHtml } from '../core/decode.js'
import { suggestSelector, type SharedChange } from '../core/noise.js'
import type { NoiseFinding } from '../core/types.js'

export async function suggestSelectors(
  findings: readonly NoiseFinding[],
  noise: ReadonlyArray<{ shared: SharedChange; file: string | undefined }>,
  siteDir: string,
  contentSelectors: string[]
): Promise<NoiseFinding[]> {
  const suggested: NoiseFinding[] = []
  for (const [i, finding] of findings.entries()) {
    const found = noise[i]
    if (found?.file === undefined) {
      suggested.push(finding)
      continue
    }
    const html = decodeHtml(await readFile(path.join(siteDir, found.file))).text
    const selector = suggestSelector(html, found.shared.fragment, contentSelectors)
    suggested.push(selector === undefined ? finding : { ...finding, selector })
  }
  return suggested
}
