import { createActor } from 'xstate';
import type { AuthProviderName } from '../../machines/auth/auth.machine.ts';
import { snackbarMachine } from '../../machines/snackbar.machine.ts';
import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import { createBrowserAuthActors, type AuthActors } from './auth/auth-actors.ts';

/**
 * The browser's long-lived actors, made once start-up is over (issue 13): this module brings XState
 * and the machines; src/app/browser-services.ts loads it and hands the actors to its lazy ones.
 */
export interface LiveActors {
  auth: AuthActors;
  snackbar: ReturnType<typeof createActor<typeof snackbarMachine>>;
  stop: () => void;
}

export function makeLiveActors(session: AuthInfo | null, api: (provider: AuthProviderName) => Promise<HttpClient>): LiveActors {
  const auth = createBrowserAuthActors(session, { api });
  const snackbar = createActor(snackbarMachine).start();
  return {
    auth,
    snackbar,
    stop: () => {
      snackbar.stop();
      auth.default.stop();
      auth.contact.stop();
    },
  };
}
