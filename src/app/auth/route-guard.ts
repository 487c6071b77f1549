import type { AuthInfo } from '../../domain/auth.ts';
import { hasSomeRole } from '../../../machines/auth/token.ts';
import type { RouteContext } from '../route-context.ts';
import { routeTable, type AuthProvider, type Middleware, type RouteDefinition, type RouteMeta } from '../route-table.ts';

/**
 * Route guards built from the route table's meta (docs/product.md#roles): secured → /login remembering the page;
 * roles checked against the acl of the route's provider (one match is enough); then the route's
 * middlewares. Runs as part of the route's loader, on the server (first render) and in the browser.
 */

/** The longest return path remembered, once encoded; a longer one is not remembered at all. */
export const RETURN_PATH_MAX = 512;

/**
 * `/login?redirect=<path>`: the login page, remembering the page that was asked for
 * (docs/product.md#routes-guards). Only the return path, never the query: no guarded page reads
 * one, and a query copied whole let any visitor grow the redirect's headers past what a client
 * accepts. A path longer than RETURN_PATH_MAX (a forged identifier) goes to the plain login page.
 */
export function loginPath(url: Pick<URL, 'pathname'> & { search?: string }, routes: readonly RouteDefinition[] = routeTable): string {
  const login = routes.find((route) => route.name === 'login')?.path ?? '/login';
  const requested = encodeURIComponent(url.pathname);
  return url.pathname === '/' || requested.length > RETURN_PATH_MAX ? login : `${login}?redirect=${requested}`;
}

/** Where an anonymous visitor goes is /login; a signed-in one lacking the role goes here. */
export const DEFAULT_UNAUTHORIZED_REDIRECT = '/';

export interface MiddlewareArgs {
  route: RouteDefinition;
  url: URL;
  auth: AuthInfo | null;
  context: RouteContext;
}

/** A middleware answers a path to go to instead, or null to let the visitor in. */
export type MiddlewareHook = (args: MiddlewareArgs) => string | null | Promise<string | null>;

/** `vip` runs for routes that require the vip role (docs/product.md#roles: they also need the user middleware). */
export type MiddlewareName = Middleware | 'vip';

const requireSignedIn: MiddlewareHook = ({ auth, url }) => (auth ? null : loginPath(url));
const letIn: MiddlewareHook = () => null;

const DEFAULT_HOOKS: Readonly<Record<MiddlewareName, MiddlewareHook>> = {
  user: requireSignedIn,
  registration: letIn,
  vip: letIn,
};
const hooks: Record<MiddlewareName, MiddlewareHook> = { ...DEFAULT_HOOKS };

/** Later features fill the middlewares (registration state, membership checks…). */
export function setMiddlewareHook(name: MiddlewareName, hook: MiddlewareHook): () => void {
  hooks[name] = hook;
  return () => {
    hooks[name] = DEFAULT_HOOKS[name];
  };
}

/** The signed-in state of a route's provider. */
export function authForProvider(context: RouteContext, provider: AuthProvider): AuthInfo | null {
  if (context.authFor) return context.authFor(provider);
  return provider === 'default' ? context.auth() : null;
}

/** Routes with a rule about who may see them get a guard. */
export function needsGuard(meta: RouteMeta): boolean {
  return meta.secured || (meta.roles?.length ?? 0) > 0 || (meta.middleware?.length ?? 0) > 0;
}

/** Null when the visitor may see the route; otherwise the path to send them to. */
export async function guardRoute(route: RouteDefinition, url: URL, context: RouteContext): Promise<string | null> {
  const { meta } = route;
  const auth = authForProvider(context, meta.provider);
  const roles = meta.roles ?? [];
  if ((meta.secured || roles.length > 0) && !auth) return loginPath(url);
  if (!hasSomeRole(auth?.acl, roles)) return meta.unauthorizedRedirect ?? DEFAULT_UNAUTHORIZED_REDIRECT;
  const names: MiddlewareName[] = [...(meta.middleware ?? []), ...(roles.includes('vip') ? (['vip'] as const) : [])];
  for (const name of names) {
    const redirect = await hooks[name]({ route, url, auth, context });
    if (redirect) return redirect;
  }
  return null;
}
