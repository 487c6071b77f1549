import type { FastifyPluginAsync } from 'fastify';
import { createPaymentsRuntime, paymentsRuntimeOf } from './runtime.ts';
import { formulaRoutes } from '../formulas/routes.ts';
import { registrationRoutes } from '../registrations/routes.ts';
import { subscriptionRoutes } from '../subscriptions/routes.ts';
import { cardPaymentRoutes } from './card-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { notificationDeliveryJob } from './notification-job.ts';
import { notificationRoutes } from './notification-routes.ts';
import { staffPaymentRoutes } from './staff-routes.ts';

/**
 * The signup funnel's server (issue 5): formulas and traffic tokens, registration, card payment,
 * the sandbox provider's hosted page and signed notifications, payment link and subscribe.
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  // The provider keeps its records in the database (the sandbox's ledger): made with it, here.
  const runtime = createPaymentsRuntime(app.config, app.database, app.log);
  // The queue keeps undelivered notifications across restarts; an in-process scheduler loses them.
  app.jobs.define(notificationDeliveryJob(app));
  app.addHook('preClose', async () => runtime.flush());
  app.addHook('onClose', async () => {
    const { scheduler } = paymentsRuntimeOf(app);
    if (scheduler !== 'queue') scheduler.cancelAll();
  });
  await app.register(formulaRoutes);
  await app.register(registrationRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(checkoutRoutes);
  await app.register(notificationRoutes);
  await app.register(staffPaymentRoutes);
};
