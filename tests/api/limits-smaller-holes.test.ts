import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookieName, SESSION_COOKIE } from '../../src/domain/auth.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';
import { rateLimitCounters } from '../../server/db/schema/index.ts';
import { sharedRateLimitStore } from '../../server/http/rate-limit-store.ts';
import { mailMessageSchema } from '../../server/mail/mailer.ts';
import { bearer, DEMO, signIn } from '../support/server/accounts.ts';
import { FORMULA } from '../support/server/billing.ts';
import { freshAddress, mailsTo } from '../support/server/support.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app.ts';

/**
 * Limits that hold across proxies and instances, and the smaller holes (decision 0018): the shared
 * rate-limit store, TRUST_PROXY as one hop, the production session cookie, HSTS, the longest token
 * lifetime, and the one e-mail rule on every route that takes an address.
 */

const TEN_YEARS = 10 * 365 * 86_400;
const BAD_ADDRESSES = ['<script>alert(1)</script>@example.com', 'a(b)@example.com', 'a<b@example.com', 'a@-b.com', 'a..b@example.com'];
const TOO_MANY = { message: fr.server.tooManyRequests, violations: [] };

const ticket = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/support/contact/tickets',
    payload: { email: 'lea@exemple.fr', name: 'Léa', title: 'Bonjour', message: 'Une question' },
    headers,
    remoteAddress,
  });

const accepted = (responses: LightMyRequestResponse[]) => responses.filter((response) => response.statusCode === 201).length;

/** Re-signs a token's claims with the real secret, its header kept, with another lifetime (and issue date). */
async function resign(token: string, lifetimeSeconds: number, issuedLaterBy = 0): Promise<string> {
  const { iat, exp: _exp, ...claims } = decodeJwt(token);
  const header = decodeProtectedHeader(token);
  const issuedAt = Number(iat) + issuedLaterBy;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: String(header.typ) })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe('limits shared by every instance (one database)', () => {
  let testApp: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp();
    // A second server on the same database, as a second process behind a load balancer would be.
    second = await buildApp(testApp.config, { database: testApp.database, web: null, logStream: { write: () => {} } });
  });
  afterAll(async () => {
    await second.close();
    await testApp.close();
  });

  it('allows a route limit once in total: 30 tickets over two servers from one address → 20 accepted, then 429 with the body (docs/product.md#errors)', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let index = 0; index < 30; index += 1) responses.push(await ticket(index % 2 === 0 ? testApp.app : second, '203.0.113.7'));
    expect(accepted(responses)).toBe(20);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // One row for the route and the address, counted by both servers.
    const [row] = await testApp.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, 'POST /api/support/:type/tickets|203.0.113.7'));
    expect(row?.count).toBe(30);
    // Another address has its own count.
    expect((await ticket(second, '203.0.113.8')).statusCode).toBe(201);
  });

  it('counts concurrent requests exactly (one atomic upsert per request)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => ticket(index % 2 === 0 ? testApp.app : second, '203.0.113.9')),
    );
    expect(accepted(responses)).toBe(20);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(10);
  });

  it('sweeps expired counters now and then, and keeps the live ones', async () => {
    const db = testApp.db;
    await db.insert(rateLimitCounters).values([
      { key: 'test|expired', count: 3, resetAt: new Date(Date.now() - 60_000) },
      { key: 'test|live', count: 3, resetAt: new Date(Date.now() + 600_000) },
    ]);
    let clock = Date.now();
    const log = { warn: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;
    const store = new (sharedRateLimitStore(db, { log, now: () => clock }))({});
    const incr = (key: string) =>
      new Promise<number>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), 60_000, 5),
      );
    expect(await incr('test|other')).toBe(1);
    clock += 61_000;
    expect(await incr('test|live')).toBe(4);
    await vi.waitFor(async () => {
      const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
      expect(keys).not.toContain('test|expired');
      expect(keys).toEqual(expect.arrayContaining(['test|live', 'test|other']));
    });
  });

  it('keeps counting in the process when the database cannot, with a warning, never a 500', async () => {
    const database = await openDatabase({ database: { driver: 'pglite', dataDir: null } });
    await database.close();
    const warnings: string[] = [];
    const log = {
      warn: (_details: unknown, message: string) => void warnings.push(message),
      debug: () => {},
    } as unknown as FastifyBaseLogger;
    const Store = sharedRateLimitStore(database.db, { log });
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/x' } } as never);
    const counts: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      counts.push(
        await new Promise<number>((resolve, reject) =>
          store.incr('198.51.100.1', (error, result) => (error ? reject(error) : resolve(result?.current ?? -1)), 60_000, 2),
        ),
      );
    }
    expect(counts).toEqual([1, 2, 3]);
    expect(warnings).toEqual(['rate limits: the database could not count, counting in this process meanwhile']);
  });
});

