import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '../../../src/domain/page.ts';
import {
  anonymousTicketRequestSchema,
  cursorQuerySchema,
  messageRequestSchema,
  messageSchema,
  splitTicketTitle,
  supportTicketParamsSchema,
  supportTypeParamsSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketRequestSchema,
  ticketSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
  type SupportType,
} from '../../../src/domain/support.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { clockOf } from '../../auth/clock.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { toPage } from '../content/keyset.ts';
import {
  ANONYMOUS_TICKETS,
  mayUseSpace,
  optionalSupportCaller,
  requireSupportCaller,
  supportForbidden,
  supportUnauthorized,
  type SupportCaller,
} from './access.ts';
import { sendFollowUpLink, sendTicketReceived, teamName, TOKEN_IN_MAILS } from './mails.ts';
import { contactForEmail, contactForUser, findContactByEmail, findTicket, listContactTickets, TICKET_ORDER, ticketSort } from './repository.ts';
import { changeTicket, openTicket } from './tickets.ts';
import { issueSupportToken, tokensSince } from './tokens.ts';
import { startAfter, ticketDetail, toMessage, toTicket } from './views.ts';

/**
 * §7 /api/support/{type}/…: a contact's tickets (list, open, read, reply) and the follow-up link
 * (auth-token/refresh). Who calls: support/access.ts. Status changes: the ticket machine.
 */

/** Every answer reads as if it came at least this late, so timing does not tell a known address. */
export const REFRESH_ANSWER_FLOOR_MS = 250;
/** At most this many follow-up links per contact per hour: the form cannot flood an inbox. */
const MAX_LINKS_PER_HOUR = 5;

const now = (app: FastifyInstance): Date => new Date(clockOf(app).now());

