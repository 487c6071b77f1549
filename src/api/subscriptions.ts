import { subscriptionSchema, unsubscribeResponseSchema, type Subscription, type UnsubscribeResponse } from '../domain/subscription.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/subscriptions (bearer): the signed-in member's subscription; 404 (NotFoundError) without one. */
export function getSubscription(client: HttpClient, options: CallOptions = {}): Promise<Subscription> {
  return client.request({ path: '/subscriptions', schema: subscriptionSchema, signal: options.signal });
}

/**
 * POST /api/subscriptions/unsubscribe (bearer): stops renewal at the end of the paid period (docs/product.md#states).
 * Idempotent: `changed` is false when it had already been asked. 409 (ConflictError) when the
 * lifecycle refuses it (docs/product.md#errors unsubscribe failure), 404 without a subscription.
 */
export function unsubscribe(client: HttpClient, options: CallOptions = {}): Promise<UnsubscribeResponse> {
  return client.request({ method: 'POST', path: '/subscriptions/unsubscribe', schema: unsubscribeResponseSchema, signal: options.signal });
}
