import type { AuthContext, AuthInput } from './auth-context.ts';

/**
 * The auth machine's context at start: nothing held yet but what the server saw. One home for it,
 * read by the machine and by the browser's lazy auth actor (src/app/auth/auth-ref.ts), which shows
 * it before XState has loaded — so this module imports no XState.
 */
export function initialAuthContext({ provider, session }: AuthInput): AuthContext {
  return { provider, token: null, receivedAt: null, authInfo: session, metadata: null, pending: null, reason: null, error: null };
}
