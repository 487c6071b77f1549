import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';

// Transitional: server/modules/content (another owner this session) still reads these through
// `app` (its routes, json-security-headers.ts, and the optionalViewer(request) form it calls).
// Every other room gets them in its `services` option (server/services.ts); when content does
// too, these three go.
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    clock: Clock;
  }
}
