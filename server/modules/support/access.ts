import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../src/domain/auth.ts';
import { SUPPORT_AUTH_HEADER, SUPPORT_ERROR_CODES, supportAuthScheme, type SupportType } from '../../../src/domain/support.ts';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { SupportContactRow, UserRow } from '../../db/schema/index.ts';
import { forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import { optionalBearerSession, type ViewerServices } from '../auth/viewer.ts';
import { findUserByUid } from '../users/repository.ts';
import { findContactByUid, findContactOfUser, proveTickets, withProfileName } from './repository.ts';
import { checkSupportToken } from './tokens.ts';

/**
 * Who is calling a /support/{type}/… route (docs/product.md#roles): a contact following an e-mailed link (the
 * `support-auth` header "Contact <token>" / "Coaching <token>"), or a signed-in account writing as
 * itself (bearer token). Failures carry the support codes (docs/product.md#errors): 401 code 1 (no, unknown, expired or
 * wrong-type credentials), 403 code 2 (credentials that do not open this).
 */

export const supportUnauthorized = (): HttpError => unauthorized(SUPPORT_ERROR_CODES.unauthorized);
export const supportForbidden = (): HttpError => forbidden(SUPPORT_ERROR_CODES.forbidden);

/**
 * Which accounts may use each space with their bearer token alone. Contact: any active account
 * (its tickets follow it). Coaching: VIP members only (the coaching space is built on this, decision 0014).
 */
const ACCOUNT_ROLE_FOR: Record<SupportType, Role | null> = { contact: null, coaching: 'vip' };

export interface AccountCaller {
  uid: string;
  email: string;
  /** The profile name, else the address's local part (a contact needs a name). */
  name: string;
  /** The profile name (the coaching nickname), null when the account has none. */
  profileName: string | null;
}

export interface SupportCaller {
  /** The contact whose tickets the caller sees; null for an account that never wrote yet. */
  contact: SupportContactRow | null;
  /** Set when the caller is a signed-in account (bearer), not a link holder. */
  account: AccountCaller | null;
}

const HEADER = /^([A-Za-z]+) +([A-Za-z0-9_-]{16,128})$/;

function supportAuthToken(request: FastifyRequest, type: SupportType): string | null {
  const header = request.headers[SUPPORT_AUTH_HEADER];
  if (header === undefined) return null;
  const match = HEADER.exec(Array.isArray(header) ? (header[0] ?? '') : header);
  // An authentication scheme is case-insensitive (RFC 9110 §11.1); the type must be the route's.
  if (!match || match[1]?.toLowerCase() !== supportAuthScheme(type).toLowerCase()) throw supportUnauthorized();
  return match[2] ?? null;
}

export function accountCallerOf(user: UserRow): AccountCaller {
  const profileName = user.metadata.profile.name?.trim() || null;
  const fallback = user.email.split('@')[0]?.slice(0, 24) || user.email.slice(0, 24);
  return { uid: user.uid, email: user.email, name: profileName ?? fallback, profileName };
}

/**
 * Whether a contact may use the space with a link: contact, anyone; coaching, only while its
 * account is an active member with the role (a link e-mailed before the end stops working).
 */
export async function mayUseSpace(db: Database, contact: SupportContactRow, type: SupportType): Promise<boolean> {
  const role = ACCOUNT_ROLE_FOR[type];
  if (role === null) return true;
  if (contact.userUid === null) return false;
  const user = await findUserByUid(db, contact.userUid);
  return user !== null && user.status === 'active' && user.roles.includes(role);
}

/** The caller, or null when the request carries no credentials at all. */
export async function optionalSupportCaller(
  services: ViewerServices,
  request: FastifyRequest,
  type: SupportType,
): Promise<SupportCaller | null> {
  const db = services.database.db;
  const token = supportAuthToken(request, type);
  if (token !== null) {
    const now = dateOf(services.clock);
    const check = await checkSupportToken(db, token, type, now);
    if (check.kind === 'invalid') throw supportUnauthorized();
    const contact = await findContactByUid(db, check.contactUid);
    if (contact === null) throw supportUnauthorized();
    // A coaching link outlives nothing: once the membership ends it opens nothing more.
    if (!(await mayUseSpace(db, contact, type))) throw supportForbidden();
    // The link came by mail: its holder holds the address, so what it was mailed about may join
    // the account that has this address (proven_at).
    await proveTickets(db, { contactUid: contact.uid, type, issuedAt: check.issuedAt, now });
    return { contact, account: null };
  }

  let session;
  try {
    session = await optionalBearerSession(services, request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw supportUnauthorized();
    throw error;
  }
  if (session === null) return null;
  const role = ACCOUNT_ROLE_FOR[type];
  if (role !== null && !session.viewer.roles.includes(role)) throw supportForbidden();
  const account = accountCallerOf(session.user);
  const contact = await findContactOfUser(db, session.user.uid);
  // The contact follows the account's profile name (a nickname set or changed since it last wrote).
  return { contact: contact === null ? null : await withProfileName(db, contact, account.profileName), account };
}

/**
 * Whether the caller may open this ticket: its contact's, and for an account only once proven (an
 * anonymous ticket naming the account's address stays out of the account until its link is used).
 */
export function mayOpenTicket(caller: SupportCaller, ticket: { contactUid: string; provenAt: Date | null }): boolean {
  if (caller.contact === null || ticket.contactUid !== caller.contact.uid) return false;
  return caller.account === null || ticket.provenAt !== null;
}

/** Like optionalSupportCaller, but no credentials → 401 code 1. */
export async function requireSupportCaller(services: ViewerServices, request: FastifyRequest, type: SupportType): Promise<SupportCaller> {
  const caller = await optionalSupportCaller(services, request, type);
  if (caller === null) throw supportUnauthorized();
  return caller;
}

/** Whether someone without credentials may open a ticket in the space (docs/product.md#routes: contact yes; coaching is for VIP members). */
export const ANONYMOUS_TICKETS: Record<SupportType, boolean> = { contact: true, coaching: false };
