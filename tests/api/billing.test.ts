import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingSchema, cardLinkSchema, formatReceiptNumber, splitVat } from '../../src/domain/billing.ts';
import { payments, receiptCounters, receipts, sandboxLedger, subscriptions, type ReceiptRow } from '../../server/db/schema/index.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { signCardLink, CARD_LINK_TTL_SECONDS } from '../../server/modules/billing/card-link.ts';
import { issueReceipt, RECEIPT_SERIES } from '../../server/modules/billing/receipts.ts';
import { refundDueCashbacks } from '../../server/modules/subscriptions/cashback.ts';
import { chargeDueRenewals } from '../../server/modules/subscriptions/renewals.ts';
import type { PaymentProvider } from '../../server/modules/payments/provider.ts';
import { bearer } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import {
  activeMember,
  at,
  DAY_MS,
  jobContext,
  MINUTE_MS,
  RENEWALS_FAIL_CARD,
  subscriptionRow,
  type Member,
} from '../support/server/subscriptions.ts';

/** The provider, with the card tokens it was asked to charge at renewal. */
function countingProvider(inner: PaymentProvider) {
  const savedCardCharges: (string | null)[] = [];
  const provider: PaymentProvider = {
    ...inner,
    name: inner.name,
    chargeSavedCard: (token, charge) => {
      savedCardCharges.push(token);
      return inner.chargeSavedCard(token, charge);
    },
  };
  return { provider, savedCardCharges };
}

const year = new Date().getFullYear() + 3;

