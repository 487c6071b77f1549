import type { PaymentRefusal } from '../../../machines/signup/payment-refusals.ts';
import type { PaymentFailure } from '../../../machines/signup/payment.machine.ts';
import type { RegistrationFailure } from '../../../machines/signup/registration.machine.ts';
import { isApiError } from '../../api/errors.ts';

/** API errors (docs/product.md#errors) → what the signup machines understand, so they never see the HTTP client. */

const UNPROCESSABLE = 422;
/** 409 code: this registration's payment succeeded or is pending; nothing was charged. */
export const ALREADY_PAID_CODE = 'already_paid';

/**
 * A 409 of a paying call (card, subscribe, payment link): `already_paid` → alreadyPaid; any other
 * 409 means an attempt of this registration (possibly this very key) is still running, charged
 * nothing for this request, and may be sent again in a moment → inProgress. Null otherwise.
 */
export function paymentRefusalOf(error: unknown): PaymentRefusal | null {
  if (!isApiError(error) || error.kind !== 'conflict') return null;
  return error.code === ALREADY_PAID_CODE ? { reason: 'alreadyPaid' } : { reason: 'inProgress' };
}

/** GET /api/traffic-tokens/{utk} and /api/formulas/{uid}: unknown is an invalid token for people. */
export function tokenFailureOf(error: unknown): RegistrationFailure {
  return isApiError(error) && error.kind === 'not-found' ? { reason: 'invalidToken' } : { reason: 'unavailable' };
}

/**
 * POST /api/registrations/register, /subscriptions/payment-link, /subscriptions/subscribe (docs/product.md#errors):
 * invalid argument or conflict (a used address) → 'invalid' with the violations; forbidden →
 * 'forbidden'; a type error, not found, server or network error → 'unavailable'.
 */
export function registrationFailureOf(error: unknown): RegistrationFailure {
  if (!isApiError(error)) return { reason: 'unavailable' };
  switch (error.kind) {
    case 'invalid-argument':
    case 'conflict':
      return { reason: 'invalid', violations: error.violations };
    case 'forbidden':
      return { reason: 'forbidden' };
    default:
      return { reason: 'unavailable' };
  }
}

/**
 * POST /api/subscriptions/payment-link and /subscribe: the 409 refusals of a paying call first
 * (paymentRefusalOf), else as registrationFailureOf.
 */
export function payingFailureOf(error: unknown): RegistrationFailure {
  return paymentRefusalOf(error) ?? registrationFailureOf(error);
}

/**
 * POST /api/payments/card: the 409 refusals first (paymentRefusalOf); a provider decline carries
 * its code (docs/product.md#errors); rejected fields their violations. A 422 (this idempotency key was used for another
 * request) is an answered refusal: the next request needs a new key. Anything else (network,
 * timeout, 5xx) has an unknown outcome: the same key must go again.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  const refusal = paymentRefusalOf(error);
  if (refusal) return refusal;
  if (!isApiError(error)) return { reason: 'unavailable' };
  if (error.kind === 'payment') return { reason: 'declined', code: error.code, message: error.message };
  if (error.kind === 'invalid-argument') return { reason: 'invalid', violations: error.violations };
  if (error.kind === 'process' && error.status === UNPROCESSABLE) return { reason: 'invalid', violations: [] };
  return { reason: 'unavailable' };
}
