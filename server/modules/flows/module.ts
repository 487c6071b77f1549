import { FlowCounter } from './counter.ts';
import { flowRoutes } from './routes.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * Funnel counts (issue 15): the browsers' reports and the analysts' report. With FLOW_COUNTS=on
 * (the default) the database's committed moves are counted (counter.ts); off, nothing is.
 */
export const flowsModule: FeaturePlugin = async (app, { services }) => {
  if (services.config.flowCounts) {
    const counter = new FlowCounter(services.database.db, app.log.child({ module: 'flows' }));
    counter.start();
    // Before the database closes (onClose hooks of the app run after this plugin's).
    app.addHook('onClose', () => counter.stop());
  }
  await app.register(flowRoutes, { services });
};
