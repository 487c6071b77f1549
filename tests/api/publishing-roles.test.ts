import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccountSchema } from '../../src/domain/staff-roles.ts';
import { errorBodySchema, violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { bearer, createAccount, DEMO, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** docs/product.md#roles, decision 0045: editors write articles, admins hold every staff power and alone set roles. */
describe('staff roles: editor and admin', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const setRoles = (token: string | null, uid: string, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/staff/users/${uid}/roles`,
      payload: payload as object,
      headers: token ? bearer(token) : {},
    });

  it('lets an admin make a member a coach: the next request of that member is a coach’s, vip kept', async () => {
    const admin = await signIn(testApp.app, DEMO.admin);
    const account = await createAccount(testApp.db, { roles: ['vip'] });
    const member = await signIn(testApp.app, { email: account.email, password: 'Mot-de-passe-1' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/tickets', headers: bearer(member.token) })).statusCode).toBe(403);

    const response = await setRoles(admin.token, account.uid, { roles: ['coach', 'coach'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(staffAccountSchema.parse(response.json()).roles.sort()).toEqual(['coach', 'vip']);
    // Roles are read from the database at every check: the same token now opens the coaches' inbox.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/tickets', headers: bearer(member.token) })).statusCode).toBe(200);

    const removed = await setRoles(admin.token, account.uid, { roles: [] });
    expect(staffAccountSchema.parse(removed.json()).roles).toEqual(['vip']);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/tickets', headers: bearer(member.token) })).statusCode).toBe(403);
  });

  it('lets an admin make an account an editor: the staff articles API opens to it at its next request', async () => {
    const admin = await signIn(testApp.app, DEMO.admin);
    const account = await createAccount(testApp.db);
    const member = await signIn(testApp.app, { email: account.email, password: 'Mot-de-passe-1' });
    const articles = () => testApp.app.inject({ method: 'GET', url: '/api/staff/articles', headers: bearer(member.token) });
    expect((await articles()).statusCode).toBe(403);
    expect((await setRoles(admin.token, account.uid, { roles: ['editor'] })).statusCode).toBe(200);
    expect((await articles()).statusCode).toBe(200);
    // An editor is not a coach (only an admin holds every staff power).
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/tickets', headers: bearer(member.token) })).statusCode).toBe(403);
  });

  it('refuses roles to anyone but an admin: 401 anonymous, 403 editor, coach, member', async () => {
    const target = await createAccount(testApp.db);
    expect((await setRoles(null, target.uid, { roles: ['editor'] })).statusCode).toBe(401);
    for (const credentials of [DEMO.editor, DEMO.coach, DEMO.member, DEMO.vip]) {
      const user = await signIn(testApp.app, credentials);
      const response = await setRoles(user.token, target.uid, { roles: ['admin'] });
      expect(response.statusCode, credentials.email).toBe(403);
      expect(errorBodySchema.parse(response.json()).message).toBe(fr.server.forbidden);
      // Not even their own.
      expect((await setRoles(user.token, user.uid, { roles: ['admin'] })).statusCode).toBe(403);
    }
  });

  it('validates the body (unknown role, vip, extra field) and keeps an admin from dropping their own admin role', async () => {
    const admin = await signIn(testApp.app, DEMO.admin);
    const target = await createAccount(testApp.db);
    for (const payload of [{ roles: ['superuser'] }, { roles: ['vip'] }, { roles: 'editor' }, {}, { roles: [], extra: 1 }]) {
      const response = await setRoles(admin.token, target.uid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(violationsBodySchema.parse(response.json()).violations.length).toBeGreaterThan(0);
    }
    const own = await setRoles(admin.token, admin.uid, { roles: ['editor'] });
    expect(own.statusCode).toBe(400);
    expect(violationsBodySchema.parse(own.json()).violations[0]?.message).toBe(fr.publishingServer.ownAdminRole);
    expect((await setRoles(admin.token, '00000000-0000-4000-8000-000000000000', { roles: [] })).statusCode).toBe(404);
  });

  it('gives an admin every staff power (coaches’ inbox and duplicates, editors’ articles); an editor is no coach', async () => {
    const admin = await signIn(testApp.app, DEMO.admin);
    for (const url of ['/api/staff/tickets', '/api/staff/payments/duplicates', '/api/staff/articles']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect(response.statusCode, url).toBe(200);
    }
    const editor = await signIn(testApp.app, DEMO.editor);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff/tickets', headers: bearer(editor.token) })).statusCode).toBe(403);
  });
});
