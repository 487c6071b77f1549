import { createActor } from 'xstate';
import { snackbarMachine } from '../../machines/snackbar.machine.ts';
import type { AppServices } from './app-context.tsx';
import type { AuthInfo } from '../domain/auth.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import { createServerAuthActors } from './auth/auth-actors.ts';

/**
 * Server side: actors are created but never started (rendering reads their first snapshot).
 * `session` is what the session cookie says, so the first render already shows the member.
 */
export function createServerServices(config: PublicConfig, session: AuthInfo | null = null): AppServices {
  return { config, snackbar: createActor(snackbarMachine), auth: createServerAuthActors(session) };
}
