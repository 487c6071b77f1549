import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { conflict } from '../../server/http/errors.ts';
import { parseInput } from '../../server/http/validate.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Throw-away routes, mounted under /api only in these tests. */
const testRoutes: FastifyPluginAsync = async (app) => {
  const signupSchema = z.object({
    email: z.email(),
    age: z.number().int().min(18),
    nickname: z.string().min(2, { error: 'Pseudo trop court' }).optional(),
  });
  app.post('/test/signup', async (request) => {
    const body = parseInput(signupSchema, request.body);
    return { ok: true, email: body.email };
  });
  app.get('/test/search', async (request) => parseInput(z.object({ page: z.coerce.number().int().min(1) }), request.query, 'query'));
  app.get('/test/explode', async () => {
    throw new Error('connection to 10.0.0.5 refused: SELECT * FROM users');
  });
  // What node-postgres and drizzle throw when the database is out of reach or saturated.
  const databaseErrors: Record<string, () => Error> = {
    refused: () =>
      new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      }),
    'pool-timeout': () => new Error('timeout exceeded when trying to connect'),
    'too-many-connections': () => Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    'admin-shutdown': () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    'connection-failure': () => Object.assign(new Error('connection failure'), { code: '08006' }),
    terminated: () => new Error('Connection terminated unexpectedly'),
  };
  app.get('/test/database/:kind', async (request) => {
    const { kind } = request.params as { kind: string };
    throw (databaseErrors[kind] ?? (() => new Error('unknown')))();
  });
  app.post('/test/taken', async () => {
    throw conflict([{ property: 'identifier', message: fr.validation.duplicate, type: 'duplicate' }]);
  });
  app.post('/test/limited', { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  app.get('/test/big', async () => ({ payload: Array.from({ length: 200 }, (_, index) => ({ index, text: 'séduction '.repeat(5) })) }));
};

describe('HTTP basics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ apiPlugins: [testRoutes], config: { bodyLimit: 2048 } });
  });
  afterAll(() => testApp.close());

  it('sends the security headers with a strict CSP and a per-request nonce', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(first.headers['content-security-policy']);

    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'(;|$)/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'(;|$)/);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every request an id, echoed in x-request-id and present in its log lines', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'forged-id-123' } });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const id = String(first.headers['x-request-id']);

    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    const lines = testApp.logs().filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps secrets of the query string out of the logs', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/test/search?page=1&t=secret-ticket-token' });
    const logged = JSON.stringify(testApp.logs());
    expect(logged).not.toContain('secret-ticket-token');
    expect(logged).toContain('/api/test/search?page=1&t=***');
  });

  it('answers 404 JSON in the shape (docs/product.md#errors) for an unknown /api path, whatever the method, never echoing it', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope/deeper'],
      ['GET', '/api'],
      ['DELETE', '/api/health'],
    ] as const) {
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: fr.server.notFound, violations: [] });
      expect(response.body).not.toContain('nope');
    }
    const page = await testApp.app.inject({ method: 'GET', url: '/some/page' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: fr.server.notFound });
  });

  it('turns a thrown error into a generic 500 and logs the real one with the request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/explode' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: fr.server.internal });
    expect(response.body).not.toMatch(/10\.0\.0\.5|SELECT|stack|at /);
    const logged = testApp.logs().find((line) => line.reqId === response.headers['x-request-id'] && line.level === 50);
    expect(logged?.msg).toBe('request failed');
    expect(logged?.['err']).toMatchObject({ message: 'connection to 10.0.0.5 refused: SELECT * FROM users', stack: expect.any(String) });
  });

  it('answers 503 with Retry-After, never 500, when the database is out of reach or saturated', async () => {
    for (const kind of ['refused', 'pool-timeout', 'too-many-connections', 'admin-shutdown', 'connection-failure', 'terminated']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/test/database/${kind}` });
      expect(response.statusCode, kind).toBe(503);
      expect(Number(response.headers['retry-after']), kind).toBeGreaterThan(0);
      expect(response.json(), kind).toEqual({ message: fr.server.unavailable });
      expect(response.body, kind).not.toMatch(/10\.0\.0\.5|ECONN|select|clients/);
    }
  });

  it('answers 400 with violations for a body that fails its zod schema', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/signup', payload: { age: 'vingt', nickname: 'x' } });

    expect(response.statusCode).toBe(400);
    const body = violationsBodySchema.parse(response.json());
    expect(body.message).toBe('Validation failed by backend');
    expect(body.violations).toEqual([
      { property: 'email', message: fr.validation.missing, type: 'missing' },
      { property: 'age', message: fr.validation.invalid, type: 'invalid' },
      { property: 'nickname', message: 'Pseudo trop court', type: 'invalid' },
    ]);
  });

  it('validates query strings the same way, and accepts a valid body', async () => {
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/test/search?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Validation failed by backend',
      violations: [{ property: 'page', message: fr.validation.invalid, type: 'invalid' }],
    });
    const good = await testApp.app.inject({ method: 'POST', url: '/api/test/signup', payload: { email: 'a@b.fr', age: 30 } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ ok: true, email: 'a@b.fr' });
  });

  it('reports a missing body as a violation of the body itself', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/signup' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed by backend',
      violations: [{ property: 'body', message: fr.validation.missing, type: 'missing' }],
    });
  });

  it('passes a route’s own 409 with its violations through unchanged', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/taken', payload: {} });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Conflict in request',
      violations: [{ property: 'identifier', message: fr.validation.duplicate, type: 'duplicate' }],
    });
  });

  it('answers 413 for a body over the limit and 400 for broken JSON', async () => {
    const tooLarge = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      payload: { email: 'a@b.fr', age: 30, nickname: 'x'.repeat(4096) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: fr.server.tooLarge, violations: [] });

    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: fr.server.badRequest, violations: [] });
  });

  it('rate-limits the routes that opt in, with the generic French message', async () => {
    const first = await testApp.app.inject({ method: 'POST', url: '/api/test/limited' });
    const second = await testApp.app.inject({ method: 'POST', url: '/api/test/limited' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ message: fr.server.tooManyRequests, violations: [] });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // Not global: other routes are not counted.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('compresses JSON for clients that accept br or gzip', async () => {
    const br = await testApp.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await testApp.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ payload: expect.any(Array) });
  });
});

describe('HTTP with third parties configured, behind a proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      env: {
        GTM_ID: 'GTM-AB12CD',
        TRANSLATION_SCRIPT_URL: 'https://translate.example.com/widget/element.js?cb=init',
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(() => testApp.close());

  it('opens the CSP to the tag manager and the translation host only', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );
    const both = ['https://www.googletagmanager.com', 'https://translate.example.com'];
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(directives.get(name), name).toEqual(expect.arrayContaining(both));
    }
    expect(directives.get('style-src')).toEqual(expect.arrayContaining(["'self'", 'https://translate.example.com']));
    expect(directives.get('style-src')).not.toContain('https://www.googletagmanager.com');
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('keeps the load balancer’s x-request-id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c2e' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c2e');
    const unsafe = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(unsafe.headers['x-request-id']).toMatch(UUID);
  });
});
