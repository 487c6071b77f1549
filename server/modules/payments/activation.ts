import { and, desc, eq, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { paymentEvents, paymentIntents, payments, subscriptions, users } from '../../db/schema/index.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { FlowCounter } from '../flows/counter.ts';
import type { PaymentNotification } from './notifications.ts';
import { findFormula } from '../formulas/repository.ts';
import { cashbackDueDate } from '../subscriptions/cashback.ts';
import { requireStep } from '../subscriptions/lifecycle.ts';
import { addDuration } from './durations.ts';
import { recordPaymentIntentStep, recordSubscriptionStep } from '../flows/lifecycles.ts';

export type NotificationOutcome =
  | { kind: 'duplicate' }
  | { kind: 'unknown-payment' }
  /** Out of the payment's lifecycle (a failure after success…), or for a charge that did not take the payment object. */
  | { kind: 'ignored'; reason: string }
  /** `member`: the account this event activated or found active (its « compte vérifié » mail is due once), else null. */
  | { kind: 'applied'; member: string | null };

export interface ActivationDeps {
  db: Database;
  mailOutbox: MailOutbox;
  flows: FlowCounter;
  config: Pick<ServerConfig, 'siteName' | 'siteUrl' | 'publisher'>;
}

/**
 * Applies one provider notification in ONE transaction holding the payment row: the event id is
 * recorded first (a second delivery of the same event changes nothing), then the payment, the
 * subscription and the account. A payment's status follows its lifecycle, pending → succeeded |
 * failed, both final: a late or out-of-order event is ignored (the route logs it). A succeeded
 * payment makes the pending subscription active (trial or first period), credits the cashback, and
 * grants the account (status active, role vip): the only place access is granted. The receipt and
 * the « compte vérifié » mail follow the commit (follow-ups.ts, decision 0033), once per member
 * whatever the number of events.
 */
export async function applyNotification(deps: ActivationDeps, event: PaymentNotification, now: Date): Promise<NotificationOutcome> {
  return deps.flows.transaction(deps.db, async (tx, moves) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.uid, event.data.paymentUid), eq(payments.providerReference, event.data.providerReference)))
      .for('update');
    // No user: the profile was erased since; nothing to grant any more.
    if (payment === undefined || payment.userUid === null) return { kind: 'unknown-payment' } as const;
    const userUid = payment.userUid;
    const fresh = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, paymentUid: payment.uid, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (fresh.length === 0) return { kind: 'duplicate' } as const;

    const intent =
      payment.intentUid === null
        ? undefined
        : (await tx.select().from(paymentIntents).where(eq(paymentIntents.uid, payment.intentUid)).for('update'))[0];
    const ownsIntent = intent === undefined || intent.paymentUid === payment.uid;
    if (event.type === 'payment.failed') {
      if (payment.status !== 'pending') return { kind: 'ignored', reason: `payment already ${payment.status}` } as const;
      await tx.update(payments).set({ status: 'failed' }).where(eq(payments.uid, payment.uid));
      // A pending payment that fails frees the payment object: the member may pay again.
      if (intent !== undefined && ownsIntent) {
        await tx.update(paymentIntents).set({ status: 'open', paymentUid: null, updatedAt: now }).where(eq(paymentIntents.uid, intent.uid));
        if (intent.status !== 'open') recordPaymentIntentStep(moves, intent, 'notification.failed', 'open', now);
      }
      return { kind: 'applied', member: null } as const;
    }
    if (payment.status === 'failed') return { kind: 'ignored', reason: 'payment already failed' } as const;
    // A duplicate (refunded) never opens a subscription nor carries the cashback.
    if (!ownsIntent) return { kind: 'ignored', reason: 'payment is a duplicate of its payment object' } as const;
    // Already granted: the member is named again, so that a redelivery mends a mail a crash lost.
    if (payment.status === 'succeeded' && (await isActive(tx, userUid))) {
      return { kind: 'applied', member: userUid } as const;
    }
    await tx.update(payments).set({ status: 'succeeded' }).where(eq(payments.uid, payment.uid));
    if (intent !== undefined) {
      await tx.update(paymentIntents).set({ status: 'succeeded', updatedAt: now }).where(eq(paymentIntents.uid, intent.uid));
      if (intent.status !== 'succeeded') recordPaymentIntentStep(moves, intent, 'notification.succeeded', 'succeeded', now);
    }

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
      recordSubscriptionStep(moves, pending, 'subscription.activate', step, now);
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
    return { kind: 'applied', member: user === undefined ? null : userUid } as const;
  });
}

async function isActive(db: Database, uid: string): Promise<boolean> {
  const [row] = await db.select({ status: users.status, roles: users.roles }).from(users).where(eq(users.uid, uid)).limit(1);
  return row !== undefined && row.status === 'active' && row.roles.includes('vip');
}
