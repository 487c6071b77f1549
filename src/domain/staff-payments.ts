import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * GET /api/staff/payments/duplicates (role coach): second successes of one registration's payment
 * object (hosted page and card form racing), each refunded automatically; `refund` null means the
 * refund is still to be made (refused or cut short: the payments job tries again).
 */
export const duplicatePaymentSchema = lazySchema(() =>
  z.object({
    /** The duplicate charge. */
    paymentUid: z.uuid(),
    /** The registration's payment object, and the payment it kept. */
    intentUid: z.uuid(),
    keptPaymentUid: z.uuid(),
    /** The member (null once the profile was erased). */
    userUid: z.uuid().nullable(),
    email: z.string().nullable(),
    /** Cents. */
    amount: z.number().int(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    /** ISO 8601. */
    chargedAt: z.string(),
    refund: z.object({ uid: z.uuid(), amount: z.number().int(), refundedAt: z.string() }).nullable(),
  }),
);
export type DuplicatePayment = z.infer<typeof duplicatePaymentSchema>;

/** Newest first, at most DUPLICATES_LIMIT. */
export const duplicatePaymentListSchema = lazySchema(() => z.object({ items: z.array(duplicatePaymentSchema) }));
export type DuplicatePaymentList = z.infer<typeof duplicatePaymentListSchema>;

export const DUPLICATES_LIMIT = 200;
