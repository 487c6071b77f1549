import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetTokenErrorSchema } from '../../src/domain/password-reset.ts';
import { violationsBodySchema } from '../../src/domain/violation.ts';
import { fr } from '../../src/i18n/fr/index.ts';
import { outbox, passwordResets } from '../../server/db/schema/index.ts';
import { openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { bearer, createAccount, manualClock, MINUTE, signIn } from '../support/server/accounts.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

describe('password reset by e-mailed link', () => {
  let testApp: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SITE_URL: 'https://galant.example' } });
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    clock = manualClock(testApp);
  });

  const request = (email: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/reset-password/request', payload: { email }, headers });
  const check = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/reset-password/check?token=${encodeURIComponent(token)}` });
  const update = (token: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/reset-password/update', payload: { token, password } });
  /** The mails to `email` as the recipient reads them (opened), oldest first. */
  const mailsTo = async (email: string) => (await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: email })).reverse();

  /** Asks for a link and follows it from the outbox, as a person would. */
  async function linkFor(email: string): Promise<{ url: URL; token: string }> {
    const before = (await mailsTo(email)).length;
    expect((await request(email)).statusCode).toBe(202);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const text = mails.at(-1)?.text ?? '';
    const url = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'missing:');
    return { url, token: url.searchParams.get('token') ?? '' };
  }

  it('answers 202 alike for a known and an unknown address, and mails only the known one', async () => {
    const account = await createAccount(testApp.db);
    const known = await request(account.email);
    const unknown = await request('personne@galant.test');

    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true });
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(await mailsTo(account.email)).toHaveLength(1);
    expect(await mailsTo('personne@galant.test')).toHaveLength(0);
  });

  it('takes about as long for an unknown address as for a known one', async () => {
    const account = await createAccount(testApp.db);
    const time = async (email: string) => {
      const started = performance.now();
      await request(email);
      return performance.now() - started;
    };
    const known = await time(account.email);
    const unknown = await time('absent@galant.test');
    expect(unknown).toBeGreaterThanOrEqual(240);
    expect(known).toBeGreaterThanOrEqual(240);
    expect(Math.abs(known - unknown)).toBeLessThan(200);
  });

  it('mails a link built from SITE_URL (never the Host header) with a 256-bit token stored hashed', async () => {
    const account = await createAccount(testApp.db);
    const before = (await mailsTo(account.email)).length;
    await request(account.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = (await mailsTo(account.email)).at(before);

    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'missing:');
    expect(link.origin + link.pathname).toBe('https://galant.example/reset-password/update');
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await testApp.db.select().from(passwordResets).where(eq(passwordResets.userUid, account.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(60 * MINUTE);
    // The mail row, written with the link, is sealed: the database shows neither token nor link.
    const stored = await testApp.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `password-reset:${rows[0]!.id}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.text).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(encodeURIComponent(token));
    expect(JSON.stringify(stored)).not.toContain('galant.example/reset-password');
  });

  it('lets the link be opened any number of times, then used once to set the new password', async () => {
    const account = await createAccount(testApp.db, { password: 'Oublie-mdp-1' });
    const session = await signIn(testApp.app, { email: account.email, password: 'Oublie-mdp-1' });
    const { token } = await linkFor(account.email);

    for (let opening = 0; opening < 3; opening += 1) {
      const opened = await check(token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ valid: true });
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
    }

    const updated = await update(token, 'Nouveau-mdp-1');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ success: true });
    await signIn(testApp.app, { email: account.email, password: 'Nouveau-mdp-1' });
    const oldPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: account.email, password: 'Oublie-mdp-1' },
    });
    expect(oldPassword.statusCode).toBe(401);
    // Sessions opened with the old password end.
    expect((await testApp.app.inject({ method: 'GET', url: `/api/users/${account.uid}`, headers: bearer(session.token) })).statusCode).toBe(
      401,
    );

    const again = await update(token, 'Encore-un-mdp-1');
    expect(again.statusCode).toBe(400);
    expect(resetTokenErrorSchema.parse(again.json())).toEqual({ message: fr.authServer.reset.tokenUsed, code: 'reset_token_used' });
    expect(resetTokenErrorSchema.parse((await check(token)).json()).code).toBe('reset_token_used');
  });

  it('uses up every other link of the account once one is used', async () => {
    const account = await createAccount(testApp.db);
    const first = await linkFor(account.email);
    const second = await linkFor(account.email);

    expect((await update(second.token, 'Second-lien-1')).statusCode).toBe(200);
    expect(resetTokenErrorSchema.parse((await update(first.token, 'Premier-lien-1')).json()).code).toBe('reset_token_used');
  });

  it('refuses a link older than one hour', async () => {
    const account = await createAccount(testApp.db);
    const { token } = await linkFor(account.email);

    clock.advance(59 * MINUTE);
    expect((await check(token)).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const expired = await check(token);
    expect(expired.statusCode).toBe(400);
    expect(resetTokenErrorSchema.parse(expired.json())).toEqual({ message: fr.authServer.reset.tokenExpired, code: 'reset_token_expired' });
    const tooLate = await update(token, 'Trop-tard-1');
    expect(resetTokenErrorSchema.parse(tooLate.json()).code).toBe('reset_token_expired');
  });

  it('refuses an unknown link, and checks the new password against docs/product.md#validation first', async () => {
    const unknown = await update('bm90LWEtcmVhbC10b2tlbg', 'Valide-mdp-1');
    expect(unknown.statusCode).toBe(400);
    expect(resetTokenErrorSchema.parse(unknown.json())).toEqual({ message: fr.authServer.reset.tokenInvalid, code: 'reset_token_invalid' });
    expect((await check('bm90LWEtcmVhbC10b2tlbg')).statusCode).toBe(400);

    const account = await createAccount(testApp.db);
    const { token } = await linkFor(account.email);
    const short = await update(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(violationsBodySchema.parse(short.json()).violations).toEqual([
      { property: 'password', message: fr.validation.passwordLength, type: 'invalid' },
    ]);
    // A refused password does not use the link up.
    expect((await check(token)).statusCode).toBe(200);

    const badEmail = await request('pas-une-adresse');
    expect(violationsBodySchema.parse(badEmail.json()).violations).toEqual([
      { property: 'email', message: fr.validation.emailFormat, type: 'invalid' },
    ]);
  });

  it('sends no link to an ended membership, and caps the links one account can receive', async () => {
    const ended = await createAccount(testApp.db, { status: 'ended' });
    expect((await request(ended.email)).statusCode).toBe(202);
    expect(await mailsTo(ended.email)).toHaveLength(0);

    const account = await createAccount(testApp.db);
    for (let attempt = 0; attempt < 7; attempt += 1) expect((await request(account.email)).statusCode).toBe(202);
    expect(await mailsTo(account.email)).toHaveLength(5);
  });

  it('lifts a sign-in lockout once the owner has reset the password', async () => {
    const account = await createAccount(testApp.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth_check',
        payload: { identifier: account.email, password: `x-${attempt}` },
      });
    }
    const locked = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth_check',
      payload: { identifier: account.email, password: 'x' },
    });
    expect(locked.statusCode).toBe(429);

    const { token } = await linkFor(account.email);
    expect((await update(token, 'Apres-blocage-1')).statusCode).toBe(200);
    await signIn(testApp.app, { email: account.email, password: 'Apres-blocage-1' });
  });
});
