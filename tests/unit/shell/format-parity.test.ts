import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatShortDate } from '../../../src/i18n/format.ts';

// src/i18n/format.ts writes by hand what Intl fr-FR writes (no locale data loaded while a
// page hydrates; the server and the browser run the same code, so they also agree with each other).
const zone = { timeZone: 'Europe/Paris' } as const;
const intlDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', ...zone });
const intlShort = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', ...zone });
const intlDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', ...zone });
const intlMoney = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

const HOUR = 3_600_000;

/** Instants around each summer-time change (every 15 minutes from 3 h before to 3 h after), 1996–2099. */
function aroundChanges(): number[] {
  const instants: number[] = [];
  for (let year = 1996; year <= 2099; year += 1) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0, 1));
      const change = last.getTime() - last.getUTCDay() * 24 * HOUR;
      for (let offset = -3 * HOUR; offset <= 3 * HOUR; offset += 15 * 60_000) instants.push(change + offset);
    }
  }
  return instants;
}

/** A deterministic spread of instants (a linear congruential walk), 1990–2110, edges of the range included. */
function spread(count: number): number[] {
  const from = Date.UTC(1990, 0, 1);
  const to = Date.UTC(2110, 0, 1);
  const instants = [
    Date.UTC(1995, 11, 31, 22, 59),
    Date.UTC(1995, 11, 31, 23, 0),
    Date.UTC(2099, 11, 31, 22, 59),
    Date.UTC(2099, 11, 31, 23, 0),
  ];
  let seed = 20261126;
  for (let index = 0; index < count; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    instants.push(from + Math.floor((seed / 2147483648) * (to - from)));
  }
  return instants;
}

describe('French formatting without Intl', () => {
  it('writes every date as Intl fr-FR does in Paris time, around every summer-time change and across 120 years', () => {
    for (const instant of [...aroundChanges(), ...spread(4_000)]) {
      const date = new Date(instant);
      expect(formatDate(date)).toBe(intlDate.format(date));
      expect(formatShortDate(instant)).toBe(intlShort.format(date));
      expect(formatDateTime(date.toISOString())).toBe(intlDateTime.format(date));
    }
  }, 30_000);

  it('writes amounts as Intl fr-FR does', () => {
    const amounts = [
      0,
      -0,
      1,
      5,
      99,
      100,
      990,
      -990,
      99_999,
      100_000,
      123_456,
      100_000_000,
      -123_456_789,
      Number.MAX_SAFE_INTEGER,
      12.5,
      -0.4,
    ];
    for (let cents = 0; cents < 2_000_000; cents += 997) amounts.push(cents, -cents);
    for (const cents of amounts) expect(formatMoney(cents)).toBe(intlMoney.format(cents / 100));
  });

  it('throws on an invalid date, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
