import type PgBoss from 'pg-boss';
import { z } from 'zod';
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
  /** Registers a recurring job a feature makes with its services (registry.ts lists the others); before `start`. */
  defineRecurring(job: RecurringJob): void;
  /**
   * Creates the missing queues, writes the schedules that changed, starts polling — once `after`
   * settles, if given (main.ts: the first request answered). From the call on, a job queued waits
   * for the start rather than being refused. Idempotent.
   */
  start(after?: Promise<void>): Promise<void>;
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
  /** How often an idle worker looks for due delayed jobs (pg-boss default 2 s, minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** The same for recurring jobs (RECURRING_POLLING_SECONDS by default). */
  recurringPollingIntervalSeconds?: number;
}

const PGBOSS_SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;
/** A recurring run that failed is tried again soon; the next tick would redo it anyway. */
const RECURRING_RETRY = { retryLimit: 2, retryDelay: 30 };
const DELAYED_RETRY = { retryDelay: 5, retryBackoff: true };
const SCHEDULE_TZ = 'UTC';
/**
 * Recurring queues are looked at every 30 s rather than pg-boss's 2 s: their runs are minutes
 * apart, and ten queues polled every 2 s kept PGlite's one connection busy at idle. The price: a
 * tick runs up to 30 s after its minute; runNow wakes the worker at once. A job may ask for more
 * (RecurringJob.pollingSeconds: the mail retries keep pg-boss's 2 s).
 */
const RECURRING_POLLING_SECONDS = 30;

interface WantedQueue {
  name: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff?: boolean;
  /** Recurring jobs: their schedule (UTC). */
  cron?: string;
}

