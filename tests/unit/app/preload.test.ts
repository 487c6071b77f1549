// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSlowConnection, linkedPaths, prefetchLinkedRoutes, type PrefetchWindow } from '../../../src/app/preload.ts';
import type { AppRoute } from '../../../src/app/router/resolve.ts';
import { BlankPage, rootOver } from '../../support/app-routes.ts';

/** The prefetch of linked routes (docs/product.md#limits): their code downloaded after load, not run. */

const pagesImported: string[] = [];
const page = (id: string) => async () => {
  pagesImported.push(id);
  return BlankPage;
};
const routes: AppRoute[] = rootOver([
  { id: 'about', path: '/about', page: page('about') },
  { id: 'login', path: '/login', page: page('login') },
  { id: 'articles', path: '/articles', page: page('articles') },
]);
const CHUNKS = {
  startup: [],
  member: [],
  routes: { about: ['assets/about.js', 'assets/shell.js'], login: ['assets/login.js', 'assets/forms.js'] },
};

function fakeWindow(options: { readyState?: DocumentReadyState; connection?: object } = {}) {
  const events = new EventTarget();
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => options.readyState ?? 'complete' });
  const win = {
    document,
    location: { href: 'https://galant.example/articles' },
    navigator: options.connection ? { connection: options.connection } : {},
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    addEventListener: (type: string, listener: () => void) => events.addEventListener(type, listener),
  } as unknown as PrefetchWindow;
  return { win, fireLoad: () => events.dispatchEvent(new Event('load')) };
}

let fetched: { href: string; init: RequestInit | undefined }[];
let chunkMap: unknown;

beforeEach(() => {
  vi.useFakeTimers();
  fetched = [];
  chunkMap = CHUNKS;
  pagesImported.length = 0;
  vi.stubGlobal('fetch', (href: string, init?: RequestInit) => {
    fetched.push({ href, init });
    if (href !== '/route-chunks.json') return Promise.resolve(new Response(''));
    return chunkMap === undefined ? Promise.reject(new Error('offline')) : Promise.resolve(Response.json(chunkMap));
  });
  document.head.innerHTML = `<link rel="modulepreload" href="/assets/shell.js">`;
  document.body.innerHTML = `
    <a href="/login">Se connecter</a>
    <a href="https://galant.example/about#team">À propos</a>
    <a href="/articles#top">Articles</a>
    <a href="https://other.example/ad">Ailleurs</a>
    <a href="javascript:void(0)">Script</a>
    <a href="/terms.pdf" download>Conditions</a>
    <a href="/login?redirect=%2F">Encore</a>
    <a href="/nowhere">Inconnu</a>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const chunksFetched = () => fetched.filter(({ href }) => href !== '/route-chunks.json');

describe('the prefetch of linked routes', () => {
  it('reads the site’s linked pages once each, in page order, without the page itself, other sites, scripts or downloads', () => {
    expect(linkedPaths(document, 'https://galant.example/articles')).toEqual(['/login', '/about', '/login?redirect=%2F', '/nowhere']);
  });

  it('one second after load, downloads each linked route’s chunk once, at low priority, one per task, skipping those linked already', async () => {
    const { win } = fakeWindow();
    const done = prefetchLinkedRoutes(routes, win);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(chunksFetched().map(({ href }) => href)).toEqual(['/assets/login.js']);
    await vi.runAllTimersAsync();
    await done;
    expect(chunksFetched()).toEqual(
      ['/assets/login.js', '/assets/forms.js', '/assets/about.js'].map((href) => ({ href, init: { priority: 'low' } })),
    );
    expect(fetched.filter(({ href }) => href === '/route-chunks.json')).toHaveLength(1);
    // Downloaded, not run.
    expect(pagesImported).toEqual([]);
  });

  it('waits for the page’s load event', async () => {
    const { win, fireLoad } = fakeWindow({ readyState: 'interactive' });
    const done = prefetchLinkedRoutes(routes, win);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched).toEqual([]);
    fireLoad();
    await vi.runAllTimersAsync();
    await done;
    expect(chunksFetched()).toHaveLength(3);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'downloads nothing on a very slow connection (%j)',
    async (connection) => {
      const { win } = fakeWindow({ connection });
      const done = prefetchLinkedRoutes(routes, win);
      await vi.runAllTimersAsync();
      await done;
      expect(fetched).toEqual([]);
    },
  );

  it('is not slowed on a fast connection or without the Network Information API', () => {
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '3g', saveData: false } })).toBe(false);
  });

  it('without the build’s chunk map, imports the linked routes’ pages instead', async () => {
    chunkMap = undefined;
    const { win } = fakeWindow();
    const done = prefetchLinkedRoutes(routes, win);
    await vi.runAllTimersAsync();
    await done;
    expect(chunksFetched()).toEqual([]);
    expect(pagesImported).toEqual(['login', 'about']);
  });
});
