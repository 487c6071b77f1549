import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { snackbarMachine } from '../machines/snackbar.machine.ts';
import type { PublicConfig } from '../src/domain/public-config.ts';

/**
 * What the app shell hands to views: the public configuration and the long-lived actors.
 * Views read snapshots and send events; the app (src/app) creates and wires the actors.
 */
export interface AppServices {
  config: PublicConfig;
  snackbar: ActorRefFrom<typeof snackbarMachine>;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesContext.Provider>');
  return services;
}
