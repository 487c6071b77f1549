import { assign, setup } from 'xstate';
import type { FlowPeriod, FlowsReport } from '../../src/domain/flows.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

/**
 * The analysts' page /staff/flows: the counts of a period, compared or not with the
 * period before; one flow's diagram at a time; the CSV of the same numbers.
 *
 * Provided by the app: actors `loadReport` (GET /api/staff/flows), `loadDiagram` (the flow's
 * analyst SVG), `downloadCsv` (GET /api/staff/flows.csv saved as a file); action `notify`
 * ({ outcome: 'csvFailed' }: a snackbar). Views: tag 'busy' while the numbers load.
 */

/** The longest period the API reports (src/domain/flows.ts MAX_PERIOD_DAYS). */
export const MAX_PERIOD_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface FlowsPageInput {
  /** The period shown first (the app's last 7 days). */
  period: FlowPeriod;
}

export interface FlowsPageContext {
  period: FlowPeriod;
  compare: boolean;
  report: FlowsReport | null;
  /** The flow whose diagram and tables are shown. */
  flow: string | null;
  diagram: string | null;
  /** The last period asked was refused (order, length or format). */
  periodRefused: boolean;
}

export interface ReportRequest {
  period: FlowPeriod;
  compare: boolean;
}

export type FlowsPageEvent =
  | { type: 'flows.period'; from: string; to: string }
  | { type: 'flows.compare'; compare: boolean }
  | { type: 'flows.select'; flow: string }
  | { type: 'flows.download' }
  | { type: 'flows.retry' };

export interface FlowsNotice {
  outcome: 'csvFailed';
}

/** Days from `from` to `to` inclusive; NaN when either is not a day. */
export function periodDays(from: string, to: string): number {
  if (!DAY.test(from) || !DAY.test(to)) return Number.NaN;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const isValidPeriod = (from: string, to: string): boolean => {
  const days = periodDays(from, to);
  return days >= 1 && days <= MAX_PERIOD_DAYS;
};

/** The flow shown after a load: the one shown before if still listed, else the first with moves, else the first. */
function flowAfterLoad(report: FlowsReport, current: string | null): string | null {
  if (current !== null && report.flows.some((flow) => flow.flow === current)) return current;
  const counted = report.flows.find((flow) => flow.transitions.some((transition) => transition.count > 0));
  return counted?.flow ?? report.flows[0]?.flow ?? null;
}

export const flowsPageMachine = setup({
  types: {
    context: {} as FlowsPageContext,
    events: {} as FlowsPageEvent,
    input: {} as FlowsPageInput,
    tags: {} as 'busy',
  },
  actors: {
    loadReport: notProvidedActor<FlowsReport, ReportRequest>('loadReport'),
    loadDiagram: notProvidedActor<string, { flow: string }>('loadDiagram'),
    downloadCsv: notProvidedActor<void, ReportRequest>('downloadCsv'),
  },
  actions: {
    notify: notProvidedAction<FlowsNotice>('notify'),
  },
  guards: {
    validPeriod: ({ event }) => event.type === 'flows.period' && isValidPeriod(event.from, event.to),
    otherFlow: ({ context, event }) =>
      event.type === 'flows.select' &&
      event.flow !== context.flow &&
      (context.report?.flows.some((flow) => flow.flow === event.flow) ?? false),
    hasFlow: ({ context }) => context.flow !== null,
  },
}).createMachine({
  id: 'flowsPage',
  description:
    'Analysts’ funnel page (/staff/flows): loads the counts of a period (compared or not with the ' +
    'period before), shows one flow’s diagram at a time, downloads the same numbers as CSV.',
  context: ({ input }) => ({ period: input.period, compare: false, report: null, flow: null, diagram: null, periodRefused: false }),
  initial: 'loading',
  on: {
    'flows.period': [
      {
        guard: 'validPeriod',
        target: '.loading',
        actions: assign({ period: ({ event }) => ({ from: event.from, to: event.to }), periodRefused: false }),
      },
      { actions: assign({ periodRefused: true }) },
    ],
    'flows.compare': { target: '.loading', actions: assign({ compare: ({ event }) => event.compare }) },
  },
  states: {
    loading: {
      description: 'GET /api/staff/flows for the period.',
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ period: context.period, compare: context.compare }),
        onDone: {
          target: 'ready',
          actions: assign({ report: ({ event }) => event.output, flow: ({ context, event }) => flowAfterLoad(event.output, context.flow) }),
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      description: 'The numbers could not be loaded; the analyst may try again.',
      on: { 'flows.retry': { target: 'loading' } },
    },
    ready: {
      description: 'The numbers are shown.',
      type: 'parallel',
      states: {
        diagram: {
          initial: 'choosing',
          // On the diagram region only: a CSV download under way goes on whatever flow is drawn.
          on: {
            'flows.select': {
              guard: 'otherFlow',
              target: '.choosing',
              actions: assign({ flow: ({ event }) => event.flow, diagram: null }),
            },
          },
          states: {
            choosing: {
              description: 'A flow to draw, or none listed.',
              always: [{ guard: 'hasFlow', target: 'loading' }, { target: 'missing' }],
            },
            loading: {
              description: 'The flow’s analyst diagram (SVG) is fetched.',
              invoke: {
                id: 'loadDiagram',
                src: 'loadDiagram',
                input: ({ context }) => ({ flow: context.flow ?? '' }),
                onDone: { target: 'shown', actions: assign({ diagram: ({ event }) => event.output }) },
                onError: { target: 'missing', actions: assign({ diagram: null }) },
              },
            },
            shown: { description: 'The diagram, its edges as wide as their counts.' },
            missing: { description: 'No diagram for this flow: the tables still say everything.' },
          },
        },
        csv: {
          initial: 'idle',
          states: {
            idle: { on: { 'flows.download': { target: 'downloading' } } },
            downloading: {
              description: 'GET /api/staff/flows.csv, saved as a file.',
              invoke: {
                id: 'downloadCsv',
                src: 'downloadCsv',
                input: ({ context }) => ({ period: context.period, compare: context.compare }),
                onDone: { target: 'idle' },
                onError: { target: 'idle', actions: { type: 'notify', params: { outcome: 'csvFailed' } } },
              },
            },
          },
        },
      },
    },
  },
});
