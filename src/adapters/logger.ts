// The one logging seam: the CLI prints to stderr, the action forwards to @actions/core.

export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

/** Control characters (C0 but \n and \t, DEL, C1) as `\x1b`: page text and file names must not drive a terminal. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
}
