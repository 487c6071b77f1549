/**
 * Header every charging call (card payment, subscribe, card change) must carry: a retry reuses the
 * same value. Apart from payment.ts so the HTTP client can name it without the payment schemas.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A fresh key for one submission of a charging form (a retry of that submission reuses it). */
export const newSubmissionKey = (): string => crypto.randomUUID();
