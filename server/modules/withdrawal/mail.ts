import { cardLabel } from '../../../src/i18n/card-brand.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { Database } from '../../db/database.ts';
import type { WithdrawalLine } from '../../db/schema/index.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, siteLink, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

const texts = mails.withdrawal;

/** The card refunded, as the mail names it ("Visa •••• 4242"), or nothing when unknown. */
function cardOf(lines: readonly WithdrawalLine[]): string {
  const line = lines.find((candidate) => candidate.cardLast4 !== null);
  if (line === undefined || line.cardLast4 === null) return '';
  return fill(texts.card, { card: cardLabel(line.cardBrand, line.cardLast4) });
}

export interface WithdrawalMail {
  to: string;
  requestedAt: Date;
  amount: number;
  lines: readonly WithdrawalLine[];
}

/**
 * The acknowledgement on a durable medium (L221-21 asks the trader to acknowledge a withdrawal
 * sent online): the date of the request and the amount refunded, in the shared layout
 * (docs/decisions/0023-html-mails.md).
 */
export function withdrawalMail(config: MailSettings, mail: WithdrawalMail): MailMessage {
  const values = {
    requestDate: formatDate(mail.requestedAt),
    amount: formatMoney(mail.amount),
    card: mail.amount > 0 ? cardOf(mail.lines) : '',
    siteName: config.siteName,
  };
  return renderMail(config, mail.to, {
    subject: texts.subject,
    preview: fill(texts.preview, values),
    heading: texts.heading,
    greeting: texts.greeting,
    blocks: [
      ...paragraphs(texts.paragraphs.map((text) => fill(text, values))),
      {
        kind: 'facts',
        rows: [
          { label: texts.facts.requested, value: values.requestDate },
          { label: texts.facts.refund, value: values.amount, strong: true },
        ],
      },
    ],
    action: { label: texts.action, url: siteLink(config, '/contact') },
    reason: fill(mails.reasons.account, values),
  });
}

/**
 * Written in the transaction that records the refunds and ends the membership, under a key naming
 * the subscription: once.
 */
export async function enqueueWithdrawalMail(
  tx: Database,
  deps: { mailOutbox: MailOutbox; config: MailSettings },
  mail: WithdrawalMail & { subscriptionUid: string },
): Promise<void> {
  await deps.mailOutbox.enqueue(tx, withdrawalMail(deps.config, mail), { key: `withdrawal:${mail.subscriptionUid}` });
}
