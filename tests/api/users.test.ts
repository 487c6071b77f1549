import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_TOKEN_HEADER } from '../../src/domain/auth.ts';
import { userSchema } from '../../src/domain/user.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { authAttempts } from '../../server/db/schema/index.ts';
import { accountKeyOf } from '../../server/modules/auth/brute-force.ts';
import { bearer, createAccount, DEMO, sessionCookie, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

describe('users: profile, metadata and password of the signed-in user', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const get = (uid: string, token?: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: token === undefined ? {} : bearer(token) });
  const setMetadata = (uid: string, token: string, body: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/users/${uid}/metadata`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
  const changePassword = (uid: string, token: string, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: `/api/users/${uid}/password`, headers: bearer(token), payload });

  it('answers the user (docs/product.md#entities) to themself, never the password or internal fields', async () => {
    const { uid, token } = await signIn(testApp.app, DEMO.vip);
    const response = await get(uid, token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      uid,
      email: DEMO.vip.email,
      coachingUid: null,
      metadata: { data: { profile: { name: 'Julien' }, favorites: [] } },
    });
    expect(Object.keys(response.json<object>()).sort()).toEqual(['coachingUid', 'email', 'metadata', 'uid']);
    expect(response.body).not.toMatch(/scrypt|password|token_?version/i);
  });

  it('refuses another user’s uid (403) and an anonymous call (401)', async () => {
    const member = await signIn(testApp.app, DEMO.member);
    const coach = await signIn(testApp.app, DEMO.coach);

    expect((await get(coach.uid, member.token)).statusCode).toBe(403);
    expect((await get('not-a-uuid', member.token)).statusCode).toBe(403);
    expect((await get(member.uid)).statusCode).toBe(401);
    const foreignMetadata = await setMetadata(coach.uid, member.token, JSON.stringify({ profile: { name: 'Pirate' }, favorites: [] }));
    expect(foreignMetadata.statusCode).toBe(403);
    const foreignPassword = await changePassword(coach.uid, member.token, {
      uid: coach.uid,
      old: DEMO.coach.password,
      new: 'Nouveau-mdp-1',
    });
    expect(foreignPassword.statusCode).toBe(403);
  });

  it('saves metadata sent as an object and answers the updated user', async () => {
    const { uid, token } = await signIn(testApp.app, DEMO.member);
    const response = await setMetadata(uid, token, JSON.stringify({ profile: { name: "Jean-Édouard d'Aix" }, favorites: ['article-1'] }));

    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.metadata.data).toEqual({ profile: { name: "Jean-Édouard d'Aix" }, favorites: ['article-1'] });
    expect(Date.parse(user.metadata.modified)).toBeGreaterThanOrEqual(Date.parse(user.metadata.date));
    expect(userSchema.parse((await get(uid, token)).json()).metadata.data.profile.name).toBe("Jean-Édouard d'Aix");

    const cleared = await setMetadata(uid, token, JSON.stringify({ profile: { name: null }, favorites: [] }));
    expect(userSchema.parse(cleared.json()).metadata.data.profile.name).toBeNull();
  });

  it('answers "metadata type is not correct" when the body is not an object', async () => {
    const { uid, token } = await signIn(testApp.app, DEMO.member);
    for (const body of ['["a"]', '"texte"', '42', 'null']) {
      const response = await setMetadata(uid, token, body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json(), body).toEqual({
        message: 'metadata type is not correct',
        violations: [{ property: 'metadata', message: 'metadata type is not correct', type: 'invalid' }],
      });
    }
  });

  it('checks the display name with the name rule (docs/product.md#validation)', async () => {
    const { uid, token } = await signIn(testApp.app, DEMO.member);
    const response = await setMetadata(uid, token, JSON.stringify({ profile: { name: 'R2-D2 <script>' }, favorites: [] }));

    expect(response.statusCode).toBe(400);
    expect(violationsBodySchema.parse(response.json()).violations).toEqual([
      { property: 'profile.name', message: fr.validation.nameFormat, type: 'invalid' },
    ]);
    const tooLong = await setMetadata(uid, token, JSON.stringify({ profile: { name: 'A'.repeat(25) }, favorites: [] }));
    expect(violationsBodySchema.parse(tooLong.json()).violations).toEqual([
      { property: 'profile.name', message: fr.validation.nameLength, type: 'invalid' },
    ]);
  });

  it('changes the password only with the right old one and a valid new one', async () => {
    const account = await createAccount(testApp.db, { password: 'Ancien-mdp-1' });
    const { uid, token } = await signIn(testApp.app, { email: account.email, password: 'Ancien-mdp-1' });

    const wrongOld = await changePassword(uid, token, { uid, old: 'pas-le-bon', new: 'Nouveau-mdp-1' });
    expect(wrongOld.statusCode).toBe(400);
    expect(violationsBodySchema.parse(wrongOld.json()).violations).toEqual([
      { property: 'old', message: fr.authServer.wrongOldPassword, type: 'invalid' },
    ]);

    const tooShort = await changePassword(uid, token, { uid, old: 'Ancien-mdp-1', new: 'court' });
    expect(tooShort.statusCode).toBe(400);
    expect(violationsBodySchema.parse(tooShort.json()).violations).toEqual([
      { property: 'new', message: 'Le mot de passe doit contenir entre 8 et 50 caractères', type: 'invalid' },
    ]);

    const otherUid = await changePassword(uid, token, {
      uid: '00000000-0000-4000-8000-000000000000',
      old: 'Ancien-mdp-1',
      new: 'Nouveau-mdp-1',
    });
    expect(violationsBodySchema.parse(otherUid.json()).violations.map((violation) => violation.property)).toEqual(['uid']);

    // Nothing changed so far: the old password still signs in.
    await signIn(testApp.app, { email: account.email, password: 'Ancien-mdp-1' });
  });

  it('never counts a right old password as a failed attempt', async () => {
    const account = await createAccount(testApp.db, { password: 'Ancien-mdp-1' });
    const { uid, token } = await signIn(testApp.app, { email: account.email, password: 'Ancien-mdp-1' });
    const changed = await changePassword(uid, token, { uid, old: 'Ancien-mdp-1', new: 'Nouveau-mdp-1' });
    expect(changed.statusCode).toBe(200);
    // Nothing of that attempt is left to count against the account (pending or failed).
    expect(
      await testApp.db
        .select()
        .from(authAttempts)
        .where(eq(authAttempts.accountKey, accountKeyOf(testApp.config.jwtSecret, account.email))),
    ).toEqual([]);
  });

  it('after a password change, answers a fresh token and revokes every older one', async () => {
    const account = await createAccount(testApp.db, { password: 'Ancien-mdp-2' });
    const phone = await signIn(testApp.app, { email: account.email, password: 'Ancien-mdp-2' });
    const laptop = await signIn(testApp.app, { email: account.email, password: 'Ancien-mdp-2' });

    const response = await changePassword(laptop.uid, laptop.token, { uid: laptop.uid, old: 'Ancien-mdp-2', new: 'Nouveau-mdp-2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers[NEXT_TOKEN_HEADER]).toBeUndefined();
    const { token } = response.json<{ token: string }>();
    // The cookie follows the new session (its own credential, not the access token).
    expect(decodeJwt(sessionCookie(response)?.value ?? '')).toMatchObject({ typ: 'session', uid: decodeJwt(token)['uid'] });
    expect(decodeJwt(token)['uid']).toBe(laptop.uid);

    expect((await get(laptop.uid, token)).statusCode).toBe(200);
    expect((await get(laptop.uid, laptop.token)).statusCode).toBe(401);
    expect((await get(phone.uid, phone.token)).statusCode).toBe(401);

    const oldPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: account.email, password: 'Ancien-mdp-2' },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(testApp.app, { email: account.email, password: 'Nouveau-mdp-2' });
  });
});
