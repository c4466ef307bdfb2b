// Branch names as `git check-ref-format --branch` takes them (git-check-ref-format(1)), checked
// in TypeScript so that a bad name is refused before any git command runs. Pure.

/** Characters a ref may not hold anywhere (besides the control characters). */
const FORBIDDEN = new Set([' ', '~', '^', ':', '?', '*', '[', '\\'])

function isControl(char: string): boolean {
  const code = char.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

/**
 * Why git would not take `name` as a branch (the ref `refs/heads/<name>`), or undefined when it
 * would. Stricter than git in one place: `@` alone, which git's revision syntax reads as HEAD.
 */
export function branchNameProblem(name: string): string | undefined {
  if (name === '') return 'it is empty'
  if (name === 'HEAD' || name === '@') return `${name} names the checked-out commit in git, not a branch`
  if (name.startsWith('-')) return "it starts with '-'"
  for (const char of name) {
    if (isControl(char)) return `it holds the control character ${JSON.stringify(char)}`
    if (FORBIDDEN.has(char)) return char === ' ' ? 'it holds a space' : `it holds '${char}'`
  }
  if (name.includes('..')) return "it holds '..'"
  if (name.includes('@{')) return "it holds '@{'"
  if (name.startsWith('/') || name.endsWith('/')) return "it starts or ends with '/'"
  if (name.endsWith('.')) return "it ends with '.'"
  for (const part of name.split('/')) {
    if (part === '') return "it holds '//'"
    if (part.startsWith('.')) return `its part '${part}' starts with '.'`
    if (part.endsWith('.lock')) return `its part '${part}' ends with '.lock'`
  }
  return undefined
}
