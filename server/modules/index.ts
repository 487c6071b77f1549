import type { FeaturePlugin } from '../services.ts';
import { accountsModule } from './auth/module.ts';
import { contentRoutes } from './content/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { billingModule } from './payments/module.ts';
import { billingSpaceModule } from './billing/module.ts';
import { subscriptionsModule } from './subscriptions/module.ts';
import { supportModule } from './support/module.ts';
import { flowsModule } from './flows/module.ts';
import { withdrawalModule } from './withdrawal/module.ts';
import { privacyModule } from './privacy/module.ts';
import { staffRolesRoutes } from './users/staff-routes.ts';
import { publishingModule } from './publishing/module.ts';

/**
 * The JSON API: one plugin per area (server/modules/<area>/routes.ts), mounted under /api in this
 * order. A feature adds its plugin here: ONE line.
 */
// accountsModule first: its token-rotation hook (next-token) reaches every module after it.
export const apiModules: readonly FeaturePlugin[] = [
  accountsModule,
  healthRoutes,
  contentRoutes,
  billingModule,
  billingSpaceModule,
  subscriptionsModule,
  withdrawalModule,
  supportModule,
  flowsModule,
  privacyModule,
  staffRolesRoutes,
  publishingModule,
];
