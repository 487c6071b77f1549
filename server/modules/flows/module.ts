import { flowRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * Funnel counts: the browsers' reports and the analysts' report. With FLOW_COUNTS=on
 * (the default) the committed moves are counted and written every second (services.flows,
 * counter.ts); off, nothing is.
 */
export const flowsModule: FeaturePlugin = async (app, { services }) => {
  services.flows.start();
  // Before the database closes (onClose hooks of the app run after this plugin's).
  app.addHook('onClose', () => services.flows.stop());
  await app.register(flowRoutes, { services });
};
