import { z } from 'zod';
import { creditCardSchema } from './payment.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The billing space: card on file, payment history, receipts and credit notes, change
 * of card. Shared by the server (answers) and the client (parsing). Amounts are cents.
 */

/** France's standard rate, in basis points (20 %). Prices are VAT-inclusive. */
export const FRENCH_VAT_RATE_BP = 2000;

export interface VatBreakdown {
  totalCents: number;
  exclVatCents: number;
  vatCents: number;
  vatRateBp: number;
}

/**
 * Splits a VAT-inclusive amount, exactly, in integer cents: the amount excluding VAT is
 * total × 10000 / (10000 + rate) rounded to the nearest cent, halves up; the VAT is the rest, so
 * excl + VAT = total always (the member paid the total, nothing may be lost to rounding).
 * 9,99 € at 20 % → 8,33 € + 1,66 €; 1,00 € → 0,83 € + 0,17 €.
 */
export function splitVat(totalCents: number, vatRateBp = FRENCH_VAT_RATE_BP): VatBreakdown {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`amount ${totalCents} is not a number of cents`);
  const base = 10_000 + vatRateBp;
  // floor((2·total·10000 + base) / (2·base)) = round half up of total·10000/base, in integers.
  const exclVatCents = Math.floor((2 * totalCents * 10_000 + base) / (2 * base));
  return { totalCents, exclVatCents, vatCents: totalCents - exclVatCents, vatRateBp };
}

const RECEIPT_PREFIX = 'GAL-';

/** The printed number of a document: GAL- and six digits at least (GAL-000042). */
export const formatReceiptNumber = (number: number): string => `${RECEIPT_PREFIX}${String(number).padStart(6, '0')}`;

/** The sequence number of a printed one, or null (a malformed one). */
export function parseReceiptNumber(text: string): number | null {
  const match = /^GAL-(\d{6,9})$/.exec(text);
  if (match === null) return null;
  const number = Number(match[1]);
  return number >= 1 ? number : null;
}

export const cardOnFileSchema = lazySchema(() =>
  z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    /** Null for a card saved before its expiry was kept (paid on the hosted page, or before expiries were kept). */
    expMonth: z.number().int().min(1).max(12).nullable(),
    expYear: z.number().int().nullable(),
  }),
);
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

export const documentSchema = lazySchema(() =>
  z.object({
    number: z.string(),
    kind: z.enum(['receipt', 'credit_note']),
    /** The PDF's path on our API. */
    href: z.string().regex(/^\/api\/billing\/receipts\/GAL-\d+\.pdf$/),
  }),
);
export type BillingDocument = z.infer<typeof documentSchema>;

/** One line of the payment history: a charge, a renewal or a refund. */
export const historyEntrySchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    date: z.iso.datetime({ offset: true }),
    kind: z.enum(['charge', 'renewal', 'refund']),
    /** A refund: why (the cashback, a duplicate charge given back, or a withdrawal: decision 0021). */
    reason: z.enum(['cashback', 'duplicate', 'withdrawal']).nullable(),
    /** Cents, positive; a refund gives it back. */
    amount: z.number().int(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    cardLast4: z.string().nullable(),
    document: documentSchema.nullable(),
  }),
);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/billing. */
export const billingSchema = lazySchema(() =>
  z.object({
    card: cardOnFileSchema.nullable(),
    history: z.array(historyEntrySchema),
  }),
);
export type Billing = z.infer<typeof billingSchema>;

/**
 * POST /api/billing/card (Idempotency-Key header): the same card rules as the payment form. The
 * holder's name is asked again (the provider wants it; we keep none of it). `token`: the signed
 * link of a failed-renewal e-mail, for a member who is not signed in.
 */
export const changeCardRequestSchema = lazySchema(() =>
  z.object({
    creditCard: creditCardSchema,
    token: z.string().max(2000).optional(),
  }),
);
export type ChangeCardRequest = z.input<typeof changeCardRequestSchema>;

export const changeCardResponseSchema = lazySchema(() => z.object({ card: cardOnFileSchema }));
export type ChangeCardResponse = z.infer<typeof changeCardResponseSchema>;

/** GET /api/billing/card-link?token=… : whose card the link changes (no sign-in). */
export const cardLinkSchema = lazySchema(() => z.object({ card: cardOnFileSchema.nullable(), email: z.string() }));
export type CardLink = z.infer<typeof cardLinkSchema>;
