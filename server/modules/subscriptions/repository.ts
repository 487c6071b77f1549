import { and, asc, desc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { billingCards, payments, subscriptions, type PaymentRow, type SubscriptionRow } from '../../db/schema/index.ts';

/** Rows per job run: a backlog drains over a few runs instead of one long transaction-heavy run. */
export const JOB_BATCH = 100;

/** The member's subscription that matters now: the latest one that got past payment. */
export async function currentSubscription(db: Database, userUid: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userUid, userUid), ne(subscriptions.status, 'pending')))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The card renewals charge (through its token): the one the member gave last, whether by changing
 * card (billing_cards) or by paying with it (card form or hosted page). An older card is
 * never charged again.
 */
export async function savedCard(db: Database, userUid: string): Promise<Pick<PaymentRow, 'cardToken' | 'cardBrand' | 'cardLast4'> | null> {
  const [chosen] = await db.select().from(billingCards).where(eq(billingCards.userUid, userUid)).limit(1);
  const [paid] = await db
    .select({ cardToken: payments.cardToken, cardBrand: payments.cardBrand, cardLast4: payments.cardLast4, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.userUid, userUid), eq(payments.status, 'succeeded'), isNotNull(payments.cardToken)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (chosen !== undefined && (paid === undefined || chosen.updatedAt >= paid.createdAt)) {
    return { cardToken: chosen.cardToken, cardBrand: chosen.cardBrand, cardLast4: chosen.cardLast4 };
  }
  return paid === undefined ? null : { cardToken: paid.cardToken, cardBrand: paid.cardBrand, cardLast4: paid.cardLast4 };
}

/**
 * The payment the cashback is refunded on: the subscription's first succeeded charge or renewal
 * large enough to carry it (a provider refunds at most what a charge took; a 1 € trial cannot
 * carry a 10 € cashback, the first full-price payment can).
 */
export async function cashbackCarrier(db: Database, row: SubscriptionRow): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionUid, row.uid),
        eq(payments.status, 'succeeded'),
        inArray(payments.kind, ['charge', 'renewal']),
        gte(payments.amount, row.credits),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}
