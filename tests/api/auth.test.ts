import type { FeaturePlugin } from '../../server/services.ts';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accessClaimsSchema,
  accountStateErrorSchema,
  ACCESS_TOKEN_TTL_SECONDS,
  NEXT_TOKEN_HEADER,
  SESSION_MAX_AGE_SECONDS,
} from '../../src/domain/auth.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { createHashingLimit } from '../../server/modules/auth/hashing-limit.ts';
import { CURRENT_COST, useHashingLimit } from '../../server/modules/auth/passwords.ts';
import { authAttempts, users } from '../../server/db/schema/index.ts';
import { accountKeyOf, PENDING_LEASE_MS } from '../../server/modules/auth/brute-force.ts';
import { requireRole } from '../../server/modules/auth/viewer.ts';
import { revokeTokens } from '../../server/modules/users/repository.ts';
import { bearer, createAccount, DAY, DEMO, manualClock, MINUTE, sessionCookie, signIn } from '../support/server/accounts.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/server/test-app.ts';

/** A VIP-only route, as a later feature would write one (roles from the database, docs/product.md#roles). */
const vipRoutes: FeaturePlugin = async (app, { services }) => {
  app.get('/test/vip-only', async (request) => {
    const viewer = await requireRole(services, request, 'vip');
    return { uid: viewer.uid };
  });
};

const SESSION_HEADERS = { 'x-galant-session': '1' };

/** Stored by the hashing threads of decision 0027, before hashing used the library's own API: password, hash. */
const STORED_BEFORE = [
  ['Compte-d-avant-2026', '$argon2id$v=19$m=19456,t=2,p=1$khJCU+1hyshC3x4hHEylrA$Riuom4v+k+GToGy3W9WK9MLQZKDVVENR8NXknW/A6gU'],
  ['Compte-scrypt-2025', 'scrypt$8192$8$10$ghabTCy8vmSK1xmoRaPqWQ$nfaD1feQ5DbBI7yRVZNfpir_bZyhY59yy07uPt8JCyo'],
] as const;

