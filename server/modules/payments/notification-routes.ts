import { fr } from '../../../src/i18n/fr/index.ts';
import { HttpError, notFound, validationFailed } from '../../http/errors.ts';
import { toViolations } from '../../http/validate.ts';
import { notificationKey, notificationSchema, SIGNATURE_HEADER, verifySignature } from './notifications.ts';
import { applyNotification } from './activation.ts';
import { followUpDeps, followUpReceipt, followUpVerifiedMail } from './follow-ups.ts';
import type { FeaturePlugin } from '../../services.ts';
import { dateOf } from '../../clock.ts';

/**
 * POST /api/payments/notifications: the provider's signed webhook. The signature covers the raw
 * body, so this plugin keeps JSON bodies as text (its own context: other routes still get objects).
 */
export const notificationRoutes: FeaturePlugin = async (app, { services }) => {
  const key = notificationKey(services.config.jwtSecret);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/payments/notifications', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SIGNATURE_HEADER];
    if (!verifySignature(key, typeof signature === 'string' ? signature : undefined, raw, Math.floor(Date.now() / 1000))) {
      request.log.warn('payment notification with a bad signature');
      throw new HttpError(401, { message: fr.billingServer.badSignature });
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = notificationSchema.safeParse(json);
    if (!parsed.success) throw validationFailed(toViolations(parsed.error.issues, json, 'body'));
    const event = parsed.data;

    const outcome = await applyNotification(
      { db: services.database.db, mailOutbox: services.mailOutbox, flows: services.flows, config: services.config },
      event,
      dateOf(services.clock),
    );
    if (outcome.kind === 'unknown-payment') throw notFound();
    // The access is granted and committed; the receipt and the « compte vérifié » mail follow it
    // (the follow-up job mends what fails here).
    if (outcome.kind === 'applied' && event.type === 'payment.succeeded') {
      const deps = followUpDeps(services);
      await followUpReceipt(deps, event.data.paymentUid, dateOf(services.clock));
      if (outcome.member !== null) await followUpVerifiedMail(deps, outcome.member);
    }
    if (outcome.kind === 'ignored') {
      request.log.warn(
        { event: event.id, type: event.type, payment: event.data.paymentUid, reason: outcome.reason },
        'payment notification ignored',
      );
    } else {
      request.log.info({ event: event.id, type: event.type, outcome: outcome.kind }, 'payment notification');
    }
    return reply.code(200).send({ received: true, duplicate: outcome.kind === 'duplicate' });
  });
};
