import { fill } from '../../../src/i18n/fill.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

const texts = mails.passwordReset;

/**
 * The reset link's mail, in the shared layout (docs/decisions/0023-html-mails.md). `link` is
 * built from SITE_URL by the route, never from the request's Host header.
 */
export function passwordResetMail(config: MailSettings, to: string, link: string): MailMessage {
  const values = { siteName: config.siteName };
  return renderMail(config, to, {
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    greeting: texts.greeting,
    blocks: paragraphs(texts.paragraphs.map((text) => fill(text, values))),
    action: { label: texts.action, url: link, note: texts.note },
    closing: texts.closing,
    reason: fill(mails.reasons.account, values),
  });
}
