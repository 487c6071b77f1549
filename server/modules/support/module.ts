import { followupRoutes } from './followup-routes.ts';
import { helpdeskRoutes } from './helpdesk-routes.ts';
import { supportRoutes } from './routes.ts';
import { staffSupportRoutes } from './staff-routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * Support tickets: the contacts' /support/{type}/… routes and the staff console's
 * /staff/tickets/… routes, and the shared inbox's team, canned replies and search (helpdesk-routes.ts), the rating and keep-open pages and the staff figures (followup-routes.ts). The inactivity job is in ./jobs.ts (scheduled by server/jobs).
 */
export const supportModule: FeaturePlugin = async (app, { services }) => {
  await app.register(supportRoutes, { services });
  await app.register(staffSupportRoutes, { services });
  await app.register(helpdeskRoutes, { services });
  await app.register(followupRoutes, { services });
};
