/**
 * The process `npm start` runs: configuration → database (open, migrate, seed) → server → listen,
 * and a graceful stop on SIGTERM/SIGINT (a second signal forces the exit).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { CONFIG_ERROR_EXIT_CODE, ConfigError, configWarnings, loadConfig, type ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): ServerConfig {
  try {
    return resolveJwtSecret(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(CONFIG_ERROR_EXIT_CODE);
    }
    throw error;
  }
}

function publicUrl(config: ServerConfig): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

function stopOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get a grace period; past it, exit anyway (unref: never keeps us alive).
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main(): Promise<void> {
  const config = readConfig();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config, { onPoolError: (error) => console.error('idle database connection failed', error) });
  } catch (error) {
    console.error(`Impossible d'ouvrir la base de données : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The app is built first only to log through its logger; it listens after migrations and seeds.
  const app = await buildApp(config, { database, deferJobs: true });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  try {
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    app.log.fatal({ err: error }, 'database migration or seeding failed');
    await app.close();
    await database.close();
    process.exit(1);
  }
  try {
    if (config.jobs.enabled) await app.jobs.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'the job queue could not start');
    await app.close();
    await database.close();
    process.exit(1);
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // EADDRINUSE, EACCES…: say it plainly, and release the database (PGlite lock) before leaving.
    app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    await database.close();
    process.exit(1);
  }
  stopOnSignals(app, database);
  app.log.info(
    { url: publicUrl(config), driver: database.driver, version: app.buildInfo.version },
    `${config.siteName} is listening on ${publicUrl(config)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
