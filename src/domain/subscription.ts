import { z } from 'zod';
import { requiredString } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/** POST /api/subscriptions/subscribe (docs/product.md#entities subscription request); Idempotency-Key header required. */
export const subscribeRequestSchema = lazySchema(() =>
  z.object({
    uid: requiredString,
    trafficToken: requiredString.max(200),
    formula: requiredString.max(80),
  }),
);
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** 200: the subscription was taken (Success) or awaits the provider (Pending); no redirect needed. */
export const subscribeResponseSchema = lazySchema(() => z.object({ status: z.enum(['Success', 'Pending']) }));
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriptionStatusSchema = lazySchema(() => z.enum(['pending', 'active', 'cancellation_requested', 'ended']));
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** States of the lifecycle machine (machines/subscription.machine.ts), as the API names them. */
export const SUBSCRIPTION_STATES = ['pending', 'trial', 'active', 'retrying', 'cancellationRequested', 'ended', 'erased'] as const;
export const subscriptionStateSchema = lazySchema(() => z.enum(SUBSCRIPTION_STATES));
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

const dateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/**
 * GET /api/subscriptions: the docs/product.md#entities subscription (money in cents) plus what /account/subscription
 * shows (docs/product.md#routes): the lifecycle state, the next payment (none once cancellation is requested) and the
 * cashback date. `expirationDateTime` is the end of the paid period (access until then).
 */
export const subscriptionSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    formula: z.string(),
    state: subscriptionStateSchema,
    /** Failed renewal attempts of the period due (state retrying). */
    failedRenewals: z.number().int().nonnegative(),
    amount: z.number().int().nonnegative(),
    trialAmount: z.number().int().nonnegative(),
    credits: z.number().int().nonnegative(),
    startedDateTime: dateTime.nullable(),
    expirationDateTime: dateTime.nullable(),
    cancelledDateTime: dateTime.nullable(),
    endedDateTime: dateTime.nullable(),
    nextPaymentDateTime: dateTime.nullable(),
    nextPaymentAmount: z.number().int().nonnegative().nullable(),
    /** When the cashback (credits) is refunded to the card; null: none due. */
    cashbackDateTime: dateTime.nullable(),
    cashbackRefundedDateTime: dateTime.nullable(),
  }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * POST /api/subscriptions/unsubscribe → 200. Idempotent: `changed` is false when the cancellation
 * had already been requested (nothing changed); `message` says which, in French.
 */
export const unsubscribeResponseSchema = lazySchema(() =>
  z.object({
    changed: z.boolean(),
    message: z.string(),
    subscription: subscriptionSchema,
  }),
);
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
