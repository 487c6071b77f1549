import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/index.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { FlowCounter } from '../modules/flows/counter.ts';
import type { PaymentsRuntime } from '../modules/payments/runtime.ts';

/**
 * What a background job may use: the app's services (server/services.ts) as buildApp made them.
 * `now` is the injectable clock: tests move time by giving another one, jobs never call
 * `new Date()` themselves.
 */
export interface JobContext {
  db: Database;
  mailer: Mailer;
  mailOutbox: MailOutbox;
  config: ServerConfig;
  /** The payment provider (renewals, refunds), as ServerServices.payments. */
  payments: PaymentsRuntime;
  /** Lifecycle moves, counted once their transaction has committed (as ServerServices.flows). */
  flows: FlowCounter;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * A job run on a schedule by the Postgres-backed queue (server/jobs/queue.ts). Each scheduled
 * run is executed exactly once across all server processes; `run` must still be idempotent
 * (a crash after its work but before completion makes the queue retry it).
 */
export interface RecurringJob {
  /** Queue name, unique: `<area>.<what>` (e.g. `support.close-inactive`). */
  name: string;
  /** Cron expression (UTC), e.g. every five minutes: `0-59/5 * * * *`. */
  cron: string;
  /**
   * How often its queue is looked at, in seconds, when a tick must run close to its minute (the
   * mail retries); the recurring jobs' 30 s otherwise (server/jobs/queue.ts).
   */
  pollingSeconds?: number;
  /** Also one run in each process as soon as its queue has started (what a crash left waits no tick); `run` is idempotent. */
  runAtStart?: boolean;
  run: (context: JobContext) => Promise<void>;
}
