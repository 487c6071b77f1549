import { sql } from 'drizzle-orm';
import { durationBucket } from '../../../src/domain/flows.ts';
import type { FlowTransition } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { flowCounts } from '../../db/schema/index.ts';

/**
 * Counting a flow's moves (issue 15): one upsert adds them to the day's rows, so the table holds
 * one row per day, move and duration bucket however many members move. Safe under concurrency:
 * two transactions adding to one row are applied one after the other by the row's lock.
 */

export interface FlowMove extends FlowTransition {
  /** Milliseconds spent in `from` before the move; null when unknown. */
  elapsedMs: number | null;
}

/** The UTC day of an instant, as the table keys it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Adds `moves` to the counts of the day of `at`, in one statement (inside the caller's transaction if given one). */
export async function recordFlowMoves(db: Database, moves: readonly FlowMove[], at: Date): Promise<void> {
  if (moves.length === 0) return;
  const day = dayOf(at);
  // One row per key in a statement: PostgreSQL refuses to update a row twice in one upsert.
  const rows = new Map<string, typeof flowCounts.$inferInsert>();
  for (const move of moves) {
    const bucket = durationBucket(move.elapsedMs);
    const key = JSON.stringify([move.flow, move.from, move.event, move.to, bucket]);
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { day, flow: move.flow, fromState: move.from, event: move.event, toState: move.to, bucket, count: 1 });
  }
  await db
    .insert(flowCounts)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [flowCounts.day, flowCounts.flow, flowCounts.fromState, flowCounts.event, flowCounts.toState, flowCounts.bucket],
      set: { count: sql`${flowCounts.count} + excluded.count` },
    });
}

/**
 * One move of a server-side lifecycle, where the change is written (same transaction): `since` is
 * when the entity entered `from` (its last change), if known.
 */
export async function recordFlowMove(
  db: Database,
  move: FlowTransition,
  at: Date,
  since: Date | null = null,
): Promise<void> {
  const elapsedMs = since === null ? null : Math.max(0, at.getTime() - since.getTime());
  await recordFlowMoves(db, [{ ...move, elapsedMs }], at);
}
