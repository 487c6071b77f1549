import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { formatReceiptNumber, type Billing, type CardOnFile, type HistoryEntry } from '../../../src/domain/billing.ts';
import type { Database } from '../../db/database.ts';
import { billingCards, payments, receipts } from '../../db/schema/index.ts';
import type { CardInput, ChargeResult, StoredCard } from '../payments/provider.ts';

/** How many history lines the billing space shows (a member pays about once a month). */
export const HISTORY_LIMIT = 100;

/**
 * The card on file: the one the member chose (change card), else the card of the latest
 * successful payment (its expiry was not kept then). Renewals charge the same card
 * (subscriptions/repository.ts savedCard).
 */
export async function cardOnFile(db: Database, userUid: string): Promise<CardOnFile | null> {
  const [chosen] = await db.select().from(billingCards).where(eq(billingCards.userUid, userUid)).limit(1);
  if (chosen !== undefined) return { brand: chosen.cardBrand, last4: chosen.cardLast4, expMonth: chosen.expMonth, expYear: chosen.expYear };
  const [paid] = await db
    .select({ brand: payments.cardBrand, last4: payments.cardLast4 })
    .from(payments)
    .where(
      and(eq(payments.userUid, userUid), eq(payments.status, 'succeeded'), isNotNull(payments.cardToken), isNotNull(payments.cardLast4)),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (paid === undefined || paid.last4 === null) return null;
  return { brand: paid.brand ?? '', last4: paid.last4, expMonth: null, expYear: null };
}

export const receiptHref = (number: number): string => `/api/billing/receipts/${formatReceiptNumber(number)}.pdf`;

/** The member's payments, newest first, with their receipt or credit note. */
export async function billingOf(db: Database, userUid: string): Promise<Billing> {
  const rows = await db
    .select({ payment: payments, number: receipts.number, documentKind: receipts.kind })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentUid, payments.uid))
    .where(eq(payments.userUid, userUid))
    .orderBy(desc(payments.createdAt), desc(payments.uid))
    .limit(HISTORY_LIMIT);
  const history: HistoryEntry[] = rows.map(({ payment, number, documentKind }) => ({
    uid: payment.uid,
    date: payment.createdAt.toISOString(),
    kind: payment.kind,
    reason: payment.kind === 'refund' ? (payment.refundReason ?? 'cashback') : null,
    amount: payment.amount,
    status: payment.status,
    cardLast4: payment.cardLast4,
    document:
      number === null || documentKind === null
        ? null
        : { number: formatReceiptNumber(number), kind: documentKind, href: receiptHref(number) },
  }));
  return { card: await cardOnFile(db, userUid), history };
}

/** Makes `card` the card on file (renewals charge it from now on). */
export async function keepCardOnFile(
  db: Database,
  userUid: string,
  card: StoredCard,
  expiry: { month: number; year: number },
  now: Date,
): Promise<void> {
  const values = {
    cardToken: card.token,
    cardBrand: card.brand,
    cardLast4: card.last4,
    expMonth: expiry.month,
    expYear: expiry.year,
    updatedAt: now,
  };
  await db
    .insert(billingCards)
    .values({ userUid, ...values })
    .onConflictDoUpdate({ target: billingCards.userUid, set: values });
}

/**
 * The card form's card, once the provider took it (succeeded or pending), becomes the card on file
 * with its expiry (the provider's answer carries none). Answers the provider's result unchanged.
 */
export async function rememberCardExpiry(
  db: Database,
  log: { error(details: Record<string, unknown>, message: string): void },
  userUid: string,
  card: CardInput,
  result: ChargeResult,
): Promise<ChargeResult> {
  if (result.outcome !== 'failed' && result.card !== null) {
    // Never in the way of recording the charge: without it, the card of the payment stays the card on file.
    await keepCardOnFile(db, userUid, result.card, { month: card.month, year: card.year }, new Date()).catch((error: unknown) => {
      log.error({ err: error, uid: userUid }, 'card on file not kept: the payment card stays in use');
    });
  }
  return result;
}
