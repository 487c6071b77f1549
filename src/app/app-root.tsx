import type { ReactNode } from 'react';
// What the browser's entry needs of the router, named here so that the entry's dynamic import of
// this module keeps React Router's tree-shaking (a dynamic import of the package keeps all of it).
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppServicesContext, type AppServices } from './app-context.tsx';
import { FatalErrorBoundary } from '../../views/layout/fatal-error-boundary.tsx';

interface AppRootProps {
  services: AppServices;
  watchFatal?: (onFatal: (error: unknown) => void) => () => void;
  onFatal?: (error: unknown) => void;
  children: ReactNode;
}

/** What wraps the router on both sides: services for views, and the fatal-error screen. */
export function AppRoot({ services, watchFatal, onFatal, children }: AppRootProps) {
  return (
    <AppServicesContext.Provider value={services}>
      <FatalErrorBoundary siteName={services.config.siteName} watch={watchFatal} onError={onFatal}>
        {children}
      </FatalErrorBoundary>
    </AppServicesContext.Provider>
  );
}
