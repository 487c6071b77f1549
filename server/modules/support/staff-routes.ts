import { ticketEventOf, ticketStatusDisplay } from '../../../machines/support/ticket.machine.ts';
import {
  assigneeRequestSchema,
  presenceRequestSchema,
  staffInboxQuerySchema,
  staffMessageRequestSchema,
  staffMessageAnswerSchema,
  staffTicketListSchema,
  presenceAnswerSchema,
  staffTicketDetailSchema,
  staffTicketSchema,
  staffVersionedStatusRequestSchema,
  TICKET_CHANGED_CODE,
  ticketChangesSchema,
} from '../../../src/domain/helpdesk.ts';
import { splitTicketTitle, staffTicketParamsSchema, staffTicketQuerySchema, type TicketStatus } from '../../../src/domain/support.ts';
import { MESSAGE_MAX } from '../../../src/domain/support-rules.ts';
import { violationsBodySchema } from '../../../src/domain/violation.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireRole } from '../auth/viewer.ts';
import { findUserByUid } from '../users/repository.ts';
import {
  assignTicket,
  changesSince,
  fillVariables,
  findStaffMember,
  listStaffInbox,
  presenceOn,
  recordPresence,
  staffTicketDetail,
  toStaffTickets,
  toStaffMessage,
} from './helpdesk.ts';
import { staffRepliedMail, teamName, TOKEN_IN_MAILS } from './mails.ts';
import { findTicket, type TicketRow } from './repository.ts';
import { resolutionFollowUp } from './satisfaction.ts';
import { addNote, changeTicket, type TicketChange } from './tickets.ts';
import { issueSupportToken } from './tokens.ts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The staff console's API (role coach): an inbox of both support types (overdue first; everyone's,
 * « Non attribués » or « Les miens »), a ticket's thread with internal notes and who else is on it,
 * replies (mailed to the contact with a fresh follow-up link), notes, assignment and the status
 * actions the ticket machine allows; anything else is refused with 409 and says why. A reply, note
 * or action names the ticket version it was written against: a newer one answers 409 with what
 * changed, and nothing is written (docs/product.md#shared-inbox).
 */

const messages = fr.supportServer;
const toStaffTicketMissing = (): never => {
  throw new Error('staff ticket lost in mapping');
};
const statusLabel = (status: TicketStatus): string => messages.statusLabels[ticketStatusDisplay(status)];

function refused(action: keyof typeof messages.staffActions, status: TicketStatus) {
  const text = messages.actionRefused.replace('{{action}}', messages.staffActions[action]).replace('{{status}}', statusLabel(status));
  return conflict([{ property: action === 'reply' ? 'message' : 'action', message: text, type: 'invalid' }]);
}

/** The answer when the ticket changed since the version sent: 409, what changed, nothing written. */
class StaleTicket extends Error {
  constructor(readonly ticket: TicketRow) {
    super('stale ticket version');
  }
}

function settled(change: TicketChange, action: keyof typeof messages.staffActions): Extract<TicketChange, { kind: 'done' }> {
  if (change.kind === 'missing' || change.kind === 'forbidden') throw notFound();
  if (change.kind === 'refused') throw refused(action, change.status);
  if (change.kind === 'stale') throw new StaleTicket(change.ticket);
  return change;
}

/** Runs a versioned write; a stale version answers 409 with `changes` (the house shape plus what changed). */
async function versioned<T>(
  db: Database,
  reply: FastifyReply,
  seen: number,
  team: string,
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleTicket)) throw error;
    const body = violationsBodySchema.extend({ changes: ticketChangesSchema }).parse({
      message: 'Conflict in request',
      violations: [{ property: 'version', message: messages.ticketChanged, type: 'invalid' }],
      code: TICKET_CHANGED_CODE,
      changes: await changesSince(db, error.ticket, seen, team),
    });
    return reply.code(409).send(body);
  }
}

