import {
  billingSchema,
  cardLinkSchema,
  changeCardResponseSchema,
  type Billing,
  type CardLink,
  type ChangeCardRequest,
  type ChangeCardResponse,
} from '../domain/billing.ts';
import { downloadBlob } from './download.ts';
import type { HttpClient } from './http-client.ts';
import { charge, type ChargeOptions } from './payments.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/billing (bearer): card on file and payment history with receipt links. */
export function getBilling(client: HttpClient, options: CallOptions = {}): Promise<Billing> {
  return client.request({ path: '/billing', schema: billingSchema, signal: options.signal });
}

/** GET /api/billing/card-link?token=… (no sign-in): whose card the e-mailed link changes; 401 once expired. */
export function getCardLink(client: HttpClient, token: string, options: CallOptions = {}): Promise<CardLink> {
  return client.request({ path: '/billing/card-link', params: { token }, schema: cardLinkSchema, signal: options.signal });
}

/**
 * POST /api/billing/card with its Idempotency-Key (the same for a retry): 200 with the new card on
 * file; a bank's refusal is an InvalidArgumentError whose violation is on `creditCard` and whose
 * code is the bank's; 401 when the link (or session) is no longer valid.
 */
export function changeCard(client: HttpClient, request: ChangeCardRequest, options: ChargeOptions): Promise<ChangeCardResponse> {
  return charge(client, '/billing/card', request, changeCardResponseSchema, options);
}

/** The PDF of a receipt (bearer): fetched, since a plain link would not carry the token. */
export function fetchReceiptPdf(client: HttpClient, href: string, token: string | null, options: CallOptions = {}): Promise<Blob> {
  return downloadBlob(`${client.baseURL.replace(/\/api$/, '')}${href}`, token, options);
}
