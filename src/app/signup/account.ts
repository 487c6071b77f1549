import { hasSomeRole } from '../../../machines/auth/token.ts';
import type { SignupAccount } from '../../../machines/signup/registration.machine.ts';
import type { AuthInfo } from '../../domain/auth.ts';
import type { SignupStore } from './storage.ts';

/**
 * Who opens /registration, from what the browser knows (issue 12, decision 0012 amendment): the
 * signed-in token's acl (VIP: nothing to pay), the account this browser registered (§3 user data),
 * and the payment result its callback stored (1: back from a successful payment). Someone else
 * signed in — or nobody — gets the form, as a newcomer.
 */
export function signupAccountOf(auth: AuthInfo | null, store: Pick<SignupStore, 'readUser' | 'readPaymentResult'>): SignupAccount {
  if (auth === null) return { kind: 'none' };
  if (hasSomeRole(auth.acl, ['vip'])) return { kind: 'vip' };
  if (store.readUser()?.uid !== auth.user.uid) return { kind: 'none' };
  return { kind: 'registered', uid: auth.user.uid, paymentReceived: store.readPaymentResult() === 1 };
}
