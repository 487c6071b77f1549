import { createPath, parsePath, type Location, type Navigator, type To } from 'react-router-dom';
import { locationKey, type HistoryPort } from './history.ts';
import { createNavigator } from './navigator.ts';
import {
  resolveLocation,
  rootErrorScreen,
  type AppRoute,
  type AppRouteMatch,
  type Rendered,
  type Resolution,
  type RouteError,
} from './resolve.ts';

/**
 * The browser's router (docs/decisions/0024-router-lite.md): React Router's declarative mode
 * renders what this store says, and this store does what the app used of the data router — a
 * navigation resolves its address (guards, validate, load, the page's chunk) before the page
 * changes, follows loaders' redirects, aborts the navigation a newer one supersedes, and tells
 * which address is loading meanwhile.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  /** False until the first address is resolved (a page the server did not render). */
  initialized: boolean;
  /** The address on screen: it changes once its data is ready. */
  location: Location;
  navigationType: NavigationType;
  matches: AppRouteMatch[];
  data: Record<string, unknown>;
  error: RouteError | null;
  /** The address being loaded, null when idle. */
  pending: Location | null;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppRouter {
  /** The state on screen; `state.location` is what the session watch reads. */
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the navigation is on screen, superseded, or redirected elsewhere. */
  navigate(to: To, options?: NavigateOptions): Promise<void>;
  /** Runs the current address's loaders again (the session ended: the guards decide again). */
  revalidate(): Promise<void>;
  /** What React Router's links and useNavigate call. */
  readonly navigator: Navigator;
  dispose(): void;
}

type Resolve = (url: URL, signal: AbortSignal) => Promise<Resolution>;

export interface AppRouterOptions {
  history: HistoryPort;
  /** The app's routes: addresses resolve against them; the root's error screen shows the router's own faults (500). */
  routes: AppRoute[];
  /** What the server rendered (hydration); absent, the current address is resolved first. */
  initial?: Rendered;
  /** Tests' seam: how an address resolves (default: resolveLocation over `routes`). */
  resolve?: Resolve;
}

/** How a navigation ends in the history: a new entry, this entry replaced, or the entry as the browser left it. */
type Commit = 'push' | 'replace' | 'none';

interface Navigation {
  location: Location;
  navigationType: NavigationType;
  commit: Commit;
  /** A loader's redirect replaces this entry rather than adding one. */
  replaceOnRedirect: boolean;
}

/** Redirects followed in a row before giving up (a guard that sends a page to itself). */
const MAX_REDIRECTS = 20;

/** React Router's rule: the same path and query, and a fragment to go to, run no loader. */
export function isHashChangeOnly(from: Location, to: Location): boolean {
  if (from.pathname !== to.pathname || from.search !== to.search) return false;
  if (from.hash === '') return to.hash !== '';
  return from.hash === to.hash || to.hash !== '';
}

export function createAppRouter(options: AppRouterOptions): AppRouter {
  const { history, initial, routes } = options;
  const resolve: Resolve = options.resolve ?? ((url, signal) => resolveLocation(routes, url, { signal }));
  // The 500 screen of the router's own faults (a redirect loop, an invalid redirect, resolve() throwing).
  const faultScreen = (): Rendered => rootErrorScreen(routes, 500);
  const listeners = new Set<() => void>();
  let state: RouterState = {
    initialized: initial !== undefined,
    location: history.location(),
    navigationType: 'POP',
    matches: initial?.matches ?? [],
    data: initial?.data ?? {},
    error: initial?.error ?? null,
    pending: null,
  };
  let current: { controller: AbortController; navigation: Navigation } | null = null;

  const setState = (next: Partial<RouterState>): void => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const toLocation = (to: To, locationState: unknown = null): Location => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const url = new URL(createPath(path), new URL(createPath(state.location), history.origin));
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: locationState, key: locationKey() };
  };

  const commit = (navigation: Navigation, rendered: Omit<Rendered, 'kind' | 'status'>): void => {
    if (navigation.commit === 'push') history.push(navigation.location);
    else if (navigation.commit === 'replace') history.replace(navigation.location);
    setState({
      initialized: true,
      location: navigation.location,
      navigationType: navigation.navigationType,
      matches: rendered.matches,
      data: rendered.data,
      error: rendered.error,
      pending: null,
    });
  };

  async function run(navigation: Navigation, redirects = 0, revalidation = false): Promise<void> {
    current?.controller.abort();
    current = null;
    if (!revalidation && state.initialized && isHashChangeOnly(state.location, navigation.location)) {
      commit(navigation, state);
      return;
    }
    const controller = new AbortController();
    current = { controller, navigation };
    // A revalidation keeps the page idle (React Router's navigation state stayed 'idle'): nothing dims.
    if (!revalidation) setState({ pending: navigation.location });
    const url = new URL(createPath(navigation.location), history.origin);
    // Loaders never see the fragment (React Router's rule; the server never gets one).
    url.hash = '';
    let resolution: Resolution;
    try {
      resolution = await resolve(url, controller.signal);
    } catch (error) {
      // resolve() answers failures as an error screen; what reaches here is a fault of the router itself.
      if (controller.signal.aborted) return;
      console.error('Navigation failed', error);
      resolution = faultScreen();
    }
    // A newer navigation took over (its own abort stopped this one's loaders).
    if (current?.controller !== controller) return;
    current = null;
    if (resolution.kind === 'render') {
      commit(navigation, resolution);
      return;
    }
    let target: URL;
    try {
      target = new URL(resolution.location, url);
    } catch (error) {
      // A loader's redirect to an address that is none.
      console.error('Invalid redirect', resolution.location, error);
      commit(navigation, faultScreen());
      return;
    }
    if (target.origin !== history.origin) {
      history.assign(target.href);
      return;
    }
    if (redirects >= MAX_REDIRECTS) {
      commit(navigation, faultScreen());
      return;
    }
    const replace = navigation.replaceOnRedirect;
    await run(
      {
        location: toLocation(`${target.pathname}${target.search}${target.hash}`),
        navigationType: replace ? 'REPLACE' : 'PUSH',
        commit: replace ? 'replace' : 'push',
        replaceOnRedirect: replace,
      },
      redirects + 1,
    );
  }

  const navigate = (to: To, options: NavigateOptions = {}): Promise<void> => {
    const replace = options.replace === true;
    return run({
      location: toLocation(to, options.state ?? null),
      navigationType: replace ? 'REPLACE' : 'PUSH',
      commit: replace ? 'replace' : 'push',
      replaceOnRedirect: replace,
    });
  };

  const onPop = (): void => {
    void run({ location: history.location(), navigationType: 'POP', commit: 'none', replaceOnRedirect: false });
  };
  const unlisten = history.listen(onPop);

  const navigator = createNavigator(history.origin, {
    go: (delta) => history.go(delta),
    push: (to, locationState) => void navigate(to, { state: locationState }),
    replace: (to, locationState) => void navigate(to, { replace: true, state: locationState }),
  });

  // A page the server did not render: its own address first (a redirect then replaces it).
  if (!initial) void run({ location: state.location, navigationType: 'POP', commit: 'none', replaceOnRedirect: true });

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    revalidate: () =>
      // A navigation under way is the one to run again (React Router's rule); else the page on screen.
      run(
        current?.navigation ?? { location: state.location, navigationType: state.navigationType, commit: 'none', replaceOnRedirect: false },
        0,
        true,
      ),
    navigator,
    dispose: () => {
      unlisten();
      current?.controller.abort();
      listeners.clear();
    },
  };
}
