import type { JobContext } from './job.ts';

/**
 * A one-off job queued with a delay (pg-boss `send` with `startAfter`), e.g. the payment
 * provider's notification a few seconds after a charge. It survives a restart: the job row waits
 * in the database, and whichever server process polls first runs it, once.
 */
export interface DelayedJob<TData> {
  /** Queue name, unique: `<area>.<what>`. */
  name: string;
  /** Checks the stored payload: a job may have been queued by an older version of the code. */
  parse(data: unknown): TData;
  /**
   * `jobId` is stable across retries (derive idempotency keys from it). Throwing makes the queue
   * retry later (with backoff), up to `retryLimit` times.
   */
  run(data: TData, context: JobContext & { jobId: string }): Promise<void>;
  retryLimit: number;
}
