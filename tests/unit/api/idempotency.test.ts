import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeCard } from '../../../src/api/billing.ts';
import { ConflictError, createHttpClient, NetworkError, type HttpClient } from '../../../src/api/index.ts';
import { charge } from '../../../src/api/payments.ts';
import { failure, startTestServer, type TestServer } from './test-server.ts';

/** The idempotency option of the one HTTP client: what the charging calls rely on. */
let server: TestServer;
let client: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  // The client holds a member's token, so the tests see when a call's own token replaces it.
  client = createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0, getToken: () => 'jeton-client' });
});

afterAll(async () => {
  await server.close();
});

const okSchema = z.object({ ok: z.literal(true) });

describe('the idempotency option of HttpClient', () => {
  it('sends the Idempotency-Key with the JSON body, and no such header without the option', async () => {
    server.route('/keyed', () => ({ status: 200, json: { ok: true } }));
    await expect(
      client.request({ method: 'POST', path: '/keyed', body: { a: 1 }, schema: okSchema, idempotencyKey: 'cle-0001-abcd' }),
    ).resolves.toEqual({
      ok: true,
    });
    await client.request({ method: 'POST', path: '/keyed', body: { a: 1 }, schema: okSchema });
    const [keyed, plain] = server.requests('/keyed');
    expect(keyed?.headers['idempotency-key']).toBe('cle-0001-abcd');
    expect(keyed?.headers['content-type']).toBe('application/json');
    expect(keyed?.body).toEqual({ a: 1 });
    expect(plain?.headers['idempotency-key']).toBeUndefined();
  });

  it("sends the call's own bearer token instead of the client's, and none when it is null", async () => {
    server.route('/bearer', () => ({ status: 200, json: { ok: true } }));
    await client.request({ method: 'POST', path: '/bearer', body: {}, schema: okSchema, token: 'jeton-appel' });
    await client.request({ method: 'POST', path: '/bearer', body: {}, schema: okSchema, token: null });
    await client.request({ method: 'POST', path: '/bearer', body: {}, schema: okSchema });
    expect(server.requests('/bearer').map((request) => request.headers.authorization)).toEqual([
      'Bearer jeton-appel',
      undefined,
      'Bearer jeton-client',
    ]);
  });

  it('never repeats a keyed call itself: a 409 (the same key still running) and a dropped connection are one attempt each', async () => {
    server.route('/running', () => ({ status: 409, json: { message: 'Another request with this key is running' } }));
    expect(
      await failure(client.request({ method: 'POST', path: '/running', body: {}, schema: okSchema, idempotencyKey: 'cle-0002-abcd' })),
    ).toBeInstanceOf(ConflictError);
    expect(server.hits('/running')).toBe(1);

    server.route('/dropped', () => ({ destroy: true }));
    expect(
      await failure(client.request({ method: 'POST', path: '/dropped', body: {}, schema: okSchema, idempotencyKey: 'cle-0003-abcd' })),
    ).toBeInstanceOf(NetworkError);
    expect(server.hits('/dropped')).toBe(1);
  });

  it('reports an answer cut off midway as a lost answer (network error), so the caller keeps its key', async () => {
    server.route('/cut', () => ({ status: 200, json: { ok: true, padding: 'x'.repeat(4_096) }, cutBody: true }));
    const error = await failure(
      client.request({ method: 'POST', path: '/cut', body: {}, schema: okSchema, idempotencyKey: 'cle-0004-abcd' }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(server.hits('/cut')).toBe(1);
    // A GET whose answer is cut is a network failure too, hence retried once like a dropped one.
    expect(await failure(client.request({ path: '/cut', schema: okSchema }))).toBeInstanceOf(NetworkError);
    expect(server.hits('/cut')).toBe(3);
  });

  it('lets the caller replay with the same key: the server sees the same header twice', async () => {
    server.route('/replayed', (_, hit) => (hit === 1 ? { destroy: true } : { status: 200, json: { ok: true } }));
    const options = {
      method: 'POST',
      path: '/replayed',
      body: { card: '4111' },
      schema: okSchema,
      idempotencyKey: 'cle-0005-abcd',
    } as const;
    expect(await failure(client.request(options))).toBeInstanceOf(NetworkError);
    await expect(client.request(options)).resolves.toEqual({ ok: true });
    expect(server.requests('/replayed').map((request) => request.headers['idempotency-key'])).toEqual(['cle-0005-abcd', 'cle-0005-abcd']);
  });
});

describe('the charging calls go through the client', () => {
  it('charge posts with the key and the given token; a card change from a signed link sends no bearer', async () => {
    server.route('/charged', () => ({ status: 200, json: { ok: true } }));
    await expect(charge(client, '/charged', { n: 1 }, okSchema, { idempotencyKey: 'cle-0006-abcd', token: 'jeton' })).resolves.toEqual({
      ok: true,
    });
    expect(server.requests('/charged').at(-1)).toMatchObject({
      method: 'POST',
      body: { n: 1 },
      headers: { 'idempotency-key': 'cle-0006-abcd', authorization: 'Bearer jeton' },
    });

    server.route('/billing/card', () => ({ status: 200, json: { card: { last4: '1111', expiry: '11/30' } } }));
    await changeCard(
      client,
      { creditCard: { number: '4111111111111111', month: 11, year: 2030, code: '737' }, token: 'lien' },
      {
        idempotencyKey: 'cle-0007-abcd',
        token: null,
      },
    ).catch(() => undefined);
    const sent = server.requests('/billing/card').at(-1);
    expect(sent?.headers['idempotency-key']).toBe('cle-0007-abcd');
    expect(sent?.headers.authorization).toBeUndefined();
  });
});
