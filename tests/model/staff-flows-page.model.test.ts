import { describe, expect, it } from 'vitest';
import { flowsPageMachine, isValidPeriod, type ReportRequest } from '../../machines/staff/flows-page.machine.ts';
import type { FlowsReport } from '../../src/domain/flows.ts';
import { describeModel, doneActorEvent, errorActorEvent } from '../support/model-testing.ts';

/**
 * The analysts' page (issue 15): rules from the issue — a period of 1 to 366 days, start before end;
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
const report: FlowsReport = { period: PERIOD, previousPeriod: null, flows: [flow('registration', 0), flow('payment', 3)], funnel: [], errorCodes: [] };
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

describeModel(
  'staff flows page',
  {
    machine: flowsPageMachine,
    scenarios: [{ name: 'last 7 days', input: { period: PERIOD } }],
    events: {
      'flows.period': [...PERIODS.slice(3, 5), ['2026-11-01', '2026-11-30'] as const].map(([from, to]) => ({ type: 'flows.period' as const, from, to })),
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
    if (event.type === 'flows.select' && previous?.matches('ready') && previous.context.report?.flows.some((entry) => entry.flow === 'registration')) {
      expect(context.flow).toBe('registration');
    }
    // The snackbar speaks only when the CSV could not be downloaded.
    const notices = stepEffects.filter((effect) => effect.type === 'notify');
    expect(notices).toEqual(event.type === 'xstate.error.actor.downloadCsv' ? [expect.objectContaining({ params: { outcome: 'csvFailed' } })] : []);
  },
);
