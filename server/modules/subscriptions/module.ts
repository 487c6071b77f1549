import { memberSubscriptionRoutes } from './member-routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The member's side of the subscription lifecycle: GET /api/subscriptions and
 * POST /api/subscriptions/unsubscribe. The lifecycle's jobs are in ./jobs.ts (server/jobs/registry.ts);
 * payment-link and subscribe belong to the signup funnel (billingModule).
 */
export const subscriptionsModule: FeaturePlugin = async (app, { services }) => {
  await app.register(memberSubscriptionRoutes, { services });
};
