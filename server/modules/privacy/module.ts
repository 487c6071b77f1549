import type { FastifyPluginAsync } from 'fastify';
import { privacyRoutes } from './routes.ts';

/** The member's own data (issue 16): export as a file, deletion of the account. */
export const privacyModule: FastifyPluginAsync = async (app) => {
  await app.register(privacyRoutes);
};
