// The one way this action talks to git: argument arrays (never a shell string, so no quoting bugs and
// no injection from branch or file names) and a result object instead of exceptions for exit codes.
import { spawn } from 'node:child_process'

export interface GitResult {
  exitCode: number
  stdout: string
  stderr: string
}

export interface GitOptions {
  /** Extra environment (merged over process.env), e.g. GIT_INDEX_FILE or author identity. */
  env?: Record<string, string>
  /** Written to git's stdin, then closed. */
  stdin?: string | Uint8Array
}

export type Git = (args: readonly string[], options?: GitOptions) => Promise<GitResult>

/** A git runner bound to a working directory. Rejects only when git cannot be started at all. */
export function createGit(cwd: string): Git {
  return (args, options = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn('git', [...args], {
        cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...options.env },
        stdio: ['pipe', 'pipe', 'pipe']
      })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
      child.on('error', reject)
      child.on('close', (code, signal) => {
        resolve({
          exitCode: code ?? (signal ? 128 : 1),
          stdout: Buffer.concat(out).toString('utf8'),
          stderr: Buffer.concat(err).toString('utf8')
        })
      })
      child.stdin.on('error', () => {
        // git may exit before reading stdin (e.g. a bad ref); the exit code reports that.
      })
      child.stdin.end(options.stdin ?? '')
    })
}

/** Runs git and returns trimmed stdout, or throws with git's own one-line reason. */
export async function gitOrThrow(git: Git, args: readonly string[], options?: GitOptions): Promise<string> {
  const result = await git(args, options)
  if (result.exitCode !== 0) {
    const reason = result.stderr.trim().split('\n').filter(Boolean).pop() ?? `exit code ${result.exitCode}`
    throw new Error(`git ${args[0] ?? ''} failed: ${reason}`)
  }
  return result.stdout.trim()
}
