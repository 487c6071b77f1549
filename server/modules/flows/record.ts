import type { FlowTransition } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { countMoves, type FlowMove } from './counter.ts';

/**
 * Counting a flow's moves (issue 15). Called where a change is written, inside its transaction or
 * not: the moves are counted once that transaction has committed, by the database's counter
 * (counter.ts), never by a statement in the caller's transaction — so recording can neither fail
 * nor slow down a payment. Async only so that the callers' `await` keeps its meaning if that changes.
 */

export { dayOf, type FlowMove } from './counter.ts';

/** Counts `moves`, dated `at`, once the caller's transaction (if any) has committed. */
export async function recordFlowMoves(db: Database, moves: readonly FlowMove[], at: Date): Promise<void> {
  countMoves(
    db,
    moves.map((move) => ({ move, at })),
  );
}

/** One move of a server-side lifecycle: `since` is when the entity entered `from` (its last change), if known. */
export async function recordFlowMove(db: Database, move: FlowTransition, at: Date, since: Date | null = null): Promise<void> {
  const elapsedMs = since === null ? null : Math.max(0, at.getTime() - since.getTime());
  await recordFlowMoves(db, [{ ...move, elapsedMs }], at);
}
