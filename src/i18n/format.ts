/**
 * French formatting of dates and money (docs/product.md#limits), as Intl fr-FR writes them. Money is integer cents
 * everywhere (docs/architecture.md#money) and becomes euros only here, at display.
 *
 * Written by hand rather than with Intl: the first Intl formatter of a page loads the
 * browser's locale and time-zone data, 50–120 ms on this machine unthrottled, inside hydration —
 * one long task on every page that shows a date or a price. The output is Intl's, character for
 * character (tests/unit/shell/format-parity.test.ts compares both at every summer-time change from 1996 to 2099 and across 1990–2110);
 * Intl itself still answers what the hand-written rules do not cover (Paris time before 1996's
 * European summer-time rule or after 2099, amounts that are not whole cents).
 */
const LOCALE = 'fr-FR';
const PARIS = 'Europe/Paris';

function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const intlMoney = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const intlLongDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS }));
const intlShortDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: PARIS }));
const intlDateTime = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS }));

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** Intl fr-FR: a narrow no-break space between thousands, a no-break space before the currency sign. */
const THOUSANDS = '\u202f';
const BEFORE_SIGN = '\u00a0';
const HOUR_MS = 3_600_000;
const MAX_EXACT_CENTS = 1e13;

type DateInput = Date | string | number;
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** 01:00 UTC on the last Sunday of a month: when European summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

interface ParisTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The wall clock in Paris (CET, CEST under the European rule of 1996), or null where that rule does not apply. */
function parisTime(date: Date): ParisTime | null {
  const time = date.getTime();
  if (!Number.isFinite(time)) return null;
  const year = date.getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  // New Year's Eve late evening is already the next year in Paris: still inside the rule's range.
  if (local.getUTCFullYear() > 2099) return null;
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');
const longDate = (paris: ParisTime): string => `${paris.day} ${MONTHS[paris.month]} ${paris.year}`;
const shortDate = (paris: ParisTime): string => `${twoDigits(paris.day)}/${twoDigits(paris.month + 1)}/${paris.year}`;

/** 990 → "9,90 €" (the space before € is a no-break space, the thousands' a narrow one, as French typography wants). */
export function formatMoney(cents: number): string {
  // Past 10^13 cents, cents / 100 is no longer exact in floating point: Intl's rounding of it is the reference.
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_EXACT_CENTS) return intlMoney().format(cents / 100);
  const negative = cents < 0 || Object.is(cents, -0);
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return `${negative ? '-' : ''}${euros},${twoDigits(absolute % 100)}${BEFORE_SIGN}€`;
}

/** "21 novembre 2026" */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  const paris = parisTime(date);
  return paris ? longDate(paris) : intlLongDate().format(date);
}

/** "21/11/2026" */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  const paris = parisTime(date);
  return paris ? shortDate(paris) : intlShortDate().format(date);
}

/** docs/product.md#limits registration dates use dashes: "21-11-2026". */
export function formatDashedDate(value: DateInput): string {
  return formatShortDate(value).replaceAll('/', '-');
}

/** "21 novembre 2026 à 14:05" */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  const paris = parisTime(date);
  return paris ? `${longDate(paris)} à ${twoDigits(paris.hours)}:${twoDigits(paris.minutes)}` : intlDateTime().format(date);
}
