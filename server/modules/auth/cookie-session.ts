import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type AuthInfo } from '../../../src/domain/auth.ts';
import { clockOf } from '../../auth/clock.ts';
import {
  aclOf,
  ROTATE_WHEN_LEFT_SECONDS,
  rolesOfAcl,
  secondsLeft,
  sessionEnd,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
} from '../../auth/tokens.ts';
import type { PageSession } from '../../ssr.ts';
import { rolesOf } from '../users/repository.ts';
import { sessionFacts, type SessionUser } from './session.ts';
import { userForClaims } from './viewer.ts';

/**
 * The session the HttpOnly cookie stands for. The cookie holds the last access token of the
 * session; past that token's exp it still stands for the session until the 30-day cap, as long as
 * it was not revoked: it is then exchanged for a fresh token (POST /api/auth/session, page renders).
 */
export interface CookieSession {
  token: string;
  claims: AccessTokenClaims;
  user: SessionUser;
}

export async function readCookieSession(request: FastifyRequest): Promise<CookieSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (token === undefined || token === '') return null;
  const app = request.server;
  const claims = await verifyAccessToken(app.config.jwtSecret, token, clockOf(app).now(), { allowExpired: true });
  if (claims === null) return null;
  const row = await userForClaims(app.database.db, claims);
  if (row === null) return null;
  return { token, claims, user: { uid: row.uid, email: row.email, roles: rolesOf(row), tokenVersion: row.tokenVersion } };
}

/** The cookie's token cannot be handed out as is: (nearly) expired, or its roles are out of date. */
export function needsFreshToken(session: CookieSession, nowMs: number): boolean {
  const { claims, user } = session;
  const granted = rolesOfAcl(claims.acl);
  const stale = granted.length !== user.roles.length || granted.some((role) => !user.roles.includes(role));
  const nearExpiry = secondsLeft(claims, nowMs) < ROTATE_WHEN_LEFT_SECONDS && claims.exp < sessionEnd(claims.sat);
  return stale || nearExpiry;
}

/**
 * SsrOptions.sessionOf: the signed-in state of a page request, so the first render shows it
 * (no flash of the anonymous view). Never throws: a bad, expired or revoked cookie is anonymous.
 * The token stays on the server (loaders); the page payload carries only the auth info.
 */
export async function pageSession(request: FastifyRequest): Promise<PageSession | null> {
  try {
    const session = await readCookieSession(request);
    if (session === null) return null;
    const nowMs = clockOf(request.server).now();
    let token = session.token;
    let exp = session.claims.exp;
    if (needsFreshToken(session, nowMs)) {
      const issued = await signAccessToken(
        request.server.config.jwtSecret,
        sessionFacts(session.user, { sid: session.claims.sid, sat: session.claims.sat }),
        nowMs,
      );
      token = issued.token;
      exp = issued.exp;
    }
    const auth: AuthInfo = {
      user: { uid: session.user.uid, email: session.user.email },
      tokenExpiration: exp,
      acl: aclOf(session.user.roles),
    };
    return { auth, accessToken: token };
  } catch (error) {
    request.log.warn({ err: error }, 'could not read the session cookie: rendering anonymously');
    return null;
  }
}
