import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Funnel counts (docs/decisions/0019-audience-measurement.md): one row per day, move of a
 * flow and duration bucket, with how many times it happened. No person, no visit: counts only.
 * The count of a move is the sum over its buckets; bucket -1 holds moves of unknown duration.
 */
export const flowCounts = pgTable(
  'flow_counts',
  {
    /** UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    flow: text('flow').notNull(),
    fromState: text('from_state').notNull(),
    event: text('event').notNull(),
    toState: text('to_state').notNull(),
    /** Time spent in from_state before the move, as a bucket of src/domain/flows.ts (durationBucket). */
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.flow, table.fromState, table.event, table.toState, table.bucket] })],
);

/**
 * Batches already counted today, so a batch the browser sends twice counts once: the visit is a
 * random id of one tab's visit, never linked to anything; rows of earlier days are deleted.
 */
export const flowVisitBatches = pgTable(
  'flow_visit_batches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visit: text('visit').notNull(),
    seq: integer('seq').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visit, table.seq] })],
);

/**
 * The server lifecycles' starts per UTC day (decision 0043): how many payment objects and tickets
 * were created that day, kept by the analysts' report once the day is over (no row can still be
 * stamped with it). The report adds these days up instead of counting every row created before its
 * period, a count that grew with the site's history.
 */
export const flowStartDays = pgTable(
  'flow_start_days',
  {
    /** The lifecycle's flow: 'payment-intent' or 'ticket'. */
    lifecycle: text('lifecycle').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lifecycle, table.day] })],
);
