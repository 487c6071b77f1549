import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { splitTicketTitle, SUPPORT_TOKEN_TTL_SECONDS, type SupportType } from '../../../src/domain/support.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { Database } from '../../db/database.ts';
import { supportSatisfaction } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paragraphs, type MailContent } from '../../mail/templates/content.ts';
import { renderMail } from '../../mail/templates/render.ts';
import type { ServerServices } from '../../services.ts';
import { followUpLink, TOKEN_IN_MAILS, type MailConfig } from './mails.ts';
import type { TicketChange } from './tickets.ts';
import { signTicketLink } from './signed-links.ts';
import { issueSupportToken } from './tokens.ts';

/**
 * Satisfaction (docs/decisions/0055-satisfaction-and-metrics.md): when staff close a ticket for the
 * first time, its resolution is written and the contact is mailed five rating links, each the
 * ticket's signed rating link with its score. A score is recorded once; a comment may follow.
 */

const texts = fr.helpdeskFollowups;
export const RATING_PATH = '/api/support/satisfaction';
export const SCORES = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX = 2000;

export const ratingLink = (siteUrl: string, ticketUid: string, token: string, score?: number): string =>
  `${siteUrl.replace(/\/+$/, '')}${RATING_PATH}/${encodeURIComponent(ticketUid)}?t=${encodeURIComponent(token)}${score === undefined ? '' : `&note=${score}`}`;

export const scoreLabel = (score: number): string =>
  fill(texts.scoreLink, { score: String(score), label: texts.scores[score as (typeof SCORES)[number]] });

export function resolvedMail(
  config: MailConfig,
  input: {
    to: { email: string; name: string };
    type: SupportType;
    ticketUid: string;
    title: string;
    followUpToken: string | null;
    ratingToken: string;
  },
): MailMessage {
  const mail = texts.resolvedMail;
  const values = {
    name: input.to.name,
    title: input.title,
    noun: texts.nouns[input.type],
    siteName: config.siteName,
    days: String(Math.round(SUPPORT_TOKEN_TTL_SECONDS / 86_400)),
  };
  const content: MailContent = {
    subject: fill(mail.subject, values),
    preview: fill(mail.preview, values),
    heading: mail.heading,
    greeting: fill(mail.greeting, values),
    blocks: [
      ...paragraphs(mail.paragraphs.map((text) => fill(text, values))),
      {
        kind: 'choices',
        intro: mail.question,
        links: SCORES.map((score) => ({
          label: scoreLabel(score),
          url: ratingLink(config.siteUrl, input.ticketUid, input.ratingToken, score),
        })),
      },
    ],
    action: {
      label: fill(mail.action, values),
      url: followUpLink(config.siteUrl, input.type, input.followUpToken, input.ticketUid),
      note: fill(mail.note[input.type], values),
    },
    reason: fill(input.type === 'coaching' ? mails.reasons.account : mails.reasons.support, values),
  };
  return renderMail(config, input.to.email, content);
}

/**
 * The `also` of a staff status change (server/modules/support/staff-routes.ts): when it closes the
 * ticket for the first time, writes the resolution (counted for the assignee, else for who closed
 * it) and enqueues the rating mail, in the change's transaction. A ticket reopened and closed again
 * keeps its first resolution and is not asked twice.
 */
export function resolutionFollowUp(services: Pick<ServerServices, 'config' | 'mailOutbox'>, staffUid: string, at: Date) {
  return async (tx: Database, change: Extract<TicketChange, { kind: 'done' }>): Promise<void> => {
    const { ticket } = change;
    if (ticket.status !== 'closed' || change.from === 'closed') return;
    const [written] = await tx
      .insert(supportSatisfaction)
      .values({ ticketUid: ticket.uid, contactUid: ticket.contactUid, coachUid: ticket.assigneeUid ?? staffUid, resolvedAt: at })
      .onConflictDoNothing()
      .returning({ ticketUid: supportSatisfaction.ticketUid });
    if (written === undefined) return;
    const followUpToken = TOKEN_IN_MAILS[ticket.type] ? await issueSupportToken(tx, ticket.contactUid, ticket.type, at) : null;
    const ratingToken = await signTicketLink(services.config.jwtSecret, 'rating', ticket, at.getTime());
    const mail = resolvedMail(services.config, {
      to: { email: ticket.contactEmail, name: ticket.contactName },
      type: ticket.type,
      ticketUid: ticket.uid,
      title: splitTicketTitle(ticket.title).title,
      followUpToken,
      ratingToken,
    });
    await services.mailOutbox.enqueue(tx, mail, { key: `support-resolved:${ticket.uid}` });
  };
}

export type RatingOutcome =
  | { kind: 'missing' }
  | { kind: 'recorded'; score: number; comment: string | null }
  | { kind: 'already'; score: number; comment: string | null }
  | { kind: 'unrated' };

const satisfactionOf = (db: Database, ticketUid: string, contactUid: string) =>
  db
    .select({ score: supportSatisfaction.score, comment: supportSatisfaction.comment })
    .from(supportSatisfaction)
    .where(and(eq(supportSatisfaction.ticketUid, ticketUid), eq(supportSatisfaction.contactUid, contactUid)))
    .limit(1);

/**
 * Records `score` unless the ticket has one: a single conditional UPDATE, so concurrent clicks
 * serialise on the row and the later ones find it rated. `score` undefined only reads.
 */
export async function rateTicket(
  db: Database,
  input: { ticketUid: string; contactUid: string; score?: number; now: Date },
): Promise<RatingOutcome> {
  if (input.score !== undefined) {
    const [rated] = await db
      .update(supportSatisfaction)
      .set({ score: input.score, ratedAt: input.now })
      .where(
        and(
          eq(supportSatisfaction.ticketUid, input.ticketUid),
          eq(supportSatisfaction.contactUid, input.contactUid),
          isNull(supportSatisfaction.score),
        ),
      )
      .returning({ score: supportSatisfaction.score });
    if (rated?.score != null) return { kind: 'recorded', score: rated.score, comment: null };
  }
  const [row] = await satisfactionOf(db, input.ticketUid, input.contactUid);
  if (row === undefined) return { kind: 'missing' };
  return row.score === null ? { kind: 'unrated' } : { kind: 'already', score: row.score, comment: row.comment };
}

/** Adds the comment once, after the score; the outcome as the page shows it. */
export async function commentTicket(
  db: Database,
  input: { ticketUid: string; contactUid: string; comment: string },
): Promise<'recorded' | 'already' | 'unrated' | 'missing'> {
  const [written] = await db
    .update(supportSatisfaction)
    .set({ comment: input.comment })
    .where(
      and(
        eq(supportSatisfaction.ticketUid, input.ticketUid),
        eq(supportSatisfaction.contactUid, input.contactUid),
        isNotNull(supportSatisfaction.score),
        isNull(supportSatisfaction.comment),
      ),
    )
    .returning({ ticketUid: supportSatisfaction.ticketUid });
  if (written !== undefined) return 'recorded';
  const [row] = await satisfactionOf(db, input.ticketUid, input.contactUid);
  if (row === undefined) return 'missing';
  return row.score === null ? 'unrated' : 'already';
}
