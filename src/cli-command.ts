// The `lastmod` command, loaded by its entry (cli.ts) once the process is the one that does the
// run. The one error boundary of the CLI.
import { runCli } from './adapters/cli-run.js'
import { errorMessage, isInputError } from './errors.js'
import { VERSION } from './version.js'

try {
  await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    version: VERSION
  })
} catch (error) {
  process.stderr.write(`lastmod: ${errorMessage(error).split('\n')[0]}\n`)
  process.exitCode = isInputError(error) ? 2 : 1
}
