import { and, eq, inArray, like, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { outbox, payments, subscriptions } from '../../server/db/schema/index.ts';
import { messageIdOf } from '../../server/mail/delivery.ts';
import { SUBSCRIPTION_JOB_NAMES } from '../../server/modules/subscriptions/jobs.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import { manualScheduler } from '../support/server/billing.ts';
import { startChildServer, type ChildServer } from '../support/server/child-server.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/server/smtp-peer.ts';
import { activeMember, at, jobContext, MINUTE_MS, subscriptionRow, type Member } from '../support/server/subscriptions.ts';
import { testConfig, type TestApp } from '../support/server/test-app.ts';
import { testControls } from '../support/server/test-services.ts';
import { DEFAULT_POOL_MAX } from '../../server/config.ts';

const MEMBERS = 6;

/**
 * The "15 members never e-mailed": the cashback job commits its refunds, the process is
 * killed before any mail leaves. Each refund's mail was written in the refund's own transaction,
 * so the restarted server delivers every one of them, once.
 */
describe('cashback refunds committed, process killed before delivery (child server, PostgreSQL)', () => {
  let pg: PostgresForTest;
  let peer: SmtpPeer;
  const members: Member[] = [];
  let handle: DatabaseHandle;
  const children: ChildServer[] = [];

  beforeAll(async () => {
    pg = await postgresForTest();
    peer = await startSmtpPeer();
    // Members whose first full-price renewal was charged, set up in this process on the shared database.
    const config = testConfig({}, { database: { driver: 'pg', url: pg.url, poolMax: DEFAULT_POOL_MAX } });
    handle = await openDatabase(config);
    await prepareDatabase(handle, config, { info: () => {} });
    const controls = testControls();
    const { app, services } = await buildServer(config, { ...controls.deps, database: handle, web: null, logStream: { write: () => {} } });
    const testApp: TestApp = {
      app,
      services,
      clock: controls.clock,
      payments: controls.payments,
      db: handle.db,
      database: handle,
      config,
      logs: () => [],
      close: () => app.close(),
    };
    try {
      await handle.db.delete(subscriptions);
      const scheduler = manualScheduler(testApp);
      for (let index = 0; index < MEMBERS; index += 1) members.push(await activeMember(testApp, scheduler));
      const latest = Math.max(
        ...(await Promise.all(members.map(async (m) => (await subscriptionRow(testApp, m.uid)).expirationAt?.getTime() ?? 0))),
      );
      expect(await chargeDueRenewals(jobContext(testApp, at(new Date(latest), MINUTE_MS)))).toMatchObject({ renewed: MEMBERS });
    } finally {
      await app.close();
    }
    // Their cashback is due now (the real clock the child server reads).
    await handle.db
      .update(subscriptions)
      .set({ cashbackDueAt: sql`now() - interval '1 minute'` })
      .where(
        inArray(
          subscriptions.userUid,
          members.map((member) => member.uid),
        ),
      );
  }, 180_000);

  afterAll(async () => {
    for (const child of children) await child.kill();
    await handle?.close();
    await peer?.close();
    await pg?.close();
  });

  const cashbackMails = () =>
    handle.db
      .select()
      .from(outbox)
      .where(
        and(
          like(outbox.dedupeKey, 'subscription-cashback:%'),
          inArray(
            outbox.to,
            members.map((member) => member.email),
          ),
        ),
      );

  it('delivers exactly one cashback mail to every refunded member after a restart', async () => {
    // First life: the SMTP peer is down, nothing can leave; killed once the refunds are committed.
    peer.down();
    const first = await startChildServer({ databaseUrl: pg.url, env: { JOBS_ENABLED: 'true', SMTP_URL: peer.url } });
    children.push(first);
    const boss = new PgBoss({ connectionString: pg.url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    await boss.send(SUBSCRIPTION_JOB_NAMES.cashback, {});
    await boss.stop({ graceful: false, close: true });
    await first.waitForLog(/^cashbacks refunded$/, 60_000);
    await first.kill();

    const refunds = await handle.db.select().from(payments).where(eq(payments.kind, 'refund'));
    expect(refunds).toHaveLength(MEMBERS);
    const written = await cashbackMails();
    expect(written).toHaveLength(MEMBERS);
    expect(written.every((row) => row.status !== 'sent')).toBe(true);
    expect(peer.received()).toEqual([]);

    // The failed attempt's backoff (30 s) or a dead worker's lease (60 s) lapses: moved, not waited for.
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(inArray(outbox.status, ['pending', 'sending']));
    peer.up();
    const second = await startChildServer({ databaseUrl: pg.url, env: { JOBS_ENABLED: 'true', SMTP_URL: peer.url } });
    children.push(second);
    await peer.waitFor(MEMBERS, 60_000);
    await expect.poll(async () => (await cashbackMails()).every((row) => row.status === 'sent'), { timeout: 30_000 }).toBe(true);
    await second.stop();

    // One cashback message per member, the mail of their refund (its Message-ID), and no message
    // twice. Mails written during the set-up (receipts the in-process app had no time to deliver
    // before it closed, on a loaded machine) may go out too: they are not cashback mails.
    const rows = await cashbackMails();
    const received = peer.received();
    for (const member of members) {
      const row = rows.find((candidate) => candidate.to === member.email);
      const theirs = received.filter((mail) => mail.to.includes(member.email) && mail.messageId === messageIdOf(row!, second.url));
      expect(theirs, member.email).toHaveLength(1);
    }
    const ids = received.map((mail) => mail.messageId);
    expect(new Set(ids).size, 'a message delivered twice').toBe(ids.length);
  }, 180_000);
});
