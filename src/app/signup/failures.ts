import type { PaymentFailure } from '../../../machines/signup/payment.machine.ts';
import type { RegistrationFailure } from '../../../machines/signup/registration.machine.ts';
import { isApiError } from '../../api/errors.ts';

/** API errors (§8) → what the signup machines understand, so they never see the HTTP client. */

const UNPROCESSABLE = 422;

/** GET /api/traffic-tokens/{utk} and /api/formulas/{uid}: unknown is an invalid token for people. */
export function tokenFailureOf(error: unknown): RegistrationFailure {
  return isApiError(error) && error.kind === 'not-found' ? { reason: 'invalidToken' } : { reason: 'unavailable' };
}

/**
 * POST /api/registrations/register, /subscriptions/payment-link, /subscriptions/subscribe (§8):
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
 * POST /api/payments/card: a provider decline carries its §8 code; rejected fields their
 * violations. A 422 (this idempotency key was used for another request) is an answered refusal:
 * the next request needs a new key. Anything else (network, timeout, 409 still running, 5xx) has
 * an unknown outcome: the same key must go again.
 */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (!isApiError(error)) return { reason: 'unavailable' };
  if (error.kind === 'payment') return { reason: 'declined', code: error.code, message: error.message };
  if (error.kind === 'invalid-argument') return { reason: 'invalid', violations: error.violations };
  if (error.kind === 'process' && error.status === UNPROCESSABLE) return { reason: 'invalid', violations: [] };
  return { reason: 'unavailable' };
}
