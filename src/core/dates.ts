// UTC ISO 8601 timestamps with seconds, the one date format of the state file.

/** `2026-08-12T06:00:00Z`: milliseconds dropped so the state diff stays quiet. */
export function formatInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/

/**
 * Parses an ISO 8601 date-time that names its zone; undefined for anything else. Every field is
 * checked: `Date` would roll 2026-02-30 over to March 2, and year 0000 is no sitemap date.
 */
export function parseInstant(text: string): Date | undefined {
  const m = ISO_WITH_ZONE.exec(text)
  if (!m) return undefined
  const [year, month, day, hour, minute, second, , , zoneHour, zoneMinute] = m.slice(1).map(Number)
  // The calendar date as given, without the zone: it must be the day named (2026-02-30 is not).
  const civil = new Date(0)
  civil.setUTCFullYear(year as number, (month as number) - 1, day)
  if (civil.getUTCMonth() !== (month as number) - 1 || civil.getUTCDate() !== day) return undefined
  if ([hour, minute, second, zoneHour, zoneMinute].some((f, i) => (f as number) > (i === 0 || i === 3 ? 23 : 59))) return undefined
  const date = new Date(text)
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999 ? undefined : date
}

/** A sitemap `<lastmod>`: W3C Datetime with seconds and a zone (the XSD rejects minutes-only), or a date. */
export function formatLastmod(instant: string, format: 'datetime' | 'date'): string {
  const iso = instant.replace(/\.\d+Z$/, 'Z')
  if (format === 'date') return iso.slice(0, 10)
  return iso.replace(/Z$/, '+00:00')
}
