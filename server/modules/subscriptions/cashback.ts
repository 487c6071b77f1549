import { and, asc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import { cardLabel } from '../../../src/i18n/card-brand.ts';
import type { Database } from '../../db/database.ts';
import { payments, subscriptions, users, type SubscriptionRow } from '../../db/schema/index.ts';
import type { JobContext } from '../../jobs/job.ts';
import { enqueueLifecycleMail } from './mails.ts';
import { namedUuid } from './references.ts';
import { issueReceipt } from '../billing/receipts.ts';
import { cashbackCarrier, JOB_BATCH } from './repository.ts';

/**
 * The cashback (the formula's creditAmount) is refunded to the card once the 14-day withdrawal
 * period of the first full-price payment is over (Code de la consommation L221-18): that payment is
 * the one refunded in part, and a member who withdraws gets it back whole instead.
 */
export const CASHBACK_DELAY_DAYS = 14;

/** When the cashback is due, given the date the first full-price period starts (trial end, or start). */
export function cashbackDueDate(firstFullPeriodStart: Date): Date {
  return new Date(firstFullPeriodStart.getTime() + CASHBACK_DELAY_DAYS * 86_400_000);
}

const due = (now: Date) =>
  and(lte(subscriptions.cashbackDueAt, now), isNull(subscriptions.cashbackRefundedAt), gt(subscriptions.credits, 0));

/**
 * Whether the cashback is forfeited once renewal stops (decision 0038): it is refunded on a payment
 * of at least its amount (cashbackCarrier), and a stopped subscription takes no new payment. With
 * none paid nor being settled now, it can never be refunded: the caller clears its date at once,
 * so the page and the lifecycle say so from the stop on (not only when the date passes), and the
 * profile is erased at the end of the access as promised. Run under the subscription's row lock.
 */
export async function cashbackForfeitedOnStop(db: Database, row: SubscriptionRow): Promise<boolean> {
  if (row.credits <= 0 || row.cashbackDueAt === null || row.cashbackRefundedAt !== null) return false;
  if ((await cashbackCarrier(db, row)) !== null) return false;
  const [settling] = await db
    .select({ uid: payments.uid })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionUid, row.uid),
        eq(payments.status, 'pending'),
        inArray(payments.kind, ['charge', 'renewal']),
        gte(payments.amount, row.credits),
      ),
    )
    .limit(1);
  return settling === undefined;
}

export interface CashbackReport {
  refunded: number;
  /** Ended without any payment able to carry it: nothing is owed any more. */
  forfeited: number;
  /** Not yet possible (first full-price renewal still being retried) or held by another worker. */
  waiting: number;
}

/**
 * The cashback job: refunds each due cashback exactly once. One transaction per subscription,
 * held with `FOR UPDATE SKIP LOCKED`; the refund's reference is named after the subscription, so a
 * provider asked again after a crash answers the first refund instead of paying twice. The
 * member's mail is written in that same transaction: a refund recorded is a mail on its way.
 */
export async function refundDueCashbacks(context: JobContext): Promise<CashbackReport> {
  const now = context.now();
  const { provider } = context.payments;
  const candidates = await context.db
    .select({ uid: subscriptions.uid })
    .from(subscriptions)
    .where(due(now))
    .orderBy(asc(subscriptions.cashbackDueAt))
    .limit(JOB_BATCH);
  const report: CashbackReport = { refunded: 0, forfeited: 0, waiting: 0 };
  for (const { uid } of candidates) {
    try {
      const outcome = await context.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ subscription: subscriptions, email: users.email })
          .from(subscriptions)
          .innerJoin(users, eq(users.uid, subscriptions.userUid))
          .where(and(eq(subscriptions.uid, uid), due(now)))
          .for('update', { of: subscriptions, skipLocked: true });
        if (locked === undefined) return { kind: 'waiting' } as const;
        const { subscription: row, email } = locked;
        const carrier = await cashbackCarrier(tx, row);
        if (carrier === null) {
          if (row.status !== 'ended') return { kind: 'waiting' } as const;
          await tx.update(subscriptions).set({ cashbackDueAt: null }).where(eq(subscriptions.uid, row.uid));
          return { kind: 'forfeited' } as const;
        }
        const refundUid = namedUuid('cashback', row.uid);
        const result = await provider.refund({ chargeReference: carrier.providerReference, amount: row.credits, reference: refundUid });
        if (result.outcome === 'failed') {
          context.log.warn({ subscription: row.uid, code: result.code }, 'cashback refund refused: tried again next run');
          return { kind: 'waiting' } as const;
        }
        await tx
          .insert(payments)
          .values({
            uid: refundUid,
            userUid: row.userUid,
            subscriptionUid: row.uid,
            kind: 'refund',
            amount: row.credits,
            formula: row.formula,
            status: 'succeeded',
            providerReference: result.providerReference,
            cardBrand: carrier.cardBrand,
            cardLast4: carrier.cardLast4,
            createdAt: now,
          })
          .onConflictDoNothing();
        await tx.update(subscriptions).set({ cashbackRefundedAt: now }).where(eq(subscriptions.uid, row.uid));
        const card = cardLabel(carrier.cardBrand, carrier.cardLast4);
        await enqueueLifecycleMail(tx, context, { kind: 'cashback', event: refundUid, to: email, amount: row.credits, card });
        await issueReceipt(tx, { config: context.config }, refundUid, now);
        return { kind: 'refunded' } as const;
      });
      report[outcome.kind] += 1;
      if (outcome.kind === 'refunded') context.mailOutbox.kick();
    } catch (error) {
      context.log.error({ err: error, subscription: uid }, 'cashback refund failed unexpectedly');
    }
  }
  if (candidates.length > 0) context.log.info({ ...report }, 'cashbacks refunded');
  return report;
}
