import { z } from 'zod';
import {
  cannedReplyListSchema,
  cannedReplyQuerySchema,
  cannedReplyRequestSchema,
  cannedReplySchema,
  filledReplySchema,
  searchAnswerSchema,
  searchQuerySchema,
  staffMemberSchema,
} from '../../../src/domain/helpdesk.ts';
import { requiredString } from '../../../src/domain/field-rules.ts';
import { fr } from '../../../src/i18n/fr/index.ts';
import { dateOf } from '../../clock.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { serialize } from '../../http/serialize.ts';
import { parseInput } from '../../http/validate.ts';
import { noStore } from '../auth/session.ts';
import { requireRole } from '../auth/viewer.ts';
import {
  createCannedReply,
  deleteCannedReply,
  fillVariables,
  findCannedReply,
  listCannedReplies,
  listStaff,
  searchTickets,
  toCannedReply,
  updateCannedReply,
} from './helpdesk.ts';
import { findTicket } from './repository.ts';
import type { FeaturePlugin } from '../../services.ts';

/**
 * The shared inbox's other staff routes (role coach, docs/product.md#shared-inbox): the team one
 * assigns to, canned replies per team (CRUD, and one filled for a ticket), and French search over
 * tickets and messages.
 */

const messages = fr.supportServer;
const uidParams = z.object({ uid: requiredString.max(120) });
const filledParams = z.object({ uid: requiredString.max(120), replyUid: requiredString.max(120) });
const titleTaken = () => conflict([{ property: 'title', message: messages.cannedTitleTaken, type: 'duplicate' }]);

export const helpdeskRoutes: FeaturePlugin = async (app, { services }) => {
  const db = services.database.db;
  const now = () => dateOf(services.clock);

  app.get('/staff/team', async (request, reply) => {
    await requireRole(services, request, 'coach');
    noStore(reply);
    return serialize(z.object({ payload: z.array(staffMemberSchema) }), { payload: await listStaff(db) });
  });

  app.get('/staff/tickets/search', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { q, type } = parseInput(searchQuerySchema, request.query, 'query');
    noStore(reply);
    return serialize(searchAnswerSchema, await searchTickets(db, { q, type, hours: services.config.firstResponseHours, now: now() }));
  });

  app.get('/staff/canned-replies', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { team } = parseInput(cannedReplyQuerySchema, request.query, 'query');
    noStore(reply);
    return serialize(cannedReplyListSchema, { payload: await listCannedReplies(db, team) });
  });

  app.post('/staff/canned-replies', async (request, reply) => {
    const viewer = await requireRole(services, request, 'coach');
    const input = parseInput(cannedReplyRequestSchema, request.body);
    noStore(reply);
    const row = await createCannedReply(db, { ...input, now: now() });
    if (row === null) throw titleTaken();
    request.log.info({ reply: row.uid, team: row.team, staff: viewer.uid }, 'canned reply created');
    reply.code(201);
    return serialize(cannedReplySchema, toCannedReply(row));
  });

  app.put('/staff/canned-replies/:uid', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { uid } = parseInput(uidParams, request.params, 'params');
    const input = parseInput(cannedReplyRequestSchema, request.body);
    noStore(reply);
    const row = await updateCannedReply(db, uid, { ...input, now: now() });
    if (row === 'missing') throw notFound();
    if (row === 'taken') throw titleTaken();
    return serialize(cannedReplySchema, toCannedReply(row));
  });

  app.delete('/staff/canned-replies/:uid', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { uid } = parseInput(uidParams, request.params, 'params');
    if (!(await deleteCannedReply(db, uid))) throw notFound();
    return reply.code(204).send();
  });

  /** A canned reply filled for one ticket ({prenom}, {lien_ticket}), for the composer. */
  app.get('/staff/tickets/:uid/canned-replies/:replyUid', async (request, reply) => {
    await requireRole(services, request, 'coach');
    const { uid, replyUid } = parseInput(filledParams, request.params, 'params');
    noStore(reply);
    const [ticket, canned] = await Promise.all([findTicket(db, uid), findCannedReply(db, replyUid)]);
    if (ticket === null || canned === null) throw notFound();
    return serialize(filledReplySchema, { content: fillVariables(canned.content, ticket, services.config.siteUrl) });
  });
};
