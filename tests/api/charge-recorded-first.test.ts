import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentIntents, payments, receipts, sandboxLedger, subscriptions, users } from '../../server/db/schema/index.ts';
import { followUpDeps, sweepFollowUps } from '../../server/modules/payments/follow-ups.ts';
import { reconcileLostCharges } from '../../server/modules/payments/reconciliation.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { manualClock, MINUTE } from '../support/server/accounts.ts';
import { cardBody, chargeAccepted, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/**
 * Decision 0033: once the provider has charged, the charge is recorded in a transaction of its own
 * before anything else; the receipt and the mails follow and may fail without undoing it; a charge
 * whose recording failed is found by the reconciliation and recorded. And one address rule
 * (docs/product.md#validation) on every route that takes an address, so the mailer never refuses one.
 */

const SLOW_CARD = TEST_CARDS.find((card) => card.outcome.kind === 'slow')?.number ?? '';
const EMOJI_ADDRESS = '😀'.repeat(128);

describe('a charge is always recorded', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  /** Makes every insert into `table` fail, as a broken dependency would, until `restore()`. */
  const breakInserts = async (table: 'outbox' | 'payments') => {
    await testApp.db.execute(
      sql.raw(
        `create or replace function refuse_insert() returns trigger language plpgsql as $$ begin raise exception 'down for the test'; end $$`,
      ),
    );
    await testApp.db.execute(
      sql.raw(`create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`),
    );
    return { restore: () => testApp.db.execute(sql.raw(`drop trigger refuse_insert on ${table}`)) };
  };
  const ledgerCharges = async (reference: string) => {
    await testApp.services.payments.flush();
    return testApp.db
      .select()
      .from(sandboxLedger)
      .where(and(eq(sandboxLedger.reference, reference), eq(sandboxLedger.kind, 'charge')));
  };
  const memberOf = async (uid: string) => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
  const mailsTo = (email: string) => testApp.db.select().from(outbox).where(eq(outbox.to, email));
  const receiptsOf = (uid: string) => testApp.db.select().from(receipts).where(eq(receipts.userUid, uid));

  it('an address of emoji is refused with a French field message on every route that takes an address', async () => {
    const answers = [
      await testApp.app.inject({
        method: 'POST',
        url: '/api/registrations/register',
        payload: { identifier: EMOJI_ADDRESS, formula: 'vip-mensuel', password: 'Mot-de-passe-1' },
      }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/support/contact/tickets',
        payload: { email: EMOJI_ADDRESS, name: 'Jean', title: 'Sujet', message: 'Bonjour' },
      }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/support/contact/auth-token/refresh',
        payload: { email: EMOJI_ADDRESS, type: 'contact' },
      }),
      await testApp.app.inject({ method: 'POST', url: '/api/reset-password/request', payload: { email: EMOJI_ADDRESS } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({
        violations: [expect.objectContaining({ message: 'Le format de l’adresse e\u2011mail est incorrect', type: 'invalid' })],
      });
    }
    expect(await testApp.db.select().from(users).where(eq(users.email, EMOJI_ADDRESS))).toEqual([]);
  });

  it('with the mail step down, a card payment is recorded, the member activated, and the receipt mailed once the mail is back', async () => {
    const { uid, token } = await register(testApp.app);
    const email = (await memberOf(uid))?.email ?? '';
    const mail = await breakInserts('outbox');
    let paid;
    try {
      paid = await payByCard(testApp.app, token, cardBody(uid));
      await scheduler.runAll();
    } finally {
      await mail.restore();
    }
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: 'Success' });
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.userUid, uid));
    expect(payment).toMatchObject({ status: 'succeeded', kind: 'charge' });
    expect(await memberOf(uid)).toMatchObject({ status: 'active', roles: expect.arrayContaining(['vip']) });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, uid)))[0]?.status).toBe('active');
    // What failed is still to do: no receipt, no mail yet.
    expect(await receiptsOf(uid)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    const deps = followUpDeps(testApp.services);
    const first = await sweepFollowUps(deps, new Date(), 100);
    expect(first.failed).toBe(0);
    expect((await receiptsOf(uid)).map((receipt) => receipt.paymentUid)).toEqual([payment?.uid]);
    const subjects = (await mailsTo(email)).map((row) => row.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toEqual(expect.arrayContaining(['Votre compte est vérifié', expect.stringMatching(/^Votre reçu GAL-/)]));

    // Once: a second sweep and a replayed notification write nothing more.
    await sweepFollowUps(deps, new Date(), 100);
    expect(await receiptsOf(uid)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('a charge whose recording failed is found by the reconciliation and recorded, once, without a second charge', async () => {
    const clock = manualClock(testApp);
    const { uid, token } = await register(testApp.app);
    const pending = payByCard(testApp.app, token, cardBody(uid, { number: SLOW_CARD }));
    // The provider has taken the charge; the request is still waiting for its answer.
    const reference = await chargeAccepted(testApp, uid);
    const recording = await breakInserts('payments');
    const failed = await pending.finally(() => recording.restore());
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.json()).not.toHaveProperty('stack');
    expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toEqual([]);
    expect(await ledgerCharges(reference)).toHaveLength(1);

    // Within its lease the attempt may still be recording: the reconciliation leaves it.
    expect((await reconcileLostCharges(testApp.services, new Date(clock.now()))).recovered).toBe(0);
    clock.advance(testApp.config.paymentLeaseMs + MINUTE);
    const report = await reconcileLostCharges(testApp.services, new Date(clock.now()));
    expect(report.recovered).toBe(1);
    const recorded = await testApp.db.select().from(payments).where(eq(payments.userUid, uid));
    expect(recorded).toEqual([expect.objectContaining({ uid: reference })]);
    const [intent] = await testApp.db.select().from(paymentIntents).where(eq(paymentIntents.userUid, uid));
    expect(intent).toMatchObject({ paymentUid: reference, attemptUid: null });
    // The receipt followed the recording; the notification activates the member.
    expect(await receiptsOf(uid)).toHaveLength(1);
    await scheduler.runAll();
    expect(await memberOf(uid)).toMatchObject({ status: 'active' });

    // A second run, and the member's retry with a new key, charge nothing more.
    expect((await reconcileLostCharges(testApp.services, new Date(clock.now()))).recovered).toBe(0);
    const again = await payByCard(testApp.app, token, cardBody(uid));
    expect(again.statusCode).toBe(409);
    expect(await ledgerCharges(reference)).toHaveLength(1);
    await testApp.services.payments.flush();
    const charges = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sandboxLedger)
      .innerJoin(payments, sql`${payments.uid}::text = ${sandboxLedger.reference}`)
      .where(eq(payments.userUid, uid));
    expect(charges[0]?.count).toBe(1);
  });
});
