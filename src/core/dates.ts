// UTC ISO 8601 timestamps with seconds, the one date format of the state file.

/** `2026-08-12T06:00:00Z`: milliseconds dropped so the state diff stays quiet. */
export function formatInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** Parses an ISO 8601 date-time that names its zone; undefined for anything else. */
export function parseInstant(text: string): Date | undefined {
  if (!ISO_WITH_ZONE.test(text)) return undefined
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** A sitemap `<lastmod>`: W3C Datetime with seconds and a zone (the XSD rejects minutes-only), or a date. */
export function formatLastmod(instant: string, format: 'datetime' | 'date'): string {
  const iso = instant.replace(/\.\d+Z$/, 'Z')
  if (format === 'date') return iso.slice(0, 10)
  return iso.replace(/Z$/, '+00:00')
}
