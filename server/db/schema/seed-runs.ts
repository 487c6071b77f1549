import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seeder that has run: a second start (or a second process) skips it. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
