import { z } from 'zod';
import { BROWSER_FLOWS, FLOW_BATCH_MAX, FLOW_EVENT_MAX, FLOW_NAME_PATTERN, FLOW_STATE_MAX, MAX_ELAPSED_MS } from './flow-names.ts';
import { flowTransitionSchema, START_EVENT, START_STATE, transitionKey, type FlowTransition } from './flow-transition.ts';
import { lazySchema } from './lazy-schema.ts';

export * from './flow-names.ts';

/**
 * Funnel counts: what the browser reports, what the server keeps, what analysts read.
 * docs/decisions/0019-audience-measurement.md says what is never collected: only a flow, a move
 * (from, event, to), the time spent before it and a day. Names are machine identifiers
 * (FLOW_NAME_PATTERN: no free text, an e-mail cannot pass).
 */

export const flowEventSchema = lazySchema(() =>
  flowTransitionSchema.extend({
    flow: z.enum(BROWSER_FLOWS),
    from: z.string().min(1).max(FLOW_STATE_MAX).regex(FLOW_NAME_PATTERN),
    event: z.string().min(1).max(FLOW_EVENT_MAX).regex(FLOW_NAME_PATTERN),
    to: z.string().min(1).max(FLOW_STATE_MAX).regex(FLOW_NAME_PATTERN),
    /** Milliseconds spent in `from` before this move (null when unknown). */
    elapsedMs: z.number().int().min(0).max(MAX_ELAPSED_MS).nullable(),
  }),
);
export type FlowEvent = z.infer<typeof flowEventSchema>;

/**
 * POST /api/flows/events: `visit` is a random id drawn per tab visit (sessionStorage), `seq` the
 * batch's number in that visit: together they let a batch sent twice count once. The pair is
 * kept for the day only.
 */
export const flowEventBatchSchema = lazySchema(() =>
  z.object({
    visit: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
    seq: z.number().int().min(0).max(1_000_000),
    events: z.array(flowEventSchema).min(1).max(FLOW_BATCH_MAX),
  }),
);
export type FlowEventBatch = z.infer<typeof flowEventBatchSchema>;

// ---- durations: a per-day histogram per transition (no per-visit row outlives the day) ----

/** Buckets per doubling of the duration: the median read from them is within ±4.5 %. */
const BUCKETS_PER_DOUBLING = 8;
/** Bucket of durations not known (counted, but in no median). */
export const NO_DURATION_BUCKET = -1;

/** Bucket 0 holds [0, 1 s); bucket b ≥ 1 holds [2^((b−1)/8), 2^(b/8)) seconds. */
export function durationBucket(elapsedMs: number | null): number {
  if (elapsedMs === null || !Number.isFinite(elapsedMs) || elapsedMs < 0) return NO_DURATION_BUCKET;
  const ms = Math.min(elapsedMs, MAX_ELAPSED_MS);
  if (ms < 1000) return 0;
  return Math.floor(Math.log2(ms / 1000) * BUCKETS_PER_DOUBLING) + 1;
}

/** The value a bucket stands for: the geometric middle of its bounds (0.5 s for bucket 0). */
export function bucketValueMs(bucket: number): number {
  if (bucket <= 0) return 500;
  return Math.round(1000 * 2 ** ((bucket - 0.5) / BUCKETS_PER_DOUBLING));
}

/** The median of a histogram (bucket → count): the value of the bucket holding the middle element. */
export function histogramMedianMs(histogram: ReadonlyMap<number, number>): number | null {
  const buckets = [...histogram.entries()].filter(([bucket, count]) => bucket >= 0 && count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  // The lower median for an even count: the ceil(n/2)-th element.
  const rank = Math.ceil(total / 2);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return bucketValueMs(bucket);
  }
  return null;
}

/** The median of known durations as the histogram reports it (tests compute expectations with it). */
export function reportedMedianMs(durations: readonly number[]): number | null {
  const histogram = new Map<number, number>();
  for (const ms of durations) histogram.set(durationBucket(ms), (histogram.get(durationBucket(ms)) ?? 0) + 1);
  return histogramMedianMs(histogram);
}

// ---- the funnel ----

/** One step of the member's journey: the moves of `flow` (on `event`, from one of `from`, to one of `to`, when given). */
export interface FunnelStep<Id extends string = string> {
  id: Id;
  flow: string;
  event?: string;
  from?: readonly string[];
  to?: readonly string[];
}

export const FUNNEL_STEP_IDS = ['registered', 'paid', 'activated'] as const;
export type FunnelStepId = (typeof FUNNEL_STEP_IDS)[number];

/**
 * The signup path only (decision 0031): registration → payment (card form or hosted page: the
 * payment object is taken) → activation (trial or active). The median of a step is the time spent
 * in the state its moves leave, so the time since the step before.
 */
export const FUNNEL_STEPS: readonly FunnelStep<FunnelStepId>[] = [
  // The account is created (the registration machine's `register` service answered).
  { id: 'registered', flow: 'registration', event: 'xstate.done.actor.register' },
  { id: 'paid', flow: 'payment-intent', from: ['open'], to: ['pending', 'succeeded'] },
  { id: 'activated', flow: 'subscription', from: ['pending'], to: ['trial', 'active'] },
];

export const CANCELLATION_IDS = ['cancellationRequested', 'endedAfterRequest', 'withdrawn'] as const;
export type CancellationId = (typeof CANCELLATION_IDS)[number];

/**
 * Cancellations, in a table of their own (decision 0031): not steps towards a goal, so no
 * conversion rate. A withdrawal (docs/product.md withdrawal, 14 days) ends the subscription at once.
 */
