import { createContext, useContext } from 'react';
import type { AuthProviderName } from '../../machines/auth/auth.machine.ts';
import { UNKNOWN_PROVIDER_ERROR } from '../../machines/auth/token.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import type { AuthRef } from './auth/auth-ref.ts';
import type { SnackbarRef } from './snackbar-ref.ts';

export type AuthActorRef = AuthRef;

/**
 * What the app shell hands to views: the public configuration and the long-lived actors.
 * Views read snapshots and send events; the app (src/app) creates and wires the actors. In the
 * browser they show what the server rendered until XState has loaded (lazy-actor.ts).
 */
export interface AppServices {
  config: PublicConfig;
  snackbar: SnackbarRef;
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
  const { auth } = useAppServices();
  // The services hold one actor per provider: the machine's own list (AUTH_PROVIDERS), without loading the machine.
  if (!Object.hasOwn(auth, provider)) throw new Error(UNKNOWN_PROVIDER_ERROR);
  return auth[provider as AuthProviderName];
}
