import type { ErrorCodeCount } from '../../../src/domain/flows.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { flowsPages as texts } from '../../../src/i18n/fr/flows-pages.ts';

/** Numbers of /staff/flows, written the French way. */

const integer = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const formatCount = (value: number | null): string => (value === null ? texts.none : integer.format(value));
export const formatRate = (value: number | null): string => (value === null ? texts.none : percent.format(value));

/** A median duration in the largest unit that keeps it readable (45 s, 12 min, 3,5 h, 7 j). */
export function formatDuration(ms: number | null): string {
  if (ms === null) return texts.none;
  const seconds = ms / 1000;
  if (seconds < 90) return fill(texts.durations.seconds, { n: decimal.format(seconds) });
  if (seconds < 90 * 60) return fill(texts.durations.minutes, { n: decimal.format(seconds / 60) });
  if (seconds < 36 * 3600) return fill(texts.durations.hours, { n: decimal.format(seconds / 3600) });
  return fill(texts.durations.days, { n: decimal.format(seconds / 86_400) });
}

/** A flow's name: the catalog's title, else the page's own, else its key. */
export const flowName = (flow: { flow: string; title: string | null }): string => flow.title ?? texts.flowNames[flow.flow] ?? flow.flow;

/** What a payment error code means (docs/product.md#errors-payment-codes): the field to correct, or a refusal for good. */
export const codeMeaning = (field: ErrorCodeCount['field']): string =>
  field === null ? texts.codeMeanings.unrecoverable : texts.codeMeanings.fields[field];
