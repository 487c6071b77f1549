import { createPath, type Location, type Navigator, type To } from 'react-router-dom';

/** What the app router needs of the browser's session history (a memory one in tests). */
export type HistoryPort = ReturnType<typeof browserHistory>;

/**
 * The browser's history. Entries keep React Router's own shape ({ usr, key }), so an entry written
 * before this router (an open tab across a deployment) still reads.
 */
export function browserHistory(win: Window) {
  const write = (method: 'pushState' | 'replaceState') => (location: Location) =>
    win.history[method]({ usr: location.state, key: location.key }, '', createPath(location));
  return {
    origin: win.location.origin,
    location: (): Location => {
      const entry = (win.history.state ?? {}) as { usr?: unknown; key?: string };
      const { pathname, search, hash } = win.location;
      return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
    },
    push: write('pushState'),
    replace: write('replaceState'),
    go: (delta: number) => win.history.go(delta),
    /** Back/forward (and a fragment link followed by the browser): the entry changed under us. */
    listen: (onPop: () => void) => {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    /** Leaves for another site (a redirect to an absolute address elsewhere). */
    assign: (href: string) => win.location.assign(href),
  };
}

/**
 * The navigator React Router's links and hooks call, the same on both sides: a link's href and its
 * active state (NavLink compares encodeLocation's pathname with the address) must read the same on
 * the server and in the browser, or hydration mismatches (a non-ASCII address).
 */
export function createNavigator(origin: string, moves: Pick<Navigator, 'go' | 'push' | 'replace'>): Navigator {
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const createURL = (to: To) => new URL(createHref(to), origin);
  return {
    createHref,
    createURL,
    encodeLocation: (to) => (({ pathname, search, hash }) => ({ pathname, search, hash }))(createURL(to)),
    ...moves,
  };
}
