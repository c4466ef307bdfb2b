// Page bytes → text, the way a browser picks the encoding of a file it has no HTTP header for:
// a byte order mark, else a `<meta charset>` / `http-equiv=content-type` in the first 1024 bytes,
// else UTF-8 (browsers would guess windows-1252; static site generators write UTF-8).

import { isUtf8 } from 'node:buffer'
import { TextDecoder } from 'node:util'

const PRESCAN_BYTES = 1024
/** What a decoder puts for bytes that are not UTF-8. */
const REPLACEMENT = '\ufffd'

const decoders = new Map<string, TextDecoder>()

function decoder(label: string, fatal: boolean): TextDecoder {
  const key = (fatal ? '!' : '') + label
  let found = decoders.get(key)
  if (found === undefined) {
    found = new TextDecoder(label, { fatal })
    decoders.set(key, found)
  }
  return found
}

export interface DecodedHtml {
  text: string
  /** The bytes are valid UTF-8 and were read as such (the text is theirs, but for a BOM). */
  utf8: boolean
  /** One line, when the encoding was unknown or bytes were invalid. */
  warning?: string
}

/** Decode page bytes as a browser would. */
export function decodeHtml(bytes: Uint8Array): DecodedHtml {
  const fromBom = bomEncoding(bytes)
  let encoding = fromBom ?? 'utf-8'
  let warning: string | undefined

  if (fromBom === undefined) {
    const declared = prescanCharset(bytes)
    if (declared !== undefined) {
      const resolved = resolveLabel(declared)
      if (resolved === undefined) {
        warning = `unknown charset "${declared}" declared in the page; decoded as UTF-8`
      } else {
        // A page cannot declare itself UTF-16 in a meta: it would not be readable as ASCII.
        encoding = resolved.startsWith('utf-16') ? 'utf-8' : resolved
      }
    }
  }

  // V8's own decoding gives TextDecoder's text, faster. Invalid bytes would have become U+FFFD:
  // only a text with one needs a second pass (the page may hold the character itself).
  if (encoding === 'utf-8' && fromBom === undefined) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')
    if (!text.includes(REPLACEMENT) || isUtf8(bytes)) return withWarning(text, true, warning)
  }
  try {
    return withWarning(decoder(encoding, true).decode(bytes), encoding === 'utf-8', warning)
  } catch {
    const text = decoder(encoding, false).decode(bytes)
    const invalid = `invalid ${encoding === 'utf-8' ? 'UTF-8' : encoding} byte sequences replaced with U+FFFD`
    return withWarning(text, false, warning === undefined ? invalid : `${warning}; ${invalid}`)
  }
}

function withWarning(text: string, utf8: boolean, warning: string | undefined): DecodedHtml {
  return warning === undefined ? { text, utf8 } : { text, utf8, warning }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return undefined
}

/** The WHATWG name of a charset label, or undefined when TextDecoder does not know it. */
function resolveLabel(label: string): string | undefined {
  if (label === 'x-user-defined') return 'windows-1252'
  try {
    return new TextDecoder(label).encoding
  } catch {
    return undefined
  }
}

const COMMENT = /<!--[\s\S]*?-->/g
const META_TAG = /<meta(?=[\s/])[^>]*>?/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/g
const CHARSET_IN_CONTENT = /charset\s*=\s*(?:"([^"]*)|'([^']*)|([^\s;"']+))/i

/**
 * A simplified form of the HTML "prescan a byte stream to determine its encoding": comments are
 * skipped, each `<meta>` in the first 1024 bytes is read for `charset`, or `http-equiv` +
 * `content=…charset=…`. Returns the declared label, trimmed and lower-cased.
 */
function prescanCharset(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, PRESCAN_BYTES)
  // windows-1252 maps each byte to one char: ASCII is kept whatever the real encoding.
  const raw = decoder('windows-1252', false).decode(head)
  const text = raw.replace(COMMENT, ' ')
  for (const match of text.matchAll(META_TAG)) {
    const label = metaCharset(match[0])
    if (label !== undefined) return label
  }
  return undefined
}

/** The charset one `<meta …>` tag declares, trimmed and lower-cased, or undefined. */
function metaCharset(tag: string): string | undefined {
  const attributes = new Map<string, string>()
  for (const attribute of tag.slice(5).matchAll(ATTRIBUTE)) {
    const name = attribute[1]?.toLowerCase()
    if (name === undefined || attributes.has(name)) continue
    attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
  }
  const charset = attributes.get('charset')
  if (charset !== undefined && charset.trim() !== '') return charset.trim().toLowerCase()
  const httpEquiv = attributes.get('http-equiv')
  const content = attributes.get('content')
  if (httpEquiv?.trim().toLowerCase() === 'content-type' && content !== undefined) {
    const inContent = CHARSET_IN_CONTENT.exec(content)
    const label = inContent?.[1] ?? inContent?.[2] ?? inContent?.[3]
    if (label !== undefined && label.trim() !== '') return label.trim().toLowerCase()
  }
  return undefined
}
