import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { assertAuthProvider, type authMachine, type AuthProviderName } from '../../machines/auth/auth.machine.ts';
import type { snackbarMachine } from '../../machines/snackbar.machine.ts';
import type { PublicConfig } from '../domain/public-config.ts';

export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/**
 * What the app shell hands to views: the public configuration and the long-lived actors.
 * Views read snapshots and send events; the app (src/app) creates and wires the actors.
 */
export interface AppServices {
  config: PublicConfig;
  snackbar: ActorRefFrom<typeof snackbarMachine>;
  /** docs/product.md#states: one auth actor per provider. */
  auth: Readonly<Record<AuthProviderName, AuthActorRef>>;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesContext.Provider>');
  return services;
}

/** The auth actor of a provider; an unknown provider throws "The provider doesn't exist" (docs/product.md#errors). */
export function useAuthActor(provider: string = 'default'): AuthActorRef {
  return useAppServices().auth[assertAuthProvider(provider)];
}
