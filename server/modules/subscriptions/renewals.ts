import { and, asc, eq, lte } from 'drizzle-orm';
import { retryDelayMs } from '../../../machines/subscription.machine.ts';
import { formulas, payments, subscriptions, users } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import type { ChargeResult } from '../payments/provider.ts';
import { addDuration } from '../payments/durations.ts';
import { requireStep } from './lifecycle.ts';
import { enqueueLifecycleMail } from './mails.ts';
import { endMembership } from './membership.ts';
import { namedUuid } from './references.ts';
import { cardLinkUrl, signCardLink } from '../billing/card-link.ts';
import { followUpReceipt } from '../payments/follow-ups.ts';
import { JOB_BATCH, savedCard } from './repository.ts';
import { recordSubscriptionStep } from '../flows/lifecycles.ts';

export interface RenewalReport {
  renewed: number;
  failed: number;
  ended: number;
  /** Due rows another worker held (or had already renewed): not charged here. */
  skipped: number;
}

/** Subscriptions (trial, active, retrying) whose next renewal is due at `now`. */
const due = (now: Date) => and(eq(subscriptions.status, 'active'), lte(subscriptions.nextRenewalAt, now));

/**
 * The renewal job: charges every due subscription through the provider (its saved card token) and
 * moves it along the machine: renewed → active for one more period; refused → retrying on the
 * retry schedule, or ended once it is used up.
 *
 * Exactly once, with any number of workers: each subscription is handled in its own transaction
 * that holds its row (`FOR UPDATE SKIP LOCKED`: a second worker skips it, and once committed the
 * row is no longer due). The charge's reference is named after (subscription, period, attempt),
 * so if a crash loses the transaction after the provider charged, the next run asks the provider
 * with the same reference and gets the same answer without a second charge.
 */
export async function chargeDueRenewals(context: JobContext): Promise<RenewalReport> {
  const now = context.now();
  const report: RenewalReport = { renewed: 0, failed: 0, ended: 0, skipped: 0 };
  const candidates = await context.db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .where(due(now))
    .orderBy(asc(subscriptions.nextRenewalAt))
    .limit(JOB_BATCH);
  for (const { uid } of candidates) {
    try {
      const { outcome, receiptOf } = await renewOne(context, uid, now);
      report[outcome] += 1;
      // The renewal is recorded; its receipt follows in a transaction of its own (decision 0033).
      if (receiptOf !== null) await followUpReceipt(context, receiptOf, now);
      if (outcome !== 'skipped') context.mailOutbox.kick();
    } catch (error) {
      // One broken row must not stop the others; it stays due and is tried at the next run.
      context.log.error({ err: error, subscription: uid }, 'renewal failed unexpectedly');
    }
  }
  if (candidates.length > 0) context.log.info({ ...report }, 'renewals charged');
  return report;
}

/** One subscription's renewal, and its mail when refused, in one transaction; `receiptOf`: the payment to issue a receipt for. */
async function renewOne(context: JobContext, uid: string, now: Date): Promise<{ outcome: keyof RenewalReport; receiptOf: string | null }> {
  const { provider } = context.payments;
  return context.flows.transaction(context.db, async (tx, moves) => {
    const [locked] = await tx
      .select({ subscription: subscriptions, formula: formulas, email: users.email, tokenVersion: users.tokenVersion })
      .from(subscriptions)
      .innerJoin(formulas, eq(formulas.uid, subscriptions.formula))
      .innerJoin(users, eq(users.uid, subscriptions.userUid))
      .where(and(eq(subscriptions.uid, uid), due(now), eq(users.status, 'active')))
      .for('update', { of: subscriptions, skipLocked: true });
    if (locked === undefined) return { outcome: 'skipped', receiptOf: null };
    const { subscription: row, formula, email, tokenVersion } = locked;
    if (row.expirationAt === null) throw new Error(`active subscription ${row.uid} without expiration`);

    const card = await savedCard(tx, row.userUid);
    const attempt = row.failedRenewals + 1;
    const paymentUid = namedUuid('renewal', row.uid, row.expirationAt.toISOString(), String(attempt));
    const result: ChargeResult = await provider.chargeSavedCard(card?.cardToken ?? null, {
      amount: row.amount,
      reference: paymentUid,
      description: formula.name,
    });
    await tx
      .insert(payments)
      .values({
        uid: paymentUid,
        userUid: row.userUid,
        subscriptionUid: row.uid,
        kind: 'renewal',
        amount: row.amount,
        formula: row.formula,
        // A saved-card charge the provider still processes counts as paid for the period.
        status: result.outcome,
        providerReference: result.providerReference,
        cardToken: card?.cardToken ?? null,
        cardBrand: card?.cardBrand ?? null,
        cardLast4: card?.cardLast4 ?? null,
        failureCode: result.outcome === 'failed' ? result.code : null,
        createdAt: now,
      })
      .onConflictDoNothing();

    if (result.outcome !== 'failed') {
      const step = requireStep(row, { type: 'subscription.renewed' });
      recordSubscriptionStep(moves, row, 'subscription.renewed', step, now);
      const expirationAt = addDuration(row.expirationAt, formula.periodDuration, formula.periodDurationUnit);
      await tx
        .update(subscriptions)
        .set({ ...step.columns, expirationAt, nextRenewalAt: expirationAt })
        .where(eq(subscriptions.uid, row.uid));
      return { outcome: 'renewed', receiptOf: paymentUid };
    }

    const step = requireStep(row, { type: 'subscription.renewalFailed' });
    recordSubscriptionStep(moves, row, 'subscription.renewalFailed', step, now);
    if (step.lifecycle.state === 'ended') {
      const to = await endMembership(tx, row, step, now);
      const refused = { amount: row.amount, code: result.code };
      if (to !== null) await enqueueLifecycleMail(tx, context, { kind: 'ended', event: row.uid, to, endedAt: now, refused });
      return { outcome: 'ended', receiptOf: null };
    }
    const delay = retryDelayMs(step.lifecycle.failedRenewals);
    if (delay === null) throw new Error('retrying without a retry delay');
    const retryAt = new Date(now.getTime() + delay);
    await tx
      .update(subscriptions)
      .set({ ...step.columns, nextRenewalAt: retryAt })
      .where(eq(subscriptions.uid, row.uid));
    const cardLink = cardLinkUrl(
      context.config.siteUrl,
      await signCardLink(context.config.jwtSecret, { uid: row.userUid, tokenVersion }, now.getTime()),
    );
    await enqueueLifecycleMail(tx, context, {
      kind: 'renewalFailed',
      event: paymentUid,
      to: email,
      amount: row.amount,
      code: result.code,
      retryAt,
      cardLink,
    });
    return { outcome: 'failed', receiptOf: null };
  });
}
