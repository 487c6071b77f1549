import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { formulas } from './formulas.ts';
import { users } from './users.ts';

/**
 * Billing: affiliations, subscriptions, payments, idempotency keys, processed provider
 * events and hosted checkout sessions. Card numbers and CVVs have no column anywhere: a payment
 * keeps the provider's card token, the brand and the last four digits only.
 */

/** Affiliation (docs/product.md#entities), kept only when valid (both fields, known token). */
export const affiliations = pgTable('affiliations', {
  userUid: uuid('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  platform: text('platform').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** pending: waiting for the provider's notification; then the lifecycle (docs/product.md#states). */
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
    uniqueIndex('subscriptions_one_open_per_user_idx')
      .on(table.userUid)
      .where(sql`${table.status} <> 'ended'`),
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
    /** Code (docs/product.md#errors) of a failed charge. */
    failureCode: text('failure_code'),
    /** The payment object (registration) this charge was an attempt of; null for renewals and refunds. */
    intentUid: uuid('intent_uid').references(() => paymentIntents.uid, { onDelete: 'set null' }),
    /** A refund: the payment it gives money back on. */
    refundOf: uuid('refund_of'),
    /** A refund: why ('cashback'; 'duplicate' for a second success of one payment object; 'withdrawal', decision 0021). */
    refundReason: text('refund_reason', { enum: ['cashback', 'duplicate', 'withdrawal'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_idx').on(table.userUid),
    index('payments_subscription_idx').on(table.subscriptionUid),
    index('payments_intent_idx').on(table.intentUid),
    // The analysts' report: the failed charges of a period and their codes, read from the index alone
    // (decision 0043).
    index('payments_failed_charges_idx')
      .on(table.createdAt, table.failureCode)
      .where(sql`${table.kind} = 'charge' and ${table.status} = 'failed'`),
    // One refund per reason and refunded payment: a retried refund cannot be recorded twice.
    uniqueIndex('payments_one_refund_idx')
      .on(table.refundOf, table.refundReason)
      .where(sql`${table.refundOf} is not null`),
  ],
);

/**
 * The payment object of one registration (think Stripe's PaymentIntent): every attempt to pay the
 * first period — card form retries, hosted-page sessions, the Back button — belongs to it. Once one
 * attempt succeeded (or is pending), no other attempt reaches the provider. An attempt in progress
 * holds a lease (attempt_uid until attempt_lease_until); a lapsed lease can be recovered.
 */
export const paymentIntentStatus = pgEnum('payment_intent_status', ['open', 'pending', 'succeeded']);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    formula: text('formula')
      .notNull()
      .references(() => formulas.uid),
    /** Cents of the first charge (the trial amount, else the period amount). */
    amount: integer('amount').notNull(),
    status: paymentIntentStatus('status').notNull().default('open'),
    /** How many attempts were started (the next attempt's reference is derived from it). */
    attempts: integer('attempts').notNull().default(0),
    /** The attempt in progress and until when it holds the object. */
    attemptUid: uuid('attempt_uid'),
    attemptLeaseUntil: timestamp('attempt_lease_until', { withTimezone: true }),
    /** The payment that took the object (succeeded or pending). */
    paymentUid: uuid('payment_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One payment object per registration (member).
    uniqueIndex('payment_intents_user_idx').on(table.userUid),
    // The analysts' report counts the payment objects opened in a period and before it (decision 0043).
    index('payment_intents_created_idx').on(table.createdAt),
  ],
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
    /** The provider reference of the work started under this key (a lapsed lease recovers it). */
    reference: text('reference'),
    /** A running key holds the work until then; past it, a retry with the same key recovers. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Keys are forgotten after 24 h (as Stripe's). */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '24 hours'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userUid, table.scope, table.key] }), index('idempotency_keys_expiry_idx').on(table.expiresAt)],
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
  status: text('status', { enum: ['open', 'completed'] })
    .notNull()
    .default('open'),
  /** The registration's payment object the hosted page pays. */
  intentUid: uuid('intent_uid').references(() => paymentIntents.uid, { onDelete: 'cascade' }),
  /**
   * The provider reference of the charge the page started, written when the page is claimed and
   * before the provider is called: if the process dies before the outcome is recorded, the member's
   * next payment step asks the provider about it (charges.ts settleLostHostedCharges).
   */
  attemptReference: uuid('attempt_reference'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's own ledger: what it answered for each reference (charge or refund). A real
 * provider keeps this on its side; here it lives in our database so that it outlives a crash of our
 * process, as a real provider's records would (a lapsed idempotency lease asks it for the outcome).
 */
export const sandboxLedger = pgTable('sandbox_ledger', {
  reference: text('reference').primaryKey(),
  kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
