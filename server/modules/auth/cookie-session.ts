import type { FastifyRequest } from 'fastify';
import type { AuthInfo } from '../../../src/domain/auth.ts';
import { aclOf, signAccessToken, verifySessionToken, type SessionTokenClaims } from './tokens.ts';
import type { PageSession } from '../../ssr.ts';
import { findUserByUid, rolesOf } from '../users/repository.ts';
import type { ServerServices } from '../../services.ts';
import { sessionCookieOf, sessionFacts, type SessionUser } from './session.ts';

/**
 * The session the HttpOnly cookie stands for: a session token (not an access token), valid until
 * the 30-day cap unless revoked. It is only ever exchanged for a fresh access token (POST
 * /api/auth/session, page renders).
 *
 * Unlike a bearer token on the API, the cookie of an account still PENDING payment is honoured:
 * registration signs the member in before paying (docs/product.md#states), and a reload of the payment or welcome
 * page must not lose that (docs/decisions/0012-signup-client.md). Its tokens open nothing but the
 * payment endpoints (requirePayer) until the provider's notification activates the account.
 */
export interface CookieSession {
  claims: SessionTokenClaims;
  user: SessionUser;
}

/** What reading the session cookie needs. */
export type CookieServices = Pick<ServerServices, 'config' | 'clock' | 'database'>;

export async function readCookieSession(services: CookieServices, request: FastifyRequest): Promise<CookieSession | null> {
  const token = request.cookies[sessionCookieOf(services.config)];
  if (token === undefined || token === '') return null;
  const claims = await verifySessionToken(services.config.jwtSecret, token, services.clock.now());
  if (claims === null) return null;
  const row = await findUserByUid(services.database.db, claims.uid);
  if (row === null || row.status === 'ended' || row.tokenVersion !== claims.ver) return null;
  return { claims, user: { uid: row.uid, email: row.email, roles: rolesOf(row), tokenVersion: row.tokenVersion } };
}

/**
 * SsrOptions.sessionOf: the signed-in state of a page request, so the first render shows it
 * (no flash of the anonymous view). Never throws: a bad, expired or revoked cookie is anonymous.
 * The token stays on the server (loaders); the page payload carries only the auth info.
 */
export async function pageSession(services: CookieServices, request: FastifyRequest): Promise<PageSession | null> {
  try {
    const session = await readCookieSession(services, request);
    if (session === null) return null;
    const issued = await signAccessToken(
      services.config.jwtSecret,
      sessionFacts(session.user, { sid: session.claims.sid, sat: session.claims.sat }),
      services.clock.now(),
    );
    const auth: AuthInfo = {
      user: { uid: session.user.uid, email: session.user.email },
      tokenExpiration: issued.exp,
      acl: aclOf(session.user.roles),
    };
    return { auth, accessToken: issued.token };
  } catch (error) {
    request.log.warn({ err: error }, 'could not read the session cookie: rendering anonymously');
    return null;
  }
}
