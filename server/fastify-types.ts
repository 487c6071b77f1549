import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/index.ts';

export interface BuildInfo {
  /** builds/latest.json buildId, 'dev' without a client build. */
  buildId: string;
  /** package version + build id (0.1.0+abc123), reported by /api/health. */
  version: string;
}

// What every route can reach through `app` (decorated once in buildApp).
declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    buildInfo: BuildInfo;
    /** The background job queue (started only when config.jobs.enabled). */
    jobs: JobQueue;
  }
}
