/**
 * A time of day in French, through Intl fr-FR in Paris time like src/i18n/format.ts; kept apart
 * from it because only the staff console writes one, and the public pages share format.ts.
 */
let clock: Intl.DateTimeFormat | undefined;

/** "14 h 02" (no-break spaces around the h, as French typography writes a time in running text). */
export function formatClock(value: Date | string | number): string {
  clock ??= new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });
  const parts = clock.formatToParts(value instanceof Date ? value : new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('hour')}\u00A0h\u00A0${part('minute')}`;
}
