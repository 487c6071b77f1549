import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: every e-mail the site sends is first a row written in the same
 * transaction as the state change it reports, then delivered by a job (SMTP, or kept here when no
 * SMTP server is configured: readable at /dev/outbox outside production). `dedupe_key` makes a
 * repeated event write nothing; `status` follows pending → sending (leased) → sent | failed.
 */
export const outbox = pgTable(
  'outbox',
  {
    // Identity, not uuid: gives a stable "newest first" order when two mails share a timestamp.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail reports, once (e.g. `payment-verified:<payment uid>`); null: no deduplication. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker sending the mail holds it until then; past it, another worker may send it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_to_idx').on(table.to),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
