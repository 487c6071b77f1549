import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { servingTurn, SLICE_MS } from '../../server/db/serving-turns.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';
import { testConfig } from '../support/server/test-app.ts';
import { holdThread } from '../support/busy-thread.ts';

/** The database server's clock, in ms since the epoch (the same machine's clock as Date.now()). */
const serverNow = async (database: DatabaseHandle): Promise<number> => {
  const { rows } = await database.executeSql('select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms');
  return Number((rows[0] as { ms: number }).ms);
};

// Real PostgreSQL (a throw-away cluster, or CI's server): the turns are node-postgres's (decision 0030).
describe('database answers take turns on the serving thread (PostgreSQL)', () => {
  let postgres: PostgresForTest;
  let database: DatabaseHandle;

  beforeAll(async () => {
    postgres = await postgresForTest();
    database = await openDatabase(testConfig({ DATABASE_URL: postgres.url, DATABASE_POOL_MAX: '2' }));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await postgres?.close();
  });

  it('gives a connection back before its answer waits for the thread, also one a transaction used', async () => {
    // One of the two connections stays with a transaction left open: whoever needs a connection
    // then waits for the previous caller to give the other one back.
    let endHolding: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (endHolding = resolve));
    let held: () => void = () => undefined;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      held();
      await holding;
    });
    await isHeld;
    // Steps of other requests will keep the thread busy for ~50 slices.
    let stepsEnd = 0;
    try {
      // The other connection is checked out by a transaction first (its queries take turns while it is out).
      const inTransaction = await database.db.transaction(
        async (tx) => ((await tx.execute(sql`select 41 + 1 as n`)) as { rows: unknown[] }).rows,
      );
      expect(inTransaction).toEqual([{ n: 42 }]);

      const steps = Promise.all(
        Array.from({ length: 50 }, async () => {
          await servingTurn();
          holdThread(SLICE_MS);
          stepsEnd = Date.now();
        }),
      );
      // The first answer queues behind those steps; the second query needs the first one's connection.
      const first = database.executeSql('select 1 as n');
      const second = serverNow(database);
      const [firstAnswer, secondRanAt] = await Promise.all([first, second, steps]);
      expect(firstAnswer.rows).toEqual([{ n: 1 }]);
      // The second query ran on the server while the first answer was still waiting for its turn.
      expect(secondRanAt).toBeLessThan(stepsEnd);
    } finally {
      // Else closing the pool would wait for the held transaction for ever.
      endHolding();
      await holder;
    }
  });

  it('still answers a failing query with its own error, after its turn', async () => {
    await expect(database.executeSql('select * from nulle_part')).rejects.toThrow(/nulle_part/);
    await expect(database.db.transaction((tx) => tx.execute(sql`select 1 / 0`))).rejects.toThrow();
    expect((await database.executeSql('select 2 as n')).rows).toEqual([{ n: 2 }]);
  });
});
