import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { metricsAnswerSchema, metricsQuerySchema } from '../../../src/domain/helpdesk-metrics.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { forbidden } from '../../http/errors.ts';
import { styleNonce } from '../../http/security-headers.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { holdsRole, requireViewer } from '../auth/viewer.ts';
import { keepTicketOpen, KEEP_OPEN_PATH } from './close-warning.ts';
import { renderFollowupPage } from './followup-page.ts';
import { helpdeskMetrics } from './metrics.ts';
import { findTicket, isUid } from './repository.ts';
import { COMMENT_MAX, commentTicket, rateTicket, RATING_PATH, ratingLink, SCORES, scoreLabel, type RatingOutcome } from './satisfaction.ts';
import { verifyTicketLink, type SignedLinkPurpose } from './signed-links.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The pages of the helpdesk's signed links, without a sign-in (docs/decisions/0055-satisfaction-and-metrics.md,
 * 0056-close-warning.md), and the staff figures GET /api/staff/support/metrics. A link that is
 * forged, expired, of another purpose or for another ticket or contact answers 404, the same page.
 * A HEAD (a mail scanner checking the link) writes nothing.
 */

const texts = fr.helpdeskFollowups;
const pages = texts.pages;
const DAY_MS = 86_400_000;
const paramsSchema = z.object({ uid: z.string().max(64) });
const linkQuerySchema = z.object({
  t: z.string().max(2048).catch(''),
  note: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});
const commentSchema = z.object({ t: z.string().max(2048).catch(''), commentaire: z.string().catch('') });
const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

