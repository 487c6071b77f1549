import { asc, eq, sql } from 'drizzle-orm';
import { formatReceiptNumber, splitVat, FRENCH_VAT_RATE_BP } from '../../../src/domain/billing.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { formulas, payments, receiptCounters, receipts, users, type ReceiptRow, type ReceiptSeller } from '../../db/schema/index.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { receiptMail } from './receipt-mail.ts';

/**
 * The receipts ledger (docs/decisions/0020-receipts.md). Every succeeded charge, renewal and refund
 * gets one document, numbered without gaps: the number comes from a counter row locked and moved
 * in the transaction that writes the document, so a rolled-back transaction gives its number back
 * and two transactions never take the same one. A charge's receipt is issued after the charge is
 * recorded, in a transaction of its own (payments/follow-ups.ts, decision 0033); a refund's credit
 * note as the last statement of the refund's transaction (the counter is the last lock taken: no
 * lock-order cycle with the rows the money paths lock first).
 */

export const RECEIPT_SERIES = 'receipts';

/** The seller printed on every receipt: the publisher's legal details (PUBLISHER_*, server/config.ts). */
export function sellerOf(config: Pick<ServerConfig, 'publisher'>): ReceiptSeller {
  const { name, address, registration, vatNumber } = config.publisher;
  return { name, address, registration, vatNumber };
}

export interface ReceiptDeps {
  config: Pick<ServerConfig, 'publisher' | 'siteName' | 'siteUrl'>;
  /** With it, a charge's receipt is e-mailed (written in the same transaction); refunds are not. */
  mailOutbox?: MailOutbox;
}

/**
 * Issues the document of payment `paymentUid` in `tx` if it is due (the payment succeeded) and not
 * issued yet; answers it, or null. Idempotent: a second call (a replayed notification, a recovery)
 * changes nothing.
 */
export async function issueReceipt(tx: Database, deps: ReceiptDeps, paymentUid: string, issuedAt: Date): Promise<ReceiptRow | null> {
  const [row] = await tx
    .select({ payment: payments, formulaName: formulas.name, email: users.email })
    .from(payments)
    .leftJoin(formulas, eq(formulas.uid, payments.formula))
    .leftJoin(users, eq(users.uid, payments.userUid))
    .where(eq(payments.uid, paymentUid))
    .limit(1);
  // Only money that moved has a document (a pending charge gets it when it succeeds; a free trial's
  // 0 € "charge" moves none).
  if (row === undefined || row.payment.status !== 'succeeded' || row.payment.amount <= 0) return null;
  const { payment } = row;
  // The counter row's lock: from here to commit no other transaction can number anything, and a
  // document another one committed meanwhile is visible to the check below (read committed).
  const [counter] = await tx
    .select({ next: receiptCounters.next })
    .from(receiptCounters)
    .where(eq(receiptCounters.series, RECEIPT_SERIES))
    .for('update');
  if (counter === undefined) throw new Error(`receipt counter ${RECEIPT_SERIES} is missing (migration 0009)`);
  const [existing] = await tx.select().from(receipts).where(eq(receipts.paymentUid, paymentUid)).limit(1);
  if (existing !== undefined) return existing;
  const isRefund = payment.kind === 'refund';
  let creditsNumber: number | null = null;
  if (isRefund && payment.refundOf !== null) {
    const [credited] = await tx
      .select({ number: receipts.number })
      .from(receipts)
      .where(eq(receipts.paymentUid, payment.refundOf))
      .limit(1);
    creditsNumber = credited?.number ?? null;
  } else if (isRefund && payment.subscriptionUid !== null) {
    // A cashback refunds part of the subscription's first full-price payment (its carrier).
    creditsNumber = await carrierReceiptNumber(tx, payment.subscriptionUid, payment.amount);
  }
  const vat = splitVat(payment.amount, FRENCH_VAT_RATE_BP);
  const [issued] = await tx
    .insert(receipts)
    .values({
      number: counter.next,
      kind: isRefund ? 'credit_note' : 'receipt',
      paymentUid,
      userUid: payment.userUid,
      issuedAt,
      description: row.formulaName ?? payment.formula,
      ...vat,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      creditsNumber,
      reason: isRefund ? (payment.refundReason ?? 'cashback') : null,
      seller: sellerOf(deps.config),
    })
    .returning();
  await tx
    .update(receiptCounters)
    .set({ next: sql`${receiptCounters.next} + 1` })
    .where(eq(receiptCounters.series, RECEIPT_SERIES));
  if (issued === undefined) throw new Error('receipt not written');
  if (!isRefund && deps.mailOutbox !== undefined && row.email !== null) {
    await deps.mailOutbox.enqueue(tx, receiptMail(deps.config, issued, row.email), {
      key: `receipt:${formatReceiptNumber(issued.number)}`,
    });
  }
  return issued;
}

async function carrierReceiptNumber(tx: Database, subscriptionUid: string, atLeast: number): Promise<number | null> {
  const [carrier] = await tx
    .select({ number: receipts.number })
    .from(receipts)
    .innerJoin(payments, eq(payments.uid, receipts.paymentUid))
    .where(
      sql`${payments.subscriptionUid} = ${subscriptionUid} and ${payments.kind} in ('charge', 'renewal') and ${payments.amount} >= ${atLeast}`,
    )
    .orderBy(asc(receipts.number))
    .limit(1);
  return carrier?.number ?? null;
}