describe('sign-in, session and sign-out', () => {
  let testApp: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    testApp = await createTestApp({ apiPlugins: [vipRoutes] });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    clock = manualClock(testApp);
  });

  const login = (identifier: string, password: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth_check', payload: { identifier, password }, headers });
  const session = (cookie: string | undefined, headers: Record<string, string> = SESSION_HEADERS) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers,
      ...(cookie === undefined ? {} : { cookies: { galant_session: cookie } }),
    });
  const getUser = (uid: string, token: string) => testApp.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(token) });

  it('signs the demo VIP in: a short-lived token with the acl, an HttpOnly cookie, nothing cached', async () => {
    const response = await login(DEMO.vip.email, DEMO.vip.password);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    const claims = accessClaimsSchema.parse(decodeJwt(token));
    expect(claims).toMatchObject({ identifier: DEMO.vip.email, acl: { vip: true } });
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(decodeJwt(token)).toMatchObject({ aud: 'galant', iss: 'galant', typ: 'access', sub: claims.uid });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });

    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_MAX_AGE_SECONDS });
    expect(cookie?.secure).toBeUndefined();
    // The cookie holds the session's own credential, never the access token scripts can see.
    expect(cookie?.value).not.toBe(token);
    expect(decodeProtectedHeader(cookie?.value ?? '')).toEqual({ alg: 'HS256', typ: 'session+jwt' });
    expect(JSON.stringify(testApp.logs())).not.toContain(DEMO.vip.password);
  });

  it('matches the identifier whatever its case and surrounding spaces', async () => {
    const response = await login('  VIP@Galant.TEST ', DEMO.vip.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account exactly alike (401, docs/product.md#errors message)', async () => {
    const wrong = await login(DEMO.member.email, 'not-the-password');
    const unknown = await login('nobody@galant.test', 'not-the-password');

    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Nom d’utilisateur et/ou mot de passe incorrects' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('hashes even for an unknown account, so both answers take about as long', async () => {
    const account = await createAccount(testApp.db, { password: 'Un-vrai-mot-de-passe', hashCost: CURRENT_COST });
    const time = async (identifier: string) => {
      const started = performance.now();
      await login(identifier, 'wrong-password-x');
      return performance.now() - started;
    };
    await time('warm-up@galant.test');
    // Medians of five: one answer can be slowed by a busy machine, not three of five.
    const median = async (identifier: string) => {
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) times.push(await time(identifier));
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const known = await median(account.email);
    const unknown = await median('ghost@galant.test');
    // Both pay one full Argon2id (tens of ms); without the dummy hash the unknown one takes ~1 ms.
    expect(unknown).toBeGreaterThan(known / 4);
    expect(unknown).toBeLessThan(known * 4);
  });

  it("upgrades a password hashed with scrypt (before Argon2id) to Argon2id at today's cost at its first good sign-in", async () => {
    const account = await createAccount(testApp.db, {
      password: 'Ancien-hachage-2025',
      hashCost: { algorithm: 'scrypt', N: 2 ** 10, r: 8, p: 1 },
    });
    const storedHash = async () =>
      (await testApp.db.select({ hash: users.passwordHash }).from(users).where(eq(users.uid, account.uid)))[0]?.hash ?? '';
    expect(await storedHash()).toMatch(/^scrypt\$1024\$8\$1\$/);

    expect((await login(account.email, 'ancien-hachage-2025')).statusCode).toBe(401);
    expect(await storedHash()).toMatch(/^scrypt\$/);
    expect((await login(account.email, 'Ancien-hachage-2025')).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);

    // The same password keeps opening the account, and only it.
    expect((await login(account.email, 'Ancien-hachage-2025')).statusCode).toBe(200);
    expect((await login(account.email, 'ancien-hachage-2025')).statusCode).toBe(401);
    expect(await storedHash()).toBe(upgraded);
  });

  it('explains a pending or ended account (403 with a code) only to someone with the right password', async () => {
    const pending = await login(DEMO.pending.email, DEMO.pending.password);
    expect(pending.statusCode).toBe(403);
    expect(accountStateErrorSchema.parse(pending.json())).toEqual({ message: fr.authServer.accountPending, code: 'account_pending' });
    expect(sessionCookie(pending)).toBeUndefined();

    const ended = await createAccount(testApp.db, { status: 'ended', password: 'Ancien-membre-1' });
    const endedAnswer = await login(ended.email, 'Ancien-membre-1');
    expect(endedAnswer.statusCode).toBe(403);
    expect(accountStateErrorSchema.parse(endedAnswer.json())).toEqual({ message: fr.authServer.accountEnded, code: 'account_ended' });

    const guess = await login(DEMO.pending.email, 'a-wrong-guess');
    expect(guess.statusCode).toBe(401);
  });

  it('refuses a malformed body with violations', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth_check', payload: { identifier: 42 } });
    expect(response.statusCode).toBe(400);
    expect(violationsBodySchema.parse(response.json()).violations).toEqual([
      { property: 'identifier', message: fr.validation.invalid, type: 'invalid' },
      { property: 'password', message: fr.validation.missing, type: 'missing' },
    ]);
  });

  it('reconnects from the cookie only with the x-galant-session header', async () => {
    const { token, cookie } = await signIn(testApp.app, DEMO.member);

    const withoutHeader = await session(cookie, {});
    expect(withoutHeader.statusCode).toBe(403);

    const answer = await session(cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const restored = answer.json<{ token: string }>().token;
    expect(decodeJwt(restored)).toMatchObject({ uid: decodeJwt(token)['uid'], sid: decodeJwt(token)['sid'], typ: 'access' });

    const noCookie = await session(undefined);
    expect(noCookie.statusCode).toBe(401);
    expect(sessionCookie(noCookie)).toMatchObject({ value: '', maxAge: 0 });

    const forged = await session(`${cookie.slice(0, -4)}AAAA`);
    expect(forged.statusCode).toBe(401);
    expect(sessionCookie(forged)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('exchanges an expired cookie token for a fresh one within the 30-day session', async () => {
    const start = clock.now();
    const { cookie, uid } = await signIn(testApp.app, DEMO.member);
    clock.advance(3 * DAY);

    const answer = await session(cookie);
    expect(answer.statusCode).toBe(200);
    const { token } = answer.json<{ token: string }>();
    expect(token).not.toBe(cookie);
    expect(decodeJwt(token).exp).toBe(Math.floor(clock.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    const refreshed = sessionCookie(answer);
    expect(refreshed?.value).not.toBe(token);
    expect(refreshed?.maxAge).toBe(Math.floor(start / 1000) + SESSION_MAX_AGE_SECONDS - Math.floor(clock.now() / 1000));
    expect((await getUser(uid, token)).statusCode).toBe(200);
  });

  it('rotates a token close to expiry on any API answer (next-token + cookie), keeping the session', async () => {
    const { token, uid } = await signIn(testApp.app, DEMO.vip);

    const early = await getUser(uid, token);
    expect(early.headers[NEXT_TOKEN_HEADER]).toBeUndefined();

    clock.advance(50 * MINUTE);
    const late = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: bearer(token) });
    const next = String(late.headers[NEXT_TOKEN_HEADER]);
    expect(late.statusCode).toBe(200);
    expect(late.headers['cache-control']).toBe('no-store');
    expect(decodeJwt(sessionCookie(late)?.value ?? '')).toMatchObject({ typ: 'session', sid: decodeJwt(token)['sid'] });
    const before = decodeJwt(token);
    const after = decodeJwt(next);
    expect(after.exp).toBe(Math.floor(clock.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    expect(after).toMatchObject({ uid, sid: before['sid'], sat: before['sat'], acl: { vip: true } });

    expect((await getUser(uid, next)).statusCode).toBe(200);
    // The old token is still good until its own exp (several tabs may hold it).
    expect((await getUser(uid, token)).statusCode).toBe(200);
    clock.advance(11 * MINUTE);
    expect((await getUser(uid, token)).statusCode).toBe(401);
  });

  it('never issues a token past the 30-day cap, then asks for a new sign-in', async () => {
    const start = clock.now();
    const { cookie, uid } = await signIn(testApp.app, DEMO.member);
    const cap = Math.floor(start / 1000) + SESSION_MAX_AGE_SECONDS;

    clock.set(start + 30 * DAY - 40 * MINUTE);
    const lastExchange = await session(cookie);
    const { token } = lastExchange.json<{ token: string }>();
    expect(decodeJwt(token).exp).toBe(cap);

    clock.set(start + 30 * DAY - 10 * MINUTE);
    const nearCap = await getUser(uid, token);
    expect(nearCap.statusCode).toBe(200);
    expect(nearCap.headers[NEXT_TOKEN_HEADER]).toBeUndefined();

    clock.set(start + 30 * DAY + 1000);
    expect((await getUser(uid, token)).statusCode).toBe(401);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('never lets one kind of token pass for the other: an access token is no cookie, a cookie no bearer', async () => {
    const { token, cookie, uid } = await signIn(testApp.app, DEMO.member);
    expect((await session(token)).statusCode).toBe(401);
    expect((await getUser(uid, cookie)).statusCode).toBe(401);
    // Even long after the access token expired, it cannot reopen the session through the cookie path.
    clock.advance(2 * DAY);
    expect((await session(token)).statusCode).toBe(401);
    expect((await session(cookie)).statusCode).toBe(200);
  });

  it('signs out with only the cookie left (expired access token): the session is revoked all the same', async () => {
    const { token, cookie, uid } = await signIn(testApp.app, DEMO.coach);
    clock.advance(2 * DAY);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
      cookies: { galant_session: cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await getUser(uid, token)).statusCode).toBe(401);
  });

  it('signs out: 204, cookie cleared, and every token of the user revoked', async () => {
    const first = await signIn(testApp.app, DEMO.coach);
    const second = await signIn(testApp.app, DEMO.coach);

    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response)).toMatchObject({ value: '', maxAge: 0 });
    expect(response.headers[NEXT_TOKEN_HEADER]).toBeUndefined();

    expect((await getUser(first.uid, first.token)).statusCode).toBe(401);
    expect((await getUser(second.uid, second.token)).statusCode).toBe(401);
    expect((await session(second.cookie)).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: SESSION_HEADERS })).statusCode).toBe(401);
  });

  it('signs out with the cookie only together with the x-galant-session header: the cookie alone revokes nothing (logout CSRF)', async () => {
    const { token, cookie, uid } = await signIn(testApp.app, DEMO.coach);
    const logout = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers, cookies: { galant_session: cookie } });

    // What a cross-site form can send: the cookie, no custom header, no bearer token.
    const forged = await logout({});
    expect(forged.statusCode).toBe(403);
    expect(errorBodySchema.parse(forged.json()).message).toBe(fr.authServer.sessionHeaderRequired);
    expect(sessionCookie(forged)).toBeUndefined();
    expect((await getUser(uid, token)).statusCode).toBe(200);
    expect((await session(cookie)).statusCode).toBe(200);

    const own = await logout(SESSION_HEADERS);
    expect(own.statusCode).toBe(204);
    expect((await getUser(uid, token)).statusCode).toBe(401);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('takes roles from the database at each check, and hands out a token with the new acl', async () => {
    const account = await createAccount(testApp.db, { roles: ['vip'], password: 'Membre-VIP-1' });
    const { token } = await signIn(testApp.app, { email: account.email, password: 'Membre-VIP-1' });
    const vipOnly = (bearerToken: string) => testApp.app.inject({ method: 'GET', url: '/api/test/vip-only', headers: bearer(bearerToken) });

    expect((await vipOnly(token)).statusCode).toBe(200);
    // The membership ends without revoking tokens: the claim still says vip, the database does not.
    await testApp.db.update(users).set({ roles: [] }).where(eq(users.uid, account.uid));
    const refused = await vipOnly(token);
    expect(refused.statusCode).toBe(403);
    expect(decodeJwt(String(refused.headers[NEXT_TOKEN_HEADER]))['acl']).toEqual({});

    await revokeTokens(testApp.db, account.uid);
    expect((await vipOnly(token)).statusCode).toBe(401);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/test/vip-only' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts nothing but our access tokens as bearer credentials', async () => {
    const { uid, token } = await signIn(testApp.app, DEMO.member);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const claims = decodeJwt(token);
    const now = Math.floor(clock.now() / 1000);
    const sign = (payload: Record<string, unknown>, typ = 'at+jwt', alg = 'HS256') =>
      new SignJWT({ ...claims, ...payload })
        .setProtectedHeader({ alg, typ })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);

    const refused = {
      'support token (typ claim)': await sign({ typ: 'support' }),
      'reset token (typ claim)': await sign({ typ: 'reset' }),
      'plain JWT header type': await sign({}, 'JWT'),
      'other audience': await sign({ aud: 'elsewhere' }),
      'other issuer': await sign({ iss: 'elsewhere' }),
      'HS512 instead of HS256': await sign({}, 'at+jwt', 'HS512'),
      'alg none': new UnsecuredJWT({ ...claims })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .encode(),
      'other secret': await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters')),
      'opaque reset-like token': 'q7M2k3Xc0dYbq1hX0oRrA7m8yF3vZ2eWc9tG5nB1sLk',
    };
    for (const [name, forged] of Object.entries(refused)) {
      const response = await getUser(uid, forged);
      expect(response.statusCode, name).toBe(401);
      expect(errorBodySchema.parse(response.json()).message, name).toBe(fr.server.unauthorized);
    }
    expect((await getUser(uid, token)).statusCode).toBe(200);
  });

  it('locks an account for 15 minutes after 10 failures (429, Retry-After, French message), known or not', async () => {
    const account = await createAccount(testApp.db, { password: 'Bon-mot-de-passe-1' });
    for (const identifier of [account.email, 'inconnu@galant.test']) {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const failure = await login(identifier, `wrong-${attempt}`);
        expect(failure.statusCode, `${identifier} attempt ${attempt}`).toBe(401);
        clock.advance(10_000);
      }
      const locked = await login(identifier, 'Bon-mot-de-passe-1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
        violations: [],
      });
      // The first failure was 100 s ago: it leaves the 15-minute window in 800 s.
      expect(locked.headers['retry-after']).toBe('800');
    }

    clock.advance(800_000);
    expect((await login(account.email, 'Bon-mot-de-passe-1')).statusCode).toBe(200);
    // A success clears the account's failures: the next mistake is only the first one.
    expect((await login(account.email, 'wrong-again')).statusCode).toBe(401);
    expect((await login(account.email, 'Bon-mot-de-passe-1')).statusCode).toBe(200);
  });

  it('lets no more than 10 guesses through when they arrive all at once', async () => {
    const account = await createAccount(testApp.db, { password: 'Bon-mot-de-passe-2' });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, attempt) => login(account.email, `parallel-${attempt}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    // The others are refused: locked out (429), or, on a machine so busy that hashing them would
    // outlast the promised wait, turned away before hashing (503 with Retry-After, decision 0041).
    const refused = answers.filter((answer) => answer.statusCode !== 401);
    expect(refused.map((answer) => answer.statusCode).every((status) => status === 429 || status === 503)).toBe(true);
    expect(refused.filter((answer) => answer.statusCode === 503).every((answer) => answer.headers['retry-after'] !== undefined)).toBe(true);
  });

  it('lets 15 concurrent correct sign-ins for one account all through: an attempt in flight is no failure', async () => {
    const account = await createAccount(testApp.db, { password: 'Bon-mot-de-passe-3' });
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(account.email, 'Bon-mot-de-passe-3')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 15 }, () => 200));
    // Nothing is left counting against the account.
    expect(
      await testApp.db
        .select()
        .from(authAttempts)
        .where(eq(authAttempts.accountKey, accountKeyOf(TEST_JWT_SECRET, account.email))),
    ).toEqual([]);
  });

  it('counts an attempt whose process died mid-check (pending past its lease) as a failure', async () => {
    const account = await createAccount(testApp.db, { password: 'Bon-mot-de-passe-4' });
    const accountKey = accountKeyOf(TEST_JWT_SECRET, account.email);
    // Ten attempts booked by a process that never settled them.
    await testApp.db.insert(authAttempts).values(
      Array.from({ length: 10 }, () => ({
        accountKey,
        addressKey: 'elsewhere',
        outcome: 'pending' as const,
        createdAt: new Date(clock.now()),
      })),
    );
    clock.advance(PENDING_LEASE_MS + 1000);
    const locked = await login(account.email, 'Bon-mot-de-passe-4');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After at once to concurrent sign-ins past the hashing limit; none is counted, each succeeds when retried', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map((n) => createAccount(testApp.db, { password: `Bon-mot-de-passe-5${n}` })));
    const passwordOf = (n: number) => `Bon-mot-de-passe-5${n + 1}`;
    // One hash at once and one waiting (the wait promised is long): the test holds the one running.
    const small = createHashingLimit({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const previous = useHashingLimit(small);
    let release = (): void => {};
    const held = small.run(() => new Promise<void>((resolve) => (release = resolve)));
    let answers: Awaited<ReturnType<typeof login>>[];
    try {
      // The three refused answer while the slot is still held; the queued one cannot until it is freed.
      let answered = 0;
      let threeAnswered = (): void => {};
      const refusedFirst = new Promise<void>((resolve) => (threeAnswered = resolve));
      const signIns = accounts.map((account, n) =>
        login(account.email, passwordOf(n)).then((response) => {
          answered += 1;
          if (answered === 3) threeAnswered();
          return response;
        }),
      );
      await refusedFirst;
      expect(small.load).toEqual({ running: 1, waiting: 1 });
      release();
      answers = await Promise.all(signIns);
      await held;
    } finally {
      release();
      useHashingLimit(previous);
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 503, 503, 503]);
    const refused = accounts.flatMap((account, n) => (answers[n]?.statusCode === 503 ? [{ account, n }] : []));
    for (const { n } of refused) {
      expect(answers[n]?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(answers[n]?.json()).toEqual({ message: fr.server.unavailable });
    }
    expect(testApp.logs().filter((line) => line.level >= 50)).toEqual([]);
    // Nothing counted against the accounts; the refused sign in when they try again.
    for (const account of accounts) {
      const accountKey = accountKeyOf(TEST_JWT_SECRET, account.email);
      expect(await testApp.db.select().from(authAttempts).where(eq(authAttempts.accountKey, accountKey))).toEqual([]);
    }
    for (const { account, n } of refused) expect((await login(account.email, passwordOf(n))).statusCode).toBe(200);
  });

  it('signs in members whose hashes the previous hashing code stored (Argon2id at today’s cost, scrypt of decision 0017)', async () => {
    for (const [password, passwordHash] of STORED_BEFORE) {
      const account = await createAccount(testApp.db, { password: 'Remplacé-par-le-hachage-d-avant' });
      await testApp.db.update(users).set({ passwordHash }).where(eq(users.uid, account.uid));
      expect((await login(account.email, `${password}x`)).statusCode).toBe(401);
      expect((await login(account.email, password)).statusCode).toBe(200);
    }
  });
});
