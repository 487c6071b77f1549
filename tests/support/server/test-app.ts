import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../../../server/app.ts';
import type { WebBuild } from '../../../server/build-info.ts';
import type { Env, ServerConfig } from '../../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/database.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import type { Mailer } from '../../../server/mail/index.ts';
import type { FeaturePlugin, ServerServices } from '../../../server/services.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase, type DatabaseTemplate } from './test-database.ts';
import { testControls, type TestClock, type TestPayments } from './test-services.ts';

export { TEST_JWT_SECRET, testConfig } from './test-config.ts';

/** One pino line as JSON (msg, level, reqId and whatever the call logged). */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (goes through loadConfig, like production). */
  env?: Env;
  /** Final overrides of the parsed configuration (bodyLimit…). The database is always the test one. */
  config?: Partial<ServerConfig>;
  /** Run migrations and seeders (default true): the state a fresh `npm start` leaves. */
  seed?: boolean;
  /** A client build to serve (see web-build-fixture.ts); default none: API only. */
  web?: WebBuild | null;
  /** Test-only routes mounted under /api. */
  apiPlugins?: readonly FeaturePlugin[];
  mailer?: Mailer;
}

export interface TestApp {
  app: FastifyInstance;
  /** What the app was built with (server/services.ts): the outbox, the mailer, the jobs… */
  services: ServerServices;
  /** The app's clock: the system one until a test moves it (manualClock). */
  clock: TestClock;
  /** The app's payments: a test replaces the scheduler or the provider for a while. */
  payments: TestPayments;
  db: Database;
  database: DatabaseHandle;
  config: ServerConfig;
  /** Every log line so far (nothing is printed). */
  logs(): LogLine[];
  close(): Promise<void>;
}

/**
 * A real server on a real database of its own (in-memory PGlite, or a throw-away PostgreSQL database
 * when DATABASE_URL is set), migrated and seeded, ready for `app.inject()`. In the API tests it
 * starts as a copy of the run's template (database-template.ts): the seeded one when the app's
 * configuration is the one the template was seeded with, else the migrated one, then seeded here
 * with the app's own configuration — the rows a first `npm start` with that configuration leaves.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverConfig = testConfig(options.env, options.config);
  const seededLikeTemplate = options.seed !== false && isDeepStrictEqual(serverConfig, testConfig());
  const templates = inject('databaseTemplates');
  const template: DatabaseTemplate | undefined = seededLikeTemplate ? templates?.seeded : templates?.migrated;
  const testDatabase = await createTestDatabase(template);
  const config = { ...serverConfig, database: testDatabase.target };
  const database = await openDatabase(config, testDatabase.openOptions);
  const lines: string[] = [];
  const controls = testControls();
  let built: { app: FastifyInstance; services: ServerServices };
  try {
    // Migrating a copy of the template finds nothing left to apply; a seeded copy needs nothing more.
    if (options.seed === false) await database.migrate();
    else if (template === undefined || !seededLikeTemplate) await prepareDatabase(database, config, { info: () => {} });
    built = await buildServer(config, {
      ...controls.deps,
      database,
      web: options.web ?? null,
      apiPlugins: options.apiPlugins ?? [],
      logStream: { write: (line) => void lines.push(line) },
      ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
    });
  } catch (error) {
    await database.close();
    await testDatabase.drop();
    throw error;
  }
  let closed = false;
  const { app, services } = built;
  return {
    app,
    services,
    clock: controls.clock,
    payments: controls.payments,
    db: database.db,
    database,
    config,
    logs: () => lines.map((line) => JSON.parse(line) as LogLine),
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
