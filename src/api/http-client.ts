import redaxios from 'redaxios';
import type { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../domain/idempotency.ts';
import { errorFromResponse, NetworkError, ResponseValidationError, TimeoutError, toFieldErrors } from './errors.ts';
import { expandPath, type Params } from './query.ts';
import { shouldRetry, type HttpMethod } from './retry.ts';

import { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from './http-defaults.ts';

export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS };
/** Pause before the single retry of a non-mutating call, so a throttled or restarting server can recover. */
export const DEFAULT_RETRY_DELAY_MS = 250;

export type SupportType = 'contact' | 'coaching';
/** docs/product.md#roles: lets a contact follow a ticket from an emailed link without logging in. */
export interface SupportAuth {
  type: SupportType;
  token: string;
}

export interface HttpClientOptions {
  /** '/api' in the browser; an absolute base during SSR and in tests ('http://127.0.0.1:3000/api'). */
  baseURL?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  /** Read before every attempt, so a refreshed token is used at once. One client per auth provider. */
  getToken?: () => string | null | undefined;
  /** Transport; default the global fetch. Server rendering passes one that answers in-process. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /**
   * Gives the main thread back before an answer is checked against its schema and again before it
   * is handed over (the browser passes the entry's `yieldToMain`): an answer's schema check and
   * what the caller does with it (a machine's transition, React's render) were one task of up to
   * 18 ms on a member's page, 70 at 4× CPU. None by default (the server, tests).
   */
  pause?: () => Promise<void>;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: HttpMethod;
  /** Template such as '/content/articles/{uid}'; params it does not use go to the query string. */
  path: string;
  params?: Params;
  /** Sent as JSON. */
  body?: unknown;
  /** The contract (docs/product.md#states) of the answer; the resolved value is its output. */
  schema: S;
  /** 200 by default; 201 for creations and ticket replies, 202 for support token refresh (docs/product.md#errors). */
  expectedStatus?: number;
  supportAuth?: SupportAuth | null;
  /** This call's bearer token instead of the client's `getToken`; null sends none (a signed link's call). */
  token?: string | null;
  /**
   * A charging call (docs/product.md#calls): sent with this Idempotency-Key, so the server answers a
   * repeat of the same request again and never charges twice. Like every mutating call it is never
   * repeated here: the caller retries, with the same key, when its machine decides to.
   */
  idempotencyKey?: string;
  /** Cancels the call (e.g. the invoking actor stopped); rejects with the signal's reason, no retry. */
  signal?: AbortSignal;
}

export type NextTokenListener = (token: string) => void;

export interface HttpClient {
  readonly baseURL: string;
  request<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>>;
  /** docs/product.md#roles: called with the token of every `next-token` response header; returns an unsubscribe. */
  onNextToken(listener: NextTokenListener): () => void;
  /**
   * Checks an answer read outside `request` (the session restore's own call) as `request` checks
   * its own: against the schema, the main thread given back before and after, nothing handed over
   * once the caller cancelled.
   */
  accept<S extends z.ZodType>(schema: S, status: number, body: unknown, signal?: AbortSignal): Promise<z.output<S>>;
}

type Sent =
  { type: 'response'; status: number; data: unknown; headers: Headers } | { type: 'network'; cause: unknown } | { type: 'timeout' };

function supportAuthHeader({ type, token }: SupportAuth): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} ${token}`;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseURL = (options.baseURL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  // The server renderer passes a fetch that answers in-process (no network hop to itself).
  const transport = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const pause = options.pause ?? (() => Promise.resolve());
  const listeners = new Set<NextTokenListener>();
  // Every status resolves and the body is read as text: status handling (docs/product.md#errors) and JSON parsing
  // (an empty body must not become '') are ours.
  const http = redaxios.create({ baseURL, responseType: 'text', validateStatus: () => true });

  function emitNextToken(headers: Headers): void {
    const token = headers.get('next-token');
    if (!token) return;
    for (const listener of [...listeners]) {
      // A faulty subscriber must neither fail the call nor starve the other subscribers.
      try {
        listener(token);
      } catch (error) {
        console.error('next-token listener failed', error);
      }
    }
  }

  async function send(
    method: HttpMethod,
    path: string,
    query: URLSearchParams,
    headers: Record<string, string>,
    data: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Sent> {
    // redaxios 0.5 has no timeout nor signal option: we hand it a fetch bound to our controller.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      const response = await http<unknown>(path, {
        method,
        headers,
        data,
        params: query.toString() === '' ? undefined : query,
        fetch: async (input, init) => {
          const answer = await transport(input, { ...init, signal: controller.signal });
          // The body is read here, because redaxios swallows a failed read: an answer cut off
          // midway is a lost answer (a network failure), never an empty one.
          const text = await answer.text();
          return new Response(text === '' ? null : text, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
        },
      });
      const body = response.data === '' ? undefined : response.data;
      return { type: 'response', status: response.status, data: body, headers: response.headers };
    } catch (cause) {
      if (signal?.aborted) throw signal.reason;
      return timedOut ? { type: 'timeout' } : { type: 'network', cause };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<S extends z.ZodType>(spec: RequestOptions<S>): Promise<z.output<S>> {
    const method = spec.method ?? 'GET';
    const expected = spec.expectedStatus ?? 200;
    const { path, query } = expandPath(spec.path, spec.params);
    const data = spec.body === undefined ? undefined : JSON.stringify(spec.body);

    for (let retries = 0; ; retries += 1) {
      spec.signal?.throwIfAborted();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (data !== undefined) headers['content-type'] = 'application/json';
      const token = spec.token !== undefined ? spec.token : options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
      if (spec.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = spec.idempotencyKey;
      if (spec.supportAuth) headers['support-auth'] = supportAuthHeader(spec.supportAuth);

      const sent = await send(method, path, query, headers, data, spec.signal);
      if (sent.type === 'response') emitNextToken(sent.headers);

      const outcome = sent.type === 'response' ? { type: 'status' as const, status: sent.status } : sent;
      const succeeded = sent.type === 'response' && sent.status === expected;
      if (!succeeded && shouldRetry(method, retries, outcome)) {
        await wait(retryDelayMs);
        continue;
      }

      if (sent.type === 'timeout') throw new TimeoutError(timeoutMs);
      if (sent.type === 'network') throw new NetworkError(sent.cause);
      if (sent.status !== expected) throw errorFromResponse(sent.status, sent.data, expected);
      return accept(spec.schema, sent.status, sent.data, spec.signal);
    }
  }

  async function accept<S extends z.ZodType>(schema: S, status: number, body: unknown, signal?: AbortSignal): Promise<z.output<S>> {
    // Cancelled while the main thread was given back: the caller no longer wants the answer.
    await pause();
    signal?.throwIfAborted();
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ResponseValidationError(status, toFieldErrors(parsed.error));
    await pause();
    signal?.throwIfAborted();
    return parsed.data;
  }

  return {
    baseURL,
    request,
    accept,
    onNextToken(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
