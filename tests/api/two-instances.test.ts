import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../src/domain/auth.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { DEMO } from '../support/server/accounts.ts';
import { startChildServer, type ChildServer } from '../support/server/child-server.ts';
import { postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';

/**
 * Two server processes (server/main.ts, as `npm start` runs it) on one PostgreSQL database, behind
 * one trusted proxy hop (TRUST_PROXY=1): what one instance knows, the other knows too — sessions,
 * route limits, the sign-in lock (docs/decisions/0018-proxies-and-shared-limits.md).
 * The test plays the proxy: it connects from 127.0.0.1 and appends the client's address to
 * X-Forwarded-For, after whatever the client itself sent.
 */

const TOO_MANY = { message: fr.server.tooManyRequests, violations: [] };

describe('two instances on one PostgreSQL', () => {
  let postgres: PostgresForTest;
  let instances: [ChildServer, ChildServer];
  beforeAll(async () => {
    postgres = await postgresForTest();
    const env = { TRUST_PROXY: '1', JOBS_ENABLED: 'false' };
    // One after the other: the second meets a migrated, seeded database (as a rolling deploy does).
    const first = await startChildServer({ databaseUrl: postgres.url, env });
    const second = await startChildServer({ databaseUrl: postgres.url, env });
    instances = [first, second];
  }, 180_000);
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await postgres?.close();
  });

  /** A request as the proxy forwards it: `forwarded` is the whole X-Forwarded-For (client part + the address the proxy saw). */
  const call = async (
    index: number,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; forwarded: string },
  ) => {
    const response = await fetch(`${instances[index % 2]?.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': init.forwarded,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const ticket = (index: number, forwarded: string) =>
    call(index, '/api/support/contact/tickets', {
      method: 'POST',
      body: { email: 'lea@exemple.fr', name: 'Léa', title: 'Bonjour', message: 'Une question' },
      forwarded,
    });

  it('shares sessions: a token and a cookie made on one are accepted by the other', async () => {
    const signIn = await fetch(`${instances[0].url}/api/auth_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ identifier: DEMO.member.email, password: DEMO.member.password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = tokenResponseSchema.parse(await signIn.json());
    const cookie =
      signIn.headers
        .getSetCookie()
        .find((line) => line.startsWith('galant_session='))
        ?.split(';')[0] ?? '';
    const uid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).uid as string;

    const me = await call(1, `/api/users/${uid}`, { headers: { authorization: `Bearer ${token}` }, forwarded: '198.51.100.1' });
    expect(me.status).toBe(200);
    const session = await call(1, '/api/auth/session', {
      method: 'POST',
      headers: { cookie, 'x-galant-session': '1' },
      forwarded: '198.51.100.1',
    });
    expect(session.status).toBe(200);
  });

  it('shares route limits: 30 tickets over both from one client address → exactly 20 accepted, the rest 429 with the body (docs/product.md#errors)', async () => {
    const answers = [];
    for (let index = 0; index < 30; index += 1) answers.push(await ticket(index, '198.51.100.2'));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual(TOO_MANY);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('trusts one hop only: a client forging X-Forwarded-For cannot get past 20 tickets', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => ticket(index, `10.${index}.0.1, 192.0.2.${index + 1}, 198.51.100.3`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('shares the sign-in lock: 10 failures spread over both lock the account on both', async () => {
    const identifier = 'inconnu-deux-instances@galant.test';
    const attempt = (index: number, password: string) =>
      call(index, '/api/auth_check', { method: 'POST', body: { identifier, password }, forwarded: `198.51.100.${10 + index}` });
    for (let index = 0; index < 10; index += 1) expect((await attempt(index, `faux-${index}`)).status, `attempt ${index + 1}`).toBe(401);
    expect((await attempt(0, 'encore-faux')).status).toBe(429);
    expect((await attempt(1, 'encore-faux')).status).toBe(429);
  });
});
