import { randomUUID } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationResponseSchema } from '../../src/domain/registration.ts';
import { withdrawalResponseSchema } from '../../src/domain/withdrawal.ts';
import { WITHDRAWAL_JOB } from '../../server/modules/withdrawal/module.ts';
import { withdrawalRefundUid } from '../../server/modules/withdrawal/service.ts';
import { cardBody, uniqueEmail } from '../support/server/billing.ts';
import { startChildServer, type ChildServer } from '../support/server/child-server.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';

/**
 * A withdrawal's refund across a SIGKILL at the worst moments (docs/decisions/0021-withdrawal.md),
 * the real server (server/main.ts) in child processes on one PostgreSQL database. The moment is
 * held, not guessed: this test holds a row lock the server needs next, waits until the server is
 * seen waiting on it (pg_stat_activity), and kills it there.
 *   A. the withdrawal is committed, the provider has not refunded (the sandbox's ledger row of the
 *      refund is locked): after the restart the member's retry refunds once;
 *   B. the provider refunded, our record of it is not committed (the receipt counter is locked):
 *      after the restart the job records it, without a second refund.
 */

const LEASE_MS = 1500;

async function until(condition: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('withdrawal refunds across a SIGKILL and a restart (PostgreSQL, child server processes)', () => {
  let database: PostgresForTest;
  let pool: pg.Pool;
  const servers: ChildServer[] = [];
  beforeAll(async () => {
    database = await postgresForTest();
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await pool.end();
    await database.close();
  });

  const start = async () => {
    // A loaded machine (CI, other suites) may take long to start a server: waited for, not failed.
    const server = await startChildServer({
      databaseUrl: database.url,
      env: { PAYMENT_ACTIVATION_DELAY_MS: '0', PAYMENT_LEASE_MS: String(LEASE_MS) },
      startTimeoutMs: 240_000,
    });
    servers.push(server);
    return server;
  };
  const count = async (text: string, values: unknown[]) => Number((await pool.query<{ n: string }>(text, values)).rows[0]?.n ?? 0);
  const post = (server: ChildServer, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const withdraw = (server: ChildServer, token: string) =>
    post(server, '/api/subscriptions/withdrawal', {}, { authorization: `Bearer ${token}` });
  /** A member who paid the trial by card (with the express request) and was activated. */
  const member = async (server: ChildServer) => {
    const email = uniqueEmail('retractation');
    const registered = await post(server, '/api/registrations/register', {
      identifier: email,
      formula: 'vip-mensuel',
      password: 'Mot-de-passe-1',
    });
    expect(registered.status).toBe(201);
    const { uid, token } = registrationResponseSchema.parse(await registered.json());
    const paid = await post(server, '/api/payments/card', cardBody(uid), {
      authorization: `Bearer ${token}`,
      'idempotency-key': randomUUID(),
    });
    expect(paid.status).toBe(200);
    await until(async () => (await count(`select count(*) n from users where uid = $1 and status = 'active'`, [uid])) === 1);
    // The first payment's receipt is written by the activation; the locks below must not hold it up.
    await until(
      async () =>
        (await count(`select count(*) n from receipts r join payments p on p.uid = r.payment_uid where p.user_uid = $1`, [uid])) === 1,
    );
    const charge =
      (await pool.query<{ uid: string }>(`select uid from payments where user_uid = $1 and kind = 'charge'`, [uid])).rows[0]?.uid ?? '';
    return { uid, email, token, refund: withdrawalRefundUid(charge) };
  };
  /**
   * A killed process's PostgreSQL sessions live on until the server notices: the blocked one would
   * run its statement once our lock goes. Ended here, as a dead client's connection would be.
   */
  const endBlockedSessions = (table: string) =>
    pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where wait_event_type = 'Lock' and query ilike $1`, [`%${table}%`]);
  /** The server is waiting for a lock on `table` (its statement is blocked by ours). */
  const serverWaitsOn = (table: string) =>
    until(
      async () =>
        (await count(`select count(*) n from pg_stat_activity where wait_event_type = 'Lock' and query ilike $1`, [`%${table}%`])) >= 1,
    );
  const state = async (m: { uid: string; refund: string; email: string }) => ({
    withdrawal: (await pool.query<{ status: string }>(`select status from withdrawals where user_uid = $1`, [m.uid])).rows.map(
      (row) => row.status,
    ),
    providerRefunds: await count(`select count(*) n from sandbox_ledger where reference = $1 and kind = 'refund'`, [m.refund]),
    recordedRefunds: await count(`select count(*) n from payments where uid = $1 and kind = 'refund' and refund_reason = 'withdrawal'`, [
      m.refund,
    ]),
    creditNotes: await count(`select count(*) n from receipts where payment_uid = $1 and kind = 'credit_note'`, [m.refund]),
    mails: await count(`select count(*) n from outbox where dedupe_key like 'withdrawal:%' and lower("to") = lower($1)`, [m.email]),
    user: (await pool.query<{ status: string }>(`select status from users where uid = $1`, [m.uid])).rows[0]?.status,
  });

  it('killed after the withdrawal is committed and before the provider refunds, then after the refund and before its record: refunded exactly once each', async () => {
    const first = await start();
    const a = await member(first);
    const b = await member(first);

    // A: the provider's ledger row of this refund is ours until the server is dead.
    const holdA = await pool.connect();
    await holdA.query('begin');
    await holdA.query(`insert into sandbox_ledger (reference, kind, answer) values ($1, 'refund', '{}'::jsonb)`, [a.refund]);
    const cutA = withdraw(first, a.token).catch(() => null);
    await first.waitForLog(/^withdrawal requested$/);
    await serverWaitsOn('sandbox_ledger');
    await first.kill();
    expect(await cutA).toBeNull();
    await endBlockedSessions('sandbox_ledger');
    await holdA.query('rollback');
    holdA.release();
    expect(await state(a)).toEqual({
      withdrawal: ['requested'],
      providerRefunds: 0,
      recordedRefunds: 0,
      creditNotes: 0,
      mails: 0,
      user: 'active',
    });

    // After the restart the member asks again: the same withdrawal, refunded once.
    const second = await start();
    const retried = await withdraw(second, a.token);
    expect(retried.status).toBe(200);
    expect(withdrawalResponseSchema.parse(await retried.json()).withdrawal.completed).toBe(true);
    expect(await state(a)).toEqual({
      withdrawal: ['completed'],
      providerRefunds: 1,
      recordedRefunds: 1,
      creditNotes: 1,
      mails: 1,
      user: 'ended',
    });

    // B: the receipt counter (taken last in the recording transaction) is ours.
    const holdB = await pool.connect();
    await holdB.query('begin');
    await holdB.query(`select next from receipt_counters where series = 'receipts' for update`);
    const cutB = withdraw(second, b.token).catch(() => null);
    await second.waitForLog(/^withdrawal refunded at the provider$/);
    await serverWaitsOn('receipt_counters');
    await second.kill();
    expect(await cutB).toBeNull();
    await endBlockedSessions('receipt_counters');
    await holdB.query('rollback');
    holdB.release();
    // The provider refunded; nothing of it is recorded and the member is still a member.
    expect(await state(b)).toEqual({
      withdrawal: ['requested'],
      providerRefunds: 1,
      recordedRefunds: 0,
      creditNotes: 0,
      mails: 0,
      user: 'active',
    });

    // After the restart, once the lease has passed, the job completes it with the same reference.
    const third = await start();
    await until(
      async () =>
        (await count(`select count(*) n from withdrawals where user_uid = $1 and requested_at < now() - $2::interval`, [
          b.uid,
          `${LEASE_MS} milliseconds`,
        ])) === 1,
    );
    const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    await boss.start();
    await boss.send(WITHDRAWAL_JOB, {});
    await boss.stop({ graceful: false, close: true });
    await until(async () => (await state(b)).withdrawal[0] === 'completed');
    expect(await state(b)).toEqual({
      withdrawal: ['completed'],
      providerRefunds: 1,
      recordedRefunds: 1,
      creditNotes: 1,
      mails: 1,
      user: 'ended',
    });
    // The refund recorded is the one the provider made before the crash.
    const ledger = (
      await pool.query<{ answer: { providerReference: string } }>(`select answer from sandbox_ledger where reference = $1`, [b.refund])
    ).rows[0];
    const recorded = (
      await pool.query<{ provider_reference: string }>(`select provider_reference from payments where uid = $1`, [b.refund])
    ).rows[0];
    expect(recorded?.provider_reference).toBe(ledger?.answer.providerReference);
    await third.stop();
  }, 900_000);
});
