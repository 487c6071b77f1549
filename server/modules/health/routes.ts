import { healthSchema } from '../../../src/domain/health.ts';
import { serialize } from '../../http/serialize.ts';
import type { FeaturePlugin } from '../../services.ts';

/** GET /api/health: 200 when a real `select 1` answers, 503 (database 'down') when it does not. */
export const healthRoutes: FeaturePlugin = async (app, { services }) => {
  app.get('/health', async (request, reply) => {
    const { driver } = services.database;
    const { version } = services.buildInfo;
    reply.header('cache-control', 'no-store');
    try {
      await services.database.ping();
      return serialize(healthSchema, { status: 'ok', database: 'up', driver, version });
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      reply.code(503);
      return serialize(healthSchema, { status: 'degraded', database: 'down', driver, version });
    }
  });
};
