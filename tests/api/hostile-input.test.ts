import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { bodyLimitOf, DEFAULT_API_BODY_LIMIT, MAX_JSON_DEPTH } from '../../server/http/body-limits.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { createWebBuildFixture } from '../support/server/web-build-fixture.ts';

/**
 * Input no field takes (NUL and other control characters) is refused with a 400 and violations on
 * every route, never a 500 (PostgreSQL itself refuses NUL in text).
 */
describe('control characters in any input', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const expectInvalid = (response: { statusCode: number; json: () => unknown }, property: string) => {
    expect(response.statusCode).toBe(400);
    const body = violationsBodySchema.parse(response.json());
    expect(body.message).toBe('Validation failed by backend');
    expect(body.violations).toContainEqual({ property, message: fr.validation.invalid, type: 'invalid' });
  };

  it('refuses them in list filters, repeated or not', async () => {
    for (const query of ['category=%00', 'author=a%00b', 'tags=x&tags=%01', 'ids=%00']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/content/articles?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expectInvalid(await testApp.app.inject({ method: 'GET', url: '/api/content/articles?category=%00' }), 'category');
  });

  it('refuses them in path identifiers', async () => {
    for (const url of [
      '/api/content/articles/%00',
      '/api/content/articles/related/%00',
      '/api/content/authors/%00',
      '/api/content/pages/%00',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
    expectInvalid(await testApp.app.inject({ method: 'GET', url: '/api/content/tags/%00' }), 'uid');
  });

  it('refuses them in JSON bodies, naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: 'a\u0000@galant.test', password: 'whatever-1' },
    });
    expectInvalid(response, 'identifier');
    expect(JSON.stringify(response.json())).not.toContain('stack');
  });
});

/** The docs/product.md#errors body every API 4xx carries: a French message and a violations list (maybe empty), nothing else of the request. */
function expectApiError(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, what: string) {
  expect(response.statusCode, what).toBe(status);
  expect(String(response.headers['content-type']), what).toMatch(/^application\/json/);
  const body = violationsBodySchema.strict().parse(JSON.parse(response.body));
  expect(body.message, what).not.toMatch(/FST_|Unexpected token|JSON|stack|%ff|%E0/i);
  return body;
}

