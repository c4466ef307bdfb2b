// What src/ imports is what package.json declares: a package that is only there because another
// one depends on it can go away or change major version under us with any update of that one.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'

const root = path.join(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name', 'name/sub' → 'name'); undefined for a file or a Node builtin. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
  return builtinModules.includes(name) ? undefined : name
}

/** Every package imported (statically, with import(), or re-exported) by a file of src/, with the first file that does. */
function importedPackages(): Map<string, string> {
  const found = new Map<string, string>()
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts')).sort()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, 'src', file), 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const name = packageOf(fileName)
      if (name !== undefined && !found.has(name)) found.set(name, `src/${file}`)
    }
  }
  return found
}

describe('dependencies', () => {
  it('finds the packages src/ imports, subpaths and scopes included', () => {
    expect(packageOf('entities/decode')).toBe('entities')
    expect(packageOf('@actions/core')).toBe('@actions/core')
    expect(packageOf('node:fs')).toBeUndefined()
    expect(packageOf('fs')).toBeUndefined()
    expect(packageOf('./urls.js')).toBeUndefined()
    const imported = importedPackages()
    expect(imported.get('entities')).toBe('src/core/html-scan.ts')
    expect(imported.has('@actions/core')).toBe(true)
  })

  it('declares in dependencies every package that src/ imports', () => {
    const undeclared = [...importedPackages()].filter(([name]) => pkg.dependencies?.[name] === undefined).map(([name, file]) => `${name} (imported by ${file})`)
    expect(undeclared).toEqual([])
  })
})
