import { boolean, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Units of trial and billing periods (docs/product.md#entities formula data). */
export const durationUnit = pgEnum('duration_unit', ['day', 'week', 'month', 'year']);

/** What a member subscribes to; money in integer cents. */
export const formulas = pgTable('formulas', {
  uid: text('uid').primaryKey(),
  name: text('name').notNull(),
  amount: integer('amount').notNull(),
  creditAmount: integer('credit_amount').notNull().default(0),
  trialAmount: integer('trial_amount').notNull().default(0),
  /** Both null: no trial. */
  trialDuration: integer('trial_duration'),
  trialDurationUnit: durationUnit('trial_duration_unit'),
  periodDuration: integer('period_duration').notNull(),
  periodDurationUnit: durationUnit('period_duration_unit').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** docs/product.md#entities unique (traffic) token: the link a visitor follows into the funnel, tied to one formula. */
export const trafficTokens = pgTable('traffic_tokens', {
  value: text('value').primaryKey(),
  formulaUid: text('formula_uid')
    .notNull()
    .references(() => formulas.uid),
  isValid: boolean('is_valid').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FormulaRow = typeof formulas.$inferSelect;
export type TrafficTokenRow = typeof trafficTokens.$inferSelect;
