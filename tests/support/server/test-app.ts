import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app.ts';
import type { WebBuild } from '../../../server/build-info.ts';
import { loadConfig, type Env, type ServerConfig } from '../../../server/config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/database.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { resolveJwtSecret } from '../../../server/jwt-secret.ts';
import type { Mailer } from '../../../server/mail/index.ts';
import type { FeaturePlugin, ServerServices } from '../../../server/services.ts';
import { createTestDatabase } from './test-database.ts';
import { testControls, type TestClock, type TestPayments } from './test-services.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

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

/** The configuration tests start from: what `npm start` would parse, with a fixed secret and quiet output. */
export function testConfig(env: Env = {}, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'info',
    // Never created: tests use an in-memory or throw-away database and a fixed secret.
    DATA_DIR: join(tmpdir(), 'galant-test-data-unused'),
    SITE_URL: 'http://localhost:3000',
    ...env,
  });
  return { ...resolveJwtSecret(config), ...overrides };
}

/**
 * A real server on a real, empty database (in-memory PGlite, or a throw-away PostgreSQL database
 * when DATABASE_URL is set), migrated and seeded, ready for `app.inject()`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = { ...testConfig(options.env, options.config), database: testDatabase.target };
  const database = await openDatabase(config);
  const lines: string[] = [];
  const controls = testControls();
  let built: { app: FastifyInstance; services: ServerServices };
  try {
    if (options.seed === false) await database.migrate();
    else await prepareDatabase(database, config, { info: () => {} });
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