export const staffSupportRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const team = teamName(services.config.siteName);
  const now = () => dateOf(services.clock);
  const hours = services.config.firstResponseHours;
  /** How colleagues see the caller in presence: the profile name, else the address. */
  const staffNameOf = async (uid: string): Promise<string> => {
    const user = await findUserByUid(db, uid);
    return user?.metadata.profile.name?.trim() || user?.email || team;
  };

  app.get('/staff/tickets', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const query = parseInput(staffInboxQuerySchema, request.query, 'query');
    noStore(reply);
    const assigneeUid = query.view === 'unassigned' ? null : query.view === 'mine' ? viewer.uid : undefined;
    const page = await listStaffInbox(db, { type: query.type, statuses: query.status, assigneeUid }, query.cursor, hours, now());
    return serialize(staffTicketListSchema, page);
  });

  app.get('/staff/tickets/:uid', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { cursor } = parseInput(staffTicketQuerySchema.pick({ cursor: true }), request.query, 'query');
    noStore(reply);
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw notFound();
    const at = now();
    // Opening the ticket counts as being on it (« X consulte ce ticket ») until the heartbeat takes over.
    await recordPresence(db, { ticketUid: ticket.uid, userUid: viewer.uid, name: await staffNameOf(viewer.uid), now: at });
    return serialize(
      staffTicketDetailSchema,
      await staffTicketDetail(db, ticket, { cursor, teamName: team, hours, now: at, viewerUid: viewer.uid }),
    );
  });

  app.post('/staff/tickets/:uid/presence', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { typing } = parseInput(presenceRequestSchema, request.body);
    noStore(reply);
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw notFound();
    const at = now();
    await recordPresence(db, { ticketUid: ticket.uid, userUid: viewer.uid, name: await staffNameOf(viewer.uid), now: at, typing });
    return serialize(presenceAnswerSchema, { presence: await presenceOn(db, ticket.uid, viewer.uid, at) });
  });

  app.post('/staff/tickets/:uid/assignee', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { assignee } = parseInput(assigneeRequestSchema, request.body);
    noStore(reply);
    let assigneeUid: string | null = null;
    if (assignee === 'me') assigneeUid = viewer.uid;
    else if (assignee !== null) {
      const colleague = await findStaffMember(db, assignee);
      if (colleague === null) throw validationFailed([{ property: 'assignee', message: messages.notColleague, type: 'invalid' }]);
      assigneeUid = colleague.uid;
    }
    if (!(await assignTicket(db, uid, assigneeUid))) throw notFound();
    const ticket = await findTicket(db, uid);
    if (ticket === null) throw notFound();
    request.log.info({ ticket: uid, staff: viewer.uid, assignee: assigneeUid }, 'support ticket: assigned');
    const [answer] = await toStaffTickets(db, [ticket], hours, now());
    return serialize(staffTicketSchema, answer ?? toStaffTicketMissing());
  });

  app.post('/staff/tickets/:uid/messages', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { message: written, version, internal } = parseInput(staffMessageRequestSchema, request.body);
    noStore(reply);
    const staff = await findUserByUid(db, viewer.uid);
    const staffName = staff?.metadata.profile.name?.trim() || team;
    const at = now();
    // {prenom} and {lien_ticket} (a canned reply's variables) are filled as the message is sent; the
    // 5,000-character rule (docs/product.md#validation) holds for what is stored and mailed, so it is
    // checked again once filled (throwing here rolls the write back).
    const fill = (ticket: TicketRow) => {
      const filled = fillVariables(written, ticket, services.config.siteUrl);
      if (filled.length > MESSAGE_MAX) {
        throw validationFailed([{ property: 'message', message: fr.validation.length, type: 'invalid' }]);
      }
      return filled;
    };
    if (internal === true) {
      return versioned(db, reply, version, team, async () => {
        const note = settled(
          await addNote(db, { uid, expectedVersion: version, now: at, content: fill, staffUserUid: viewer.uid, staffName }),
          'reply',
        );
        if (note.message === null) throw new Error('note written without its message');
        request.log.info({ ticket: uid, staff: viewer.uid }, 'support ticket: internal note');
        reply.code(201);
        return serialize(staffMessageAnswerSchema, { ...toStaffMessage(note.message, team), version: note.ticket.version });
      });
    }
    return versioned(db, reply, version, team, async () => {
      const change = settled(
        await changeTicket(
          { db, flows: services.flows },
          {
            uid,
            event: { type: 'ticket.staff.reply' },
            now: at,
            expectedVersion: version,
            access: () => 'ok',
            message: (ticket) => ({
              ticketUid: ticket.uid,
              content: fill(ticket),
              now: at,
              author: 'staff',
              staffUserUid: viewer.uid,
              staffName,
            }),
            // The reply, a fresh follow-up token and the mail that carries both: committed together.
            also: async (tx, { ticket, message: sent }) => {
              const token = TOKEN_IN_MAILS[ticket.type] ? await issueSupportToken(tx, ticket.contactUid, ticket.type, at) : null;
              const mail = staffRepliedMail(services.config, {
                to: { email: ticket.contactEmail, name: ticket.contactName },
                type: ticket.type,
                ticketUid: ticket.uid,
                title: splitTicketTitle(ticket.title).title,
                token,
                staffName,
                message: sent?.content ?? written,
                statusLabel: statusLabel(ticket.status),
              });
              await services.mailOutbox.enqueue(tx, mail, { key: `support-staff-reply:${sent?.uid ?? ticket.uid}` });
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
      return serialize(staffMessageAnswerSchema, { ...toStaffMessage(change.message, team), version: change.ticket.version });
    });
  });

  app.post('/staff/tickets/:uid/status', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const { uid } = parseInput(staffTicketParamsSchema, request.params, 'params');
    const { action, version } = parseInput(staffVersionedStatusRequestSchema, request.body);
    noStore(reply);
    const event = ticketEventOf('staff', action);
    if (event === null) throw new Error(`staff action without an event: ${action}`);
    return versioned(db, reply, version, team, async () => {
      const at = now();
      // A first close by staff writes the resolution and mails the rating links (decision 0055).
      const also = resolutionFollowUp(services, viewer.uid, at);
      const change = settled(
        await changeTicket({ db, flows: services.flows }, { uid, event, now: at, expectedVersion: version, access: () => 'ok', also }),
        action,
      );
      services.mailOutbox.kick();
      request.log.info(
        { ticket: uid, staff: viewer.uid, action, from: change.from, to: change.ticket.status },
        'support ticket: status changed',
      );
      const [answer] = await toStaffTickets(db, [change.ticket], hours, now());
      return serialize(staffTicketSchema, answer ?? toStaffTicketMissing());
    });
  });
};
