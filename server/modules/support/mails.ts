import {
  SUPPORT_TICKETS_PAGE,
  SUPPORT_TOKEN_QUERY,
  SUPPORT_TOKEN_TTL_SECONDS,
  type SupportType,
} from '../../../src/domain/support.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import type { ServerConfig } from '../../config.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { fill } from '../../../src/i18n/fill.ts';

/**
 * The e-mails of the support area. Each carries a follow-up link built from SITE_URL (never from
 * the request's Host header): `${SITE_URL}/contact/tickets?t=<token>` for the list, or
 * `${SITE_URL}/contact/tickets/<uid>?t=<token>` for one ticket. Coaching mails link to
 * `${SITE_URL}/coaching/<uid>` without a token: the coaching pages need the VIP member signed in
 * (docs/decisions/0014-coaching.md).
 *
 * These functions only write the mail: the routes enqueue it in the transaction of the change it
 * reports (`app.mailOutbox.enqueue(tx, mail, { key })`, docs/decisions/0016-mail-outbox.md).
 */

const messages = fr.supportServer;
const TOKEN_DAYS = String(Math.round(SUPPORT_TOKEN_TTL_SECONDS / 86_400));

export type MailConfig = Pick<ServerConfig, 'siteName' | 'siteUrl'>;

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

export function ticketReceivedMail(
  config: MailConfig,
  input: { to: Recipient; type: SupportType; ticketUid: string; title: string; token: string | null },
): MailMessage {
  const values = {
    siteName: config.siteName,
    name: input.to.name,
    title: input.title,
    days: TOKEN_DAYS,
    link: followUpLink(config.siteUrl, input.type, input.token, input.ticketUid),
  };
  const [subject, text] =
    input.type === 'coaching'
      ? [messages.coachingReceivedMailSubject, messages.coachingReceivedMailText]
      : [messages.receivedMailSubject, messages.receivedMailText];
  return { to: input.to.email, subject: fill(subject, values), text: fill(text, values) };
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
  const values = {
    siteName: config.siteName,
    name: input.to.name,
    title: input.title,
    staffName: input.staffName,
    message: input.message,
    status: input.statusLabel,
    days: TOKEN_DAYS,
    link: followUpLink(config.siteUrl, input.type, input.token, input.ticketUid),
  };
  const [subject, text] =
    input.type === 'coaching'
      ? [messages.coachingRepliedMailSubject, messages.coachingRepliedMailText]
      : [messages.repliedMailSubject, messages.repliedMailText];
  return { to: input.to.email, subject: fill(subject, values), text: fill(text, values) };
}

export function followUpLinkMail(config: MailConfig, input: { to: Recipient; type: SupportType; token: string }): MailMessage {
  const values = {
    siteName: config.siteName,
    name: input.to.name,
    days: TOKEN_DAYS,
    link: followUpLink(config.siteUrl, input.type, input.token),
  };
  return { to: input.to.email, subject: fill(messages.linkMailSubject, values), text: fill(messages.linkMailText, values) };
}
