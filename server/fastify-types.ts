import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/index.ts';
import type { MailOutbox } from './mail/mail-outbox.ts';

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
    /** The transport (SMTP or the outbox table); only the delivery job sends with it. */
    mailer: Mailer;
    /** Where every e-mail is written, in the transaction of what it reports. */
    mailOutbox: MailOutbox;
    buildInfo: BuildInfo;
    /** The background job queue (started only when config.jobs.enabled). */
    jobs: JobQueue;
  }
}
