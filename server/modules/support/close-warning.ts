import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { statusesTaking, type TicketEvent } from '../../../machines/support/ticket.machine.ts';
import { splitTicketTitle, TICKET_INACTIVITY_DAYS, type SupportType, type TicketStatus } from '../../../src/domain/support.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { Database } from '../../db/database.ts';
import { supportContacts, supportTickets } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { paragraphs } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';
import type { MailConfig } from './mails.ts';
import { signTicketLink, SIGNED_LINK_TTL_SECONDS } from './signed-links.ts';

/**
 * Before the automatic close (docs/decisions/0056-close-warning.md): a ticket waiting on its
 * contact is announced CLOSE_WARNING_DAYS before it closes, once per waiting period, by a mail with
 * a signed link that keeps it open (its idle clock starts again). It closes only once idle for
 * TICKET_INACTIVITY_DAYS **and** warned at least CLOSE_WARNING_DAYS before: a warning the job
 * could not send in time (the server was down) postpones the close instead of skipping the notice.
 */

export const CLOSE_WARNING_DAYS = 2;
export const KEEP_OPEN_PATH = '/api/support/keep-open';
const DAY_MS = 86_400_000;
const EXPIRE: TicketEvent = { type: 'ticket.system.expire' };
const texts = fr.helpdeskFollowups;
const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/** The statuses the inactivity job closes (asked of the ticket machine). */
const idleStatuses = (): TicketStatus[] => statusesTaking(EXPIRE);

/** Warned in the current waiting period: the warning came after the last activity. */
const warnedThisPeriod = () => gt(supportTickets.closeWarnedAt, supportTickets.lastActivityAt);

export const keepOpenLink = (siteUrl: string, ticketUid: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${KEEP_OPEN_PATH}/${encodeURIComponent(ticketUid)}?t=${encodeURIComponent(token)}`;

export function closeWarningMail(
  config: MailConfig,
  input: { to: { email: string; name: string }; type: SupportType; title: string; closesAt: Date; link: string },
): MailMessage {
  const mail = texts.closeWarningMail;
  const values = {
    name: input.to.name,
    title: input.title,
    noun: texts.nouns[input.type],
    date: dateFormat.format(input.closesAt),
    days: String(SIGNED_LINK_TTL_SECONDS['keep-open'] / 86_400),
    siteName: config.siteName,
  };
  return renderMail(config, input.to.email, {
    subject: fill(mail.subject, values),
    preview: fill(mail.preview, values),
    heading: mail.heading,
    greeting: fill(mail.greeting, values),
    blocks: paragraphs(mail.paragraphs.map((text) => fill(text, values))),
    action: { label: fill(mail.action, values), url: input.link, note: fill(mail.note, values) },
    reason: fill(input.type === 'coaching' ? mails.reasons.account : mails.reasons.support, values),
  });
}

/**
 * Warns every ticket idle for TICKET_INACTIVITY_DAYS − CLOSE_WARNING_DAYS and not warned in this
 * period: each in its own transaction, the mark (a conditional UPDATE, so two runs never both
 * win) and the mail together. The close date said is the later of the normal one and two days on.
 */
export async function warnIdleTickets(
  context: { db: Database; mailOutbox: MailOutbox; config: MailConfig & { jwtSecret: string } },
  now: Date,
): Promise<number> {
  const statuses = idleStatuses();
  if (statuses.length === 0) return 0;
  const warnBefore = new Date(now.getTime() - (TICKET_INACTIVITY_DAYS - CLOSE_WARNING_DAYS) * DAY_MS);
  const due = await context.db
    .select({ uid: supportTickets.uid })
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, statuses),
        lt(supportTickets.lastActivityAt, warnBefore),
        or(isNull(supportTickets.closeWarnedAt), lte(supportTickets.closeWarnedAt, supportTickets.lastActivityAt)),
      ),
    );
  let warned = 0;
  for (const { uid } of due) {
    const sent = await context.db.transaction(async (tx) => {
      const [ticket] = await tx
        .update(supportTickets)
        .set({ closeWarnedAt: now })
        .from(supportContacts)
        .where(
          and(
            eq(supportTickets.uid, uid),
            eq(supportContacts.uid, supportTickets.contactUid),
            inArray(supportTickets.status, statuses),
            lt(supportTickets.lastActivityAt, warnBefore),
            or(isNull(supportTickets.closeWarnedAt), lte(supportTickets.closeWarnedAt, supportTickets.lastActivityAt)),
          ),
        )
        .returning({
          uid: supportTickets.uid,
          type: supportTickets.type,
          title: supportTickets.title,
          contactUid: supportTickets.contactUid,
          lastActivityAt: supportTickets.lastActivityAt,
          email: supportContacts.email,
          name: supportContacts.name,
        });
      if (ticket === undefined) return false;
      const normal = ticket.lastActivityAt.getTime() + TICKET_INACTIVITY_DAYS * DAY_MS;
      const closesAt = new Date(Math.max(normal, now.getTime() + CLOSE_WARNING_DAYS * DAY_MS));
      const token = await signTicketLink(context.config.jwtSecret, 'keep-open', ticket, now.getTime());
      const mail = closeWarningMail(context.config, {
        to: { email: ticket.email, name: ticket.name },
        type: ticket.type,
        title: splitTicketTitle(ticket.title).title,
        closesAt,
        link: keepOpenLink(context.config.siteUrl, ticket.uid, token),
      });
      // One per waiting period: the period is named by the activity it started from.
      await context.mailOutbox.enqueue(tx, mail, { key: `support-close-warning:${ticket.uid}:${ticket.lastActivityAt.getTime()}` });
      return true;
    });
    if (sent) warned += 1;
  }
  if (warned > 0) context.mailOutbox.kick();
  return warned;
}

/** The tickets the job may close now: idle long enough, and warned at least CLOSE_WARNING_DAYS ago in this period. */
export async function moveWarnedIdleTickets(db: Database, from: readonly TicketStatus[], to: TicketStatus, now: Date): Promise<string[]> {
  if (from.length === 0) return [];
  const rows = await db
    .update(supportTickets)
    .set({ status: to, version: sql`${supportTickets.version} + 1` })
    .where(
      and(
        inArray(supportTickets.status, [...from]),
        lt(supportTickets.lastActivityAt, new Date(now.getTime() - TICKET_INACTIVITY_DAYS * DAY_MS)),
        warnedThisPeriod(),
        lte(supportTickets.closeWarnedAt, new Date(now.getTime() - CLOSE_WARNING_DAYS * DAY_MS)),
      ),
    )
    .returning({ uid: supportTickets.uid });
  return rows.map((row) => row.uid);
}

export type KeepOpenOutcome = { kind: 'kept'; closesAt: Date } | { kind: 'closed' } | { kind: 'not-waiting' };

/** The contact's « garder ma demande ouverte »: a waiting ticket's idle clock starts again now. */
export async function keepTicketOpen(
  db: Database,
  ticket: { uid: string; contactUid: string; status: TicketStatus },
  now: Date,
): Promise<KeepOpenOutcome> {
  const [kept] = await db
    .update(supportTickets)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(supportTickets.uid, ticket.uid),
        eq(supportTickets.contactUid, ticket.contactUid),
        inArray(supportTickets.status, idleStatuses()),
      ),
    )
    .returning({ uid: supportTickets.uid });
  if (kept !== undefined) return { kind: 'kept', closesAt: new Date(now.getTime() + TICKET_INACTIVITY_DAYS * DAY_MS) };
  return ticket.status === 'closed' || ticket.status === 'locked' ? { kind: 'closed' } : { kind: 'not-waiting' };
}
