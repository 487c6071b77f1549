import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the site sends when no SMTP server is configured (readable at /dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    // Identity, not uuid: gives a stable "newest first" order when two mails share a timestamp.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_idx').on(table.to)],
);

export type OutboxRow = typeof outbox.$inferSelect;
