import type { Acl, AuthInfo, Role } from '../../src/domain/auth.ts';

/**
 * Reading an access token in the browser (docs/product.md#entities auth info, docs/product.md#states validity, docs/product.md#errors "Failed to decode token").
 *
 * The browser never verifies the signature (the server does on every call): it only reads the
 * claims to know who is signed in and until when. A tiny base64url + JSON decode, no library and
 * no zod, because the auth machine is part of the entry bundle (docs/decisions/0004-entry-bundle.md).
 */

/** docs/product.md#errors auth errors (for developers and logs, not shown to people). */
export const TOKEN_DECODE_ERROR = 'Failed to decode token';
export const UNKNOWN_PROVIDER_ERROR = "The provider doesn't exist";

/** What the app needs from a token's claims. */
export interface DecodedToken {
  uid: string;
  identifier: string;
  /** Seconds since the epoch; null when the token sets none (then it never expires client-side). */
  exp: number | null;
  acl: Acl;
}

const ROLES: readonly Role[] = ['vip', 'coach', 'analyst', 'editor', 'admin'];

function base64UrlDecode(segment: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error(TOKEN_DECODE_ERROR);
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function readAcl(value: unknown): Acl {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(TOKEN_DECODE_ERROR);
  const acl: Acl = {};
  for (const role of ROLES) {
    const allowed = (value as Record<string, unknown>)[role];
    if (typeof allowed === 'boolean') acl[role] = allowed;
  }
  return acl;
}

/** The claims of a JWT (header.payload.signature); throws `TOKEN_DECODE_ERROR` for anything else. */
export function decodeToken(token: string): DecodedToken {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3 || !parts[1]) throw new Error(TOKEN_DECODE_ERROR);
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    throw new Error(TOKEN_DECODE_ERROR);
  }
  if (typeof claims !== 'object' || claims === null) throw new Error(TOKEN_DECODE_ERROR);
  const { uid, identifier, exp, acl } = claims as Record<string, unknown>;
  if (typeof uid !== 'string' || uid === '' || typeof identifier !== 'string') throw new Error(TOKEN_DECODE_ERROR);
  if (exp !== undefined && exp !== null && (typeof exp !== 'number' || !Number.isFinite(exp))) {
    throw new Error(TOKEN_DECODE_ERROR);
  }
  return { uid, identifier, exp: typeof exp === 'number' ? exp : null, acl: acl === undefined ? {} : readAcl(acl) };
}

/** Like decodeToken, but null instead of throwing. */
export function tryDecodeToken(token: string): DecodedToken | null {
  try {
    return decodeToken(token);
  } catch {
    return null;
  }
}

/** docs/product.md#states: a token is valid while its expiration is in the future, or when none is set. */
export function isTokenValid(exp: number | null, nowMs: number): boolean {
  return exp === null || exp * 1000 > nowMs;
}

/** Auth info (docs/product.md#entities) from the claims: user (uid, email from identifier), tokenExpiration (exp), acl. */
export function authInfoFromToken(decoded: DecodedToken): AuthInfo {
  return { user: { uid: decoded.uid, email: decoded.identifier }, tokenExpiration: decoded.exp, acl: decoded.acl };
}

/** docs/product.md#roles: one matching role of the acl is enough. No roles required: allowed. */
export function hasSomeRole(acl: Acl | undefined, roles: readonly Role[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  // As the server's holdsRole (decision 0045): an admin holds every staff role, never vip.
  return roles.some((role) => acl?.[role] === true || (role !== 'vip' && acl?.admin === true));
}
