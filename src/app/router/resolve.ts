import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';

/**
 * What one address resolves to, on the server (first render) and in the browser (navigation): the
 * matched routes and their loaders' data, a redirect, or an error with its status
 * (docs/decisions/0024-router-lite.md). React Router only matches paths and renders.
 */

export interface RouteLoadArgs {
  params: Params;
  url: URL;
  signal: AbortSignal;
  /** The server's per-request context; undefined in the browser (src/app/route-context.ts). */
  context: unknown;
}

interface AppRouteFields {
  id: string;
  handle?: unknown;
  /** Rendered at once (the layout). */
  Component?: ComponentType;
  /** Rendered instead of this route and those below it when one of them fails. */
  ErrorBoundary?: ComponentType;
  /** The route's page, a lazy chunk, loaded along with its data. */
  page?: () => Promise<ComponentType>;
  /** Guard → validate → load; may throw a RouteRedirect or a RouteFailure. */
  load?: (args: RouteLoadArgs) => unknown;
}

/** A route as React Router matches it (index routes have no path nor children), with the app's fields. */
export type AppRoute = AppRouteFields &
  ({ index: true; path?: undefined; children?: undefined } | { index?: false; path: string; children?: AppRoute[] });

export type AppRouteMatch = NonNullable<ReturnType<typeof matchRoutes<AppRoute>>>[number];

/** Thrown by a loader: go there instead (302 unless told). */
export class RouteRedirect extends Error {
  constructor(
    readonly location: string,
    readonly status: number = 302,
  ) {
    super(`redirect to ${location}`);
  }
}

/** Thrown by a loader: the page is the error screen with this status (a missing article: 404). */
export class RouteFailure extends Error {
  constructor(
    readonly status: number,
    readonly reason?: string,
  ) {
    super(reason ?? `route failed with status ${status}`);
  }
}

/** What failed, serialisable (the page's payload): its nearest error screen shows. */
export interface RouteError {
  routeId: string;
  status: number;
  reason?: string;
}

export interface Rendered {
  kind: 'render';
  matches: AppRouteMatch[];
  /** Each matched route's data, by route id (null for a route without loader). */
  data: Record<string, unknown>;
  error: RouteError | null;
  status: number;
}
export type Resolution = { kind: 'redirect'; location: string; status: number } | Rendered;

const components = new WeakMap<AppRoute, ComponentType>();

/** The route's component if it is at hand (its page chunk loaded). */
export const routeComponent = (route: AppRoute): ComponentType | undefined => route.Component ?? components.get(route);

/** Loads the route's page chunk once (a failure is not kept: the next navigation tries again). */
export async function loadRouteComponent(route: AppRoute): Promise<void> {
  if (!routeComponent(route) && route.page) components.set(route, await route.page());
}

/** The root route alone showing its error screen: an unknown address (404), a fault of the router itself (500). */
export function rootErrorScreen(routes: readonly AppRoute[], status: number): Rendered {
  const [root] = routes;
  if (!root) throw new Error('the router has no routes');
  return {
    kind: 'render',
    matches: [{ route: root, params: {}, pathname: '/', pathnameBase: '/' }],
    data: {},
    error: { routeId: root.id, status },
    status,
  };
}

/** The routes matching `pathname`; an unknown address is the first route alone (its error screen shows the 404). */
export function matchAppRoutes(routes: AppRoute[], pathname: string): { matches: AppRouteMatch[]; found: boolean } {
  const matches = matchRoutes(candidateRoutes(routes, pathname), pathname);
  return matches ? { matches, found: true } : { matches: rootErrorScreen(routes, 404).matches, found: false };
}

/** The first segment as React Router compares it: decoded, without case. */
function firstSegment(path = ''): string {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const narrowedTables = new WeakMap<AppRoute[], Map<string, AppRoute[]>>();

/**
 * The routes that may match `pathname`: the children of the roots under `/` whose first segment is
 * the path's or is not fixed. Same matches as the whole table, but React Router's `matchRoutes`
 * flattens and ranks what it is given at every call (decision 0044): ~30 routes cost each
 * prefetch step and each server render about ten times more.
 */
function candidateRoutes(routes: AppRoute[], pathname: string): AppRoute[] {
  const segment = firstSegment(pathname);
  const keeps = (child: AppRoute): boolean => {
    if (child.index) return segment === '';
    const first = firstSegment(child.path);
    return first === segment || first === '' || /[:*?]/.test(first);
  };
  const table = routes.map((root) =>
    root.children && firstSegment(root.path) === '' ? { ...root, children: root.children.filter(keeps) } : root,
  );
  // Kept per set of routes left (bounded whatever the addresses), so a narrowed root keeps one identity.
  const key = table.map((root) => root.children?.map((child) => child.id).join() ?? '').join('/');
  const tables = narrowedTables.get(routes) ?? new Map<string, AppRoute[]>();
  narrowedTables.set(routes, tables);
  if (!tables.has(key)) tables.set(key, table);
  return tables.get(key) ?? table;
}

/**
 * Runs the matched routes' loaders and loads their pages, all at once. The first redirect (outermost
 * route first) wins, then the first failure; any other error is a 500.
 */
export async function resolveLocation(
  routes: AppRoute[],
  url: URL,
  { signal, context }: { signal: AbortSignal; context?: unknown },
): Promise<Resolution> {
  const { matches, found } = matchAppRoutes(routes, url.pathname);
  if (!found) return rootErrorScreen(routes, 404);
  const outcomes = await Promise.allSettled(
    matches.map(
      async ({ route, params }) =>
        (await Promise.all([route.load ? route.load({ params, url, signal, context }) : null, loadRouteComponent(route)]))[0],
    ),
  );
  const data: Record<string, unknown> = {};
  let error: RouteError | null = null;
  for (const [index, outcome] of outcomes.entries()) {
    const routeId = matches[index]?.route.id ?? '';
    if (outcome.status === 'fulfilled') data[routeId] = outcome.value;
    else if (outcome.reason instanceof RouteRedirect)
      return { kind: 'redirect', location: outcome.reason.location, status: outcome.reason.status };
    else {
      const failure = outcome.reason instanceof RouteFailure ? outcome.reason : undefined;
      error ??= { routeId, status: failure?.status ?? 500, reason: failure?.reason };
    }
  }
  return { kind: 'render', matches, data, error, status: error?.status ?? 200 };
}

/** What the server resolved for this address, from its payload, with the matched pages' chunks loaded so hydration finds them. */
export async function resumeResolution(
  routes: AppRoute[],
  pathname: string,
  { data, error }: { data: Record<string, unknown>; error: RouteError | null },
): Promise<Rendered> {
  const { matches } = matchAppRoutes(routes, pathname);
  await Promise.all(matches.map(({ route }) => loadRouteComponent(route)));
  return { kind: 'render', matches, data, error, status: error?.status ?? 200 };
}
