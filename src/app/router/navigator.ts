import { createPath, type Navigator, type To } from 'react-router-dom';

/**
 * The navigator React Router's links and hooks call, the same on both sides: a link's href and its
 * active state (NavLink compares encodeLocation's pathname with the address) must read the same on
 * the server and in the browser, or hydration mismatches (a non-ASCII address).
 */
export function createNavigator(origin: string, moves: Pick<Navigator, 'go' | 'push' | 'replace'>): Navigator {
  const toURL = (to: To) => new URL(typeof to === 'string' ? to : createPath(to), origin);
  return {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    createURL: toURL,
    encodeLocation: (to) => {
      const { pathname, search, hash } = toURL(to);
      return { pathname, search, hash };
    },
    ...moves,
  };
}
