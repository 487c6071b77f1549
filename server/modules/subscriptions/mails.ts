import { fr } from '../../../src/i18n/fr/index.ts';
import { billingPages } from '../../../src/i18n/fr/billing-pages.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { fill } from '../../../src/i18n/fill.ts';

/**
 * The lifecycle's e-mails, written in the transaction of the change they report (the transactional
 * outbox, docs/decisions/0016-mail-outbox.md), each under a key that names its event.
 */
export type LifecycleMail =
  | { kind: 'cancelled'; to: string; cancelledAt: Date; endsAt: Date }
  | { kind: 'renewalFailed'; to: string; amount: number; code: string; retryAt: Date; cardLink?: string }
  | { kind: 'ended'; to: string; endedAt: Date }
  | { kind: 'cashback'; to: string; amount: number; card: string };

const text = fr.subscriptionServer.mails;

function render(mail: LifecycleMail): { subject: string; body: string; values: Record<string, string> } {
  switch (mail.kind) {
    case 'cancelled':
      return {
        subject: text.cancelledSubject,
        body: text.cancelledText,
        values: { cancelledDate: formatDate(mail.cancelledAt), endDate: formatDate(mail.endsAt) },
      };
    case 'renewalFailed':
      return {
        subject: text.renewalFailedSubject,
        body: withCardLink(text.renewalFailedText, mail.cardLink),
        values: { amount: formatMoney(mail.amount), code: mail.code, retryDate: formatDate(mail.retryAt), cardLink: mail.cardLink ?? '' },
      };
    case 'ended':
      return { subject: text.endedSubject, body: text.endedText, values: { endDate: formatDate(mail.endedAt) } };
    case 'cashback':
      return { subject: text.cashbackSubject, body: text.cashbackText, values: { amount: formatMoney(mail.amount), card: mail.card } };
  }
}

/** The change-card link (issue 16) as the paragraph before the signature. */
function withCardLink(body: string, cardLink: string | undefined): string {
  if (cardLink === undefined) return body;
  const line = billingPages.mails.changeCardLine;
  const signature = body.lastIndexOf('\n\n');
  return signature < 0 ? `${body}\n\n${line}\n` : `${body.slice(0, signature)}\n\n${line}${body.slice(signature)}`;
}

/** The key that makes one event one mail, whatever retries or repeats write it again. */
function keyOf(mail: LifecycleMail & { event: string }): string {
  return `subscription-${mail.kind}:${mail.event}`;
}

/**
 * Writes the mail in `tx`, the transaction of the change it reports. `event` names that change
 * (the subscription, the refund, the failed payment…): a second write of it writes nothing.
 */
export async function enqueueLifecycleMail(
  tx: Database,
  deps: { mailOutbox: MailOutbox; config: ServerConfig },
  mail: LifecycleMail & { event: string },
): Promise<void> {
  const { subject, body, values } = render(mail);
  const all = { ...values, siteName: deps.config.siteName, siteUrl: deps.config.siteUrl };
  await deps.mailOutbox.enqueue(tx, { to: mail.to, subject: fill(subject, all), text: fill(body, all) }, { key: keyOf(mail) });
}
