import type { PaymentStateAnswer } from '../../../machines/signup/payment-callback.machine.ts';
import { isApiError } from '../../api/errors.ts';
import type { HttpClient } from '../../api/http-client.ts';
import { getSignupPayment } from '../../api/registration.ts';
import { whenAuthSettled, type AuthRef } from '../auth/auth-ref.ts';
import { registrationHref, SIGNUP_PATHS } from './paths.ts';
import { signupStorage } from './storage.ts';

/**
 * The pages' way back to the payment step for an account that never paid (decision 0034):
 * /registration, where a signed-in member who has not paid reads « Terminez votre paiement ». The
 * registration page needs a unique token: this browser's own (kept by the funnel), else the site's
 * (the home page's button); the member's formula is the one that token is for.
 */
export function finishPaymentPath(signupToken: string | null): string {
  let stored: string | null = null;
  try {
    stored = signupStorage(window.localStorage).readUniqueToken();
  } catch {
    // Storage refused (private mode): the site's token.
  }
  return stored ? SIGNUP_PATHS.registration : registrationHref(signupToken);
}

/**
 * The `readPaymentState` actor of the callback and activation machines: where the signed-in
 * member's payment really stands (GET /api/registrations/payment), or 'anonymous' when nobody is
 * signed in in this browser (no token once the auth actor settled, or the server refuses it).
 */
export async function readPaymentState(deps: {
  auth: AuthRef;
  api: () => Promise<HttpClient>;
  signal: AbortSignal;
}): Promise<PaymentStateAnswer> {
  await whenAuthSettled(deps.auth);
  if (deps.auth.getSnapshot().context.token === null) return 'anonymous';
  try {
    return (await getSignupPayment(await deps.api(), { signal: deps.signal })).state;
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return 'anonymous';
    throw error;
  }
}
