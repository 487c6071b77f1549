import type { RouteContext } from './route-types.ts';

export type { RouteContext };

let browserContext: RouteContext | null = null;

/** The browser has one user at a time: entry-client sets its context once. */
export function setBrowserRouteContext(context: RouteContext): void {
  browserContext = context;
}

function isRouteContext(value: unknown): value is RouteContext {
  return typeof value === 'object' && value !== null && 'api' in value && typeof value.api === 'function';
}

/** A loader's context: the server passes it per request (requestContext); the browser's is global. */
export function routeContext(loaderContext: unknown): RouteContext {
  if (isRouteContext(loaderContext)) return loaderContext;
  if (browserContext) return browserContext;
  throw new Error('route context is not set: call setBrowserRouteContext() in entry-client');
}
