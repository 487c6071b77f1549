import { describe, expect, it } from 'vitest';
import { formatDashedDate, formatDate, formatDateTime, formatMoney, formatShortDate } from '../../src/i18n/format.ts';

// Intl writes narrow no-break spaces (U+202F) and no-break spaces (U+00A0) in French output.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French formatting (docs/product.md#limits)', () => {
  it('shows cents as euros the French way', () => {
    expect(plain(formatMoney(990))).toBe('9,90 €');
    expect(plain(formatMoney(123456))).toBe('1 234,56 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
  });

  it('writes dates in French, in Paris time', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 janvier 2027');
    expect(formatShortDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
    expect(formatDashedDate('2026-03-05T10:00:00Z')).toBe('05-03-2026');
    expect(plain(formatDateTime('2026-11-21T13:05:00Z'))).toBe('21 novembre 2026 à 14:05');
  });
});
