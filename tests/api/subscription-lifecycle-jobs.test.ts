import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { outbox, payments, users } from '../../server/db/schema/index.ts';
import type { RecurringJob } from '../../server/jobs/job.ts';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue.ts';
import { recurringJobs } from '../../server/jobs/registry.ts';
import { NOTIFICATION_JOB } from '../../server/modules/payments/charges.ts';
import { SUBSCRIPTION_JOB_NAMES } from '../../server/modules/subscriptions/jobs.ts';
import { chargeDueRenewals, type RenewalReport } from '../../server/modules/subscriptions/renewals.ts';
import type { PaymentProvider } from '../../server/modules/payments/provider.ts';
import { cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { activeMember, at, jobContext, MINUTE_MS, subscriptionRow, type Member } from '../support/server/subscriptions.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await wait(100);
  }
  return check();
}

/** The sandbox, with a count of the saved-card charges it was asked for, per reference. */
function countingProvider(inner: PaymentProvider) {
  const calls: string[] = [];
  const provider: PaymentProvider = {
    ...inner,
    name: inner.name,
    chargeSavedCard: (token, charge) => {
      calls.push(charge.reference);
      return inner.chargeSavedCard(token, charge);
    },
  };
  return { provider, calls };
}

/** A second connection to the same database, as another server process has (the same one on PGlite). */
async function secondHandle(testApp: TestApp): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  if (testApp.config.database.driver === 'pglite') return { handle: testApp.database, close: async () => {} };
  const handle = await openDatabase(testApp.config);
  return { handle, close: () => handle.close() };
}

describe('jobs with several workers', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  let counted: ReturnType<typeof countingProvider>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    counted = countingProvider(testApp.services.payments.provider);
    testApp.payments.use({ provider: counted.provider });
  });
  afterAll(() => testApp.close());

  const renewalsOf = async (members: readonly Member[]) => {
    const rows = await Promise.all(members.map((member) => subscriptionRow(testApp, member.uid)));
    const all = await testApp.db.select().from(payments).where(eq(payments.kind, 'renewal'));
    return rows.map((row) => all.filter((payment) => payment.subscriptionUid === row.uid));
  };

  it('three workers running the renewal job together charge each due renewal once', async () => {
    const members = [];
    for (let index = 0; index < 4; index += 1) members.push(await activeMember(testApp, scheduler));
    const latest = Math.max(
      ...(await Promise.all(members.map(async (m) => (await subscriptionRow(testApp, m.uid)).expirationAt?.getTime() ?? 0))),
    );
    const now = new Date(latest + MINUTE_MS);
    const other = await secondHandle(testApp);
    try {
      counted.calls.length = 0;
      const contexts = [jobContext(testApp, now), { ...jobContext(testApp, now), db: other.handle.db }, jobContext(testApp, now)];
      const reports: RenewalReport[] = await Promise.all(contexts.map((context) => chargeDueRenewals(context)));
      expect(reports.reduce((sum, report) => sum + report.renewed, 0)).toBe(4);
      expect(reports.reduce((sum, report) => sum + report.failed + report.ended, 0)).toBe(0);
      expect(counted.calls).toHaveLength(4);
      expect(new Set(counted.calls).size).toBe(4);
      for (const renewals of await renewalsOf(members)) expect(renewals).toMatchObject([{ status: 'succeeded', amount: 2990 }]);
    } finally {
      await other.close();
    }
  });

  it('through pg-boss: two queues on one database run a queued job once', async () => {
    const member = await activeMember(testApp, scheduler);
    const now = at((await subscriptionRow(testApp, member.uid)).expirationAt, MINUTE_MS);
    const runs: string[] = [];
    const renewalJob = (worker: string): RecurringJob => ({
      name: SUBSCRIPTION_JOB_NAMES.renewals,
      cron: '0-59/5 * * * *',
      run: async (context) => {
        runs.push(worker);
        await chargeDueRenewals(context);
      },
    });
    const other = await secondHandle(testApp);
    const queues: JobQueue[] = ['a', 'b'].map((worker, index) =>
      createJobQueue({
        database: index === 0 ? testApp.database : other.handle,
        recurring: [renewalJob(worker)],
        context: { ...jobContext(testApp, now), db: (index === 0 ? testApp.database : other.handle).db },
        now: () => now,
        log: testApp.app.log,
        pollingIntervalSeconds: 0.5,
      }),
    );
    try {
      for (const queue of queues) await queue.start();
      counted.calls.length = 0;
      await queues[0]?.runNow(SUBSCRIPTION_JOB_NAMES.renewals);
      expect(await until(async () => runs.length >= 1, 15_000)).toBe(true);
      await wait(1500);
      expect(runs).toHaveLength(1);
      expect(counted.calls).toHaveLength(1);
      const [renewals] = await renewalsOf([member]);
      expect(renewals).toMatchObject([{ status: 'succeeded' }]);

      // Both ask again: two runs, but the renewal is not due any more.
      await Promise.all(queues.map((queue) => queue.runNow(SUBSCRIPTION_JOB_NAMES.renewals)));
      expect(await until(async () => runs.length >= 3, 15_000)).toBe(true);
      expect(counted.calls).toHaveLength(1);
      // Each schedule is stored once, whatever the number of processes that wrote it.
      const schedules = z
        .object({ rows: z.array(z.object({ name: z.string(), cron: z.string() })) })
        .parse(await testApp.db.execute(sql`select name, cron from pgboss.schedule`));
      expect(schedules.rows).toEqual([{ name: SUBSCRIPTION_JOB_NAMES.renewals, cron: '0-59/5 * * * *' }]);
    } finally {
      for (const queue of queues) await queue.stop();
      await other.close();
    }
  });

  it('lists every recurring job once, with a valid five-field cron', () => {
    const names = recurringJobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(Object.values(SUBSCRIPTION_JOB_NAMES)));
    for (const job of recurringJobs) expect(job.cron.split(' '), job.name).toHaveLength(5);
  });
});

describe('activation notification as a delayed job on the queue (JOBS_ENABLED)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { JOBS_ENABLED: 'true', PAYMENT_ACTIVATION_DELAY_MS: '1000' } });
  });
  afterAll(() => testApp.close());

  it('is queued with startAfter, kept while no worker runs, delivered once when one does', async () => {
    expect(testApp.services.jobs.running).toBe(true);
    expect(testApp.services.payments.scheduler).toBe('queue');
    const { uid, token } = await register(testApp.app);
    expect((await payByCard(testApp.app, token, cardBody(uid))).json()).toEqual({ status: 'Success' });
    // Stopped before the delay is over: a restart of the only process, say.
    await testApp.services.jobs.stop();
    const queued = z
      .object({ rows: z.array(z.object({ state: z.string(), due: z.boolean() })) })
      .parse(
        await testApp.db.execute(
          sql`select state::text as state, start_after > now() as due from pgboss.job where name = ${NOTIFICATION_JOB}`,
        ),
      );
    expect(queued.rows).toEqual([{ state: 'created', due: true }]);
    await wait(1500);
    const status = async () => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0]?.status;
    expect(await status()).toBe('pending');

    await testApp.services.jobs.start();
    expect(await until(async () => (await status()) === 'active', 15_000)).toBe(true);
    const email = (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0]?.email ?? '';
    expect(
      (await testApp.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => !mail.dedupeKey?.startsWith('receipt:')),
    ).toHaveLength(1);
  });
});
