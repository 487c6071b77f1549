import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, getHealth, ResponseValidationError, ServerError } from '../../../src/api/index.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('getHealth', () => {
  it('GETs /api/health and returns the validated report', async () => {
    const report = { status: 'ok', database: 'up', driver: 'pglite', version: '0.1.0' };
    server.route('/health', (request) => {
      expect(request.method).toBe('GET');
      return { status: 200, json: report };
    });
    const client = createHttpClient({ baseURL: server.baseURL });
    await expect(getHealth(client)).resolves.toEqual(report);
  });

  it('rejects a report outside the contract', async () => {
    server.route('/health', () => ({
      status: 200,
      json: { status: 'ok', database: 'up', driver: 'mysql', version: '0.1.0' },
    }));
    const client = createHttpClient({ baseURL: server.baseURL });
    const error = await getHealth(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).fieldErrors.map((field) => field.path)).toEqual(['driver']);
  });

  it('retries once on 503, then reports a server error', async () => {
    const before = server.hits('/health');
    server.route('/health', () => ({ status: 503, json: { message: 'database down' } }));
    const client = createHttpClient({ baseURL: server.baseURL, retryDelayMs: 0 });
    await expect(getHealth(client)).rejects.toBeInstanceOf(ServerError);
    expect(server.hits('/health') - before).toBe(2);
  });
});
