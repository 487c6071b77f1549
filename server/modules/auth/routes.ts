import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authCheckRequestSchema, SESSION_REQUEST_HEADER, tokenResponseSchema, type AccountStateError } from '../../../src/domain/auth.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { HashingBusy } from './hashing-limit.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { findUserByEmail, revokeTokens, rolesOf, upgradePasswordHash } from '../users/repository.ts';
import { attemptKeys, checkPasswordAttempt } from './brute-force.ts';
import { readCookieSession } from './cookie-session.ts';
import { clearSessionCookie, issueToken, noStore } from './session.ts';
import { bearerToken, forgetViewer, optionalBearerSession } from './viewer.ts';
import { signupPaymentStateOf } from '../registrations/payment-state.ts';
import type { FeaturePlugin } from '../../services.ts';

const messages = fr.authServer;

/**
 * POST /api/auth_check (docs/product.md#calls sign-in), POST /api/auth/session (reconnect from the cookie, docs/product.md#states),
 * POST /api/auth/logout (sign-out: revokes every token of the user).
 */
/** 403 unless the request carries the custom header no cross-site form or simple request can set. */
function requireSessionHeader(request: FastifyRequest): void {
  if (request.headers[SESSION_REQUEST_HEADER] !== '1') {
    throw new HttpError(403, { message: messages.sessionHeaderRequired });
  }
}

export const authRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  app.post('/auth_check', async (request, reply) => {
    const { identifier, password } = parseInput(authCheckRequestSchema, request.body);
    noStore(reply);
    const nowMs = services.clock.now();
    const keys = attemptKeys(services.config.jwtSecret, identifier, request.ip);
    // Unknown account or no password yet: hash anyway, so timing does not tell them apart.
    const user = await findUserByEmail(db, identifier);
    const passwordHash = user?.passwordHash ?? null;
    const matches = await checkPasswordAttempt(db, keys, nowMs, reply, () =>
      passwordHash === null ? verifyAgainstDummy(password) : verifyPassword(password, passwordHash),
    );
    if (user === null || !matches) {
      throw new HttpError(401, { message: messages.wrongCredentials });
    }
    // Only someone holding the right password learns the account's state. A pending account
    // whose payment is really being processed waits (403, docs/product.md#states-activation); one
    // that never paid is signed in to finish its payment, and nothing else (decision 0034).
    const finishPayment = user.status === 'pending' && (await signupPaymentStateOf(db, user, new Date(nowMs))) === 'unpaid';
    if (user.status !== 'active' && !finishPayment) {
      const body: AccountStateError =
        user.status === 'pending'
          ? { message: messages.accountPending, code: 'account_pending' }
          : { message: messages.accountEnded, code: 'account_ended' };
      throw new HttpError(403, body);
    }
    if (passwordHash !== null && needsRehash(passwordHash)) {
      // The upgrade can wait for a quieter sign-in: busy hashing must not refuse this one.
      try {
        await upgradePasswordHash(db, user.uid, await hashPassword(password));
      } catch (error) {
        if (!(error instanceof HashingBusy)) throw error;
        request.log.info({ uid: user.uid }, 'password hash upgrade put off: hashing busy');
      }
    }

    const issued = await issueToken(
      services,
      reply,
      { uid: user.uid, email: user.email, roles: rolesOf(user), tokenVersion: user.tokenVersion },
      { sid: randomUUID(), sat: Math.floor(nowMs / 1000) },
    );
    request.log.info({ uid: user.uid, finishPayment }, 'signed in');
    return serialize(tokenResponseSchema, finishPayment ? { token: issued.token, finishPayment } : { token: issued.token });
  });

  app.post('/auth/session', async (request, reply) => {
    noStore(reply);
    requireSessionHeader(request);
    const session = await readCookieSession(services, request);
    if (session === null) {
      clearSessionCookie(services, reply);
      throw unauthorized();
    }
    // The cookie holds a session token: the page always gets a fresh access token for its memory.
    const issued = await issueToken(services, reply, session.user, { sid: session.claims.sid, sat: session.claims.sat });
    return serialize(tokenResponseSchema, { token: issued.token });
  });

  app.post('/auth/logout', async (request, reply) => {
    // A state change like any other: a cross-site form carries the cookie but can set neither a
    // bearer token nor the custom header, so the cookie alone revokes nothing (logout CSRF).
    if (bearerToken(request) === null) requireSessionHeader(request);
    // Whatever happens next, this browser forgets the session.
    clearSessionCookie(services, reply);
    // The bearer token, or else the cookie (an expired access token must not leave the session open).
    const bearer = await optionalBearerSession(services, request).catch((error: unknown) => {
      if (error instanceof HttpError) return null;
      throw error;
    });
    const uid = bearer?.viewer.uid ?? (await readCookieSession(services, request))?.user.uid;
    if (uid === undefined) throw unauthorized();
    await revokeTokens(db, uid);
    forgetViewer(request);
    request.log.info({ uid }, 'signed out: tokens revoked');
    return reply.code(204).send();
  });
};
