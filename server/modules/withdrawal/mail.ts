import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { withdrawal } from '../../../src/i18n/fr/withdrawal.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { WithdrawalLine } from '../../db/schema/index.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';

/** The card refunded, as the mail names it ("Visa •••• 4242"), or nothing when unknown. */
function cardOf(lines: readonly WithdrawalLine[]): string {
  const line = lines.find((candidate) => candidate.cardLast4 !== null);
  if (line === undefined || line.cardLast4 === null) return '';
  return fill(withdrawal.mail.card, { card: `${line.cardBrand ?? ''} •••• ${line.cardLast4}`.trim() });
}

/**
 * The acknowledgement on a durable medium (L221-21 asks the trader to acknowledge a withdrawal
 * sent online): the date of the request and the amount refunded. Written in the transaction that
 * records the refunds and ends the membership, under a key naming the subscription: once.
 */
export async function enqueueWithdrawalMail(
  tx: Database,
  deps: { mailOutbox: MailOutbox; config: Pick<ServerConfig, 'siteName' | 'siteUrl'> },
  mail: { to: string; subscriptionUid: string; requestedAt: Date; amount: number; lines: readonly WithdrawalLine[] },
): Promise<void> {
  const values = {
    requestDate: formatDate(mail.requestedAt),
    amount: formatMoney(mail.amount),
    card: mail.amount > 0 ? cardOf(mail.lines) : '',
    siteName: deps.config.siteName,
    siteUrl: deps.config.siteUrl,
  };
  await deps.mailOutbox.enqueue(
    tx,
    { to: mail.to, subject: fill(withdrawal.mail.subject, values), text: fill(withdrawal.mail.text, values) },
    { key: `withdrawal:${mail.subscriptionUid}` },
  );
}
