import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../server/db/database.ts';
import type { DelayedJob } from '../../server/jobs/delayed-job.ts';
import type { RecurringJob } from '../../server/jobs/job.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '../../server/jobs/queue.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { jobContext } from '../support/server/subscriptions.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await wait(100);
  }
  return check();
}

/** The app's database, recording every statement pg-boss sends through it. */
function recording(handle: DatabaseHandle): { handle: DatabaseHandle; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    handle: {
      ...handle,
      // Recorded once answered: a statement listed here has run.
      executeSql: async (text, values) => {
        const result = await handle.executeSql(text, values);
        statements.push({ text, values });
        return result;
      },
    },
  };
}

interface Statement {
  text: string;
  values: unknown[] | undefined;
}

/**
 * What a start of ours may write: a queue, a queue's settings, a schedule. pg-boss's own cron
 * queue is created on every start of pg-boss (an insert that does nothing once it exists).
 */
const writes = (statements: readonly Statement[]): string[] =>
  statements
    .filter(({ text }) => /create_queue|update \S+\.queue|insert into \S+\.schedule|delete from \S+\.schedule/i.test(text))
    .filter(({ values }) => values?.[0] !== '__pgboss__send-it')
    .map(({ text, values }) => `${text.trim().split('\n')[0] ?? ''} ${String(values?.[0])}`);

/** How many times pg-boss's workers have looked for a job of queue `name`. */
const fetchesOf = (statements: readonly Statement[], name: string): number =>
  statements.filter(({ text, values }) => /with next as/i.test(text) && values?.[0] === name).length;

const tick = (name: string, cron: string, runs: string[] = []): RecurringJob => ({
  name,
  cron,
  run: async () => {
    runs.push(name);
  },
});

const delayedJob = (retryLimit: number, runs: string[] = []): DelayedJob<{ n: number }> => ({
  name: 'test.later',
  parse: (data) => z.object({ n: z.number() }).parse(data),
  run: async (data) => {
    runs.push(`later ${data.n}`);
  },
  retryLimit,
});

