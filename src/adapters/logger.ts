// The one logging seam: the CLI prints to stderr, the action forwards to @actions/core.

/**
 * A message is one line. Both loggers print it through shown(), so a value put into it (a file
 * name, a URL, a server's answer) can neither break the line nor start a workflow command.
 */
export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

// What goes into a log line: shown() for each value from a page, a file name or a server;
// printable() for whole output (core/printable.ts).
export { printable, shown } from '../core/printable.js'
