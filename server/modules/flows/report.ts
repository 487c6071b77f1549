import { and, count, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classifyPaymentCode } from '../../../src/domain/payment-codes.ts';
import {
  BROWSER_FLOWS,
  CANCELLATION_STEPS,
  FUNNEL_STEPS,
  START_EVENT,
  START_STATE,
  SERVER_FLOWS,
  histogramMedianMs,
  isStepMove,
  type FlowPeriod,
  type FlowReport,
  type FlowsReport,
  type FlowStateCount,
  type FlowTransitionCount,
  type CancellationReport,
  type FunnelStep,
  type FunnelStepReport,
} from '../../../src/domain/flows.ts';
import { transitionKey } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { flowCounts, flowStartDays, paymentIntents, payments, supportTickets } from '../../db/schema/index.ts';
import type { FlowCatalog } from './catalog.ts';

/**
 * GET /api/staff/flows: the day rows of a period folded into counts per state and transition, the
 * funnel, the cancellations and the error codes (docs/product.md#errors) of failed charges.
 * Computed from the recorded moves and the machines' catalog, plus the server lifecycles' starts
 * (below). Every state adds up: at start + entries = exits + present (decision 0031).
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

/** Days of the counts: a period, or every day before one (`from` null). */
interface Days {
  from: string | null;
  to: string;
}

