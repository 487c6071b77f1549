import type { DurationUnit } from '../../../src/domain/formula.ts';

/** `date` moved forward by `count` units, in UTC (a month from 31 January is 3 March, as Date does). */
export function addDuration(date: Date, count: number, unit: DurationUnit): Date {
  const next = new Date(date.getTime());
  switch (unit) {
    case 'day':
      next.setUTCDate(next.getUTCDate() + count);
      break;
    case 'week':
      next.setUTCDate(next.getUTCDate() + 7 * count);
      break;
    case 'month':
      next.setUTCMonth(next.getUTCMonth() + count);
      break;
    case 'year':
      next.setUTCFullYear(next.getUTCFullYear() + count);
      break;
  }
  return next;
}
