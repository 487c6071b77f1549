import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/domain/auth.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { affiliations, users } from '../../server/db/schema/index.ts';
import { DEMO, sessionCookie } from '../support/server/accounts.ts';
import { FORMULA, register, uniqueEmail } from '../support/server/billing.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

describe('POST /api/registrations/register', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const post = (payload: Record<string, unknown>) => testApp.app.inject({ method: 'POST', url: '/api/registrations/register', payload });

  it('creates the account pending payment and signs the user in (token + session cookie)', async () => {
    const email = uniqueEmail();
    const response = await post({ identifier: email, formula: FORMULA, password: 'Mot-de-passe-1' });

    expect(response.statusCode).toBe(201);
    const { uid, token } = response.json<{ uid: string; token: string }>();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ uid, identifier: email, acl: {} });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(sessionCookie(response)).toMatchObject({ httpOnly: true, path: '/' });
    expect(response.headers['cache-control']).toBe('no-store');

    const [row] = await testApp.db.select().from(users).where(eq(users.uid, uid));
    expect(row).toMatchObject({ status: 'pending', roles: [] });
    // Not active yet, and nothing paid: a sign-in leads back to the payment (decision 0034).
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: email, password: 'Mot-de-passe-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ finishPayment: true });
  });

  it('keeps the new member signed in across a reload while the payment is pending, with no access beyond paying', async () => {
    const email = uniqueEmail();
    const response = await post({ identifier: email, formula: FORMULA, password: 'Mot-de-passe-1' });
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    const restored = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/session',
      headers: { 'x-galant-session': '1' },
      cookies: { [cookie?.name ?? '']: cookie?.value ?? '' },
    });
    expect(restored.statusCode).toBe(200);
    const { token } = restored.json<{ token: string }>();
    expect(decodeJwt(token)).toMatchObject({ identifier: email, acl: {} });
    // The token of a pending account still opens nothing of the member area.
    const { uid } = response.json<{ uid: string }>();
    const user = await testApp.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: { authorization: `Bearer ${token}` } });
    expect(user.statusCode).toBe(401);
  });

  it('accepts a registration without password (docs/product.md#entities optional)', async () => {
    const response = await post({ identifier: uniqueEmail(), formula: FORMULA });
    expect(response.statusCode).toBe(201);
  });

  it('answers 409 with a duplicate violation on identifier for a used e-mail, whatever its case', async () => {
    for (const identifier of [DEMO.vip.email, DEMO.member.email.toUpperCase()]) {
      const response = await post({ identifier, formula: FORMULA, password: 'Mot-de-passe-1' });
      expect(response.statusCode, identifier).toBe(409);
      expect(response.json()).toEqual({
        message: 'Conflict in request',
        violations: [{ property: 'identifier', message: fr.validation.duplicate, type: 'duplicate' }],
      });
    }
  });

  it('answers 400 with French violations for a bad e-mail, a short password or an unknown formula', async () => {
    const bad = await post({ identifier: 'pas-un-email', password: 'court' });
    expect(bad.statusCode).toBe(400);
    expect(violationsBodySchema.parse(bad.json()).violations).toEqual([
      { property: 'identifier', message: fr.validation.emailFormat, type: 'invalid' },
      { property: 'formula', message: fr.validation.required, type: 'missing' },
      { property: 'password', message: fr.validation.passwordLength, type: 'invalid' },
    ]);
    const unknown = await post({ identifier: uniqueEmail(), formula: 'inconnue' });
    expect(unknown.statusCode).toBe(400);
    expect(violationsBodySchema.parse(unknown.json()).violations).toEqual([
      { property: 'formula', message: fr.billingServer.unknownFormula, type: 'invalid' },
    ]);
  });

  it('stores a valid affiliation and ignores an invalid one (missing platform, unknown token)', async () => {
    const affiliationOf = async (uid: string) => testApp.db.select().from(affiliations).where(eq(affiliations.userUid, uid));

    const valid = await register(testApp.app, { affiliation: { token: 'galant-essai', platform: 'partenaire-1' } });
    expect(await affiliationOf(valid.uid)).toMatchObject([{ token: 'galant-essai', platform: 'partenaire-1' }]);

    const noPlatform = await register(testApp.app, { affiliation: { token: 'galant-essai' } });
    expect(await affiliationOf(noPlatform.uid)).toEqual([]);
    const unknownToken = await register(testApp.app, { affiliation: { token: 'inconnu', platform: 'partenaire-1' } });
    expect(await affiliationOf(unknownToken.uid)).toEqual([]);
    const notAnObject = await register(testApp.app, { affiliation: 'galant-essai' });
    expect(await affiliationOf(notAnObject.uid)).toEqual([]);
  });
});