export const followupRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const now = () => dateOf(services.clock);
  const site = services.config.siteName;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const html = (
    reply: FastifyReply,
    status: number,
    page: Omit<Parameters<typeof renderFollowupPage>[0], 'siteName' | 'back' | 'styleNonce'>,
  ) => {
    noStore(reply);
    return reply
      .code(status)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderFollowupPage({ ...page, siteName: site, back: pages.backToSite, styleNonce: styleNonce(reply) }));
  };
  const invalid = (reply: FastifyReply, title: string) => html(reply, 404, { title, lines: [pages.invalid] });

  /** The ticket a link stands for, or null: a valid token of `purpose` naming this ticket and its contact. */
  async function linkedTicket(purpose: SignedLinkPurpose, uid: string, token: string) {
    if (!isUid(uid) || token === '') return null;
    const claims = await verifyTicketLink(services.config.jwtSecret, purpose, token, now().getTime());
    if (claims === null || claims.sub !== uid) return null;
    const ticket = await findTicket(db, uid);
    return ticket !== null && ticket.contactUid === claims.contact ? ticket : null;
  }

  const ratingPage = (
    reply: FastifyReply,
    noun: string,
    uid: string,
    token: string,
    outcome: Exclude<RatingOutcome, { kind: 'missing' }>,
    error?: string,
  ) => {
    if (outcome.kind === 'unrated') {
      return html(reply, 200, {
        title: pages.ratingTitle,
        lines: [pages.choose],
        links: SCORES.map((score) => ({ label: scoreLabel(score), href: ratingLink('', uid, token, score) })),
      });
    }
    const score = String(outcome.score);
    const lines = [fill(outcome.kind === 'recorded' ? pages.recorded : pages.already, { score, noun })];
    if (outcome.comment !== null) return html(reply, 200, { title: pages.ratingTitle, lines: [...lines, pages.commentAlready] });
    return html(reply, error === undefined ? 200 : 400, {
      title: pages.ratingTitle,
      lines,
      form: {
        action: `${RATING_PATH}/${uid}`,
        token,
        label: pages.commentLabel,
        submit: pages.commentSubmit,
        maxLength: COMMENT_MAX,
        ...(error === undefined ? {} : { error }),
      },
    });
  };

  // One click from the mail: records the score once, then offers a comment; again: the score recorded.
  app.get(`${RATING_PATH.replace('/api', '')}/:uid`, async (request: FastifyRequest, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const query = linkQuerySchema.safeParse(request.query);
    // A malformed link is an invalid one: the same French page, never a 500.
    if (!params.success || !query.success) return invalid(reply, pages.ratingTitle);
    const { uid } = params.data;
    const { t, note } = query.data;
    const ticket = await linkedTicket('rating', uid, t);
    if (ticket === null) return invalid(reply, pages.ratingTitle);
    const score = request.method === 'HEAD' ? undefined : note;
    const outcome = await rateTicket(db, {
      ticketUid: ticket.uid,
      contactUid: ticket.contactUid,
      now: now(),
      ...(score === undefined ? {} : { score }),
    });
    if (outcome.kind === 'missing') return invalid(reply, pages.ratingTitle);
    if (outcome.kind === 'recorded') request.log.info({ ticket: ticket.uid, score: outcome.score }, 'support ticket: rated');
    return ratingPage(reply, texts.nouns[ticket.type], ticket.uid, t, outcome);
  });

  app.post(`${RATING_PATH.replace('/api', '')}/:uid`, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const body = commentSchema.safeParse(request.body ?? {});
    if (!params.success || !body.success) return invalid(reply, pages.ratingTitle);
    const { uid } = params.data;
    const { t, commentaire } = body.data;
    const ticket = await linkedTicket('rating', uid, t);
    if (ticket === null) return invalid(reply, pages.ratingTitle);
    const noun = texts.nouns[ticket.type];
    const comment = commentaire.trim();
    const state = await rateTicket(db, { ticketUid: ticket.uid, contactUid: ticket.contactUid, now: now() });
    if (state.kind === 'missing') return invalid(reply, pages.ratingTitle);
    if (state.kind === 'unrated' || comment === '') return ratingPage(reply, noun, ticket.uid, t, state);
    if (comment.length > COMMENT_MAX) {
      return ratingPage(reply, noun, ticket.uid, t, state, fill(pages.commentTooLong, { max: COMMENT_MAX.toLocaleString('fr-FR') }));
    }
    const written = await commentTicket(db, { ticketUid: ticket.uid, contactUid: ticket.contactUid, comment });
    const lines = [
      fill(pages.already, { score: String(state.score), noun }),
      written === 'recorded' ? pages.commentThanks : pages.commentAlready,
    ];
    return html(reply, 200, { title: pages.ratingTitle, lines });
  });

  // Before the automatic close: the contact keeps the waiting ticket open (its idle clock starts again).
  app.get(`${KEEP_OPEN_PATH.replace('/api', '')}/:uid`, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const query = linkQuerySchema.safeParse(request.query);
    const ticket = params.success && query.success ? await linkedTicket('keep-open', params.data.uid, query.data.t) : null;
    const noun = ticket === null ? texts.nouns.contact : texts.nouns[ticket.type];
    const title = fill(pages.keepOpenTitle, { noun });
    if (ticket === null) return invalid(reply, title);
    if (request.method === 'HEAD') return html(reply, 200, { title, lines: [] });
    const outcome = await keepTicketOpen(db, ticket, now());
    if (outcome.kind === 'kept') request.log.info({ ticket: ticket.uid }, 'support ticket: kept open by its contact');
    const line =
      outcome.kind === 'kept'
        ? fill(pages.kept, { noun, date: dateFormat.format(new Date(outcome.closesAt.getTime())) })
        : outcome.kind === 'closed'
          ? fill(pages.alreadyClosed, { noun })
          : fill(pages.notWaiting, { noun });
    return html(reply, 200, { title, lines: [line] });
  });

  app.get('/staff/support/metrics', async (request, reply) => {
    const viewer = await requireViewer(services, request);
    // Coaches read their team's figures; analysts read them with the other reports.
    if (!holdsRole(viewer.roles, 'coach') && !holdsRole(viewer.roles, 'analyst')) throw forbidden();
    const { days } = parseInput(metricsQuerySchema, request.query, 'query');
    noStore(reply);
    const to = now();
    return serialize(metricsAnswerSchema, await helpdeskMetrics(db, new Date(to.getTime() - days * DAY_MS), to));
  });
};
