import { authInfoFromToken, hasSomeRole, tryDecodeToken } from '../../../machines/auth/token.ts';
import type { SignupAccount } from '../../../machines/signup/registration.machine.ts';
import { restoreSession } from '../../api/auth.ts';
import type { HttpClient } from '../../api/http-client.ts';
import type { AuthInfo } from '../../domain/auth.ts';
import { receiveToken, whenAuthSettled, type AuthRef } from '../auth/auth-ref.ts';
import type { SignupStore } from './storage.ts';

type AccountStore = Pick<SignupStore, 'readUser' | 'readPaymentResult'>;

/**
 * Who opens /registration, from what the browser knows (decision 0012 amendment): the
 * signed-in token's acl (VIP: nothing to pay), the account this browser registered (docs/product.md#entities user data),
 * and the payment result its callback stored (1: back from a successful payment). Any other member
 * signed in is offered to finish the payment; nobody, or a staff account, gets the form.
 */
export function signupAccountOf(auth: AuthInfo | null, store: AccountStore): SignupAccount {
  if (auth === null) return { kind: 'none' };
  if (hasSomeRole(auth.acl, ['vip'])) return { kind: 'vip' };
  // Staff accounts never subscribe: the form, as before.
  if (hasSomeRole(auth.acl, ['coach', 'analyst', 'editor', 'admin'])) return { kind: 'none' };
  // Any other signed-in member has not paid yet: finish the payment, whichever browser
  // registered them. Only this browser's callback can say a payment was just made.
  const registeredHere = store.readUser()?.uid === auth.user.uid;
  return { kind: 'registered', uid: auth.user.uid, paymentReceived: registeredHere && store.readPaymentResult() === 1 };
}

/**
 * The `readAccount` actor of the registration machine. Back (or a tab restored from the HTTP cache)
 * may show a page rendered before the member signed in: when the auth actor has no one but this
 * browser registered someone, the session cookie is asked once (POST /api/auth/session), and a
 * token it gives is handed to the auth actor, so the page and the header see the member.
 */
export async function readSignupAccount(deps: {
  auth: AuthRef;
  api: () => Promise<HttpClient>;
  store: AccountStore;
  signal: AbortSignal;
}): Promise<SignupAccount> {
  await whenAuthSettled(deps.auth);
  const known = deps.auth.getSnapshot().context.authInfo;
  if (known !== null || deps.store.readUser() === null) return signupAccountOf(known, deps.store);
  try {
    const { token } = await restoreSession(await deps.api(), { signal: deps.signal });
    const decoded = tryDecodeToken(token);
    if (decoded === null) return { kind: 'none' };
    receiveToken(deps.auth, token);
    return signupAccountOf(authInfoFromToken(decoded), deps.store);
  } catch {
    // No session (expired, signed out elsewhere): a newcomer's form.
    return { kind: 'none' };
  }
}
