import { DEFAULT_LEGAL } from '../../server/config.ts';
import type { ReceiptRow } from '../../server/db/schema/index.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import type { MailSettings } from '../../server/mail/templates/content.ts';
import { receiptMail } from '../../server/modules/billing/receipt-mail.ts';
import { passwordResetMail } from '../../server/modules/password-reset/mail.ts';
import { accountVerifiedMail } from '../../server/modules/payments/verified-mail.ts';
import { lifecycleMail } from '../../server/modules/subscriptions/mails.ts';
import { followUpLinkMail, staffRepliedMail, ticketReceivedMail } from '../../server/modules/support/mails.ts';
import { closeWarningMail } from '../../server/modules/support/close-warning.ts';
import { resolvedMail } from '../../server/modules/support/satisfaction.ts';
import { withdrawalMail } from '../../server/modules/withdrawal/mail.ts';

/**
 * One sample of every e-mail the product sends, rendered by the builder the server calls
 * (docs/decisions/0023-html-mails.md): the mail tests (tests/unit/mail-rendering.test.ts,
 * tests/unit/mail-phone.test.ts) and the phone-width browser test (tests/e2e/mail-phone.spec.ts)
 * all read this one list. A new builder gets a line here.
 */

export const SITE = 'https://galant.example';
export const settings: MailSettings = { siteName: 'Galant', siteUrl: SITE, publisher: DEFAULT_LEGAL.publisher };
const to = 'membre@exemple.fr';
const contact = { email: to, name: 'Thomas' };
const when = new Date('2026-12-03T10:00:00Z');

export const receipt: ReceiptRow = {
  number: 42,
  kind: 'receipt',
  paymentUid: '00000000-0000-4000-8000-000000000001',
  userUid: '00000000-0000-4000-8000-000000000002',
  issuedAt: when,
  description: 'VIP',
  totalCents: 2990,
  exclVatCents: 2492,
  vatCents: 498,
  vatRateBp: 2000,
  cardBrand: 'visa',
  cardLast4: '4242',
  creditsNumber: null,
  reason: null,
  seller: DEFAULT_LEGAL.publisher,
};

/** One sample of each kind, with the builder the server calls. */
export const catalog: Record<string, MailMessage> = {
  accountVerified: accountVerifiedMail(settings, to),
  passwordReset: passwordResetMail(settings, to, `${SITE}/reset-password?token=abc`),
  ticketReceived: ticketReceivedMail(settings, { to: contact, type: 'contact', ticketUid: 't1', title: 'Carte refusée', token: 'tok' }),
  discussionReceived: ticketReceivedMail(settings, {
    to: contact,
    type: 'coaching',
    ticketUid: 't2',
    title: 'Premier rendez-vous',
    token: null,
  }),
  ticketReplied: staffRepliedMail(settings, {
    to: contact,
    type: 'contact',
    ticketUid: 't1',
    title: 'Carte refusée',
    token: 'tok',
    staffName: 'Équipe Galant',
    message: 'Bonjour,\nvoici la marche à suivre <b>&</b> {{siteName}} reste tel quel.',
    statusLabel: 'En cours',
  }),
  discussionReplied: staffRepliedMail(settings, {
    to: contact,
    type: 'coaching',
    ticketUid: 't2',
    title: 'Premier rendez-vous',
    token: null,
    staffName: 'Coach Sarah',
    message: 'Essayez une question ouverte.',
    statusLabel: 'En cours',
  }),
  followUpLink: followUpLinkMail(settings, { to: contact, type: 'contact', token: 'tok' }),
  cancelled: lifecycleMail(settings, { kind: 'cancelled', to, cancelledAt: when, endsAt: new Date('2027-01-03T10:00:00Z') }),
  renewalFailed: lifecycleMail(settings, {
    kind: 'renewalFailed',
    to,
    amount: 2990,
    code: 'R100',
    retryAt: new Date('2026-12-06T10:00:00Z'),
    cardLink: `${SITE}/account/card?token=signed`,
  }),
  renewalFailedWithoutLink: lifecycleMail(settings, { kind: 'renewalFailed', to, amount: 2990, code: 'R100', retryAt: when }),
  ended: lifecycleMail(settings, { kind: 'ended', to, endedAt: when }),
  endedRefused: lifecycleMail(settings, { kind: 'ended', to, endedAt: when, refused: { amount: 2990, code: 'R100' } }),
  cashback: lifecycleMail(settings, { kind: 'cashback', to, amount: 1000, card: 'Visa •••• 4242' }),
  trialReminder: lifecycleMail(settings, { kind: 'trialReminder', to, chargeAt: when, amount: 2990, periodCount: 1, periodUnit: 'month' }),
  trialReminderQuarterly: lifecycleMail(settings, {
    kind: 'trialReminder',
    to,
    chargeAt: when,
    amount: 7990,
    periodCount: 3,
    periodUnit: 'month',
  }),
  receipt: receiptMail(settings, receipt, to),
  withdrawal: withdrawalMail(settings, {
    to,
    requestedAt: when,
    amount: 68,
    lines: [
      {
        paymentUid: receipt.paymentUid,
        chargeReference: 'ch_1',
        paid: 100,
        owed: 32,
        refund: 68,
        periodDays: 7,
        providedDays: 3,
        // The provider's code as stored: the mail must write it "Visa".
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    ],
  }),
  /** A reply with a word wider than a phone (a pasted reference): it must break, not widen the mail. */
  ticketRepliedLongWord: staffRepliedMail(settings, {
    to: contact,
    type: 'contact',
    ticketUid: 't3',
    title: 'Lien',
    token: 'tok',
    staffName: 'Équipe Galant',
    message: `Votre référence\u202F: ${'TRANSACTION0123456789'.repeat(8)}`,
    statusLabel: 'En cours',
  }),
  /** A ticket closed by staff: five rating links after the follow-up link (decision 0055). */
  ticketResolved: resolvedMail(settings, {
    to: contact,
    type: 'contact',
    ticketUid: 't4',
    title: 'Carte refusée',
    followUpToken: 'tok',
    ratingToken: 'rating-tok',
  }),
  discussionResolved: resolvedMail(settings, {
    to: contact,
    type: 'coaching',
    ticketUid: 't5',
    title: 'Un conseil',
    followUpToken: null,
    ratingToken: 'rating-tok',
  }),
  /** Two days before the automatic close (decision 0056). */
  closeWarning: closeWarningMail(settings, {
    to: contact,
    type: 'contact',
    title: 'Carte refusée',
    closesAt: new Date('2026-12-16T10:00:00Z'),
    link: `${SITE}/api/support/keep-open/t6?t=keep-tok`,
  }),
};
