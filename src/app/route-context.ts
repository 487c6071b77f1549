import type { HttpClient } from '../api/http-client.ts';
import type { AuthInfo } from '../domain/auth.ts';
import type { AuthProvider } from './route-table.ts';

/**
 * What route loaders get to load public data: the API client of this request (server) or of this
 * browser tab, and the signed-in state. The client is loaded on demand so the entry bundle stays
 * free of the API client and its schemas (bundle budget).
 */
export interface RouteContext {
  api: () => Promise<HttpClient>;
  /** Read at each load: in the browser the signed-in state changes over time (default provider). */
  auth: () => AuthInfo | null;
  /** The signed-in state of another provider (docs/product.md#states); absent: only the default provider is known. */
  authFor?: (provider: AuthProvider) => AuthInfo | null;
}

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
