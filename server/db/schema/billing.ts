import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { formulas } from './formulas.ts';
import { users } from './users.ts';

/**
 * Billing (issue 5): affiliations, subscriptions, payments, idempotency keys, processed provider
 * events and hosted checkout sessions. Card numbers and CVVs have no column anywhere: a payment
 * keeps the provider's card token, the brand and the last four digits only.
 */

/** §3 affiliation, kept only when valid (both fields, known token). */
export const affiliations = pgTable('affiliations', {
  userUid: uuid('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  platform: text('platform').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** pending: waiting for the provider's notification; then the §4 lifecycle. */
export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'active', 'cancellation_requested', 'ended']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    formula: text('formula')
      .notNull()
      .references(() => formulas.uid),
    status: subscriptionStatus('status').notNull().default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expirationAt: timestamp('expiration_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Cents, copied from the formula when subscribing (a later price change does not apply). */
    amount: integer('amount').notNull(),
    trialAmount: integer('trial_amount').notNull(),
    /** Cashback credits in cents. */
    credits: integer('credits').notNull().default(0),
    /**
     * Lifecycle (machines/subscription.machine.ts) beyond `status`: in the trial period, and the
     * failed renewal attempts of the period now due (retrying when > 0).
     */
    inTrial: boolean('in_trial').notNull().default(false),
    failedRenewals: integer('failed_renewals').notNull().default(0),
    /** When the renewal job charges next (period end, then the retry dates); null: no renewal planned. */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    /** The cashback (credits) is refunded to the card on this date, once (then refunded_at is set). */
    cashbackDueAt: timestamp('cashback_due_at', { withTimezone: true }),
    cashbackRefundedAt: timestamp('cashback_refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userUid),
    // The jobs' look-ups: what is due now.
    index('subscriptions_renewal_idx').on(table.status, table.nextRenewalAt),
    index('subscriptions_expiration_idx').on(table.status, table.expirationAt),
    index('subscriptions_cashback_idx').on(table.cashbackDueAt),
    // One subscription not yet ended per member: a second payment can never open a second one.
    uniqueIndex('subscriptions_one_open_per_user_idx').on(table.userUid).where(sql`${table.status} <> 'ended'`),
  ],
);

export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);
/** charge: the first payment (card form, hosted page, subscribe); renewal: a period; refund: the cashback. */
export const paymentKind = pgEnum('payment_kind', ['charge', 'renewal', 'refund']);

/**
 * Payments are accounting records: they outlive the member. When an ended member's profile is
 * deleted, user_uid becomes null and the card token and last four digits are erased.
 */
export const payments = pgTable(
  'payments',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    userUid: uuid('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    subscriptionUid: uuid('subscription_uid').references(() => subscriptions.uid, { onDelete: 'set null' }),
    kind: paymentKind('kind').notNull().default('charge'),
    /** Cents actually charged or refunded (the trial amount for a first payment). */
    amount: integer('amount').notNull(),
    formula: text('formula').notNull(),
    status: paymentStatus('status').notNull(),
    /** The provider's id of the charge (unique per provider). */
    providerReference: text('provider_reference').notNull().unique(),
    /** The provider's reusable card token (never the number). */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** §8 code of a failed charge. */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_user_idx').on(table.userUid), index('payments_subscription_idx').on(table.subscriptionUid)],
);

/**
 * Idempotency keys of charging calls: the same key and body replay the stored answer (one charge);
 * another body → 422; still running → 409. requestHash is an HMAC of the body (never the body).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['running', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userUid, table.scope, table.key] })],
);

/** Provider notifications already applied (deduplication by event id). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentUid: uuid('payment_uid').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sandbox hosted payment page sessions (payment link flow). */
export const checkoutSessions = pgTable('checkout_sessions', {
  uid: uuid('uid').primaryKey().defaultRandom(),
  userUid: uuid('user_uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' }),
  formula: text('formula')
    .notNull()
    .references(() => formulas.uid),
  status: text('status', { enum: ['open', 'completed'] }).notNull().default('open'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
