import type { AuthEvent, AuthProviderName } from '../../machines/auth/auth.machine.ts';
import type { SnackbarEvent, SnackbarRequest } from '../../machines/snackbar.machine.ts';
import type { AppServices } from './app-context.tsx';
import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { BuildWatcher } from './build-watcher.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import { initialAuthSnapshot, receiveToken, rememberSession, type AuthSnapshot } from './auth/auth-ref.ts';
import { whenIdle } from './idle.ts';
import { lazyActor, type LazyActor } from './lazy-actor.ts';
import type { LiveActors } from './live-actors.ts';
import { initialSnackbarSnapshot, type SnackbarSnapshot } from './snackbar-ref.ts';

/** Any script may raise a snackbar by dispatching this event on window with a SnackbarRequest. */
export const SNACKBAR_EVENT = 'galant:snackbar';

export interface BrowserServiceOptions {
  /** The signed-in state the server rendered (page payload): the default auth actor reconnects. */
  session?: AuthInfo | null;
  /**
   * Gives the main thread back between two steps: a module evaluated and its first actor made, two
   * actors made, an API answer received, checked and handed over (the entry's `yieldToMain`); a
   * new task by default.
   */
  pause?: () => Promise<void>;
}

export interface BrowserServices extends AppServices {
  auth: Readonly<Record<AuthProviderName, LazyActor<AuthSnapshot, AuthEvent>>>;
  snackbar: LazyActor<SnackbarSnapshot, SnackbarEvent>;
  /**
   * Makes the live auth (both providers) and snackbar actors, loading XState and the machines
   * (after start-up, not in the home page's first load). Pages other than the ones that
   * only read the signed-in state wait for it (src/app/routes.tsx); sending an event also makes them.
   */
  startActors: () => Promise<void>;
  /** The tab's API client (default provider), loaded on first use (keeps it and its schemas out of the entry bundle). */
  api: () => Promise<HttpClient>;
  /** The API client of a provider: its bearer token and next-token refreshes are that provider's (docs/product.md#roles). */
  apiFor: (provider: AuthProviderName) => Promise<HttpClient>;
  /** The build watcher, loaded and started when the page is idle after start-up (off the entry); null in development. */
  buildWatcher: Promise<BuildWatcher> | null;
  stop: () => void;
}

/** Browser side: the long-lived actors of the app, wired to the window; their code loads after start-up. */
export function createBrowserServices(config: PublicConfig, win: Window, options: BrowserServiceOptions = {}): BrowserServices {
  const session = options.session ?? null;
  const pause = options.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  let liveActors: Promise<LiveActors> | null = null;
  // Evaluating the module (XState's first use, the machines) and making the first actor are each
  // a task of their own (together, one of a visitor's longest tasks after start-up).
  const live = (): Promise<LiveActors> =>
    (liveActors ??= import('./live-actors.ts').then(
      async ({ makeLiveActors }) => {
        await pause();
        return makeLiveActors(session, apiFor);
      },
      (error: unknown) => {
        liveActors = null;
        throw error;
      },
    ));
  // Until XState has loaded, each shows the snapshot its machine starts with: what the server rendered.
  const auth = {
    default: rememberSession(
      lazyActor(initialAuthSnapshot({ provider: 'default', session }), () => live().then((actors) => actors.auth.default)),
      session,
    ),
    contact: lazyActor(initialAuthSnapshot({ provider: 'contact', session: null }), () => live().then((actors) => actors.auth.contact)),
  };
  const snackbar = lazyActor(initialSnackbarSnapshot(), () => live().then((actors) => actors.snackbar));
  const onSnackbar = (event: Event) => {
    const detail = (event as CustomEvent<SnackbarRequest>).detail;
    if (detail && typeof detail.message === 'string') snackbar.send({ type: 'snackbar.show', snackbar: detail });
  };
  win.addEventListener(SNACKBAR_EVENT, onSnackbar);
  // A development build has no manifest to compare with. Loaded once the page is idle (a couple of
  // seconds at most), not during start-up: its chunk and machine are not needed to show
  // the page, and still arrive long before a deploy could remove them.
  const buildWatcher =
    config.buildId === 'dev'
      ? null
      : whenIdle(win, 2000)
          .then(() => import('./build-watcher.ts'))
          .then(async ({ startBuildWatcher }) => {
            await pause(); // its machine is made as the module is evaluated: the actor in a task of its own
            return startBuildWatcher(config.buildId, win);
          });
  const clients = new Map<AuthProviderName, Promise<HttpClient>>();
  const apiFor = (provider: AuthProviderName): Promise<HttpClient> => {
    let client = clients.get(provider);
    if (!client) {
      client = import('../api/http-client.ts').then(({ createHttpClient }) => {
        const created = createHttpClient({ getToken: () => auth[provider].getSnapshot().context.token, pause });
        // docs/product.md#roles: a rotated token in a `next-token` header becomes the auth actor's token.
        created.onNextToken((token) => receiveToken(auth[provider], token, 'refresh'));
        return created;
      });
      clients.set(provider, client);
    }
    return client;
  };
  return {
    config,
    snackbar,
    auth,
    // All three, so that a page that waited for them sends and reads synchronously, as before; each
    // in a task of its own (made together they were one of the start-up's long tasks).
    startActors: async () => {
      await auth.default.live();
      await pause();
      await snackbar.live();
      await pause();
      await auth.contact.live();
    },
    api: () => apiFor('default'),
    apiFor,
    buildWatcher,
    stop: () => {
      win.removeEventListener(SNACKBAR_EVENT, onSnackbar);
      void buildWatcher?.then((watcher) => watcher.stop());
      void liveActors?.then((actors) => actors.stop());
    },
  };
}
