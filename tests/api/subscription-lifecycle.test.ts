import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_RETRY_DELAYS_DAYS } from '../../machines/subscription.machine.ts';
import { unsubscribeResponseSchema } from '../../src/domain/subscription.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { payments, subscriptions, supportContacts, users } from '../../server/db/schema/index.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { refundDueCashbacks } from '../../server/modules/subscriptions/cashback.ts';
import { endDueSubscriptions } from '../../server/modules/subscriptions/ending.ts';
import { eraseEndedProfiles } from '../../server/modules/subscriptions/erasure.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import { DEMO, signIn as signInAs } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard as payCard } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import {
  activeMember,
  at,
  DAY_MS,
  getSubscription,
  jobContext,
  MINUTE_MS,
  PASSWORD,
  paymentsOfSubscription,
  RENEWALS_FAIL_CARD,
  subscriptionRow,
  unsubscribe,
  userRow,
} from '../support/server/subscriptions.ts';

describe('subscription lifecycle, with a moved clock', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    // The demo VIP's seeded subscription would take part in these moved-clock job runs.
    await testApp.db.delete(subscriptions);
  });
  afterAll(() => testApp.close());

  const run = {
    renewals: (now: Date) => chargeDueRenewals(jobContext(testApp, now)),
    ending: (now: Date) => endDueSubscriptions(jobContext(testApp, now)),
    cashback: (now: Date) => refundDueCashbacks(jobContext(testApp, now)),
    erasure: (now: Date) => eraseEndedProfiles(jobContext(testApp, now)),
  };
  /** The mails to `email` as the member reads them (opened), oldest first. */
  const mailsTo = async (email: string) => (await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: email })).reverse();
  const signIn = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth_check', payload: { identifier: email, password: PASSWORD } });

  it('trial → renewal charged → cancel → VIP until the period ends → ended → no sign-in → profile gone, payments kept anonymous', async () => {
    const member = await activeMember(testApp, scheduler);
    const trial = await subscriptionRow(testApp, member.uid);
    expect(trial).toMatchObject({ status: 'active', inTrial: true, failedRenewals: 0, credits: 1000 });
    expect(trial.nextRenewalAt).toEqual(trial.expirationAt);

    const first = await getSubscription(testApp, member.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      state: 'trial',
      amount: 2990,
      trialAmount: 100,
      credits: 1000,
      nextPaymentAmount: 2990,
      nextPaymentDateTime: trial.expirationAt?.toISOString(),
      // Cashback: 14 days after the first full-price payment (the end of the trial).
      cashbackDateTime: at(trial.expirationAt, 14 * DAY_MS).toISOString(),
      cancelledDateTime: null,
      endedDateTime: null,
    });

    // Nothing is due before the trial ends; at its end the full price is charged, once.
    expect(await run.renewals(at(trial.expirationAt, -MINUTE_MS))).toMatchObject({ renewed: 0 });
    expect(await run.renewals(at(trial.expirationAt, MINUTE_MS))).toMatchObject({ renewed: 1 });
    expect(await run.renewals(at(trial.expirationAt, 2 * MINUTE_MS))).toMatchObject({ renewed: 0 });
    const renewed = await subscriptionRow(testApp, member.uid);
    expect(renewed).toMatchObject({ status: 'active', inTrial: false });
    const periodEnd = renewed.expirationAt;
    expect(periodEnd?.getTime()).toBeGreaterThan((trial.expirationAt?.getTime() ?? 0) + 27 * DAY_MS);
    expect(await paymentsOfSubscription(testApp, trial.uid)).toMatchObject([
      { kind: 'charge', amount: 100, status: 'succeeded' },
      { kind: 'renewal', amount: 2990, status: 'succeeded', cardLast4: '4242' },
    ]);
    expect((await getSubscription(testApp, member.token)).body).toMatchObject({
      state: 'active',
      nextPaymentDateTime: periodEnd?.toISOString(),
    });

    // Stop renewal: accepted once, then "already done" without any change.
    const cancelled = await unsubscribe(testApp, member.token);
    expect(cancelled.statusCode).toBe(200);
    const body = unsubscribeResponseSchema.parse(cancelled.json());
    expect(body).toMatchObject({
      changed: true,
      subscription: { state: 'cancellationRequested', nextPaymentDateTime: null, nextPaymentAmount: null },
    });
    expect(body.message).toBe(
      `Votre demande de résiliation est enregistrée. Votre abonnement reste actif jusqu’au ${formatDate(periodEnd ?? 0)}, sans nouveau prélèvement.`,
    );
    const cancelledAt = (await subscriptionRow(testApp, member.uid)).cancelledAt;
    const again = unsubscribeResponseSchema.parse((await unsubscribe(testApp, member.token)).json());
    expect(again.changed).toBe(false);
    expect(again.message).toContain('avait déjà été enregistrée');
    expect((await subscriptionRow(testApp, member.uid)).cancelledAt).toEqual(cancelledAt);
    const confirmations = (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith('Confirmation de la résiliation'));
    expect(confirmations).toHaveLength(1);

    // The cashback is refunded on its date, once, on the full-price payment.
    const cashbackDate = renewed.cashbackDueAt;
    expect(await run.cashback(at(cashbackDate, -MINUTE_MS))).toMatchObject({ refunded: 0 });
    expect(await run.cashback(at(cashbackDate, MINUTE_MS))).toMatchObject({ refunded: 1 });
    expect(await run.cashback(at(cashbackDate, 2 * MINUTE_MS))).toMatchObject({ refunded: 0 });
    const refunds = (await paymentsOfSubscription(testApp, trial.uid)).filter((payment) => payment.kind === 'refund');
    expect(refunds).toMatchObject([{ amount: 1000, status: 'succeeded', cardLast4: '4242' }]);
    expect((await getSubscription(testApp, member.token)).body?.cashbackRefundedDateTime).toBe(at(cashbackDate, MINUTE_MS).toISOString());

    // Cancelled: no renewal any more, and the member stays VIP until the end of the paid period.
    expect(await run.renewals(at(periodEnd, MINUTE_MS))).toMatchObject({ renewed: 0, failed: 0 });
    expect(await run.ending(at(periodEnd, -MINUTE_MS))).toEqual({ ended: 0, skipped: 0 });
    expect(await userRow(testApp, member.uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    expect((await getSubscription(testApp, member.token)).status).toBe(200);

    expect(await run.ending(at(periodEnd, MINUTE_MS))).toEqual({ ended: 1, skipped: 0 });
    expect(await subscriptionRow(testApp, member.uid)).toMatchObject({ status: 'ended', endedAt: periodEnd, nextRenewalAt: null });
    expect(await userRow(testApp, member.uid)).toMatchObject({ status: 'ended', roles: [] });
    // Tokens revoked, sign-in refused (docs/product.md#states: after the end the user can no longer log in).
    expect((await getSubscription(testApp, member.token)).status).toBe(401);
    const refused = await signIn(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_ended' });
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toContain('Votre abonnement est terminé');

    // Then the profile is deleted, with what support kept of the person; the payments stay, without anything personal.
    await testApp.db.insert(supportContacts).values({ email: member.email.toUpperCase(), name: 'Paul' });
    expect(await run.erasure(at(periodEnd, 2 * MINUTE_MS))).toEqual({ erased: 1 });
    expect(await userRow(testApp, member.uid)).toBeUndefined();
    expect(
      await testApp.db
        .select()
        .from(supportContacts)
        .where(sql`lower(${supportContacts.email}) = lower(${member.email})`),
    ).toEqual([]);
    expect(await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, member.uid))).toEqual([]);
    expect(await mailsTo(member.email)).toEqual([]);
    const kept = await testApp.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.uid,
          refunds.map((refund) => refund.uid),
        ),
      );
    expect(kept).toMatchObject([{ kind: 'refund', amount: 1000, userUid: null, cardToken: null, cardLast4: null, cardBrand: 'visa' }]);
    const anonymous = await testApp.db.select().from(payments).where(eq(payments.formula, trial.formula));
    const mine = anonymous.filter((payment) => payment.userUid === null && payment.subscriptionUid === null);
    expect(mine.map((payment) => payment.kind).sort()).toEqual(['charge', 'refund', 'renewal']);
    for (const payment of mine) expect(payment).toMatchObject({ cardToken: null, cardLast4: null });
    expect(JSON.stringify(mine)).not.toContain(member.email);
    expect(await run.erasure(at(periodEnd, 3 * MINUTE_MS))).toEqual({ erased: 0 });
  });

  it('retries a refused renewal on the schedule (member keeps access), then ends the subscription', async () => {
    const member = await activeMember(testApp, scheduler, RENEWALS_FAIL_CARD);
    const trial = await subscriptionRow(testApp, member.uid);
    const due = at(trial.expirationAt, MINUTE_MS);

    // Attempts at the period end, then 1, 2 and 4 days after each failure.
    const expectations: Array<{ after: number; failed: number; retryDays: number }> = [
      { after: 0, failed: 1, retryDays: 1 },
      { after: 1, failed: 2, retryDays: 2 },
      { after: 2, failed: 3, retryDays: 4 },
    ];
    expect(expectations.map(({ retryDays }) => retryDays)).toEqual([...RENEWAL_RETRY_DELAYS_DAYS]);
    let now = due;
    for (const { after, failed, retryDays } of expectations) {
      now = at(now, after * DAY_MS);
      expect(await run.renewals(at(now, -2 * MINUTE_MS)), `before attempt ${failed}`).toMatchObject({ failed: 0, renewed: 0 });
      expect(await run.renewals(now), `attempt ${failed}`).toMatchObject({ failed: 1, ended: 0 });
      const row = await subscriptionRow(testApp, member.uid);
      expect(row).toMatchObject({ status: 'active', failedRenewals: failed });
      expect(row.nextRenewalAt).toEqual(at(now, retryDays * DAY_MS));
      expect(await userRow(testApp, member.uid)).toMatchObject({ status: 'active', roles: ['vip'] });
      expect((await getSubscription(testApp, member.token)).body).toMatchObject({ state: 'retrying', failedRenewals: failed });
    }
    const failures = (await mailsTo(member.email)).filter((mail) => mail.subject.includes('a échoué'));
    expect(failures).toHaveLength(3);
    expect(failures[0]?.text).toContain('(R100)');

    now = at(now, 4 * DAY_MS);
    expect(await run.renewals(now)).toMatchObject({ ended: 1 });
    expect(await subscriptionRow(testApp, member.uid)).toMatchObject({
      status: 'ended',
      failedRenewals: 4,
      endedAt: now,
      nextRenewalAt: null,
    });
    expect(await userRow(testApp, member.uid)).toMatchObject({ status: 'ended', roles: [] });
    expect((await getSubscription(testApp, member.token)).status).toBe(401);
    const renewals = (await paymentsOfSubscription(testApp, trial.uid)).filter((payment) => payment.kind === 'renewal');
    expect(renewals.map((payment) => [payment.status, payment.failureCode])).toEqual(Array(4).fill(['failed', 'R100']));

    // No full-price payment ever succeeded: the cashback is forfeited, nothing refunded.
    expect(await run.cashback(at(trial.cashbackDueAt, MINUTE_MS))).toMatchObject({ refunded: 0, forfeited: 1 });
    expect(await run.erasure(at(now, MINUTE_MS))).toEqual({ erased: 1 });
    expect(await userRow(testApp, member.uid)).toBeUndefined();
  });

  it('refuses to cancel what cannot be cancelled (docs/product.md#errors message) and answers 401 without a member', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe' });
    expect(anonymous.statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);

    // The machine has no way out of "ended": a request on such a row is refused. (Set by hand: through the
    // jobs the member's tokens would be revoked first, and the request would get 401.)
    const member = await activeMember(testApp, scheduler);
    const row = await subscriptionRow(testApp, member.uid);
    await testApp.db.update(subscriptions).set({ status: 'ended', endedAt: row.expirationAt }).where(eq(subscriptions.uid, row.uid));
    const refused = await unsubscribe(testApp, member.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.',
      violations: [
        { property: 'subscription', message: 'Votre demande n’a pu être traitée, veuillez essayer plus tard.', type: 'invalid' },
      ],
    });

    // A VIP without any subscription (the demo VIP, its seeded one removed above) gets 404.
    const vip = await testApp.db.select().from(users).where(eq(users.email, 'vip@galant.test'));
    expect(vip).toHaveLength(1);
    const demo = await signInAs(testApp.app, DEMO.vip);
    const none = await getSubscription(testApp, demo.token);
    expect(none.status).toBe(404);
    expect((await unsubscribe(testApp, demo.token)).json()).toEqual({ message: 'Aucun abonnement n’est associé à ce compte.' });
  });

  // Last: the member it leaves subscribed would count in the other tests' job runs.
  it('refuses a second payment from a member already subscribed (409), charging nothing and opening nothing', async () => {
    const member = await activeMember(testApp, scheduler);
    const before = await testApp.db.select().from(payments).where(eq(payments.userUid, member.uid));
    const again = await payCard(testApp.app, member.token, cardBody(member.uid));
    expect(again.statusCode).toBe(409);
    // The same outcome for the client as a payment already received: on to the welcome page.
    expect(again.json()).toEqual({
      message: 'Conflict in request',
      code: 'already_paid',
      violations: [
        {
          property: 'payment',
          message: 'Votre abonnement est déjà actif\u202F: aucun nouveau paiement n’est nécessaire.',
          type: 'duplicate',
        },
      ],
    });
    expect(await testApp.db.select().from(payments).where(eq(payments.userUid, member.uid))).toHaveLength(before.length);
    const open = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, member.uid));
    expect(open.map((row) => row.status)).toEqual(['active']);
  });
});
