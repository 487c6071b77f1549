import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registrationRequestSchema, registrationResponseSchema } from '../../../src/domain/registration.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { affiliations } from '../../db/schema/index.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { attemptKeys, checkPasswordAttempt } from '../auth/brute-force.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { issueToken, noStore } from '../auth/session.ts';
import { requirePayer } from '../payments/payer.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { signupPaymentSchema } from '../../../src/domain/signup-payment.ts';
import { signupPaymentStateOf } from './payment-state.ts';
import { findFormula, findTrafficToken } from '../formulas/repository.ts';
import { createUser, findUserByEmail } from '../users/repository.ts';
import type { FeaturePlugin } from '../../services.ts';

const duplicateEmail = () => conflict([{ property: 'identifier', message: fr.validation.duplicate, type: 'duplicate' }]);

/** Postgres unique_violation: two registrations of one e-mail at the same moment. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505');

/**
 * POST /api/registrations/register (docs/product.md#calls): creates the account pending payment and signs the user
 * in (token + session cookie, as /api/auth_check). Access comes only with the payment (docs/product.md#states).
 */
export const registrationRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  /**
   * An unpaid account (never paid) whose password is the one given: the guessing counter of the
   * sign-in applies (the same keys), so the form is no way round it. No password, or an account
   * that paid or is active: no check, no resume.
   */
  async function mayResume(
    user: UserRow,
    identifier: string,
    password: string | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<boolean> {
    const nowMs = services.clock.now();
    if (password === undefined || user.passwordHash === null || user.status !== 'pending') return false;
    if ((await signupPaymentStateOf(db, user, new Date(nowMs))) !== 'unpaid') return false;
    const hash = user.passwordHash;
    const keys = attemptKeys(services.config.jwtSecret, identifier, request.ip);
    return checkPasswordAttempt(db, keys, nowMs, reply, () => verifyPassword(password, hash));
  }

  app.post('/registrations/register', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseInput(registrationRequestSchema, request.body);
    const formula = await findFormula(db, input.formula);
    if (formula === null) {
      throw validationFailed([{ property: 'formula', message: fr.billingServer.unknownFormula, type: 'invalid' }]);
    }
    const existing = await findUserByEmail(db, input.identifier);
    if (existing !== null) {
      // The same address again: an account that never paid, with its own password, is signed in
      // to finish its payment (decision 0034); anything else is the duplicate it always was.
      if (!(await mayResume(existing, input.identifier, input.password, request, reply))) throw duplicateEmail();
      const issued = await issueToken(
        services,
        reply,
        { uid: existing.uid, email: existing.email, roles: [], tokenVersion: existing.tokenVersion },
        { sid: randomUUID(), sat: Math.floor(services.clock.now() / 1000) },
      );
      request.log.info({ uid: existing.uid, formula: formula.uid }, 'registered again, unpaid account resumed');
      reply.code(201);
      return serialize(registrationResponseSchema, { uid: existing.uid, token: issued.token, resumed: true });
    }

    // Affiliation kept only when valid: both fields (the schema) and a token we know.
    const affiliation =
      input.affiliation !== undefined && (await findTrafficToken(db, input.affiliation.token)) !== null ? input.affiliation : null;

    let user;
    try {
      user = await db.transaction(async (tx) => {
        const created = await createUser(tx, { email: input.identifier, password: input.password ?? null, status: 'pending' });
        if (affiliation !== null) await tx.insert(affiliations).values({ userUid: created.uid, ...affiliation });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }

    const issued = await issueToken(
      services,
      reply,
      { uid: user.uid, email: user.email, roles: [], tokenVersion: user.tokenVersion },
      { sid: randomUUID(), sat: Math.floor(services.clock.now() / 1000) },
    );
    request.log.info({ uid: user.uid, formula: formula.uid, affiliated: affiliation !== null }, 'registered, pending payment');
    reply.code(201);
    return serialize(registrationResponseSchema, { uid: user.uid, token: issued.token });
  });

  /**
   * GET /api/registrations/payment: where the caller's registration payment really stands
   * (decision 0034). The callback and welcome pages ask it instead of believing their address.
   * A pending account's token is accepted (as for paying); anonymous or revoked → 401.
   */
  app.get('/registrations/payment', async (request, reply) => {
    noStore(reply);
    const user = await requirePayer(services, request);
    return serialize(signupPaymentSchema, { state: await signupPaymentStateOf(db, user, new Date(services.clock.now())) });
  });
};
