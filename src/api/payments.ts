import { z } from 'zod';
import { paymentLinkResponseSchema, type PaymentLinkResponse, type PaymentRequest } from '../domain/payment.ts';
import { subscribeResponseSchema, type SubscribeRequest, type SubscribeResponse } from '../domain/subscription.ts';
import type { HttpClient } from './http-client.ts';
import { lazySchema } from '../domain/lazy-schema.ts';

interface CallOptions {
  signal?: AbortSignal;
}

export interface ChargeOptions extends CallOptions {
  /** The same key for a retry of the same request: the server answers it again, never charges twice. */
  idempotencyKey: string;
  /** The bearer token of the signed-in member; null sends none (a signed link's call). */
  token: string | null;
}

/** 200 of a card payment: a Failure is a 400, thrown as a PaymentError (docs/product.md#errors code). */
export const cardPaymentAnswerSchema = lazySchema(() => z.object({ status: z.enum(['Success', 'Pending']) }));
export type CardPaymentAnswer = z.infer<typeof cardPaymentAnswerSchema>;

/** POST /api/subscriptions/payment-link (docs/product.md#calls) → { href } of the hosted payment page. */
export function requestPaymentLink(client: HttpClient, formula: string, options: CallOptions = {}): Promise<PaymentLinkResponse> {
  return client.request({
    method: 'POST',
    path: '/subscriptions/payment-link',
    body: { formula },
    schema: paymentLinkResponseSchema,
    signal: options.signal,
  });
}

/**
 * A charging POST through the client with its Idempotency-Key: bearer token, 20 s timeout,
 * docs/product.md#errors errors, answer checked against the schema. Never retried here (a mutating
 * call, docs/product.md#calls): the caller retries with the same key.
 */
export function charge<S extends z.ZodType>(
  client: HttpClient,
  path: string,
  body: unknown,
  schema: S,
  options: ChargeOptions,
): Promise<z.output<S>> {
  return client.request({
    method: 'POST',
    path,
    body,
    schema,
    token: options.token,
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
}

/**
 * POST /api/payments/card: Success or Pending; a decline is a PaymentError with the code (docs/product.md#errors);
 * malformed fields an InvalidArgumentError; the same key with another body a ProcessError (422);
 * the same key still running a ConflictError (409).
 */
export function payByCard(client: HttpClient, request: PaymentRequest, options: ChargeOptions): Promise<CardPaymentAnswer> {
  return charge(client, '/payments/card', request, cardPaymentAnswerSchema, options);
}

/** POST /api/subscriptions/subscribe (docs/product.md#calls): a subscription without redirect. */
export function subscribe(client: HttpClient, request: SubscribeRequest, options: ChargeOptions): Promise<SubscribeResponse> {
  return charge(client, '/subscriptions/subscribe', request, subscribeResponseSchema, options);
}
