import { createActor, fromPromise } from 'xstate';
import type { AuthProviderName } from '../../machines/auth/auth.machine.ts';
import { buildWatcherMachine, type BuildManifest } from '../../machines/build-watcher.machine.ts';
import { snackbarMachine, type SnackbarRequest } from '../../machines/snackbar.machine.ts';
import type { AppServices } from '../../views/app-context.tsx';
import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import { createBrowserAuthActors, receiveToken, type AuthActors } from './auth/auth-actors.ts';
import { readLastReload, recordReload } from './reload-memory.ts';

/** Any script may raise a snackbar by dispatching this event on window with a SnackbarRequest. */
export const SNACKBAR_EVENT = 'galant:snackbar';

/** builds/latest.json is ours, on our origin: a shape check is enough (and keeps zod out of the entry). */
function parseBuildManifest(value: unknown): BuildManifest {
  const buildId = (value as { buildId?: unknown } | null)?.buildId;
  if (typeof buildId !== 'string') throw new Error('builds/latest.json has no buildId');
  return { buildId };
}

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
  buildWatcher: ReturnType<typeof createBuildWatcher> | null;
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
  // A development build has no manifest to compare with.
  const buildWatcher = config.buildId === 'dev' ? null : createBuildWatcher(config.buildId, win).start();
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
      buildWatcher?.stop();
      auth.default.stop();
      auth.contact.stop();
    },
  };
}

/** Build watcher (docs/product.md#states): polls builds/latest.json and reloads on a new build (10 s guard). */
function createBuildWatcher(currentBuildId: string, win: Window) {
  const storage = safeSessionStorage(win);
  const machine = buildWatcherMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise<BuildManifest, void>(async ({ signal }) => {
        const response = await win.fetch('/builds/latest.json', { cache: 'no-store', signal });
        if (!response.ok) throw new Error(`builds/latest.json answered ${response.status}`);
        return parseBuildManifest(await response.json());
      }),
    },
    actions: {
      reloadPage: (_, params) => {
        recordReload(storage, Date.now());
        if (params.path) win.location.assign(params.path);
        else win.location.reload();
      },
    },
  });
  return createActor(machine, { input: { currentBuildId, lastReloadAt: readLastReload(storage), now: Date.now() } });
}

function safeSessionStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
