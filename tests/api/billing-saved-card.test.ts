import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCards, payments } from '../../server/db/schema/index.ts';
import { savedCard } from '../../server/modules/subscriptions/repository.ts';
import { cardBody, payByCard, register } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

// Renewals charge the card the member gave last: a card chosen on the billing
// page, or a card paid with afterwards — on the card form or on the hosted page, which keeps no
// card on file — never an older one.
describe('the card renewals charge', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is the latest card given, whether chosen on the billing page or paid with', async () => {
    const { uid, token } = await register(testApp.app);
    expect((await payByCard(testApp.app, token, cardBody(uid))).statusCode).toBe(200);
    const [onFile] = await testApp.db.select().from(billingCards).where(eq(billingCards.userUid, uid));
    expect(onFile).toBeDefined();
    expect((await savedCard(testApp.db, uid))?.cardToken).toBe(onFile?.cardToken);

    // The card on file was chosen an hour ago; a payment made since (the hosted page) used another card.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await testApp.db.update(billingCards).set({ updatedAt: hourAgo }).where(eq(billingCards.userUid, uid));
    await testApp.db.insert(payments).values({
      uid: randomUUID(),
      userUid: uid,
      kind: 'charge',
      amount: 100,
      formula: 'vip-mensuel',
      status: 'succeeded',
      providerReference: `sbx_ch_${randomUUID()}`,
      cardToken: 'tok_sbx_hosted_later',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect(await savedCard(testApp.db, uid)).toEqual({ cardToken: 'tok_sbx_hosted_later', cardBrand: 'mastercard', cardLast4: '4444' });

    // Then the member changes card on the billing page: that one is charged from now on.
    await testApp.db
      .update(billingCards)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(billingCards.userUid, uid));
    expect((await savedCard(testApp.db, uid))?.cardToken).toBe(onFile?.cardToken);
  });
});
