import { describe, expect, it } from 'vitest';
import { flowsPageMachine, isValidPeriod, type ReportRequest } from '../../machines/staff/flows-page.machine.ts';
import type { FlowsReport } from '../../src/domain/flows.ts';
import type { EventObject } from 'xstate';
import { describeModel, doneActorEvent, errorActorEvent, type StepContext } from '../support/model-testing.ts';

/**
 * The analysts' page: rules from docs/product.md#beyond — a period of 1 to 366 days, start before end;
 * comparing with the previous period reloads; one flow's diagram at a time; CSV of the same period.
 */

const PERIOD = { from: '2026-11-18', to: '2026-11-24' };
const flow = (name: string, count: number) => ({
  flow: name,
  title: name,
  catalogued: true,
  states: [],
  transitions: [{ key: 'a --e--> b', from: 'a', event: 'e', to: 'b', label: null, count, previous: null, retired: false, medianMs: null }],
});
const report: FlowsReport = {
  period: PERIOD,
  previousPeriod: null,
  flows: [flow('registration', 0), flow('payment', 3)],
  funnel: [],
  cancellations: [],
  errorCodes: [],
};
const empty: FlowsReport = { ...report, flows: [] };

/** The period rules, as a table: [from, to, accepted]. */
const PERIODS: [string, string, boolean][] = [
  ['2026-11-18', '2026-11-24', true],
  ['2026-11-24', '2026-11-24', true],
  ['2025-11-24', '2026-11-24', true],
  ['2025-11-23', '2026-11-24', false],
  ['2026-11-24', '2026-11-18', false],
  ['', '2026-11-24', false],
  ['2026-11-18', 'demain', false],
];

describe('the period an analyst may ask', () => {
  it.each(PERIODS)('%s → %s: %s', (from, to, accepted) => {
    expect(isValidPeriod(from, to)).toBe(accepted);
  });
});

/**
 * The rules above as the test's own table (docs/product.md#beyond), carried along every
 * path without the actor: what the page shows (period, comparison, numbers, the flow drawn), the
 * calls it made and the snackbar.
 */
interface Outcome {
  page: 'loading' | 'failed' | 'ready';
  period: { from: string; to: string };
  compare: boolean;
  periodRefused: boolean;
  report: FlowsReport | null;
  flow: string | null;
  diagram: 'loading' | 'shown' | 'missing' | null;
  svg: string | null;
  csv: 'idle' | 'downloading' | null;
  calls: Array<{ src: string; input: unknown }>;
  notices: unknown[];
}

/** The flow shown after a load: the one shown before if still listed, else the first with moves, else the first. */
function flowAfter(report: FlowsReport, shown: string | null): string | null {
  if (shown !== null && report.flows.some((entry) => entry.flow === shown)) return shown;
  const moved = report.flows.find((entry) => entry.transitions.some((transition) => transition.count > 0));
  return moved?.flow ?? report.flows[0]?.flow ?? null;
}

/** The numbers of the page's period and choice are asked again. */
const reload = (before: Outcome, change: Partial<Outcome>): Outcome => {
  const next = { ...before, ...change };
  return {
    ...next,
    page: 'loading',
    diagram: null,
    csv: null,
    calls: [...before.calls, { src: 'loadReport', input: { period: next.period, compare: next.compare } }],
  };
};

/** One flow's diagram is asked, or none when no flow is listed. */
const draw = (before: Outcome, flow: string | null): Outcome =>
  flow === null
    ? { ...before, flow, diagram: 'missing' }
    : { ...before, flow, diagram: 'loading', calls: [...before.calls, { src: 'loadDiagram', input: { flow } }] };

function nextOutcome(before: Outcome, event: EventObject): Outcome {
  switch (event.type) {
    case 'flows.period': {
      const { from, to } = event as unknown as { from: string; to: string };
      // 1 to 366 days, start before end; a refused period changes nothing but says so.
      const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
      return days >= 1 && days <= 366 ? reload(before, { period: { from, to }, periodRefused: false }) : { ...before, periodRefused: true };
    }
    case 'flows.compare':
      return reload(before, { compare: (event as unknown as { compare: boolean }).compare });
    case 'flows.retry':
      return before.page === 'failed' ? reload(before, {}) : before;
    case 'xstate.done.actor.loadReport': {
      const report = (event as unknown as { output: FlowsReport }).output;
      return draw({ ...before, page: 'ready', report, csv: 'idle' }, flowAfter(report, before.flow));
    }
    case 'xstate.error.actor.loadReport':
      return { ...before, page: 'failed' };
    case 'flows.select': {
      const { flow } = event as unknown as { flow: string };
      const listed = before.report?.flows.some((entry) => entry.flow === flow) ?? false;
      if (before.page !== 'ready' || !listed || flow === before.flow) return before;
      // The CSV does not depend on the flow shown: a download under way goes on.
      return draw({ ...before, svg: null }, flow);
    }
    case 'xstate.done.actor.loadDiagram':
      return { ...before, diagram: 'shown', svg: (event as unknown as { output: string }).output };
    case 'xstate.error.actor.loadDiagram':
      return { ...before, diagram: 'missing', svg: null };
    case 'flows.download':
      return before.csv === 'idle'
        ? {
            ...before,
            csv: 'downloading',
            calls: [...before.calls, { src: 'downloadCsv', input: { period: before.period, compare: before.compare } }],
          }
        : before;
    case 'xstate.done.actor.downloadCsv':
      return { ...before, csv: 'idle' };
    case 'xstate.error.actor.downloadCsv':
      // The snackbar speaks only when the CSV could not be downloaded.
      return { ...before, csv: 'idle', notices: [...before.notices, { outcome: 'csvFailed' }] };
    default:
      return before;
  }
}

