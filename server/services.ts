import type { FastifyBaseLogger, FastifyPluginAsync, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/index.ts';
import type { MailOutbox } from './mail/mail-outbox.ts';
import type { FlowCounter } from './modules/flows/counter.ts';
import type { PaymentsRuntime } from './modules/payments/runtime.ts';

export interface BuildInfo {
  /** builds/latest.json buildId, 'dev' without a client build. */
  buildId: string;
  /** package version + build id (0.1.0+abc123), reported by /api/health. */
  version: string;
}

/**
 * Everything a room of the server depends on, made ONCE by buildApp (server/app.ts) and handed to
 * each feature plugin as its `services` option, to each job through its context. Nothing is looked
 * up through the Fastify instance or a registry: tests give buildApp their own clock, payments,
 * mailer or database (AppDeps).
 */
export interface ServerServices {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The transport (SMTP or the outbox table); only the delivery job sends with it. */
  mailer: Mailer;
  /** Where every e-mail is written, in the transaction of what it reports (decision 0016). */
  mailOutbox: MailOutbox;
  /** Token expiry, leases, periods, jobs: every "now" of the server (tests move it). */
  clock: Clock;
  /** The payment provider chosen by config.payments.provider, its notification scheduler and delay. */
  payments: PaymentsRuntime;
  /**
   * The funnel's counts: a transaction that moves a lifecycle runs through
   * `flows.transaction`, which counts its moves once it has committed.
   */
  flows: FlowCounter;
  /** The background job queue (started only when config.jobs.enabled). */
  jobs: JobQueue;
  buildInfo: BuildInfo;
  /** The app's root logger (a route logs with request.log, a job with its context's log). */
  log: FastifyBaseLogger;
  /**
   * The app's own HTTP surface: the sandbox provider calls our signed webhook through it, as a real
   * provider would over the network (server/modules/payments/charges.ts deliverNotification).
   */
  loopback(request: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The option every feature plugin is registered with. */
export interface ServicesOption {
  services: ServerServices;
}

/** A feature's Fastify plugin: its routes and hooks, with the services it was given. */
export type FeaturePlugin = FastifyPluginAsync<ServicesOption>;
