import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes.ts';

/**
 * The JSON API: one plugin per area (server/modules/<area>/routes.ts), mounted under /api in this
 * order. A feature adds its plugin here: ONE line.
 */
export const apiModules: readonly FastifyPluginAsync[] = [healthRoutes];
