import type { FastifyPluginAsync } from 'fastify';
import { supportRoutes } from './routes.ts';
import { staffSupportRoutes } from './staff-routes.ts';

/**
 * Support tickets (issue 7): the contacts' /support/{type}/… routes and the staff console's
 * /staff/tickets/… routes. The inactivity job is in ./jobs.ts (scheduled by server/jobs).
 */
export const supportModule: FastifyPluginAsync = async (app) => {
  await app.register(supportRoutes);
  await app.register(staffSupportRoutes);
};
