import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkResponseSchema } from '../../src/domain/payment.ts';
import { duplicatePaymentListSchema } from '../../src/domain/staff-payments.ts';
import { signAccessToken } from '../../server/modules/auth/tokens.ts';
import { idempotencyKeys, outbox, paymentIntents, payments, sandboxLedger, subscriptions, users } from '../../server/db/schema/index.ts';
import { deliverNotification } from '../../server/modules/payments/charges.ts';
import { claimSession } from '../../server/modules/payments/checkout-sessions.ts';
import { sweepExpiredKeys } from '../../server/modules/payments/idempotency.ts';
import { paymentJobs } from '../../server/modules/payments/jobs.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { bearer, DAY, DEMO, manualClock, MINUTE, signIn } from '../support/server/accounts.ts';
import { cardBody, chargeAccepted, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { jobContext } from '../support/server/subscriptions.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app.ts';

/**
 * Money (decision 0015): one payment per registration whatever the client does (concurrent keys, retries
 * before activation, several hosted sessions, hosted page and card form racing), Idempotency-Keys
 * that expire, and an activation that follows the payment's lifecycle and writes one mail.
 */

const ALREADY_PAID = {
  message: 'Conflict in request',
  violations: [
    { property: 'payment', message: 'Votre paiement a déjà été reçu\u202f: votre compte est en cours d’activation.', type: 'duplicate' },
  ],
  code: 'already_paid',
};
const SLOW_CARD = TEST_CARDS.find((card) => card.outcome.kind === 'slow')?.number ?? '';
const DECLINED_CARD = TEST_CARDS.find((card) => card.outcome.kind === 'failed')?.number ?? '';

describe('one payment per registration', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  const ledgerCount = async (kind: 'charge' | 'refund') => {
    // On PGlite the sandbox may still be writing behind a transaction (ledger.ts): wait for it.
    await testApp.services.payments.flush();
    return (
      (
        await testApp.db
          .select({ count: sql<number>`count(*)::int` })
          .from(sandboxLedger)
          .where(eq(sandboxLedger.kind, kind))
      )[0]?.count ?? 0
    );
  };
  const paymentsOf = (uid: string) => testApp.db.select().from(payments).where(eq(payments.userUid, uid));
  const subscriptionsOf = (uid: string) => testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, uid));
  const userRow = async (uid: string) => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
  const paymentLink = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/payment-link',
      headers: bearer(token),
      payload: { formula: 'vip-mensuel' },
    });
  const sessionOf = async (token: string) => {
    const link = await paymentLink(token);
    expect(link.statusCode).toBe(200);
    return new URL(paymentLinkResponseSchema.parse(link.json()).href, 'http://x').searchParams.get('session') ?? '';
  };
  const year = String((new Date().getFullYear() + 2) % 100);
  const submit = (session: string, number = '4242424242424242') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        session,
        intent: 'pay',
        holder: 'Jean Dupont',
        number,
        month: '12',
        year,
        code: '123',
        expressStart: '1',
      }).toString(),
    });

  it('10 concurrent card payments with 10 different keys → one charge, one subscription', async () => {
    const { uid, token } = await register(testApp.app);
    const charges = await ledgerCount('charge');
    const answers = await Promise.all(Array.from({ length: 10 }, () => payByCard(testApp.app, token, cardBody(uid), randomUUID())));

    expect(answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json())).toEqual([{ status: 'Success' }]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(['already_paid', 'payment_in_progress']).toContain(refused.json().code);
    }
    expect((await ledgerCount('charge')) - charges).toBe(1);
    expect(await paymentsOf(uid)).toHaveLength(1);
    expect(await subscriptionsOf(uid)).toHaveLength(1);
  });

  it('3 sequential payments before the notification → one charge, the others 409 already_paid (pending counts too)', async () => {
    const { uid, token } = await register(testApp.app);
    const charges = await ledgerCount('charge');
    const first = await payByCard(testApp.app, token, cardBody(uid));
    expect(first.json()).toEqual({ status: 'Success' });
    for (const number of ['4242424242424242', '5555555555554444']) {
      const again = await payByCard(testApp.app, token, cardBody(uid, { number }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(ALREADY_PAID);
    }
    // The saved-card subscribe and a new payment link are the same object: refused as well.
    const subscribe = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: { uid, trafficToken: 'galant-essai', formula: 'vip-mensuel' },
    });
    expect(subscribe.statusCode).toBe(409);
    expect(subscribe.json()).toEqual(ALREADY_PAID);
    expect((await paymentLink(token)).json()).toEqual(ALREADY_PAID);
    expect((await ledgerCount('charge')) - charges).toBe(1);

    // A Pending answer takes the object just the same.
    const pending = await register(testApp.app);
    const pendingCard = TEST_CARDS.find((card) => card.outcome.kind === 'pending')?.number ?? '';
    expect((await payByCard(testApp.app, pending.token, cardBody(pending.uid, { number: pendingCard }))).json()).toEqual({
      status: 'Pending',
    });
    expect((await payByCard(testApp.app, pending.token, cardBody(pending.uid))).json()).toEqual(ALREADY_PAID);
    await scheduler.runAll();
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    expect(await userRow(pending.uid)).toMatchObject({ status: 'active', roles: ['vip'] });
  });

  it('a refused card leaves the registration open: the next attempt charges', async () => {
    const { uid, token } = await register(testApp.app);
    expect((await payByCard(testApp.app, token, cardBody(uid, { number: DECLINED_CARD }))).statusCode).toBe(400);
    expect((await payByCard(testApp.app, token, cardBody(uid))).json()).toEqual({ status: 'Success' });
    const [intent] = await testApp.db.select().from(paymentIntents).where(eq(paymentIntents.userUid, uid));
    expect(intent).toMatchObject({ status: 'succeeded', attempts: 2, attemptUid: null });
    expect((await paymentsOf(uid)).map((payment) => payment.status).sort()).toEqual(['failed', 'succeeded']);
    await scheduler.runAll();
  });

  it('a pending payment that then fails frees the registration: the member can pay again', async () => {
    const { uid, token } = await register(testApp.app);
    const pendingCard = TEST_CARDS.find((card) => card.outcome.kind === 'pending')?.number ?? '';
    expect((await payByCard(testApp.app, token, cardBody(uid, { number: pendingCard }))).json()).toEqual({ status: 'Pending' });
    scheduler.discard();
    const [payment] = await paymentsOf(uid);
    const failed = await deliverNotification(testApp.services, {
      id: `evt_${randomUUID()}`,
      type: 'payment.failed',
      created: Math.floor(Date.now() / 1000),
      data: { paymentUid: payment?.uid ?? '', providerReference: payment?.providerReference ?? '' },
    });
    expect(failed).toBe(200);
    expect((await paymentsOf(uid))[0]).toMatchObject({ status: 'failed' });
    expect((await payByCard(testApp.app, token, cardBody(uid))).json()).toEqual({ status: 'Success' });
    await scheduler.runAll();
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
  });

  it('5 hosted sessions paid one after another → one charge; the other pages go to the welcome page', async () => {
    const { uid, token } = await register(testApp.app);
    const charges = await ledgerCount('charge');
    const sessions: string[] = [];
    for (let index = 0; index < 5; index += 1) sessions.push(await sessionOf(token));
    const answers = [];
    for (const session of sessions) answers.push(await submit(session));

    expect(answers.map((answer) => answer.headers.location)).toEqual([
      '/callback/payment?success=1&cashback=1',
      ...Array.from({ length: 4 }, () => '/registration/welcome?info=deja-paye'),
    ]);
    expect((await ledgerCount('charge')) - charges).toBe(1);
    expect(await paymentsOf(uid)).toHaveLength(1);
    // The other sessions were expired when the object was taken: Back shows no payment form.
    const back = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout?session=${sessions[3] ?? ''}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/registration/welcome?info=deja-paye');
    await scheduler.runAll();
  });

  it('a hosted-page charge the provider made but our process never recorded (crash) is recorded at the next step, never charged again', async () => {
    const { uid, token } = await register(testApp.app);
    const session = await sessionOf(token);
    const charges = await ledgerCount('charge');
    // What a crash between the provider's charge and its recording leaves: the page claimed under a
    // reference, the provider's charge under that reference, no payment row.
    const reference = await claimSession(testApp.db, session, new Date());
    expect(reference).not.toBeNull();
    const provider = testApp.services.payments.provider;
    const charged = await provider.chargeCard(
      { number: '4242424242424242', month: 12, year: new Date().getFullYear() + 2, code: '123', holder: 'Jean Dupont' },
      { amount: 100, reference: reference ?? '', description: 'VIP' },
    );
    expect(charged.outcome).toBe('succeeded');
    expect(await paymentsOf(uid)).toHaveLength(0);

    // The member, seeing nothing happen, asks for a new link and would pay again: refused, the
    // lost charge is recorded instead (it takes the registration and opens the subscription).
    const again = await paymentLink(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ALREADY_PAID);
    expect(await payByCard(testApp.app, token, cardBody(uid))).toMatchObject({ statusCode: 409 });
    expect((await paymentsOf(uid)).map((payment) => [payment.uid, payment.status])).toEqual([[reference, 'succeeded']]);
    expect((await ledgerCount('charge')) - charges).toBe(1);
    expect((await subscriptionsOf(uid)).map((row) => row.status)).toEqual(['pending']);
  });

  it('hosted page and card form racing: the second success is refunded at once, recorded and listed for staff', async () => {
    const { uid, token } = await register(testApp.app);
    const charges = await ledgerCount('charge');
    const refunds = await ledgerCount('refund');
    const session = await sessionOf(token);
    // The card form's charge (slow card) is in flight at the provider when the hosted page pays:
    // the provider's page knows nothing of our attempt's lease, so both are confirmed.
    const card = payByCard(testApp.app, token, cardBody(uid, { number: SLOW_CARD }));
    const hostedPayment = await chargeAccepted(testApp, uid);
    const hostedAnswer = await submit(session);
    expect(hostedAnswer.statusCode).toBe(303);
    expect(hostedAnswer.headers.location).toBe('/callback/payment?success=1&cashback=1');
    // The card form's success came second: refunded at once, and the member told it was paid.
    expect((await card).json()).toEqual(ALREADY_PAID);

    expect((await ledgerCount('charge')) - charges).toBe(2);
    expect((await ledgerCount('refund')) - refunds).toBe(1);
    const rows = await paymentsOf(uid);
    const refund = rows.find((row) => row.kind === 'refund');
    expect(refund).toMatchObject({ refundOf: hostedPayment, refundReason: 'duplicate', amount: 100, status: 'succeeded' });
    const kept = rows.find((row) => row.kind === 'charge' && row.uid !== hostedPayment);
    // Net: one charge of 1 € kept, the other given back in full.
    const net = rows.reduce((sum, row) => sum + (row.kind === 'refund' ? -row.amount : row.status === 'succeeded' ? row.amount : 0), 0);
    expect(net).toBe(100);
    expect(testApp.logs().some((line) => line.msg === 'duplicate payment refunded' && line.level === 40)).toBe(true);

    await scheduler.runAll();
    const subscriptionRows = await subscriptionsOf(uid);
    expect(subscriptionRows).toHaveLength(1);
    expect(subscriptionRows[0]).toMatchObject({ status: 'active', credits: 1000 });
    // The duplicate opened nothing and carries nothing (no subscription: never the cashback's payment).
    expect(rows.find((row) => row.uid === hostedPayment)).toMatchObject({ subscriptionUid: null });
    expect((await paymentsOf(uid)).find((row) => row.uid === kept?.uid)?.subscriptionUid).toBe(subscriptionRows[0]?.uid);

    const coach = await signIn(testApp.app, DEMO.coach);
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/staff/payments/duplicates', headers: bearer(coach.token) });
    expect(listed.statusCode).toBe(200);
    const item = duplicatePaymentListSchema.parse(listed.json()).items.find((entry) => entry.paymentUid === hostedPayment);
    expect(item).toMatchObject({ userUid: uid, keptPaymentUid: kept?.uid, amount: 100, refund: { uid: refund?.uid, amount: 100 } });
    const member = await signIn(testApp.app, DEMO.member);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/staff/payments/duplicates', headers: bearer(member.token) })).statusCode,
    ).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/payments/duplicates' })).statusCode).toBe(401);
  });

  it('a duplicate whose refund the provider refused is listed unrefunded, then refunded once by the housekeeping job', async () => {
    const real = testApp.services.payments.provider;
    let refuse = true;
    testApp.payments.use({
      provider: { ...real, refund: async (refund) => (refuse ? { outcome: 'failed', code: 'X000' } : real.refund(refund)) },
    });
    try {
      const { uid, token } = await register(testApp.app);
      const session = await sessionOf(token);
      const card = payByCard(testApp.app, token, cardBody(uid, { number: SLOW_CARD }));
      const duplicate = await chargeAccepted(testApp, uid);
      expect((await submit(session)).headers.location).toBe('/callback/payment?success=1&cashback=1');
      expect((await card).json()).toEqual(ALREADY_PAID);
      const coach = await signIn(testApp.app, DEMO.coach);
      const listed = async () =>
        duplicatePaymentListSchema
          .parse((await testApp.app.inject({ method: 'GET', url: '/api/staff/payments/duplicates', headers: bearer(coach.token) })).json())
          .items.find((item) => item.paymentUid === duplicate);
      expect(await listed()).toMatchObject({ refund: null });

      refuse = false;
      const context = jobContext(testApp, new Date());
      const job = paymentJobs.find((entry) => entry.name === 'payments.housekeeping');
      await job?.run(context);
      await job?.run(context);
      expect(await listed()).toMatchObject({ refund: { amount: 100 } });
      expect((await paymentsOf(uid)).filter((row) => row.kind === 'refund')).toHaveLength(1);
      await scheduler.runAll();
    } finally {
      testApp.payments.use({ provider: real });
    }
  });

  it('the same key 10 times at once → one charge, one answer replayed', async () => {
    const { uid, token } = await register(testApp.app);
    const charges = await ledgerCount('charge');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => payByCard(testApp.app, token, cardBody(uid), key)));
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 200) expect(answer.json()).toEqual({ status: 'Success' });
    }
    expect((await payByCard(testApp.app, token, cardBody(uid), key)).json()).toEqual({ status: 'Success' });
    expect((await ledgerCount('charge')) - charges).toBe(1);
    expect(await paymentsOf(uid)).toHaveLength(1);
    await scheduler.runAll();
  });

  it('5 distinct notification events for one payment → one activation, one "compte vérifié" mail', async () => {
    const { uid, token } = await register(testApp.app);
    await payByCard(testApp.app, token, cardBody(uid));
    scheduler.discard();
    const [payment] = await paymentsOf(uid);
    const data = { paymentUid: payment?.uid ?? '', providerReference: payment?.providerReference ?? '' };
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        deliverNotification(testApp.services, {
          id: `evt_${randomUUID()}`,
          type: 'payment.succeeded',
          created: Math.floor(Date.now() / 1000),
          data,
        }),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const email = (await userRow(uid))?.email ?? '';
    // The payment's receipt mail aside, also once (its key names the receipt).
    const mails = (await testApp.db.select().from(outbox).where(eq(outbox.to, email))).filter(
      (mail) => !mail.dedupeKey?.startsWith('receipt:'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Votre compte est vérifié', dedupeKey: `account-verified:${uid}` });
    expect(await subscriptionsOf(uid)).toMatchObject([{ status: 'active', credits: 1000 }]);
  });

  it('a late payment.failed after activation is logged and ignored: the payment stays paid, the member active', async () => {
    const { uid, token } = await register(testApp.app);
    await payByCard(testApp.app, token, cardBody(uid));
    await scheduler.runAll();
    const [payment] = await paymentsOf(uid);
    const id = `evt_${randomUUID()}`;
    const late = await deliverNotification(testApp.services, {
      id,
      type: 'payment.failed',
      created: Math.floor(Date.now() / 1000),
      data: { paymentUid: payment?.uid ?? '', providerReference: payment?.providerReference ?? '' },
    });
    expect(late).toBe(200);
    expect((await paymentsOf(uid))[0]).toMatchObject({ status: 'succeeded' });
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    expect(await subscriptionsOf(uid)).toMatchObject([{ status: 'active' }]);
    expect(testApp.logs().some((line) => line.msg === 'payment notification ignored' && line['event'] === id)).toBe(true);
  });
});

