import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  ConflictError,
  createHttpClient,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  ForbiddenError,
  InvalidArgumentError,
  isApiError,
  NetworkError,
  NotFoundError,
  OutOfBoundError,
  PaymentError,
  ProcessError,
  ResponseValidationError,
  ServerError,
  SUPPORT_ERROR_CODE,
  TimeoutError,
  UnauthorizedError,
  type HttpClient,
  type HttpMethod,
} from '../../../src/api/index.ts';
import { pagedSchema } from '../../../src/domain/page.ts';
import type { Violation } from '../../../src/domain/violation.ts';
import { failure, startTestServer, type ReceivedRequest, type TestServer } from './test-server.ts';

let server: TestServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  // Echo: answers what it received, so tests see the request as the server saw it.
  server.route('/echo', (request) => ({ status: 200, json: request }));
  server.route('/echo/items/a%20b%2Fc', (request) => ({ status: 200, json: request }));
  client = createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0 });
});

afterAll(async () => {
  await server.close();
});

/** The echo route's answer, validated loosely: the tests assert on its fields. */
const echoSchema = z.custom<ReceivedRequest>((value) => typeof value === 'object' && value !== null);
const okSchema = z.object({ ok: z.literal(true) });

const violations: Violation[] = [
  { property: 'identifier', message: 'already used', type: 'duplicate' },
  { property: 'password', message: 'too short', type: 'invalid' },
];

describe('building the request', () => {
  it('uses /api as the default base and the timeout (docs/product.md#limits) of 20000 ms', () => {
    expect(createHttpClient().baseURL).toBe('/api');
    expect(DEFAULT_BASE_URL).toBe('/api');
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
  });

  it('sends the call under the configured base, a trailing slash being harmless', async () => {
    const slashed = createHttpClient({ baseURL: `${server.baseURL}/` });
    const seen = await slashed.request({ path: '/echo', schema: echoSchema });
    expect(seen.pathname).toBe('/api/echo');
    expect(seen.method).toBe('GET');
  });

  it('fills path parameters and sends the unused ones as query parameters, arrays as repeated keys', async () => {
    const seen = await client.request({
      path: '/echo/items/{uid}',
      params: { uid: 'a b/c', tags: ['love', 'tips'], limit: 10, vip: true, author: null, category: undefined },
      schema: echoSchema,
    });
    expect(seen.pathname).toBe('/api/echo/items/a%20b%2Fc');
    expect(seen.search).toBe('tags=love&tags=tips&limit=10&vip=true');
    expect(seen.query).toEqual({ tags: ['love', 'tips'], limit: ['10'], vip: ['true'] });
  });

  it('sends no query string when every parameter is used or unset', async () => {
    const seen = await client.request({ path: '/echo', params: { cursor: undefined }, schema: echoSchema });
    expect(seen.search).toBe('');
  });

  it('refuses a call whose path parameter is missing, before anything is sent', async () => {
    server.route('/never/undefined', () => ({ status: 200, json: { ok: true } }));
    await expect(client.request({ path: '/never/{uid}', schema: okSchema })).rejects.toThrow(
      'Missing path parameter "uid" for /never/{uid}',
    );
    expect(server.hits('/never/undefined')).toBe(0);
  });

  it('sends the body as JSON', async () => {
    server.route('/json-body', (request) => ({ status: 201, json: request }));
    const seen = await client.request({
      method: 'POST',
      path: '/json-body',
      body: { identifier: 'anne@example.fr', formula: 'vip', tags: ['a'] },
      schema: echoSchema,
      expectedStatus: 201,
    });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.body).toEqual({ identifier: 'anne@example.fr', formula: 'vip', tags: ['a'] });
  });
});

