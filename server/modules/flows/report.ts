import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  BROWSER_FLOWS,
  FUNNEL_STEPS,
  SERVER_FLOWS,
  histogramMedianMs,
  isStepMove,
  type FlowPeriod,
  type FlowReport,
  type FlowsReport,
  type FlowStateCount,
  type FlowTransitionCount,
  type FunnelStepReport,
} from '../../../src/domain/flows.ts';
import { transitionKey } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { flowCounts, payments } from '../../db/schema/index.ts';
import type { FlowCatalog } from './catalog.ts';

/**
 * GET /api/staff/flows: the day rows of a period folded into counts per state and transition, the
 * funnel and the error codes (docs/product.md#errors) of failed first charges. Everything is computed from the recorded
 * moves and the machines' catalog: nothing here knows a flow's states by heart.
 */

const DAY_MS = 86_400_000;
/** Error codes listed, most frequent first. */
export const ERROR_CODES_LIMIT = 10;

/** A recorded move with its duration histogram (bucket → count). */
interface Move {
  flow: string;
  from: string;
  event: string;
  to: string;
  count: number;
  histogram: Map<number, number>;
}

const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of the same length just before `period`. */
export function previousPeriodOf(period: FlowPeriod): FlowPeriod {
  const length = daysBetween(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The default period: the 7 days ending today (UTC). */
export function defaultPeriod(now: Date): FlowPeriod {
  const to = now.toISOString().slice(0, 10);
  return { from: addDays(to, -6), to };
}

async function movesOf(db: Database, period: FlowPeriod): Promise<Move[]> {
  const rows = await db
    .select({
      flow: flowCounts.flow,
      from: flowCounts.fromState,
      event: flowCounts.event,
      to: flowCounts.toState,
      bucket: flowCounts.bucket,
      count: sql<number>`sum(${flowCounts.count})`.mapWith(Number),
    })
    .from(flowCounts)
    .where(sql`${flowCounts.day} between ${period.from} and ${period.to}`)
    .groupBy(flowCounts.flow, flowCounts.fromState, flowCounts.event, flowCounts.toState, flowCounts.bucket);
  const moves = new Map<string, Move>();
  for (const row of rows) {
    const key = `${row.flow}\n${transitionKey(row)}`;
    let move = moves.get(key);
    if (move === undefined) {
      move = { flow: row.flow, from: row.from, event: row.event, to: row.to, count: 0, histogram: new Map() };
      moves.set(key, move);
    }
    move.count += row.count;
    move.histogram.set(row.bucket, (move.histogram.get(row.bucket) ?? 0) + row.count);
  }
  return [...moves.values()];
}

async function errorCodesOf(db: Database, period: FlowPeriod): Promise<Map<string, number>> {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(`${addDays(period.to, 1)}T00:00:00Z`);
  const rows = await db
    .select({ code: payments.failureCode, count: count() })
    .from(payments)
    .where(and(eq(payments.kind, 'charge'), eq(payments.status, 'failed'), gte(payments.createdAt, start), lt(payments.createdAt, end)))
    .groupBy(payments.failureCode);
  return new Map(rows.map((row) => [row.code ?? '', row.count]));
}

function mergeHistograms(moves: readonly Move[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const move of moves) for (const [bucket, n] of move.histogram) merged.set(bucket, (merged.get(bucket) ?? 0) + n);
  return merged;
}

/** Moves into a state from another one (a self-loop is not an entry). */
const entriesInto = (moves: readonly Move[], state: string): number =>
  moves.filter((move) => move.to === state && move.from !== state).reduce((sum, move) => sum + move.count, 0);

/** The flows listed: the funnel's and support's first (browser then server), then any other recorded. */
function flowOrder(catalog: FlowCatalog, recorded: readonly Move[]): string[] {
  const order: string[] = [...BROWSER_FLOWS, ...SERVER_FLOWS];
  for (const move of recorded) if (!order.includes(move.flow)) order.push(move.flow);
  return order.filter((flow) => catalog.has(flow) || recorded.some((move) => move.flow === flow));
}

function flowReport(flow: string, catalog: FlowCatalog, current: readonly Move[], previous: readonly Move[] | null): FlowReport {
  const entry = catalog.get(flow);
  const mine = current.filter((move) => move.flow === flow);
  const before = previous?.filter((move) => move.flow === flow) ?? null;
  const known = new Set(entry?.transitions.map((transition) => transition.key) ?? []);

  const transitions: FlowTransitionCount[] = [];
  const seen = new Set<string>();
  const countOf = (moves: readonly Move[] | null, key: string): number | null =>
    moves === null ? null : moves.filter((move) => transitionKey(move) === key).reduce((sum, move) => sum + move.count, 0);
  const add = (transition: { from: string; event: string; to: string }, label: string | null) => {
    const key = transitionKey(transition);
    if (seen.has(key)) return;
    seen.add(key);
    const moves = mine.filter((move) => transitionKey(move) === key);
    const median = histogramMedianMs(mergeHistograms(moves));
    transitions.push({
      key,
      from: transition.from,
      event: transition.event,
      to: transition.to,
      label,
      count: countOf(mine, key) ?? 0,
      previous: countOf(before, key),
      retired: entry !== undefined && !known.has(key),
      medianMs: median,
    });
  };
  for (const transition of entry?.transitions ?? []) add(transition, transition.label);
  for (const move of [...mine, ...(before ?? [])]) add(move, null);

  const states: FlowStateCount[] = (entry?.states ?? []).map((state) => ({
    state: state.id,
    label: state.label,
    final: state.final,
    count: entriesInto(mine, state.id),
    previous: before === null ? null : entriesInto(before, state.id),
  }));
  const listed = new Set(states.map((state) => state.state));
  for (const move of [...mine, ...(before ?? [])]) {
    for (const state of [move.from, move.to]) {
      if (listed.has(state)) continue;
      listed.add(state);
      states.push({
        state,
        label: null,
        final: false,
        count: entriesInto(mine, state),
        previous: before === null ? null : entriesInto(before, state),
      });
    }
  }
  return { flow, title: entry?.title ?? null, catalogued: entry !== undefined, states, transitions };
}

function funnelOf(current: readonly Move[], previous: readonly Move[] | null): FunnelStepReport[] {
  const stepCount = (moves: readonly Move[], index: number) =>
    moves.filter((move) => isStepMove(FUNNEL_STEPS[index]!, move)).reduce((sum, move) => sum + move.count, 0);
  return FUNNEL_STEPS.map((step, index) => {
    const here = stepCount(current, index);
    const before = index === 0 ? null : stepCount(current, index - 1);
    return {
      id: step.id,
      count: here,
      previous: previous === null ? null : stepCount(previous, index),
      conversion: before === null || before === 0 ? null : here / before,
      dropOff: before === null ? null : before - here,
      medianMs: histogramMedianMs(mergeHistograms(current.filter((move) => isStepMove(step, move)))),
    };
  });
}

export async function flowsReport(db: Database, catalog: FlowCatalog, period: FlowPeriod, compare: boolean): Promise<FlowsReport> {
  const previousPeriod = compare ? previousPeriodOf(period) : null;
  const current = await movesOf(db, period);
  const previous = previousPeriod === null ? null : await movesOf(db, previousPeriod);
  const codes = await errorCodesOf(db, period);
  const previousCodes = previousPeriod === null ? null : await errorCodesOf(db, previousPeriod);
  const errorCodes = [...codes.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, ERROR_CODES_LIMIT)
    .map(([code, n]) => ({ code, count: n, previous: previousCodes === null ? null : (previousCodes.get(code) ?? 0) }));
  return {
    period,
    previousPeriod,
    flows: flowOrder(catalog, [...current, ...(previous ?? [])]).map((flow) => flowReport(flow, catalog, current, previous)),
    funnel: funnelOf(current, previous),
    errorCodes,
  };
}
