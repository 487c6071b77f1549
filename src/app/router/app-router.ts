import { createPath, parsePath, type Location, type To } from 'react-router-dom';
import { createNavigator, type HistoryPort } from './history.ts';
import { resolveLocation, rootErrorScreen, type AppRoute, type Rendered, type Resolution } from './resolve.ts';

/**
 * The browser's router (docs/decisions/0024-router-lite.md): React Router's declarative mode
 * renders what this store says, and this store does what the app used of the data router — a
 * navigation resolves its address (guards, validate, load, the page's chunk) before the page
 * changes, follows loaders' redirects, aborts the navigation a newer one supersedes, and tells
 * which address is loading meanwhile.
 */

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What is on screen; `initialized` is false until a page the server did not render has resolved, `pending` names the address loading. */
export type RouterState = Pick<Rendered, 'matches' | 'data' | 'error'> & {
  initialized: boolean;
  location: Location;
  navigationType: NavigationType;
  pending: Location | null;
};

export interface AppRouterOptions {
  history: HistoryPort;
  routes: AppRoute[];
  /** What the server rendered (hydration); absent, the current address is resolved first. */
  initial?: Rendered;
  /** Tests' seam: how an address resolves. */
  resolve?: (url: URL, signal: AbortSignal) => Promise<Resolution>;
}

/** `replaceOnRedirect`: a loader's redirect replaces this entry rather than adding one. */
type Navigation = { location: Location; type: NavigationType; replaceOnRedirect: boolean };

/** Redirects followed in a row before giving up (a guard that sends a page to itself). */
const MAX_REDIRECTS = 20;

export type AppRouter = ReturnType<typeof createAppRouter>;

export function createAppRouter({
  history,
  initial,
  routes,
  resolve = (url, signal) => resolveLocation(routes, url, { signal }),
}: AppRouterOptions) {
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
    const { pathname, search, hash } = new URL(
      createPath(typeof to === 'string' ? parsePath(to) : to),
      new URL(createPath(state.location), history.origin),
    );
    return { pathname, search, hash, state: locationState, key: Math.random().toString(36).slice(2, 10) };
  };

  const commit = ({ location, type }: Navigation, { matches, data, error }: Pick<Rendered, 'matches' | 'data' | 'error'>): void => {
    // A new address gets its entry; back/forward and the page on screen revalidated do not.
    if (type !== 'POP' && location !== state.location) history[type === 'REPLACE' ? 'replace' : 'push'](location);
    setState({ initialized: true, location, navigationType: type, matches, data, error, pending: null });
  };

  async function run(next: Navigation, redirects = 0, revalidation = false): Promise<void> {
    current?.controller.abort();
    current = null;
    // React Router's rule: the same path and query, and a fragment to go to, run no loader.
    const { pathname, search, hash } = next.location;
    if (!revalidation && state.initialized && pathname === state.location.pathname && search === state.location.search && hash !== '')
      return commit(next, state);
    const controller = new AbortController();
    current = { controller, navigation: next };
    // A revalidation keeps the page idle (React Router's navigation state stayed 'idle'): nothing dims.
    if (!revalidation) setState({ pending: next.location });
    // Loaders never see the fragment (React Router's rule; the server never gets one).
    const url = new URL(createPath({ ...next.location, hash: '' }), history.origin);
    // The root's 500 screen shows the router's own faults: resolve() throwing, an invalid redirect, a redirect loop.
    const fault = rootErrorScreen(routes, 500);
    let resolution: Resolution;
    try {
      resolution = await resolve(url, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Navigation failed', error);
      resolution = fault;
    }
    // A newer navigation took over (its own abort stopped this one's loaders).
    if (current?.controller !== controller) return;
    current = null;
    if (resolution.kind === 'render') return commit(next, resolution);
    let target: URL;
    try {
      target = new URL(resolution.location, url);
    } catch (error) {
      console.error('Invalid redirect', resolution.location, error);
      return commit(next, fault);
    }
    if (target.origin !== history.origin) return history.assign(target.href);
    if (redirects >= MAX_REDIRECTS) return commit(next, fault);
    const replace = next.replaceOnRedirect;
    await run({ location: toLocation(createPath(target)), type: replace ? 'REPLACE' : 'PUSH', replaceOnRedirect: replace }, redirects + 1);
  }

  const navigate = (to: To, { replace = false, state: locationState }: { replace?: boolean; state?: unknown } = {}): Promise<void> =>
    run({ location: toLocation(to, locationState), type: replace ? 'REPLACE' : 'PUSH', replaceOnRedirect: replace });

  const unlisten = history.listen(() => void run({ location: history.location(), type: 'POP', replaceOnRedirect: false }));
  // A page the server did not render: its own address first (a redirect then replaces it).
  if (!initial) void run({ location: state.location, type: 'POP', replaceOnRedirect: true });

  return {
    /** The state on screen; `state.location` is what the session watch reads. */
    get state() {
      return state;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Resolves once the navigation is on screen, superseded, or redirected elsewhere. */
    navigate,
    /** Runs the loaders again (the session ended: the guards decide again): a navigation under way (React Router's rule), else the page on screen. */
    revalidate: () =>
      run(current?.navigation ?? { location: state.location, type: state.navigationType, replaceOnRedirect: false }, 0, true),
    /** What React Router's links and useNavigate call. */
    navigator: createNavigator(history.origin, {
      go: (delta) => history.go(delta),
      push: (to, locationState) => void navigate(to, { state: locationState }),
      replace: (to, locationState) => void navigate(to, { replace: true, state: locationState }),
    }),
    dispose: () => {
      unlisten();
      current?.controller.abort();
      listeners.clear();
    },
  };
}
