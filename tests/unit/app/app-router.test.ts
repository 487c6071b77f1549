import { describe, expect, it } from 'vitest';
import { createAppRouter, type AppRouter } from '../../../src/app/router/app-router.ts';
import { matchAppRoutes, resolveLocation, RouteFailure, RouteRedirect, type RouteLoadArgs } from '../../../src/app/router/resolve.ts';
import { matchRoutes } from 'react-router-dom';
import { createRoutes } from '../../../src/app/routes.tsx';
import type { RouteContext } from '../../../src/app/route-context.ts';
import { BlankPage, rootOver } from '../../support/app-routes.ts';
import { memoryHistory, type MemoryHistory } from '../../support/memory-history.ts';

/** A loader call the test answers when it wants: what the app's loaders are, seen from the router. */
interface Call {
  url: URL;
  signal: AbortSignal;
  answer: (value: unknown) => void;
  fail: (error: unknown) => void;
}

function harness(initialPath = '/') {
  const calls: Call[] = [];
  const load = ({ url, signal }: RouteLoadArgs) =>
    new Promise((answer, fail) => {
      calls.push({ url, signal, answer, fail });
    });
  const routes = rootOver([
    { id: 'articles', path: '/articles', page: async () => BlankPage, load },
    { id: 'article', path: '/article/:uid', page: async () => BlankPage, load },
    { id: 'account', path: '/account', page: async () => BlankPage, load },
  ]);
  const history: MemoryHistory = memoryHistory(initialPath);
  const router: AppRouter = createAppRouter({ history, routes });
  return { calls, history, router };
}

