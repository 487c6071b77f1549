import type { FastifyReply } from 'fastify';
import { sessionCookieName, type Role } from '../../../src/domain/auth.ts';
import { sessionEnd, signAccessToken, signSessionToken, type IssuedToken, type SessionFacts } from './tokens.ts';
import type { ServerServices } from '../../services.ts';

/** What issuing and clearing a session needs. */
export type SessionServices = Pick<ServerServices, 'config' | 'clock'>;

/**
 * Issuing a session's tokens and its HttpOnly cookie (docs/decisions/0003-auth-tokens.md): the
 * browser keeps the token in memory for the bearer header; the cookie lets a reload and server
 * rendering see the same session. The API never accepts the cookie as a credential, except on
 * POST /api/auth/session (custom header required, so no cross-site form can use it).
 */

/** What a fresh token needs to know of the user, read from the database just before. */
export interface SessionUser {
  uid: string;
  email: string;
  roles: readonly Role[];
  tokenVersion: number;
}

export interface SessionStart {
  sid: string;
  /** Seconds: the time of the password sign-in. */
  sat: number;
}

export function sessionFacts(user: SessionUser, session: SessionStart): SessionFacts {
  return { uid: user.uid, identifier: user.email, roles: user.roles, sid: session.sid, sat: session.sat, ver: user.tokenVersion };
}

/**
 * Signs an access token for the session and sets the cookie to the session's own credential (a
 * session token, never the access token; Max-Age = what remains of the 30-day cap), and marks the
 * answer uncacheable. Throws SessionCapReached past the cap.
 */
export async function issueToken(
  services: SessionServices,
  reply: FastifyReply,
  user: SessionUser,
  session: SessionStart,
): Promise<IssuedToken> {
  const nowMs = services.clock.now();
  const facts = sessionFacts(user, session);
  const issued = await signAccessToken(services.config.jwtSecret, facts, nowMs);
  const cookie = await signSessionToken(services.config.jwtSecret, facts, nowMs);
  reply.setCookie(sessionCookieOf(services.config), cookie.token, {
    ...cookieOptions(services.config),
    maxAge: sessionEnd(session.sat) - Math.floor(nowMs / 1000),
  });
  noStore(reply);
  return issued;
}

export function clearSessionCookie(services: SessionServices, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieOf(services.config), cookieOptions(services.config));
  noStore(reply);
}

/** Token-carrying answers must never be kept by a browser or proxy cache. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** The one name every reader and writer of the session cookie uses (`__Host-` in production). */
export function sessionCookieOf(config: CookieConfig): string {
  return sessionCookieName(cookieOptions(config).secure);
}

type CookieConfig = Pick<ServerServices['config'], 'isProduction'>;

function cookieOptions(config: CookieConfig) {
  // Lax, not Strict: a member following a link from another site (an e-mail, a search result)
  // must land signed in. The cookie is never an API credential (bearer only), and the one endpoint
  // that reads it wants a custom header no cross-site request can send, so Lax adds no CSRF risk.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.isProduction } as const;
}
