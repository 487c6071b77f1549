import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Route rate-limit counters shared by every server process (a fixed window per key): with two
 * instances on one database, a limit of 20 allows 20 in total. Expired rows are reused or swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_idx').on(table.resetAt)],
);
