// The layering rules of eslint.config.js (entries → adapters → core), checked against today's
// files: a rule that names an entry that no longer exists, or misses a new one, guards nothing.
import { describe, expect, test } from '@jest/globals'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'

const root = path.join(import.meta.dirname, '..')
/** Files of src/ that every layer may import: they hold no step of their own. */
const SHARED = new Set(['errors.ts', 'version.ts'])

type FlatConfig = Linter.Config
const blocks = ((await import(pathToFileURL(path.join(root, 'eslint.config.js')).href)) as { default: FlatConfig[] }).default
const layer = (files: string): FlatConfig => {
  const block = blocks.find((b) => b.files?.includes(files) === true && b.rules?.['no-restricted-imports'] !== undefined)
  if (block === undefined) throw new Error(`eslint.config.js has no import rule for ${files}`)
  return block
}

/** The no-restricted-imports errors for `source` as the file `file` (relative to the repository). */
function restricted(file: string, source: string, block: FlatConfig): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root })
  const messages = linter.verify(source, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, block], path.join(root, file))
  return messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`)
}

describe('layering', () => {
  const entries = readdirSync(path.join(root, 'src')).filter((name) => name.endsWith('.ts') && !SHARED.has(name))

  test('an adapter may import no entry, and may import the shared files', () => {
    const adapters = layer('src/adapters/**/*.ts')
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      const source = `import * as e from '../${entry.replace(/\.ts$/, '.js')}'\nexport const x = e\n`
      expect([entry, restricted('src/adapters/probe.ts', source, adapters)]).toEqual([entry, [expect.stringContaining('adapters never import an entry')]])
    }
    for (const shared of SHARED) {
      const source = `import * as e from '../${shared.replace(/\.ts$/, '.js')}'\nexport const x = e\n`
      expect([shared, restricted('src/adapters/probe.ts', source, adapters)]).toEqual([shared, []])
    }
  })

  test('core imports neither adapters, entries, the file system nor the toolkit', () => {
    const core = layer('src/core/**/*.ts')
    for (const source of ["import '../adapters/logger.js'", "import '../errors.js'", "import 'node:fs'", "import '@actions/core'"]) {
      expect([source, restricted('src/core/probe.ts', source, core)]).toEqual([source, [expect.stringMatching(/^no-restricted-imports: /)]])
    }
    expect(restricted('src/core/probe.ts', "import './urls.js'\nimport 'node:crypto'", core)).toEqual([])
  })
})
