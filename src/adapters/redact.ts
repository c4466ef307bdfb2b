// The token never shows in what the action prints, not even inside a server's error text that
// echoes it. core.setSecret masks it on GitHub's runner only; this holds wherever the action runs.

const forms: string[] = []
/** Shorter forms would blank ordinary words. */
const SHORTEST = 6

/** The secret as it may appear in text: plain, URL-encoded, and base64 at any offset (basic auth). */
function formsOf(secret: string): string[] {
  const url = encodeURIComponent(secret)
  // The toolkit writes `%` in a workflow command as `%25`, which the runner turns back.
  const out = [secret, url, url.replace(/%/g, '%25')]
  for (const shift of [0, 1, 2]) {
    // In base64 of longer text, only the characters made of the secret's bits alone are stable.
    const b64 = Buffer.concat([Buffer.alloc(shift), Buffer.from(secret)]).toString('base64').replace(/=+$/, '')
    const end = (secret.length + shift) % 3 === 0 ? b64.length : b64.length - 1
    out.push(b64.slice([0, 2, 3][shift], end))
  }
  return out.filter((form) => form.length >= SHORTEST)
}

/** Replaces every known secret form in `text` with ***. */
export function redact(text: string): string {
  let out = text
  for (const form of forms) out = out.split(form).join('***')
  return out
}

function guard(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean
  stream.write = ((chunk: unknown, ...rest: unknown[]) =>
    write(typeof chunk === 'string' || chunk instanceof Uint8Array ? redact(Buffer.from(chunk).toString('utf8')) : chunk, ...rest))
}

/**
 * Registers `secret`; the first call also redacts everything later written to stdout and stderr
 * (the toolkit's log lines, warnings, errors), so no call site can forget it.
 */
export function protectSecret(secret: string): void {
  if (secret === '' || forms.includes(secret)) return
  if (forms.length === 0) {
    guard(process.stdout)
    guard(process.stderr)
  }
  forms.push(...formsOf(secret))
}

/**
 * The parts of a URL input that may be a secret, each long enough to mask (a short one would
 * blank ordinary words in the log): its user name and password, its query values, and the whole
 * URL; with `pathIsSecret` (a webhook, whose path is often its secret) its path too, and the
 * whole URL even when nothing else in it is secret.
 */
export function urlSecrets(text: string, pathIsSecret: boolean): string[] {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return []
  }
  const decode = (part: string): string[] => {
    try {
      return [part, decodeURIComponent(part)]
    } catch {
      return [part]
    }
  }
  const parts = [...decode(url.username), ...decode(url.password), ...[...url.searchParams.values()]]
  if (pathIsSecret && url.pathname !== '/') parts.push(...decode(url.pathname))
  if (pathIsSecret || parts.some((part) => part !== '')) parts.push(text)
  return [...new Set(parts)].filter((part) => part.length >= SHORTEST)
}
