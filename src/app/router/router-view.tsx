import { Component, startTransition, useLayoutEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { renderMatches, Router, type Location, type NavigationType as HistoryAction, type Navigator } from 'react-router-dom';
import type { AppRouter, RouterState } from './app-router.ts';
import { createNavigator } from './navigator.ts';
import { errorBoundaryIndex, routeComponent, type AppRouteMatch, type Rendered, type RouteError } from './resolve.ts';
import { RouteErrorContext, RouteIdContext, RouterStateContext } from './use-route.ts';

/**
 * Renders the router's state with React Router's declarative `<Router>` (links, useLocation,
 * useParams, useNavigate, Outlet); pages read the rest through ./use-route.ts
 * (docs/decisions/0024-router-lite.md).
 */

function routeElement(match: AppRouteMatch, error: RouteError | undefined): ReactNode {
  const Screen = error ? match.route.ErrorBoundary : routeComponent(match.route);
  if (!Screen) return null;
  const element = (
    <RouteIdContext.Provider value={match.route.id}>
      <Screen />
    </RouteIdContext.Provider>
  );
  return error ? <RouteErrorContext.Provider value={error}>{element}</RouteErrorContext.Provider> : element;
}

function RouteTree({ matches, error }: { matches: readonly AppRouteMatch[]; error: RouteError | null }): ReactNode {
  // The nearest error screen stands in for the failed route and those below it.
  const last = error ? errorBoundaryIndex(matches, error.routeId) : matches.length - 1;
  return renderMatches(
    matches.slice(0, last + 1).map((match, index) => {
      const element = routeElement(match, index === last ? (error ?? undefined) : undefined);
      // Path and index too: relative links (`to="."`, navigate('..'), useResolvedPath) resolve from them.
      const { id, index: isIndex, path } = match.route;
      return { ...match, route: isIndex ? { id, index: true, element } : { id, path, element } };
    }),
  );
}

interface BoundaryProps {
  location: Location;
  /** The routes' data: a new answer (a revalidation, same address) clears the failure too. */
  data: Record<string, unknown>;
  matches: readonly AppRouteMatch[];
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  /** The address and data the boundary last saw: new ones clear the failure (the visitor moved on, the page reloaded). */
  at: Location | null;
  data: Record<string, unknown> | null;
}

/** A page that fails while rendering shows the error screen of its nearest route that has one (until the address or the data change). */
class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, at: null, data: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return state.at === props.location && state.data === props.data ? null : { failed: false, at: props.location, data: props.data };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { matches } = this.props;
    return <RouteTree matches={matches} error={{ routeId: matches.at(-1)?.route.id ?? '', status: 500 }} />;
  }
}

function RouterStateView({ state, navigator, isStatic }: { state: RouterState; navigator: Navigator; isStatic: boolean }): ReactNode {
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
  return <RouterStateView state={state} navigator={router.navigator} isStatic={false} />;
}

/** The server's render of one resolved address (a link's click cannot happen there). */
export function StaticRouterView({ url, rendered }: { url: URL; rendered: Rendered }): ReactNode {
  const state: RouterState = {
    initialized: true,
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    navigationType: 'POP',
    matches: rendered.matches,
    data: rendered.data,
    error: rendered.error,
    pending: null,
  };
  const cannotNavigate = () => {
    throw new Error('the server cannot navigate');
  };
  const navigator = createNavigator(url.origin, { go: () => undefined, push: cannotNavigate, replace: cannotNavigate });
  return <RouterStateView state={state} navigator={navigator} isStatic />;
}
