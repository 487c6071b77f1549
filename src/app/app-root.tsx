import type { ReactNode } from 'react';
// What the browser's entry needs at start-up, named here so that one dynamic import brings it (the
// shell's chunk, vite.config.ts) and React Router stays tree-shaken (a dynamic import of the
// package would keep all of it): its declarative mode only, driven by src/app/router/.
export { whenAuthSettled } from './auth/auth-ref.ts';
export { createBrowserServices } from './browser-services.ts';
export { isChunkLoadError } from './chunk-error.ts';
export { watchFatalErrors } from './fatal-errors.ts';
export { whenIdle } from './idle.ts';
export { readPayload } from './payload.ts';
export { setBrowserRouteContext } from './route-context.ts';
export { createRoutes } from './routes.tsx';
export { createAppRouter } from './router/app-router.ts';
export { browserHistory } from './router/history.ts';
export { resumeResolution } from './router/resolve.ts';
export { RouterView } from './router/router-view.tsx';
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
