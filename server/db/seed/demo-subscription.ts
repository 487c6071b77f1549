import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cashbackDueDate } from '../../modules/subscriptions/cashback.ts';
import { addDuration } from '../../modules/payments/durations.ts';
import { payments, subscriptions, users } from '../schema/index.ts';
import { DEMO_FORMULA } from './demo-billing.ts';
import type { Seeder } from './index.ts';

const DAY_MS = 86_400_000;
export const DEMO_VIP_EMAIL = 'vip@galant.test';

/**
 * The demo VIP's subscription (README "Demo accounts"), so /account/subscription shows real data:
 * joined 10 days before the seed with the demo formula's 7-day trial, first full-price month paid
 * 3 days ago, renewed next month with the saved sandbox card, cashback due 14 days after that
 * first full-price payment. Its own seeder: a database seeded before it existed gets it too.
 */
export const demoSubscriptionSeeder: Seeder = {
  name: 'demo/vip-subscription',
  demo: true,
  async run({ db }) {
    const [vip] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, DEMO_VIP_EMAIL)).limit(1);
    if (vip === undefined) return;
    // A VIP who already subscribed (a data folder from before this seeder) keeps that subscription.
    const [existing] = await db.select({ uid: subscriptions.uid }).from(subscriptions).where(eq(subscriptions.userUid, vip.uid)).limit(1);
    if (existing !== undefined) return;
    const now = new Date();
    const startedAt = new Date(now.getTime() - 10 * DAY_MS);
    const trialEnd = addDuration(startedAt, DEMO_FORMULA.trialDuration, DEMO_FORMULA.trialDurationUnit);
    const expirationAt = addDuration(trialEnd, DEMO_FORMULA.periodDuration, DEMO_FORMULA.periodDurationUnit);
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        userUid: vip.uid,
        formula: DEMO_FORMULA.uid,
        status: 'active',
        inTrial: false,
        startedAt,
        expirationAt,
        nextRenewalAt: expirationAt,
        amount: DEMO_FORMULA.amount,
        trialAmount: DEMO_FORMULA.trialAmount,
        credits: DEMO_FORMULA.creditAmount,
        cashbackDueAt: cashbackDueDate(trialEnd),
        createdAt: startedAt,
      })
      .returning({ uid: subscriptions.uid });
    if (subscription === undefined) return;
    // A sandbox card token (4242…): renewals and the cashback go through the sandbox provider.
    const card = { cardToken: `tok_sbx_${randomBytes(12).toString('hex')}`, cardBrand: 'visa', cardLast4: '4242' };
    const common = {
      userUid: vip.uid,
      subscriptionUid: subscription.uid,
      formula: DEMO_FORMULA.uid,
      status: 'succeeded' as const,
      ...card,
    };
    await db.insert(payments).values([
      {
        ...common,
        kind: 'charge',
        amount: DEMO_FORMULA.trialAmount,
        providerReference: `sbx_ch_${randomBytes(12).toString('hex')}`,
        createdAt: startedAt,
      },
      {
        ...common,
        kind: 'renewal',
        amount: DEMO_FORMULA.amount,
        providerReference: `sbx_ch_${randomBytes(12).toString('hex')}`,
        createdAt: trialEnd,
      },
    ]);
  },
};
