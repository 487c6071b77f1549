import { z } from 'zod';
import { requiredString } from './field-rules.ts';

/** POST /api/subscriptions/subscribe (§3 subscription request); Idempotency-Key header required. */
export const subscribeRequestSchema = z.object({
  uid: requiredString,
  trafficToken: requiredString.max(200),
  formula: requiredString.max(80),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** 200: the subscription was taken (Success) or awaits the provider (Pending); no redirect needed. */
export const subscribeResponseSchema = z.object({ status: z.enum(['Success', 'Pending']) });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriptionStatusSchema = z.enum(['pending', 'active', 'cancellation_requested', 'ended']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** §3 subscription as GET /api/subscriptions will answer it (subscription issue); money in cents. */
export const subscriptionSchema = z.object({
  amount: z.number().int().nonnegative(),
  trialAmount: z.number().int().nonnegative(),
  credits: z.number().int().nonnegative(),
  startedDateTime: z.iso.datetime({ offset: true }).nullable(),
  expirationDateTime: z.iso.datetime({ offset: true }).nullable(),
  cancelledDateTime: z.iso.datetime({ offset: true }).nullable(),
  endedDateTime: z.iso.datetime({ offset: true }).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
