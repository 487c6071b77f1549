import type { FlowsReport } from '../../../src/domain/flows.ts';

/**
 * GET /api/staff/flows.csv: the report of GET /api/staff/flows, one line per state, transition,
 * funnel step and error code (RFC 4180, UTF-8 with a BOM so spreadsheets read the accents).
 */

export const CSV_COLUMNS = [
  'section',
  'flow',
  'state',
  'from',
  'event',
  'to',
  'label',
  'count',
  'previous',
  'retired',
  'median_ms',
  'conversion',
  'drop_off',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Line = Partial<Record<Column, string | number | boolean | null>>;

/** Quoted when needed; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function flowsCsv(report: FlowsReport): string {
  const lines: Line[] = [];
  for (const flow of report.flows) {
    for (const state of flow.states) {
      lines.push({
        section: 'state',
        flow: flow.flow,
        state: state.state,
        label: state.label,
        count: state.count,
        previous: state.previous,
      });
    }
    for (const transition of flow.transitions) {
      lines.push({
        section: 'transition',
        flow: flow.flow,
        from: transition.from,
        event: transition.event,
        to: transition.to,
        label: transition.label,
        count: transition.count,
        previous: transition.previous,
        retired: transition.retired,
        median_ms: transition.medianMs,
      });
    }
  }
  for (const step of report.funnel) {
    lines.push({
      section: 'funnel',
      state: step.id,
      count: step.count,
      previous: step.previous,
      median_ms: step.medianMs,
      conversion: step.conversion === null ? null : Number(step.conversion.toFixed(4)),
      drop_off: step.dropOff,
    });
  }
  for (const code of report.errorCodes) lines.push({ section: 'error_code', state: code.code, count: code.count, previous: code.previous });
  const rows = [CSV_COLUMNS.join(','), ...lines.map((line) => CSV_COLUMNS.map((column) => cell(line[column])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
