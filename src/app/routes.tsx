import { RootLayout } from '../../views/layout/root-layout.tsx';
import { RouteErrorScreen } from '../../views/layout/route-error-screen.tsx';
import { guardRoute, needsGuard } from './auth/route-guard.ts';
import { pageMap } from './page-map.ts';
import { routeContext } from './route-context.ts';
import { routeTable, type RouteDefinition } from './route-table.ts';
import { RouteFailure, RouteRedirect, type AppRoute } from './router/resolve.ts';

/** What every matched route carries in `handle`: its definition from the route table. */
export interface RouteHandle {
  definition: RouteDefinition;
}

export const ROOT_ROUTE_ID = 'root';

/**
 * Pages that only read the signed-in state (the layout does too): they run on the snapshot the
 * server rendered while XState loads (src/app/lazy-actor.ts). Every other page sends
 * events to the app's actors or hands them to its own machines, so it waits for the live ones.
 */
const READ_ONLY_PAGES: ReadonlySet<string> = new Set(['index', 'about', 'terms-of-service', 'privacy-policy']);

export interface RouteOptions {
  /** Browser: makes the app's live actors (BrowserServices.startActors); a page other than the read-only ones waits for it. */
  liveActors?: () => Promise<void>;
}

/** The router's routes, built from the route table and the page map (one lazy chunk per page). */
export function createRoutes(options: RouteOptions = {}): AppRoute[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      children: routeTable.map((definition) => toAppRoute(definition, options)),
    },
  ];
}

function toAppRoute(definition: RouteDefinition, { liveActors }: RouteOptions): AppRoute {
  const { validate, load } = definition;
  const page = pageMap[definition.name];
  if (page === undefined) throw new Error(`route ${definition.name} has no page in src/app/page-map.ts`);
  const guarded = needsGuard(definition.meta);
  const handle: RouteHandle = { definition };
  return {
    id: definition.name,
    ...(definition.path === '/' ? { index: true } : { path: definition.path }),
    handle,
    page: async () => {
      const [module] = await Promise.all([page(), READ_ONLY_PAGES.has(definition.name) ? null : liveActors?.()]);
      return module.default;
    },
    load:
      validate || load || guarded
        ? async ({ params, url, signal, context }) => {
            // Guards (docs/product.md#roles) first: secured → /login (remembering the page), roles, middlewares.
            if (guarded) {
              const location = await guardRoute(definition, url, routeContext(context));
              if (location) throw new RouteRedirect(location);
            }
            // docs/product.md#routes: a route's validate step fails with a status and message, default 404.
            const failure = validate?.({ params, url });
            if (failure) throw new RouteFailure(failure.status ?? 404, failure.message);
            return load ? load({ params, url, context: routeContext(context), signal }) : null;
          }
        : undefined,
  };
}
