import { formulaRoutes } from '../formulas/routes.ts';
import { registrationRoutes } from '../registrations/routes.ts';
import { subscriptionRoutes } from '../subscriptions/routes.ts';
import { cardPaymentRoutes } from './card-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { notificationDeliveryJob } from './notification-job.ts';
import { notificationRoutes } from './notification-routes.ts';
import { reconciliationJob } from './reconciliation.ts';
import { staffPaymentRoutes } from './staff-routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The signup funnel's server: formulas and traffic tokens, registration, card payment,
 * the sandbox provider's hosted page and signed notifications, payment link and subscribe.
 */
export const billingModule: FeaturePlugin = async (app, { services }) => {
  // The queue keeps undelivered notifications across restarts; an in-process scheduler loses them.
  // (The provider itself is made by buildApp with the other services, as config.payments.provider says.)
  services.jobs.define(notificationDeliveryJob(services));
  services.jobs.defineRecurring(reconciliationJob(services));
  await app.register(formulaRoutes, { services });
  await app.register(registrationRoutes, { services });
  await app.register(cardPaymentRoutes, { services });
  await app.register(subscriptionRoutes, { services });
  await app.register(checkoutRoutes, { services });
  await app.register(notificationRoutes, { services });
  await app.register(staffPaymentRoutes, { services });
};
