// Probable noise in a run: fragments many changed pages share, with the selector that would
// remove them, read from one page that has the fragment.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { decodeHtml } from '../core/decode.js'
import { findSharedChanges, noiseFinding, suggestSelector } from '../core/noise.js'
import type { NoiseFinding, Report } from '../core/types.js'

const MAX_FINDINGS = 3

export async function findNoise(
  changes: Report['changes'],
  siteDir: string,
  fileOf: (url: string) => string | undefined,
  contentSelectors: string[]
): Promise<NoiseFinding[]> {
  const findings: NoiseFinding[] = []
  for (const shared of findSharedChanges(changes).slice(0, MAX_FINDINGS)) {
    const file = fileOf(shared.urls[0] as string)
    let selector: string | undefined
    if (file !== undefined) {
      const html = decodeHtml(await readFile(path.join(siteDir, file))).text
      selector = suggestSelector(html, shared.fragment, contentSelectors)
    }
    findings.push(noiseFinding(shared, selector, changes.length))
  }
  return findings
}
