import type { FastifyPluginAsync } from 'fastify';
import { memberSubscriptionRoutes } from './member-routes.ts';

/**
 * The member's side of the subscription lifecycle (issue 6): GET /api/subscriptions and
 * POST /api/subscriptions/unsubscribe. The lifecycle's jobs are in ./jobs.ts (server/jobs/registry.ts);
 * payment-link and subscribe belong to the signup funnel (billingModule).
 */
export const subscriptionsModule: FastifyPluginAsync = async (app) => {
  await app.register(memberSubscriptionRoutes);
};
