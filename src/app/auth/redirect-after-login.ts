import type { Acl } from '../../domain/auth.ts';
import { findRouteForPath } from '../breadcrumbs.ts';
import { isSafeNavigation } from '../navigation-guard.ts';
import { routeTable, type RouteDefinition } from '../route-table.ts';

/**
 * Redirect after login (docs/product.md#states): the page the visitor asked for (the `redirect` query of /login) when it
 * is a page of this site (the zone the route guards protect) and not a prohibited one; otherwise
 * the configured page. Never another site, never a script URL (docs/product.md#errors). See docs/decisions/0007.
 */

/** The configured redirect path. */
export const DEFAULT_AFTER_LOGIN_PATH = '/';
/** Analysts, who have no member page to go to, land on their page (docs/decisions/0031). */
export const ANALYST_AFTER_LOGIN_PATH = '/staff/flows';

/** Where a sign-in lands when no page of the site was asked for: analysts on theirs, everyone else on the configured page. */
export function defaultAfterLoginPath(acl: Acl | undefined): string {
  return acl?.analyst === true ? ANALYST_AFTER_LOGIN_PATH : DEFAULT_AFTER_LOGIN_PATH;
}

/** Pages that make no sense right after signing in (or would loop back to the form). */
const PROHIBITED_ROUTES: ReadonlySet<string> = new Set([
  'login',
  'reset-password',
  'reset-password-update',
  'callback-payment',
  'page404',
  'page5xx',
]);

export function isProhibitedAfterLogin(route: RouteDefinition): boolean {
  // Registration and its payment steps create an account: a signed-in member has one.
  return PROHIBITED_ROUTES.has(route.name) || route.name.startsWith('registration');
}

export function resolveRedirectAfterLogin(
  requested: string | null | undefined,
  origin: string,
  routes: readonly RouteDefinition[] = routeTable,
  acl?: Acl,
): string {
  const fallback = defaultAfterLoginPath(acl);
  if (!requested) return fallback;
  const check = isSafeNavigation(requested, { origin });
  if (!check.ok || check.external) return fallback;
  const target = new URL(check.url);
  const route = findRouteForPath(target.pathname, routes);
  if (!route || isProhibitedAfterLogin(route)) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
