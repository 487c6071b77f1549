// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  documentLinks,
  internalPaths,
  isSlowConnection,
  oneTaskEach,
  routeCodePrefetcher,
  schedulePreload,
  type PreloadWindow,
} from '../../../src/app/preload.ts';

interface FakeWindow extends PreloadWindow {
  fireLoad(): void;
}

function fakeWindow(options: { readyState?: DocumentReadyState; connection?: object } = {}): FakeWindow {
  const events = new EventTarget();
  return {
    document: { readyState: options.readyState ?? 'complete' },
    location: { href: 'https://galant.example/articles' },
    navigator: options.connection ? { connection: options.connection } : {},
    setTimeout: (handler, ms) => window.setTimeout(handler, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    addEventListener: (type, listener) => events.addEventListener(type, listener),
    removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    fireLoad: () => events.dispatchEvent(new Event('load')),
  };
}

const LINKS = [
  '/article?uid=a1',
  'https://galant.example/about',
  '/about#team',
  'https://other.example/ad',
  'javascript:void(0)',
  '/articles',
  '/article?uid=a1',
];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('schedulePreload', () => {
  it('preloads each internal linked path once, one second after a loaded page', async () => {
    const preload = vi.fn((_path: string) => Promise.resolve());
    schedulePreload({ win: fakeWindow(), collectLinks: () => LINKS, preload });

    await vi.advanceTimersByTimeAsync(999);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // One route at a time: the next one after the previous one has loaded.
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/article?uid=a1']);
    await vi.runAllTimersAsync();

    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/article?uid=a1', '/about']);
  });

  it('waits for the load event when the page is still loading', async () => {
    const win = fakeWindow({ readyState: 'interactive' });
    const preload = vi.fn((_path: string) => Promise.resolve());
    schedulePreload({ win, collectLinks: () => ['/about'], preload });

    await vi.advanceTimersByTimeAsync(5000);
    expect(preload).not.toHaveBeenCalled();
    win.fireLoad();
    await vi.advanceTimersByTimeAsync(1000);

    expect(preload).toHaveBeenCalledWith('/about');
  });

  it('reads the links when the delay ends, not when scheduled', async () => {
    let links = ['/about'];
    const preload = vi.fn((_path: string) => Promise.resolve());
    schedulePreload({ win: fakeWindow(), collectLinks: () => links, preload });
    links = ['/contact'];

    await vi.advanceTimersByTimeAsync(1000);

    expect(preload.mock.calls).toEqual([['/contact']]);
  });

  it('honours a custom delay', async () => {
    const preload = vi.fn((_path: string) => Promise.resolve());
    schedulePreload({ win: fakeWindow(), delayMs: 3000, collectLinks: () => ['/about'], preload });

    await vi.advanceTimersByTimeAsync(2999);
    expect(preload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'preloads nothing on a very slow connection (%j)',
    async (connection) => {
      const preload = vi.fn((_path: string) => Promise.resolve());
      schedulePreload({ win: fakeWindow({ connection }), collectLinks: () => ['/about'], preload });

      await vi.advanceTimersByTimeAsync(1000);

      expect(preload).not.toHaveBeenCalled();
    },
  );

  it('swallows failed and throwing preloads and still tries the other paths', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    onTestFinished(() => {
      process.off('unhandledRejection', unhandled);
    });
    const preload = vi.fn((path: string) => {
      if (path === '/about') throw new Error('sync failure');
      if (path === '/contact') return Promise.reject(new Error('offline'));
      return Promise.resolve();
    });
    schedulePreload({ win: fakeWindow(), collectLinks: () => ['/about', '/contact', '/coaching'], preload });

    await vi.advanceTimersByTimeAsync(1000);
    await vi.runAllTimersAsync();

    expect(preload).toHaveBeenCalledTimes(3);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('survives a link collector that throws', async () => {
    const preload = vi.fn((_path: string) => Promise.resolve());
    schedulePreload({
      win: fakeWindow(),
      collectLinks: () => {
        throw new Error('page gone');
      },
      preload,
    });

    await vi.advanceTimersByTimeAsync(1000); // a throw would escape from the timer here

    expect(preload).not.toHaveBeenCalled();
  });

  it('preloads nothing once cancelled, before or after the load event', async () => {
    const preload = vi.fn((_path: string) => Promise.resolve());
    const loading = fakeWindow({ readyState: 'loading' });
    schedulePreload({ win: fakeWindow(), collectLinks: () => ['/about'], preload })();
    schedulePreload({ win: loading, collectLinks: () => ['/about'], preload })();
    loading.fireLoad();

    await vi.advanceTimersByTimeAsync(2000);

    expect(preload).not.toHaveBeenCalled();
  });
});

describe('isSlowConnection', () => {
  it('is false without the Network Information API or on a fast connection', () => {
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '4g', saveData: false } })).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '3g' } })).toBe(false);
  });
});

