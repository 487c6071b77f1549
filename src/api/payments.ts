import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, paymentLinkResponseSchema, type PaymentLinkResponse, type PaymentRequest } from '../domain/payment.ts';
import { subscribeResponseSchema, type SubscribeRequest, type SubscribeResponse } from '../domain/subscription.ts';
import { errorFromResponse, NetworkError, ResponseValidationError, TimeoutError, toFieldErrors } from './errors.ts';
import type { HttpClient } from './http-client.ts';
import { DEFAULT_TIMEOUT_MS } from './http-defaults.ts';

interface CallOptions {
  signal?: AbortSignal;
}

export interface ChargeOptions extends CallOptions {
  /** The same key for a retry of the same request: the server answers it again, never charges twice. */
  idempotencyKey: string;
  /** The bearer token of the signed-in member. */
  token: string | null;
  /** Transport; default the global fetch. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/** 200 of a card payment: a Failure is a 400, thrown as a PaymentError (docs/product.md#errors code). */
export const cardPaymentAnswerSchema = z.object({ status: z.enum(['Success', 'Pending']) });
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
 * A charging POST with its Idempotency-Key header. Sent outside the generic client, which takes no
 * extra headers; like it: bearer token, 20 s timeout, docs/product.md#errors errors, answer checked against the
 * schema. Never retried here (a mutating call, docs/product.md#calls): the caller retries with the same key.
 */
export async function charge<S extends z.ZodType>(
  client: HttpClient,
  path: string,
  body: unknown,
  schema: S,
  options: ChargeOptions,
): Promise<z.output<S>> {
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeout = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  let text: string;
  try {
    response = await transport(`${client.baseURL}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new TimeoutError(DEFAULT_TIMEOUT_MS);
    throw new NetworkError(cause);
  }
  let answer: unknown;
  try {
    answer = text === '' ? undefined : JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (response.status !== 200) throw errorFromResponse(response.status, answer, 200);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ResponseValidationError(response.status, toFieldErrors(parsed.error));
  return parsed.data;
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
