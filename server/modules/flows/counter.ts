import { sql } from 'drizzle-orm';
import { durationBucket } from '../../../src/domain/flows.ts';
import type { FlowTransition } from '../../../src/domain/flow-transition.ts';
import type { Database } from '../../db/database.ts';
import { flowCounts } from '../../db/schema/index.ts';

/**
 * Where counted moves go (decision 0019, note of 2026-11-25): never into the money's
 * transactions. A transaction that records moves runs through `FlowCounter.transaction`: its moves
 * wait in its own list (`TransactionMoves`, handed to the code as an argument) and join the
 * in-memory day counts once it has committed (a rolled-back payment counts nothing); the counts are written every second, in a transaction of their own, one upsert for
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

/**
 * The moves recorded in one transaction: handed to the counter once that transaction has
 * committed (FlowCounter.transaction), never written inside it.
 */
export class TransactionMoves {
  private readonly moves: DatedMove[] = [];

  /** Records `moves`, dated `at`. */
  add(moves: readonly FlowMove[], at: Date): void {
    for (const move of moves) this.moves.push({ move, at });
  }

  get all(): readonly DatedMove[] {
    return this.moves;
  }
}

export class FlowCounter {
  private rows = new Map<string, CountRow>();
  private dropped = 0;
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  /**
   * `counting` false (FLOW_COUNTS=off): moves are recorded and dropped, nothing is written; the
   * transactions run the same.
   */
  constructor(
    private readonly db: Database,
    private readonly log: Log,
    readonly counting: boolean,
  ) {}

  /**
   * Runs `work` in one transaction of `db` (a database handle, not a transaction: a savepoint's
   * commit is not the commit); the moves it records in `moves` join the counts once the
   * transaction has committed (a rolled-back one counts nothing).
   */
  async transaction<T>(db: Database, work: (tx: Database, moves: TransactionMoves) => Promise<T>): Promise<T> {
    const moves = new TransactionMoves();
    const result = await db.transaction((tx) => work(tx, moves));
    this.add(moves.all);
    return result;
  }

  /** Adds moves already committed (written outside a transaction of ours) to the day counts in memory. */
  add(moves: readonly DatedMove[]): void {
    if (!this.counting) return;
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

  /** Writes the counts every second from now on (buildApp's flows room starts it). */
  start(): void {
    if (!this.counting) return;
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
