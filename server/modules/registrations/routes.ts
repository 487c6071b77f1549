import { randomUUID } from 'node:crypto';
import { registrationRequestSchema, registrationResponseSchema } from '../../../src/domain/registration.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { affiliations } from '../../db/schema/index.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { issueToken } from '../auth/session.ts';
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

  app.post('/registrations/register', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const input = parseInput(registrationRequestSchema, request.body);
    const formula = await findFormula(db, input.formula);
    if (formula === null) {
      throw validationFailed([{ property: 'formula', message: fr.billingServer.unknownFormula, type: 'invalid' }]);
    }
    if ((await findUserByEmail(db, input.identifier)) !== null) throw duplicateEmail();

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
};
