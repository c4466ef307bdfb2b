import { describe, expect, it } from '@jest/globals'
import { formatInstant, formatLastmod, parseInstant } from '../src/core/dates.js'

describe('dates', () => {
  it('formats instants in UTC with seconds', () => {
    expect(formatInstant(new Date('2026-08-12T08:00:00.123+02:00'))).toBe('2026-08-12T06:00:00Z')
  })
  it('rejects times without a zone', () => {
    expect(parseInstant('2026-08-12T06:00:00')).toBeUndefined()
    expect(parseInstant('yesterday')).toBeUndefined()
    expect(parseInstant('2026-08-12T06:00:00+02:00')?.toISOString()).toBe('2026-08-12T04:00:00.000Z')
  })
  it('writes lastmod with seconds and a zone, or a date', () => {
    expect(formatLastmod('2026-08-12T06:00:00Z', 'datetime')).toBe('2026-08-12T06:00:00+00:00')
    expect(formatLastmod('2026-08-12T06:00:00Z', 'date')).toBe('2026-08-12')
  })
})
