import { z } from 'zod';
import {
  messageSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketSchema,
  tokenRefreshResponseSchema,
  type CreateTicketRequest,
  type Message,
  type StaffStatusAction,
  type SupportType,
  type Ticket,
  type TicketDetail,
  type TicketList,
  type TicketStatus,
} from '../domain/support.ts';
import { lazySchema } from '../domain/lazy-schema.ts';
import { staffMessageAnswerSchema, staffTicketDetailSchema, type StaffMessageAnswer, type StaffTicketDetail } from '../domain/helpdesk.ts';
import type { HttpClient, SupportAuth } from './http-client.ts';

/**
 * Support calls (docs/product.md#calls /support/{type}/…, staff console /staff/tickets/…), docs/api.md "Support".
 * Credentials: `supportAuth` (the e-mailed token `t`, sent as `support-auth: Contact <token>`) or,
 * without it, the client's own bearer token (a signed-in member writes as their account; staff).
 * Expected statuses (docs/product.md#errors): 201 for a ticket and a reply, 202 for the link refresh.
 */

export interface SupportCallOptions {
  signal?: AbortSignal;
}

export interface SupportCredentials {
  type: SupportType;
  /** The support token of the e-mailed link; null: the bearer token alone (or nothing). */
  token: string | null;
}

function supportAuthOf({ type, token }: SupportCredentials): SupportAuth | null {
  return token ? { type, token } : null;
}

/** GET /support/{type}/tickets?cursor=: the contact's tickets, newest first, 10 a page. */
export function listTickets(
  client: HttpClient,
  credentials: SupportCredentials,
  cursor: string | null,
  options: SupportCallOptions = {},
): Promise<TicketList> {
  return client.request({
    path: '/support/{type}/tickets',
    params: { type: credentials.type, ...(cursor ? { cursor } : {}) },
    schema: ticketListSchema,
    supportAuth: supportAuthOf(credentials),
    signal: options.signal,
  });
}

/** GET /support/{type}/tickets/{uid}?cursor=: the ticket and a page of its messages (oldest first). */
export function getTicket(
  client: HttpClient,
  credentials: SupportCredentials,
  uid: string,
  cursor: string | null,
  options: SupportCallOptions = {},
): Promise<TicketDetail> {
  return client.request({
    path: '/support/{type}/tickets/{uid}',
    params: { type: credentials.type, uid, ...(cursor ? { cursor } : {}) },
    schema: ticketDetailSchema,
    supportAuth: supportAuthOf(credentials),
    signal: options.signal,
  });
}

/** POST /support/{type}/tickets → 201 Ticket (e-mail and name only for an anonymous contact). */
export function createTicket(
  client: HttpClient,
  credentials: SupportCredentials,
  request: CreateTicketRequest,
  options: SupportCallOptions = {},
): Promise<Ticket> {
  return client.request({
    method: 'POST',
    path: '/support/{type}/tickets',
    params: { type: credentials.type },
    body: request,
    schema: ticketSchema,
    expectedStatus: 201,
    supportAuth: supportAuthOf(credentials),
    signal: options.signal,
  });
}

/** POST /support/{type}/tickets/{uid}/messages → 201 Message. */
export function replyToTicket(
  client: HttpClient,
  credentials: SupportCredentials,
  uid: string,
  message: string,
  options: SupportCallOptions = {},
): Promise<Message> {
  return client.request({
    method: 'POST',
    path: '/support/{type}/tickets/{uid}/messages',
    params: { type: credentials.type, uid },
    body: { message },
    schema: messageSchema,
    expectedStatus: 201,
    supportAuth: supportAuthOf(credentials),
    signal: options.signal,
  });
}

/** POST /support/{type}/auth-token/refresh → 202, the same whether or not the address is known. */
export async function requestSupportLink(
  client: HttpClient,
  type: SupportType,
  email: string,
  options: SupportCallOptions = {},
): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/support/{type}/auth-token/refresh',
    params: { type },
    body: { email, type },
    schema: tokenRefreshResponseSchema,
    expectedStatus: 202,
    signal: options.signal,
  });
}

// ----- Staff console (bearer with role coach) -----

/** GET /staff/tickets?status=…&cursor=: both support types, most recent activity first. */
export function listStaffTickets(
  client: HttpClient,
  statuses: readonly TicketStatus[],
  cursor: string | null,
  options: SupportCallOptions = {},
): Promise<TicketList> {
  return client.request({
    path: '/staff/tickets',
    params: { ...(statuses.length > 0 ? { status: [...statuses] } : {}), ...(cursor ? { cursor } : {}) },
    schema: ticketListSchema,
    signal: options.signal,
  });
}

/**
 * The ticket version a staff answer carries (docs/product.md#shared-inbox): sent back with the next
 * reply or action, which the server refuses with 409 when the ticket changed since.
 */
const staffTicket = lazySchema(() => ticketSchema.extend({ version: z.number().int() }));
type Versioned<T> = T & { version: number };

/** GET /staff/tickets/{uid}?cursor=: the staff contract, so internal notes keep their `internal` mark. */
export function getStaffTicket(
  client: HttpClient,
  uid: string,
  cursor: string | null,
  options: SupportCallOptions = {},
): Promise<StaffTicketDetail> {
  return client.request({
    path: '/staff/tickets/{uid}',
    params: { uid, ...(cursor ? { cursor } : {}) },
    schema: staffTicketDetailSchema,
    signal: options.signal,
  });
}

/** POST /staff/tickets/{uid}/messages → 201 Message signed with the staff display name, and the ticket's new version. */
export function replyAsStaff(
  client: HttpClient,
  uid: string,
  message: string,
  seenVersion: number,
  options: SupportCallOptions = {},
): Promise<StaffMessageAnswer> {
  return client.request({
    method: 'POST',
    path: '/staff/tickets/{uid}/messages',
    params: { uid },
    body: { message, version: seenVersion },
    schema: staffMessageAnswerSchema,
    expectedStatus: 201,
    signal: options.signal,
  });
}

/** POST /staff/tickets/{uid}/status → 200 Ticket with its new status (409 when the machine refuses or the ticket changed). */
export function changeTicketStatus(
  client: HttpClient,
  uid: string,
  action: StaffStatusAction,
  seenVersion: number,
  options: SupportCallOptions = {},
): Promise<Versioned<Ticket>> {
  return client.request({
    method: 'POST',
    path: '/staff/tickets/{uid}/status',
    params: { uid },
    body: { action, version: seenVersion },
    schema: staffTicket,
    signal: options.signal,
  });
}
