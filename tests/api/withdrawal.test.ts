import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalQuoteSchema, withdrawalResponseSchema } from '../../src/domain/withdrawal.ts';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import { validation } from '../../src/i18n/fr/validation.ts';
import { payments, receipts, sandboxLedger, serviceStartRequests, subscriptions, withdrawals } from '../../server/db/schema/index.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { refundDueCashbacks } from '../../server/modules/subscriptions/cashback.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import { completeRequestedWithdrawals, withdrawalRefundUid } from '../../server/modules/withdrawal/service.ts';
import { bearer, DAY, manualClock, signIn } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import {
  activeMember,
  jobContext,
  MINUTE_MS,
  PASSWORD,
  subscriptionRow,
  unsubscribe,
  userRow,
  type Member,
} from '../support/server/subscriptions.ts';

/**
 * Withdrawal (droit de rétractation), docs/decisions/0021-withdrawal.md, on the demo formula:
 * a 1,00 € trial of 7 days, then 29,90 € a month. The expected amounts are the decision's rule
 * written out here: with the express request, the member owes floor(paid × days provided / days
 * of the period) on each payment; without it, nothing.
 */
const TRIAL = { amount: 100, days: 7 };
const MONTHLY = 2990;

/** Paris calendar days between two instants (the days the decision counts). */
function parisDays(from: Date, to: Date): number {
  const day = (date: Date) => {
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date).split('-').map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY;
  };
  return Math.round(day(to) - day(from));
}

