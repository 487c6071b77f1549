import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { paymentIntents, payments, users, type PaymentRow } from '../../db/schema/index.ts';
import type { PaymentProvider } from './provider.ts';
import type { ServerConfig } from '../../config.ts';
import { issueReceipt } from '../billing/receipts.ts';
import { namedUuid } from '../subscriptions/references.ts';

/**
 * A second success of one payment object (the hosted page and the card form racing while the
 * hosted charge was already in flight): the provider took the money twice, so the later one is
 * refunded at once, in full, and kept visible to staff. It never opens a subscription nor carries
 * the cashback (it has no subscription).
 */

interface Deps {
  db: Database;
  provider: PaymentProvider;
  /** The seller printed on the refund's credit note. */
  config: Pick<ServerConfig, 'publisher' | 'siteName' | 'siteUrl'>;
  log: {
    warn(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  };
}

/** The reference of the automatic refund (the provider's idempotency key): one refund per duplicate. */
export const duplicateRefundReference = (paymentUid: string): string => namedUuid('duplicate', paymentUid);

/** Refunds `payment` in full through the provider and records it; false if the provider refused (retried by the job). */
export async function refundDuplicate(deps: Deps, payment: PaymentRow): Promise<boolean> {
  const reference = duplicateRefundReference(payment.uid);
  const result = await deps.provider.refund({ chargeReference: payment.providerReference, amount: payment.amount, reference });
  if (result.outcome === 'failed') {
    deps.log.error({ payment: payment.uid, code: result.code }, 'duplicate payment refund refused: tried again by the job');
    return false;
  }
  // The refund and its credit note in one transaction (the credit note's number is taken there).
  await deps.db.transaction(async (tx) => {
    // The provider refunded it, so the charge did take the money: a duplicate still pending (its
    // notification is ignored, it does not own the payment object) is settled, with its receipt,
    // before the credit note that refunds it.
    if (payment.status === 'pending') {
      await tx
        .update(payments)
        .set({ status: 'succeeded' })
        .where(and(eq(payments.uid, payment.uid), eq(payments.status, 'pending')));
    }
    await issueReceipt(tx, { config: deps.config }, payment.uid, new Date());
    await tx
      .insert(payments)
      .values({
        uid: reference,
        userUid: payment.userUid,
        kind: 'refund',
        amount: payment.amount,
        formula: payment.formula,
        status: 'succeeded',
        providerReference: result.providerReference,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        refundOf: payment.uid,
        refundReason: 'duplicate',
      })
      .onConflictDoNothing();
    await issueReceipt(tx, { config: deps.config }, reference, new Date());
  });
  deps.log.warn(
    { uid: payment.userUid, payment: payment.uid, intent: payment.intentUid, refund: reference, amount: payment.amount },
    'duplicate payment refunded',
  );
  return true;
}

const refunds = alias(payments, 'refunds');

/** Charges of a payment object other than the one that took it (newest first), with their refund if any. */
export function listDuplicates(db: Database, options: { unrefundedOnly?: boolean; limit: number }) {
  return db
    .select({
      payment: getTableColumns(payments),
      refundUid: refunds.uid,
      refundAmount: refunds.amount,
      refundedAt: refunds.createdAt,
      email: users.email,
      keptPaymentUid: paymentIntents.paymentUid,
    })
    .from(payments)
    .innerJoin(paymentIntents, eq(paymentIntents.uid, payments.intentUid))
    .leftJoin(refunds, and(eq(refunds.refundOf, payments.uid), eq(refunds.refundReason, 'duplicate')))
    .leftJoin(users, eq(users.uid, payments.userUid))
    .where(
      and(
        eq(payments.kind, 'charge'),
        inArray(payments.status, ['succeeded', 'pending']),
        isNotNull(paymentIntents.paymentUid),
        ne(payments.uid, paymentIntents.paymentUid),
        options.unrefundedOnly === true ? isNull(refunds.uid) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(options.limit);
}

/** The job's half: duplicates whose refund was refused or cut short by a crash are refunded now. */
export async function refundPendingDuplicates(deps: Deps, limit: number): Promise<number> {
  let refunded = 0;
  for (const { payment } of await listDuplicates(deps.db, { unrefundedOnly: true, limit })) {
    if (await refundDuplicate(deps, payment)) refunded += 1;
  }
  return refunded;
}
