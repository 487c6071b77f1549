import { createContext, useContext, useMemo } from 'react';
import type { Location } from 'react-router-dom';
import type { RouterState } from './app-router.ts';
import type { RouteError } from './resolve.ts';

/**
 * What pages read of the router besides React Router's own hooks (useLocation, useParams,
 * useNavigate): what the data router's useLoaderData, useMatches, useNavigation and useRouteError
 * gave them (docs/decisions/0024-router-lite.md). Provided by ./router-view.tsx.
 */

export const RouterStateContext = createContext<RouterState | null>(null);
/** The id of the route a component renders in (useRouteData reads that route's data). */
export const RouteIdContext = createContext<string | null>(null);
export const RouteErrorContext = createContext<RouteError | undefined>(undefined);

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('router hooks need <RouterView>');
  return state;
}

/** The data of this component's route (its loader's answer; null for a route without one). */
export function useRouteData<T>(): T {
  const { data } = useRouterState();
  const id = useContext(RouteIdContext);
  return (id === null ? undefined : data[id]) as T;
}

export interface RouteMatchView {
  id: string;
  /** The route's handle (its definition in the route table). */
  handle: unknown;
  data: unknown;
}

/** The matched routes, outermost first, with their handle and data. */
export function useRouteMatches(): readonly RouteMatchView[] {
  const { matches, data } = useRouterState();
  return useMemo(() => matches.map(({ route }) => ({ id: route.id, handle: route.handle, data: data[route.id] })), [matches, data]);
}

/** The address being loaded (the page on screen stays until it is ready); null when idle. */
export function usePendingLocation(): Location | null {
  return useRouterState().pending;
}

/** Inside a route's error screen: what failed (a loader's status, 500 for a fault). */
export function useRouteError(): RouteError {
  return useContext(RouteErrorContext) ?? { routeId: '', status: 500 };
}
