import { registrationHref, SIGNUP_PATHS } from './paths.ts';
import { signupStorage } from './storage.ts';

/**
 * An account that never paid (decision 0034) is led back to the payment step: /registration, where
 * a signed-in member who has not paid reads « Terminez votre paiement ». The registration page
 * needs a unique token: this browser's own (kept by the funnel), else the site's (the home page's
 * button); the member's formula is the one that token is for.
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
