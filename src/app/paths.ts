import { findRouteByName } from './route-table.ts';

/**
 * The site's paths for views (views take hooks and paths from src/app, nothing else): a
 * named route's path, read from the route table so no view copies one, and the login link that
 * remembers the page. Features keep their own paths beside them (content/paths.ts, signup/paths.ts…).
 */

/** The path of the route named `name` (route table), or `fallback` when the table has no such route. */
export function routePath(name: string, fallback: string): string;
export function routePath(name: string): string | undefined;
export function routePath(name: string, fallback?: string): string | undefined {
  return findRouteByName(name)?.path ?? fallback;
}

/** The login link that remembers the page (defined with the route guards, which use it too). */
export { loginPath } from './auth/route-guard.ts';

/** The footer's « Résilier mon abonnement » link, which opens the stop-renewal dialog (account/stop-renewal-link.ts). */
export { STOP_RENEWAL_FRAGMENT, stopRenewalLink } from './account/stop-renewal-link.ts';
