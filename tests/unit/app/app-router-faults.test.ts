import { describe, expect, it } from 'vitest';
import { createAppRouter, type AppRouter } from '../../../src/app/router/app-router.ts';
import { RouteRedirect } from '../../../src/app/router/resolve.ts';
import { BlankPage, rootOver } from '../../support/app-routes.ts';
import { memoryHistory } from '../../support/memory-history.ts';

/** The router's own faults show the root route's 500 screen, even on a page the server did not render. */

const routes = rootOver([
  // A guard that sends its page to itself.
  {
    id: 'loop',
    path: '/loop',
    page: async () => BlankPage,
    load: () => {
      throw new RouteRedirect('/loop');
    },
  },
  {
    id: 'invalid',
    path: '/invalid',
    page: async () => BlankPage,
    load: () => {
      throw new RouteRedirect('http://[');
    },
  },
]);

/** Until the router has its first page on screen (a page the server did not render). */
const initialized = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe(() => router.state.initialized && resolve());
  });

function quietly<T>(run: () => Promise<T>): Promise<T> {
  const consoleError = console.error;
  console.error = () => undefined;
  return run().finally(() => {
    console.error = consoleError;
  });
}

const screen = (router: AppRouter) => ({
  matches: router.state.matches.map(({ route }) => route.id),
  error: router.state.error,
  initialized: router.state.initialized,
  pending: router.state.pending,
});

const fault = { matches: ['root'], error: { routeId: 'root', status: 500 }, initialized: true, pending: null };

describe('the app router’s faults (docs/decisions/0024-router-lite.md)', () => {
  it('resolve() failing on a client-only start shows the root’s 500 screen, not a blank page', async () => {
    const router = createAppRouter({
      history: memoryHistory('/'),
      routes,
      resolve: () => Promise.reject(new Error('router fault')),
    });
    await quietly(() => initialized(router));
    expect(screen(router)).toEqual(fault);
    router.dispose();
  });

  it('more than twenty redirects in a row on a client-only start show the root’s 500 screen', async () => {
    const router = createAppRouter({ history: memoryHistory('/loop'), routes });
    await initialized(router);
    expect(screen(router)).toEqual(fault);
    router.dispose();
  });

  it('a redirect to an invalid address shows the 500 screen instead of failing the navigation', async () => {
    const history = memoryHistory('/');
    const router = createAppRouter({ history, routes });
    await initialized(router);
    await quietly(() => router.navigate('/invalid'));
    expect(screen(router)).toEqual(fault);
    expect(router.state.location.pathname).toBe('/invalid');
    expect(history.entries()).toEqual(['/', '/invalid']);
    router.dispose();
  });
});
