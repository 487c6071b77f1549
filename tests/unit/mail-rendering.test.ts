import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/i18n/format.ts';
import { mails } from '../../src/i18n/fr/mails.ts';
import { extractLinks } from '../../server/mail/links.ts';
import { mailMessageSchema } from '../../server/mail/mailer.ts';
import { DEFAULT_LEGAL } from '../../server/config.ts';
import { catalog, SITE } from '../support/mail-catalog.ts';

/**
 * Every e-mail the product sends, rendered as it is written to the outbox
 * (docs/decisions/0023-html-mails.md): valid HTML for a real validator, a plain-text part, links
 * absolute under SITE_URL, no placeholder left, and a subject that says nothing of what the site
 * is about.
 */

/**
 * Words that would tell a lock screen or a shared inbox what the site is about (or its name,
 * which the sender's name already carries). Matched as the start of a word, any case and accent.
 */
const REVEALING = [
  'galant',
  'coach',
  'séduc',
  'sédui',
  'drague',
  'dragu',
  'dating',
  'date ',
  'rencontre',
  'rendez-vous',
  'flirt',
  'célibat',
  'amour',
  'amoureu',
  'couple',
  'conquête',
  'charme',
  'femme',
  'fille',
  'relation',
  'sexe',
  'sexu',
  'sexy',
  'libido',
  'cœur',
  'coeur',
  'attirance',
  'plaire',
];
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export function revealingWords(text: string): string[] {
  const folded = ` ${fold(text)} `;
  return REVEALING.filter((word) => new RegExp(`[^\\p{L}]${fold(word)}`, 'u').test(folded));
}

// The recommended rules, less those that forbid what mail clients need: inline styles, layout
// tables with their presentational attributes (as React Email writes them), Outlook's conditional
// comments, and self-closed void elements.
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'attr-case': 'off',
    'no-conditional-comment': 'off',
    'void-style': 'off',
  },
});

