import type { FastifyPluginAsync } from 'fastify';
import { FlowCounter } from './counter.ts';
import { flowRoutes } from './routes.ts';

/**
 * Funnel counts (issue 15): the browsers' reports and the analysts' report. With FLOW_COUNTS=on
 * (the default) the database's committed moves are counted (counter.ts); off, nothing is.
 */
export const flowsModule: FastifyPluginAsync = async (app) => {
  if (app.config.flowCounts) {
    const counter = new FlowCounter(app.database.db, app.log.child({ module: 'flows' }));
    counter.start();
    // Before the database closes (onClose hooks of the app run after this plugin's).
    app.addHook('onClose', () => counter.stop());
  }
  await app.register(flowRoutes);
};
