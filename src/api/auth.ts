import { z } from 'zod';
import { SESSION_REQUEST_HEADER, tokenResponseSchema, type AuthCheckRequest, type TokenResponse } from '../domain/auth.ts';
import { errorFromResponse, NetworkError, TimeoutError } from './errors.ts';
import type { HttpClient } from './http-client.ts';
import { DEFAULT_TIMEOUT_MS } from './http-defaults.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** POST /api/auth_check (docs/product.md#calls): credentials → access token (the session cookie comes with it). */
export function signIn(client: HttpClient, credentials: AuthCheckRequest, options: CallOptions = {}): Promise<TokenResponse> {
  return client.request({ method: 'POST', path: '/auth_check', body: credentials, schema: tokenResponseSchema, signal: options.signal });
}

/** POST /api/auth/logout (bearer): revokes every token of the user and clears the session cookie. */
export async function signOut(client: HttpClient, options: CallOptions = {}): Promise<void> {
  await client.request({ method: 'POST', path: '/auth/logout', schema: z.undefined(), expectedStatus: 204, signal: options.signal });
}

export interface RestoreSessionOptions extends CallOptions {
  /** Transport; default the global fetch (the session cookie goes with a same-origin request). */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

/**
 * POST /api/auth/session (docs/product.md#states reconnect): the token of the HttpOnly session cookie, for the auth
 * actor's memory. Sent outside the generic client because it needs the `x-galant-session` header,
 * and must carry no bearer token; errors and validation are the client's (docs/product.md#validation, docs/product.md#errors).
 */
export async function restoreSession(client: HttpClient, options: RestoreSessionOptions = {}): Promise<TokenResponse> {
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const signal = options.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await transport(`${client.baseURL}/auth/session`, {
      method: 'POST',
      headers: { accept: 'application/json', [SESSION_REQUEST_HEADER]: '1' },
      credentials: 'same-origin',
      signal,
    });
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (signal.aborted) throw new TimeoutError(DEFAULT_TIMEOUT_MS);
    throw new NetworkError(cause);
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (response.status !== 200) throw errorFromResponse(response.status, body, 200);
  return client.accept(tokenResponseSchema, response.status, body, options.signal);
}
