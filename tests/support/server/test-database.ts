import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { DEFAULT_POOL_MAX, type DatabaseTarget } from '../../../server/config.ts';
import type { OpenDatabaseOptions } from '../../../server/db/database.ts';

export interface TestDatabase {
  target: DatabaseTarget;
  /** What openDatabase needs besides the target: on PGlite, the template's dump to start from. */
  openOptions: OpenDatabaseOptions;
  /** Drops the throw-away database (pg); nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

/**
 * A database made once per run by the API tests' global setup (database-template.ts), to copy:
 * a dump of PGlite's data folder, or a PostgreSQL database to name as TEMPLATE.
 */
export type DatabaseTemplate = { driver: 'pglite'; dumpFile: string } | { driver: 'pg'; database: string };

/** The two templates of a run: migrated only, and migrated then seeded with testConfig(). */
export interface DatabaseTemplates {
  migrated: DatabaseTemplate;
  seeded: DatabaseTemplate;
}

/** The driver the API tests run on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export function testDriver(): DatabaseTarget['driver'] {
  const url = process.env['DATABASE_URL'];
  return url === undefined || url === '' || url === 'memory://' ? 'pglite' : 'pg';
}

/**
 * A database for one test app, that no other test file sees: a new in-memory PGlite, or on
 * PostgreSQL a new database `galant_test_<random>` (dropped afterwards). Without a template it is
 * empty, so migrations run exactly as on a first start; with one, it starts as a copy of it.
 */
export async function createTestDatabase(template?: DatabaseTemplate): Promise<TestDatabase> {
  const url = process.env['DATABASE_URL'];
  if (testDriver() === 'pglite' || url === undefined) {
    // A template made for the other driver (a run's environment changed under it) is not used.
    const pgliteDump = template?.driver === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    return { target: { driver: 'pglite', dataDir: null }, openOptions: pgliteDump ? { pgliteDump } : {}, drop: async () => {} };
  }
  const name = `galant_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const from = template?.driver === 'pg' ? ` template "${template.database}"` : '';
  await withAdminClient(url, (client) => client.query(`create database "${name}"${from}`));
  return {
    target: { driver: 'pg', url: databaseUrl(url, name), poolMax: DEFAULT_POOL_MAX },
    openOptions: {},
    drop: () => dropDatabase(url, name),
  };
}

/** DATABASE_URL pointing at another database of the same server. */
export function databaseUrl(url: string, database: string): string {
  const result = new URL(url);
  result.pathname = `/${database}`;
  return result.toString();
}

export async function dropDatabase(url: string, database: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(`drop database if exists "${database}" with (force)`));
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