const hrefs = (html: string): string[] => [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

describe('e-mail rendering: every kind', () => {
  it.each(Object.entries(catalog))('%s: valid HTML for html-validate', async (_, mail) => {
    const report = await validator.validateString(mail.html ?? '');
    const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
    expect(messages).toEqual([]);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="fr">/);
  });

  it.each(Object.entries(catalog))('%s: a non-empty text part, the layout in both parts', (_, mail) => {
    expect(mailMessageSchema.parse(mail)).toEqual(mail);
    expect(mail.text.trim().length).toBeGreaterThan(50);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('L’équipe Galant');
      expect(part).toContain(DEFAULT_LEGAL.publisher.registration);
      expect(part).toContain('Vous recevez cet e‑mail');
    }
    // The brand heads the HTML; the subject is its title.
    expect(mail.html).toMatch(new RegExp(`<a href="${SITE}/"[^>]*>Galant</a>`));
    expect(mail.html).toContain(`<title>${mail.subject}</title>`);
  });

  it.each(Object.entries(catalog))('%s: every link absolute under SITE_URL, the button’s link also in the text', (_, mail) => {
    const links = [...hrefs(mail.html ?? ''), ...extractLinks(mail.text)];
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(new URL(link).origin, link).toBe(SITE);
    }
    const button = hrefs(mail.html ?? '')[1];
    expect(button).toBeDefined();
    // The first link of the text is the button's (tools and tests take "the link of the mail").
    expect(extractLinks(mail.text)[0]).toBe(button);
  });

  it.each(Object.entries(catalog))('%s: no placeholder left', (_, mail) => {
    // The staff's own words are quoted as typed (a "{{…}}" there is theirs, escaped or not).
    const own = (text: string) => text.replace('{{siteName}} reste tel quel', '');
    for (const part of [mail.subject, own(mail.text), own(mail.html ?? '')]) {
      expect(part).not.toMatch(/\{\{?\s*\w+\s*\}\}?/);
      expect(part).not.toContain('undefined');
      expect(part).not.toContain('[object Object]');
    }
  });

  it.each(Object.entries(catalog))('%s: a discreet subject', (_, mail) => {
    expect(revealingWords(mail.subject)).toEqual([]);
  });

  it('the word list catches what it is for', () => {
    expect(revealingWords('Votre compte Galant est vérifié')).toEqual(['galant']);
    expect(revealingWords('Coach Sarah vous a répondu')).toEqual(['coach']);
    expect(revealingWords('Réussir son premier rendez-vous')).toEqual(['rendez-vous']);
    expect(revealingWords('Votre reçu GAL-000042')).toEqual([]);
  });

  it('every subject and inbox preview of the dictionary is discreet, whatever fills it', () => {
    for (const [kind, texts] of Object.entries(mails)) {
      if (!('subject' in texts)) continue;
      expect(revealingWords(texts.subject), `${kind}.subject`).toEqual([]);
      expect(revealingWords(texts.preview), `${kind}.preview`).toEqual([]);
      // No subject is filled with something the member wrote or a person's name.
      expect(texts.subject, kind).not.toMatch(/\{\{(title|name|staffName|message|siteName)\}\}/);
      expect(texts.preview, kind).not.toMatch(/\{\{(title|name|staffName|message|siteName)\}\}/);
    }
  });

  it('escapes what people write: a reply’s markup is text, its line breaks kept', () => {
    const mail = catalog.ticketReplied;
    expect(mail?.html).toContain('voici la marche à suivre &lt;b&gt;&amp;&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>&</b>');
    expect(mail?.text).toContain('Bonjour,\nvoici la marche à suivre <b>&</b>');
  });

  it('the failed renewal says when the next attempt is and links to the change of card', () => {
    const mail = catalog.renewalFailed;
    expect(mail?.text).toContain('nous réessaierons le 6 décembre 2026');
    expect(mail?.text).toContain('Prochaine tentative\u202F: 6 décembre 2026');
    expect(mail?.html).toContain('6 décembre 2026');
    expect(hrefs(mail?.html ?? '')[1]).toBe(`${SITE}/account/card?token=signed`);
    // Without a change-card link, the subscription page.
    expect(hrefs(catalog.renewalFailedWithoutLink?.html ?? '')[1]).toBe(`${SITE}/account/subscription`);
  });

  it('the trial reminder gives the date, the amount, the rhythm after, and the way to cancel', () => {
    const mail = catalog.trialReminder;
    expect(mail?.subject).toBe('Votre période d’essai se termine le 3 décembre 2026');
    expect(mail?.text).toContain(`débitée de ${formatMoney(2990)}, puis de ${formatMoney(2990)} par mois`);
    expect(mail?.text).toContain('Résiliez avant le 3 décembre 2026');
    expect(hrefs(mail?.html ?? '')[1]).toBe(`${SITE}/account/subscription`);
    expect(catalog.trialReminderQuarterly?.text).toContain(`puis de ${formatMoney(7990)} tous les 3 mois`);
  });

  it('the receipt gives amount, last four, number and VAT', () => {
    const mail = catalog.receipt;
    expect(mail?.subject).toBe('Votre reçu GAL-000042');
    for (const part of [formatMoney(2990), '4242', 'GAL-000042', formatMoney(2492), formatMoney(498), 'TVA (20\u202F%)']) {
      expect(mail?.text).toContain(part);
      expect(mail?.html).toContain(part);
    }
  });
});

describe('every mail the server writes goes through the layout', () => {
  const serverDir = join(import.meta.dirname, '../../server');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  const sources = files(serverDir).map((path) => ({ path: relative(serverDir, path), text: readFileSync(path, 'utf8') }));

  it('no call site enqueues a mail written by hand (a literal with a subject)', () => {
    // A hand-written mail fills its text part itself; the builders leave it to renderMail. The
    // demo welcome mail is stored as delivered and never sent (docs/decisions/0016-mail-outbox.md).
    const handWritten = sources.filter(
      ({ path, text }) => path !== 'db/seed/welcome-mail.ts' && /subject:[^}]*\btext:\s*fill\(/s.test(text),
    );
    expect(handWritten.map(({ path }) => path)).toEqual([]);
  });

  it('every builder that renders a mail is in the catalog above', () => {
    const builders = sources.filter(({ text }) => text.includes("from '../../mail/templates/render.ts'"));
    const covered = [
      'modules/billing/receipt-mail.ts',
      'modules/password-reset/mail.ts',
      'modules/payments/verified-mail.ts',
      'modules/subscriptions/mails.ts',
      'modules/support/close-warning.ts',
      'modules/support/mails.ts',
      'modules/support/satisfaction.ts',
      'modules/withdrawal/mail.ts',
    ];
    expect(builders.map(({ path }) => path).sort()).toEqual(covered);
  });
});
