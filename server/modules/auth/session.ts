import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE, type Role } from '../../../src/domain/auth.ts';
import { clockOf } from '../../auth/clock.ts';
import { sessionEnd, signAccessToken, type IssuedToken, type SessionFacts } from '../../auth/tokens.ts';

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
 * Signs a token for the session, puts it in the cookie (Max-Age = what remains of the 30-day cap)
 * and marks the answer uncacheable. Throws SessionCapReached past the cap.
 */
export async function issueToken(
  app: FastifyInstance,
  reply: FastifyReply,
  user: SessionUser,
  session: SessionStart,
): Promise<IssuedToken> {
  const nowMs = clockOf(app).now();
  const issued = await signAccessToken(app.config.jwtSecret, sessionFacts(user, session), nowMs);
  reply.setCookie(SESSION_COOKIE, issued.token, {
    ...cookieOptions(app),
    maxAge: sessionEnd(session.sat) - Math.floor(nowMs / 1000),
  });
  noStore(reply);
  return issued;
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
  noStore(reply);
}

/** Token-carrying answers must never be kept by a browser or proxy cache. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

function cookieOptions(app: FastifyInstance) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: app.config.isProduction } as const;
}
