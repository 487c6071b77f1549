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

/**
 * The one way out: the process ends with `code` by itself once everything is closed; whatever
 * still holds it after `graceMs` is cut short then (an unref'd timer never keeps it alive).
 */
function leave(code: number, graceMs = SHUTDOWN_GRACE_MS): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), graceMs).unref();
}

/** The configuration, or null (reason printed, exit code 78) when the environment is wrong. */
function readConfig(): ServerConfig | null {
  try {
    return resolveJwtSecret(loadConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      leave(CONFIG_ERROR_EXIT_CODE);
      return null;
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
      leave(1, 0);
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get a grace period; past it, leave anyway.
    const tooLong = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      leave(1, 0);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => leave(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          leave(1, 0);
        },
      )
      .finally(() => clearTimeout(tooLong));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config === null) return;
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config, { onPoolError: (error) => console.error('idle database connection failed', error) });
  } catch (error) {
    console.error(`Impossible d'ouvrir la base de données : ${error instanceof Error ? error.message : String(error)}`);
    leave(1);
    return;
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
    leave(1);
    return;
  }
  try {
    if (config.jobs.enabled) await app.jobs.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'the job queue could not start');
    await app.close();
    await database.close();
    leave(1);
    return;
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // EADDRINUSE, EACCES…: say it plainly, and release the database (PGlite lock) before leaving.
    app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    await database.close();
    leave(1);
    return;
  }
  stopOnSignals(app, database);
  app.log.info(
    { url: publicUrl(config), driver: database.driver, version: app.buildInfo.version },
    `${config.siteName} is listening on ${publicUrl(config)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  leave(1);
});
