import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenResponseSchema } from '../../../src/domain/auth.ts';
import { changePasswordRequestSchema, userMetadataUpdateSchema, userSchema } from '../../../src/domain/user.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { forbidden, HttpError, unauthorized, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { attemptKeys, checkPasswordAttempt } from '../auth/brute-force.ts';
import { issueToken, noStore } from '../auth/session.ts';
import { forgetViewer, optionalBearerSession, type BearerSession } from '../auth/viewer.ts';
import { cancelPendingResets } from '../password-reset/repository.ts';
import { rolesOf, setPasswordHash, toUser, updateMetadata } from './repository.ts';
import type { FeaturePlugin } from '../../services.ts';

const messages = fr.authServer;
const uidParamsSchema = z.object({ uid: z.string() });

/** docs/product.md#validation "metadata type is not correct": the body of a metadata update must be a JSON object. */
function metadataTypeError(): HttpError {
  return new HttpError(400, {
    message: messages.metadataType,
    violations: [{ property: 'metadata', message: messages.metadataType, type: 'invalid' }],
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * GET /api/users/{uid}, POST /api/users/{uid}/metadata, POST /api/users/{uid}/password: a signed-in
 * user reads and changes their own account only (another uid → 403).
 */
export const userRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  /** The caller, who must be the user of the path: 401 anonymous or revoked, 403 someone else. */
  async function self(request: FastifyRequest): Promise<BearerSession> {
    const { uid } = parseInput(uidParamsSchema, request.params, 'params');
    const session = await optionalBearerSession(services, request);
    if (session === null) throw unauthorized();
    if (session.viewer.uid !== uid) throw forbidden();
    return session;
  }

  app.get('/users/:uid', async (request, reply) => {
    const { user } = await self(request);
    noStore(reply);
    return serialize(userSchema, toUser(user));
  });

  app.post('/users/:uid/metadata', async (request, reply) => {
    const { user } = await self(request);
    if (!isPlainObject(request.body)) throw metadataTypeError();
    const data = parseInput(userMetadataUpdateSchema, request.body);
    const updated = await updateMetadata(db, user.uid, data, dateOf(services.clock));
    noStore(reply);
    return serialize(userSchema, toUser(updated));
  });

  app.post('/users/:uid/password', async (request, reply) => {
    const { user } = await self(request);
    const body = parseInput(changePasswordRequestSchema, request.body);
    if (body.uid !== user.uid) {
      throw validationFailed([{ property: 'uid', message: messages.uidMismatch, type: 'invalid' }]);
    }
    noStore(reply);
    // A stolen token must not become a way to guess the password: same counters as sign-in.
    const nowMs = services.clock.now();
    const keys = attemptKeys(services.config.jwtSecret, user.email, request.ip);
    const passwordHash = user.passwordHash;
    // The attempt is booked before the check and counts as a failure only if the password is wrong.
    const matches = await checkPasswordAttempt(db, keys, nowMs, reply, () =>
      passwordHash === null ? verifyAgainstDummy(body.old) : verifyPassword(body.old, passwordHash),
    );
    if (!matches) {
      throw validationFailed([{ property: 'old', message: messages.wrongOldPassword, type: 'invalid' }]);
    }

    // Every token issued before (other devices, this one) stops working; this answer brings a new one.
    const tokenVersion = await setPasswordHash(db, user.uid, await hashPassword(body.new), new Date(nowMs));
    await cancelPendingResets(db, user.uid, new Date(nowMs));
    forgetViewer(request);
    const issued = await issueToken(
      services,
      reply,
      { uid: user.uid, email: user.email, roles: rolesOf(user), tokenVersion },
      { sid: randomUUID(), sat: Math.floor(nowMs / 1000) },
    );
    request.log.info({ uid: user.uid }, 'password changed: older tokens revoked');
    return serialize(tokenResponseSchema, { token: issued.token });
  });
};
