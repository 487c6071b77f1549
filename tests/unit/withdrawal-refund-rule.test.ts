import { describe, expect, it } from 'vitest';
import {
  isWithinWindow,
  parisDay,
  refundLines,
  totalPaid,
  totalRefund,
  withdrawalDay,
  withdrawalDeadline,
  type PaidPeriod,
} from '../../server/modules/withdrawal/refund-rule.ts';

/**
 * The withdrawal rule of docs/decisions/0021-withdrawal.md, written out: Paris calendar days; day 0
 * is the first payment's day, day 14 is the last accepted; with the express request the member
 * owes floor(paid × days provided / days of the period), without it nothing.
 */

const period = (amount: number, start: string, end: string, uid = 'p1'): PaidPeriod => ({
  paymentUid: uid,
  chargeReference: `sbx_ch_${uid}`,
  amount,
  start: new Date(start),
  end: new Date(end),
  cardBrand: 'visa',
  cardLast4: '4242',
});

describe('withdrawal window (L221-18, L221-19)', () => {
  const paid = new Date('2026-11-25T10:00:00Z'); // 11:00 in Paris

  it('counts Paris calendar days, not 24-hour spans', () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in winter, UTC+2 in summer).
    expect(parisDay(new Date('2026-11-25T23:30:00Z')) - parisDay(new Date('2026-11-25T22:59:00Z'))).toBe(1);
    expect(parisDay(new Date('2026-07-14T22:30:00Z')) - parisDay(new Date('2026-07-14T21:30:00Z'))).toBe(1);
    // Across the spring change of hour, one day is still one day.
    expect(parisDay(new Date('2026-03-30T10:00:00Z')) - parisDay(new Date('2026-03-29T10:00:00Z'))).toBe(1);
  });

  it('accepts day 0 to day 14 until midnight in Paris, refuses day 15 and anything before the payment', () => {
    expect(isWithinWindow(paid, new Date('2026-11-25T10:00:01Z'))).toBe(true);
    expect(withdrawalDay(paid, new Date('2026-12-09T22:59:59Z'))).toBe(14); // 23:59:59 in Paris
    expect(isWithinWindow(paid, new Date('2026-12-09T22:59:59Z'))).toBe(true);
    expect(withdrawalDay(paid, new Date('2026-12-09T23:00:30Z'))).toBe(15); // 00:00:30 in Paris
    expect(isWithinWindow(paid, new Date('2026-12-09T23:00:30Z'))).toBe(false);
    expect(isWithinWindow(paid, new Date('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('gives the last accepted day as a date that prints as that Paris day', () => {
    const deadline = withdrawalDeadline(paid);
    expect(parisDay(deadline) - parisDay(paid)).toBe(14);
    expect(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(deadline)).toBe('9 décembre 2026');
  });
});

describe('refund of a withdrawal (L221-25, L221-28)', () => {
  it('keeps the days provided, pro rata, with the express request: 29,99 € for 30 days, day 6 → 24,00 € back', () => {
    const lines = refundLines([period(2999, '2026-11-01T10:00:00Z', '2026-12-01T10:00:00Z')], new Date('2026-11-07T09:00:00Z'), true);
    expect(lines).toEqual([
      expect.objectContaining({
        paymentUid: 'p1',
        chargeReference: 'sbx_ch_p1',
        paid: 2999,
        periodDays: 30,
        providedDays: 6,
        owed: 599,
        refund: 2400,
      }),
    ]);
  });

  it('gives everything back on day 0 (no day provided yet)', () => {
    const [line] = refundLines([period(2999, '2026-11-01T10:00:00Z', '2026-12-01T10:00:00Z')], new Date('2026-11-01T20:00:00Z'), true);
    expect(line).toMatchObject({ providedDays: 0, owed: 0, refund: 2999 });
  });

  it('gives everything back without the express request, whatever was provided', () => {
    const lines = refundLines(
      [period(100, '2026-11-01T10:00:00Z', '2026-11-08T10:00:00Z'), period(2999, '2026-11-08T10:00:00Z', '2026-12-08T10:00:00Z', 'p2')],
      new Date('2026-11-11T10:00:00Z'),
      false,
    );
    expect(lines.map((line) => line.refund)).toEqual([100, 2999]);
    expect(totalRefund(lines)).toBe(3099);
  });

  it('owes a used-up trial whole and each later period its own share: 1 € trial of 7 days, then 29,99 € for 30 days, day 10', () => {
    const lines = refundLines(
      [period(100, '2026-11-01T10:00:00Z', '2026-11-08T10:00:00Z'), period(2999, '2026-11-08T10:00:00Z', '2026-12-08T10:00:00Z', 'p2')],
      new Date('2026-11-11T10:00:00Z'),
      true,
    );
    expect(lines.map(({ providedDays, owed, refund }) => ({ providedDays, owed, refund }))).toEqual([
      { providedDays: 7, owed: 100, refund: 0 },
      { providedDays: 3, owed: 299, refund: 2700 },
    ]);
    expect(totalPaid(lines)).toBe(3099);
    expect(totalRefund(lines)).toBe(2700);
  });

  it('rounds what is owed down, in the member’s favour', () => {
    const [line] = refundLines([period(1000, '2026-11-01T10:00:00Z', '2026-11-04T10:00:00Z')], new Date('2026-11-02T10:00:00Z'), true);
    expect(line).toMatchObject({ periodDays: 3, providedDays: 1, owed: 333, refund: 667 });
  });

  it('leaves free periods out: no money moved, nothing to give back', () => {
    expect(refundLines([period(0, '2026-11-01T10:00:00Z', '2026-11-08T10:00:00Z')], new Date('2026-11-02T10:00:00Z'), true)).toEqual([]);
  });
});
