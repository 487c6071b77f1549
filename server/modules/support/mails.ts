import { SUPPORT_TICKETS_PAGE, SUPPORT_TOKEN_QUERY, SUPPORT_TOKEN_TTL_SECONDS, type SupportType } from '../../../src/domain/support.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, type MailContent, type MailSettings } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';

/**
 * The e-mails of the support area. Each carries a follow-up link built from SITE_URL (never from
 * the request's Host header): `${SITE_URL}/contact/tickets?t=<token>` for the list, or
 * `${SITE_URL}/contact/tickets/<uid>?t=<token>` for one ticket. Coaching mails link to
 * `${SITE_URL}/coaching/<uid>` without a token: the coaching pages need the VIP member signed in
 * (docs/decisions/0014-coaching.md).
 *
 * These functions only write the mail, in the shared layout (docs/decisions/0023-html-mails.md): the
 * routes enqueue it in the transaction of the change it reports (`services.mailOutbox.enqueue(tx, mail,
 * { key })`, docs/decisions/0016-mail-outbox.md). Subjects carry neither the ticket's title nor
 * who answered (a coach's name says what the site is about): the body does.
 */

const messages = fr.supportServer;
const TOKEN_DAYS = String(Math.round(SUPPORT_TOKEN_TTL_SECONDS / 86_400));

export type MailConfig = MailSettings;

/**
 * Whether the ticket mails of a space carry a support token. Contact: yes (a contact may have no
 * account). Coaching: no; the member reads the discussion signed in, so no secret travels by e-mail.
 */
export const TOKEN_IN_MAILS: Record<SupportType, boolean> = { contact: true, coaching: false };

/** The page of the list or of one ticket, with `?t=<token>` when there is a token. */
export function followUpLink(siteUrl: string, type: SupportType, token: string | null, ticketUid?: string): string {
  const page = ticketUid === undefined ? SUPPORT_TICKETS_PAGE[type] : `${SUPPORT_TICKETS_PAGE[type]}/${encodeURIComponent(ticketUid)}`;
  return token === null ? `${siteUrl}${page}` : `${siteUrl}${page}?${SUPPORT_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

/** The name staff replies are signed with when the staff account has no profile name. */
export function teamName(siteName: string): string {
  return fill(messages.staffName, { siteName });
}

interface Recipient {
  email: string;
  name: string;
}

type MailTexts = {
  subject: string;
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  action: string;
  note: string;
  closing?: readonly string[];
};

/** One support mail: its texts filled with `values`, the follow-up link as the button. */
function supportMail(
  config: MailConfig,
  to: Recipient,
  texts: MailTexts,
  input: { values: Record<string, string>; link: string; reason: 'support' | 'account' | 'request'; message?: string },
): MailMessage {
  const values = { ...input.values, siteName: config.siteName, name: to.name, days: TOKEN_DAYS };
  const content: MailContent = {
    subject: fill(texts.subject, values),
    preview: fill(texts.preview, values),
    heading: texts.heading,
    greeting: fill(texts.greeting, values),
    blocks: [
      ...paragraphs(texts.paragraphs.map((text) => fill(text, values))),
      // The staff's words as written: never filled (a "{{…}}" in a reply stays as typed).
      ...(input.message === undefined ? [] : [{ kind: 'quote' as const, text: input.message }]),
    ],
    action: { label: texts.action, url: input.link, note: fill(texts.note, values) },
    ...(texts.closing === undefined ? {} : { closing: texts.closing.map((text) => fill(text, values)) }),
    reason: fill(mails.reasons[input.reason], values),
  };
  return renderMail(config, to.email, content);
}

export function ticketReceivedMail(
  config: MailConfig,
  input: { to: Recipient; type: SupportType; ticketUid: string; title: string; token: string | null },
): MailMessage {
  const coaching = input.type === 'coaching';
  return supportMail(config, input.to, coaching ? mails.discussionReceived : mails.ticketReceived, {
    values: { title: input.title },
    link: followUpLink(config.siteUrl, input.type, input.token, input.ticketUid),
    reason: coaching ? 'account' : 'support',
  });
}

export function staffRepliedMail(
  config: MailConfig,
  input: {
    to: Recipient;
    type: SupportType;
    ticketUid: string;
    title: string;
    token: string | null;
    staffName: string;
    message: string;
    statusLabel: string;
  },
): MailMessage {
  const coaching = input.type === 'coaching';
  return supportMail(config, input.to, coaching ? mails.discussionReplied : mails.ticketReplied, {
    values: { title: input.title, staffName: input.staffName, status: input.statusLabel },
    link: followUpLink(config.siteUrl, input.type, input.token, input.ticketUid),
    reason: coaching ? 'account' : 'support',
    message: input.message,
  });
}

export function followUpLinkMail(config: MailConfig, input: { to: Recipient; type: SupportType; token: string }): MailMessage {
  return supportMail(config, input.to, mails.followUpLink, {
    values: {},
    link: followUpLink(config.siteUrl, input.type, input.token),
    reason: 'request',
  });
}