async function recordedMoves(db: Database, days: Days): Promise<Move[]> {
  const inDays = days.from === null ? sql`${flowCounts.day} <= ${days.to}` : sql`${flowCounts.day} between ${days.from} and ${days.to}`;
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
    .where(inDays)
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

const startMove = (flow: string, to: string, n: number): Move => ({
  flow,
  from: START_STATE,
  event: START_EVENT,
  to,
  count: n,
  histogram: new Map(),
});

/** Rows of a table created in the days (UTC, as the counts' days). */
async function createdIn(
  db: Database,
  table: typeof paymentIntents | typeof supportTickets,
  column: PgColumn,
  days: Days,
): Promise<number> {
  const end = new Date(`${addDays(days.to, 1)}T00:00:00Z`);
  const conditions: SQL[] = [lt(column, end)];
  if (days.from !== null) conditions.push(gte(column, new Date(`${days.from}T00:00:00Z`)));
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** A server lifecycle whose starts are its rows' creations (decision 0031). */
interface Lifecycle {
  flow: 'payment-intent' | 'ticket';
  table: typeof paymentIntents | typeof supportTickets;
  column: PgColumn;
}

const INTENT_STARTS: Lifecycle = { flow: 'payment-intent', table: paymentIntents, column: paymentIntents.createdAt };
const TICKET_STARTS: Lifecycle = { flow: 'ticket', table: supportTickets, column: supportTickets.createdAt };

/**
 * The last day whose starts are kept (flow_start_days, decision 0043): two days before today by
 * the app's clock and the database's (rows are stamped by either), so that no transaction still
 * open can stamp a row with a kept day.
 */
async function lastKeptDay(db: Database, now: Date): Promise<string> {
  const result = (await db.execute(sql`select to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today`)) as unknown as {
    rows: { today: string }[];
  };
  const appToday = now.toISOString().slice(0, 10);
  const databaseToday = result.rows[0]?.today ?? appToday;
  return addDays(databaseToday < appToday ? databaseToday : appToday, -2);
}

/**
 * Keeps the starts of every day up to `lastKept` not kept yet, from the table's first row on: each
 * day counted by the created_at index, once. A row stamped later with a kept day (an import of
 * older rows) makes its day forgotten (migration 0014's trigger), so it is counted again here.
 * Two reports keeping the same days write the same counts (the second's are skipped).
 */
async function keepStartDays(db: Database, lifecycle: Lifecycle, lastKept: string): Promise<void> {
  const { flow, table, column } = lifecycle;
  await db.execute(sql`
    insert into ${flowStartDays} (lifecycle, day, count)
    select ${flow}, d.day::date,
           (select count(*) from ${table}
             where ${column} >= d.day::date::timestamp at time zone 'UTC' and ${column} < (d.day::date + 1)::timestamp at time zone 'UTC')
    from generate_series(
      least(((select min(${column}) from ${table}) at time zone 'UTC')::date, ${lastKept}::date)::timestamp,
      ${lastKept}::date::timestamp,
      interval '1 day'
    ) as d(day)
    where not exists (select 1 from ${flowStartDays} kept where kept.lifecycle = ${flow} and kept.day = d.day::date)
    on conflict do nothing`);
}

/** The lifecycle's starts in the days: the kept days added up, the days after them counted. */
async function startsIn(db: Database, lifecycle: Lifecycle, days: Days, lastKept: string): Promise<number> {
  let kept = 0;
  if (days.from === null || days.from <= lastKept) {
    const until = days.to < lastKept ? days.to : lastKept;
    const conditions: SQL[] = [eq(flowStartDays.lifecycle, lifecycle.flow), lte(flowStartDays.day, until)];
    if (days.from !== null) conditions.push(gte(flowStartDays.day, days.from));
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${flowStartDays.count}), 0)`.mapWith(Number) })
      .from(flowStartDays)
      .where(and(...conditions));
    kept = row?.n ?? 0;
  }
  const firstCounted = days.from !== null && days.from > lastKept ? days.from : addDays(lastKept, 1);
  const counted = firstCounted <= days.to ? await createdIn(db, lifecycle.table, lifecycle.column, { from: firstCounted, to: days.to }) : 0;
  return kept + counted;
}

/**
 * The server lifecycles' starts (decision 0031), as moves from START_STATE: their creation code
 * records no move. A payment object and a ticket start when their row is created (`open`, `new`);
 * a subscription is created `pending` in the transaction that takes the payment object
 * (payments/charges.ts settleCharge), so its starts are those moves.
 */
async function serverStarts(db: Database, days: Days, recorded: readonly Move[], lastKept: string): Promise<Move[]> {
  const taken = recorded
    .filter((move) => move.flow === 'payment-intent' && move.from === 'open' && (move.to === 'pending' || move.to === 'succeeded'))
    .reduce((sum, move) => sum + move.count, 0);
  const starts = [
    startMove('payment-intent', 'open', await startsIn(db, INTENT_STARTS, days, lastKept)),
    startMove('ticket', 'new', await startsIn(db, TICKET_STARTS, days, lastKept)),
    startMove('subscription', 'pending', taken),
  ];
  return starts.filter((move) => move.count > 0);
}

async function movesOf(db: Database, days: Days, lastKept: string): Promise<Move[]> {
  const recorded = await recordedMoves(db, days);
  return [...recorded, ...(await serverStarts(db, days, recorded, lastKept))];
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

/** docs/product.md#errors-payment-codes: the card field a recoverable code names, null for any other. */
function fieldOf(code: string) {
  const kind = classifyPaymentCode(code);
  return kind.kind === 'recoverable' ? kind.field : null;
}

function mergeHistograms(moves: readonly Move[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const move of moves) for (const [bucket, n] of move.histogram) merged.set(bucket, (merged.get(bucket) ?? 0) + n);
  return merged;
}

/** Whether a state key (a leaf path, or parallel leaves joined by ',') is `state` or inside it. */
function within(key: string, state: string): boolean {
  return key === state || key.split(',').some((leaf) => leaf === state || leaf.startsWith(`${state}.`));
}

const sum = (moves: readonly Move[]): number => moves.reduce((total, move) => total + move.count, 0);
/** Moves crossing into a state (a start included); a move inside it is not an entry. */
const entriesInto = (moves: readonly Move[], state: string): number =>
  sum(moves.filter((move) => within(move.to, state) && !within(move.from, state)));
/** Moves crossing out of a state. */
const exitsFrom = (moves: readonly Move[], state: string): number =>
  sum(moves.filter((move) => within(move.from, state) && !within(move.to, state)));

/** The flows listed: the funnel's and support's first (browser then server), then any other recorded. */
function flowOrder(catalog: FlowCatalog, recorded: readonly Move[]): string[] {
  const order: string[] = [...BROWSER_FLOWS, ...SERVER_FLOWS];
  for (const move of recorded) if (!order.includes(move.flow)) order.push(move.flow);
  return order.filter((flow) => catalog.has(flow) || recorded.some((move) => move.flow === flow));
}

interface Periods {
  current: readonly Move[];
  previous: readonly Move[] | null;
  /** Every day before the period. */
  earlier: readonly Move[];
}

function flowReport(flow: string, catalog: FlowCatalog, periods: Periods): FlowReport {
  const entry = catalog.get(flow);
  const mine = periods.current.filter((move) => move.flow === flow);
  const before = periods.previous?.filter((move) => move.flow === flow) ?? null;
  const earlier = periods.earlier.filter((move) => move.flow === flow);
  const known = new Set(entry?.transitions.map((transition) => transition.key) ?? []);
  const isStart = (transition: { from: string; event: string }) => transition.from === START_STATE && transition.event === START_EVENT;

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
      retired: entry !== undefined && !known.has(key) && !isStart(transition),
      medianMs: median,
    });
  };
  for (const transition of entry?.transitions ?? []) add(transition, transition.label);
  for (const move of [...mine, ...(before ?? [])]) add(move, null);

  const stateCount = (state: string, label: string | null, final: boolean): FlowStateCount => {
    const atStart = entriesInto(earlier, state) - exitsFrom(earlier, state);
    const count = entriesInto(mine, state);
    const exits = exitsFrom(mine, state);
    return {
      state,
      label,
      final,
      count,
      exits,
      atStart,
      present: atStart + count - exits,
      previous: before === null ? null : entriesInto(before, state),
    };
  };
  const states: FlowStateCount[] = (entry?.states ?? []).map((state) => stateCount(state.id, state.label, state.final));
  const listed = new Set([START_STATE, ...states.map((state) => state.state)]);
  for (const move of [...mine, ...(before ?? []), ...earlier]) {
    for (const state of [move.from, move.to]) {
      if (listed.has(state)) continue;
      listed.add(state);
      states.push(stateCount(state, null, false));
    }
  }
  return { flow, title: entry?.title ?? null, catalogued: entry !== undefined, states, transitions };
}

const stepCount = (moves: readonly Move[], step: FunnelStep): number => sum(moves.filter((move) => isStepMove(step, move)));
const stepMedian = (moves: readonly Move[], step: FunnelStep): number | null =>
  histogramMedianMs(mergeHistograms(moves.filter((move) => isStepMove(step, move))));

function funnelOf(current: readonly Move[], previous: readonly Move[] | null): FunnelStepReport[] {
  return FUNNEL_STEPS.map((step, index) => {
    const here = stepCount(current, step);
    const stepBefore = FUNNEL_STEPS[index - 1];
    const before = stepBefore === undefined ? null : stepCount(current, stepBefore);
    return {
      id: step.id,
      count: here,
      previous: previous === null ? null : stepCount(previous, step),
      conversion: before === null || before === 0 ? null : here / before,
      dropOff: before === null ? null : before - here,
      medianMs: stepMedian(current, step),
    };
  });
}

function cancellationsOf(current: readonly Move[], previous: readonly Move[] | null): CancellationReport[] {
  return CANCELLATION_STEPS.map((step) => ({
    id: step.id,
    count: stepCount(current, step),
    previous: previous === null ? null : stepCount(previous, step),
    medianMs: stepMedian(current, step),
  }));
}

/** `now`: the app's clock, which stamps tickets (the days kept for the starts end before it). */
export async function flowsReport(
  db: Database,
  catalog: FlowCatalog,
  period: FlowPeriod,
  compare: boolean,
  now: Date,
): Promise<FlowsReport> {
  const lastKept = await lastKeptDay(db, now);
  for (const lifecycle of [INTENT_STARTS, TICKET_STARTS]) await keepStartDays(db, lifecycle, lastKept);
  const previousPeriod = compare ? previousPeriodOf(period) : null;
  const current = await movesOf(db, period, lastKept);
  const previous = previousPeriod === null ? null : await movesOf(db, previousPeriod, lastKept);
  const earlier = await movesOf(db, { from: null, to: addDays(period.from, -1) }, lastKept);
  const codes = await errorCodesOf(db, period);
  const previousCodes = previousPeriod === null ? null : await errorCodesOf(db, previousPeriod);
  const errorCodes = [...codes.entries()]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, ERROR_CODES_LIMIT)
    .map(([code, n]) => ({
      code,
      field: fieldOf(code),
      count: n,
      previous: previousCodes === null ? null : (previousCodes.get(code) ?? 0),
    }));
  const periods = { current, previous, earlier };
  return {
    period,
    previousPeriod,
    flows: flowOrder(catalog, [...current, ...(previous ?? []), ...earlier]).map((flow) => flowReport(flow, catalog, periods)),
    funnel: funnelOf(current, previous),
    cancellations: cancellationsOf(current, previous),
    errorCodes,
  };
}
