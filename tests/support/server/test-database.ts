import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_POOL_MAX, type DatabaseTarget } from '../../../server/config.ts';

export interface TestDatabase {
  target: DatabaseTarget;
  /** Drops the throw-away database (pg); nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

/** The driver the API tests run on: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export function testDriver(): DatabaseTarget['driver'] {
  const url = process.env['DATABASE_URL'];
  return url === undefined || url === '' || url === 'memory://' ? 'pglite' : 'pg';
}

/**
 * A fresh, empty database for one test app: a new in-memory PGlite, or on PostgreSQL a new
 * database `galant_test_<random>` (dropped afterwards), so test files never see each other's rows
 * and migrations run exactly as on a first start.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env['DATABASE_URL'];
  if (testDriver() === 'pglite' || url === undefined) {
    return { target: { driver: 'pglite', dataDir: null }, drop: async () => {} };
  }
  const name = `galant_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdminClient(url, (client) => client.query(`create database "${name}"`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    target: { driver: 'pg', url: databaseUrl.toString(), poolMax: DEFAULT_POOL_MAX },
    drop: () => withAdminClient(url, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
