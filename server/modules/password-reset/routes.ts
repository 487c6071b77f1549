import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import {
  passwordResetCheckQuerySchema,
  passwordResetCheckResponseSchema,
  passwordResetRequestSchema,
  passwordResetUpdateSchema,
  resetTokenErrorSchema,
  RESET_PASSWORD_PAGE,
  RESET_TOKEN_TTL_SECONDS,
  successResponseSchema,
  type ResetTokenError,
} from '../../../src/domain/password-reset.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { randomToken, sha256 } from '../auth/opaque-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { HttpError } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { accountKeyOf, clearAccountFailures } from '../auth/brute-force.ts';
import { noStore } from '../auth/session.ts';
import { findUserByEmail, findUserByUid, setPasswordHash } from '../users/repository.ts';
import { cancelPendingResets, consumeReset, createReset, resetState, resetsSince, type ResetState } from './repository.ts';
import { passwordResetMail } from './mail.ts';
import type { FeaturePlugin } from '../../services.ts';

const messages = fr.authServer.reset;

/**
 * Every request answers after at least this long, whether or not a mail went out: the timing does
 * not tell whether the account exists. (A link is a database insert plus a mail.)
 */
export const REQUEST_ANSWER_FLOOR_MS = 250;
/** At most this many links per account per hour: a form cannot be used to flood someone's inbox. */
const MAX_LINKS_PER_HOUR = 5;

function invalidLink(state: Exclude<ResetState, 'valid'>): HttpError {
  const body: ResetTokenError =
    state === 'used'
      ? { message: messages.tokenUsed, code: 'reset_token_used' }
      : state === 'expired'
        ? { message: messages.tokenExpired, code: 'reset_token_expired' }
        : { message: messages.tokenInvalid, code: 'reset_token_invalid' };
  return new HttpError(400, resetTokenErrorSchema.parse(body));
}

/** Reset answers carry a token or lead to a page that does: no cache, no Referer beyond them. */
function privateAnswer(reply: FastifyReply): void {
  noStore(reply);
  reply.header('referrer-policy', 'no-referrer');
}

/**
 * POST /api/reset-password/request, GET /api/reset-password/check, POST /api/reset-password/update.
 * Links are built from SITE_URL (configuration), never from the request's Host header.
 */
export const passwordResetRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  async function sendLink(email: string): Promise<void> {
    const user = await findUserByEmail(db, email);
    // Ended memberships cannot come back through a reset (docs/product.md#states: register again).
    if (user === null || user.status === 'ended') return;
    const now = services.clock.now();
    if ((await resetsSince(db, user.uid, new Date(now - 3_600_000))) >= MAX_LINKS_PER_HOUR) return;
    const token = randomToken();
    const link = `${services.config.siteUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
    // The link and its mail commit together (the outbox seals the mail, so its token is not readable there).
    await db.transaction(async (tx) => {
      const resetId = await createReset(tx, {
        userUid: user.uid,
        tokenHash: sha256(token),
        createdAt: new Date(now),
        expiresAt: new Date(now + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      await services.mailOutbox.enqueue(tx, passwordResetMail(services.config, user.email, link), { key: `password-reset:${resetId}` });
    });
    services.mailOutbox.kick();
  }

  app.post(
    '/reset-password/request',
    // Flood guard per client address (request.ip: behind a proxy set TRUST_PROXY, or every visitor
    // shares one address), on top of the per-account cap (the answer stays 202 under the cap).
    { config: { rateLimit: { max: 30, timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const { email } = parseInput(passwordResetRequestSchema, request.body);
      privateAnswer(reply);
      const floor = sleep(REQUEST_ANSWER_FLOOR_MS);
      const work = sendLink(email).catch((error: unknown) => {
        request.log.error({ err: error }, 'password reset link could not be sent');
      });
      // Two local inserts, delivered after the commit: waited for (a developer or a test reads the outbox right after).
      await Promise.all([floor, work]);
      return reply.code(202).send(serialize(successResponseSchema, { success: true }));
    },
  );

  app.get('/reset-password/check', async (request, reply) => {
    const { token } = parseInput(passwordResetCheckQuerySchema, request.query, 'query');
    privateAnswer(reply);
    const state = await resetState(db, sha256(token), dateOf(services.clock));
    if (state !== 'valid') throw invalidLink(state);
    return serialize(passwordResetCheckResponseSchema, { valid: true });
  });

  app.post('/reset-password/update', async (request, reply) => {
    const { token, password } = parseInput(passwordResetUpdateSchema, request.body);
    privateAnswer(reply);
    const tokenHash = sha256(token);
    const passwordHash = await hashPassword(password);
    const now = dateOf(services.clock);
    const userUid = await db.transaction(async (tx) => {
      const uid = await consumeReset(tx, tokenHash, now);
      if (uid === null) return null;
      await setPasswordHash(tx, uid, passwordHash, now);
      await cancelPendingResets(tx, uid, now);
      return uid;
    });
    if (userUid === null) {
      const state = await resetState(db, tokenHash, now);
      throw invalidLink(state === 'valid' ? 'used' : state);
    }
    // The owner proved control of the mailbox: a lockout from someone else's guesses ends here.
    const user = await findUserByUid(db, userUid);
    if (user !== null) await clearAccountFailures(db, { account: accountKeyOf(services.config.jwtSecret, user.email) });
    request.log.info({ uid: userUid }, 'password reset: older tokens revoked');
    return serialize(successResponseSchema, { success: true });
  });
};
