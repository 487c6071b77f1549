import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * Withdrawal (droit de rétractation, docs/decisions/0021-withdrawal.md): the API's contract.
 * Money in cents; dates as ISO instants.
 */

const dateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/** Why a member cannot withdraw online (409 on POST; `available: false` on GET). */
export const withdrawalRefusalSchema = lazySchema(() => z.enum(['windowClosed', 'cashbackRefunded', 'notRunning']));
export type WithdrawalRefusal = z.infer<typeof withdrawalRefusalSchema>;

/**
 * GET /api/subscriptions/withdrawal: whether the member may withdraw now, until when, and what
 * would be refunded if he did today. `withdrawal`: the one already asked for, if any.
 */
export const withdrawalQuoteSchema = lazySchema(() =>
  z.object({
    available: z.boolean(),
    refusal: withdrawalRefusalSchema.nullable(),
    /** The refusal said in French (null when available). */
    message: z.string().nullable(),
    /** The last day a withdrawal is accepted (midday UTC of that Paris calendar day). */
    deadlineDateTime: dateTime,
    /** He asked at signup that the service begin at once: the days provided are kept (pro rata). */
    expressRequest: z.boolean(),
    paidAmount: z.number().int().nonnegative(),
    refundAmount: z.number().int().nonnegative(),
  }),
);
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;

/** POST /api/subscriptions/withdrawal takes no field: the signed-in member's subscription is the key. */
export const withdrawalRequestSchema = lazySchema(() => z.object({}).strict());

/** 200: the withdrawal (the same one for a repeated request), refunded and the membership ended. */
export const withdrawalSchema = lazySchema(() =>
  z.object({
    requestedDateTime: dateTime,
    refundAmount: z.number().int().nonnegative(),
    completed: z.boolean(),
  }),
);
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    withdrawal: withdrawalSchema,
  }),
);
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;
