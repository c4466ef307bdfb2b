// The `lastmod` command: run() is the whole command; it does nothing on import (dist/cli.js calls
// it). The one error boundary of the CLI: exit code 2 for bad input, 1 for anything else.
import { runCli } from './adapters/cli-run.js'
import { shown } from './adapters/logger.js'
import { progressMode } from './adapters/progress.js'
import { errorMessage, isInputError } from './errors.js'
import { VERSION } from './version.js'

export async function run(argv: string[] = process.argv.slice(2)): Promise<void> {
  try {
    const code = await runCli(argv, {
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      version: VERSION,
      progress: { mode: progressMode(process.stderr.isTTY, process.env), now: () => performance.now() }
    })
    if (code !== undefined) process.exitCode = code
  } catch (error) {
    // One line, whatever a value in the message holds.
    process.stderr.write(`lastmod: ${shown(errorMessage(error))}\n`)
    process.exitCode = isInputError(error) ? 2 : 1
  }
}
