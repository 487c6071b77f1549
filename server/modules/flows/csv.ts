import type { FlowsReport } from '../../../src/domain/flows.ts';
import { flowsPages as texts } from '../../../src/i18n/fr/flows-pages.ts';
import { codeMeaning } from '../../../views/components/staff-flows/format.ts';

/**
 * GET /api/staff/flows.csv: the report of GET /api/staff/flows, one line per state, transition,
 * funnel step, cancellation and error code, for a French spreadsheet (decision 0031): French
 * headers, `;` between cells, decimal commas, durations in seconds (UTF-8 with a BOM so
 * spreadsheets read the accents; RFC 4180 quoting).
 */

const COLUMNS = {
  section: 'rubrique',
  flow: 'parcours',
  state: 'état ou étape',
  from: 'depuis',
  event: 'événement',
  to: 'vers',
  label: 'libellé',
  count: 'nombre',
  previous: 'période précédente',
  atStart: 'déjà là au début',
  exits: 'sorties',
  present: 'encore là à la fin',
  retired: 'retirée',
  medianSeconds: 'durée médiane (s)',
  conversion: 'conversion (%)',
  dropOff: 'abandons',
} as const;
type Column = keyof typeof COLUMNS;
export const CSV_HEADERS: readonly string[] = Object.values(COLUMNS);
type Line = Partial<Record<Column, string | number | null>>;

const SECTIONS = {
  state: 'état',
  transition: 'transition',
  funnel: 'entonnoir',
  cancellation: 'résiliation',
  errorCode: 'code d’erreur',
} as const;

/** A decimal number the French way: comma, at most `digits` decimals, no thousands separator. */
const decimal = (value: number, digits: number): string => String(Number(value.toFixed(digits))).replace('.', ',');
const seconds = (ms: number | null): string | null => (ms === null ? null : decimal(ms / 1000, 1));
const yesNo = (value: boolean): string => (value ? 'oui' : 'non');

/** Quoted when needed; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function flowsCsv(report: FlowsReport): string {
  const lines: Line[] = [];
  for (const flow of report.flows) {
    for (const state of flow.states) {
      lines.push({
        section: SECTIONS.state,
        flow: flow.flow,
        state: state.state,
        label: state.label,
        count: state.count,
        previous: state.previous,
        atStart: state.atStart,
        exits: state.exits,
        present: state.present,
      });
    }
    for (const transition of flow.transitions) {
      lines.push({
        section: SECTIONS.transition,
        flow: flow.flow,
        from: transition.from,
        event: transition.event,
        to: transition.to,
        label: transition.label,
        count: transition.count,
        previous: transition.previous,
        retired: yesNo(transition.retired),
        medianSeconds: seconds(transition.medianMs),
      });
    }
  }
  for (const step of report.funnel) {
    lines.push({
      section: SECTIONS.funnel,
      state: step.id,
      label: texts.steps[step.id],
      count: step.count,
      previous: step.previous,
      medianSeconds: seconds(step.medianMs),
      conversion: step.conversion === null ? null : decimal(step.conversion * 100, 1),
      dropOff: step.dropOff,
    });
  }
  for (const step of report.cancellations) {
    lines.push({
      section: SECTIONS.cancellation,
      state: step.id,
      label: texts.cancellationSteps[step.id],
      count: step.count,
      previous: step.previous,
      medianSeconds: seconds(step.medianMs),
    });
  }
  for (const code of report.errorCodes)
    lines.push({
      section: SECTIONS.errorCode,
      state: code.code,
      label: codeMeaning(code.field),
      count: code.count,
      previous: code.previous,
    });
  const columns = Object.keys(COLUMNS) as Column[];
  const rows = [CSV_HEADERS.map(cell).join(';'), ...lines.map((line) => columns.map((column) => cell(line[column])).join(';'))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
