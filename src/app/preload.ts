import { whenIdle } from './idle.ts';
import { loadRouteComponent, matchAppRoutes, type AppRoute } from './router/resolve.ts';
import type { RouteChunks } from '../domain/route-chunks.ts';

/**
 * docs/product.md#limits: one second after the page has loaded, the code of the routes it links to
 * is downloaded into the HTTP cache, not run, so that the next click does not wait for it — unless
 * the connection is very slow or the visitor asked to save data. Their data is left to the click.
 */

export type PrefetchWindow = Pick<Window, 'document' | 'location' | 'navigator' | 'setTimeout' | 'addEventListener'> &
  Partial<Pick<Window, 'requestIdleCallback'>>;

/** True when the visitor asked to save data or the connection is 2G-like (the Network Information API, where there is one). */
export function isSlowConnection(navigator: object): boolean {
  const connection = Reflect.get(navigator, 'connection') as { saveData?: unknown; effectiveType?: unknown } | undefined;
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/** The site's pages the document links to (path and query), each once, in page order, without the page itself nor downloads. */
export function linkedPaths(doc: ParentNode, currentHref: string): string[] {
  const current = new URL(currentHref);
  const paths = new Set<string>();
  for (const link of doc.querySelectorAll('a[href]:not([download])')) {
    try {
      const { origin, pathname, search } = new URL(link.getAttribute('href') ?? '', current);
      if (origin === current.origin && (pathname !== current.pathname || search !== current.search)) paths.add(pathname + search);
    } catch {
      // A malformed address links nowhere.
    }
  }
  return [...paths];
}

/**
 * Route by route in page order, each chunk not yet linked is fetched at low priority, one per idle
 * task (a fetch() costs the main thread ~2 ms, ~7 at Lighthouse's 4× CPU), where the route's import
 * finds it later (hashed assets, cached for a year). Importing the routes instead evaluated their
 * modules in long tasks while the page was in use. Without the build's chunk map (the dev server),
 * the routes' pages are imported. A failure stays silent: this is an optimisation.
 */
export async function prefetchLinkedRoutes(routes: AppRoute[], win: PrefetchWindow = window): Promise<void> {
  const doc = win.document;
  if (doc.readyState !== 'complete') await new Promise((loaded) => win.addEventListener('load', loaded, { once: true }));
  await new Promise((delayed) => win.setTimeout(delayed, 1000));
  // Checked when the work starts: the connection may have changed since the page loaded.
  if (isSlowConnection(win.navigator)) return;
  const map = await fetch('/route-chunks.json')
    .then((answer) => answer.json() as Promise<Partial<RouteChunks> | null>)
    .catch(() => null);
  // By path: the entry links chunks by path, Vite's preload helper by full address.
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  const seen = new Set(Array.from(links, (link) => new URL(link.href, doc.baseURI).pathname));
  for (const path of linkedPaths(doc, win.location.href)) {
    await whenIdle(win, 1000);
    const { matches, found } = matchAppRoutes(routes, new URL(path, win.location.href).pathname);
    if (found && !map?.routes) await Promise.all(matches.map(({ route }) => loadRouteComponent(route))).catch(() => undefined);
    for (const href of found ? matches.flatMap(({ route }) => map?.routes?.[route.id] ?? []).map((file) => `/${file}`) : []) {
      if (seen.has(href)) continue;
      seen.add(href);
      await whenIdle(win, 1000);
      // CORS mode with same-origin credentials, fetch's defaults, as a module script is requested: its import finds this copy.
      void fetch(href, { priority: 'low' })
        .then((answer) => answer.blob())
        .catch(() => undefined);
    }
  }
}
