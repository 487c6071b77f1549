import { paymentLinkRequestSchema, paymentLinkResponseSchema } from '../../../src/domain/payment.ts';
import { subscribeRequestSchema } from '../../../src/domain/subscription.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { findFormula, isUsableToken } from '../formulas/repository.ts';
import { chargeAnswer, payWithSavedCard, sendChargeAnswer, settleLostHostedCharges } from '../payments/charges.ts';
import { openCheckoutSession } from '../payments/checkout-sessions.ts';
import { idempotencyKeyOf, requestFingerprint, runIdempotent } from '../payments/idempotency.ts';
import { assertOwnUid, requirePayer } from '../payments/payer.ts';
import type { FeaturePlugin } from '../../services.ts';

const unknownFormula = () => validationFailed([{ property: 'formula', message: fr.billingServer.unknownFormula, type: 'invalid' }]);

/**
 * POST /api/subscriptions/payment-link {formula} → {href} of the hosted payment page, a session of the
 * member's payment object (409 already_paid once it is taken);
 * POST /api/subscriptions/subscribe {uid, trafficToken, formula} (Idempotency-Key) → Success | Pending
 * without a redirect (the client then goes to /callback/payment?success=1); 409 as the card payment.
 */
export const subscriptionRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;

  app.post('/subscriptions/payment-link', async (request, reply) => {
    noStore(reply);
    const user = await requirePayer(services, request);
    const input = parseInput(paymentLinkRequestSchema, request.body);
    const formula = await findFormula(db, input.formula);
    if (formula === null) throw unknownFormula();
    // A hosted charge lost to a crash is recorded first: then this registration is paid (409).
    await settleLostHostedCharges(services, user.uid);
    const session = await openCheckoutSession(services, user.uid, formula);
    return serialize(paymentLinkResponseSchema, { href: `/api/payments/sandbox/checkout?session=${session.uid}` });
  });

  app.post('/subscriptions/subscribe', async (request, reply) => {
    noStore(reply);
    const user = await requirePayer(services, request);
    const key = idempotencyKeyOf(request);
    const input = parseInput(subscribeRequestSchema, request.body);
    assertOwnUid(user, input.uid);
    const formula = await findFormula(db, input.formula);
    if (formula === null) throw unknownFormula();
    if (!(await isUsableToken(db, input.trafficToken, formula.uid))) {
      throw validationFailed([{ property: 'trafficToken', message: fr.billingServer.invalidTrafficToken, type: 'invalid' }]);
    }
    const answer = await runIdempotent(
      services,
      { userUid: user.uid, scope: 'subscriptions/subscribe', key, fingerprint: requestFingerprint(services.config.jwtSecret, input) },
      async (keyed) => chargeAnswer(await payWithSavedCard(services, user, formula, keyed)),
    );
    return sendChargeAnswer(reply, answer);
  });
};