describe('Idempotency-Keys expire after 24 hours', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  it('replays within 24 h; past them the key is as if absent (the body is judged again), and the job sweeps it', async () => {
    const clock = manualClock(testApp);
    const { uid, token } = await register(testApp.app);
    const key = randomUUID();
    const declined = cardBody(uid, { number: DECLINED_CARD });
    const keyRow = () =>
      testApp.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userUid, uid), eq(idempotencyKeys.key, key)));
    const first = await payByCard(testApp.app, token, declined, key);
    expect(first.statusCode).toBe(400);
    expect((await keyRow())[0]?.expiresAt.getTime()).toBe(clock.now() + DAY);

    clock.advance(DAY - MINUTE);
    const user = (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
    const tokenAt = async () =>
      (
        await signAccessToken(
          TEST_JWT_SECRET,
          {
            uid,
            identifier: user?.email ?? '',
            roles: [],
            sid: randomUUID(),
            sat: Math.floor(clock.now() / 1000),
            ver: user?.tokenVersion ?? 0,
          },
          clock.now(),
        )
      ).token;
    expect((await payByCard(testApp.app, await tokenAt(), declined, key)).json()).toEqual(first.json());
    expect((await payByCard(testApp.app, await tokenAt(), cardBody(uid), key)).statusCode).toBe(422);
    expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toHaveLength(1);

    clock.advance(2 * MINUTE);
    // Expired: another body under the same key is a new request, and it charges.
    const fresh = await payByCard(testApp.app, await tokenAt(), cardBody(uid), key);
    expect(fresh.json()).toEqual({ status: 'Success' });
    expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toHaveLength(2);

    clock.advance(DAY + MINUTE);
    expect(await sweepExpiredKeys(testApp.db, new Date(clock.now()))).toBeGreaterThanOrEqual(1);
    expect(await keyRow()).toEqual([]);
  });
});
