import { hasSomeRole, tryDecodeToken } from '../../../machines/auth/token.ts';
import { restoreSession } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import type { HttpClient } from '../../api/http-client.ts';
import { receiveToken, whenAuthSettled, type AuthRef } from '../auth/auth-ref.ts';

/**
 * Waits until the signed-in account is VIP (docs/product.md#states: the provider's notification activates it a minute
 * or two after payment). It asks the session cookie for a fresh access token every few seconds —
 * the token carries the current roles — and hands the VIP one to the auth actor, so every page
 * sees the new role at once. The `awaitActivation` (activation machine) and `awaitPayment`
 * (payment machine, Pending) actors both use it.
 */

export const ACTIVATION_POLL_MS = 2000;
/** After this the page says it takes longer (login may wait up to 5 minutes, docs/product.md#limits) and offers to check again. */
export const ACTIVATION_PATIENCE_MS = 90_000;

export interface WaitForVipOptions {
  api: () => Promise<HttpClient>;
  auth: AuthRef;
  signal: AbortSignal;
  pollMs?: number;
  patienceMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const isVip = (token: string | null): boolean => token !== null && hasSomeRole(tryDecodeToken(token)?.acl ?? {}, ['vip']);

export async function waitForVip({
  api,
  auth,
  signal,
  pollMs = ACTIVATION_POLL_MS,
  patienceMs = ACTIVATION_PATIENCE_MS,
}: WaitForVipOptions): Promise<void> {
  await whenAuthSettled(auth);
  if (isVip(auth.getSnapshot().context.token)) return;
  const deadline = Date.now() + patienceMs;
  const client = await api();
  for (;;) {
    try {
      const { token } = await restoreSession(client, { signal });
      if (isVip(token)) {
        receiveToken(auth, token, 'refresh');
        return;
      }
    } catch (error) {
      if (signal.aborted) throw error;
      // No session in this browser: only signing in (once the e-mail came) will do.
      if (isApiError(error) && error.kind === 'unauthorized') throw { reason: 'signedOut' as const };
      // Anything else (network, 5xx) is retried until patience runs out.
    }
    if (Date.now() + pollMs > deadline) throw new Error('The account is not active yet');
    await pause(pollMs, signal);
  }
}