/** Lets the router's awaits run (a loader's answer, the page's chunk). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const path = (router: AppRouter) => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

async function started(initialPath = '/') {
  const parts = harness(initialPath);
  await settle();
  return parts;
}

describe('the app router (docs/decisions/0024-router-lite.md)', () => {
  it('a navigation shows the new page only once its loader answered: the address is pending meanwhile', async () => {
    const { calls, history, router } = await started();
    const done = router.navigate('/articles?categories=a');
    await settle();
    expect(calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/articles?categories=a']);
    expect(router.state.pending?.pathname).toBe('/articles');
    expect(path(router)).toBe('/');
    expect(history.entries()).toEqual(['/']);

    calls[0]?.answer({ items: 3 });
    await done;
    expect(path(router)).toBe('/articles?categories=a');
    expect(router.state).toMatchObject({ navigationType: 'PUSH', pending: null, error: null, data: { articles: { items: 3 } } });
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(['root', 'articles']);
    expect(history.entries()).toEqual(['/', '/articles?categories=a']);
  });

  it('other filters in the query run the loader again; a fragment alone does not', async () => {
    const { calls, router } = await started('/articles');
    calls[0]?.answer('first');
    await settle();
    const filtered = router.navigate('/articles?tags=t');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]?.answer('filtered');
    await filtered;
    expect(router.state.data.articles).toBe('filtered');

    await router.navigate('/articles?tags=t#results');
    expect(calls).toHaveLength(2);
    expect(path(router)).toBe('/articles?tags=t#results');
  });

  it('a loader’s redirect goes there instead, and the asked page never enters the history', async () => {
    const { calls, history, router } = await started();
    const done = router.navigate('/account');
    await settle();
    calls[0]?.fail(new RouteRedirect('/articles?from=account'));
    await settle();
    calls[1]?.answer('list');
    await done;
    expect(path(router)).toBe('/articles?from=account');
    expect(history.entries()).toEqual(['/', '/articles?from=account']);

    // A replacing navigation redirected replaces too.
    const replaced = router.navigate('/account', { replace: true });
    await settle();
    calls[2]?.fail(new RouteRedirect('/'));
    await replaced;
    expect(history.entries()).toEqual(['/', '/']);
    expect(router.state.navigationType).toBe('REPLACE');
  });

  it('a newer navigation aborts the one under way, whose late answer is ignored', async () => {
    const { calls, history, router } = await started();
    const first = router.navigate('/article/a');
    await settle();
    const second = router.navigate('/article/b');
    await settle();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(router.state.pending?.pathname).toBe('/article/b');

    calls[0]?.answer('a');
    await first;
    expect(path(router)).toBe('/');
    calls[1]?.answer('b');
    await second;
    expect(path(router)).toBe('/article/b');
    expect(router.state.data.article).toBe('b');
    expect(history.entries()).toEqual(['/', '/article/b']);
  });

  it('a failed loader shows the error screen with its status at the asked address; a fault is a 500', async () => {
    const { calls, router } = await started();
    const missing = router.navigate('/article/absent');
    await settle();
    calls[0]?.fail(new RouteFailure(404));
    await missing;
    expect(path(router)).toBe('/article/absent');
    expect(router.state.error).toEqual({ routeId: 'article', status: 404 });

    const broken = router.navigate('/article/panne');
    await settle();
    calls[1]?.fail(new Error('boom'));
    await broken;
    expect(router.state.error).toEqual({ routeId: 'article', status: 500 });

    await router.navigate('/nowhere');
    expect(router.state.error).toEqual({ routeId: 'root', status: 404 });
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(['root']);

    await router.navigate('/');
    expect(router.state.error).toBeNull();
  });

  it('loaders never see the address’s fragment; the page keeps it', async () => {
    const { calls, router } = await started();
    const opened = router.navigate('/articles?tags=t#list');
    await settle();
    expect(calls[0]?.url.href).toBe('http://galant.test/articles?tags=t');
    calls[0]?.answer('list');
    await opened;
    expect(path(router)).toBe('/articles?tags=t#list');
  });

  it('back and forward run the entry’s loader again before the page changes', async () => {
    const { calls, history, router } = await started();
    const opened = router.navigate('/article/a');
    await settle();
    calls[0]?.answer('a, first visit');
    await opened;
    await router.navigate('/');

    history.go(-1);
    await settle();
    expect(path(router)).toBe('/');
    expect(calls).toHaveLength(2);
    calls[1]?.answer('a, again');
    await settle();
    expect(path(router)).toBe('/article/a');
    expect(router.state).toMatchObject({ navigationType: 'POP', data: { article: 'a, again' } });
    expect(history.entries()).toEqual(['/', '/article/a', '/']);
    expect(history.index()).toBe(1);
  });

  it('revalidate runs the page’s loader again and follows its redirect (a session lost on a guarded page)', async () => {
    const { calls, history, router } = await started('/account');
    calls[0]?.answer('member');
    await settle();
    expect(router.state.data.account).toBe('member');

    const again = router.revalidate();
    await settle();
    // The page stays idle meanwhile (nothing dims), as with React Router.
    expect(router.state.pending).toBeNull();
    calls[1]?.fail(new RouteRedirect('/'));
    await again;
    expect(path(router)).toBe('/');
    expect(history.entries()).toEqual(['/account', '/']);
  });

  it('a page the server did not render resolves its own address first; a redirect then replaces it', async () => {
    const { calls, history, router } = harness('/account');
    expect(router.state.initialized).toBe(false);
    await settle();
    calls[0]?.fail(new RouteRedirect('/'));
    await settle();
    expect(router.state.initialized).toBe(true);
    expect(history.entries()).toEqual(['/']);
  });
});

describe('the app’s routes resolved (guards, validate, load)', () => {
  const anonymous: RouteContext = { api: () => Promise.reject(new Error('no API in this test')), auth: () => null };
  const routes = createRoutes();
  const resolve = (path: string) =>
    resolveLocation(routes, new URL(path, 'http://galant.test'), { signal: new AbortController().signal, context: anonymous });

  it('a secured page sends an anonymous visitor to /login, remembering the page (its path, not its query)', async () => {
    expect(await resolve('/account/subscription?x=1')).toEqual({
      kind: 'redirect',
      location: '/login?redirect=%2Faccount%2Fsubscription',
      status: 302,
    });
  });

  it('a failed validate step, an unknown address and the error pages answer their status', async () => {
    expect(await resolve('/registration/maybe')).toMatchObject({ kind: 'render', status: 404, error: { routeId: 'registration-result' } });
    expect(await resolve('/page5xx')).toMatchObject({ kind: 'render', status: 500 });
    expect(await resolve('/no/such/page')).toMatchObject({ kind: 'render', status: 404, error: { routeId: 'root' } });
  });

  it('a page without loader renders with its chunk loaded; /article alone is a permanent redirect', async () => {
    const login = await resolve('/login');
    expect(login).toMatchObject({ kind: 'render', status: 200, error: null, data: { root: null, login: null } });
    expect(await resolve('/article')).toEqual({ kind: 'redirect', location: '/articles', status: 301 });
  });
});

describe('the app’s routes matched (narrowed by first segment, as React Router matches the whole table)', () => {
  const routes = createRoutes();
  const ids = (matches: { route: { id: string } }[] | null) => matches?.map((match) => match.route.id) ?? null;

  it('finds the same routes for every kind of address', () => {
    const addresses = [
      '/',
      '/articles',
      '/article/un-titre',
      '/Article/UN-TITRE',
      '/account/subscription',
      '/ACCOUNT/card',
      '/contact/tickets/0a1b',
      '/registration/cancel',
      '/coaching/new-discussion',
      '//login',
      '/cat%C3%A9gorie/th%C3%A9',
      '/%E0%A4%A',
      '/no/such/page',
      '/about/',
    ];
    for (const address of addresses) {
      const { matches, found } = matchAppRoutes(routes, address);
      const whole = matchRoutes(routes, address);
      expect(found, address).toBe(whole !== null);
      expect(found ? ids(matches) : null, address).toEqual(ids(whole));
    }
  });
});
