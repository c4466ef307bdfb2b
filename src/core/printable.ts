// Text from a page, a file name or a server, made safe to print on a terminal or in a CI log. A
// runner reads a workflow command from a line that starts with `::name::` (after white space) or
// that holds `##[name]` anywhere (actions/runner ActionCommand.cs): a page must not be able to
// start a line, nor to write one of those.

/**
 * Characters that start a line or change how one shows: C0 controls, DEL, C1 (NEL among them),
 * the Unicode line and paragraph separators, and the bidi marks, embeddings, overrides and isolates.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
/** The same but the line feed and the tab, for output whose own lines are the tool's. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_OUTPUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escapeChar(c: string): string {
  const code = c.charCodeAt(0)
  return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
}

/** One line with neither command form: its first `:` of a leading `::` and the first `#` of each `##[` escaped. */
function withoutCommands(line: string): string {
  return line.replace(/##\[/g, '\\x23#[').replace(/^(\s*):(?=:)/, '$1\\x3a')
}

/**
 * A value from a page, a file name or a server, for one line of output (a log line, a warning,
 * an error, the CLI's summary): line breaks and controls as `\n`, `\x1b`, `\u2028`…, and nothing
 * that a CI runner would read as a workflow command.
 */
export function shown(value: string): string {
  return withoutCommands(value.replace(UNSAFE, escapeChar))
}

/**
 * Output whose lines are the tool's own (the CLI's stdout and stderr, the action's log): its line
 * feeds and tabs kept, everything else as shown() escapes it, and no line a workflow command.
 * Values inside it are escaped with shown() where they are put in; this holds if one was missed.
 */
export function printable(text: string): string {
  return text.replace(UNSAFE_IN_OUTPUT, escapeChar).split('\n').map(withoutCommands).join('\n')
}