describe('the job queue at start', () => {
  let testApp: TestApp;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    // JOBS_ENABLED is off in tests: the queues below are the only ones on this database.
    testApp = await createTestApp();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await testApp.close();
  });

  const queueOn = (database: DatabaseHandle, recurring: RecurringJob[], more: Partial<JobQueueOptions> = {}): JobQueue => {
    const now = new Date();
    const { now: _now, log: _log, ...context } = jobContext(testApp, now);
    const queue = createJobQueue({ database, recurring, context, now: () => now, log: testApp.app.log, ...more });
    queues.push(queue);
    return queue;
  };

  const storedSchedules = async () =>
    z
      .object({ rows: z.array(z.object({ name: z.string(), cron: z.string() })) })
      .parse(await testApp.db.execute(sql`select name, cron from pgboss.schedule order by name`)).rows;

  it('a restart reads the queues and schedules and writes none; what changed in the code is written', async () => {
    const first = queueOn(testApp.database, [tick('test.tick-a', '0-59/5 * * * *'), tick('test.tick-b', '7 * * * *')]);
    first.define(delayedJob(3));
    await first.start();
    await first.stop();
    expect(await storedSchedules()).toEqual([
      { name: 'test.tick-a', cron: '0-59/5 * * * *' },
      { name: 'test.tick-b', cron: '7 * * * *' },
    ]);

    const again = recording(testApp.database);
    const second = queueOn(again.handle, [tick('test.tick-a', '0-59/5 * * * *'), tick('test.tick-b', '7 * * * *')]);
    second.define(delayedJob(3));
    await second.start();
    await second.stop();
    expect(again.statements.length).toBeGreaterThan(0);
    expect(writes(again.statements)).toEqual([]);

    // A new schedule for a, b gone from the code, another retry limit for the delayed job.
    const changed = recording(testApp.database);
    const third = queueOn(changed.handle, [tick('test.tick-a', '1-59/5 * * * *')]);
    third.define(delayedJob(5));
    await third.start();
    await third.stop();
    expect(await storedSchedules()).toEqual([{ name: 'test.tick-a', cron: '1-59/5 * * * *' }]);
    const limits = z
      .object({ rows: z.array(z.object({ retry_limit: z.number() })) })
      .parse(await testApp.db.execute(sql`select retry_limit from pgboss.queue where name = 'test.later'`)).rows;
    expect(limits).toEqual([{ retry_limit: 5 }]);
    expect(writes(changed.statements)).toHaveLength(3);
  });

  it('runNow wakes the recurring worker: the run does not wait for its next poll', async () => {
    const runs: string[] = [];
    // Polled every 10 minutes: only the wake-up can run it within the wait below.
    const recorded = recording(testApp.database);
    const queue = queueOn(recorded.handle, [tick('test.tick-now', '7 * * * *', runs)], { recurringPollingIntervalSeconds: 600 });
    await queue.start();
    // The worker's first look, at start, finds nothing; this run is queued after it.
    expect(await until(() => fetchesOf(recorded.statements, 'test.tick-now') > 0, 20_000)).toBe(true);
    await queue.runNow('test.tick-now');
    expect(await until(() => runs.length === 1, 20_000)).toBe(true);
    await queue.stop();
  });

  it('a recurring job that asks for it is polled more often than the others (the mail retries)', async () => {
    const runs: string[] = [];
    const prompt: RecurringJob = { ...tick('test.tick-prompt', '7 * * * *', runs), pollingSeconds: 1 };
    const recorded = recording(testApp.database);
    const queue = queueOn(recorded.handle, [prompt], { recurringPollingIntervalSeconds: 600 });
    await queue.start();
    // After the worker's first look (it finds nothing), a run queued behind its back (as pg-boss's
    // cron does), no wake-up: only its own 1 s polling can find it in time, the others' 600 s not.
    expect(await until(() => fetchesOf(recorded.statements, 'test.tick-prompt') > 0, 20_000)).toBe(true);
    await testApp.db.execute(sql`insert into pgboss.job (name) values ('test.tick-prompt')`);
    expect(await until(() => runs.length === 1, 20_000)).toBe(true);
    await queue.stop();
  });

  it('a delayed job sent while the queue is still starting waits for the start, then runs', async () => {
    const runs: string[] = [];
    const queue = queueOn(testApp.database, [], { pollingIntervalSeconds: 0.5 });
    queue.define(delayedJob(3, runs));
    const starting = queue.start();
    const id = await queue.sendLater('test.later', { n: 1 }, 0);
    await starting;
    expect(id).toEqual(expect.any(String));
    expect(await until(() => runs.length === 1, 20_000)).toBe(true);
    expect(runs).toEqual(['later 1']);
    await queue.stop();
  });

  it('a start waiting for the first answer: a job sent meanwhile waits (not refused), then runs once the queue started', async () => {
    const runs: string[] = [];
    const recorded = recording(testApp.database);
    const queue = queueOn(recorded.handle, [], { pollingIntervalSeconds: 0.5 });
    queue.define(delayedJob(3, runs));
    let answered: () => void = () => {};
    const starting = queue.start(new Promise<void>((resolve) => (answered = resolve)));
    const sent = queue.sendLater('test.later', { n: 2 }, 0);
    // Nothing of pg-boss runs before the first answer: the first visitor has the database to himself.
    await new Promise((resolve) => setImmediate(resolve));
    expect(recorded.statements).toEqual([]);
    expect(queue.running).toBe(false);
    answered();
    await starting;
    expect(await sent).toEqual(expect.any(String));
    expect(await until(() => runs.length === 1, 20_000)).toBe(true);
    expect(runs).toEqual(['later 2']);
    await queue.stop();
  });

  it('stopped while its start waits for the first answer: pg-boss never starts, a job sent meanwhile is refused', async () => {
    const recorded = recording(testApp.database);
    const queue = queueOn(recorded.handle, []);
    queue.define({ ...delayedJob(3), name: 'test.later-stopped' });
    let answered: () => void = () => {};
    const starting = queue.start(new Promise<void>((resolve) => (answered = resolve)));
    const sent = queue.sendLater('test.later-stopped', { n: 3 }, 0);
    const stop = queue.stop();
    answered();
    await expect(starting).resolves.toBeUndefined();
    await expect(stop).resolves.toBeUndefined();
    await expect(sent).rejects.toThrow(/not running/);
    expect(recorded.statements).toEqual([]);
    expect(queue.running).toBe(false);
  });

  it('stopped while it starts (a signal right after listening): the start ends, then the queue stops; nothing fails', async () => {
    const runs: string[] = [];
    const queue = queueOn(testApp.database, [tick('test.tick-stop', '0-59/5 * * * *', runs)]);
    const start = queue.start();
    const stop = queue.stop();
    await expect(start).resolves.toBeUndefined();
    await expect(stop).resolves.toBeUndefined();
    expect(queue.running).toBe(false);
    // Stopped for good: nothing runs on the database the app is about to close.
    await expect(queue.runNow('test.tick-stop')).rejects.toThrow(/not running/);
    expect(runs).toEqual([]);
  });

  it('lets the event loop turn between its statements (PGlite answers on this thread)', async () => {
    let turns = 0;
    let counting = true;
    const count = (): void => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    const queue = queueOn(recording(testApp.database).handle, [tick('test.tick-a', '1-59/5 * * * *'), tick('test.tick-c', '9 * * * *')]);
    setImmediate(count);
    const before = turns;
    await queue.start();
    counting = false;
    // A request arriving meanwhile gets one of these turns instead of waiting for the whole start.
    expect(turns - before).toBeGreaterThanOrEqual(5);
    await queue.stop();
  });
});
