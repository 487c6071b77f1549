import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkResponseSchema } from '../../src/domain/payment.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { formulas, payments, trafficTokens, users } from '../../server/db/schema/index.ts';
import { TEST_CARDS } from '../../server/modules/payments/sandbox/test-cards.ts';
import { bearer } from '../support/server/accounts.ts';
import { cardBody, FORMULA, manualScheduler, payByCard, register, TOKEN } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** Text as the HTML page writes it (apostrophes escaped). */
const escaped = (text: string) => text.replaceAll("'", '&#39;');

describe('payment link, hosted sandbox page and subscribe', () => {
  let testApp: TestApp;
  let scheduler: ReturnType<typeof manualScheduler>;
  beforeAll(async () => {
    testApp = await createTestApp();
    scheduler = manualScheduler(testApp);
  });
  afterAll(() => testApp.close());

  const userRow = async (uid: string) => (await testApp.db.select().from(users).where(eq(users.uid, uid)))[0];
  const paymentLink = async (token: string, formula = FORMULA) =>
    testApp.app.inject({ method: 'POST', url: '/api/subscriptions/payment-link', headers: bearer(token), payload: { formula } });
  const submit = (form: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // The express request's box ticked (decision 0032), unless a test says otherwise.
      payload: new URLSearchParams({ expressStart: '1', ...form }).toString(),
    });
  const year = String((new Date().getFullYear() + 2) % 100);

  it('gives a link to the hosted page, which shows the formula in French with the CSP nonce', async () => {
    const { token } = await register(testApp.app);
    const link = await paymentLink(token);
    expect(link.statusCode).toBe(200);
    const { href } = paymentLinkResponseSchema.parse(link.json());
    expect(href).toMatch(/^\/api\/payments\/sandbox\/checkout\?session=[0-9a-f-]{36}$/);

    const page = await testApp.app.inject({ method: 'GET', url: href });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(escaped(`7 jours d’essai à ${formatMoney(100)}, puis ${formatMoney(2990)} par mois`));
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeDefined();
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('pays on the hosted page, back to /callback/payment?success=1&cashback=1; access comes with the notification', async () => {
    const { uid, token } = await register(testApp.app);
    await scheduler.runAll();
    const session =
      new URL(paymentLinkResponseSchema.parse((await paymentLink(token)).json()).href, 'http://x').searchParams.get('session') ?? '';
    const paid = await submit({
      session,
      intent: 'pay',
      holder: 'Jean Dupont',
      number: '4242 4242 4242 4242',
      month: '12',
      year,
      code: '123',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/callback/payment?success=1&cashback=1');

    // The same page submitted twice (or shown again by Back) charges once: the registration is paid,
    // the browser goes to the welcome page.
    const again = await submit({
      session,
      intent: 'pay',
      holder: 'Jean Dupont',
      number: '4242 4242 4242 4242',
      month: '12',
      year,
      code: '123',
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/registration/welcome?info=deja-paye');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout?session=${session}` })).headers.location).toBe(
      '/registration/welcome?info=deja-paye',
    );
    expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toHaveLength(1);

    expect(await userRow(uid)).toMatchObject({ status: 'pending' });
    await scheduler.runAll();
    expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
  });

  it('shows a recoverable refusal on the page, sends an unrecoverable one or a cancel back with success=0', async () => {
    const { token } = await register(testApp.app);
    const open = async (bearerToken = token) =>
      new URL(paymentLinkResponseSchema.parse((await paymentLink(bearerToken)).json()).href, 'http://x').searchParams.get('session') ?? '';
    const cardFor = (code: string) => TEST_CARDS.find((card) => card.outcome.kind === 'failed' && card.outcome.code === code)?.number ?? '';

    const session = await open();
    const recoverable = await submit({
      session,
      intent: 'pay',
      holder: 'Jean Dupont',
      number: cardFor('1100004PI2'),
      month: '12',
      year,
      code: '123',
    });
    expect(recoverable.statusCode).toBe(200);
    expect(recoverable.body).toContain(
      'id="code" name="code" required inputmode="numeric" maxlength="4" autocomplete="cc-csc" aria-invalid="true"',
    );
    expect(recoverable.body).toContain('Paiement refusé (1100004PI2)\u202F: vérifiez le champ «\u202FCryptogramme\u202F» et réessayez.');
    const fixed = await submit({
      session,
      intent: 'pay',
      holder: 'Jean Dupont',
      number: '4242424242424242',
      month: '12',
      year,
      code: '123',
    });
    expect(fixed.headers.location).toBe('/callback/payment?success=1&cashback=1');

    // That registration is paid: no new link. Another one meets a refusal, then cancels.
    const refused = await paymentLink(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'already_paid' });
    const other = await register(testApp.app);
    const declined = await submit({
      session: await open(other.token),
      intent: 'pay',
      holder: 'Jean Dupont',
      number: cardFor('R100'),
      month: '12',
      year,
      code: '123',
    });
    expect(declined.headers.location).toBe('/callback/payment?success=0&cashback=1');
    const cancelled = await submit({ session: await open(other.token), intent: 'cancel' });
    expect(cancelled.headers.location).toBe('/callback/payment?success=0&cashback=1&cancelled=1');
  });

  it('the callback query typed by hand changes nothing on the server', async () => {
    const { uid, token } = await register(testApp.app);
    await scheduler.runAll();
    for (const url of ['/callback/payment?success=1&cashback=1', '/api/callback/payment?success=1']) {
      await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    }
    expect(await userRow(uid)).toMatchObject({ status: 'pending', roles: [] });
    expect(scheduler.pending()).toEqual([]);
  });

  it('answers the expired page for an unknown session, 400 for an unknown formula, 401 without token', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout?session=${randomUUID()}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(escaped('Cette session de paiement a expiré ou n’existe pas.'));
    const { token } = await register(testApp.app);
    expect((await paymentLink(token, 'inconnue')).statusCode).toBe(400);
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/subscriptions/payment-link', payload: { formula: FORMULA } })).statusCode,
    ).toBe(401);
  });

  describe('POST /api/subscriptions/subscribe', () => {
    const subscribe = (token: string, payload: Record<string, unknown>, key: string | null = randomUUID()) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/subscriptions/subscribe',
        headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload,
      });

    it('subscribes a free-trial formula without redirect, idempotently; access comes with the notification', async () => {
      await testApp.db
        .insert(formulas)
        .values({
          uid: 'essai-gratuit',
          name: 'Essai gratuit',
          amount: 2990,
          trialAmount: 0,
          trialDuration: 3,
          trialDurationUnit: 'day',
          periodDuration: 1,
          periodDurationUnit: 'month',
        })
        .onConflictDoNothing();
      await testApp.db.insert(trafficTokens).values({ value: 'essai-offert', formulaUid: 'essai-gratuit' }).onConflictDoNothing();
      const { uid, token } = await register(testApp.app, { formula: 'essai-gratuit' });
      await scheduler.runAll();
      const key = randomUUID();
      const body = { uid, trafficToken: 'essai-offert', formula: 'essai-gratuit' };
      const first = await subscribe(token, body, key);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'Success' });
      expect((await subscribe(token, body, key)).json()).toEqual({ status: 'Success' });
      expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toHaveLength(1);
      expect((await subscribe(token, { ...body, formula: FORMULA, trafficToken: TOKEN }, key)).statusCode).toBe(422);

      await scheduler.runAll();
      expect(await userRow(uid)).toMatchObject({ status: 'active', roles: ['vip'] });
    });

    it('charges the saved card for a paid trial, refuses without one (E020) and checks the token', async () => {
      const { uid, token } = await register(testApp.app);
      const noCard = await subscribe(token, { uid, trafficToken: TOKEN, formula: FORMULA });
      expect(noCard.statusCode).toBe(400);
      expect(noCard.json()).toMatchObject({ status: 'Failure', error: { code: 'E020' } });

      const expired = await subscribe(token, { uid, trafficToken: 'galant-expire', formula: FORMULA });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ violations: [{ property: 'trafficToken', type: 'invalid' }] });
      expect((await subscribe(token, { uid, trafficToken: TOKEN, formula: FORMULA }, null)).statusCode).toBe(400);

      // Once the card form paid this registration, subscribing again is refused before any charge.
      await payByCard(testApp.app, token, cardBody(uid));
      const again = await subscribe(token, { uid, trafficToken: TOKEN, formula: FORMULA });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_paid' });
      expect(await testApp.db.select().from(payments).where(eq(payments.userUid, uid))).toHaveLength(2);
    });
  });
});
