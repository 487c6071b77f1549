import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { DelayedJob } from './delayed-job.ts';
import type { JobContext, RecurringJob } from './job.ts';

/**
 * The Postgres-backed job queue (pg-boss 10), on the app's own database connection(s): PGlite
 * through `executeSql`, or the node-postgres pool. Why pg-boss: its fetch is
 * `FOR UPDATE SKIP LOCKED`, so each queued job goes to exactly one worker whatever the number of
 * server processes, and its cron keeps ONE job per tick across processes (a database-held cron
 * time plus a singleton key per minute). Jobs still guard their own rows: a job may be retried.
 */
export interface JobQueue {
  readonly running: boolean;
  /** Registers a delayed job's handler; before `start`. */
  define<TData>(job: DelayedJob<TData>): void;
  /** Creates the queues, (re)writes the schedules, starts polling. Idempotent. */
  start(): Promise<void>;
  /** Waits for running jobs (bounded), then stops polling. Idempotent. */
  stop(): Promise<void>;
  /** Queues a delayed job to run `delayMs` from now (database time) or later. */
  sendLater<TData extends object>(name: string, data: TData, delayMs: number): Promise<string>;
  /** Queues one run of a recurring job now (tests, operators): it runs like a cron tick. */
  runNow(name: string): Promise<string>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  recurring: readonly RecurringJob[];
  /** Everything a job gets but the clock and its logger. */
  context: Omit<JobContext, 'now' | 'log'>;
  /** The clock jobs read (tests move it). */
  now: () => Date;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs (pg-boss default 2 s, minimum 0.5 s). */
  pollingIntervalSeconds?: number;
}

const PGBOSS_SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;
/** A recurring run that failed is tried again soon; the next tick would redo it anyway. */
const RECURRING_RETRY = { retryLimit: 2, retryDelay: 30 };

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const delayed = new Map<string, DelayedJob<unknown>>();
  const names = new Set(options.recurring.map((job) => job.name));
  if (names.size !== options.recurring.length) throw new Error('two recurring jobs share a name');
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  const contextFor = (name: string): JobContext => ({
    ...options.context,
    now: options.now,
    log: log.child({ job: name }),
  });

  async function startBoss(): Promise<void> {
    const instance = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: PGBOSS_SCHEMA,
      ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    });
    // Without a listener an 'error' event would crash the process; pg-boss retries by itself.
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await instance.start();
    const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };

    for (const job of options.recurring) {
      await instance.createQueue(job.name, { name: job.name, ...RECURRING_RETRY });
      await instance.schedule(job.name, job.cron, {}, { tz: 'UTC' });
      await instance.work(job.name, work, async () => {
        await job.run(contextFor(job.name));
      });
    }
    for (const job of delayed.values()) {
      await instance.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit, retryDelay: 5, retryBackoff: true });
      await instance.work<object>(job.name, work, async (jobs) => {
        for (const queued of jobs) {
          await job.run(job.parse(queued.data), { ...contextFor(job.name), jobId: queued.id });
        }
      });
    }
    // A job removed from the code must stop being queued by the schedules other processes wrote.
    for (const schedule of await instance.getSchedules()) {
      if (!names.has(schedule.name)) await instance.unschedule(schedule.name);
    }
    boss = instance;
    log.info({ recurring: [...names], delayed: [...delayed.keys()] }, 'job queue started');
  }

  const started = (): PgBoss => {
    if (boss === null) throw new Error('the job queue is not running (JOBS_ENABLED=false?)');
    return boss;
  };

  return {
    get running() {
      return boss !== null;
    },
    define(job) {
      if (boss !== null || starting !== null) throw new Error(`job ${job.name} defined after the queue started`);
      if (delayed.has(job.name) || names.has(job.name)) throw new Error(`job ${job.name} defined twice`);
      delayed.set(job.name, job as DelayedJob<unknown>);
    },
    start() {
      starting ??= startBoss().catch((error: unknown) => {
        starting = null;
        throw error;
      });
      return starting;
    },
    async stop() {
      const instance = boss;
      boss = null;
      starting = null;
      if (instance === null) return;
      // graceful: running jobs finish (bounded); the database connection is the app's to close.
      await instance.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      log.info('job queue stopped');
    },
    async sendLater(name, data, delayMs) {
      if (!delayed.has(name)) throw new Error(`unknown delayed job ${name}`);
      // Seconds, not a Date: pg-boss adds them to the DATABASE clock, whatever this host's clock says.
      const id = await started().send(name, data, { startAfter: Math.ceil(delayMs / 1000) });
      if (id === null) throw new Error(`job ${name} was not queued`);
      return id;
    },
    async runNow(name) {
      if (!names.has(name)) throw new Error(`unknown recurring job ${name}`);
      const id = await started().send(name, {});
      if (id === null) throw new Error(`job ${name} was not queued`);
      return id;
    },
  };
}
