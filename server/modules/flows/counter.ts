import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { durationBucket } from '../../../src/domain/flows.ts';
import type { FlowTransition } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { flowCounts } from '../../db/schema/index.ts';

/**
 * Where counted moves go (issue 15; decision 0019, note of 2026-11-25): never into the money's
 * transactions. A move recorded inside a transaction waits in that transaction's list and joins
 * the in-memory day counts once the transaction has committed (a rolled-back payment counts
 * nothing); the counts are written every second, in a transaction of their own, one upsert for
 * everything since the last write. So a payment neither waits on a counter row another payment
 * holds nor fails with the counts table: the worst a broken counts table does is keep counts in
 * memory until it is back. The price: a process killed loses at most its last second of counts.
 */

export interface FlowMove extends FlowTransition {
  /** Milliseconds spent in `from` before the move; null when unknown. */
  elapsedMs: number | null;
}

/** A move and when it happened (its day decides its row). */
export interface DatedMove {
  move: FlowMove;
  at: Date;
}

type CountRow = typeof flowCounts.$inferInsert & { count: number };

/** How often the counts are written. */
export const FLUSH_INTERVAL_MS = 1000;
/** Distinct rows kept between writes; beyond (the table down for long), new rows are dropped and logged. */
export const MAX_PENDING_ROWS = 5000;
/** A write waits at most this long for a lock on the counts (a migration, a test holding it). */
const WRITE_LOCK_TIMEOUT = '2s';

/** The UTC day of an instant, as the table keys it. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

interface Log {
  warn(object: object, message: string): void;
}

/** The moves of the transaction running in this async context (of a counted database). */
const openTransaction = new AsyncLocalStorage<DatedMove[]>();
/** The counter of each counted database (the root handle, not its transactions). */
const counters = new WeakMap<Database, FlowCounter>();

export class FlowCounter {
  private rows = new Map<string, CountRow>();
  private dropped = 0;
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** The database's own `transaction` property before counting wrapped it (none: the prototype's). */
  private unwrapped: PropertyDescriptor | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Log,
  ) {}

  /** Adds committed moves to the day counts in memory. */
  add(moves: readonly DatedMove[]): void {
    for (const { move, at } of moves) {
      const row: CountRow = {
        day: dayOf(at),
        flow: move.flow,
        fromState: move.from,
        event: move.event,
        toState: move.to,
        bucket: durationBucket(move.elapsedMs),
        count: 1,
      };
      this.merge(row);
    }
  }

  /** Writes what is in memory (one write at a time); a failed write keeps its counts for the next. */
  flush(): Promise<void> {
    const write = this.writing.then(() => this.write());
    this.writing = write;
    return write;
  }

  private merge(row: CountRow): void {
    const key = JSON.stringify([row.day, row.flow, row.fromState, row.event, row.toState, row.bucket]);
    const known = this.rows.get(key);
    if (known) known.count += row.count;
    else if (this.rows.size < MAX_PENDING_ROWS) this.rows.set(key, { ...row });
    else this.dropped += row.count;
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, 'flow moves dropped: too many counts waiting to be written');
      this.dropped = 0;
    }
    if (this.rows.size === 0) return;
    const rows = [...this.rows.values()];
    this.rows = new Map();
    try {
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('lock_timeout', ${WRITE_LOCK_TIMEOUT}, true)`);
        // One row per key (PostgreSQL refuses to update a row twice in one upsert): merge() saw to it.
        await tx
          .insert(flowCounts)
          .values(rows)
          .onConflictDoUpdate({
            target: [flowCounts.day, flowCounts.flow, flowCounts.fromState, flowCounts.event, flowCounts.toState, flowCounts.bucket],
            set: { count: sql`${flowCounts.count} + excluded.count` },
          });
      });
    } catch (error) {
      for (const row of rows) this.merge(row);
      this.log.warn({ err: error, rows: rows.length }, 'flow counts not written; kept for the next write');
    }
  }

  /**
   * Counts this database's committed moves from now on: its transactions collect their moves and
   * hand them over once committed; the counts are written every second and when stopped.
   */
  start(): void {
    const current = counters.get(this.db);
    if (current === undefined) this.unwrapped = countAfterCommit(this.db);
    else this.unwrapped = current.unwrapped;
    counters.set(this.db, this);
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops counting and writes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (counters.get(this.db) === this) {
      counters.delete(this.db);
      if (this.unwrapped) Object.defineProperty(this.db, 'transaction', this.unwrapped);
      else delete (this.db as { transaction?: unknown }).transaction;
    }
    await this.flush();
  }
}

/**
 * Wraps the database's `transaction` so that each transaction collects the moves recorded in it
 * (through async context: the callers' code is unchanged) and gives them to the database's
 * counter only after the commit.
 */
function countAfterCommit(db: Database): PropertyDescriptor | undefined {
  const unwrapped = Object.getOwnPropertyDescriptor(db, 'transaction');
  const original = db.transaction.bind(db);
  const counted: typeof db.transaction = async (run, config) => {
    const moves: DatedMove[] = [];
    const result = await openTransaction.run(moves, () => original(run, config));
    if (moves.length > 0) counters.get(db)?.add(moves);
    return result;
  };
  Object.defineProperty(db, 'transaction', { value: counted, configurable: true, writable: true });
  return unwrapped;
}

/**
 * Counts moves: inside a counted transaction, once it commits; outside one, at once (the change
 * they count is already written). On a database nobody counts (FLOW_COUNTS=off), nothing.
 * Never throws, never touches the database: the caller's transaction does not notice it.
 */
export function countMoves(db: Database, moves: readonly DatedMove[]): void {
  if (moves.length === 0) return;
  const open = openTransaction.getStore();
  if (open) open.push(...moves);
  else counters.get(db)?.add(moves);
}

/** The counter of a database, if its moves are counted (to write them before reading the counts). */
export const counterOf = (db: Database): FlowCounter | undefined => counters.get(db);
