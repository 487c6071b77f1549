import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { pgSchema, serial } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type DatabaseHandle } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { outbox, seedRuns } from '../../server/db/schema/index.ts';
import { runSeeders, seeders, type Seeder } from '../../server/db/seed/index.ts';
import { DEMO_MAIL_RECIPIENT } from '../../server/db/seed/welcome-mail.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { testConfig } from '../support/server/test-app.ts';
import { createTestDatabase, testDriver, type TestDatabase } from '../support/server/test-database.ts';

const quiet = { info: () => {} };
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

async function rowCount(db: Database, table: typeof outbox | typeof seedRuns | typeof appliedMigrationsTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? -1;
}

// drizzle's own bookkeeping table (drizzle.__drizzle_migrations), declared just to count it.
const appliedMigrationsTable = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') });

async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(appliedMigrationsTable);
  return row?.value ?? -1;
}

describe('migrations and seeds', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDatabase(): Promise<{ handle: DatabaseHandle; testDatabase: TestDatabase }> {
    const testDatabase = await createTestDatabase();
    const handle = await openDatabase({ database: testDatabase.target });
    cleanups.push(
      () => testDatabase.drop(),
      () => handle.close(),
    );
    return { handle, testDatabase };
  }

  it(`run on ${testDriver()} and a second run adds nothing`, async () => {
    const { handle } = await freshDatabase();
    const config = testConfig();

    const first = await prepareDatabase(handle, config, quiet);
    const second = await prepareDatabase(handle, config, quiet);

    expect(handle.driver).toBe(testDriver());
    expect(first.ran).toEqual(seeders.map((seeder) => seeder.name));
    expect(second).toEqual({ ran: [], skipped: seeders.map((seeder) => seeder.name) });
    expect(await appliedMigrations(handle.db)).toBe(journal.entries.length);
    expect(await rowCount(handle.db, seedRuns)).toBe(seeders.length);
    expect(await rowCount(handle.db, outbox)).toBe(1);
    const [welcome] = await handle.db.select().from(outbox);
    expect(welcome?.to).toBe(DEMO_MAIL_RECIPIENT);
    // Stored sealed (never readable at rest); opened, it links to the development outbox.
    expect(welcome?.text).not.toContain('http://');
    expect(mailSealer(config.jwtSecret).open(welcome?.text ?? '')).toContain('http://localhost:3000/dev/outbox');
    // Every migration and the demo seeding (password hashes) on a new database: 15 s alone, over 30 s on a loaded machine.
  }, 90_000);

  it('skips demo seeders without marking them when SEED_DEMO is off, and runs them once it is on', async () => {
    const { handle } = await freshDatabase();

    const off = await prepareDatabase(handle, testConfig({ SEED_DEMO: 'false' }), quiet);
    expect(off.ran).toEqual([]);
    expect(await rowCount(handle.db, seedRuns)).toBe(0);
    expect(await rowCount(handle.db, outbox)).toBe(0);

    await prepareDatabase(handle, testConfig({ SEED_DEMO: 'true' }), quiet);
    expect(await rowCount(handle.db, outbox)).toBe(1);
  });

  it('rolls a failing seeder back entirely, so the next start retries it', async () => {
    const { handle } = await freshDatabase();
    await handle.migrate();
    const config = testConfig();
    const failing: Seeder = {
      name: 'test/flaky',
      demo: false,
      async run({ db }) {
        await db.insert(outbox).values({ to: 'a@galant.test', subject: 'half done', text: 'x' });
        throw new Error('seed data unavailable');
      },
    };
    await expect(runSeeders(handle.db, config, quiet, [failing])).rejects.toThrow('seed data unavailable');
    expect(await rowCount(handle.db, outbox)).toBe(0);
    expect(await rowCount(handle.db, seedRuns)).toBe(0);

    const fixed: Seeder = {
      ...failing,
      run: ({ db }) =>
        db
          .insert(outbox)
          .values({ to: 'a@galant.test', subject: 'done', text: 'x' })
          .then(() => {}),
    };
    expect((await runSeeders(handle.db, config, quiet, [fixed])).ran).toEqual(['test/flaky']);
    expect(await rowCount(handle.db, outbox)).toBe(1);
  });

  it('runs a seeder once even when two starts seed at the same time', async () => {
    const { handle } = await freshDatabase();
    await handle.migrate();
    const config = testConfig();
    const reports = await Promise.all([runSeeders(handle.db, config, quiet), runSeeders(handle.db, config, quiet)]);
    // Which start runs which seeder is the race's to decide; each runs in exactly one of them.
    const names = seeders.map((seeder) => seeder.name);
    expect(reports.flatMap((report) => report.ran).sort()).toEqual([...names].sort());
    for (const report of reports) expect([...report.ran, ...report.skipped].sort()).toEqual([...names].sort());
    expect(await rowCount(handle.db, outbox)).toBe(1);
  }, 120_000);
});

describe('PGlite on disk (the default `npm start` database)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR on first start, keeps data across restarts, and a restart adds nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'galant-pglite-'));
    dirs.push(root);
    const config = testConfig({ DATA_DIR: join(root, 'missing', 'data') });
    expect(config.database).toEqual({ driver: 'pglite', dataDir: join(root, 'missing', 'data', 'db') });

    const first = await openDatabase(config);
    await prepareDatabase(first, config, quiet);
    await first.close();

    const second = await openDatabase(config);
    try {
      const report = await prepareDatabase(second, config, quiet);
      expect(report.ran).toEqual([]);
      expect(await rowCount(second.db, outbox)).toBe(1);
      expect(await appliedMigrations(second.db)).toBe(journal.entries.length);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('refuses to open a data folder that is already open', async () => {
    const root = mkdtempSync(join(tmpdir(), 'galant-pglite-'));
    dirs.push(root);
    const config = testConfig({ DATA_DIR: root });
    const open = await openDatabase(config);
    try {
      await expect(openDatabase(config)).rejects.toThrow(/déjà ouverte/);
    } finally {
      await open.close();
    }
    const reopened = await openDatabase(config);
    await reopened.close();
  });
});
