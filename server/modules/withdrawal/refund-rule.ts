import type { WithdrawalLine } from '../../db/schema/index.ts';

/**
 * The law's rule for a withdrawal, as decided in docs/decisions/0021-withdrawal.md. Pure: no
 * clock, no database. Days are Paris calendar days (the member's days, and L221-19's "last day").
 */

/** Code de la consommation L221-18: 14 days from the conclusion of the contract (the first payment). */
export const WITHDRAWAL_DAYS = 14;

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;

/** The Paris calendar day of an instant, as a day number (days since 1970-01-01). */
export function parisDay(instant: Date): number {
  const [year, month, day] = parisDate.format(instant).split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

/** Day 0 is the day of the first payment; a request is accepted up to and including day 14. */
export function withdrawalDay(firstPaymentAt: Date, requestedAt: Date): number {
  return parisDay(requestedAt) - parisDay(firstPaymentAt);
}

export function isWithinWindow(firstPaymentAt: Date, requestedAt: Date): boolean {
  const day = withdrawalDay(firstPaymentAt, requestedAt);
  return day >= 0 && day <= WITHDRAWAL_DAYS;
}

/** The last day a withdrawal is accepted, as midday UTC of that calendar day (a date to print). */
export function withdrawalDeadline(firstPaymentAt: Date): Date {
  return new Date((parisDay(firstPaymentAt) + WITHDRAWAL_DAYS) * DAY_MS + DAY_MS / 2);
}

/** A succeeded payment and the period it paid for. */
export interface PaidPeriod {
  paymentUid: string;
  chargeReference: string;
  /** Cents. */
  amount: number;
  start: Date;
  end: Date;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * What goes back on each payment when the member withdraws on `requestedAt`. With his express
 * request (L221-25), he owes the days of each period provided before the day he asked, pro rata
 * and rounded down in his favour; without it (L221-28), he owes nothing. Free periods (0 €) move no
 * money and give no line.
 */
export function refundLines(periods: readonly PaidPeriod[], requestedAt: Date, expressRequest: boolean): WithdrawalLine[] {
  const today = parisDay(requestedAt);
  return periods
    .filter((period) => period.amount > 0)
    .map((period) => {
      const periodDays = Math.max(1, parisDay(period.end) - parisDay(period.start));
      const providedDays = Math.min(periodDays, Math.max(0, today - parisDay(period.start)));
      const owed = expressRequest ? Math.floor((period.amount * providedDays) / periodDays) : 0;
      return {
        paymentUid: period.paymentUid,
        chargeReference: period.chargeReference,
        paid: period.amount,
        owed,
        refund: period.amount - owed,
        periodDays,
        providedDays,
        cardBrand: period.cardBrand,
        cardLast4: period.cardLast4,
      };
    });
}

export const totalRefund = (lines: readonly WithdrawalLine[]): number => lines.reduce((sum, line) => sum + line.refund, 0);
export const totalPaid = (lines: readonly WithdrawalLine[]): number => lines.reduce((sum, line) => sum + line.paid, 0);
