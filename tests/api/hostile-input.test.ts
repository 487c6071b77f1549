import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

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
    for (const url of ['/api/content/articles/%00', '/api/content/articles/related/%00', '/api/content/authors/%00', '/api/content/pages/%00']) {
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