describe('authentication headers', () => {
  it('sends the bearer token held at the time of each call, and none when no token is held', async () => {
    let token: string | null = 'first-token';
    const authed = createHttpClient({ baseURL: server.baseURL, getToken: () => token });

    expect((await authed.request({ path: '/echo', schema: echoSchema })).headers.authorization).toBe('Bearer first-token');
    token = 'second-token';
    expect((await authed.request({ path: '/echo', schema: echoSchema })).headers.authorization).toBe('Bearer second-token');
    token = null;
    expect((await authed.request({ path: '/echo', schema: echoSchema })).headers.authorization).toBeUndefined();
    expect((await client.request({ path: '/echo', schema: echoSchema })).headers.authorization).toBeUndefined();
  });

  it('sends support-auth as the capitalised support type followed by the support token', async () => {
    const contact = await client.request({
      path: '/echo',
      schema: echoSchema,
      supportAuth: { type: 'contact', token: 'link-token' },
    });
    expect(contact.headers['support-auth']).toBe('Contact link-token');

    const coaching = await client.request({
      path: '/echo',
      schema: echoSchema,
      supportAuth: { type: 'coaching', token: 'coach-token' },
    });
    expect(coaching.headers['support-auth']).toBe('Coaching coach-token');

    const none = await client.request({ path: '/echo', schema: echoSchema });
    expect(none.headers['support-auth']).toBeUndefined();
  });

  it('sends bearer and support-auth together when both are held', async () => {
    const authed = createHttpClient({ baseURL: server.baseURL, getToken: () => 'user-token' });
    const seen = await authed.request({
      path: '/echo',
      schema: echoSchema,
      supportAuth: { type: 'contact', token: 't' },
    });
    expect(seen.headers.authorization).toBe('Bearer user-token');
    expect(seen.headers['support-auth']).toBe('Contact t');
  });
});

