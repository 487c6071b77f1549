import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../../src/app/routes.tsx';
import type { AppRoute } from '../../../src/app/router/resolve.ts';

/** The page of the child route of this name, its chunk loaded. */
async function load(routes: AppRoute[], name: string): Promise<unknown> {
  const route = routes[0]?.children?.find((child) => child.id === name);
  if (typeof route?.page !== 'function') throw new Error(`no lazy route ${name}`);
  return route.page();
}

describe('pages and the live actors (XState out of the home page’s first load)', () => {
  it('the home and content pages run on the snapshot the server rendered: they do not wait for the live actors', async () => {
    const liveActors = vi.fn(() => new Promise<void>(() => undefined));
    const routes = createRoutes({ liveActors });
    for (const name of ['index', 'about', 'terms-of-service']) {
      expect(await load(routes, name)).toBeTypeOf('function');
    }
    expect(liveActors).not.toHaveBeenCalled();
  });

  it('a page that sends events to the app’s actors waits for the live ones', async () => {
    let started = false;
    const liveActors = vi.fn(async () => {
      started = true;
    });
    const routes = createRoutes({ liveActors });
    await load(routes, 'login');
    expect(liveActors).toHaveBeenCalledTimes(1);
    expect(started).toBe(true);
  });

  it('the server builds its routes without live actors', async () => {
    expect(await load(createRoutes(), 'login')).toBeTypeOf('function');
  });
});
