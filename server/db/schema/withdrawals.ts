import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './billing.ts';
import { users } from './users.ts';

/**
 * Withdrawal (droit de rétractation, docs/decisions/0021-withdrawal.md). A member who pays by card
 * asks, by an explicit checkbox, that the service begin before the 14-day withdrawal period ends
 * (Code de la consommation L221-25): that request, with its time, is what lets us keep the share of
 * the service already provided when he withdraws.
 */
export const serviceStartRequests = pgTable('service_start_requests', {
  userUid: uuid('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  /** The first time the member ticked it and sent the card form. */
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  /** Which wording he agreed to (the dictionary key and its version). */
  wording: text('wording').notNull(),
});

/** One refund of a withdrawal: a succeeded payment of the subscription and what goes back on it. */
export interface WithdrawalLine {
  /** The payment refunded (charge or renewal) and the provider's reference of its charge. */
  paymentUid: string;
  chargeReference: string;
  /** Cents paid, owed for the days provided, refunded (paid − owed). */
  paid: number;
  owed: number;
  refund: number;
  /** The period the payment paid for, in Paris calendar days, and the days of it provided. */
  periodDays: number;
  providedDays: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/**
 * One withdrawal per subscription (the natural key that makes a double click, a retry or another
 * tab the same withdrawal). `requested`: computed and committed, refunds not all recorded yet (a
 * request still running, or a process killed: completed by the member's next request or the job);
 * `completed`: refunds recorded, membership ended, acknowledgement written.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    subscriptionUid: uuid('subscription_uid')
      .notNull()
      .unique()
      .references(() => subscriptions.uid, { onDelete: 'cascade' }),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: text('status', { enum: ['requested', 'completed'] })
      .notNull()
      .default('requested'),
    /** The day the member told us (the date the acknowledgement gives). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** He had asked for the service to begin at once (service_start_requests): pro rata, else all back. */
    expressRequest: boolean('express_request').notNull(),
    lines: jsonb('lines').$type<WithdrawalLine[]>().notNull(),
    /** Cents refunded in all (the sum of the lines' refunds). */
    refundAmount: integer('refund_amount').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('withdrawals_status_idx').on(table.status, table.requestedAt)],
);

export type ServiceStartRequestRow = typeof serviceStartRequests.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
