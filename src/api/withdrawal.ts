import { withdrawalQuoteSchema, withdrawalResponseSchema, type WithdrawalQuote, type WithdrawalResponse } from '../domain/withdrawal.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/subscriptions/withdrawal (bearer): may the member withdraw now, until when, for how much. */
export function getWithdrawalQuote(client: HttpClient, options: CallOptions = {}): Promise<WithdrawalQuote> {
  return client.request({ path: '/subscriptions/withdrawal', schema: withdrawalQuoteSchema, signal: options.signal });
}

/**
 * POST /api/subscriptions/withdrawal (bearer): withdraws (docs/decisions/0021-withdrawal.md); the
 * same withdrawal for a repeated request. 409 (ConflictError, French message) when refused.
 */
export function withdraw(client: HttpClient, options: CallOptions = {}): Promise<WithdrawalResponse> {
  return client.request({
    method: 'POST',
    path: '/subscriptions/withdrawal',
    body: {},
    schema: withdrawalResponseSchema,
    signal: options.signal,
  });
}
