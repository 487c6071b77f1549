import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationResponseSchema } from '../../src/domain/registration.ts';
import { notificationKey, SIGNATURE_HEADER, signNotification } from '../../server/modules/payments/notifications.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { cardBody, uniqueEmail } from '../support/server/billing.ts';
import { startChildServer, type ChildServer } from '../support/server/child-server.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';
import { TEST_JWT_SECRET } from '../support/server/test-app.ts';

/**
 * Money survives a crash (decision 0015): the real server (server/main.ts) killed with SIGKILL at
 * the worst moment, then started again on the same PostgreSQL database. Leases are short here (PAYMENT_LEASE_MS) so that a retry
 * recovers within the test; the test waits for the lease by retrying, never by sleeping a guess.
 */

const SLOW_CARD = TEST_CARDS.find((card) => card.outcome.kind === 'slow')?.number ?? '';
const LEASE_MS = 1500;

/** Polls `condition` (a database state) until it holds. */
async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('money across a SIGKILL and a restart (PostgreSQL, child server processes)', () => {
  let database: PostgresForTest;
  let pool: pg.Pool;
  const servers: ChildServer[] = [];
  beforeAll(async () => {
    database = await postgresForTest();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await pool.end();
    await database.close();
  });

  const start = async (env: Record<string, string>) => {
    const server = await startChildServer({ databaseUrl: database.url, env: { PAYMENT_LEASE_MS: String(LEASE_MS), ...env } });
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
  const registerOn = async (server: ChildServer) => {
    const response = await post(server, '/api/registrations/register', {
      identifier: uniqueEmail('crash'),
      formula: 'vip-mensuel',
      password: 'Mot-de-passe-1',
    });
    expect(response.status).toBe(201);
    return registrationResponseSchema.parse(await response.json());
  };
  const pay = (server: ChildServer, token: string, body: unknown, key: string) =>
    post(server, '/api/payments/card', body, { authorization: `Bearer ${token}`, 'idempotency-key': key });

  it('killed while the slow card is charged: a new key answers already_paid, the same key recovers the charge: one charge', async () => {
    // The notification is far away: the registration stays paid-but-pending through the test.
    const env = { PAYMENT_ACTIVATION_DELAY_MS: '600000' };
    const first = await start(env);
    const { uid, token } = await registerOn(first);
    const key = randomUUID();
    const body = cardBody(uid, { number: SLOW_CARD });
    const cut = pay(first, token, body, key).catch(() => null);
    await first.waitForLog(/^sandbox charge accepted$/);
    await first.kill();
    expect(await cut).toBeNull();
    // The provider has the charge; we have no payment row yet, and the key is still running.
    expect(await count(`select count(*) n from payments where user_uid = $1`, [uid])).toBe(0);
    expect(await count(`select count(*) n from idempotency_keys where user_uid = $1 and status = 'running'`, [uid])).toBe(1);

    const second = await start(env);
    const charges = () => count(`select count(*) n from sandbox_ledger where kind = 'charge'`, []);
    // Once the dead attempt's lease lapsed, a new key asks the provider about it before charging:
    // it was charged, so the registration is paid.
    const intentHeld = () => count(`select count(*) n from payment_intents where user_uid = $1 and attempt_lease_until > now()`, [uid]);
    await until(async () => (await intentHeld()) === 0);
    const other = await pay(second, token, cardBody(uid), randomUUID());
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'already_paid' });
    // Recorded by whichever came first: the reconciliation at start, or the new attempt.
    // Its log line may reach the test after the answer (the child's output is read as it comes).
    expect(await second.waitForLog(/^lapsed payment attempt settled$/)).toMatchObject({ found: true });

    // The same key, once its lease lapsed, recovers the charge and answers it.
    const keyHeld = () => count(`select count(*) n from idempotency_keys where user_uid = $1 and lease_until > now()`, [uid]);
    await until(async () => (await keyHeld()) === 0);
    const answer = await pay(second, token, body, key);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'Success' });
    await second.waitForLog(/^payment attempt recovered from the provider$/);
    expect((await pay(second, token, body, key)).status).toBe(200);

    expect(await charges()).toBe(1);
    expect(await count(`select count(*) n from payments where user_uid = $1 and status = 'succeeded'`, [uid])).toBe(1);
    expect(await count(`select count(*) n from subscriptions where user_uid = $1`, [uid])).toBe(1);
    await second.stop();
  }, 120_000);

  it('killed while the slow card is charged, and the member never comes back: the restarted server records the charge and activates him, once', async () => {
    const env = { PAYMENT_ACTIVATION_DELAY_MS: '0' };
    const first = await start(env);
    const { uid, token } = await registerOn(first);
    const cut = pay(first, token, cardBody(uid, { number: SLOW_CARD }), randomUUID()).catch(() => null);
    await first.waitForLog(/^sandbox charge accepted$/);
    await first.kill();
    expect(await cut).toBeNull();
    expect(await count(`select count(*) n from payments where user_uid = $1`, [uid])).toBe(0);
    // The dead attempt's lease lapses; nobody retries: the reconciliation at start finds the charge.
    const intentHeld = () => count(`select count(*) n from payment_intents where user_uid = $1 and attempt_lease_until > now()`, [uid]);
    await until(async () => (await intentHeld()) === 0);
    const second = await start(env);
    const active = () => count(`select count(*) n from users where uid = $1 and status = 'active' and 'vip' = any(roles)`, [uid]);
    await until(async () => (await active()) === 1, 60_000);
    await until(
      async () => (await count(`select count(*) n from outbox o join users u on u.email = o."to" where u.uid = $1`, [uid])) === 2,
    );
    // Its log line may reach the test after the answer (the child's output is read as it comes).
    expect(await second.waitForLog(/^lapsed payment attempt settled$/)).toMatchObject({ found: true });
    expect(await count(`select count(*) n from payments where user_uid = $1 and status = 'succeeded'`, [uid])).toBe(1);
    expect(
      await count(`select count(*) n from sandbox_ledger l join payments p on p.uid::text = l.reference where p.user_uid = $1`, [uid]),
    ).toBe(1);
    expect(await count(`select count(*) n from receipts where user_uid = $1`, [uid])).toBe(1);
    expect(await count(`select count(*) n from outbox where dedupe_key = $1`, [`account-verified:${uid}`])).toBe(1);
    await second.stop();
  }, 120_000);

  it('killed right after a notification commit: after the restart, redeliveries write no second "compte vérifié" mail', async () => {
    const env = { PAYMENT_ACTIVATION_DELAY_MS: '0' };
    const first = await start(env);
    const { uid, token } = await registerOn(first);
    expect((await pay(first, token, cardBody(uid), randomUUID())).status).toBe(200);
    // The notification that applied the payment (its follow-ups are written before it logs), not a
    // redelivery of it answered as a duplicate meanwhile: a loaded machine lets the provider retry.
    const applied = await first.waitForLog(/^payment notification$/, 60_000, (line) => line['outcome'] === 'applied');
    // The mail is written by whichever path activated the member (this notification, or the card
    // payment's own activation on a loaded machine): killed as soon as it is committed.
    const mails = () => count(`select count(*) n from outbox where dedupe_key = $1`, [`account-verified:${uid}`]);
    await until(async () => (await mails()) === 1);
    await first.kill();
    expect(await mails()).toBe(1);

    const second = await start(env);
    const payment = (
      await pool.query<{ uid: string; provider_reference: string }>(`select uid, provider_reference from payments where user_uid = $1`, [
        uid,
      ])
    ).rows[0];
    const data = { paymentUid: payment?.uid ?? '', providerReference: payment?.provider_reference ?? '' };
    // The provider retries the same event (no 200 reached it), then sends another one.
    for (const id of [String(applied['event']), `evt_${randomUUID()}`]) {
      const event = JSON.stringify({ id, type: 'payment.succeeded', created: Math.floor(Date.now() / 1000), data });
      const signature = signNotification(notificationKey(TEST_JWT_SECRET), event, Math.floor(Date.now() / 1000));
      const response = await fetch(`${second.url}/api/payments/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: event,
      });
      expect(response.status).toBe(200);
    }
    expect(await mails()).toBe(1);
    expect(await count(`select count(*) n from users where uid = $1 and status = 'active'`, [uid])).toBe(1);
    await second.stop();
  }, 120_000);
});
