// First: before any module that builds a zod schema (see the module).
import './zod-jitless.ts';
import './app.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { ErrorScreen } from '../../views/components/error-screen.tsx';
import { t } from '../i18n/index.ts';
import { AppRoot } from './app-root.tsx';
import { whenAuthSettled } from './auth/auth-actors.ts';
import { watchSession } from './auth/session-watch.ts';
import { isChunkLoadError, watchChunkErrors } from './chunk-error.ts';
import { watchFatalErrors } from './fatal-errors.ts';
import { ensureLanguageCookie } from './language-cookie.ts';
import { readPayload } from './payload.ts';
import { documentLinks, schedulePreload } from './preload.ts';
import { setBrowserRouteContext } from './route-context.ts';
import { createRoutes } from './routes.tsx';
import { createBrowserServices } from './browser-services.ts';

declare global {
  interface Window {
    /** docs/product.md#states: a mount failure is recorded here (and logged) for monitoring and tests. */
    __GALANT_MOUNT_ERROR__?: string;
  }
}

/** Loads the lazy modules of the routes that match `path`, so hydration finds them ready. */
async function loadRouteModules(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  const payload = readPayload(document);
  if (!container || !payload) throw new Error('the page has no app container or no server payload');

  // Reconnect (docs/product.md#states): the server saw a session cookie; the default auth actor shows it at once and
  // fetches the token (POST /api/auth/session), then connects or disconnects.
  const services = createBrowserServices(payload.config, window, { session: payload.auth });
  const { auth } = services;
  setBrowserRouteContext({
    // Loaders wait for the token while the session is being restored, so member data loads signed in.
    api: async () => {
      await whenAuthSettled(auth.default);
      return services.api();
    },
    auth: () => auth.default.getSnapshot().context.authInfo,
    authFor: (provider) => auth[provider].getSnapshot().context.authInfo,
  });
  const routes = createRoutes();
  const watchFatal = watchFatalErrors(window, isChunkLoadError);
  const app = (router: ReturnType<typeof createBrowserRouter>): ReactNode => (
    <StrictMode>
      <MarkHydrated>
        <AppRoot services={services} watchFatal={watchFatal} onFatal={(error) => console.error(error)}>
          <RouterProvider router={router} />
        </AppRoot>
      </MarkHydrated>
    </StrictMode>
  );

  // App start (docs/product.md#states): hydrate what the server rendered, mount client-only otherwise.
  if (payload.rendered) await loadRouteModules(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  // Hydration as a transition (issue 13): React then hydrates in slices of a few milliseconds and
  // lets input and paint through, instead of one long task per page; the server's HTML stays
  // on screen meanwhile.
  if (payload.rendered) startTransition(() => void hydrateRoot(container, app(router)));
  else createRoot(container).render(app(router));

  // What a page does when the session ends: sign-out leaves guarded pages, a lost session re-runs the guards.
  watchSession(auth.default, router, {
    signedOut: () => services.snackbar.send({ type: 'snackbar.show', snackbar: { message: t('auth.session.signedOut'), type: 'info' } }),
    sessionLost: () => services.snackbar.send({ type: 'snackbar.show', snackbar: { message: t('auth.session.lost'), type: 'warning' } }),
  });

  // A chunk that failed to load (new deployment) reloads to the page the user was going to.
  watchChunkErrors(window, (targetPath) => {
    void services.buildWatcher?.then((watcher) => watcher.send({ type: 'chunk.loadFailed', targetPath }));
    return true;
  });
  ensureLanguageCookie(document);
  // Third parties only with the visitor's consent (decision 0022): a lazy chunk, the banner another.
  void import('./consent/third-parties.ts').then((module) => module.startThirdParties(document, window, payload.config));
  // Preloading (docs/product.md#limits): the code of the routes linked from the page, one second after load.
  schedulePreload({ win: window, collectLinks: () => documentLinks(document), preload: (path) => loadRouteModules(routes, path) });
}

start().catch((error: unknown) => {
  window.__GALANT_MOUNT_ERROR__ = error instanceof Error ? error.message : String(error);
  console.error('Error while mounting app', error);
  const container = document.getElementById('root') ?? document.body;
  createRoot(container).render(<ErrorScreen status={500} siteName={document.title.split(' – ')[0] || 'Galant'} />);
});

/**
 * `<html data-hydrated="true">` once the app is committed and its effects (the fatal-error watch
 * among them) are running: hydration is a transition, so it ends after the call that starts it.
 * A parent's effects run after its children's, so this one comes last.
 */
function MarkHydrated({ children }: { children: ReactNode }): ReactNode {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}
