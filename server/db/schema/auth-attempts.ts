import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in (and change-password) attempts, counted per account and per address over a
 * sliding window (server/modules/auth/brute-force.ts). In the database so that every process
 * agrees. Keys are HMACs: neither typed identifiers (sometimes a password typed in the wrong field)
 * nor addresses are kept in clear. Rows older than the window are deleted as new ones arrive.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKey: text('account_key').notNull(),
    addressKey: text('address_key').notNull(),
    /**
     * 'pending' while the password is being checked (it holds a place under the limit but is no
     * failure yet); 'failed' once the check failed. A pending row older than the lease counts as
     * failed (its process died mid-check).
     */
    outcome: text('outcome', { enum: ['pending', 'failed'] })
      .notNull()
      .default('failed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('auth_attempts_account_idx').on(table.accountKey, table.createdAt),
    index('auth_attempts_address_idx').on(table.addressKey, table.createdAt),
    index('auth_attempts_created_idx').on(table.createdAt),
  ],
);
