import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkResponseSchema } from '../../src/domain/payment.ts';
import { withdrawalQuoteSchema, withdrawalResponseSchema } from '../../src/domain/withdrawal.ts';
import { validation } from '../../src/i18n/fr/validation.ts';
import { withdrawal } from '../../src/i18n/fr/withdrawal.ts';
import { payments, serviceStartRequests, subscriptions } from '../../server/db/schema/index.ts';
import { bearer, DAY, manualClock, signIn } from '../support/server/accounts.ts';
import { cardBody, manualScheduler, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { PASSWORD, userRow } from '../support/server/subscriptions.ts';

/**
 * One rule for the express request (L221-25; decisions 0021 and 0032), whichever way the member
 * pays: the hosted page asks it as the card form does, charges nothing without it, records it once
 * before the charge, and a withdrawal then refunds by the same pro rata rule on both paths.
 * The demo formula: a 1,00 € trial of 7 days.
 */
const TRIAL = { amount: 100, days: 7 };

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

describe('the express request on the hosted page (PGlite or PostgreSQL)', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
    clock = manualClock(testApp);
  });
  afterAll(() => testApp.close());

  const year = String((new Date().getFullYear() + 2) % 100);
  const openSession = async (token: string) => {
    const link = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscriptions/payment-link',
      headers: bearer(token),
      payload: { formula: 'vip-mensuel' },
    });
    expect(link.statusCode).toBe(200);
    return new URL(paymentLinkResponseSchema.parse(link.json()).href, 'http://x').searchParams.get('session') ?? '';
  };
  const submit = (session: string, extra: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        session,
        intent: 'pay',
        holder: 'Jean Dupont',
        number: '4242 4242 4242 4242',
        expiry: `12/${year}`,
        code: '123',
        ...extra,
      }).toString(),
    });
  const requestsOf = (uid: string) => testApp.db.select().from(serviceStartRequests).where(eq(serviceStartRequests.userUid, uid));
  const chargesOf = (uid: string) => testApp.db.select().from(payments).where(eq(payments.userUid, uid));

  it('the page asks it with the card form’s words, unticked', async () => {
    const { token } = await register(testApp.app);
    const page = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout?session=${await openSession(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escaped(withdrawal.expressStart.label));
    const box = /<input type="checkbox" id="expressStart" name="expressStart"[^>]*>/.exec(page.body)?.[0];
    expect(box).toBeDefined();
    expect(box).not.toContain('checked');
  });

  it('without it: the page asks again with the card form’s field message, keeps what was typed, charges and records nothing', async () => {
    const { uid, token } = await register(testApp.app);
    const session = await openSession(token);
    for (const extra of [{}, { expressStart: '' }] as Record<string, string>[]) {
      const refused = await submit(session, extra);
      expect(refused.statusCode).toBe(200);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain(`<p class="error" role="alert" id="checkout-error">${escaped(validation.expressStartRequired)}</p>`);
      expect(refused.body).toMatch(/name="expressStart" value="1" aria-invalid="true"/);
      expect(refused.body).toContain('value="Jean Dupont"');
    }
    expect(await chargesOf(uid)).toEqual([]);
    expect(await requestsOf(uid)).toEqual([]);

    // Ticked on the same page: paid, and the request recorded once, with its time and wording.
    clock.set(Date.now());
    const at = clock.now();
    const paid = await submit(session, { expressStart: '1' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/callback/payment?success=1&cashback=1');
    expect(await chargesOf(uid)).toHaveLength(1);
    const recorded = await requestsOf(uid);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.requestedAt.getTime()).toBe(at);
    expect(recorded[0]?.wording).toBe(withdrawal.expressStart.version);
  });

  it('a withdrawal on day 3 refunds the same pro rata amount whether the member paid on the hosted page or by card', async () => {
    const viaHostedPage = async () => {
      const { uid, token } = await register(testApp.app);
      const paid = await submit(await openSession(token), { expressStart: '1' });
      expect(paid.statusCode).toBe(303);
      return uid;
    };
    const viaCardForm = async () => {
      const { uid, token } = await register(testApp.app);
      expect((await payByCard(testApp.app, token, cardBody(uid))).statusCode).toBe(200);
      return uid;
    };
    const withdrawOnDay = async (uid: string, day: number) => {
      await scheduler.runAll();
      const user = await userRow(testApp, uid);
      expect(user?.status).toBe('active');
      const [subscription] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userUid, uid));
      clock.set((subscription?.startedAt?.getTime() ?? 0) + day * DAY);
      const { token } = await signIn(testApp.app, { email: user?.email ?? '', password: PASSWORD });
      const quote = withdrawalQuoteSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/subscriptions/withdrawal', headers: bearer(token) })).json(),
      );
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/subscriptions/withdrawal',
        headers: bearer(token),
        payload: {},
      });
      expect(answer.statusCode).toBe(200);
      const [refund] = await testApp.db
        .select()
        .from(payments)
        .where(and(eq(payments.userUid, uid), eq(payments.kind, 'refund')));
      return { quote, withdrawal: withdrawalResponseSchema.parse(answer.json()).withdrawal, refunded: refund?.amount };
    };

    clock.set(Date.now());
    const hosted = await withdrawOnDay(await viaHostedPage(), 3);
    clock.set(Date.now());
    const card = await withdrawOnDay(await viaCardForm(), 3);

    const expected = TRIAL.amount - Math.floor((TRIAL.amount * 3) / TRIAL.days);
    expect(hosted.quote).toMatchObject({ expressRequest: true, refundAmount: expected });
    expect(hosted.withdrawal).toMatchObject({ refundAmount: expected, completed: true });
    expect(hosted.refunded).toBe(expected);
    expect(card.quote).toMatchObject({ expressRequest: true, refundAmount: expected });
    expect(card.refunded).toBe(hosted.refunded);
  });
});
