import { describe, expect, it } from 'vitest';
import { formatDashedDate, formatDate, formatDateTime, formatMoney, formatShortDate } from '../../src/i18n/format.ts';

// The exact characters matter: the server's text and the browser's must be the same for hydration, and French
// typography wants a narrow no-break space (U+202F) between thousands and a no-break space (U+00A0) before €.
describe('French formatting (docs/product.md#limits)', () => {
  it('shows cents as euros the French way', () => {
    expect(formatMoney(990)).toBe('9,90\u00a0€');
    expect(formatMoney(123456)).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(-123456789)).toBe('-1\u202f234\u202f567,89\u00a0€');
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(5)).toBe('0,05\u00a0€');
  });

  it('writes dates in French, in Paris time', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(formatShortDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDashedDate('2026-03-05T10:00:00Z')).toBe('05-03-2026');
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21 novembre 2026 à 14:05');
    expect(formatDate(new Date('2026-08-01T12:00:00Z'))).toBe('1 août 2026');
    expect(formatShortDate(Date.UTC(2026, 0, 9, 12))).toBe('09/01/2026');
  });

  it('follows Paris summer time, on both sides of each change', () => {
    // Summer time starts at 01:00 UTC on the last Sunday of March and ends at 01:00 UTC on the last Sunday of October.
    expect(formatDateTime('2027-03-28T00:59:00Z')).toBe('28 mars 2027 à 01:59');
    expect(formatDateTime('2027-03-28T01:00:00Z')).toBe('28 mars 2027 à 03:00');
    expect(formatDateTime('2027-10-31T00:59:00Z')).toBe('31 octobre 2027 à 02:59');
    expect(formatDateTime('2027-10-31T01:00:00Z')).toBe('31 octobre 2027 à 02:00');
    // 22:30 UTC on 30 June is already 1 July in Paris (UTC+2), not on 30 January (UTC+1).
    expect(formatDate('2026-06-30T22:30:00Z')).toBe('1 juillet 2026');
    expect(formatDate('2026-01-30T22:30:00Z')).toBe('30 janvier 2026');
  });

  it('refuses an invalid date instead of writing one', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });
});
