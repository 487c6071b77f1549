import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The authentication contract (docs/product.md#entities auth info, docs/product.md#calls /auth_check, docs/product.md#states auth per provider), shared by the
 * server that issues tokens and the browser that holds them. Decision record:
 * docs/decisions/0003-auth-tokens.md.
 */

/** Roles a token's acl may grant (docs/product.md#roles): one matching role is enough for a route. */
export const roleSchema = lazySchema(() => z.enum(['vip', 'coach', 'analyst', 'editor', 'admin']));
export type Role = z.infer<typeof roleSchema>;

/** Acl (docs/product.md#entities): map of role to allowed, e.g. { vip: true }. */
export const aclSchema = lazySchema(() => z.partialRecord(roleSchema, z.boolean()));
export type Acl = z.infer<typeof aclSchema>;

/** Claims of an access token (JWT, HS256, aud "galant", typ "access"), as the browser decodes them. */
export const accessClaimsSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    identifier: z.string(),
    /** Expiration, seconds since the epoch. */
    exp: z.number().int(),
    iat: z.number().int(),
    acl: aclSchema,
  }),
);
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** Auth info (docs/product.md#entities): what the app knows of the signed-in user. */
export const authInfoSchema = lazySchema(() =>
  z.object({
    user: z.object({ uid: z.string(), email: z.string() }),
    /** From exp, in seconds since the epoch; null when the token sets none. */
    tokenExpiration: z.number().int().nullable(),
    acl: aclSchema,
  }),
);
export type AuthInfo = z.infer<typeof authInfoSchema>;

/** POST /api/auth_check */
export const authCheckRequestSchema = lazySchema(() =>
  z.object({
    identifier: z.string(),
    password: z.string(),
  }),
);
export type AuthCheckRequest = z.infer<typeof authCheckRequestSchema>;
/**
 * `finishPayment`: the account never paid (docs/decisions/0034-unpaid-accounts.md): its token opens
 * only the payment step, where the sign-in leads.
 */
export const tokenResponseSchema = lazySchema(() => z.object({ token: z.string(), finishPayment: z.literal(true).optional() }));
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Header carrying a rotated access token on any API answer (docs/product.md#roles). */
export const NEXT_TOKEN_HEADER = 'next-token';
/** HttpOnly session cookie that lets server rendering and a reload see the signed-in state. */
export const SESSION_COOKIE = 'galant_session';
/**
 * The session cookie's name as the server sets and reads it: in production (HTTPS, Secure cookie)
 * `__Host-galant_session`, which a browser only keeps when Secure, Path=/ and without Domain, so
 * no sibling subdomain or plain-http page can plant or shadow it; in development over http the
 * plain name (a __Host- cookie would be dropped there).
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/** Access tokens live at most this long; a fresh one is issued when less than a quarter is left. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** Absolute cap of a session from the password sign-in, whatever the rotations. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Error codes of 403 answers to /auth_check, so /login can explain them. */
export const accountStateErrorSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.enum(['account_pending', 'account_ended']),
  }),
);
export type AccountStateError = z.infer<typeof accountStateErrorSchema>;

/** Header POST /api/auth/session requires (value "1"): a cross-site form or image cannot send it. */
export const SESSION_REQUEST_HEADER = 'x-galant-session';
