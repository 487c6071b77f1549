import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr/index.ts';
import { configWarnings } from '../../server/config.ts';
import { outbox } from '../../server/db/schema/index.ts';
import { outboxListSchema } from '../../server/mail/dev-outbox-routes.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { escapeHtml } from '../../server/mail/outbox-page.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

/** A feature's way to mail: enqueue in its transaction, kick after the commit; then wait for the run. */
async function mail(testApp: TestApp, message: MailMessage): Promise<void> {
  await testApp.db.transaction((tx) => testApp.services.mailOutbox.enqueue(tx, message));
  testApp.services.mailOutbox.kick();
  await testApp.services.mailOutbox.settled();
}

const RESET_LINK = 'http://localhost:3000/reset-password?token=abc123&email=alice%40example.com';

describe('mail outbox (no SMTP_URL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await mail(testApp, {
      to: 'alice@example.com',
      subject: 'Réinitialisation de votre mot de passe',
      text: `Bonjour Alice,\nPour choisir un nouveau mot de passe, ouvrez ${RESET_LINK}.\nÀ bientôt.`,
      html: `<p>Ouvrez <a href="${RESET_LINK}">ce lien</a></p>`,
    });
    await mail(testApp, {
      to: 'alice@example.com',
      subject: '<script>alert("sujet")</script> & suivi',
      text: 'Suivez votre demande : http://localhost:3000/contact/tickets?t=tok<b>',
    });
  });
  afterAll(() => testApp.close());

  it('keeps the mail in the outbox table, delivered, its bodies sealed (no token readable there)', async () => {
    const rows = await testApp.db.select().from(outbox).where(eq(outbox.to, 'alice@example.com')).orderBy(outbox.id);
    expect(testApp.services.mailer.transport).toBe('outbox');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ subject: 'Réinitialisation de votre mot de passe', status: 'sent', attempts: 1, lastError: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    for (const row of rows) {
      expect(row.text).toMatch(/^sealed:v1:/);
      expect(`${row.text} ${row.html ?? ''}`).not.toContain('abc123');
      expect(`${row.text} ${row.html ?? ''}`).not.toContain('tok');
    }
    expect(rows[0]?.html).toMatch(/^sealed:v1:/);
  });

  it('logs recipient, subject and the links so a developer can follow them', () => {
    const line = testApp.logs().find((entry) => entry.msg === 'mail to alice@example.com kept in the outbox');
    expect(line?.['mail']).toMatchObject({
      to: 'alice@example.com',
      subject: 'Réinitialisation de votre mot de passe',
      links: [RESET_LINK],
    });
  });

  it('lists the mails newest first on /dev/outbox, escaped, with clickable links', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain(`<h1>${escapeHtml(fr.server.devOutbox.title)}</h1>`);
    expect(html).toContain(`<a href="${RESET_LINK.replace('&', '&amp;')}">`);
    expect(html).toContain('&lt;script&gt;alert(&quot;sujet&quot;)&lt;/script&gt; &amp; suivi');
    expect(html).not.toContain('<script>');
    // The link stops before the markup that follows it, which stays escaped text.
    expect(html).toContain(
      '<a href="http://localhost:3000/contact/tickets?t=tok">http://localhost:3000/contact/tickets?t=tok</a>&lt;b&gt;',
    );
    expect(html.indexOf('suivi')).toBeLessThan(html.indexOf('Réinitialisation de votre mot de passe'));
    // The page's only inline style carries the CSP nonce.
    const nonce = /style-src 'self' 'nonce-([0-9a-f]+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('serves the same mails as JSON, filtered by recipient, with their links', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json?to=alice@example.com' });

    expect(response.statusCode).toBe(200);
    const { mails } = outboxListSchema.parse(response.json());
    expect(mails.map((mail) => mail.subject)).toEqual([
      '<script>alert("sujet")</script> & suivi',
      'Réinitialisation de votre mot de passe',
    ]);
    expect(mails[1]?.links).toEqual([RESET_LINK]);
    expect(mails[1]?.text).toContain(RESET_LINK);
    expect(mails[1]?.status).toBe('sent');

    const everyone = outboxListSchema.parse((await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json());
    expect(everyone.mails.length).toBe(3); // + the welcome mail of the demo seed

    const bad = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json?to=not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ violations: [{ property: 'to', type: 'invalid' }] });
  });

  it('refuses a malformed mail before storing anything', async () => {
    await expect(mail(testApp, { to: 'personne@exemple.fr', subject: ' ', text: 'y' })).rejects.toThrow();
    const rows = await testApp.db.select().from(outbox).where(eq(outbox.to, 'personne@exemple.fr'));
    expect(rows).toHaveLength(0);
  });

  it('drops and logs a mail to an address the product refuses, without failing the change it reports (decision 0033)', async () => {
    for (const to of ['nobody', '😀'.repeat(128)]) {
      const written = await testApp.db.transaction((tx) => testApp.services.mailOutbox.enqueue(tx, { to, subject: 'x', text: 'y' }));
      expect(written).toBe(false);
      expect(await testApp.db.select().from(outbox).where(eq(outbox.to, to))).toHaveLength(0);
    }
    expect(testApp.logs().filter((line) => line.msg === 'mail to an undeliverable address not written')).toHaveLength(2);
  });
});

describe('mail outbox in production (MAIL_OUTBOX_ONLY)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', MAIL_OUTBOX_ONLY: 'true' } });
  });
  afterAll(() => testApp.close());

  it('warns the operator once at start that nobody receives the mails', () => {
    const warnings = configWarnings(testApp.config).filter((warning) => warning.includes('MAIL_OUTBOX_ONLY'));
    expect(warnings).toHaveLength(1);
  });

  it('has no /dev/outbox pages', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: fr.server.notFound });
    }
  });

  it('still keeps mails, but never logs their links (they carry tokens)', async () => {
    await mail(testApp, { to: 'bob@example.com', subject: 'Lien', text: `Votre lien : ${RESET_LINK}` });
    const rows = await testApp.db.select().from(outbox).where(eq(outbox.to, 'bob@example.com'));
    expect(rows).toMatchObject([{ status: 'sent' }]);
    expect(rows[0]?.text).not.toContain('abc123');
    expect(testApp.logs().some((line) => line.msg === 'mail to bob@example.com kept in the outbox')).toBe(true);
    expect(JSON.stringify(testApp.logs())).not.toContain('abc123');
  });
});
