import { fr } from '../../../src/i18n/fr/index.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import type { ServerConfig } from '../../config.ts';
import type { Mailer } from '../../mail/index.ts';
import { fill } from '../../../src/i18n/fill.ts';

/** The lifecycle's e-mails, sent after the change is committed (a mail failure changes nothing). */
export type LifecycleMail =
  | { kind: 'cancelled'; to: string; cancelledAt: Date; endsAt: Date }
  | { kind: 'renewalFailed'; to: string; amount: number; code: string; retryAt: Date }
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
        body: text.renewalFailedText,
        values: { amount: formatMoney(mail.amount), code: mail.code, retryDate: formatDate(mail.retryAt) },
      };
    case 'ended':
      return { subject: text.endedSubject, body: text.endedText, values: { endDate: formatDate(mail.endedAt) } };
    case 'cashback':
      return { subject: text.cashbackSubject, body: text.cashbackText, values: { amount: formatMoney(mail.amount), card: mail.card } };
  }
}

export async function sendLifecycleMails(
  mails: readonly LifecycleMail[],
  deps: { mailer: Mailer; config: ServerConfig; log: { error(details: Record<string, unknown>, message: string): void } },
): Promise<void> {
  for (const mail of mails) {
    const { subject, body, values } = render(mail);
    const all = { ...values, siteName: deps.config.siteName, siteUrl: deps.config.siteUrl };
    await deps.mailer
      .send({ to: mail.to, subject: fill(subject, all), text: fill(body, all) })
      .catch((error: unknown) => deps.log.error({ err: error, mail: mail.kind }, 'subscription mail failed'));
  }
}
