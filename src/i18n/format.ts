/**
 * French formatting of dates and money (docs/product.md#limits), with Intl fr-FR. Money is integer cents everywhere
 * (DESIGN §4) and becomes euros only here, at display.
 */
const LOCALE = 'fr-FR';

// Each formatter is built on first use, not at module load: building one costs milliseconds of
// locale data on a phone, and most pages format nothing while they hydrate (issue 13).
function lazy<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const money = lazy(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }));
const shortDate = lazy(
  () => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }),
);
const dateTime = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }));

type DateInput = Date | string | number;
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** 990 → "9,90 €" (the space before € is a narrow no-break space, as French typography wants). */
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
  return shortDate().format(toDate(value)).replaceAll('/', '-');
}

/** "21 novembre 2026 à 14:05" */
export function formatDateTime(value: DateInput): string {
  return dateTime().format(toDate(value));
}
