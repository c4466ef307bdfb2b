// The documents a user reads: the README's tables are action.yml's, its size stays within what a
// reader takes in, and every relative link and anchor between the documents leads somewhere.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../__fixtures__/cli/run.js'

const DOCS = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md', 'corpus/README.md', ...readdirSync(path.join(repoRoot, 'docs')).map((f) => `docs/${f}`)]

/** GitHub's anchor of a heading. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-')

/** Markdown without its code: links in code are examples, not links. */
const prose = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`]*`/g, '')

describe('the documents', () => {
  it("the README's inputs and outputs tables are action.yml's", () => {
    const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/readme-tables.mjs'), '--check'], { encoding: 'utf8' })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
  })

  it('the README is at most 25,000 bytes', () => {
    expect(readFileSync(path.join(repoRoot, 'README.md')).length).toBeLessThanOrEqual(25_000)
  })

  it('every relative link names a file that exists, and an anchor that its headings make', () => {
    const broken: string[] = []
    for (const doc of DOCS) {
      for (const [, link] of prose(readFileSync(path.join(repoRoot, doc), 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (link === undefined || /^[a-z]+:/.test(link)) continue
        const [file = '', anchor] = link.split('#')
        const target = file === '' ? path.join(repoRoot, doc) : path.join(repoRoot, path.dirname(doc), file)
        if (!existsSync(target)) broken.push(`${doc}: ${link}`)
        else if (anchor !== undefined && target.endsWith('.md')) {
          const anchors = [...readFileSync(target, 'utf8').matchAll(/^#+ (.*)$/gm)].map((m) => anchorOf(m[1] ?? ''))
          if (!anchors.includes(anchor)) broken.push(`${doc}: ${link}`)
        }
      }
    }
    expect(broken).toEqual([])
  })
})
