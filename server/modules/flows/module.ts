import type { FastifyPluginAsync } from 'fastify';
import { flowRoutes } from './routes.ts';

/** Funnel counts (issue 15): the browsers' reports and the analysts' report. */
export const flowsModule: FastifyPluginAsync = async (app) => {
  await app.register(flowRoutes);
};
