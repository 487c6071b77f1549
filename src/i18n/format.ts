/**
 * French formatting of dates and money (docs/product.md#limits) through Intl fr-FR, in Paris time. Money is integer
 * cents everywhere (docs/architecture.md#money) and becomes euros only here, at display.
 *
 * The first Intl formatter of a page loads the browser's locale data, one long task inside
 * hydration: the public pages shown at start-up therefore get their dates already written by the
 * server (`displayDate` of an article, decision 0042), and the browser creates a formatter only
 * when a page first needs one.
 */
const LOCALE = 'fr-FR';
const PARIS = 'Europe/Paris';

type DateInput = Date | string | number;

function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const money = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS }));
const shortDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: PARIS }));
const dateTime = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: PARIS }));

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** 990 → "9,90 €" (a no-break space before €, a narrow one between thousands, as French typography wants). */
export function formatMoney(cents: number): string {
  return money().format(cents / 100);
}

/** "21 novembre 2026" */
export function formatDate(value: DateInput): string {
  return longDate().format(toDate(value));
}

/** "21/11/2026" */
export function formatShortDate(value: DateInput): string {
  return shortDate().format(toDate(value));
}

/** docs/product.md#limits registration dates use dashes: "21-11-2026". */
export function formatDashedDate(value: DateInput): string {
  return formatShortDate(value).replaceAll('/', '-');
}

/** "21 novembre 2026 à 14:05" */
export function formatDateTime(value: DateInput): string {
  return dateTime().format(toDate(value));
}