export const CANCELLATION_STEPS: readonly FunnelStep<CancellationId>[] = [
  { id: 'cancellationRequested', flow: 'subscription', event: 'subscription.unsubscribe', to: ['cancellationRequested'] },
  { id: 'endedAfterRequest', flow: 'subscription', event: 'subscription.periodEnded', from: ['cancellationRequested'], to: ['ended'] },
  { id: 'withdrawn', flow: 'subscription', event: 'subscription.withdraw', to: ['ended'] },
];

/** A step is reached by entering it: a move from a state to itself (a second cancellation request) is not counted. */
export function isStepMove(step: FunnelStep, move: FlowTransition): boolean {
  return (
    move.flow === step.flow &&
    move.from !== move.to &&
    (step.event === undefined || step.event === move.event) &&
    (step.from === undefined || step.from.includes(move.from)) &&
    (step.to === undefined || step.to.includes(move.to))
  );
}

// ---- GET /api/staff/flows ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period a report covers. */
export const MAX_PERIOD_DAYS = 366;

export const flowsQuerySchema = lazySchema(() =>
  z.object({
    /** First and last day, inclusive, UTC (default: the last 7 days). */
    from: z.string().regex(DAY).optional(),
    to: z.string().regex(DAY).optional(),
    /** 'previous': also the period of the same length just before. */
    compare: z.enum(['previous']).optional(),
  }),
);
export type FlowsQuery = z.infer<typeof flowsQuerySchema>;

const periodSchema = lazySchema(() => z.object({ from: z.string().regex(DAY), to: z.string().regex(DAY) }));
export type FlowPeriod = z.infer<typeof periodSchema>;

const countSchema = lazySchema(() => z.number().int().min(0));
/** Null unless a previous period was asked. */
const previousSchema = lazySchema(() => countSchema.nullable());

export const flowStateCountSchema = lazySchema(() =>
  z.object({
    state: z.string(),
    label: z.string().nullable(),
    final: z.boolean(),
    /**
     * Entries in the period: moves into this state from outside it, a journey's start included
     * (decision 0031). atStart + count = exits + present, for every state.
     */
    count: countSchema,
    /** Moves out of this state to a state outside it, in the period. */
    exits: countSchema,
    /** Journeys in this state when the period began (entries minus exits of every day before). */
    atStart: z.number().int(),
    /** Journeys in this state when the period ended: still there (a server lifecycle), or stopped there (a page). */
    present: z.number().int(),
    previous: previousSchema,
  }),
);

export const flowTransitionCountSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    from: z.string(),
    event: z.string(),
    to: z.string(),
    label: z.string().nullable(),
    count: countSchema,
    previous: previousSchema,
    /** Recorded, but no longer a transition of the machine (absent from docs/flows/catalog.json). */
    retired: z.boolean(),
    /** Median time spent in `from` before this move, in milliseconds (null when none is known). */
    medianMs: z.number().int().nullable(),
  }),
);

export const flowReportSchema = lazySchema(() =>
  z.object({
    flow: z.string(),
    title: z.string().nullable(),
    /** False when the catalog does not know this flow (its moves are then not marked retired). */
    catalogued: z.boolean(),
    states: z.array(flowStateCountSchema),
    transitions: z.array(flowTransitionCountSchema),
  }),
);
export type FlowReport = z.infer<typeof flowReportSchema>;

export const funnelStepReportSchema = lazySchema(() =>
  z.object({
    id: z.enum(FUNNEL_STEP_IDS),
    count: countSchema,
    previous: previousSchema,
    /** count / the step before's count (null for the first step or when the step before is 0). */
    conversion: z.number().nullable(),
    /** The step before's count minus this one's (null for the first step). */
    dropOff: z.number().int().nullable(),
    medianMs: z.number().int().nullable(),
  }),
);
export type FunnelStepReport = z.infer<typeof funnelStepReportSchema>;

export const cancellationReportSchema = lazySchema(() =>
  z.object({
    id: z.enum(CANCELLATION_IDS),
    count: countSchema,
    previous: previousSchema,
    /** Median time spent in the state left (since the activation, or since the request). */
    medianMs: z.number().int().nullable(),
  }),
);
export type CancellationReport = z.infer<typeof cancellationReportSchema>;

export const errorCodeCountSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    /** docs/product.md#errors-payment-codes: a recoverable code names the card field to correct; null for any other code. */
    field: z.enum(['number', 'month', 'year', 'code']).nullable(),
    count: countSchema,
    previous: previousSchema,
  }),
);
export type ErrorCodeCount = z.infer<typeof errorCodeCountSchema>;

export const flowsReportSchema = lazySchema(() =>
  z.object({
    period: periodSchema,
    previousPeriod: periodSchema.nullable(),
    flows: z.array(flowReportSchema),
    /** The signup path only. */
    funnel: z.array(funnelStepReportSchema),
    /** Cancellation requests, ends after a request, withdrawals. */
    cancellations: z.array(cancellationReportSchema),
    /** Codes (docs/product.md#errors) of failed first charges in the period, most frequent first. */
    errorCodes: z.array(errorCodeCountSchema),
  }),
);
export type FlowsReport = z.infer<typeof flowsReportSchema>;
export type FlowTransitionCount = z.infer<typeof flowTransitionCountSchema>;
export type FlowStateCount = z.infer<typeof flowStateCountSchema>;

/** GET /api/staff/flows/diagrams/:flow: the flow's analyst diagram, as docs/flows has it. */
export const flowDiagramParamsSchema = lazySchema(() => z.object({ flow: z.string().regex(/^[a-z0-9-]{1,60}$/) }));
export const flowDiagramSchema = lazySchema(() => z.object({ flow: z.string(), svg: z.string() }));
export type FlowDiagram = z.infer<typeof flowDiagramSchema>;

export { START_EVENT, START_STATE, transitionKey };