/** Support answers are someone's conversation, and links carry tokens: never cached, no Referer. */
function privateAnswer(reply: FastifyReply): void {
  noStore(reply);
  reply.header('referrer-policy', 'no-referrer');
}

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const mailDeps = { mailer: app.mailer, config: app.config };
  const team = teamName(app.config.siteName);

  /**
   * The contact a new ticket is written by and what was written: the link holder's or the account's
   * contact, or, without credentials, the one the form names (§5: e-mail and name required then).
   */
  async function newTicketOf(request: FastifyRequest, type: SupportType, caller: SupportCaller | null) {
    if (caller === null) {
      if (!ANONYMOUS_TICKETS[type]) throw supportUnauthorized();
      const form = parseInput(anonymousTicketRequestSchema, request.body);
      return { form, contact: await contactForEmail(db, form.email, form.name) };
    }
    const form = parseInput(ticketRequestSchema, request.body);
    if (caller.account !== null) return { form, contact: await contactForUser(db, caller.account) };
    if (caller.contact === null) throw supportUnauthorized();
    return { form, contact: caller.contact };
  }

  app.get('/support/:type/tickets', async (request, reply) => {
    const { type } = parseInput(supportTypeParamsSchema, request.params, 'params');
    const { cursor } = parseInput(cursorQuerySchema, request.query, 'query');
    privateAnswer(reply);
    const caller = await requireSupportCaller(request, type);
    const after = startAfter(ticketSort, TICKET_ORDER, cursor);
    const rows = caller.contact === null ? [] : await listContactTickets(db, caller.contact.uid, type, { after, take: PAGE_SIZE + 1 });
    return serialize(ticketListSchema, toPage(rows, PAGE_SIZE, ticketSort, TICKET_ORDER, toTicket));
  });

  app.post('/support/:type/tickets', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request, reply) => {
    const { type } = parseInput(supportTypeParamsSchema, request.params, 'params');
    privateAnswer(reply);
    const caller = await optionalSupportCaller(request, type);
    const { form, contact } = await newTicketOf(request, type, caller);
    const at = now(app);
    const uid = await openTicket(db, { type, contactUid: contact.uid, title: form.title, category: form.category, content: form.message, now: at });
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw new Error('ticket vanished after insert');

    // The follow-up link goes by mail only: answering it here would let anyone who types an address
    // read that person's tickets.
    try {
      const token = TOKEN_IN_MAILS[type] ? await issueSupportToken(db, contact.uid, type, at) : null;
      await sendTicketReceived(mailDeps, { to: contact, type, ticketUid: uid, title: splitTicketTitle(ticket.title).title, token });
    } catch (error) {
      request.log.error({ err: error, ticket: uid }, 'ticket received mail could not be sent');
    }
    request.log.info({ ticket: uid, type, contact: contact.uid, account: (caller?.account ?? null) !== null }, 'support ticket opened');
    reply.code(201);
    return serialize(ticketSchema, toTicket(ticket));
  });

  app.get('/support/:type/tickets/:uid', async (request, reply) => {
    const { type, uid } = parseInput(supportTicketParamsSchema, request.params, 'params');
    const { cursor } = parseInput(cursorQuerySchema, request.query, 'query');
    privateAnswer(reply);
    const caller = await requireSupportCaller(request, type);
    const ticket = await findTicket(db, uid);
    if (ticket === null || ticket.type !== type) throw notFound();
    if (ticket.contactUid !== caller.contact?.uid) throw supportForbidden();
    return serialize(ticketDetailSchema, await ticketDetail(db, ticket, cursor, team));
  });

  app.post('/support/:type/tickets/:uid/messages', { config: { rateLimit: { max: 60, timeWindow: '10 minutes' } } }, async (request, reply) => {
    const { type, uid } = parseInput(supportTicketParamsSchema, request.params, 'params');
    const { message } = parseInput(messageRequestSchema, request.body);
    privateAnswer(reply);
    const caller = await requireSupportCaller(request, type);
    const contactUid = caller.contact?.uid ?? null;
    const at = now(app);
    const change = await changeTicket(db, {
      uid,
      event: { type: 'ticket.contact.reply' },
      now: at,
      access: (ticket) => (ticket.type !== type ? 'missing' : ticket.contactUid !== contactUid ? 'forbidden' : 'ok'),
      message: (ticket) => ({ ticketUid: ticket.uid, content: message, now: at, author: 'contact', contactUid: ticket.contactUid }),
    });
    switch (change.kind) {
      case 'missing':
        throw notFound();
      case 'forbidden':
        throw supportForbidden();
      case 'refused':
        // Only a locked ticket refuses a reply: the client offers a new ticket instead.
        throw conflict([{ property: 'status', message: fr.supportServer.ticketLocked, type: 'invalid' }]);
      case 'done':
        if (change.message === null) throw new Error('reply written without its message');
        request.log.info({ ticket: uid, from: change.from, to: change.ticket.status }, 'support ticket: contact replied');
        reply.code(201);
        return serialize(messageSchema, toMessage(change.message, team));
    }
  });

  app.post(
    '/support/:type/auth-token/refresh',
    // Per client address, on top of the per-contact cap (the answer stays 202 under that cap).
    { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const { type } = parseInput(supportTypeParamsSchema, request.params, 'params');
      const { email, type: bodyType } = parseInput(tokenRefreshRequestSchema, request.body);
      if (bodyType !== type) throw validationFailed([{ property: 'type', message: fr.supportServer.typeMismatch, type: 'invalid' }]);
      privateAnswer(reply);

      const sendLink = async (): Promise<void> => {
        const contact = await findContactByEmail(db, email);
        if (contact === null || !(await mayUseSpace(db, contact, type))) return;
        const at = now(app);
        if ((await tokensSince(db, contact.uid, new Date(at.getTime() - 3_600_000))) >= MAX_LINKS_PER_HOUR) return;
        const token = await issueSupportToken(db, contact.uid, type, at);
        await sendFollowUpLink(mailDeps, { to: contact, type, token });
      };
      const floor = sleep(REFRESH_ANSWER_FLOOR_MS);
      const work = sendLink().catch((error: unknown) => {
        request.log.error({ err: error }, 'support follow-up link could not be sent');
      });
      // The outbox is a local insert: wait for it (a developer or a test reads it right after).
      // Over SMTP, answer at the floor and let a slow server finish in the background.
      await Promise.all([floor, app.mailer.transport === 'outbox' ? work : Promise.race([work, floor])]);
      return reply.code(202).send(serialize(tokenRefreshResponseSchema, { success: true }));
    },
  );
};
