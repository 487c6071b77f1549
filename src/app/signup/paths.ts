/**
 * Paths of the signup funnel (docs/product.md#routes), in one place for the machines' navigation actions and the
 * pages' links. Kept free of imports: the home page links here from the entry's first screen.
 */
export const SIGNUP_PATHS = {
  registration: '/registration',
  payment: '/registration/payment',
  callback: '/callback/payment',
  welcome: '/registration/welcome',
} as const;

/** The home page's "need a coach?" button: /registration with the campaign's traffic token (utk). */
export function registrationHref(signupToken: string | null): string {
  return signupToken ? `${SIGNUP_PATHS.registration}?utk=${encodeURIComponent(signupToken)}` : SIGNUP_PATHS.registration;
}

/** callback-payment (docs/product.md#routes): success and cashback as 1 or 0. */
export function paymentCallbackHref(result: { success: boolean; cashback: boolean }): string {
  return `${SIGNUP_PATHS.callback}?success=${result.success ? 1 : 0}&cashback=${result.cashback ? 1 : 0}`;
}

/** Where the hosted page's "cancel" comes back: callback-payment, saying no payment was made. */
export function paymentCancelledCallbackHref(cashback: boolean): string {
  return `${paymentCallbackHref({ success: false, cashback })}&cancelled=1`;
}

/** Query of /registration once a payment was cancelled: the payment step says nothing was charged. */
export const PAYMENT_CANCELLED_NOTICE = 'annule';

/** Back to the payment step after a cancel (the unique token comes from storage, docs/product.md#entities). */
export function paymentStepAfterCancelHref(): string {
  return `${SIGNUP_PATHS.registration}?paiement=${PAYMENT_CANCELLED_NOTICE}`;
}

/** The welcome page of a payment result (docs/product.md#routes /registration/welcome/success|failure). */
export function welcomeHref(result: 'success' | 'failure'): string {
  return `${SIGNUP_PATHS.welcome}/${result}`;
}

/** Query of the welcome page when a paying call was refused because the payment was already received. */
export const ALREADY_PAID_NOTICE = 'deja-paye';

/** /registration/welcome saying that the registration's payment had already been received. */
export function alreadyPaidHref(): string {
  return `${SIGNUP_PATHS.welcome}?info=${ALREADY_PAID_NOTICE}`;
}

/** /registration/{result} (docs/product.md#routes): an unrecoverable payment error shows its code (docs/product.md#errors) there. */
export function registrationResultHref(result: 'success' | 'failure', code?: string): string {
  return `${SIGNUP_PATHS.registration}/${result}${code ? `?code=${encodeURIComponent(code)}` : ''}`;
}
