import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';

/**
 * What one address resolves to, on the server (first render) and in the browser (navigation):
 * the matched routes, each route's data from its loader, or a redirect, or an error with its
 * status (docs/decisions/0024-router-lite.md). React Router only matches paths and renders; this
 * module is the one home of loaders' outcomes.
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
  /** What the app reads of the matched route (its definition in the route table). */
  handle?: unknown;
  /** Rendered at once (the layout). */
  Component?: ComponentType;
  /** Rendered instead of this route and those below it when one of them fails. */
  ErrorBoundary?: ComponentType;
  /** The route's page, a lazy chunk, loaded along with its data. */
  page?: () => Promise<ComponentType>;
  /** Guard → validate → load: its answer is the route's data; it may throw a RouteRedirect or a RouteFailure. */
  load?: (args: RouteLoadArgs) => unknown;
}

/** A route as React Router matches it (index routes have no path nor children), with the app's fields. */
export type AppRoute = AppRouteFields &
  ({ index: true; path?: undefined; children?: undefined } | { index?: false; path: string; children?: AppRoute[] });

export interface AppRouteMatch {
  route: AppRoute;
  params: Params;
  pathname: string;
  pathnameBase: string;
}

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

/** What failed: the route (its nearest error screen shows), the status, the loader's reason when it gave one. Serialisable (payload). */
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

export function routeErrorOf(routeId: string, error: unknown): RouteError {
  if (!(error instanceof RouteFailure)) return { routeId, status: 500 };
  return error.reason === undefined ? { routeId, status: error.status } : { routeId, status: error.status, reason: error.reason };
}

const components = new WeakMap<AppRoute, ComponentType>();

/** The route's component if it is at hand (its page chunk loaded). */
export function routeComponent(route: AppRoute): ComponentType | undefined {
  return route.Component ?? components.get(route);
}

/** Loads the route's page chunk once (a failure is not kept: the next navigation tries again). */
export async function loadRouteComponent(route: AppRoute): Promise<void> {
  if (routeComponent(route) || !route.page) return;
  components.set(route, await route.page());
}

function rootMatch(routes: readonly AppRoute[]): AppRouteMatch {
  const [root] = routes;
  if (!root) throw new Error('the router has no routes');
  return { route: root, params: {}, pathname: '/', pathnameBase: '/' };
}

/** The routes matching `pathname`; an unknown address is the first route alone (its error screen shows the 404). */
export function matchAppRoutes(routes: AppRoute[], pathname: string): { matches: AppRouteMatch[]; found: boolean } {
  const matches = matchRoutes(candidateRoutes(routes, pathname), pathname);
  return matches ? { matches, found: true } : { matches: [rootMatch(routes)], found: false };
}

/** The first segment as React Router compares it: decoded, without case. */
function firstSegment(path: string): string {
  const segment = path.replace(/^\/+/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
/** The key of an address's first segment: the segment when a route starts with it, else one key for all others. */
const OTHER_SEGMENT = '\0';
/** Per route table: the fixed first segments its roots' children start with, and each narrowed table made so far. */
const narrowedTables = new WeakMap<AppRoute[], { fixed: Set<string>; tables: Map<string, AppRoute[]> }>();

/** A root whose children all sit under `/`: only those are narrowed (a root with a prefix is left whole). */
const atTheTop = (root: AppRoute): boolean => (root.path ?? '/').replace(/\/+/g, '') === '';

/**
 * The routes that may match `pathname`: the root's children whose first segment is the path's (or
 * is not fixed). Same matches as the whole table, but React Router's `matchRoutes` flattens and
 * compiles what it is given at every call: ~30 routes made each prefetch step in the browser a long
 * task, and ~1 ms of every signed-in page render on the server. Kept per first segment
 * (bounded: an unknown one shares a key), so a root route keeps one identity per table.
 */
function candidateRoutes(routes: AppRoute[], pathname: string): AppRoute[] {
  let known = narrowedTables.get(routes);
  if (known === undefined) {
    const fixed = new Set(
      routes
        .filter(atTheTop)
        .flatMap((root) => (root.children ?? []).filter((child) => !child.index).map((child) => firstSegment(child.path ?? ''))),
    );
    known = { fixed, tables: new Map() };
    narrowedTables.set(routes, known);
  }
  const segment = firstSegment(pathname);
  const key = segment === '' || known.fixed.has(segment) ? segment : OTHER_SEGMENT;
  let table = known.tables.get(key);
  if (table === undefined) {
    table = routes.map((root) =>
      root.index || !root.children || !atTheTop(root)
        ? root
        : {
            ...root,
            children: root.children.filter((child) => {
              if (child.index) return segment === '';
              const first = firstSegment(child.path ?? '');
              return first === segment || first === '' || /[:*?]/.test(first);
            }),
          },
    );
    known.tables.set(key, table);
  }
  return table;
}

/** The root route alone showing its error screen: an unknown address (404), a fault of the router itself (500). */
export function rootErrorScreen(routes: readonly AppRoute[], status: number): Rendered {
  const match = rootMatch(routes);
  return { kind: 'render', matches: [match], data: {}, error: { routeId: match.route.id, status }, status };
}

export interface ResolveOptions {
  signal: AbortSignal;
  context?: unknown;
}

/**
 * Runs the matched routes' loaders and loads their pages, all at once. The first redirect (outermost
 * route first) wins, then the first failure; a route's failure shows the error screen of the nearest
 * route that has one.
 */
export async function resolveLocation(routes: AppRoute[], url: URL, { signal, context }: ResolveOptions): Promise<Resolution> {
  const { matches, found } = matchAppRoutes(routes, url.pathname);
  if (!found) return rootErrorScreen(routes, 404);
  const outcomes = await Promise.allSettled(
    matches.map(async ({ route, params }) => {
      const [data] = await Promise.all([route.load ? route.load({ params, url, signal, context }) : null, loadRouteComponent(route)]);
      return data;
    }),
  );
  const data: Record<string, unknown> = {};
  let failed: RouteError | undefined;
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') {
      if (outcome.reason instanceof RouteRedirect)
        return { kind: 'redirect', location: outcome.reason.location, status: outcome.reason.status };
      failed ??= routeErrorOf(matches[index]?.route.id ?? '', outcome.reason);
    } else {
      const id = matches[index]?.route.id;
      if (id !== undefined) data[id] = outcome.value;
    }
  }
  return { kind: 'render', matches, data, error: failed ?? null, status: failed?.status ?? 200 };
}

/** The nearest route at or above the one that failed with an error screen (the outermost one otherwise). */
export function errorBoundaryIndex(matches: readonly AppRouteMatch[], failedRouteId: string): number {
  const failed = matches.findIndex(({ route }) => route.id === failedRouteId);
  for (let at = failed < 0 ? matches.length - 1 : failed; at >= 0; at--) if (matches[at]?.route.ErrorBoundary) return at;
  return 0;
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
