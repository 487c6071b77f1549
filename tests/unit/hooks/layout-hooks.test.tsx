// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { breadcrumbLabels, buildBreadcrumbs } from '../../../src/app/breadcrumbs.ts';
import { loginPath, routePath } from '../../../src/app/paths.ts';
import { findRouteByName } from '../../../src/app/route-table.ts';
import { useBreadcrumbLabel, useBreadcrumbs } from '../../../src/app/use-breadcrumbs.ts';
import { useDocumentTitle, useRouteTitle } from '../../../src/app/use-page-title.ts';
import { t } from '../../../src/i18n/index.ts';
import { json, renderHook, type RenderedHook } from './hook-harness.tsx';

/**
 * The hooks and paths the layout can take instead of src/app/breadcrumbs.ts and the route table
 * (views take hooks and paths only), rendered in a memory router as the layout is.
 */

let rendered: RenderedHook<unknown> | undefined;
const noApi = () => json(599, { message: 'no API call expected' });

afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

describe('useBreadcrumbs / useBreadcrumbLabel', () => {
  it('builds the crumbs of the route table, and names the last one after the page once it gives its name', async () => {
    const path = '/coaching/0d1f3c2e-1111-4222-8333-444455556666';
    const generic = buildBreadcrumbs(path);
    expect(generic.length).toBeGreaterThan(1);
    const plain = await renderHook(() => useBreadcrumbs(), { server: noApi, path });
    rendered = plain;
    expect(plain.current()).toEqual(generic);
    await plain.unmount();

    const named = await renderHook(
      () => {
        useBreadcrumbLabel('Premier rendez-vous');
        return useBreadcrumbs();
      },
      { server: noApi, path },
    );
    rendered = named;
    expect(named.current()).toEqual([...generic.slice(0, -1), { label: 'Premier rendez-vous', href: null }]);
    // The page gone, its name goes with it.
    await named.unmount();
    rendered = undefined;
    expect(breadcrumbLabels.labelFor(path)).toBeNull();
  });

  it('gives no crumbs on a route that opts out', async () => {
    const hook = await renderHook(() => useBreadcrumbs(), { server: noApi, path: '/' });
    rendered = hook;
    expect(hook.current()).toEqual([]);
  });
});

describe('useRouteTitle / useDocumentTitle', () => {
  it("names the page after its route, or after its loaded data when the route's head says so", async () => {
    const login = findRouteByName('login');
    const byRoute = await renderHook(() => useRouteTitle(), { server: noApi, path: '/login', handle: { definition: login } });
    rendered = byRoute;
    expect(login).toBeDefined();
    expect(byRoute.current()).toBe(t(login!.meta.title));
    await byRoute.unmount();

    const article = findRouteByName('article');
    const byData = await renderHook(() => useRouteTitle(), {
      server: noApi,
      path: '/article/aimer',
      handle: { definition: article },
      loaderData: { article: { uid: 'aimer', title: 'Aimer sans se perdre' }, related: [], signedIn: false },
    });
    rendered = byData;
    expect(byData.current()).toBe('Aimer sans se perdre');
    await byData.unmount();

    const offTable = await renderHook(() => useRouteTitle(), { server: noApi, path: '/nulle-part' });
    rendered = offTable;
    expect(offTable.current()).toBeUndefined();
  });

  it('writes the document title: the site name, then the page', async () => {
    const hook = await renderHook(() => useDocumentTitle('Galant', 'Connexion'), { server: noApi, path: '/login' });
    rendered = hook;
    expect(document.title.startsWith('Galant')).toBe(true);
    expect(document.title.endsWith('Connexion')).toBe(true);
  });
});

describe('src/app/paths.ts', () => {
  it('reads a named route’s path from the route table, with a fallback for a name it lacks', () => {
    expect(routePath('login')).toBe(findRouteByName('login')?.path);
    expect(routePath('inconnue')).toBeUndefined();
    expect(routePath('inconnue', '/ailleurs')).toBe('/ailleurs');
  });

  it('builds the login link that remembers the page, and a plain one from the home page', () => {
    const login = routePath('login', '/login');
    expect(loginPath({ pathname: '/article/aimer', search: '?a=1' })).toBe(`${login}?redirect=${encodeURIComponent('/article/aimer')}`);
    expect(loginPath({ pathname: '/', search: '' })).toBe(login);
  });
});
