import { createActor } from 'xstate';
import type { AuthProviderName } from '../../machines/auth/auth.machine.ts';
import { snackbarMachine, type SnackbarRequest } from '../../machines/snackbar.machine.ts';
import type { AppServices } from './app-context.tsx';
import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { BuildWatcher } from './build-watcher.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import { createBrowserAuthActors, receiveToken, type AuthActors } from './auth/auth-actors.ts';
import { whenIdle } from './idle.ts';

/** Any script may raise a snackbar by dispatching this event on window with a SnackbarRequest. */
export const SNACKBAR_EVENT = 'galant:snackbar';

export interface BrowserServiceOptions {
  /** The signed-in state the server rendered (page payload): the default auth actor reconnects. */
  session?: AuthInfo | null;
}

export interface BrowserServices extends AppServices {
  auth: AuthActors;
  /** The tab's API client (default provider), loaded on first use (keeps it and its schemas out of the entry bundle). */
  api: () => Promise<HttpClient>;
  /** The API client of a provider: its bearer token and next-token refreshes are that provider's (docs/product.md#roles). */
  apiFor: (provider: AuthProviderName) => Promise<HttpClient>;
  /** The build watcher, loaded and started right after start-up (off the entry); null in development. */
  buildWatcher: Promise<BuildWatcher> | null;
  stop: () => void;
}

/** Browser side: the long-lived actors of the app, started and wired to the window. */
export function createBrowserServices(config: PublicConfig, win: Window, options: BrowserServiceOptions = {}): BrowserServices {
  const snackbar = createActor(snackbarMachine).start();
  const onSnackbar = (event: Event) => {
    const detail = (event as CustomEvent<SnackbarRequest>).detail;
    if (detail && typeof detail.message === 'string') snackbar.send({ type: 'snackbar.show', snackbar: detail });
  };
  win.addEventListener(SNACKBAR_EVENT, onSnackbar);
  // A development build has no manifest to compare with. Loaded once the page is idle (a couple of
  // seconds at most), not during start-up (issue 13): its chunk and machine are not needed to show
  // the page, and still arrive long before a deploy could remove them.
  const buildWatcher =
    config.buildId === 'dev'
      ? null
      : whenIdle(win, 2000)
          .then(() => import('./build-watcher.ts'))
          .then(({ startBuildWatcher }) => startBuildWatcher(config.buildId, win));
  const clients = new Map<AuthProviderName, Promise<HttpClient>>();
  const apiFor = (provider: AuthProviderName): Promise<HttpClient> => {
    let client = clients.get(provider);
    if (!client) {
      client = import('../api/http-client.ts').then(({ createHttpClient }) => {
        const created = createHttpClient({ getToken: () => auth[provider].getSnapshot().context.token });
        // docs/product.md#roles: a rotated token in a `next-token` header becomes the auth actor's token.
        created.onNextToken((token) => receiveToken(auth[provider], token, 'refresh'));
        return created;
      });
      clients.set(provider, client);
    }
    return client;
  };
  const auth = createBrowserAuthActors(options.session ?? null, { api: apiFor });
  return {
    config,
    snackbar,
    auth,
    api: () => apiFor('default'),
    apiFor,
    buildWatcher,
    stop: () => {
      win.removeEventListener(SNACKBAR_EVENT, onSnackbar);
      snackbar.stop();
      void buildWatcher?.then((watcher) => watcher.stop());
      auth.default.stop();
      auth.contact.stop();
    },
  };
}
