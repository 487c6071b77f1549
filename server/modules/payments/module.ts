import type { FastifyPluginAsync } from 'fastify';
import { paymentsRuntimeOf } from '../../payments/runtime.ts';
import { formulaRoutes } from '../formulas/routes.ts';
import { registrationRoutes } from '../registrations/routes.ts';
import { subscriptionRoutes } from '../subscriptions/routes.ts';
import { cardPaymentRoutes } from './card-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { notificationRoutes } from './notification-routes.ts';

/**
 * The signup funnel's server (issue 5): formulas and traffic tokens, registration, card payment,
 * the sandbox provider's hosted page and signed notifications, payment link and subscribe.
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  // Notifications not delivered yet die with the process (pg-boss will keep them: decision 0009).
  app.addHook('onClose', async () => paymentsRuntimeOf(app).scheduler.cancelAll());
  await app.register(formulaRoutes);
  await app.register(registrationRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(checkoutRoutes);
  await app.register(notificationRoutes);
};
