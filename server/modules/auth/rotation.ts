import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_TOKEN_HEADER } from '../../../src/domain/auth.ts';
import { ROTATE_WHEN_LEFT_SECONDS, rolesOfAcl, secondsLeft, sessionEnd, verifyAccessToken, type AccessTokenClaims } from './tokens.ts';
import { rolesOf } from '../users/repository.ts';
import { issueToken } from './session.ts';
import { bearerToken, resolvedRoles, userForClaims, type ViewerServices } from './viewer.ts';

/**
 * onSend hook for every API answer to a call with a token (docs/product.md#roles next-token): when its bearer token has less than
 * 15 minutes left, or grants other roles than the database now does (a membership started or
 * ended), the answer carries `next-token` with a fresh token of the same session, and the cookie
 * follows. Never past the session cap; never for a session the route just revoked.
 */
export async function rotateToken(services: ViewerServices, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (token === null || token === '' || reply.hasHeader(NEXT_TOKEN_HEADER)) return;
  try {
    const nowMs = services.clock.now();
    const claims = await verifyAccessToken(services.config.jwtSecret, token, nowMs);
    if (claims === null) return;
    const roles = await resolvedRoles(request);
    const stale = roles !== null && !sameRoles(roles, claims);
    const nearExpiry = secondsLeft(claims, nowMs) < ROTATE_WHEN_LEFT_SECONDS && claims.exp < sessionEnd(claims.sat);
    if (!stale && !nearExpiry) return;
    // Read again: the route may have revoked this very session (sign-out, password change).
    const user = await userForClaims(services.database.db, claims);
    if (user === null) return;
    const issued = await issueToken(
      services,
      reply,
      { uid: user.uid, email: user.email, roles: rolesOf(user), tokenVersion: user.tokenVersion },
      { sid: claims.sid, sat: claims.sat },
    );
    reply.header(NEXT_TOKEN_HEADER, issued.token);
  } catch (error) {
    // The answer itself is fine: the client keeps its token and the next request tries again.
    request.log.error({ err: error }, 'token rotation failed');
  }
}

function sameRoles(roles: readonly string[], claims: AccessTokenClaims): boolean {
  const granted = rolesOfAcl(claims.acl);
  return granted.length === roles.length && granted.every((role) => roles.includes(role));
}
