import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { users } from './users.ts';

/**
 * Receipts and credit notes (docs/decisions/0020-receipts.md): one document per money
 * movement, numbered without gaps. The number is taken from a counter row updated in the very
 * transaction that records the movement — a rolled-back transaction gives its number back (a
 * PostgreSQL sequence would not). Documents are accounting records: they outlive the member.
 */
export const receiptCounters = pgTable('receipt_counters', {
  series: text('series').primaryKey(),
  /** The number the next document of the series takes. */
  next: integer('next').notNull().default(1),
});

/** receipt: a charge (first payment, renewal); credit_note: a refund (cashback, duplicate). */
export const receiptKind = pgEnum('receipt_kind', ['receipt', 'credit_note']);

/** The seller's details as printed on the document when it was issued (they may change later). */
export interface ReceiptSeller {
  name: string;
  address: string;
  registration: string;
  vatNumber: string;
}

export const receipts = pgTable(
  'receipts',
  {
    /** The continuous sequence number (1, 2, 3…); shown as GAL-000001. */
    number: integer('number').primaryKey(),
    kind: receiptKind('kind').notNull(),
    /** The payment (charge, renewal or refund) this document is for: one document per payment. */
    paymentUid: uuid('payment_uid')
      .notNull()
      .unique()
      .references(() => payments.uid),
    userUid: uuid('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What was sold (the formula's name). */
    description: text('description').notNull(),
    /** Cents, VAT included (the amount charged or refunded, always positive). */
    totalCents: integer('total_cents').notNull(),
    exclVatCents: integer('excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** Basis points: 2000 = 20 %. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A credit note: the number of the receipt it credits (null if that charge had none). */
    creditsNumber: integer('credits_number'),
    /** A credit note: why ('cashback', 'duplicate'). */
    reason: text('reason'),
    seller: jsonb('seller').$type<ReceiptSeller>().notNull(),
  },
  (table) => [index('receipts_user_idx').on(table.userUid, table.number)],
);

/**
 * The card on file when the member chose one (change card): renewals charge it. Without a row,
 * the card of the latest successful payment is the card on file (as before members could choose one).
 */
export const billingCards = pgTable('billing_cards', {
  userUid: uuid('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  cardToken: text('card_token').notNull(),
  cardBrand: text('card_brand').notNull(),
  cardLast4: text('card_last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReceiptRow = typeof receipts.$inferSelect;
export type BillingCardRow = typeof billingCards.$inferSelect;
