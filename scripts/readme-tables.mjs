// Writes the README's tables of the action's inputs and outputs from action.yml, between the
// markers <!-- inputs --> … <!-- /inputs --> and <!-- outputs --> … <!-- /outputs -->, so that
// they never drift from what the action accepts. `--check` changes nothing and exits 1 when the
// README differs (a test runs it, so CI fails on a stale table).
//
// Usage: node scripts/readme-tables.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
const readmeFile = path.join(root, 'README.md')
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8'))

/** A description as one Markdown table cell. */
const cell = (text) => String(text).trim().replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function inputsTable() {
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const fallback = input.default === undefined || input.default === '' ? '' : `\`${String(input.default)}\``
    return `| \`${name}\` | ${fallback} | ${cell(input.description)} |`
  })
  return ['| input | default | meaning |', '| --- | --- | --- |', ...rows].join('\n')
}

function outputsTable() {
  const rows = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`)
  return ['| output | meaning |', '| --- | --- |', ...rows].join('\n')
}

/** `text` with what lies between the two markers of `name` replaced by `table`. */
function fill(text, name, table) {
  const open = `<!-- ${name} -->\n`
  const close = `\n<!-- /${name} -->`
  const start = text.indexOf(open)
  const end = text.indexOf(close, start)
  if (start < 0 || end < 0) throw new Error(`README.md has no ${open.trim()} … ${close.trim()} markers`)
  return text.slice(0, start + open.length) + table + text.slice(end)
}

const readme = readFileSync(readmeFile, 'utf8')
const updated = fill(fill(readme, 'inputs', inputsTable()), 'outputs', outputsTable())
if (process.argv.includes('--check')) {
  if (updated !== readme) {
    process.stderr.write('README.md: the inputs or outputs table differs from action.yml: run node scripts/readme-tables.mjs\n')
    process.exit(1)
  }
} else if (updated !== readme) {
  writeFileSync(readmeFile, updated)
}