const nested = (depth: number, open = '[', close = ']', inner = '1') => open.repeat(depth) + inner + close.repeat(depth);
const objectNested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('hostile bodies and paths: 4xx in the shape (docs/product.md#errors), never a 5xx', () => {
  let testApp: TestApp;
  let web: ReturnType<typeof createWebBuildFixture>;
  beforeAll(async () => {
    web = createWebBuildFixture();
    testApp = await createTestApp({ web });
  });
  afterAll(async () => {
    await testApp.close();
    web.remove();
  });

  const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

  it('refuses JSON nested deeper than the limit, arrays or objects, anonymous, on any body route (no stack overflow)', async () => {
    for (const url of ['/api/auth_check', '/api/support/contact/tickets', '/api/registrations/register', '/api/reset-password/update']) {
      for (const [name, payload] of [
        ['arrays ×5,000', nested(5_000)],
        ['objects ×2,000', objectNested(2_000)],
        ['arrays ×33', nested(MAX_JSON_DEPTH + 1)],
      ] as const) {
        const body = expectApiError(await postJson(url, payload), 400, `${url} ${name}`);
        expect(body).toEqual({
          message: 'Validation failed by backend',
          violations: [{ property: 'body', message: fr.validation.invalid, type: 'invalid' }],
        });
      }
    }
    // At the limit, the body is parsed and judged by its schema as usual; brackets inside strings do not count.
    const atLimit = await postJson('/api/auth_check', nested(MAX_JSON_DEPTH, '{"identifier":'.repeat(0) + '[', ']'));
    expectApiError(atLimit, 400, 'depth 32');
    const inString = await postJson('/api/auth_check', JSON.stringify({ identifier: '['.repeat(200), password: '{'.repeat(40) }));
    expect(inString.statusCode).toBe(401);
  });

  it('walks a wide body for control characters without recursion, naming a bounded number of fields', async () => {
    const wide = JSON.stringify({ identifier: 'a@b.fr', password: 'x', extra: Array.from({ length: 1000 }, () => '\u0001') });
    const body = expectApiError(await postJson('/api/support/contact/tickets', wide), 400, 'wide');
    expect(body.violations.length).toBeGreaterThan(0);
    expect(body.violations.length).toBeLessThanOrEqual(20);
  });

  it('refuses bodies over the route’s limit with 413 at once: 1 MB anywhere, 64 KB on the ticket routes', async () => {
    const megabyte = JSON.stringify({ identifier: 'a@b.fr', password: 'x'.repeat(1024 * 1024) });
    for (const url of ['/api/auth_check', '/api/support/contact/tickets', '/api/nope']) {
      const body = expectApiError(await postJson(url, megabyte), 413, url);
      expect(body).toEqual({ message: fr.server.tooLarge, violations: [] });
    }
    expect(bodyLimitOf('POST', '/api/auth_check')).toBe(DEFAULT_API_BODY_LIMIT);
    const justOver = JSON.stringify({ identifier: 'a@b.fr', password: 'x'.repeat(DEFAULT_API_BODY_LIMIT) });
    expectApiError(await postJson('/api/auth_check', justOver), 413, 'sign-in over 16 KB');
    // A ticket of the longest message (5,000 characters, all escaped in JSON) still fits its route.
    const longest = JSON.stringify({ email: 'lea@galant.test', name: 'Léa', title: 'Sujet', message: '\u2028'.repeat(5000) }).replaceAll(
      '\u2028',
      '\\u2028',
    );
    expect(longest.length).toBeGreaterThan(DEFAULT_API_BODY_LIMIT);
    const ticket = await postJson('/api/support/contact/tickets', longest);
    expect(ticket.statusCode).not.toBe(413);
    expect(ticket.statusCode).toBeLessThan(500);
  });

  it('answers malformed JSON, a wrong media type and an unknown route in the shape (docs/product.md#errors)', async () => {
    for (const payload of ['{"identifier": ', '{identifier: 1}', '[1,]', '\u0000', '{"__proto__": {"admin": true}}']) {
      const body = expectApiError(await postJson('/api/auth_check', payload), 400, JSON.stringify(payload));
      expect(body).toEqual({ message: fr.server.badRequest, violations: [] });
    }
    const xml = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(expectApiError(xml, 415, 'application/xml')).toEqual({ message: fr.server.unsupportedMediaType, violations: [] });
    const unknown = await testApp.app.inject({ method: 'PATCH', url: '/api/does-not-exist/%3Cscript%3E' });
    expect(expectApiError(unknown, 404, 'unknown')).toEqual({ message: fr.server.notFound, violations: [] });
    expect(unknown.body).not.toContain('script');
  });

  it('answers a bad percent-encoding in an API path with the docs/product.md#errors 400, never the framework’s body or the path', async () => {
    for (const url of ['/api/content/articles/%ff', '/api/support/contact/tickets/%E0%A4%A', '/api/%c0%af', '/api/users/%ff/metadata']) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await testApp.app.inject({ method, url });
        expect(expectApiError(response, 400, `${method} ${url}`)).toEqual({ message: fr.server.badRequest, violations: [] });
        expect(response.body).not.toMatch(/url component|%/);
        expect(response.headers['x-request-id']).toBeDefined();
      }
    }
    // A parameter over the router's length limit matches no API route.
    const long = await testApp.app.inject({ method: 'GET', url: `/api/content/articles/${'a'.repeat(150)}` });
    expect(expectApiError(long, 404, 'long parameter')).toEqual({ message: fr.server.notFound, violations: [] });
  });

  it('answers a bad percent-encoding in a page path with the HTML page, never JSON', async () => {
    for (const url of ['/contact/tickets/%ff', '/article/%ff', '/article/%E0%A4%A?x=1', '/%ff', `/article/${'a'.repeat(150)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['content-type']), url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<main>page ');
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
  });
});

// Plain JavaScript for the worker (no TypeScript loader there): the flood's client side.
const FLOOD_WORKER = `
const { request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, count, size } = workerData;
function post(chunked) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) } });
    let status = null;
    req.on('response', (res) => { status = res.statusCode; res.resume(); res.on('end', () => resolve(status)); });
    // The server closes as soon as it answered 413, without reading on: the client may see that
    // close (EPIPE, ECONNRESET) while still writing, before it reads the answer. Both are refusals.
    req.on('error', (error) => {
      if (status !== null) resolve(status);
      else if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve(0);
      else reject(error);
    });
    // Writes still queued when the server closes fail on the socket (EPIPE): expected, not a fault.
    req.on('socket', (socket) => socket.on('error', () => {}));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    chunk[0] = 0x22;
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) { req.once('drain', write); return; }
      }
      req.end();
    };
    write();
  });
}
Promise.all(Array.from({ length: count }, (_, index) => post(index % 2 === 1))).then((statuses) => parentPort.postMessage(statuses));
`;

describe('a flood of big bodies leaves the event loop free', () => {
  let testApp: TestApp;
  let origin: string;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  /**
   * 20 POSTs of 1 MB over real sockets (half with a declared length, half chunked), sent from a
   * worker thread so that only the server's work runs on this event loop. Resolves to the statuses.
   */
  function flood(count: number, size: number): Promise<number[]> {
    const worker = new Worker(FLOOD_WORKER, { eval: true, workerData: { url: new URL('/api/auth_check', origin).href, count, size } });
    return new Promise((resolve, reject) => {
      worker.once('message', (statuses: number[]) => resolve(statuses));
      worker.once('error', reject);
    }).finally(() => worker.terminate()) as Promise<number[]>;
  }

  function healthLatency(): Promise<number> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      httpRequest(new URL('/api/health', origin), { agent: false }, (response) => {
        expect(response.statusCode).toBe(200);
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
        .on('error', reject)
        .end();
    });
  }

  it('keeps answering health checks while 20 × 1 MB bodies arrive, all refused with 413 or cut', async () => {
    // Warm the route (first compile, first query) so the figure is the event loop's, not a cold start's.
    await healthLatency();
    const bodies = flood(20, 1024 * 1024);
    let finished = false;
    void bodies.finally(() => (finished = true));
    const latencies: number[] = [];
    // At least a few checks while the flood is in flight, then until it is over.
    while (!finished || latencies.length < 5) latencies.push(await healthLatency());
    const statuses = await bodies;
    // 413, or 0: the connection closed by the server before the client could read its 413.
    expect(
      statuses.every((status) => status === 413 || status === 0),
      statuses.join(','),
    ).toBe(true);
    expect(statuses.filter((status) => status === 413).length, statuses.join(',')).toBeGreaterThan(0);
    // Before the body limits, 20 such bodies held a health check 10 s. The bound says "not held",
    // with room for a loaded machine; latency figures are the benches' (docs/performance.md).
    expect(Math.max(...latencies), latencies.map((ms) => ms.toFixed(1)).join(', ')).toBeLessThan(2_000);
  });
});
