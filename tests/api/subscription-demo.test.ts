import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { getSubscription } from '../support/server/subscriptions.ts';

describe('demo data: the demo VIP has a subscription (/account/subscription shows real data)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is active, renews next month with the saved card, and has a cashback planned', async () => {
    const { token } = await signIn(testApp.app, DEMO.vip);
    const { status, body } = await getSubscription(testApp, token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      formula: 'vip-mensuel',
      state: 'active',
      amount: 2990,
      nextPaymentAmount: 2990,
      credits: 1000,
      cashbackRefundedDateTime: null,
    });
    const now = Date.now();
    expect(Date.parse(body?.startedDateTime ?? '')).toBeLessThan(now);
    expect(Date.parse(body?.nextPaymentDateTime ?? '')).toBeGreaterThan(now);
    expect(Date.parse(body?.cashbackDateTime ?? '')).toBeGreaterThan(now);
  });
});