function observe({ snapshot, invocations, effects }: StepContext<typeof flowsPageMachine>): Outcome {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const diagram = !ready
    ? null
    : snapshot.matches({ ready: { diagram: 'loading' } })
      ? 'loading'
      : snapshot.matches({ ready: { diagram: 'shown' } })
        ? 'shown'
        : 'missing';
  return {
    page: ready ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    period: context.period,
    compare: context.compare,
    periodRefused: context.periodRefused,
    report: context.report,
    flow: context.flow,
    diagram,
    svg: context.diagram,
    csv: !ready ? null : snapshot.matches({ ready: { csv: 'downloading' } }) ? 'downloading' : 'idle',
    calls: invocations.map(({ src, input }) => ({ src, input })),
    notices: effects.filter((effect) => effect.type === 'notify').map((effect) => effect.params),
  };
}

describeModel(
  'staff flows page',
  {
    machine: flowsPageMachine,
    expected: {
      initial: (): Outcome => ({
        page: 'loading',
        period: PERIOD,
        compare: false,
        periodRefused: false,
        report: null,
        flow: null,
        diagram: null,
        svg: null,
        csv: null,
        calls: [{ src: 'loadReport', input: { period: PERIOD, compare: false } }],
        notices: [],
      }),
      next: nextOutcome,
      observe,
    },
    scenarios: [{ name: 'last 7 days', input: { period: PERIOD } }],
    events: {
      'flows.period': [...PERIODS.slice(3, 5), ['2026-11-01', '2026-11-30'] as const].map(([from, to]) => ({
        type: 'flows.period' as const,
        from,
        to,
      })),
      'flows.compare': [{ type: 'flows.compare', compare: true }],
      'flows.select': [{ type: 'flows.select', flow: 'registration' }],
      'flows.download': [{ type: 'flows.download' }],
      'flows.retry': [{ type: 'flows.retry' }],
      'xstate.done.actor.loadReport': [doneActorEvent('loadReport', report), doneActorEvent('loadReport', empty)],
      'xstate.error.actor.loadReport': [errorActorEvent('loadReport', new Error('503'))],
      'xstate.done.actor.loadDiagram': [doneActorEvent('loadDiagram', '<svg/>')],
      'xstate.error.actor.loadDiagram': [errorActorEvent('loadDiagram', new Error('404'))],
      'xstate.done.actor.downloadCsv': [doneActorEvent('downloadCsv', undefined)],
      'xstate.error.actor.downloadCsv': [errorActorEvent('downloadCsv', new Error('503'))],
    },
  },
  ({ snapshot, previous, event, stepEffects, invocations }) => {
    const { context } = snapshot;
    // Busy exactly while the numbers load; the report asked is always the page's period and choice.
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading'));
    for (const invocation of invocations.filter((entry) => entry.src === 'loadReport' || entry.src === 'downloadCsv')) {
      expect(isValidPeriod((invocation.input as ReportRequest).period.from, (invocation.input as ReportRequest).period.to)).toBe(true);
    }
    if (event.type === 'flows.period') {
      const asked = event as unknown as { from: string; to: string };
      // A refused period changes nothing but says so; an accepted one reloads with it.
      if (isValidPeriod(asked.from, asked.to)) {
        expect(context.period).toEqual({ from: asked.from, to: asked.to });
        expect(context.periodRefused).toBe(false);
        expect(snapshot.matches('loading')).toBe(true);
      } else {
        expect(context.periodRefused).toBe(true);
        expect(context.period).toEqual(previous?.context.period);
      }
    }
    if (event.type === 'flows.compare') {
      expect(context.compare).toBe(true);
      expect(snapshot.matches('loading')).toBe(true);
      expect(invocations.at(-1)).toMatchObject({ src: 'loadReport', input: { compare: true } });
    }
    if (event.type === 'xstate.done.actor.loadReport') {
      // The flow shown first is the first one with moves; with none listed, no diagram.
      const loaded = (event as unknown as { output: FlowsReport }).output;
      if (loaded.flows.length === 0) {
        expect(context.flow).toBeNull();
        expect(snapshot.matches({ ready: { diagram: 'missing' } })).toBe(true);
      } else {
        expect(context.flow).toBe(previous?.context.flow ?? 'payment');
        expect(invocations.at(-1)).toMatchObject({ src: 'loadDiagram', input: { flow: context.flow } });
      }
    }
    if (
      event.type === 'flows.select' &&
      previous?.matches('ready') &&
      previous.context.report?.flows.some((entry) => entry.flow === 'registration')
    ) {
      expect(context.flow).toBe('registration');
    }
    // The snackbar speaks only when the CSV could not be downloaded.
    const notices = stepEffects.filter((effect) => effect.type === 'notify');
    expect(notices).toEqual(
      event.type === 'xstate.error.actor.downloadCsv' ? [expect.objectContaining({ params: { outcome: 'csvFailed' } })] : [],
    );
  },
);
