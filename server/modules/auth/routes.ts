import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  authCheckRequestSchema,
  SESSION_REQUEST_HEADER,
  tokenResponseSchema,
  type AccountStateError,
} from '../../../src/domain/auth.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { clockOf } from '../../auth/clock.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { findUserByEmail, revokeTokens, rolesOf, upgradePasswordHash } from '../users/repository.ts';
import { attemptKeys, bookAttempt, clearAccountFailures, tooManyAttempts } from './brute-force.ts';
import { readCookieSession } from './cookie-session.ts';
import { clearSessionCookie, issueToken, noStore } from './session.ts';
import { forgetViewer, optionalBearerSession } from './viewer.ts';

const messages = fr.authServer;

/**
 * POST /api/auth_check (§7 sign-in), POST /api/auth/session (reconnect from the cookie, §4),
 * POST /api/auth/logout (sign-out: revokes every token of the user).
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  app.post('/auth_check', async (request, reply) => {
    const { identifier, password } = parseInput(authCheckRequestSchema, request.body);
    noStore(reply);
    const nowMs = clockOf(app).now();
    const keys = attemptKeys(app.config.jwtSecret, identifier, request.ip);
    const { lockedSeconds } = await bookAttempt(db, keys, nowMs);
    if (lockedSeconds !== null) throw tooManyAttempts(reply, lockedSeconds);

    // Unknown account or no password yet: hash anyway, so timing does not tell them apart.
    const user = await findUserByEmail(db, identifier);
    const passwordHash = user?.passwordHash ?? null;
    const matches = passwordHash === null ? await verifyAgainstDummy(password) : await verifyPassword(password, passwordHash);
    // A failure: the booked attempt stays and counts.
    if (user === null || !matches) {
      throw new HttpError(401, { message: messages.wrongCredentials });
    }
    await clearAccountFailures(db, keys);
    // Only someone holding the right password learns the account's state.
    if (user.status !== 'active') {
      const body: AccountStateError =
        user.status === 'pending'
          ? { message: messages.accountPending, code: 'account_pending' }
          : { message: messages.accountEnded, code: 'account_ended' };
      throw new HttpError(403, body);
    }
    if (passwordHash !== null && needsRehash(passwordHash)) {
      await upgradePasswordHash(db, user.uid, await hashPassword(password));
    }

    const issued = await issueToken(
      app,
      reply,
      { uid: user.uid, email: user.email, roles: rolesOf(user), tokenVersion: user.tokenVersion },
      { sid: randomUUID(), sat: Math.floor(nowMs / 1000) },
    );
    request.log.info({ uid: user.uid }, 'signed in');
    return serialize(tokenResponseSchema, { token: issued.token });
  });

  app.post('/auth/session', async (request, reply) => {
    noStore(reply);
    if (request.headers[SESSION_REQUEST_HEADER] !== '1') {
      throw new HttpError(403, { message: messages.sessionHeaderRequired });
    }
    const session = await readCookieSession(request);
    if (session === null) {
      clearSessionCookie(app, reply);
      throw unauthorized();
    }
    // The cookie holds a session token: the page always gets a fresh access token for its memory.
    const issued = await issueToken(app, reply, session.user, { sid: session.claims.sid, sat: session.claims.sat });
    return serialize(tokenResponseSchema, { token: issued.token });
  });

  app.post('/auth/logout', async (request, reply) => {
    // Whatever happens next, this browser forgets the session.
    clearSessionCookie(app, reply);
    // The bearer token, or else the cookie (an expired access token must not leave the session open).
    const bearer = await optionalBearerSession(request).catch(() => null);
    const uid = bearer?.viewer.uid ?? (await readCookieSession(request))?.user.uid;
    if (uid === undefined) throw unauthorized();
    await revokeTokens(db, uid);
    forgetViewer(request);
    request.log.info({ uid }, 'signed out: tokens revoked');
    return reply.code(204).send();
  });
};
