/**
 * The two refusals every paying call may get since one registration has one payment object
 * (docs/decisions/0012-signup-client.md amendment of 2026-11-23):
 * - `alreadyPaid` (409 `already_paid`): a payment of this registration succeeded or is pending; the
 *   server charged nothing. Not a card error, never retried: the member goes on to the welcome page.
 * - `inProgress` (any other 409): another attempt of this registration is running (another tab, the
 *   hosted page, a request whose answer was lost). Neither a failure nor a success: the machine
 *   waits `PAYMENT_BUSY_RETRY_MS` and sends the same request again (same idempotency key), at most
 *   `PAYMENT_BUSY_RETRIES` times, then tells the member.
 */
export type PaymentRefusal = { reason: 'alreadyPaid' } | { reason: 'inProgress' };

/** Wait between two tries while another attempt runs (a card charge takes a second or two). */
export const PAYMENT_BUSY_RETRY_MS = 2000;
/** Tries after the first refusal before the member is told (about 10 s in all). */
export const PAYMENT_BUSY_RETRIES = 5;

/** The refusal `error` carries, if it is one of these two. */
export function paymentRefusalOf(error: unknown): PaymentRefusal | null {
  if (typeof error !== 'object' || error === null || !('reason' in error)) return null;
  const { reason } = error as { reason: unknown };
  return reason === 'alreadyPaid' || reason === 'inProgress' ? { reason } : null;
}

export const isAlreadyPaid = (error: unknown): boolean => paymentRefusalOf(error)?.reason === 'alreadyPaid';
export const isInProgress = (error: unknown): boolean => paymentRefusalOf(error)?.reason === 'inProgress';
