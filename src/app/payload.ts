import type { AuthInfo } from '../domain/auth.ts';
import type { PublicConfig } from '../domain/public-config.ts';
import type { RouteError } from './router/resolve.ts';

/** The id of the JSON script element the server writes and the client reads (docs/product.md#states app start). */
export const PAYLOAD_ELEMENT_ID = 'galant-payload';

export interface AppPayload {
  /** True when the server rendered the page: the client hydrates; false: it mounts client-only. */
  rendered: boolean;
  config: PublicConfig;
  /**
   * Signed-in state the server saw in the session cookie (never the token itself), so the first
   * render already shows it; null for an anonymous visitor.
   */
  auth: AuthInfo | null;
  /** What the server's route loaders answered, so hydration renders the same page without loading it again. */
  route?: RoutePayload;
}

/** The matched routes' data by route id, and the error the page shows (null: none). */
export interface RoutePayload {
  data: Record<string, unknown>;
  error: RouteError | null;
}

/** Serialises the payload as inert JSON (never executed), safe inside a <script> element. */
export function serializePayload(payload: AppPayload): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script>`;
}

/** Reads the payload back; null when absent or not what the server writes. */
export function readPayload(doc: Document): AppPayload | null {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { rendered, config, auth, route } = raw as { rendered?: unknown; config?: unknown; auth?: unknown; route?: unknown };
    if (typeof rendered !== 'boolean' || !isPublicConfigShape(config)) return null;
    // The auth info is re-checked by the auth machine against the session before it is trusted.
    const payload: AppPayload = { rendered, config, auth: isAuthInfoShape(auth) ? auth : null };
    if (isRoutePayloadShape(route)) payload.route = route;
    return payload;
  } catch {
    return null;
  }
}

/**
 * Light shape checks of what our own server wrote (validated there with the zod schemas): the
 * schemas stay out of the entry bundle (docs/decisions/0004-entry-bundle.md).
 */
function isPublicConfigShape(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<Record<keyof PublicConfig, unknown>>;
  return (
    typeof config.siteName === 'string' &&
    typeof config.subtitle === 'string' &&
    typeof config.buildId === 'string' &&
    typeof config.siteUrl === 'string' &&
    typeof config.publisher === 'object' &&
    config.publisher !== null &&
    typeof config.bank === 'object' &&
    config.bank !== null &&
    (config.gtmId === null || typeof config.gtmId === 'string') &&
    (config.translationScriptUrl === null || typeof config.translationScriptUrl === 'string') &&
    (config.signupToken === null || typeof config.signupToken === 'string')
  );
}

function isAuthInfoShape(value: unknown): value is AuthInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { user, acl } = value as { user?: { uid?: unknown; email?: unknown }; acl?: unknown };
  return typeof user?.uid === 'string' && typeof user.email === 'string' && typeof acl === 'object' && acl !== null;
}

function isRoutePayloadShape(value: unknown): value is RoutePayload {
  if (typeof value !== 'object' || value === null) return false;
  const { data, error } = value as { data?: unknown; error?: unknown };
  return typeof data === 'object' && data !== null && (error === null || isRouteErrorShape(error));
}

function isRouteErrorShape(value: unknown): value is RouteError {
  if (typeof value !== 'object' || value === null) return false;
  const { routeId, status, reason } = value as { routeId?: unknown; status?: unknown; reason?: unknown };
  return typeof routeId === 'string' && typeof status === 'number' && (reason === undefined || typeof reason === 'string');
}