describe('withdrawal within 14 days of the first payment (PGlite or PostgreSQL)', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    clock = manualClock(testApp);
  });
  afterAll(() => testApp.close());

  const mailsTo = async (email: string) => (await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: email })).reverse();
  const quote = async (token: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/subscriptions/withdrawal', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return withdrawalQuoteSchema.parse(response.json());
  };
  const withdraw = (token: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/subscriptions/withdrawal', headers: bearer(token), payload: {} });
  /** A member activated now (real time), then the clock moved `days` later and a fresh sign-in. */
  const memberOnDay = async (days: number, prepare?: (member: Member) => Promise<void>) => {
    clock.set(Date.now());
    const member = await activeMember(testApp, scheduler);
    const subscription = await subscriptionRow(testApp, member.uid);
    await prepare?.(member);
    clock.set((subscription.startedAt?.getTime() ?? Date.now()) + days * DAY);
    const { token } = await signIn(testApp.app, { email: member.email, password: PASSWORD });
    return { ...member, token, subscription };
  };
  const refundsOf = (subscriptionUid: string) =>
    testApp.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionUid, subscriptionUid), eq(payments.kind, 'refund')));
  const ledgerRefunds = (reference: string) => testApp.db.select().from(sandboxLedger).where(eq(sandboxLedger.reference, reference));
  const firstCharge = async (subscriptionUid: string) => {
    const [charge] = await testApp.db
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionUid, subscriptionUid), eq(payments.kind, 'charge')));
    if (charge === undefined) throw new Error('no first charge');
    return charge;
  };

  describe('the express request at signup', () => {
    it('is required to pay by card: missing → 400 missing, unticked → 400 invalid, with the French field message; nothing charged', async () => {
      const { uid, token } = await register(testApp.app);
      const { expressStart: _omitted, ...without } = cardBody(uid);
      for (const [body, type] of [
        [without, 'missing'],
        [{ ...without, expressStart: false }, 'invalid'],
      ] as const) {
        const response = await payByCard(testApp.app, token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: 'Validation failed by backend',
          violations: [{ property: 'expressStart', type, message: validation.expressStartRequired }],
        });
      }
      expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toEqual([]);
      expect(await testApp.db.select().from(serviceStartRequests).where(eq(serviceStartRequests.userUid, uid))).toEqual([]);
    });

    it('is recorded with its time when the card form is sent with it', async () => {
      const before = Date.now();
      clock.set(before);
      const { uid, token } = await register(testApp.app);
      expect((await payByCard(testApp.app, token, cardBody(uid))).statusCode).toBe(200);
      const [request] = await testApp.db.select().from(serviceStartRequests).where(eq(serviceStartRequests.userUid, uid));
      expect(request?.requestedAt.getTime()).toBe(before);
      expect(request?.wording).toMatch(/^express-start\//);
    });
  });

  describe('the window: day 0 to day 14 of the first payment (Paris days)', () => {
    it('day 0: offered, everything back (no day provided yet); the quote says until when', async () => {
      const member = await memberOnDay(0);
      const charge = await firstCharge(member.subscription.uid);
      const offered = await quote(member.token);
      expect(offered).toMatchObject({
        available: true,
        refusal: null,
        expressRequest: true,
        paidAmount: TRIAL.amount,
        refundAmount: TRIAL.amount,
      });
      expect(parisDays(charge.createdAt, new Date(offered.deadlineDateTime))).toBe(14);

      const response = await withdraw(member.token);
      expect(response.statusCode).toBe(200);
      expect(withdrawalResponseSchema.parse(response.json()).withdrawal).toMatchObject({ refundAmount: TRIAL.amount, completed: true });
    });

    it('day 3: refunds the trial pro rata (owes 3 of 7 days), ends the membership at once, credit note and e-mail with the date and amount', async () => {
      const member = await memberOnDay(3);
      const requestedAt = new Date(clock.now());
      const charge = await firstCharge(member.subscription.uid);
      const owed = Math.floor((TRIAL.amount * 3) / TRIAL.days);
      expect((await quote(member.token)).refundAmount).toBe(TRIAL.amount - owed);

      const response = await withdraw(member.token);
      expect(response.statusCode).toBe(200);
      const body = withdrawalResponseSchema.parse(response.json());
      expect(body.withdrawal).toEqual({ requestedDateTime: requestedAt.toISOString(), refundAmount: TRIAL.amount - owed, completed: true });
      expect(body.message).toContain(formatMoney(TRIAL.amount - owed));

      // Refunded once through the provider, on the first charge, and recorded.
      const refunds = await refundsOf(member.subscription.uid);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        uid: withdrawalRefundUid(charge.uid),
        amount: TRIAL.amount - owed,
        status: 'succeeded',
        refundOf: charge.uid,
        refundReason: 'withdrawal',
      });
      const ledger = await ledgerRefunds(withdrawalRefundUid(charge.uid));
      expect(ledger).toHaveLength(1);
      expect(ledger[0]?.answer).toMatchObject({ amount: TRIAL.amount - owed, charge: charge.providerReference });

      // Ended at once: no VIP, no sign-in, tokens revoked; no renewal, no cashback.
      expect(await subscriptionRow(testApp, member.uid)).toMatchObject({
        status: 'ended',
        nextRenewalAt: null,
        cashbackDueAt: null,
        endedAt: requestedAt,
      });
      expect(await userRow(testApp, member.uid)).toMatchObject({ status: 'ended' });
      expect((await userRow(testApp, member.uid))?.roles).not.toContain('vip');
      expect((await testApp.app.inject({ method: 'GET', url: '/api/subscriptions', headers: bearer(member.token) })).statusCode).toBe(401);

      // The credit note credits the first charge's receipt.
      const [chargeReceipt] = await testApp.db.select().from(receipts).where(eq(receipts.paymentUid, charge.uid));
      const [creditNote] = await testApp.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentUid, withdrawalRefundUid(charge.uid)));
      expect(creditNote).toMatchObject({
        kind: 'credit_note',
        reason: 'withdrawal',
        totalCents: TRIAL.amount - owed,
        creditsNumber: chargeReceipt?.number,
      });

      // The acknowledgement: the date of the request and the amount refunded, once.
      const mails = (await mailsTo(member.email)).filter((mail) => mail.dedupeKey === `withdrawal:${member.subscription.uid}`);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Votre demande de rétractation');
      expect(mails[0]?.text).toContain(`le ${formatDate(requestedAt)} votre demande de rétractation`);
      expect(mails[0]?.text).toContain(formatMoney(TRIAL.amount - owed));
      expect(mails[0]?.text).toContain('•••• 4242');
    });

    it('day 14 after the first renewal: the used-up trial is owed, the month is refunded pro rata', async () => {
      const member = await memberOnDay(14, async (m) => {
        const row = await subscriptionRow(testApp, m.uid);
        const renewal = await chargeDueRenewals(jobContext(testApp, new Date((row.expirationAt?.getTime() ?? 0) + MINUTE_MS)));
        expect(renewal.renewed).toBeGreaterThanOrEqual(1);
      });
      const charge = await firstCharge(member.subscription.uid);
      const [renewal] = await testApp.db
        .select()
        .from(payments)
        .where(and(eq(payments.subscriptionUid, member.subscription.uid), eq(payments.kind, 'renewal')));
      expect(renewal?.amount).toBe(MONTHLY);
      // The month paid runs from the end of the trial to one calendar month later.
      const trialEnd = new Date((member.subscription.startedAt?.getTime() ?? 0) + TRIAL.days * DAY);
      const monthEnd = new Date(trialEnd);
      monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
      const monthDays = parisDays(trialEnd, monthEnd);
      const monthRefund = MONTHLY - Math.floor((MONTHLY * 7) / monthDays);
      expect(parisDays(charge.createdAt, new Date(clock.now()))).toBe(14);

      const response = await withdraw(member.token);
      expect(response.statusCode).toBe(200);
      expect(withdrawalResponseSchema.parse(response.json()).withdrawal.refundAmount).toBe(monthRefund);
      const refunds = await refundsOf(member.subscription.uid);
      expect(refunds.map((refund) => [refund.refundOf, refund.amount])).toEqual([[renewal?.uid, monthRefund]]);
    });

    it('day 15: refused with 409 and the date the period ended; nothing refunded, the member keeps his subscription', async () => {
      const member = await memberOnDay(15);
      const charge = await firstCharge(member.subscription.uid);
      const closed = await quote(member.token);
      expect(closed).toMatchObject({ available: false, refusal: 'windowClosed' });
      const deadline = formatDate(new Date(closed.deadlineDateTime));
      expect(closed.message).toContain(deadline);

      const response = await withdraw(member.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        violations: [{ property: 'withdrawal', type: 'invalid', message: expect.stringContaining(deadline) }],
      });
      expect(await refundsOf(member.subscription.uid)).toEqual([]);
      expect(await ledgerRefunds(withdrawalRefundUid(charge.uid))).toEqual([]);
      expect(await testApp.db.select().from(withdrawals).where(eq(withdrawals.userUid, member.uid))).toEqual([]);
      expect((await subscriptionRow(testApp, member.uid)).status).toBe('active');
    });
  });

  describe('cancellation as the law asks (L215-1-1), beside the withdrawal', () => {
    it('acknowledges a cancellation by e-mail with the date of the request and the date the subscription ends', async () => {
      const member = await memberOnDay(2);
      const requestedAt = new Date(clock.now());
      expect((await unsubscribe(testApp, member.token)).statusCode).toBe(200);
      const row = await subscriptionRow(testApp, member.uid);
      expect(row.cancelledAt).toEqual(requestedAt);
      const endsAt = row.expirationAt;
      if (endsAt === null) throw new Error('no end of the paid period');
      const mails = (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith('Confirmation de la résiliation'));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`le ${formatDate(requestedAt)}`);
      expect(mails[0]?.text).toContain(`jusqu’au ${formatDate(endsAt)}`);
      expect(formatDate(requestedAt)).not.toBe(formatDate(endsAt));
      // Cancelled, he may still withdraw within the 14 days: the lifecycle allows it.
      expect(await quote(member.token)).toMatchObject({ available: true });
    });
  });

  it('without the express request (a payment made before every path asked it): everything back, whatever the day', async () => {
    const member = await memberOnDay(5, async (m) => {
      await testApp.db.delete(serviceStartRequests).where(eq(serviceStartRequests.userUid, m.uid));
    });
    expect(await quote(member.token)).toMatchObject({ expressRequest: false, refundAmount: TRIAL.amount });
    const response = await withdraw(member.token);
    expect(response.statusCode).toBe(200);
    expect(withdrawalResponseSchema.parse(response.json()).withdrawal.refundAmount).toBe(TRIAL.amount);
  });

  it('a cashback already refunded: refused with 409 and its French message', async () => {
    const member = await memberOnDay(9, async (m) => {
      const row = await subscriptionRow(testApp, m.uid);
      const renewedAt = new Date((row.expirationAt?.getTime() ?? 0) + MINUTE_MS);
      await chargeDueRenewals(jobContext(testApp, renewedAt));
      await testApp.db.update(subscriptions).set({ cashbackDueAt: renewedAt }).where(eq(subscriptions.uid, row.uid));
      expect((await refundDueCashbacks(jobContext(testApp, new Date(renewedAt.getTime() + DAY)))).refunded).toBeGreaterThanOrEqual(1);
    });
    expect(await quote(member.token)).toMatchObject({ available: false, refusal: 'cashbackRefunded' });
    const response = await withdraw(member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Votre cashback a déjà été remboursé\u202F: la rétractation n’est plus possible en ligne. Contactez le service client.',
    );
  });

  it('no body field is taken, and an anonymous call is 401', async () => {
    const member = await memberOnDay(1);
    const extra = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/withdrawal',
      headers: bearer(member.token),
      payload: { amount: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().violations).toBeInstanceOf(Array);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/subscriptions/withdrawal', payload: {} })).statusCode).toBe(401);
  });

  it('concurrent requests (a double click, two tabs): one withdrawal, one refund, one credit note, one e-mail', async () => {
    const member = await memberOnDay(2);
    const charge = await firstCharge(member.subscription.uid);
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(member.token)));
    const statuses = answers.map((answer) => answer.statusCode);
    // A request authenticated after the first one ended the membership finds its token revoked.
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    const bodies = answers.filter((answer) => answer.statusCode === 200).map((answer) => withdrawalResponseSchema.parse(answer.json()));
    expect(bodies.length).toBeGreaterThanOrEqual(1);
    expect(new Set(bodies.map((body) => JSON.stringify(body.withdrawal))).size).toBe(1);

    expect(await ledgerRefunds(withdrawalRefundUid(charge.uid))).toHaveLength(1);
    expect(await refundsOf(member.subscription.uid)).toHaveLength(1);
    expect(
      await testApp.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentUid, withdrawalRefundUid(charge.uid))),
    ).toHaveLength(1);
    expect((await mailsTo(member.email)).filter((mail) => mail.dedupeKey === `withdrawal:${member.subscription.uid}`)).toHaveLength(1);
  });

  it('a refund the provider refuses: 503, the withdrawal is kept; the retry (or the job) refunds it once, and a later retry is refused', async () => {
    const member = await memberOnDay(4);
    const charge = await firstCharge(member.subscription.uid);
    const real = testApp.services.payments.provider;
    let refusals = 1;
    testApp.payments.use({
      provider: {
        ...real,
        refund: async (refund) => ((refusals -= 1) >= 0 ? { outcome: 'failed', code: 'R100' } : real.refund(refund)),
      },
    });
    try {
      const refused = await withdraw(member.token);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await testApp.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.userUid, member.uid))).toEqual([
        { status: 'requested' },
      ]);
      expect((await userRow(testApp, member.uid))?.status).toBe('active');

      // The member tries again: the same withdrawal (same date, same amount) is completed.
      const retried = await withdraw(member.token);
      expect(retried.statusCode).toBe(200);
      const owed = Math.floor((TRIAL.amount * 4) / TRIAL.days);
      expect(withdrawalResponseSchema.parse(retried.json()).withdrawal).toMatchObject({
        refundAmount: TRIAL.amount - owed,
        completed: true,
      });
      // Nothing left for the job; a retry after the end is refused (the token is revoked).
      expect(
        await completeRequestedWithdrawals({ ...jobContext(testApp, new Date(clock.now())), provider: real }, new Date(clock.now() + DAY)),
      ).toEqual({ completed: 0, failed: 0 });
      expect((await withdraw(member.token)).statusCode).toBe(401);
    } finally {
      testApp.payments.use({ provider: real });
    }
    expect(await ledgerRefunds(withdrawalRefundUid(charge.uid))).toHaveLength(1);
    expect(await refundsOf(member.subscription.uid)).toHaveLength(1);
  });

  it('a withdrawal left requested is completed by the job, once', async () => {
    const member = await memberOnDay(6);
    const charge = await firstCharge(member.subscription.uid);
    const real = testApp.services.payments.provider;
    testApp.payments.use({ provider: { ...real, refund: async () => ({ outcome: 'failed', code: 'R100' }) } });
    try {
      expect((await withdraw(member.token)).statusCode).toBe(503);
    } finally {
      testApp.payments.use({ provider: real });
    }
    const deps = { ...jobContext(testApp, new Date(clock.now())), provider: real };
    // Within the grace period it is left to its own request; after it, the job completes it.
    expect(await completeRequestedWithdrawals(deps, new Date(clock.now()), 60_000)).toMatchObject({ completed: 0 });
    expect(await completeRequestedWithdrawals(deps, new Date(clock.now() + 120_000), 60_000)).toEqual({ completed: 1, failed: 0 });
    expect(await completeRequestedWithdrawals(deps, new Date(clock.now() + 240_000), 60_000)).toEqual({ completed: 0, failed: 0 });
    expect(await ledgerRefunds(withdrawalRefundUid(charge.uid))).toHaveLength(1);
    expect(await refundsOf(member.subscription.uid)).toHaveLength(1);
    expect((await userRow(testApp, member.uid))?.status).toBe('ended');
    const [row] = await testApp.db.select().from(withdrawals).where(eq(withdrawals.userUid, member.uid));
    expect(row).toMatchObject({ status: 'completed' });
  });
});
