import type { DurationUnit } from '../../../src/domain/formula.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { formatDate, formatMoney } from '../../../src/i18n/format.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import { signup } from '../../../src/i18n/fr/signup.ts';
import type { Database } from '../../db/database.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, siteLink, type MailContent, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

/**
 * The lifecycle's e-mails, written in the transaction of the change they report (the transactional
 * outbox, docs/decisions/0016-mail-outbox.md), each under a key that names its event, and laid out
 * by the shared mail layout (docs/decisions/0023-html-mails.md).
 */
export type LifecycleMail =
  | { kind: 'cancelled'; to: string; cancelledAt: Date; endsAt: Date }
  | { kind: 'renewalFailed'; to: string; amount: number; code: string; retryAt: Date; cardLink?: string }
  /** `refused`: ended by the last refused renewal, whose amount and code the mail gives (decision 0038). */
  | { kind: 'ended'; to: string; endedAt: Date; refused?: { amount: number; code: string } }
  | { kind: 'cashback'; to: string; amount: number; card: string }
  /** Before the trial ends: the first full payment's date and amount, and the renewal's rhythm. */
  | { kind: 'trialReminder'; to: string; chargeAt: Date; amount: number; periodCount: number; periodUnit: DurationUnit };

const SUBSCRIPTION_PAGE = '/account/subscription';

/** "29,90 € par mois", "29,90 € tous les 3 mois". */
function rhythm(amount: string, count: number, unit: DurationUnit): string {
  const [one, many] = signup.units[unit];
  return count === 1
    ? fill(mails.trialReminder.periodSingle, { amount, unit: one })
    : fill(mails.trialReminder.period, { amount, count, unit: many });
}

function content(settings: MailSettings, mail: LifecycleMail): MailContent {
  const site = { siteName: settings.siteName };
  const reason = fill(mails.reasons.account, site);
  const subscriptionPage = siteLink(settings, SUBSCRIPTION_PAGE);
  switch (mail.kind) {
    case 'cancelled': {
      const texts = mails.cancelled;
      const values = { ...site, cancelledDate: formatDate(mail.cancelledAt), endDate: formatDate(mail.endsAt) };
      return {
        subject: texts.subject,
        preview: fill(texts.preview, values),
        heading: texts.heading,
        greeting: texts.greeting,
        blocks: [
          ...paragraphs(texts.paragraphs.map((text) => fill(text, values))),
          {
            kind: 'facts',
            rows: [
              { label: texts.facts.requested, value: values.cancelledDate },
              { label: texts.facts.ends, value: values.endDate, strong: true },
            ],
          },
        ],
        action: { label: texts.action, url: subscriptionPage },
        reason,
      };
    }
    case 'renewalFailed': {
      const texts = mails.renewalFailed;
      const values = { ...site, amount: formatMoney(mail.amount), code: mail.code, retryDate: formatDate(mail.retryAt) };
      return {
        subject: texts.subject,
        preview: fill(texts.preview, values),
        heading: texts.heading,
        greeting: texts.greeting,
        blocks: [
          ...paragraphs(texts.paragraphs.map((text) => fill(text, values))),
          {
            kind: 'facts',
            rows: [
              { label: texts.facts.amount, value: values.amount },
              { label: texts.facts.retry, value: values.retryDate, strong: true },
            ],
          },
        ],
        // The signed change-card link works without signing in; without one, the account page.
        action:
          mail.cardLink === undefined
            ? { label: texts.accountAction, url: subscriptionPage }
            : { label: texts.action, url: mail.cardLink, note: texts.note },
        reason,
      };
    }
    case 'ended': {
      const texts = mails.ended;
      const values = { ...site, endDate: formatDate(mail.endedAt) };
      // Ended by a refused card: the first paragraph says so (not a bare "it ended").
      const lines = mail.refused
        ? [
            fill(texts.refused, { ...values, amount: formatMoney(mail.refused.amount), code: mail.refused.code }),
            ...texts.paragraphs.slice(1),
          ]
        : texts.paragraphs.map((text) => fill(text, values));
      return {
        subject: texts.subject,
        preview: mail.refused ? texts.refusedPreview : texts.preview,
        heading: texts.heading,
        greeting: texts.greeting,
        blocks: paragraphs(lines),
        action: { label: texts.action, url: siteLink(settings, '/registration') },
        reason,
      };
    }
    case 'cashback': {
      const texts = mails.cashback;
      const values = { ...site, amount: formatMoney(mail.amount), card: mail.card };
      return {
        subject: fill(texts.subject, values),
        preview: fill(texts.preview, values),
        heading: texts.heading,
        greeting: texts.greeting,
        blocks: paragraphs(texts.paragraphs.map((text) => fill(text, values))),
        action: { label: texts.action, url: siteLink(settings, `${SUBSCRIPTION_PAGE}#billing`) },
        reason,
      };
    }
    case 'trialReminder': {
      const texts = mails.trialReminder;
      const amount = formatMoney(mail.amount);
      const values = { ...site, date: formatDate(mail.chargeAt), amount, period: rhythm(amount, mail.periodCount, mail.periodUnit) };
      return {
        subject: fill(texts.subject, values),
        preview: fill(texts.preview, values),
        heading: texts.heading,
        greeting: texts.greeting,
        blocks: [
          ...paragraphs(texts.paragraphs.slice(0, 1).map((text) => fill(text, values))),
          {
            kind: 'facts',
            rows: [
              { label: texts.facts.date, value: values.date },
              { label: texts.facts.amount, value: values.amount, strong: true },
              { label: texts.facts.then, value: values.period },
            ],
          },
          ...paragraphs(texts.paragraphs.slice(1).map((text) => fill(text, values))),
        ],
        action: { label: texts.action, url: subscriptionPage },
        reason,
      };
    }
  }
}

/** The mail itself, laid out (exported for the rendering test, tests/unit/mail-rendering.test.ts). */
export function lifecycleMail(settings: MailSettings, mail: LifecycleMail): MailMessage {
  return renderMail(settings, mail.to, content(settings, mail));
}

/** The key that makes one event one mail, whatever retries or repeats write it again. */
export function lifecycleMailKey(kind: LifecycleMail['kind'], event: string): string {
  return `subscription-${kind}:${event}`;
}

/**
 * Writes the mail in `tx`, the transaction of the change it reports. `event` names that change
 * (the subscription, the refund, the failed payment…): a second write of it writes nothing.
 */
export async function enqueueLifecycleMail(
  tx: Database,
  deps: { mailOutbox: MailOutbox; config: MailSettings },
  mail: LifecycleMail & { event: string },
): Promise<boolean> {
  return deps.mailOutbox.enqueue(tx, lifecycleMail(deps.config, mail), { key: lifecycleMailKey(mail.kind, mail.event) });
}
