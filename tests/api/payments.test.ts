import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paymentResponseSchema } from '../../src/domain/payment.ts';
import { classifyPaymentCode, RECOVERABLE_PAYMENT_CODES } from '../../src/domain/payment-codes.ts';
import { outbox, paymentEvents, payments, subscriptions, users } from '../../server/db/schema/index.ts';
import { deliverNotification } from '../../server/modules/payments/charges.ts';
import { notificationKey, SIGNATURE_HEADER, signNotification } from '../../server/modules/payments/notifications.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { createTimerScheduler } from '../../server/modules/payments/scheduler.ts';
import { DEMO, signIn } from '../support/server/accounts.ts';
import { attemptStarted, cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

const PAN = '4242424242424242';
const CVV = '7319';

describe('card payment, idempotency and activation by the provider notification', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  const userRow = async (uid: string) => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
  const paymentsOf = (uid: string) => testApp.db.select().from(payments).where(eq(payments.userUid, uid));
  const subscriptionOf = async (uid: string) => (await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, uid)))[0];

  it('charges the trial, keeps only brand + last four, and activates the account only when notified', async () => {
    const { uid, token } = await register(testApp.app);
    const email = (await userRow(uid))?.email ?? '';
    const response = await payByCard(testApp.app, token, cardBody(uid, { number: '4242 4242 4242 4242' }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Success' });
    expect(await paymentsOf(uid)).toMatchObject([{ amount: 100, status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' }]);
    // Not yet: access waits for the provider's notification, due after the activation delay.
    expect(await userRow(uid)).toMatchObject({ status: 'pending', roles: [] });
    expect(await subscriptionOf(uid)).toMatchObject({ status: 'pending', amount: 2990, trialAmount: 100 });
    expect(scheduler.pending()).toEqual([5000]);

    await scheduler.runAll();

    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    const subscription = await subscriptionOf(uid);
    expect(subscription).toMatchObject({ status: 'active', credits: 1000 });
    const trialDays = ((subscription?.expirationAt?.getTime() ?? 0) - (subscription?.startedAt?.getTime() ?? 0)) / 86_400_000;
    expect(trialDays).toBe(7);
    // The payment's receipt mail aside.
    const mails = (await testApp.db.select().from(outbox).where(eq(outbox.to, email))).filter(
      (mail) => !mail.dedupeKey?.startsWith('receipt:'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Votre compte est vérifié');
    const signedIn = await signIn(testApp.app, { email, password: 'Mot-de-passe-1' });
    expect(decodeJwt(signedIn.token)['acl']).toEqual({ vip: true });
  });

  it('replays the same answer for the same key and body, with one charge only', async () => {
    const { uid, token } = await register(testApp.app);
    const key = randomUUID();
    const first = await payByCard(testApp.app, token, cardBody(uid), key);
    const again = await payByCard(testApp.app, token, cardBody(uid), key);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(uid)).toHaveLength(1);

    // A failure is an answer too: replayed, not charged again (another registration: this one is paid).
    const other = await register(testApp.app);
    const declineKey = randomUUID();
    const declined = cardBody(other.uid, { number: TEST_CARDS.find((card) => card.outcome.kind === 'failed')?.number ?? '' });
    const firstDecline = await payByCard(testApp.app, other.token, declined, declineKey);
    const secondDecline = await payByCard(testApp.app, other.token, declined, declineKey);
    expect(firstDecline.statusCode).toBe(400);
    expect(secondDecline.json()).toEqual(firstDecline.json());
    expect(await paymentsOf(other.uid)).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, 409 while the first call still runs', async () => {
    const { uid, token } = await register(testApp.app);
    const key = randomUUID();
    await payByCard(testApp.app, token, cardBody(uid), key);
    const other = await payByCard(testApp.app, token, cardBody(uid, { code: '456' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.' });

    // The double click: the first call holds the key while the provider has not answered. The
    // provider's answer is held back until the second call has its answer, so no timing decides it.
    const real = testApp.services.payments.provider;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    testApp.payments.use({ provider: { ...real, chargeCard: async (...args) => held.then(() => real.chargeCard(...args)) } });
    try {
      const second = await register(testApp.app);
      const slowKey = randomUUID();
      const running = payByCard(testApp.app, second.token, cardBody(second.uid), slowKey);
      await attemptStarted(testApp, second.uid);
      const doubleClick = await payByCard(testApp.app, second.token, cardBody(second.uid), slowKey);
      release();
      expect((await running).statusCode).toBe(200);
      expect(doubleClick.statusCode).toBe(409);
      // The client's "another payment in progress": wait, then ask again with the same key.
      expect(doubleClick.json()).toMatchObject({
        message: 'Cette requête est déjà en cours de traitement, veuillez patienter.',
        code: 'payment_in_progress',
      });
      expect(await paymentsOf(second.uid)).toHaveLength(1);
    } finally {
      release();
      testApp.payments.use({ provider: real });
    }
  });

  it('requires the Idempotency-Key header, a bearer token and the caller’s own uid', async () => {
    const { uid, token } = await register(testApp.app);
    const noKey = await payByCard(testApp.app, token, cardBody(uid), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ violations: [{ property: 'Idempotency-Key', type: 'missing' }] });

    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/card',
      headers: { 'idempotency-key': randomUUID() },
      payload: cardBody(uid),
    });
    expect(anonymous.statusCode).toBe(401);

    const other = await signIn(testApp.app, DEMO.member);
    expect((await payByCard(testApp.app, other.token, cardBody(uid))).statusCode).toBe(403);
  });

  it('answers 400 violations for a malformed card (Luhn, month, CVV), nothing charged', async () => {
    const { uid, token } = await register(testApp.app);
    const response = await payByCard(testApp.app, token, cardBody(uid, { number: '4242 4242 4242 4241', month: 13, code: '12' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Validation failed by backend',
      violations: [
        { property: 'creditCard.number', type: 'invalid' },
        { property: 'creditCard.month', type: 'invalid' },
        { property: 'creditCard.code', type: 'invalid' },
      ],
    });
    expect(await paymentsOf(uid)).toEqual([]);
  });

  it('gives each test card its documented outcome (every recoverable code, unrecoverable ones, pending)', async () => {
    const { uid, token } = await register(testApp.app);
    const seen = new Set<string>();
    // Refusals leave the registration's payment open; each success takes its own registration.
    const ordered = [...TEST_CARDS].sort((a, b) => Number(b.outcome.kind === 'failed') - Number(a.outcome.kind === 'failed'));
    for (const card of ordered) {
      const payer = card.outcome.kind === 'failed' ? { uid, token } : await register(testApp.app);
      const response = await payByCard(testApp.app, payer.token, cardBody(payer.uid, { number: card.number }));
      const body = paymentResponseSchema.parse(response.json());
      switch (card.outcome.kind) {
        case 'failed':
          expect(response.statusCode, card.number).toBe(400);
          expect(body, card.number).toEqual({
            status: 'Failure',
            error: { code: card.outcome.code, message: `Le paiement a été refusé (${card.outcome.code}).` },
          });
          seen.add(card.outcome.code);
          break;
        case 'pending':
          expect(body, card.number).toEqual({ status: 'Pending' });
          break;
        default:
          expect(body, card.number).toEqual({ status: 'Success' });
      }
    }
    for (const code of Object.keys(RECOVERABLE_PAYMENT_CODES)) expect(seen.has(code), code).toBe(true);
    expect([...seen].filter((code) => classifyPaymentCode(code).kind === 'unrecoverable').length).toBeGreaterThanOrEqual(15);

    const expired = await payByCard(testApp.app, token, cardBody(uid, { month: 1, year: new Date().getFullYear() - 1 }));
    expect(expired.json()).toMatchObject({ status: 'Failure', error: { code: 'E001004' } });
  });

  it('a Pending payment activates the account when the notification confirms it', async () => {
    const { uid, token } = await register(testApp.app);
    await scheduler.runAll();
    const pendingCard = TEST_CARDS.find((card) => card.outcome.kind === 'pending')?.number ?? '';
    expect((await payByCard(testApp.app, token, cardBody(uid, { number: pendingCard }))).json()).toEqual({ status: 'Pending' });
    expect(await paymentsOf(uid)).toMatchObject([{ status: 'pending' }]);
    await scheduler.runAll();
    expect(await paymentsOf(uid)).toMatchObject([{ status: 'succeeded' }]);
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
  });

  it('refuses unsigned or tampered notifications and applies a replayed event once', async () => {
    const { uid, token } = await register(testApp.app);
    await scheduler.runAll();
    await payByCard(testApp.app, token, cardBody(uid));
    scheduler.discard();
    const [payment] = await paymentsOf(uid);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded' as const,
      created: Math.floor(Date.now() / 1000),
      data: { paymentUid: payment?.uid ?? '', providerReference: payment?.providerReference ?? '' },
    };
    const body = JSON.stringify(event);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signNotification(notificationKey('another-secret-of-at-least-32-chars!'), body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await userRow(uid)).toMatchObject({ status: 'pending' });

    expect(await deliverNotification(testApp.services, event)).toBe(200);
    expect(await deliverNotification(testApp.services, event)).toBe(200);
    expect(await testApp.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    const email = (await userRow(uid))?.email ?? '';
    expect(
      (await testApp.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => !mail.dedupeKey?.startsWith('receipt:')),
    ).toHaveLength(1);
  });

  it('never stores or logs the card number or the CVV', async () => {
    const { uid, token } = await register(testApp.app);
    const response = await payByCard(testApp.app, token, cardBody(uid, { number: PAN, code: CVV }));
    expect(response.statusCode).toBe(200);
    await scheduler.runAll();

    // Both drivers answer raw SQL as { rows }.
    const tables = z
      .object({ rows: z.array(z.object({ table_name: z.string() })) })
      .parse(
        await testApp.db.execute(
          sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
        ),
      );
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(expect.arrayContaining(['payments', 'idempotency_keys', 'subscriptions', 'users']));
    const cvv = new RegExp(`(?<![\\w.:-])${CVV}(?![\\w.:-])`);
    for (const name of names) {
      const rows = z
        .object({ rows: z.array(z.object({ row: z.string() })) })
        .parse(await testApp.db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`));
      for (const { row } of rows.rows) {
        expect(row, name).not.toContain(PAN);
        expect(row, name).not.toMatch(cvv);
      }
    }
    const logs = JSON.stringify(testApp.logs());
    expect(logs).toContain('payment charged');
    expect(logs).not.toContain(PAN);
    expect(logs).not.toMatch(cvv);
  });
});

describe('activation after the configured delay (in-process timer)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.payments.use({ activationDelayMs: 150, scheduler: createTimerScheduler(() => {}) });
  });
  afterAll(() => testApp.close());

  it('leaves the account pending, then the provider notification activates it', async () => {
    const { uid, token } = await register(testApp.app);
    expect((await payByCard(testApp.app, token, cardBody(uid))).json()).toEqual({ status: 'Success' });
    const status = async () => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0]?.status;
    expect(await status()).toBe('pending');
    const started = Date.now();
    while ((await status()) !== 'active' && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status()).toBe('active');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
