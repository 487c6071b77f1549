import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentEvents, payments, subscriptions, users } from '../../db/schema/index.ts';
import type { PaymentNotification } from '../../payments/notifications.ts';
import { findFormula } from '../formulas/repository.ts';
import { cashbackDueDate } from '../subscriptions/cashback.ts';
import { requireStep } from '../subscriptions/lifecycle.ts';
import { addDuration } from './durations.ts';

export type NotificationOutcome =
  | { kind: 'duplicate' }
  | { kind: 'unknown-payment' }
  | { kind: 'applied'; activated: { email: string } | null };

/**
 * Applies one provider notification in ONE transaction: the event id is recorded first (a second
 * delivery of the same event changes nothing), then the payment, the subscription and the account.
 * A succeeded payment makes the pending subscription active (trial or first period), credits the
 * cashback, and grants the account (status active, role vip): the only place access is granted.
 */
export async function applyNotification(db: Database, event: PaymentNotification, now: Date): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.uid, event.data.paymentUid), eq(payments.providerReference, event.data.providerReference)))
      .limit(1);
    // No user: the profile was erased since; nothing to grant any more.
    if (payment === undefined || payment.userUid === null) return { kind: 'unknown-payment' } as const;
    const userUid = payment.userUid;
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, paymentUid: payment.uid, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { kind: 'duplicate' } as const;

    if (event.type === 'payment.failed') {
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.uid, payment.uid));
      return { kind: 'applied', activated: null } as const;
    }
    if (payment.status === 'succeeded' && (await isActive(tx, userUid))) {
      return { kind: 'applied', activated: null } as const;
    }
    await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.uid, payment.uid));

    const formula = await findFormula(tx, payment.formula);
    const [pending] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userUid, userUid), eq(subscriptions.status, 'pending')))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    if (pending !== undefined && formula !== null) {
      const trial = formula.trialDuration !== null && formula.trialDurationUnit !== null;
      const firstPeriod =
        formula.trialDuration !== null && formula.trialDurationUnit !== null
          ? addDuration(now, formula.trialDuration, formula.trialDurationUnit)
          : addDuration(now, formula.periodDuration, formula.periodDurationUnit);
      // The lifecycle machine says where a confirmed first payment leads (trial or active).
      const step = requireStep(pending, { type: 'subscription.activate', trial });
      await tx
        .update(subscriptions)
        .set({
          ...step.columns,
          startedAt: now,
          expirationAt: firstPeriod,
          nextRenewalAt: firstPeriod,
          credits: formula.creditAmount,
          // The first full-price period starts after the trial, or now (cashback.ts).
          cashbackDueAt: formula.creditAmount > 0 ? cashbackDueDate(trial ? firstPeriod : now) : null,
        })
        .where(eq(subscriptions.uid, pending.uid));
      await tx.update(payments).set({ subscriptionUid: pending.uid }).where(eq(payments.uid, payment.uid));
    }

    const [user] = await tx
      .update(users)
      .set({
        status: 'active',
        roles: sql`case when 'vip' = any(${users.roles}) then ${users.roles} else array_append(${users.roles}, 'vip') end`,
        modifiedAt: now,
      })
      .where(eq(users.uid, userUid))
      .returning({ email: users.email });
    return { kind: 'applied', activated: user === undefined ? null : { email: user.email } } as const;
  });
}

async function isActive(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.select({ status: users.status, roles: users.roles }).from(users).where(eq(users.uid, uid)).limit(1);
  return row !== undefined && row.status === 'active' && row.roles.includes('vip');
}
