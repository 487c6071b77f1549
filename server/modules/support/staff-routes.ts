import { ticketEventOf, ticketStatusDisplay } from '../../../machines/support/ticket.machine.ts';
import { PAGE_SIZE } from '../../../src/domain/page.ts';
import {
  messageRequestSchema,
  messageSchema,
  splitTicketTitle,
  staffStatusRequestSchema,
  staffTicketParamsSchema,
  staffTicketQuerySchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
  type TicketStatus,
} from '../../../src/domain/support.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireRole } from '../auth/viewer.ts';
import { toPage } from '../content/keyset.ts';
import { findUserByUid } from '../users/repository.ts';
import { staffRepliedMail, teamName, TOKEN_IN_MAILS } from './mails.ts';
import { findTicket, inboxSort, listInbox, TICKET_ORDER } from './repository.ts';
import { changeTicket, type TicketChange } from './tickets.ts';
import { issueSupportToken } from './tokens.ts';
import { startAfter, ticketDetail, toMessage, toTicket } from './views.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The staff console's API (role coach): an inbox of both support types, a ticket's thread, replies
 * (mailed to the contact with a fresh follow-up link) and the status actions the ticket machine
 * allows; anything else is refused with 409 and says why.
 */

const messages = fr.supportServer;
const statusLabel = (status: TicketStatus): string => messages.statusLabels[ticketStatusDisplay(status)];

function refused(action: keyof typeof messages.staffActions, status: TicketStatus) {
  const text = messages.actionRefused.replace('{{action}}', messages.staffActions[action]).replace('{{status}}', statusLabel(status));
  return conflict([{ property: action === 'reply' ? 'message' : 'action', message: text, type: 'invalid' }]);
}

function settled(change: TicketChange, action: keyof typeof messages.staffActions): Extract<TicketChange, { kind: 'done' }> {
  if (change.kind === 'missing' || change.kind === 'forbidden') throw notFound();
  if (change.kind === 'refused') throw refused(action, change.status);
  return change;
}

export const staffSupportRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const team = teamName(services.config.siteName);
  const now = () => dateOf(services.clock);

  app.get('/staff/tickets', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const query = parseInput(staffTicketQuerySchema, request.query, 'query');
    noStore(reply);
    const rows = await listInbox(
      db,
      { type: query.type, statuses: query.status },
      { after: startAfter(inboxSort, TICKET_ORDER, query.cursor), take: PAGE_SIZE + 1 },
    );
    return serialize(ticketListSchema, toPage(rows, PAGE_SIZE, inboxSort, TICKET_ORDER, toTicket));
  });

  app.get('/staff/tickets/:uid', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { cursor } = parseInput(staffTicketQuerySchema.pick({ cursor: true }), request.query, 'query');
    noStore(reply);
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw notFound();
    return serialize(ticketDetailSchema, await ticketDetail(db, ticket, cursor, team));
  });

  app.post('/staff/tickets/:uid/messages', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { message } = parseInput(messageRequestSchema, request.body);
    noStore(reply);
    const staff = await findUserByUid(db, viewer.uid);
    const staffName = staff?.metadata.profile.name?.trim() || team;
    const at = now();
    const change = settled(
      await changeTicket(
        { db, flows: services.flows },
        {
          uid,
          event: { type: 'ticket.staff.reply' },
          now: at,
          access: () => 'ok',
          message: (ticket) => ({ ticketUid: ticket.uid, content: message, now: at, author: 'staff', staffUserUid: viewer.uid, staffName }),
          // The reply, a fresh follow-up token and the mail that carries both: committed together.
          also: async (tx, { ticket, message: written }) => {
            const token = TOKEN_IN_MAILS[ticket.type] ? await issueSupportToken(tx, ticket.contactUid, ticket.type, at) : null;
            const mail = staffRepliedMail(services.config, {
              to: { email: ticket.contactEmail, name: ticket.contactName },
              type: ticket.type,
              ticketUid: ticket.uid,
              title: splitTicketTitle(ticket.title).title,
              token,
              staffName,
              message,
              statusLabel: statusLabel(ticket.status),
            });
            await services.mailOutbox.enqueue(tx, mail, { key: `support-staff-reply:${written?.uid ?? ticket.uid}` });
          },
        },
      ),
      'reply',
    );
    services.mailOutbox.kick();
    const { ticket } = change;
    request.log.info({ ticket: uid, staff: viewer.uid, from: change.from, to: ticket.status }, 'support ticket: staff replied');
    if (change.message === null) throw new Error('reply written without its message');
    reply.code(201);
    return serialize(messageSchema, toMessage(change.message, team));
  });

  app.post('/staff/tickets/:uid/status', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { action } = parseInput(staffStatusRequestSchema, request.body);
    noStore(reply);
    const event = ticketEventOf('staff', action);
    if (event === null) throw new Error(`staff action without an event: ${action}`);
    const change = settled(await changeTicket({ db, flows: services.flows }, { uid, event, now: now(), access: () => 'ok' }), action);
    request.log.info(
      { ticket: uid, staff: viewer.uid, action, from: change.from, to: change.ticket.status },
      'support ticket: status changed',
    );
    return serialize(ticketSchema, toTicket(change.ticket));
  });
};