describe('next-token header', () => {
  it('hands the new token to every subscriber until it unsubscribes', async () => {
    server.route('/next-token', () => ({ status: 200, json: { ok: true }, headers: { 'next-token': 'fresh-token' } }));
    const watched = createHttpClient({ baseURL: server.baseURL });
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = watched.onNextToken((token) => first.push(token));
    watched.onNextToken((token) => second.push(token));

    await watched.request({ path: '/next-token', schema: okSchema });
    expect(first).toEqual(['fresh-token']);
    expect(second).toEqual(['fresh-token']);

    stopFirst();
    await watched.request({ path: '/next-token', schema: okSchema });
    expect(first).toEqual(['fresh-token']);
    expect(second).toEqual(['fresh-token', 'fresh-token']);
  });

  it('emits nothing when the response carries no next-token header', async () => {
    const tokens: string[] = [];
    const stop = client.onNextToken((token) => tokens.push(token));
    await client.request({ path: '/echo', schema: echoSchema });
    stop();
    expect(tokens).toEqual([]);
  });

  it('still passes on the new token when the call itself fails', async () => {
    server.route('/next-token-on-error', () => ({
      status: 403,
      json: { message: 'Forbidden' },
      headers: { 'next-token': 'rotated' },
    }));
    const tokens: string[] = [];
    const stop = client.onNextToken((token) => tokens.push(token));
    const error = await failure(client.request({ path: '/next-token-on-error', schema: okSchema }));
    stop();
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(tokens).toEqual(['rotated']);
  });

  it('keeps the call and the other subscribers working when one subscriber throws', async () => {
    server.route('/next-token-faulty', () => ({ status: 200, json: { ok: true }, headers: { 'next-token': 'n1' } }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const watched = createHttpClient({ baseURL: server.baseURL });
    const tokens: string[] = [];
    watched.onNextToken(() => {
      throw new Error('subscriber bug');
    });
    watched.onNextToken((token) => tokens.push(token));

    await expect(watched.request({ path: '/next-token-faulty', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(tokens).toEqual(['n1']);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('retries (docs/product.md#calls)', () => {
  const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504];
  const nonMutating: HttpMethod[] = ['GET', 'HEAD', 'OPTIONS'];
  const mutating: HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

  describe.each(retryStatuses)('status %i', (status) => {
    it.each(nonMutating)('%s is tried twice (one retry)', async (method) => {
      const path = `/retry/${method}/${status}`;
      server.route(path, () => ({ status, json: { message: 'try again' } }));
      const error = await failure(client.request({ method, path, schema: okSchema }));
      expect(isApiError(error)).toBe(true);
      expect(server.hits(path)).toBe(2);
    });

    it.each(mutating)('%s is tried once (no retry)', async (method) => {
      const path = `/retry/${method}/${status}`;
      server.route(path, () => ({ status, json: { message: 'try again' } }));
      const error = await failure(client.request({ method, path, body: { a: 1 }, schema: okSchema }));
      expect(isApiError(error)).toBe(true);
      expect(server.hits(path)).toBe(1);
    });
  });

  it('answers with the retried attempt when it succeeds', async () => {
    server.route('/flaky', (_request, hit) =>
      hit === 1 ? { status: 503, json: { message: 'restarting' } } : { status: 200, json: { ok: true } },
    );
    await expect(client.request({ path: '/flaky', schema: okSchema })).resolves.toEqual({ ok: true });
    expect(server.hits('/flaky')).toBe(2);
  });

  it.each([400, 401, 403, 404, 413, 418])('does not retry a GET answered %i', async (status) => {
    const path = `/no-retry/${status}`;
    server.route(path, () => ({ status, json: { message: 'no' } }));
    await failure(client.request({ path, schema: okSchema }));
    expect(server.hits(path)).toBe(1);
  });

  it('retries a GET once when the connection drops, then reports a network error', async () => {
    server.route('/drop-get', () => ({ destroy: true }));
    const error = await failure(client.request({ path: '/drop-get', schema: okSchema }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', status: null });
    expect(server.hits('/drop-get')).toBe(2);
  });

  it('never retries a POST whose connection drops', async () => {
    server.route('/drop-post', () => ({ destroy: true }));
    const error = await failure(client.request({ method: 'POST', path: '/drop-post', body: {}, schema: okSchema }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(server.hits('/drop-post')).toBe(1);
  });

  it('reports a network error when nothing listens', async () => {
    const closed = await startTestServer();
    const base = closed.baseURL;
    await closed.close();
    const offline = createHttpClient({ baseURL: base, retryDelayMs: 0 });
    await expect(offline.request({ path: '/anything', schema: okSchema })).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up a GET after the timeout, retries it once, then reports a timeout', async () => {
    server.route('/slow-get', () => ({ status: 200, json: { ok: true }, delayMs: 1_000 }));
    const hasty = createHttpClient({ baseURL: server.baseURL, timeoutMs: 100, retryDelayMs: 0 });
    const started = Date.now();
    const error = await failure(hasty.request({ path: '/slow-get', schema: okSchema }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', status: null, timeoutMs: 100 });
    expect(server.hits('/slow-get')).toBe(2);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('never retries a POST that timed out', async () => {
    server.route('/slow-post', () => ({ status: 201, json: { ok: true }, delayMs: 1_000 }));
    const hasty = createHttpClient({ baseURL: server.baseURL, timeoutMs: 100, retryDelayMs: 0 });
    const error = await failure(hasty.request({ method: 'POST', path: '/slow-post', body: {}, schema: okSchema, expectedStatus: 201 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.hits('/slow-post')).toBe(1);
  });

  it('times out an answer whose body stalls after the headers arrived', async () => {
    server.route('/stalled-body', () => ({ status: 200, json: { ok: true, padding: 'x'.repeat(64) }, stallBody: true }));
    const hasty = createHttpClient({ baseURL: server.baseURL, timeoutMs: 100, retryDelayMs: 0 });
    const error = await failure(hasty.request({ path: '/stalled-body', schema: okSchema.loose() }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.hits('/stalled-body')).toBe(2);
  });

  it('accepts an answer that arrives within the timeout', async () => {
    server.route('/bit-slow', () => ({ status: 200, json: { ok: true }, delayMs: 50 }));
    const patient = createHttpClient({ baseURL: server.baseURL, timeoutMs: 1_000 });
    await expect(patient.request({ path: '/bit-slow', schema: okSchema })).resolves.toEqual({ ok: true });
  });

  it('stops at once, without retry, when the caller cancels', async () => {
    server.route('/cancelled', () => ({ status: 200, json: { ok: true }, delayMs: 1_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(client.request({ path: '/cancelled', schema: okSchema, signal: controller.signal }));
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isApiError(error)).toBe(false);
    expect(server.hits('/cancelled')).toBe(1);
  });
});

describe('response validation (docs/product.md#validation)', () => {
  const articlesSchema = pagedSchema(z.object({ uid: z.string(), title: z.string() }));

  it('resolves with the data the schema accepted', async () => {
    const body = { payload: [{ uid: 'a1', title: 'Oser aborder' }], page: { hasNextPage: false, endCursor: null } };
    server.route('/valid', () => ({ status: 200, json: body }));
    await expect(client.request({ path: '/valid', schema: articlesSchema })).resolves.toEqual(body);
  });

  it('rejects a mismatching answer with "Error during response validation" and the field errors', async () => {
    server.route('/invalid', () => ({
      status: 200,
      json: { payload: [{ uid: 'a1', title: 42 }], page: { hasNextPage: 'yes', endCursor: null } },
    }));
    const error = await failure(client.request({ path: '/invalid', schema: articlesSchema }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    const validation = error as ResponseValidationError;
    expect(validation.message).toBe('Error during response validation');
    expect(validation.kind).toBe('response-validation');
    expect(validation.status).toBe(200);
    expect(validation.fieldErrors.map((field) => field.path)).toEqual(['payload.0.title', 'page.hasNextPage']);
    expect(validation.fieldErrors.every((field) => field.message.length > 0)).toBe(true);
  });

  it('rejects an answer that is not JSON', async () => {
    server.route('/html', () => ({ status: 200, text: '<!doctype html><title>oops</title>' }));
    const error = await failure(client.request({ path: '/html', schema: okSchema }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).fieldErrors).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('treats an empty body as no value, so a 202 without content can be accepted', async () => {
    server.route('/auth-token-refresh', () => ({ status: 202 }));
    await expect(
      client.request({
        method: 'POST',
        path: '/auth-token-refresh',
        body: { email: 'anne@example.fr', type: 'contact' },
        schema: z.undefined(),
        expectedStatus: 202,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the main thread given back around an answer', () => {
  it('pauses before checking the answer and again before handing it over', async () => {
    server.route('/paced', () => ({ status: 200, json: { ok: true } }));
    const steps: string[] = [];
    const paced = createHttpClient({ baseURL: server.baseURL, pause: async () => void steps.push('pause') });
    const checked = okSchema.transform((answer) => {
      steps.push('checked');
      return answer;
    });
    const answer = await paced.request({ path: '/paced', schema: checked });
    steps.push('handed over');
    expect(answer).toEqual({ ok: true });
    expect(steps).toEqual(['pause', 'checked', 'pause', 'handed over']);
  });

  it('hands nothing over when the caller cancels while the main thread is given back, before or after the check', async () => {
    server.route('/paced-cancel', () => ({ status: 200, json: { ok: true } }));
    for (const cancelAt of [1, 2]) {
      const controller = new AbortController();
      let pauses = 0;
      const paced = createHttpClient({
        baseURL: server.baseURL,
        pause: async () => {
          pauses += 1;
          if (pauses === cancelAt) controller.abort();
        },
      });
      const error = await failure(paced.request({ path: '/paced-cancel', schema: okSchema, signal: controller.signal }));
      expect(error, `cancelled at pause ${cancelAt}`).toMatchObject({ name: 'AbortError' });
      expect(pauses).toBe(cancelAt);
    }
    expect(server.hits('/paced-cancel')).toBe(2);
  });
});

describe('status → typed errors (docs/product.md#errors)', () => {
  /** POST so that retryable statuses are answered once and fast. */
  async function post(path: string, reply: { status: number; json?: unknown; text?: string }, expectedStatus = 200) {
    server.route(path, () => reply);
    return failure(client.request({ method: 'POST', path, body: {}, schema: okSchema, expectedStatus }));
  }

  it('400 with a payment Failure → PaymentError with the provider message and code', async () => {
    const error = await post('/s/payment', {
      status: 400,
      json: { status: 'Failure', error: { message: 'Carte refusée', code: '1100003PI1' } },
    });
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toMatchObject({ kind: 'payment', status: 400, message: 'Carte refusée', code: '1100003PI1' });
  });

  it('400 with violations → InvalidArgumentError "Validation failed by backend" with the violations', async () => {
    const error = await post('/s/violations', { status: 400, json: { message: 'Bad Request', violations } });
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({
      kind: 'invalid-argument',
      status: 400,
      message: 'Validation failed by backend',
      violations,
    });
  });

  it('400 with an empty violation list → InvalidArgumentError with the response message', async () => {
    const error = await post('/s/empty-violations', { status: 400, json: { message: 'Token expired', violations: [] } });
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ message: 'Token expired', violations: [] });
  });

  it('400 with a message only → InvalidArgumentError with that message', async () => {
    const error = await post('/s/message', { status: 400, json: { message: 'Unable to get a token' } });
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error).toMatchObject({ kind: 'invalid-argument', message: 'Unable to get a token', violations: [] });
  });

  it('401 → UnauthorizedError carrying the support-area code', async () => {
    const error = await post('/s/401', {
      status: 401,
      json: { message: 'Unauthorized', code: SUPPORT_ERROR_CODE.unauthorized },
    });
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, code: 1 });
  });

  it('403 → ForbiddenError carrying the support-area code', async () => {
    const error = await post('/s/403', { status: 403, json: { message: 'Forbidden', code: SUPPORT_ERROR_CODE.forbidden } });
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 2 });
  });

  it('404 → NotFoundError, even without a body', async () => {
    const error = await post('/s/404', { status: 404 });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('409 with violations → ConflictError "Conflict in request" with the violations', async () => {
    const error = await post('/s/409', { status: 409, json: { message: 'Conflict', violations } });
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ kind: 'conflict', status: 409, message: 'Conflict in request', violations });
    expect(server.hits('/s/409')).toBe(1);
  });

  it('409 without violations, on a GET → retried once, then ConflictError with no violations', async () => {
    server.route('/s/409-get', () => ({ status: 409, json: { message: 'Busy' } }));
    const error = await failure(client.request({ path: '/s/409-get', schema: okSchema }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ message: 'Busy', violations: [] });
    expect(server.hits('/s/409-get')).toBe(2);
  });

  it('413 → OutOfBoundError', async () => {
    const error = await post('/s/413', { status: 413, json: { message: 'Too large' } });
    expect(error).toBeInstanceOf(OutOfBoundError);
    expect(error).toMatchObject({ kind: 'out-of-bound', status: 413 });
  });

  it('500 → ServerError', async () => {
    const error = await post('/s/500', { status: 500, json: { message: 'Boom' } });
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ kind: 'server', status: 500 });
  });

  it.each([501, 502, 503, 504])('%i → ServerError too', async (status) => {
    const error = await post(`/s/${status}`, { status, text: 'upstream down' });
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status });
  });

  it('200 when 201 was expected → ProcessError naming both statuses', async () => {
    const error = await post('/s/200-for-201', { status: 200, json: { ok: true } }, 201);
    expect(error).toBeInstanceOf(ProcessError);
    expect(error).toMatchObject({ kind: 'process', expected: 201, status: 200 });
    expect((error as ProcessError).message).toBe('Unexpected status 200, expected 201');
  });

  it('201 when the default 200 was expected → ProcessError', async () => {
    const error = await post('/s/201-for-200', { status: 201, json: { ok: true } });
    expect(error).toMatchObject({ kind: 'process', expected: 200, status: 201 });
  });

  it('200 when 202 was expected (token refresh) → ProcessError', async () => {
    const error = await post('/s/200-for-202', { status: 200, json: { ok: true } }, 202);
    expect(error).toMatchObject({ kind: 'process', expected: 202, status: 200 });
  });

  it.each([204, 302, 418, 422])('unexpected %i → ProcessError', async (status) => {
    const error = await post(`/s/unexpected-${status}`, { status });
    expect(error).toBeInstanceOf(ProcessError);
    expect(error).toMatchObject({ expected: 200, status });
  });

  it('408, 425 and 429 left after retries → ProcessError', async () => {
    for (const status of [408, 425, 429]) {
      const error = await post(`/s/left-${status}`, { status, json: { message: 'later' } });
      expect(error).toMatchObject({ kind: 'process', status, expected: 200 });
    }
  });

  it('every error is an ApiError a caller can switch on by kind', async () => {
    const error = await post('/s/kind', { status: 401 });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    if (!isApiError(error)) throw new Error('expected an ApiError');
    switch (error.kind) {
      case 'unauthorized':
        expect(error.name).toBe('UnauthorizedError');
        break;
      default:
        throw new Error(`unexpected kind ${error.kind}`);
    }
  });
});