/** pg-boss's schedule rows (`select *`; its types leave out the time zone). */
const storedSchedules = z.array(z.object({ name: z.string(), cron: z.string(), timezone: z.string().nullable() }));

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const delayed = new Map<string, DelayedJob<unknown>>();
  const recurring = [...options.recurring];
  const names = new Set(recurring.map((job) => job.name));
  if (names.size !== recurring.length) throw new Error('two recurring jobs share a name');
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  /** stop() was called since the last start(): a start still waiting for `after` starts nothing. */
  let stopped = false;
  /** The runs of the jobs that run once at start (RecurringJob.runAtStart), until they end. */
  let startRuns: Promise<void> = Promise.resolve();
  /** pg-boss worker ids by recurring job: runNow wakes its worker rather than waiting for its next poll. */
  const recurringWorkers = new Map<string, string>();

  const contextFor = (name: string): JobContext => ({
    ...options.context,
    now: options.now,
    log: log.child({ job: name }),
  });

  async function startBoss(): Promise<void> {
    // Loaded at start, not with this module: `npm start` starts the queue once listening, so
    // pg-boss (and the pg driver it requires) stay out of the time to the first page.
    const { default: PgBoss } = await import('pg-boss');
    const instance = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: PGBOSS_SCHEMA,
      ...(options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    });
    // Without a listener an 'error' event would crash the process; pg-boss retries by itself.
    instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await instance.start();
    await ensureQueuesAndSchedules(instance, [
      ...recurring.map((job) => ({ name: job.name, ...RECURRING_RETRY, cron: job.cron })),
      ...[...delayed.values()].map((job) => ({ name: job.name, retryLimit: job.retryLimit, ...DELAYED_RETRY })),
    ]);
    const delayedPolling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
    const recurringPolling = options.recurringPollingIntervalSeconds ?? RECURRING_POLLING_SECONDS;
    for (const job of recurring) {
      const polling = { pollingIntervalSeconds: job.pollingSeconds ?? recurringPolling };
      const workerId = await instance.work(job.name, polling, async () => {
        await job.run(contextFor(job.name));
      });
      recurringWorkers.set(job.name, workerId);
    }
    for (const job of delayed.values()) {
      await instance.work<object>(job.name, delayedPolling, async (jobs) => {
        for (const queued of jobs) {
          await job.run(job.parse(queued.data), { ...contextFor(job.name), jobId: queued.id });
        }
      });
    }
    boss = instance;
    // Run here, in this process, not queued: stop() waits for them before the database closes.
    startRuns = Promise.all(
      recurring
        .filter((job) => job.runAtStart === true)
        .map((job) =>
          job.run(contextFor(job.name)).catch((error: unknown) => log.error({ err: error, job: job.name }, 'run at start failed')),
        ),
    ).then(() => undefined);
    log.info({ recurring: [...names], delayed: [...delayed.keys()] }, 'job queue started');
  }

  /**
   * One read of the queues and one of the schedules, then only what is missing or changed is
   * written: a restart writes nothing (it was 2–3 statements per job). Two processes
   * starting together may both write: create_queue and schedule are upserts.
   */
  async function ensureQueuesAndSchedules(instance: PgBoss, wanted: readonly WantedQueue[]): Promise<void> {
    const queues = new Map((await instance.getQueues()).map((queue) => [queue.name, queue]));
    const schedules = new Map(storedSchedules.parse(await instance.getSchedules()).map((schedule) => [schedule.name, schedule]));
    for (const { name, cron, ...retry } of wanted) {
      const stored = queues.get(name);
      if (stored === undefined) await instance.createQueue(name, { name, ...retry });
      // create_queue leaves an existing queue as it is: retry settings changed in the code go through update.
      else if (Object.entries(retry).some(([key, value]) => stored[key as keyof typeof retry] !== value)) {
        await instance.updateQueue(name, { name, ...retry });
      }
      if (cron === undefined) continue;
      const schedule = schedules.get(name);
      if (schedule?.cron !== cron || schedule.timezone !== SCHEDULE_TZ) await instance.schedule(name, cron, {}, { tz: SCHEDULE_TZ });
    }
    // A job removed from the code must stop being queued by the schedules other processes wrote.
    for (const name of schedules.keys()) if (!names.has(name)) await instance.unschedule(name);
  }

  /** A start under way (`npm start` starts the queue once listening): a job queued meanwhile waits for it. */
  async function running(): Promise<PgBoss> {
    if (boss === null && starting !== null) await starting;
    return started();
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
    defineRecurring(job) {
      if (boss !== null || starting !== null) throw new Error(`job ${job.name} defined after the queue started`);
      if (delayed.has(job.name) || names.has(job.name)) throw new Error(`job ${job.name} defined twice`);
      recurring.push(job);
      names.add(job.name);
    },
    start(after) {
      stopped = false;
      starting ??= (after ?? Promise.resolve())
        // Stopped while waiting: nothing to start on a database about to close.
        .then(() => (stopped ? undefined : startBoss()))
        .catch((error: unknown) => {
          starting = null;
          throw error;
        });
      return starting;
    },
    async stop() {
      stopped = true;
      // A start under way ends first (then its pg-boss stops below): the app closes the database
      // after this, and a start still running on it would fail the shutdown (exit 1).
      if (boss === null && starting !== null) await starting.catch(() => undefined);
      await startRuns;
      const instance = boss;
      boss = null;
      starting = null;
      recurringWorkers.clear();
      if (instance === null) return;
      // graceful: running jobs finish (bounded); the database connection is the app's to close.
      await instance.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      log.info('job queue stopped');
    },
    async sendLater(name, data, delayMs) {
      if (!delayed.has(name)) throw new Error(`unknown delayed job ${name}`);
      // Seconds, not a Date: pg-boss adds them to the DATABASE clock, whatever this host's clock says.
      const id = await (await running()).send(name, data, { startAfter: Math.ceil(delayMs / 1000) });
      if (id === null) throw new Error(`job ${name} was not queued`);
      return id;
    },
    async runNow(name) {
      if (!names.has(name)) throw new Error(`unknown recurring job ${name}`);
      const instance = await running();
      const id = await instance.send(name, {});
      if (id === null) throw new Error(`job ${name} was not queued`);
      const workerId = recurringWorkers.get(name);
      if (workerId !== undefined) instance.notifyWorker(workerId);
      return id;
    },
  };
}
