// Imported first by the entries that hash pages (src/cli.ts, src/main.ts), which import the rest
// only after it: it runs before any other module is compiled or evaluated, and before anything is
// read or written. Where Node can replace the running process (process.execve: Node 22.15 and 23.11
// on, not Windows), it does so with the same command plus a bounded semi-space (see
// adapters/heap-bounds.ts): same process id, stdio and environment, so the runner and shells see
// one process. Elsewhere the run goes on as it is. Then it bounds the old generation's growth,
// which can be set while running. A failed execve does not throw: Node aborts the process. So the
// node binary is first checked to be there and executable by us (one removed, or made not
// executable, since it started fails the check), and only then is it run again. Tests never import
// this module: it would replace the test runner.
import { accessSync, constants } from 'node:fs'
import { boundedRelaunchArgs, boundHeapGrowth } from './adapters/heap-bounds.js'

type Execve = (file: string, args: string[], env: NodeJS.ProcessEnv) => never
const execve = (process as { execve?: Execve }).execve

if (typeof execve === 'function' && process.platform !== 'win32') {
  const args = boundedRelaunchArgs({
    execPath: process.execPath,
    execArgv: process.execArgv,
    argv: process.argv,
    nodeOptions: process.env.NODE_OPTIONS
  })
  if (args !== undefined && canExecute(process.execPath)) execve.call(process, process.execPath, args, process.env)
}
// In the process that does the run (V8 reads this flag as it goes, so no relaunch is needed).
boundHeapGrowth(process.execArgv)

function canExecute(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false // this process does the run, with the larger young generation
  }
}
