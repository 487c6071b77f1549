import { describe, expect, it } from 'vitest';
import { formatClock } from '../../src/i18n/format-clock.ts';

// « Enregistré à 14 h 02 » (docs/product.md#article-editor): Paris time, no-break spaces around the h.
describe('formatClock', () => {
  it('writes a time of day the French way, in Paris time', () => {
    expect(formatClock('2026-12-02T13:02:00Z')).toBe('14\u00a0h\u00a002');
    expect(formatClock('2026-07-01T22:05:00Z')).toBe('00\u00a0h\u00a005');
    expect(formatClock(new Date('2026-12-02T08:59:59Z'))).toBe('09\u00a0h\u00a059');
  });
});
