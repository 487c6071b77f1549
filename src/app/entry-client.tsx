// First: before any module that builds a zod schema (see the module).
import './zod-jitless.ts';
import './app.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { evaluateStartupChunks, preloadStartupChunks } from './startup-chunks.ts';

declare global {
  interface Window {
    /** docs/product.md#states: a mount failure is recorded here (and logged) for monitoring and tests. */
    __GALANT_MOUNT_ERROR__?: string;
  }
}

/**
 * Start-up in steps. The entry itself is a few lines: the server's HTML is painted
 * first; then their chunks are fetched together (the list the server wrote, decision 0026) and,
 * once all have arrived, React, the router, the shell and the page are each evaluated in their
 * own task, with the main thread given back in between, so input and paint get through and no
 * step is a long task.
 */

/** Resolves once the browser has painted the server's HTML (or after 100 ms where no frame comes, a hidden tab). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/**
 * Gives the main thread back between two steps (start-up, actors, each API answer):
 * `scheduler.yield` keeps our place in the queue. Without it, a timer; but not in a hidden page,
 * which has no input or paint to let through and whose timers wait up to a second.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Set once the page is hydrated (or mounted): a later step that fails must not replace a working page. */
let mounted = false;

async function start(): Promise<void> {
  await afterFirstPaint();
  // An optimisation: if it fails, each import fetches its own chunks. Nothing is evaluated before
  // every chunk linked here has arrived and been parsed (see `preloadStartupChunks`).
  await preloadStartupChunks(document, yieldToMain).catch((error: unknown) => console.warn('Start-up chunks not preloaded', error));
  const { hydrateRoot, createRoot } = await import('react-dom/client');
  await yieldToMain();
  // The shell's chunk (vite.config.ts): the router and the app's own start-up modules.
  const {
    AppRoot,
    browserHistory,
    createAppRouter,
    createBrowserServices,
    createRoutes,
    isChunkLoadError,
    readPayload,
    resumeResolution,
    RouterView,
    setBrowserRouteContext,
    watchFatalErrors,
    whenAuthSettled,
    whenIdle,
  } = await import('./app-root.tsx');
  await yieldToMain();

  const container = document.getElementById('root');
  const payload = readPayload(document);
  if (!container || !payload) throw new Error('the page has no app container or no server payload');

  // Reconnect (docs/product.md#states): the server saw a session cookie; the default auth actor shows it at once and
  // fetches the token (POST /api/auth/session), then connects or disconnects.
  const services = createBrowserServices(payload.config, window, { session: payload.auth, pause: yieldToMain });
  const { auth } = services;
  setBrowserRouteContext({
    // Loaders wait for the token while the session is being restored, so member data loads signed in.
    api: async () => {
      // A session being restored needs the live auth actor (XState loads after start-up).
      if (auth.default.getSnapshot().hasTag('busy')) await services.startActors();
      await whenAuthSettled(auth.default);
      return services.api();
    },
    auth: () => auth.default.getSnapshot().context.authInfo,
    authFor: (provider) => auth[provider].getSnapshot().context.authInfo,
  });
  await yieldToMain();
  const routes = createRoutes({ liveActors: services.startActors });
  const watchFatal = watchFatalErrors(window, isChunkLoadError);
  await yieldToMain();

  // App start (docs/product.md#states): hydrate what the server rendered (its loaders' data, the
  // matched pages' code loaded first), mount client-only otherwise (the address is resolved then).
  const served = payload.rendered ? payload.route : undefined;
  // The listed chunks evaluated one per task, not all at once when the page is imported (every
  // chunk has arrived by now), a member's live actors' too: evaluated after hydration started, they
  // met its slices and the member's first API calls (decision 0026).
  await evaluateStartupChunks(document, yieldToMain).catch((error: unknown) => console.warn('Start-up chunks not evaluated', error));
  const initial = served ? await resumeResolution(routes, window.location.pathname, served) : undefined;
  await yieldToMain();
  const router = createAppRouter({
    history: browserHistory(window),
    routes,
    ...(initial ? { initial } : {}),
  });
  await yieldToMain();
  const app = (
    <StrictMode>
      <MarkHydrated>
        <AppRoot services={services} watchFatal={watchFatal} onFatal={(error) => console.error(error)}>
          <RouterView router={router} />
        </AppRoot>
      </MarkHydrated>
    </StrictMode>
  );
  // Hydration as a transition: React then hydrates in slices of a few milliseconds and
  // lets input and paint through, instead of one long task per page; the server's HTML stays
  // on screen meanwhile.
  // A recoverable error (the page's state moved between the server's render and hydration, e.g.
  // the session refresh answered first and the member is now VIP) makes React render that part
  // again in the browser: the page goes on, so it is logged, not reported as a fatal error.
  const onRecoverableError = (error: unknown) => console.warn('Hydration recovered: rendered again in the browser', error);
  if (initial) startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  else createRoot(container).render(app);
  mounted = true;

  // The live auth and snackbar actors (XState and the machines), out of the first load:
  // at once for a member (the session's token is fetched from the cookie: docs/product.md#states reconnect), when idle
  // for a visitor. Until then the layout shows what the server rendered; a page that needs them waits.
  const startActors = () => services.startActors().catch((error: unknown) => console.error('Actors not started', error));
  if (payload.auth !== null) void startActors();
  else void whenIdle(window, 2000).then(startActors);

  // What the page needs once it runs (session watch, chunk watch, language cookie): when idle;
  // its chunk tried once more if it did not arrive (the page must not run without them).
  const loadAfterStart = () => whenIdle(window, 1000).then(() => import('./after-start.ts'));
  void loadAfterStart()
    .catch(loadAfterStart)
    .then(({ afterStart }) => afterStart(services, router, payload.auth !== null))
    .catch((error: unknown) => console.error('Error after start-up', error));

  // Third parties only with the visitor's consent (decision 0022): a lazy chunk, the banner another.
  void whenIdle(window, 1000)
    .then(() => import('./consent/third-parties.ts'))
    .then((module) => module.startThirdParties(document, window, payload.config))
    .catch((error: unknown) => console.error('Third parties not started', error));
  // Preloading (docs/product.md#limits): the code of the routes linked from the page, one second after load, downloaded
  // but not run; an optimisation, whose failures stay silent.
  const { prefetchLinkedRoutes } = await import('./preload.ts');
  void prefetchLinkedRoutes(routes).catch(() => undefined);
}

start().catch(async (error: unknown) => {
  // After the mount (the session watch, the chunk watch, the prefetch's code failing to arrive):
  // the page works; it keeps running and the failure is logged.
  if (mounted) {
    console.error('Error after start-up', error);
    return;
  }
  window.__GALANT_MOUNT_ERROR__ = error instanceof Error ? error.message : String(error);
  console.error('Error while mounting app', error);
  try {
    const [{ createRoot }, { ErrorScreen }] = await Promise.all([
      import('react-dom/client'),
      import('../../views/components/error-screen.tsx'),
    ]);
    const container = document.getElementById('root') ?? document.body;
    createRoot(container).render(<ErrorScreen status={500} siteName={document.title.split(' – ')[0] || 'Galant'} />);
  } catch (failure) {
    // The error screen's own code did not arrive either: the server's HTML stays.
    console.error('Error screen unavailable', failure);
  }
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