describe('billing space: receipts, history, PDF, change of card', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  let counted: ReturnType<typeof countingProvider>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    counted = countingProvider(testApp.services.payments.provider);
    testApp.payments.use({ provider: counted.provider });
    // The demo VIP's seeded subscription would take part in the moved-clock job runs.
    await testApp.db.delete(subscriptions);
  });
  afterAll(() => testApp.close());

  const allReceipts = () => testApp.db.select().from(receipts).orderBy(asc(receipts.number));
  const receiptOf = async (paymentUid: string): Promise<ReceiptRow | undefined> =>
    (await testApp.db.select().from(receipts).where(eq(receipts.paymentUid, paymentUid)))[0];
  const getBilling = async (token: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return billingSchema.parse(response.json());
  };
  const changeCard = (headers: Record<string, string>, body: unknown, key: string | null = randomUUID()) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/billing/card',
      headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body as Record<string, unknown>,
    });
  const newCard = (number: string, month = 11) => ({ creditCard: { number, month, year, code: '123' } });

  /** Numbers 1..N exactly: no hole, no duplicate, and the counter says N + 1. */
  async function expectGapless(): Promise<number> {
    const numbers = (await allReceipts()).map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const [counter] = await testApp.db.select().from(receiptCounters).where(eq(receiptCounters.series, RECEIPT_SERIES));
    expect(counter?.next).toBe(numbers.length + 1);
    return numbers.length;
  }

  it('splits a VAT-inclusive price exactly, in cents, halves up (excl + VAT = total)', () => {
    const table: [number, number, number][] = [
      // total, excl. VAT, VAT (20 %)
      [100, 83, 17],
      [999, 833, 166],
      [1000, 833, 167],
      [2990, 2492, 498],
      [3, 3, 0], // 2.5 → 3 (half up)
      [1, 1, 0],
      [0, 0, 0],
      [120, 100, 20],
    ];
    for (const [total, excl, vat] of table) {
      expect(splitVat(total), `${total}`).toEqual({ totalCents: total, exclVatCents: excl, vatCents: vat, vatRateBp: 2000 });
    }
    expect(() => splitVat(-1)).toThrow();
    expect(() => splitVat(1.5)).toThrow();
  });

  let member: Member;
  it('a first payment gets receipt GAL-…: amounts, VAT, last four, the seller; mailed with a discreet subject, HTML and text', async () => {
    member = await activeMember(testApp, scheduler);
    const [charge] = await testApp.db.select().from(payments).where(eq(payments.userUid, member.uid));
    expect(charge?.status).toBe('succeeded');
    const receipt = await receiptOf(charge?.uid ?? '');
    expect(receipt).toMatchObject({
      kind: 'receipt',
      userUid: member.uid,
      totalCents: 100,
      exclVatCents: 83,
      vatCents: 17,
      vatRateBp: 2000,
      cardLast4: '4242',
      seller: {
        name: testApp.config.publisher.name,
        address: testApp.config.publisher.address,
        registration: testApp.config.publisher.registration,
      },
    });
    await expectGapless();
    const number = formatReceiptNumber(receipt?.number ?? 0);
    const mails = await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: member.email });
    const mail = mails.find((row) => row.subject === `Votre reçu ${number}`);
    expect(mail, 'receipt mail').toBeDefined();
    expect(mail?.text).toContain('1,00');
    expect(mail?.text).toContain('4242');
    expect(mail?.text).toContain(number);
    expect(mail?.html).toMatch(/^<!doctype html>/i);
    expect(mail?.html).toContain(`${testApp.config.siteUrl}/account/subscription`);
    // Nothing in the subject says what the site is about.
    expect(mail?.subject).not.toMatch(/coach|séduction|galant|abonnement/i);
  });

  it('GET /api/billing: card on file and history with the receipt link; anonymous 401', async () => {
    const billing = await getBilling(member.token);
    // The card form's expiry is kept with the card (cardBody: 12 / two years ahead).
    expect(billing.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getFullYear() + 2 });
    expect(billing.history).toHaveLength(1);
    expect(billing.history[0]).toMatchObject({ kind: 'charge', amount: 100, status: 'succeeded', cardLast4: '4242' });
    expect(billing.history[0]?.document?.href).toMatch(/^\/api\/billing\/receipts\/GAL-\d{6}\.pdf$/);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/billing' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the PDF is served to its owner only, and is a real PDF', async () => {
    const billing = await getBilling(member.token);
    const href = billing.history[0]?.document?.href ?? '';
    const own = await testApp.app.inject({ method: 'GET', url: href, headers: bearer(member.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    expect(own.rawPayload.length).toBeGreaterThan(1000);

    const other = await activeMember(testApp, scheduler);
    const theirs = await testApp.app.inject({ method: 'GET', url: href, headers: bearer(other.token) });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ method: 'GET', url: href });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/api/billing/receipts/GAL-999999.pdf',
      '/api/billing/receipts/GAL-1.pdf',
      '/api/billing/receipts/000001.pdf',
      '/api/billing/receipts/GAL-000001',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(member.token) });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('numbers without gaps under concurrency: 20 money transactions at once, 5 rolled back, plus 4 card payments', async () => {
    const before = await expectGapless();
    const source = (await testApp.db.select().from(payments).where(eq(payments.userUid, member.uid)))[0];
    if (source === undefined) throw new Error('no payment');
    const attempts = Array.from({ length: 20 }, (_, index) => index);
    const results = await Promise.allSettled([
      ...attempts.map((index) =>
        testApp.db.transaction(async (tx) => {
          const uid = randomUUID();
          await tx.insert(payments).values({
            uid,
            userUid: member.uid,
            kind: 'refund',
            amount: 10 + index,
            formula: source.formula,
            status: 'succeeded',
            providerReference: `test_re_${uid}`,
            refundOf: null,
          });
          const receipt = await issueReceipt(tx, { config: testApp.config }, uid, new Date());
          expect(receipt?.kind).toBe('credit_note');
          // A failure after the number was taken: the transaction, and its number, roll back.
          if (index % 4 === 3) throw new Error('rolled back on purpose');
        }),
      ),
      ...Array.from({ length: 4 }, async () => {
        const { uid, token } = await register(testApp.app);
        const paid = await payByCard(testApp.app, token, cardBody(uid));
        expect(paid.statusCode).toBe(200);
      }),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5);
    const after = await expectGapless();
    expect(after - before).toBe(15 + 4);
    // Issuing again changes nothing (a replayed notification, a recovery).
    const all = await allReceipts();
    const again = await testApp.db.transaction((tx) => issueReceipt(tx, { config: testApp.config }, all[0]?.paymentUid ?? '', new Date()));
    expect(again?.number).toBe(all[0]?.number);
    // A 0 € payment (a free trial) moves no money: no document, no number taken.
    const free = randomUUID();
    await testApp.db.insert(payments).values({
      uid: free,
      userUid: member.uid,
      amount: 0,
      formula: source.formula,
      status: 'succeeded',
      providerReference: `test_ch_${free}`,
    });
    expect(await testApp.db.transaction((tx) => issueReceipt(tx, { config: testApp.config }, free, new Date()))).toBeNull();
    expect(await expectGapless()).toBe(after);
  });

  it('change card: Idempotency-Key required, same key twice → one change, other keys sequential OK, a declined card changes nothing', async () => {
    const headers = bearer(member.token);
    const missing = await changeCard(headers, newCard('5555 5555 5555 4444'), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations[0].property).toBe('Idempotency-Key');

    const invalid = await changeCard(headers, newCard('4242 4242 4242 4241'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().violations[0].property).toBe('creditCard.number');

    const key = randomUUID();
    const first = await changeCard(headers, newCard('5555 5555 5555 4444'), key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ card: { brand: 'mastercard', last4: '4444', expMonth: 11, expYear: year } });
    const verifications = await testApp.db.select().from(sandboxLedger);
    const second = await changeCard(headers, newCard('5555 5555 5555 4444'), key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    // One verification at the provider for the one key.
    expect(await testApp.db.select().from(sandboxLedger)).toHaveLength(verifications.length);
    const otherBody = await changeCard(headers, newCard('4242 4242 4242 4242'), key);
    expect(otherBody.statusCode).toBe(422);

    const declined = await changeCard(headers, newCard('4000 0000 0020 0016'));
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: '1100004PI5', violations: [{ property: 'creditCard' }] });
    expect((await getBilling(member.token)).card).toMatchObject({ last4: '4444', expMonth: 11 });

    const again = await changeCard(headers, newCard('4242 4242 4242 4242', 3));
    expect(again.statusCode).toBe(200);
    expect((await getBilling(member.token)).card).toEqual({ brand: 'visa', last4: '4242', expMonth: 3, expYear: year });
    // Changing a card is no money movement: no receipt.
    await expectGapless();
  });

  it('renewal after a change charges the new card (the old one is refused at renewal), with its receipt; the cashback gets a credit note', async () => {
    const failing = await activeMember(testApp, scheduler, RENEWALS_FAIL_CARD);
    const oldToken = (await testApp.db.select().from(payments).where(eq(payments.userUid, failing.uid)))[0]?.cardToken;
    expect(oldToken).toMatch(/^tok_sbxfail_/);
    const changed = await changeCard(bearer(failing.token), newCard('5555 5555 5555 4444'));
    expect(changed.statusCode).toBe(200);

    const trial = await subscriptionRow(testApp, failing.uid);
    counted.savedCardCharges.length = 0;
    const report = await chargeDueRenewals(jobContext(testApp, at(trial.expirationAt, MINUTE_MS)));
    // Every member activated so far is due at that date (each renewed once); the old card is charged by none.
    expect(report.failed).toBe(0);
    expect(counted.savedCardCharges).toHaveLength(report.renewed);
    expect(counted.savedCardCharges).not.toContain(oldToken);
    const renewal = (await testApp.db.select().from(payments).where(eq(payments.userUid, failing.uid))).find(
      (row) => row.kind === 'renewal',
    );
    expect(renewal).toMatchObject({ status: 'succeeded', amount: 2990, cardLast4: '4444', cardBrand: 'mastercard' });
    const renewalReceipt = await receiptOf(renewal?.uid ?? '');
    expect(renewalReceipt).toMatchObject({ kind: 'receipt', totalCents: 2990, exclVatCents: 2492, vatCents: 498, cardLast4: '4444' });

    const cashbackAt = at((await subscriptionRow(testApp, failing.uid)).cashbackDueAt, MINUTE_MS);
    expect((await refundDueCashbacks(jobContext(testApp, cashbackAt))).refunded).toBeGreaterThanOrEqual(1);
    const refund = (await testApp.db.select().from(payments).where(eq(payments.userUid, failing.uid))).find((row) => row.kind === 'refund');
    const creditNote = await receiptOf(refund?.uid ?? '');
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      totalCents: 1000,
      exclVatCents: 833,
      vatCents: 167,
      creditsNumber: renewalReceipt?.number,
      reason: 'cashback',
    });
    const history = (await getBilling(failing.token)).history;
    expect(history.map((entry) => [entry.kind, entry.reason, entry.amount])).toEqual([
      ['refund', 'cashback', 1000],
      ['renewal', null, 2990],
      ['charge', null, 100],
    ]);
    expect(history.every((entry) => entry.document !== null)).toBe(true);
    await expectGapless();
  });

  it('the signed link changes the card without signing in, and expires', async () => {
    const linked = await activeMember(testApp, scheduler);
    const user = { uid: linked.uid, tokenVersion: 0 };
    const token = await signCardLink(testApp.config.jwtSecret, user, Date.now());
    const who = await testApp.app.inject({ method: 'GET', url: `/api/billing/card-link?token=${encodeURIComponent(token)}` });
    expect(who.statusCode).toBe(200);
    expect(cardLinkSchema.parse(who.json())).toMatchObject({ email: linked.email, card: { last4: '4242' } });
    const changed = await changeCard({}, { ...newCard('5555 5555 5555 4444'), token });
    expect(changed.statusCode).toBe(200);
    expect((await getBilling(linked.token)).card).toMatchObject({ last4: '4444' });

    const expired = await signCardLink(testApp.config.jwtSecret, user, Date.now() - (CARD_LINK_TTL_SECONDS + 60) * 1000);
    const late = await changeCard({}, { ...newCard('4242 4242 4242 4242'), token: expired });
    expect(late.statusCode).toBe(401);
    const lateLook = await testApp.app.inject({ method: 'GET', url: `/api/billing/card-link?token=${encodeURIComponent(expired)}` });
    expect(lateLook.statusCode).toBe(401);
    const forged = await signCardLink('another-secret-that-is-at-least-32-characters', user, Date.now());
    expect((await changeCard({}, { ...newCard('4242 4242 4242 4242'), token: forged })).statusCode).toBe(401);
    // An access token is not a card link.
    expect((await changeCard({}, { ...newCard('4242 4242 4242 4242'), token: linked.token })).statusCode).toBe(401);
    // No token and no sign-in: 401.
    expect((await changeCard({}, newCard('4242 4242 4242 4242'))).statusCode).toBe(401);
    expect((await getBilling(linked.token)).card).toMatchObject({ last4: '4444' });
  });

  it('the failed-renewal e-mail carries the change-card link, which works', async () => {
    const failing = await activeMember(testApp, scheduler, RENEWALS_FAIL_CARD);
    const trial = await subscriptionRow(testApp, failing.uid);
    expect(await chargeDueRenewals(jobContext(testApp, at(trial.expirationAt, MINUTE_MS)))).toMatchObject({ failed: 1 });
    const mails = await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: failing.email });
    const failed = mails.find((row) => row.text.includes('/account/card?token='));
    expect(failed, 'failed-renewal mail with the link').toBeDefined();
    const link = /\/account\/card\?token=([\w.%-]+)/.exec(failed?.text ?? '')?.[1] ?? '';
    // The member follows the link the next day (the app's clock, as the job's, is moved).
    testApp.clock.use({ now: () => at(trial.expirationAt, DAY_MS).getTime() });
    const changed = await changeCard({}, { ...newCard('5555 5555 5555 4444'), token: decodeURIComponent(link) });
    expect(changed.statusCode).toBe(200);
    // The retry charges the new card.
    const retryAt = (await subscriptionRow(testApp, failing.uid)).nextRenewalAt;
    counted.savedCardCharges.length = 0;
    expect(await chargeDueRenewals(jobContext(testApp, at(retryAt, MINUTE_MS)))).toMatchObject({ renewed: 1, failed: 0 });
    expect(counted.savedCardCharges).toHaveLength(1);
    expect(counted.savedCardCharges[0]).toMatch(/^tok_sbx_/);
    testApp.clock.use({ now: () => Date.now() });
  });
});
