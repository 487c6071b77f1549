import type { Location } from 'react-router-dom';
import type { HistoryPort } from '../../src/app/router/history.ts';

/** A session history in memory, with the browser's rules: push drops the entries ahead, back/forward tell the listeners. */
export interface MemoryHistory extends HistoryPort {
  /** The entries' addresses (path, query, hash), oldest first, and where the tab is. */
  entries(): string[];
  index(): number;
  /** Other sites the app sent the tab to. */
  readonly left: string[];
}

const toLocation = (path: string): Location => {
  const url = new URL(path, 'http://galant.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
};

export function memoryHistory(initial = '/', origin = 'http://galant.test'): MemoryHistory {
  const stack: Location[] = [toLocation(initial)];
  let at = 0;
  const listeners = new Set<() => void>();
  const left: string[] = [];
  return {
    origin,
    left,
    location: () => stack[at] ?? toLocation('/'),
    push: (location) => {
      stack.splice(at + 1, stack.length, location);
      at = stack.length - 1;
    },
    replace: (location) => {
      stack[at] = location;
    },
    go: (delta) => {
      const next = Math.min(Math.max(at + delta, 0), stack.length - 1);
      if (next === at) return;
      at = next;
      listeners.forEach((listener) => listener());
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    assign: (href) => left.push(href),
    entries: () => stack.map(({ pathname, search, hash }) => `${pathname}${search}${hash}`),
    index: () => at,
  };
}
