import type { Location } from 'react-router-dom';

/** What the app router needs of the browser's session history (a memory one in tests). */
export interface HistoryPort {
  /** The current entry: path, query, hash, and what was pushed with it. */
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/forward (and a fragment link followed by the browser): the entry changed under us. */
  listen(onPop: () => void): () => void;
  /** The page's origin, to tell our own addresses from another site's. */
  readonly origin: string;
  /** Leaves for another site (a redirect to an absolute address elsewhere). */
  assign(href: string): void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

export const locationKey = (): string => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history. Entries keep React Router's own shape ({ usr, key }), so an entry written
 * before this router (an open tab across a deployment) still reads.
 */
export function browserHistory(win: Window): HistoryPort {
  const write = (method: 'pushState' | 'replaceState', location: Location) =>
    win.history[method](
      { usr: location.state, key: location.key } satisfies EntryState,
      '',
      `${location.pathname}${location.search}${location.hash}`,
    );
  return {
    origin: win.location.origin,
    location: () => {
      const entry = (win.history.state ?? {}) as EntryState;
      const { pathname, search, hash } = win.location;
      return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
    },
    push: (location) => write('pushState', location),
    replace: (location) => write('replaceState', location),
    go: (delta) => win.history.go(delta),
    listen: (onPop) => {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
    assign: (href) => win.location.assign(href),
  };
}
