import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine, type AuthProviderName, type ReceivedToken } from '../../../machines/auth/auth.machine.ts';
import type { HttpClient } from '../../api/http-client.ts';
import type { AuthInfo } from '../../domain/auth.ts';
import { rememberSession } from './auth-ref.ts';

export { receiveToken, startedWithSession, whenAuthSettled } from './auth-ref.ts';

/**
 * The auth actors of the app, one per provider (docs/product.md#states). In the browser this module
 * loads after start-up with XState (src/app/live-actors.ts); the API calls are imported on first use.
 */

/** A live auth actor; what the app's code takes is the narrower AuthRef (a live actor or the browser's lazy one). */
export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthActors = Readonly<Record<AuthProviderName, AuthActor>>;
export type { AuthRef } from './auth-ref.ts';

export interface AuthDependencies {
  /** The API client of a provider (its bearer token is that provider's). */
  api: (provider: AuthProviderName) => Promise<HttpClient>;
  /** Milliseconds since the epoch: when a token is received. */
  now?: () => number;
}

/** The auth machine with its I/O: the session cookie's token (reconnect) and sign-out. */
export function provideAuthMachine(deps: AuthDependencies) {
  const now = deps.now ?? Date.now;
  return authMachine.provide({
    actors: {
      restoreSession: fromPromise<ReceivedToken, { provider: AuthProviderName }>(async ({ input, signal }) => {
        // Only members have a session cookie; a contact follows tickets with the emailed token.
        if (input.provider !== 'default') throw new Error(`no session to restore for provider '${input.provider}'`);
        const [{ restoreSession }, client] = await Promise.all([import('../../api/auth.ts'), deps.api(input.provider)]);
        const { token } = await restoreSession(client, { signal });
        return { token, receivedAt: now() };
      }),
      endSession: fromPromise<void, { provider: AuthProviderName; token: string | null }>(async ({ input, signal }) => {
        if (input.provider !== 'default' || !input.token) return;
        const [{ signOut }, client] = await Promise.all([import('../../api/auth.ts'), deps.api(input.provider)]);
        await signOut(client, { signal });
      }),
    },
  });
}

/** Server rendering: actors that are never started; their first snapshot shows what the cookie said. */
export function createServerAuthActors(session: AuthInfo | null): AuthActors {
  let contact: AuthActor | undefined;
  return {
    default: rememberSession(createActor(authMachine, { input: { provider: 'default', session } }), session),
    // Made when a contact page reads it, as in the browser: most renders never do.
    get contact() {
      return (contact ??= createActor(authMachine, { input: { provider: 'contact', session: null } }));
    },
  };
}

/** Browser: started actors; the default one reconnects at once when the server saw a session. */
export function createBrowserAuthActors(session: AuthInfo | null, deps: AuthDependencies): AuthActors {
  const machine = provideAuthMachine(deps);
  let contact: AuthActor | undefined;
  return {
    default: rememberSession(createActor(machine, { input: { provider: 'default', session } }).start(), session),
    // The contact provider serves the contact pages only: its actor is made on first use rather
    // than at every page's start-up; it starts signed out either way.
    get contact() {
      return (contact ??= createActor(machine, { input: { provider: 'contact', session: null } }).start());
    },
  };
}
