import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Password reset links: only the sha256 of the random token is stored, so a database leak gives
 * no usable link. A link is single use (used_at) and expires (expires_at, 1 hour).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userUid, table.createdAt)],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
