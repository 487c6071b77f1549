import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UserMetadataData } from '../../../src/domain/user.ts';

/** pending: paid, waiting for activation (docs/product.md#states); active: may sign in; ended: membership over. */
export const userStatus = pgEnum('user_status', ['pending', 'active', 'ended']);

export const users = pgTable(
  'users',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** As typed at registration; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    /** An Argon2id PHC string, or `scrypt$N$r$p$salt$hash` from before (server/modules/auth/passwords.ts); null until a password is set (docs/product.md#entities optional). */
    passwordHash: text('password_hash'),
    status: userStatus('status').notNull().default('pending'),
    /** Roles of docs/product.md#roles ('vip', 'coach'); read at every access check, never trusted from a token. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coachingUid: text('coaching_uid'),
    /** User metadata data (docs/product.md#entities): { profile: { name }, favorites }. */
    metadata: jsonb('metadata')
      .$type<UserMetadataData>()
      .notNull()
      .default({ profile: { name: null }, favorites: [] }),
    metadataModifiedAt: timestamp('metadata_modified_at', { withTimezone: true }).notNull().defaultNow(),
    /** Incremented to revoke every token issued before (sign-out, password change, membership end). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`), index('users_status_idx').on(table.status)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
