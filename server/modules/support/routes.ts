import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '../../../src/domain/page.ts';
import {
  anonymousTicketRequestSchema,
  cursorQuerySchema,
  messageRequestSchema,
  messageSchema,
  joinTicketTitle,
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
import { dateOf } from '../../clock.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { toPage } from '../content/keyset.ts';
import {
  accountCallerOf,
  ANONYMOUS_TICKETS,
  mayOpenTicket,
  mayUseSpace,
  optionalSupportCaller,
  requireSupportCaller,
  supportForbidden,
  supportUnauthorized,
  type SupportCaller,
} from './access.ts';
import { followUpLinkMail, teamName, ticketReceivedMail, TOKEN_IN_MAILS } from './mails.ts';
import {
  contactForAddress,
  contactForUser,
  findContactByEmail,
  findTicket,
  listContactTickets,
  markTicketRead,
  TICKET_ORDER,
  ticketSort,
} from './repository.ts';
import { changeTicket, openTicket } from './tickets.ts';
import { issueSupportToken, tokensSince } from './tokens.ts';
import { startAfter, ticketDetail, toMessage, toTicket } from './views.ts';
import type { FeaturePlugin, ServerServices } from '../../services.ts';

/**
 * docs/product.md#calls /api/support/{type}/…: a contact's tickets (list, open, read, reply) and the follow-up link
 * (auth-token/refresh). Who calls: support/access.ts. Status changes: the ticket machine.
 */

/** Every answer reads as if it came at least this late, so timing does not tell a known address. */
export const REFRESH_ANSWER_FLOOR_MS = 250;
/** At most this many follow-up links per contact per hour: the form cannot flood an inbox. */
const MAX_LINKS_PER_HOUR = 5;

const now = (services: ServerServices): Date => dateOf(services.clock);

/** Support answers are someone's conversation, and links carry tokens: never cached, no Referer. */
function privateAnswer(reply: FastifyReply): void {
  noStore(reply);
  reply.header('referrer-policy', 'no-referrer');
}

export const supportRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const team = teamName(services.config.siteName);

  /**
   * The contact a new ticket is written by and what was written: the link holder's or the account's
   * contact (the address is proven), or, without credentials, the one the form names (docs/product.md#validation: e-mail
   * and name required then; proven once its e-mailed link is used). `shown`: the contact as the
   * answer shows it, an anonymous writer sees what it typed, never a known contact's name.
   */
  async function newTicketOf(request: FastifyRequest, type: SupportType, caller: SupportCaller | null) {
    if (caller === null) {
      if (!ANONYMOUS_TICKETS[type]) throw supportUnauthorized();
      const form = parseInput(anonymousTicketRequestSchema, request.body);
      const contact = await contactForAddress(db, form.email, form.name, accountCallerOf);
      return { form, contact, proven: false, shown: { name: form.name, email: form.email } };
    }
    const form = parseInput(ticketRequestSchema, request.body);
    const contact = caller.account !== null ? await contactForUser(db, caller.account) : caller.contact;
    if (contact === null) throw supportUnauthorized();
    return { form, contact, proven: true, shown: null };
  }

  app.get('/support/:type/tickets', async (request, reply) => {
    const { type } = parseInput(supportTypeParamsSchema, request.params, 'params');
    const { cursor } = parseInput(cursorQuerySchema, request.query, 'query');
    privateAnswer(reply);
    const caller = await requireSupportCaller(services, request, type);
    const after = startAfter(ticketSort, TICKET_ORDER, cursor);
    const rows =
      caller.contact === null
        ? []
        : await listContactTickets(db, caller.contact.uid, type, { after, take: PAGE_SIZE + 1, provenOnly: caller.account !== null });
    return serialize(ticketListSchema, toPage(rows, PAGE_SIZE, ticketSort, TICKET_ORDER, toTicket));
  });

  app.post('/support/:type/tickets', { config: { rateLimit: { max: 20, timeWindow: '10 minutes' } } }, async (request, reply) => {
    const { type } = parseInput(supportTypeParamsSchema, request.params, 'params');
    privateAnswer(reply);
    const caller = await optionalSupportCaller(services, request, type);
    const { form, contact, proven, shown } = await newTicketOf(request, type, caller);
    const at = now(services);
    const input = {
      type,
      contactUid: contact.uid,
      title: form.title,
      category: form.category,
      content: form.message,
      now: at,
      provenAt: proven ? at : null,
    };
    // The ticket, its follow-up token and the mail that carries it: committed together.
    const uid = await openTicket(db, input, async (tx, ticketUid) => {
      // The follow-up link goes by mail only: answering it here would let anyone who types an
      // address read that person's tickets.
      const token = TOKEN_IN_MAILS[type] ? await issueSupportToken(tx, contact.uid, type, at) : null;
      const title = splitTicketTitle(joinTicketTitle(form.title, form.category)).title;
      await services.mailOutbox.enqueue(tx, ticketReceivedMail(services.config, { to: contact, type, ticketUid, title, token }), {
        key: `support-ticket-received:${ticketUid}`,
      });
    });
    services.mailOutbox.kick();
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw new Error('ticket vanished after insert');
    request.log.info({ ticket: uid, type, contact: contact.uid, account: (caller?.account ?? null) !== null }, 'support ticket opened');
    reply.code(201);
    const answer = toTicket(ticket);
    return serialize(ticketSchema, shown === null ? answer : { ...answer, contact: { ...answer.contact, ...shown } });
  });

  app.get('/support/:type/tickets/:uid', async (request, reply) => {
    const { type, uid } = parseInput(supportTicketParamsSchema, request.params, 'params');
    const { cursor } = parseInput(cursorQuerySchema, request.query, 'query');
    privateAnswer(reply);
    const caller = await requireSupportCaller(services, request, type);
    const ticket = await findTicket(db, uid);
    if (ticket === null || ticket.type !== type) throw notFound();
    if (!mayOpenTicket(caller, ticket)) throw supportForbidden();
    // Opened by its contact: what the staff answered is read now (the answer still says it was not,
    // so the page can tell what is new).
    if (ticket.unreadReplyAt !== null) await markTicketRead(db, ticket.uid);
    return serialize(ticketDetailSchema, await ticketDetail(db, ticket, cursor, team));
  });

  app.post(
    '/support/:type/tickets/:uid/messages',
    { config: { rateLimit: { max: 60, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { type, uid } = parseInput(supportTicketParamsSchema, request.params, 'params');
      const { message } = parseInput(messageRequestSchema, request.body);
      privateAnswer(reply);
      const caller = await requireSupportCaller(services, request, type);
      const at = now(services);
      const change = await changeTicket(
        { db, flows: services.flows },
        {
          uid,
          event: { type: 'ticket.contact.reply' },
          now: at,
          access: (ticket) => (ticket.type !== type ? 'missing' : mayOpenTicket(caller, ticket) ? 'ok' : 'forbidden'),
          message: (ticket) => ({ ticketUid: ticket.uid, content: message, now: at, author: 'contact', contactUid: ticket.contactUid }),
        },
      );
      switch (change.kind) {
        case 'missing':
          throw notFound();
        case 'forbidden':
          throw supportForbidden();
        case 'stale':
          throw new Error('a contact reply names no version');
        case 'refused':
          // Only a locked ticket refuses a reply: the client offers a new ticket instead.
          throw conflict([{ property: 'status', message: fr.supportServer.ticketLocked, type: 'invalid' }]);
        case 'done':
          if (change.message === null) throw new Error('reply written without its message');
          request.log.info({ ticket: uid, from: change.from, to: change.ticket.status }, 'support ticket: contact replied');
          reply.code(201);
          return serialize(messageSchema, toMessage(change.message, team));
      }
    },
  );

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
        const at = now(services);
        if ((await tokensSince(db, contact.uid, new Date(at.getTime() - 3_600_000))) >= MAX_LINKS_PER_HOUR) return;
        // The token and its mail: committed together (the mail is sent after, by the outbox).
        await db.transaction(async (tx) => {
          const token = await issueSupportToken(tx, contact.uid, type, at);
          await services.mailOutbox.enqueue(tx, followUpLinkMail(services.config, { to: contact, type, token }));
        });
        services.mailOutbox.kick();
      };
      const floor = sleep(REFRESH_ANSWER_FLOOR_MS);
      const work = sendLink().catch((error: unknown) => {
        request.log.error({ err: error }, 'support follow-up link could not be written');
      });
      // Known or not, the answer comes at the floor at the earliest: a few local writes fit well
      // within it, so timing does not tell whether the address is known.
      await Promise.all([floor, work]);
      return reply.code(202).send(serialize(tokenRefreshResponseSchema, { success: true }));
    },
  );
};
