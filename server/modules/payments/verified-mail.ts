import { fill } from '../../../src/i18n/fill.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, siteLink, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

const texts = mails.accountVerified;

/** "Your account is verified" (docs/product.md#states), sent once after the payment; in the shared layout (docs/decisions/0023-html-mails.md). */
export function accountVerifiedMail(config: MailSettings, to: string): MailMessage {
  const values = { siteName: config.siteName };
  return renderMail(config, to, {
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    greeting: texts.greeting,
    blocks: paragraphs(texts.paragraphs.map((text) => fill(text, values))),
    action: { label: texts.action, url: siteLink(config, '/login') },
    reason: fill(mails.reasons.account, values),
  });
}
