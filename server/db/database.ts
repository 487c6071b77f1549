import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type DatabaseDriver = DatabaseTarget['driver'];

/** The drizzle database, whichever driver is underneath (same query API, same SQL). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Runs `select 1`; rejects when the database does not answer within PING_TIMEOUT_MS. */
  ping(): Promise<void>;
  /** Applies pending migrations from server/db/migrations (serialised across processes on pg). */
  migrate(): Promise<void>;
  /**
   * Raw SQL on the same connection(s) as `db`, in the shape pg-boss's `db` option expects: with
   * values one statement; without, possibly a script (pg-boss's own schema), answering its last result.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Errors of idle pooled connections (server restart…): without a listener they crash the process. */
  onPoolError?: (error: Error) => void;
  /**
   * In-memory PGlite only: start from this dump of a data folder (PGlite's dumpDataDir) instead of
   * an empty cluster — the API tests' migrated template (docs/decisions/0037-test-database-template.md).
   */
  pgliteDump?: Blob;
}

/**
 * The contrib extensions every PGlite instance loads (the migrations create them): unaccent, for
 * French search with accents ignored (docs/decisions/0052-french-search-unaccent.md).
 */
export const PGLITE_EXTENSIONS = { unaccent };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const PING_TIMEOUT_MS = 2000;
// Arbitrary constant shared by every Galant process: only one of them migrates at a time.
const MIGRATION_LOCK_KEY = 727_001_001;

/**
 * Opens the database the configuration points at: PGlite over DATA_DIR/db (or in memory when
 * dataDir is null, for tests), or a node-postgres Pool when DATABASE_URL is set.
 */
export async function openDatabase(config: { database: DatabaseTarget }, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const target = config.database;
  return target.driver === 'pg' ? openNodePg(target.url, target.poolMax, options) : openPglite(target.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<DatabaseHandle> {
  let releaseLock = (): void => {};
  if (dataDir !== null) {
    // PGlite cannot create the parent folder, and two processes on one folder corrupt it.
    mkdirSync(dirname(dataDir), { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    // 32 MB of shared buffers instead of 128: PGlite touches them all at start (~140 MB of resident
    // memory saved, docs/performance.md); its reads still go through the OS page cache.
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
    const extensions = PGLITE_EXTENSIONS;
    client = await PGlite.create(dataDir === null ? { startParams, extensions, loadDataDir: dump } : { dataDir, startParams, extensions });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => undefined),
    // One connection, one process: nothing to serialise.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    executeSql: async (text, values) => {
      // PGlite runs on this thread and its promises settle without a turn of the event loop: pg-boss's
      // statement after statement (66 at its start) would keep every request waiting until the last.
      await new Promise<void>((resolve) => setImmediate(resolve));
      // PGlite's query() takes one statement (extended protocol); exec() runs a script.
      if (values !== undefined && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openNodePg(url: string, poolMax: number, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // Loaded here, not at the top: a PGlite start never needs them (~0.1 s of module loading).
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // connectionTimeoutMillis: the default (0) waits forever when the server is unreachable.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: poolMax });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'pg',
    ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => undefined),
    migrate: async () => {
      // N processes may start together (rolling deploy): a session advisory lock lets one migrate,
      // the others wait and then find nothing left to apply.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    executeSql: async (text, values) => {
      // A script without values answers one result per statement: keep the last, as PGlite does.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
