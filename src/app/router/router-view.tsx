import { Component, startTransition, useLayoutEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { renderMatches, Router, type Location, type NavigationType as HistoryAction, type Navigator } from 'react-router-dom';
import type { AppRouter, RouterState } from './app-router.ts';
import { createNavigator } from './history.ts';
import { routeComponent, type AppRouteMatch, type Rendered, type RouteError } from './resolve.ts';
import { RouteContext, RouterStateContext } from './use-route.ts';

/**
 * Renders the router's state with React Router's declarative `<Router>` (links, useLocation,
 * useParams, useNavigate, Outlet); pages read the rest through ./use-route.ts
 * (docs/decisions/0024-router-lite.md).
 */

function RouteTree({ matches, error }: { matches: readonly AppRouteMatch[]; error: RouteError | null }): ReactNode {
  // The nearest route at or above the failed one with an error screen (the outermost otherwise) stands in for those below it.
  const failed = error ? matches.findIndex(({ route }) => route.id === error.routeId) : -1;
  let last = failed < 0 ? matches.length - 1 : failed;
  while (error && last > 0 && !matches[last]?.route.ErrorBoundary) last--;
  return renderMatches(
    matches.slice(0, last + 1).map((match, index) => {
      const { id, index: isIndex, path, ErrorBoundary } = match.route;
      const shown = index === last && error ? error : undefined;
      const Screen = shown ? ErrorBoundary : routeComponent(match.route);
      const element = Screen ? (
        <RouteContext.Provider value={{ id, error: shown }}>
          <Screen />
        </RouteContext.Provider>
      ) : null;
      // Path and index too: relative links (`to="."`, navigate('..'), useResolvedPath) resolve from them.
      return { ...match, route: isIndex ? { id, index: true, element } : { id, path, element } };
    }),
  );
}

interface BoundaryProps {
  /** A new address or new data (a revalidation) clears a failure: the visitor moved on, the page reloaded. */
  location: Location;
  data: Record<string, unknown>;
  matches: readonly AppRouteMatch[];
  children: ReactNode;
}
type BoundaryState = { failed: boolean; at?: Location; data?: Record<string, unknown> };

/** A page that fails while rendering shows the error screen of its nearest route that has one (until the address or the data change). */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError = (): Partial<BoundaryState> => ({ failed: true });

  static getDerivedStateFromProps = ({ location, data }: BoundaryProps, state: BoundaryState): BoundaryState | null =>
    state.at === location && state.data === data ? null : { failed: false, at: location, data };

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    const { matches, children } = this.props;
    return this.state.failed ? <RouteTree matches={matches} error={{ routeId: matches.at(-1)?.route.id ?? '', status: 500 }} /> : children;
  }
}

function RouterStateView({
  state,
  navigator,
  isStatic = false,
}: {
  state: RouterState;
  navigator: Navigator;
  isStatic?: boolean;
}): ReactNode {
  if (!state.initialized) return null;
  return (
    <Router location={state.location} navigationType={state.navigationType as HistoryAction} navigator={navigator} static={isStatic}>
      <RouterStateContext.Provider value={state}>
        <RenderErrorBoundary location={state.location} data={state.data} matches={state.matches}>
          <RouteTree matches={state.matches} error={state.error} />
        </RenderErrorBoundary>
      </RouterStateContext.Provider>
    </Router>
  );
}

/**
 * The browser's app: what the router has on screen. Its changes render as transitions, as React
 * Router's RouterProvider does: React renders the next page in slices, input and paint go first.
 */
export function RouterView({ router }: { router: AppRouter }): ReactNode {
  const [state, setState] = useState(() => router.state);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(update);
    // A change between the first render and this subscription.
    update();
    return unsubscribe;
  }, [router]);
  return <RouterStateView state={state} navigator={router.navigator} />;
}

const cannotNavigate = () => {
  throw new Error('the server cannot navigate');
};

/** The server's render of one resolved address (a link's click cannot happen there). */
export function StaticRouterView({ url, rendered: { matches, data, error } }: { url: URL; rendered: Rendered }): ReactNode {
  const location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
  const state: RouterState = { initialized: true, location, navigationType: 'POP', matches, data, error, pending: null };
  const navigator = createNavigator(url.origin, { go: () => undefined, push: cannotNavigate, replace: cannotNavigate });
  return <RouterStateView state={state} navigator={navigator} isStatic />;
}