describe('TRUST_PROXY=1: one trusted hop', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => testApp.close());

  it('reads the address the proxy appended: a forged X-Forwarded-For cannot get past 20 tickets', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let index = 0; index < 30; index += 1) {
      // The client forges left-most values; the proxy (the peer) appends the address it saw.
      const forwarded = `10.0.${index}.1, 192.0.2.${index}, 198.51.100.20`;
      responses.push(await ticket(testApp.app, '127.0.0.1', { 'x-forwarded-for': forwarded }));
    }
    expect(accepted(responses)).toBe(20);
    // Clients the proxy saw as different addresses are counted apart.
    expect((await ticket(testApp.app, '127.0.0.1', { 'x-forwarded-for': '10.0.0.1, 198.51.100.21' })).statusCode).toBe(201);
  });

  it('counts sign-in failures per real address, whatever X-Forwarded-For a client forges', async () => {
    const attempt = (forged: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth_check',
        payload: { identifier: `absent-${forged}@exemple.fr`, password: 'mauvais-mot-de-passe' },
        headers: { 'x-forwarded-for': `${forged}, 198.51.100.30` },
        remoteAddress: '127.0.0.1',
      });
    const statuses: number[] = [];
    for (let index = 0; index < 55; index += 1) statuses.push((await attempt(`10.1.${index}.1`)).statusCode);
    // 50 failures per address and window (server/modules/auth/brute-force.ts), then 429.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(50);
    // 55 password checks one after the other (each hashes, even for an unknown address): 14 s alone, over 30 s on a loaded CI machine.
  }, 90_000);
});

describe('production: __Host- session cookie and one-year HSTS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'true', SEED_DEMO: 'true' } });
  });
  afterAll(() => testApp.close());

  it('names the session cookie __Host-galant_session: Secure, Path=/, no Domain; and reads it back under that name', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: DEMO.member.email, password: DEMO.member.password },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name.endsWith(SESSION_COOKIE));
    expect(cookie).toMatchObject({ name: '__Host-galant_session', secure: true, path: '/', httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(sessionCookieName(true)).toBe(cookie?.name);

    const session = (name: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/session',
        headers: { 'x-galant-session': '1' },
        cookies: { [name]: cookie?.value ?? '' },
      });
    expect((await session('__Host-galant_session')).statusCode).toBe(200);
    // The plain name is not a session in production (a sibling site or http page could plant it).
    expect((await session(SESSION_COOKIE)).statusCode).toBe(401);
  });

  it('sends Strict-Transport-Security for one year with subdomains, on pages, the API and the content JSON', async () => {
    for (const url of ['/api/health', '/api/articles', '/nowhere']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('tokens longer than we ever issue', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('refuses an access token of 10 years signed with the real secret (the same claims for 1 hour pass)', async () => {
    const { token, uid } = await signIn(testApp.app, DEMO.member);
    const me = (bearerToken: string) => testApp.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(bearerToken) });
    expect((await me(await resign(token, 3600))).statusCode).toBe(200);
    expect((await me(await resign(token, TEN_YEARS))).statusCode).toBe(401);
    // Nor an hour-long token "issued" in ten years (its exp would be ten years away).
    expect((await me(await resign(token, 3600, TEN_YEARS))).statusCode).toBe(401);
  });

  it('refuses a session cookie of 10 years signed with the real secret', async () => {
    const { cookie } = await signIn(testApp.app, DEMO.member);
    const session = (value: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/session',
        headers: { 'x-galant-session': '1' },
        cookies: { [SESSION_COOKIE]: value },
      });
    expect((await session(await resign(cookie, 86_400))).statusCode).toBe(200);
    expect((await session(await resign(cookie, TEN_YEARS))).statusCode).toBe(401);
  });
});

describe('one e-mail rule on every route that takes an address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const routes: { name: string; url: string; field: string; body: (email: string) => Record<string, unknown> }[] = [
    {
      name: 'registration',
      url: '/api/registrations/register',
      field: 'identifier',
      body: (email) => ({ identifier: email, formula: FORMULA, password: 'Mot-de-passe-1' }),
    },
    {
      name: 'ticket',
      url: '/api/support/contact/tickets',
      field: 'email',
      body: (email) => ({ email, name: 'Léa', title: 'Bonjour', message: 'Salut' }),
    },
    { name: 'reset request', url: '/api/reset-password/request', field: 'email', body: (email) => ({ email }) },
    { name: 'contact link', url: '/api/support/contact/auth-token/refresh', field: 'email', body: (email) => ({ email, type: 'contact' }) },
  ];

  it.each(routes)('$name: each address no standard allows → 400 with "$field" in the violations', async ({ url, field, body }) => {
    for (const email of BAD_ADDRESSES) {
      const response = await testApp.app.inject({ method: 'POST', url, payload: body(email), remoteAddress: freshAddress() });
      expect(response.statusCode, email).toBe(400);
      expect(violationsBodySchema.parse(response.json()).violations, email).toContainEqual({
        property: field,
        message: fr.validation.emailFormat,
        type: 'invalid',
      });
    }
    const tooLong = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.fr`;
    const response = await testApp.app.inject({ method: 'POST', url, payload: body(tooLong), remoteAddress: freshAddress() });
    expect(violationsBodySchema.parse(response.json()).violations).toContainEqual({
      property: field,
      message: fr.validation.emailFormat,
      type: 'invalid',
    });
  });

  it('accepts what people really type (apostrophe, plus, subdomains, capitals)', async () => {
    for (const email of ["o'brien@exemple.fr", 'lea+galant@mail.exemple.co.uk', 'Paul.Martin@Exemple.FR']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/support/contact/tickets',
        payload: routes[1]?.body(email),
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, email).toBe(201);
      // The mail was written with the ticket: the mailer's own schema took the address too.
      expect(mailMessageSchema.safeParse({ to: email, subject: 'x', text: 'y' }).success, email).toBe(true);
      expect(await mailsTo(testApp.db, email)).toHaveLength(1);
    }
  });
});