describe('internalPaths', () => {
  it('resolves relative links against the current page and drops the current page itself', () => {
    expect(
      internalPaths(['article?uid=x', '../about', '/articles', '/articles#top', '/articles?page=2'], 'https://galant.example/articles'),
    ).toEqual(['/article?uid=x', '/about', '/articles?page=2']);
  });
});

describe('documentLinks', () => {
  it('reads the hrefs of the page links, skipping downloads and anchors without href', () => {
    document.body.innerHTML = `
      <a href="/about">About</a>
      <a>placeholder</a>
      <a href="/terms.pdf" download>Terms</a>
      <a href="https://other.example/">Other</a>`;

    expect(documentLinks(document)).toEqual(['/about', 'https://other.example/']);
  });
});

describe('routeCodePrefetcher', () => {
  const MAP = {
    routes: {
      login: ['assets/login.js', 'assets/shell.js', 'assets/forms.js'],
      registration: ['assets/registration.js', 'assets/forms.js'],
    },
  };

  it('downloads each linked route chunk once, skipping what the page already preloads, by path or by full address', () => {
    // The entry links start-up chunks by path, Vite's preload helper by full address.
    const forms = new URL('/assets/forms.js', document.baseURI).href;
    document.head.innerHTML = `<link rel="modulepreload" href="/assets/shell.js"><link rel="modulepreload" href="${forms}">`;
    onTestFinished(() => {
      document.head.innerHTML = '';
    });
    const load = vi.fn((_href: string) => undefined);
    const prefetch = routeCodePrefetcher(document, load);

    prefetch(MAP, ['login']);
    prefetch(MAP, ['registration', 'login', 'unknown']);

    expect(load.mock.calls.map(([href]) => href)).toEqual(['/assets/login.js', '/assets/registration.js']);
  });

  it('by default downloads at low priority, one chunk per task, never while the page is handling the call', async () => {
    const fetchCalls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal('fetch', (href: string, init?: RequestInit) => {
      fetchCalls.push([href, init]);
      return Promise.resolve(new Response(''));
    });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const prefetch = routeCodePrefetcher(document);

    prefetch(MAP, ['login']);
    expect(fetchCalls).toEqual([]);

    await vi.advanceTimersToNextTimerAsync();
    expect(fetchCalls).toEqual([['/assets/login.js', { priority: 'low' }]]);
    await vi.runAllTimersAsync();
    expect(fetchCalls.map(([href]) => href)).toEqual(['/assets/login.js', '/assets/shell.js', '/assets/forms.js']);
  });
});

describe('oneTaskEach', () => {
  it('starts one download per task, in order, so a route with many chunks never blocks the page', async () => {
    const load = vi.fn((_href: string) => undefined);
    const enqueue = oneTaskEach(load);

    enqueue('/a.js');
    enqueue('/b.js');
    enqueue('/c.js');
    expect(load).not.toHaveBeenCalled();

    for (const expected of [['/a.js'], ['/a.js', '/b.js'], ['/a.js', '/b.js', '/c.js']]) {
      await vi.advanceTimersToNextTimerAsync();
      expect(load.mock.calls.map(([href]) => href)).toEqual(expected);
    }
    // Drained: a later href starts a new round.
    await vi.runAllTimersAsync();
    enqueue('/d.js');
    await vi.advanceTimersToNextTimerAsync();
    expect(load).toHaveBeenLastCalledWith('/d.js');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('goes on with the next hrefs when one load throws', async () => {
    const started: string[] = [];
    const enqueue = oneTaskEach((href) => {
      started.push(href);
      if (href === '/a.js') throw new Error('refused');
    });
    enqueue('/a.js');
    enqueue('/b.js');

    await vi.runAllTimersAsync();

    expect(started).toEqual(['/a.js', '/b.js']);
  });
});
