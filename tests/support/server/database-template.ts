import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS } from '../../../server/db/database.ts';
import * as schema from '../../../server/db/schema/index.ts';
import { runSeeders } from '../../../server/db/seed/index.ts';
import { testConfig } from './test-config.ts';
import { databaseUrl, dropDatabase, testDriver, withAdminClient, type DatabaseTemplates } from './test-database.ts';

/*
 * The API tests' global setup (vitest.config.ts): once per run, before any test file, a database
 * migrated, and one migrated then seeded with testConfig(); each test app starts from a copy of
 * one of them instead of migrating its own (docs/decisions/0037-test-database-template.md).
 * Made anew at every run and thrown away at its end: a changed migration or seeder is in the
 * next run's templates, never a stale copy.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's templates (absent outside the API project: a test app then migrates its own database). */
    databaseTemplates: DatabaseTemplates | undefined;
  }
}

const quiet = { info: () => {} };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const url = process.env['DATABASE_URL'];
  const made = testDriver() === 'pg' && url !== undefined ? await makePgTemplates(url) : await makePgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`API tests: database templates (${made.templates.seeded.driver}) made in ${seconds} s`);
  return made.remove;
}

interface Made {
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}

/** Dumps of an in-memory cluster's data folder, migrated then seeded, in a temporary folder. */
async function makePgliteTemplates(): Promise<Made> {
  const folder = await mkdtemp(join(tmpdir(), 'galant-db-template-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client, schema });
    const dump = async (name: string) => {
      const file = join(folder, `${name}.tar`);
      await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return { driver: 'pglite' as const, dumpFile: file };
    };
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const migrated = await dump('migrated');
    await runSeeders(db, testConfig(), quiet);
    const seeded = await dump('seeded');
    return { templates: { migrated, seeded }, remove: () => rm(folder, { recursive: true, force: true }) };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

/** Two databases of DATABASE_URL's server that each test database names as TEMPLATE; dropped at the end. */
async function makePgTemplates(url: string): Promise<Made> {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  const names = { migrated: `galant_template_${id}_migrated`, seeded: `galant_template_${id}_seeded` };
  const remove = async () => {
    await dropDatabase(url, names.seeded);
    await dropDatabase(url, names.migrated);
  };
  // A template must have no open connection while it is copied: each handle is closed before.
  const prepare = async (
    name: string,
    from: string | null,
    work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>,
  ) => {
    await withAdminClient(url, (client) => client.query(`create database "${name}"${from === null ? '' : ` template "${from}"`}`));
    const handle = await openDatabase({ database: { driver: 'pg', url: databaseUrl(url, name), poolMax: 2 } });
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  };
  try {
    await prepare(names.migrated, null, (handle) => handle.migrate());
    await prepare(names.seeded, names.migrated, (handle) => runSeeders(handle.db, testConfig(), quiet));
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    templates: { migrated: { driver: 'pg', database: names.migrated }, seeded: { driver: 'pg', database: names.seeded } },
    remove,
  };
}
