import { createContext, useContext, useMemo } from 'react';
import type { Location } from 'react-router-dom';
import type { RouterState } from './app-router.ts';
import type { RouteError } from './resolve.ts';

/**
 * What pages read of the router besides React Router's own hooks: what the data router's
 * useLoaderData, useMatches, useNavigation and useRouteError gave them
 * (docs/decisions/0024-router-lite.md). Provided by ./router-view.tsx.
 */

export const RouterStateContext = createContext<RouterState | null>(null);
/** The route a component renders in, and what failed when it renders as its route's error screen. */
export const RouteContext = createContext<{ id: string; error?: RouteError | undefined } | null>(null);

function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('router hooks need <RouterView>');
  return state;
}

/** The data of this component's route (its loader's answer; null for a route without one). */
export function useRouteData<T>(): T {
  const { data } = useRouterState();
  const route = useContext(RouteContext);
  return (route ? data[route.id] : undefined) as T;
}

/** The matched routes, outermost first, with their handle (their definition in the route table) and data. */
export function useRouteMatches(): readonly { id: string; handle: unknown; data: unknown }[] {
  const { matches, data } = useRouterState();
  return useMemo(() => matches.map(({ route }) => ({ id: route.id, handle: route.handle, data: data[route.id] })), [matches, data]);
}

/** The address being loaded (the page on screen stays until it is ready); null when idle. */
export const usePendingLocation = (): Location | null => useRouterState().pending;

/** Inside a route's error screen: what failed (a loader's status, 500 for a fault). */
export const useRouteError = (): RouteError => useContext(RouteContext)?.error ?? { routeId: '', status: 500 };
