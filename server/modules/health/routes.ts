import type { FastifyPluginAsync } from 'fastify';
import { healthSchema } from '../../../src/domain/health.ts';
import { serialize } from '../../http/serialize.ts';

/** GET /api/health: 200 when a real `select 1` answers, 503 (database 'down') when it does not. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const { driver } = app.database;
    const { version } = app.buildInfo;
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
      return serialize(healthSchema, { status: 'ok', database: 'up', driver, version });
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      reply.code(503);
      return serialize(healthSchema, { status: 'degraded', database: 'down', driver, version });
    }
  });
};
