import { paymentRequestSchema } from '../../../src/domain/payment.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { recordExpressStart } from '../withdrawal/express-start.ts';
import { validationFailed } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { findFormula, isUsableToken } from '../formulas/repository.ts';
import { chargeAnswer, payByCard, sendChargeAnswer } from './charges.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from './idempotency.ts';
import { assertOwnUid, requirePayer } from './payer.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * POST /api/payments/card (bearer + Idempotency-Key): docs/product.md#entities payment request → 200 Success | Pending,
 * 400 Failure {message, code}, 409 already_paid | payment_in_progress (intents.ts). The card goes to
 * the provider and is forgotten.
 */
export const cardPaymentRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  app.post('/payments/card', async (request, reply) => {
    noStore(reply);
    const user = await requirePayer(services, request);
    const key = idempotencyKeyOf(request);
    const body = parseInput(paymentRequestSchema, request.body);
    assertOwnUid(user, body.uid);
    const formula = await findFormula(db, body.formula);
    if (formula === null) {
      throw validationFailed([{ property: 'formula', message: fr.billingServer.unknownFormula, type: 'invalid' }]);
    }
    if (body.trafficToken !== undefined && body.trafficToken !== '' && !(await isUsableToken(db, body.trafficToken, formula.uid))) {
      throw validationFailed([{ property: 'trafficToken', message: fr.billingServer.invalidTrafficToken, type: 'invalid' }]);
    }
    // The express request (decisions 0021, 0032: the hosted page asks it too) is recorded before
    // anything is charged, once per member; the schema refused a body without it.
    await recordExpressStart(services, user.uid);
    const card = {
      number: body.creditCard.number,
      month: body.creditCard.month,
      year: body.creditCard.year,
      code: body.creditCard.code,
      holder: `${body.firstname} ${body.lastname}`,
    };
    const answer = await runIdempotent(
      services,
      { userUid: user.uid, scope: 'payments/card', key, fingerprint: requestFingerprint(services.config.jwtSecret, body) },
      async (keyed) => chargeAnswer(await payByCard(services, user, formula, card, keyed)),
    );
    return sendChargeAnswer(reply, answer);
  });
};
