import { afterEach, describe, expect, it } from 'vitest';
import { healthSchema } from '../../src/domain/health.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';
import { testDriver } from '../support/server/test-database.ts';

describe('GET /api/health', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 200 with the driver after a real query', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(response.json());
    expect(body).toEqual({ status: 'ok', database: 'up', driver: testDriver(), version: expect.stringMatching(/^\d+\.\d+\.\d+\+dev$/) });
  });

  it('answers 503 with database down when the database does not answer, and logs why', async () => {
    testApp = await createTestApp();
    await testApp.database.close();

    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down', driver: testDriver(), version: expect.any(String) });
    const failure = testApp.logs().find((line) => line.msg === 'database ping failed');
    expect(failure?.reqId).toBe(response.headers['x-request-id']);
  });
});
