import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentIntents, payments, users } from '../schema/index.ts';
import { DEMO_FORMULA } from './demo-billing.ts';
import type { Seeder } from './index.ts';

export const DEMO_PENDING_EMAIL = 'attente@galant.test';

/**
 * The demo pending account (README "Demo accounts") shows what /login says while a payment is
 * really being processed (docs/decisions/0034-unpaid-accounts.md): its first charge is pending at
 * the provider, its payment object taken. Without it the account would be one that never paid —
 * led to finish its payment, and purged after the retention delay. No notification is scheduled
 * for it: it stays pending for the demo. Its own seeder: a database seeded before it gets it too.
 */
export const demoPendingPaymentSeeder: Seeder = {
  name: 'demo/pending-payment',
  demo: true,
  async run({ db }) {
    const [member] = await db.select({ uid: users.uid }).from(users).where(eq(users.email, DEMO_PENDING_EMAIL)).limit(1);
    if (member === undefined) return;
    const [existing] = await db
      .select({ uid: paymentIntents.uid })
      .from(paymentIntents)
      .where(eq(paymentIntents.userUid, member.uid))
      .limit(1);
    if (existing !== undefined) return;
    const [payment] = await db
      .insert(payments)
      .values({
        userUid: member.uid,
        kind: 'charge',
        amount: DEMO_FORMULA.trialAmount,
        formula: DEMO_FORMULA.uid,
        status: 'pending',
        providerReference: `sbx_ch_${randomBytes(12).toString('hex')}`,
        cardBrand: 'visa',
        cardLast4: '4242',
      })
      .returning({ uid: payments.uid });
    if (payment === undefined) return;
    const [intent] = await db
      .insert(paymentIntents)
      .values({
        userUid: member.uid,
        formula: DEMO_FORMULA.uid,
        amount: DEMO_FORMULA.trialAmount,
        status: 'pending',
        attempts: 1,
        paymentUid: payment.uid,
      })
      .returning({ uid: paymentIntents.uid });
    if (intent !== undefined) await db.update(payments).set({ intentUid: intent.uid }).where(eq(payments.uid, payment.uid));
  },
};
