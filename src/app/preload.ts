import { whenIdle } from './idle.ts';
import { isSafeNavigation } from './navigation-guard.ts';
import type { RouteChunks } from '../domain/route-chunks.ts';

/**
 * docs/product.md#limits: one second after the page has loaded, prefetch the code of the routes the page links to,
 * so the next click does not wait for it — unless the visitor's connection is very slow or they
 * asked to save data. The entry gives what "prefetch" means as `preload`: the routes' chunks
 * downloaded into the HTTP cache, not run (routeCodePrefetcher), their data left to the click.
 */

export interface PreloadWindow {
  readonly document: { readonly readyState: DocumentReadyState };
  readonly location: { readonly href: string };
  /** Read for the Network Information API (`navigator.connection`), absent from the DOM typings. */
  readonly navigator: object;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
}

export interface SchedulePreloadOptions {
  win: PreloadWindow;
  delayMs?: number;
  /** Hrefs linked from the page, read when the delay ends (the page may have changed). */
  collectLinks: () => readonly string[];
  /** Prefetches one internal path (pathname + search); failures are ignored. */
  preload: (path: string) => Promise<unknown>;
}

/** Pause between two routes' prefetches, so input and paint get the main thread in between. */
const PRELOAD_GAP_MS = 50;

const SLOW_CONNECTION_TYPES: ReadonlySet<unknown> = new Set(['slow-2g', '2g']);

/** True when the visitor asked to save data or the connection is 2G-like. */
export function isSlowConnection(navigator: object): boolean {
  const connection: unknown = Reflect.get(navigator, 'connection');
  if (typeof connection !== 'object' || connection === null) return false;
  return Reflect.get(connection, 'saveData') === true || SLOW_CONNECTION_TYPES.has(Reflect.get(connection, 'effectiveType'));
}

/**
 * Same-origin page paths (pathname + search, no hash) from hrefs, deduplicated, in page order,
 * without the current page. External, malformed and script URLs are dropped.
 */
export function internalPaths(hrefs: readonly string[], currentHref: string): string[] {
  const current = new URL(currentHref);
  const paths = new Set<string>();
  for (const href of hrefs) {
    const check = isSafeNavigation(href, { origin: current.href });
    if (!check.ok || check.external) continue;
    const url = new URL(check.url);
    if (url.pathname === current.pathname && url.search === current.search) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

/** Hrefs of the document's links, skipping downloads. A default for `collectLinks`. */
export function documentLinks(doc: ParentNode): string[] {
  return Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href]:not([download])'), (a) => a.getAttribute('href') ?? '');
}

/** Schedules the preload; the returned function cancels it (timer, load listener, pending starts). */
export function schedulePreload({ win, delayMs = 1000, collectLinks, preload }: SchedulePreloadOptions): () => void {
  let cancelled = false;
  let timer: number | undefined;

  const run = (): void => {
    timer = undefined;
    // Checked when the work starts: the connection may have changed since scheduling.
    if (cancelled || isSlowConnection(win.navigator)) return;
    let links: readonly string[];
    try {
      links = collectLinks();
    } catch {
      return;
    }
    // One route at a time, each in its own task a little after the previous one: evaluating all
    // the linked routes' code at once was one long task in the middle of start-up.
    const queue = internalPaths(links, win.location.href);
    const next = (): void => {
      timer = undefined;
      const path = queue.shift();
      if (cancelled || path === undefined) return;
      // A prefetch is an optimisation: a failure (offline, deploy in progress) must stay silent.
      Promise.resolve()
        .then(() => preload(path))
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) timer = win.setTimeout(next, PRELOAD_GAP_MS);
        });
    };
    next();
  };
  const start = (): void => {
    win.removeEventListener('load', start);
    if (!cancelled) timer = win.setTimeout(run, delayMs);
  };

  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start);

  return () => {
    cancelled = true;
    win.removeEventListener('load', start);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}

/** What the build says each route loads (scripts/vite/route-chunks-plugin.ts, `/route-chunks.json`). */
export type RouteChunkMap = Pick<RouteChunks, 'routes'>;

/** The route chunk map, fetched once per tab when the first prefetch needs it; null if unavailable. */
export function routeChunkMapLoader(fetchJson: () => Promise<unknown>): () => Promise<RouteChunkMap | null> {
  let map: Promise<RouteChunkMap | null> | undefined;
  return () =>
    (map ??= fetchJson().then(
      (value) => {
        const routes: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'routes') : undefined;
        return typeof routes === 'object' && routes !== null ? { routes: routes as RouteChunkMap['routes'] } : null;
      },
      () => null,
    ));
}

/**
 * Prefetches the code of routes without running it: each chunk not yet loaded or
 * linked is downloaded once into the HTTP cache (hashed assets, cached for a year), at low
 * priority, where the route's import finds it later. Importing the route instead evaluated its
 * modules (schemas, machines) in long tasks while the page was in use; a `<link>` per chunk cost
 * the main thread more than the request itself.
 */
export function routeCodePrefetcher(
  doc: Document,
  load: (href: string) => void = oneTaskEach(downloadOnce),
): (map: RouteChunkMap, routeNames: readonly string[]) => void {
  let seen: Set<string> | undefined;
  return (map, routeNames) => {
    seen ??= new Set(
      // By path: the entry links chunks by path, Vite's preload helper by full address.
      Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href, doc.baseURI).pathname),
    );
    for (const name of routeNames) {
      for (const file of map.routes[name] ?? []) {
        const href = `/${file}`;
        if (seen.has(href)) continue;
        seen.add(href);
        load(href);
      }
    }
  };
}

/**
 * `load` called for one href per task, in order, each when the browser is idle: a `fetch()` call
 * costs the main thread ~2 ms (~7 ms at Lighthouse's 4× CPU), so a route's dozen chunks started at
 * once made a long task a second after load. `schedule` runs its callback in a later task.
 */
export function oneTaskEach(
  load: (href: string) => void,
  schedule: (next: () => void) => void = (next) => void whenIdle(window, 1000).then(next),
): (href: string) => void {
  const queue: string[] = [];
  let draining = false;
  const drain = (): void => {
    const href = queue.shift();
    if (href === undefined) {
      draining = false;
      return;
    }
    try {
      load(href);
    } catch {
      // A prefetch is an optimisation: a failure stays silent and the hrefs behind it still go.
    }
    schedule(drain);
  };
  return (href) => {
    queue.push(href);
    if (draining) return;
    draining = true;
    schedule(drain);
  };
}

/** Module scripts are requested in CORS mode with same-origin credentials: fetch's defaults, so the cached copy serves them. */
function downloadOnce(href: string): void {
  void fetch(href, { priority: 'low' })
    .then((response) => response.blob())
    .catch(() => undefined);
}
