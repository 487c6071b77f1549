import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { bearer, DEMO, signIn } from '../support/server/accounts.ts';
import { freePort, postgresForTest, type PostgresForTest } from '../support/server/postgres-cluster.ts';
import { testConfig } from '../support/server/test-app.ts';

/**
 * The line between the app and PostgreSQL, which the test can cut: every connection is dropped and
 * new ones are refused, exactly what the app sees when the database server stops or the network
 * fails (and it works the same on a throw-away cluster and on CI's shared server).
 */
class DatabaseLine {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('a database outage under a running app', () => {
  let postgres: PostgresForTest;
  let line: DatabaseLine;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    postgres = await postgresForTest();
    const target = new URL(postgres.url);
    line = new DatabaseLine(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    await line.open();
    const through = new URL(postgres.url);
    through.hostname = '127.0.0.1';
    through.port = String(line.port);
    const config = testConfig({ DATABASE_URL: through.href, DATABASE_POOL_MAX: '4' });
    database = await openDatabase(config, { onPoolError: () => {} });
    await prepareDatabase(database, config, { info: () => {} });
    app = await buildApp(config, { database, web: null, logStream: { write: (text) => void logs.push(text) } });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
    await line?.cut();
    await postgres?.close();
  });

  const expectUnavailable = (
    response: { statusCode: number; headers: Record<string, unknown>; body: string; json: () => unknown },
    what: string,
  ) => {
    expect(response.statusCode, what).toBe(503);
    expect(Number(response.headers['retry-after']), what).toBeGreaterThan(0);
    expect(errorBodySchema.parse(response.json()).message, what).toBe(fr.server.unavailable);
    expect(response.body, what).not.toMatch(/stack|ECONNREFUSED|terminated|127\.0\.0\.1|select /i);
  };

  it('answers 503 with Retry-After on sign-in and on bearer routes, never 500, then recovers', async () => {
    const { token, uid } = await signIn(app, DEMO.member);
    expect((await app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(token) })).statusCode).toBe(200);

    await line.cut();
    const signInDown = await app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: DEMO.member.email, password: DEMO.member.password },
    });
    expectUnavailable(signInDown, 'sign-in');
    const bearerDown = await app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(token) });
    expectUnavailable(bearerDown, 'bearer route');
    const sessionDown = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expectUnavailable(sessionDown, 'sign-out');
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, 'health').toBe(503);
    // Logged as an outage (warning), not as a failure of the code.
    const lines = logs.map((text) => JSON.parse(text) as { level: number; msg?: string });
    expect(lines.some((entry) => entry.msg === 'database unavailable' && entry.level === 40)).toBe(true);
    expect(lines.filter((entry) => entry.msg === 'request failed')).toEqual([]);

    await line.open();
    expect((await app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(token) })).statusCode).toBe(200);
  });
});
