/**
 * The process `npm start` runs: configuration → database (create, open, migrate, seed) → server →
 * listen, and a graceful stop on SIGTERM/SIGINT (a second signal forces the exit). Run directly
 * (`node --import tsx server/main.ts`) it starts at once; scripts/start.mjs calls main() with the
 * client build it runs meanwhile, so the database is prepared while the client builds.
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { CONFIG_ERROR_EXIT_CODE, ConfigError, configWarnings, loadConfig, type ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createPgliteDataDir, prepareDatabase } from './db/prepare.ts';
import type { SeedLog } from './db/seed/index.ts';
import { firstAnswerOr } from './http/first-answer.ts';
import { resolveJwtSecret } from './jwt-secret.ts';
import { startBanner } from './start-banner.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long the job queue waits for the first request to be answered before starting anyway. */
const JOBS_WAIT_FOR_FIRST_ANSWER_MS = 500;

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
    return resolveJwtSecret(loadConfig(process.env, { terminal: process.stdout.isTTY }));
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

/** Stops the server on SIGTERM/SIGINT; the returned function tells whether a stop began. */
function stopOnSignals(app: FastifyInstance, database: DatabaseHandle): () => boolean {
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
  return () => stopping;
}

export interface StartOptions {
  /** Settles when the client build in dist/ is ready (start.mjs builds it meanwhile); rejects when it failed. */
  webBuild?: Promise<void>;
}

/**
 * Seed messages (demo credentials) before the app and its logger exist: one JSON line like pino's,
 * or in a terminal just the message (the start banner lists the demo accounts).
 */
function seedLog(config: ServerConfig): SeedLog {
  return {
    info(details, message) {
      if (config.logLevel === 'silent' || ['warn', 'error', 'fatal'].includes(config.logLevel)) return;
      if (config.logFormat === 'pretty') console.log(`  ${message}`);
      else console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, ...details, msg: message }));
    },
  };
}

export async function main(options: StartOptions = {}): Promise<void> {
  const config = readConfig();
  if (config === null) return;
  // Milliseconds since the process started, at the end of each phase (logged once listening).
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  const phaseDone = (name: string) => (phases[name] = Math.round(performance.now()));
  let database: DatabaseHandle;
  try {
    // A new PGlite folder is made in a child process: initdb's memory leaves with it (prepare.ts).
    if (config.database.driver === 'pglite' && config.database.dataDir !== null) await createPgliteDataDir(config.database.dataDir);
    phaseDone('databaseCreated');
    database = await openDatabase(config, { onPoolError: (error) => console.error('idle database connection failed', error) });
    phaseDone('databaseOpen');
  } catch (error) {
    console.error(`Impossible d'ouvrir la base de données : ${error instanceof Error ? error.message : String(error)}`);
    leave(1);
    return;
  }
  try {
    await prepareDatabase(database, config, seedLog(config));
    phaseDone('migratedAndSeeded');
  } catch (error) {
    console.error('database migration or seeding failed', error);
    await database.close();
    leave(1);
    return;
  }
  try {
    await options.webBuild;
    phaseDone('clientBuilt');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    await database.close();
    leave(1);
    return;
  }
  // Migrated first: the app's job queue never meets an old schema (started once listening).
  const { app, services } = await buildServer(config, { database, deferJobs: true });
  phaseDone('appBuilt');
  for (const warning of configWarnings(config)) app.log.warn(warning);
  try {
    await app.listen({ host: config.host, port: config.port });
    phaseDone('listening');
  } catch (error) {
    // EADDRINUSE, EACCES…: say it plainly, and release the database (PGlite lock) before leaving.
    app.log.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    await database.close();
    leave(1);
    return;
  }
  const stopping = stopOnSignals(app, database);
  // Once listening, pages are served while pg-boss starts (seconds on PGlite); migrations ran, so no
  // job meets an old schema. The queue waits for the first answer (or half a second): on PGlite its
  // start shares the one connection, and the first visitor after a restart waited ~0.3 s behind it.
  // "is listening" is logged once jobs run too (tests wait for it).
  try {
    // A job queued meanwhile (a payment's notification) waits for this start, not refused.
    if (config.jobs.enabled) await services.jobs.start(firstAnswerOr(app.server, JOBS_WAIT_FOR_FIRST_ANSWER_MS));
    if (stopping()) return;
  } catch (error) {
    app.log.fatal({ err: error }, 'the job queue could not start');
    await app.close();
    await database.close();
    leave(1);
    return;
  }
  phaseDone('jobsStarted');
  app.log.info(
    { url: publicUrl(config), driver: database.driver, version: services.buildInfo.version, startupMs: phases },
    `${config.siteName} is listening on ${publicUrl(config)}`,
  );
  if (config.logFormat === 'pretty')
    console.log(startBanner(config, publicUrl(config), { driver: database.driver, startupMs: phases['jobsStarted'] ?? 0 }));
}

/** Started by the runtime itself (`node --import tsx server/main.ts`), not imported by start.mjs. */
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    leave(1);
  });
}
