import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStateErrorSchema, tokenResponseSchema } from '../../src/domain/auth.ts';
import { registrationResponseSchema } from '../../src/domain/registration.ts';
import { signupPaymentSchema } from '../../src/domain/signup-payment.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { paymentIntents, payments, users } from '../../server/db/schema/index.ts';
import { REGISTRATION_JOB_NAMES } from '../../server/modules/registrations/jobs.ts';
import { UNPAID_ACCOUNT_RETENTION_DAYS } from '../../server/modules/registrations/payment-state.ts';
import { purgeUnpaidAccounts } from '../../server/modules/registrations/purge.ts';
import { recurringJobs } from '../../server/jobs/registry.ts';
import { bearer, DEMO, sessionCookie } from '../support/server/accounts.ts';
import { cardBody, FORMULA, manualScheduler, payByCard, register, uniqueEmail } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { activeMember, DAY_MS, jobContext, PASSWORD, userRow } from '../support/server/subscriptions.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';

/**
 * Accounts that never paid (docs/decisions/0034-unpaid-accounts.md): the sign-in leads them to
 * finish their payment, the registration form recognises them with their password, the purge job
 * deletes them after the retention delay; a payment really being processed keeps the 403 and its
 * waiting message, and is never purged.
 */
describe('accounts that never paid', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  const login = (identifier: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth_check', payload: { identifier, password } });
  const registerAgain = (identifier: string, password?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/registrations/register',
      payload: { identifier, formula: FORMULA, ...(password === undefined ? {} : { password }) },
    });
  const paymentState = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/registrations/payment', headers: bearer(token) });

  /** Registered, then left before paying. */
  async function unpaidMember() {
    const email = uniqueEmail('sans-paiement');
    const { uid, token } = await register(testApp.app, { identifier: email, password: PASSWORD });
    return { uid, email, token };
  }

  /** Registered and paid; the provider's notification not delivered yet. */
  async function processingMember() {
    const member = await unpaidMember();
    const paid = await payByCard(testApp.app, member.token, cardBody(member.uid));
    expect(paid.statusCode).toBe(200);
    scheduler.discard();
    return member;
  }

  describe('sign-in', () => {
    it('signs an account that never paid in, with a token that opens only the payment step', async () => {
      const member = await unpaidMember();
      const answer = await login(member.email, PASSWORD);
      expect(answer.statusCode).toBe(200);
      const body = tokenResponseSchema.parse(answer.json());
      expect(body.finishPayment).toBe(true);
      expect(decodeJwt(body.token)).toMatchObject({ uid: member.uid, acl: {} });
      expect(sessionCookie(answer)).toMatchObject({ httpOnly: true });
      // The payment step opens; the member area does not.
      expect(signupPaymentSchema.parse((await paymentState(body.token)).json())).toEqual({ state: 'unpaid' });
      const area = await testApp.app.inject({ method: 'GET', url: `/api/users/${member.uid}`, headers: bearer(body.token) });
      expect(area.statusCode).toBe(401);
      // It pays to the end with that token.
      const paid = await payByCard(testApp.app, body.token, cardBody(member.uid));
      expect(paid.statusCode).toBe(200);
      expect(signupPaymentSchema.parse((await paymentState(body.token)).json())).toEqual({ state: 'processing' });
      await scheduler.runAll();
      expect((await userRow(testApp, member.uid))?.status).toBe('active');
      expect(signupPaymentSchema.parse((await paymentState(body.token)).json())).toEqual({ state: 'active' });
    });

    it('answers 403 account_pending with the waiting message while a payment is being processed', async () => {
      const member = await processingMember();
      const answer = await login(member.email, PASSWORD);
      expect(answer.statusCode).toBe(403);
      expect(accountStateErrorSchema.parse(answer.json())).toEqual({ message: fr.authServer.accountPending, code: 'account_pending' });
      expect(sessionCookie(answer)).toBeUndefined();
    });

    it('keeps the demo pending account (attente@) on the waiting message: its payment is pending at the provider', async () => {
      const answer = await login(DEMO.pending.email, DEMO.pending.password);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'account_pending' });
    });

    it('signs an active account in as before, without finishPayment', async () => {
      const answer = await login(DEMO.vip.email, DEMO.vip.password);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ token: expect.any(String) });
    });

    it('tells nothing to a wrong password, whatever the account', async () => {
      const member = await unpaidMember();
      const answer = await login(member.email, 'Pas-le-bon-1');
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: fr.authServer.wrongCredentials });
    });
  });

  describe('registering again with the same address', () => {
    it('signs an account that never paid in again when the password is its own (any case of the address)', async () => {
      const member = await unpaidMember();
      const again = await registerAgain(member.email.toUpperCase(), PASSWORD);
      expect(again.statusCode).toBe(201);
      const body = registrationResponseSchema.parse(again.json());
      expect(body).toMatchObject({ uid: member.uid, resumed: true });
      expect(decodeJwt(body.token)).toMatchObject({ uid: member.uid, acl: {} });
      expect(sessionCookie(again)).toMatchObject({ httpOnly: true });
      expect(await testApp.db.select().from(users).where(eq(users.email, member.email))).toHaveLength(1);
    });

    it('refuses it as a duplicate with another password, without one, or once a payment was taken', async () => {
      const duplicate = {
        message: 'Conflict in request',
        violations: [{ property: 'identifier', message: fr.validation.duplicate, type: 'duplicate' }],
      };
      const member = await unpaidMember();
      for (const answer of [await registerAgain(member.email, 'Autre-mot-de-passe-1'), await registerAgain(member.email)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual(duplicate);
      }
      const processing = await processingMember();
      const taken = await registerAgain(processing.email, PASSWORD);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(duplicate);
      const active = await registerAgain(DEMO.vip.email, DEMO.vip.password);
      expect(active.statusCode).toBe(409);
    });
  });

  describe('the payment state', () => {
    it('answers 401 to an anonymous visitor', async () => {
      const answer = await testApp.app.inject({ method: 'GET', url: '/api/registrations/payment' });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  describe('the purge job', () => {
    it('is scheduled with the other recurring jobs', () => {
      expect(recurringJobs.map((job) => job.name)).toContain(REGISTRATION_JOB_NAMES.purgeUnpaid);
    });

    it('deletes an unpaid account past the delay, never a younger one, a pending one or a paid one', async () => {
      const unpaid = await unpaidMember();
      // A card refused: the payment object is open again, a failed payment recorded.
      const refusedMember = await unpaidMember();
      const refusedCard = TEST_CARDS.find((card) => card.outcome.kind === 'failed')?.number ?? '';
      const refused = await payByCard(testApp.app, refusedMember.token, cardBody(refusedMember.uid, { number: refusedCard }));
      expect(refused.statusCode).toBe(400);
      const processing = await processingMember();
      const paidMember = await activeMember(testApp, scheduler);
      const pendingDemo = await testApp.db.select().from(users).where(eq(users.email, DEMO.pending.email));
      expect(pendingDemo).toHaveLength(1);

      const created = (await userRow(testApp, unpaid.uid))?.createdAt ?? new Date();
      const justBefore = new Date(created.getTime() + UNPAID_ACCOUNT_RETENTION_DAYS * DAY_MS - 60_000);
      await purgeUnpaidAccounts(jobContext(testApp, justBefore));
      expect(await userRow(testApp, unpaid.uid)).toBeDefined();

      const later = new Date(Date.now() + (UNPAID_ACCOUNT_RETENTION_DAYS + 1) * DAY_MS);
      const report = await purgeUnpaidAccounts(jobContext(testApp, later));
      expect(report.purged).toBeGreaterThanOrEqual(2);

      expect(await userRow(testApp, unpaid.uid)).toBeUndefined();
      expect(await userRow(testApp, refusedMember.uid)).toBeUndefined();
      expect(await testApp.db.select().from(paymentIntents).where(eq(paymentIntents.userUid, refusedMember.uid))).toEqual([]);
      // The refused charge stays as an accounting record, with no one and no card behind it.
      const kept = await testApp.db.select().from(payments).where(eq(payments.formula, FORMULA));
      expect(kept.filter((row) => row.status === 'failed' && row.userUid === null).every((row) => row.cardLast4 === null)).toBe(true);

      expect((await userRow(testApp, processing.uid))?.status).toBe('pending');
      expect(await userRow(testApp, paidMember.uid)).toBeDefined();
      expect(await testApp.db.select().from(users).where(eq(users.email, DEMO.pending.email))).toHaveLength(1);
      expect(await testApp.db.select().from(users).where(eq(users.email, DEMO.vip.email))).toHaveLength(1);
      // Gone for good: the address registers anew.
      const fresh = await registerAgain(unpaid.email, PASSWORD);
      expect(fresh.statusCode).toBe(201);
      expect(registrationResponseSchema.parse(fresh.json()).resumed).toBeUndefined();
    });
  });
});
