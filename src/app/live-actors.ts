import { createActor } from 'xstate';
import type { AuthProviderName } from '../../machines/auth/auth.machine.ts';
import { snackbarMachine } from '../../machines/snackbar.machine.ts';
import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import { createBrowserAuthActors, type AuthActors } from './auth/auth-actors.ts';

/**
 * The browser's long-lived actors, made once start-up is over: this module brings XState
 * and the machines; src/app/browser-services.ts loads it and hands the actors to its lazy ones.
 */
export interface LiveActors {
  auth: AuthActors;
  snackbar: ReturnType<typeof createActor<typeof snackbarMachine>>;
  stop: () => void;
}

export function makeLiveActors(session: AuthInfo | null, api: (provider: AuthProviderName) => Promise<HttpClient>): LiveActors {
  const auth = createBrowserAuthActors(session, { api });
  // Made on first use, like the contact auth actor: startActors makes each in a task of its own.
  let snackbar: LiveActors['snackbar'] | undefined;
  return {
    auth,
    get snackbar() {
      return (snackbar ??= createActor(snackbarMachine).start());
    },
    stop: () => {
      snackbar?.stop();
      auth.default.stop();
      auth.contact.stop();
    },
  };
}
