import { and, eq, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { SupportType, TicketStatus } from '../../../src/domain/support.ts';
import type { Database } from '../../db/database.ts';
import { supportContacts, supportMessages, supportTickets, type SupportContactRow, type UserRow } from '../../db/schema/index.ts';
import { findUserByEmail, normalizeEmail } from '../users/repository.ts';
import type { SortOrder } from '../content/cursor.ts';
import { orderBy, type KeysetSort, type Position } from '../content/keyset.ts';

/** Contacts, tickets and messages as the support routes need them (rows, not the contract). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed uid is simply no row: the uuid cast would otherwise fail the query. */
export const isUid = (value: string): boolean => UUID.test(value);

// ----- contacts

export async function findContactByUid(db: Database, uid: string): Promise<SupportContactRow | null> {
  if (!isUid(uid)) return null;
  const [row] = await db.select().from(supportContacts).where(eq(supportContacts.uid, uid)).limit(1);
  return row ?? null;
}

export async function findContactByEmail(db: Database, email: string): Promise<SupportContactRow | null> {
  const [row] = await db
    .select()
    .from(supportContacts)
    .where(sql`lower(${supportContacts.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}

/**
 * The contact writing under this address: the existing one (any case; its first name is kept), or
 * a new one. Two first tickets of one address at the same moment meet on the unique index and
 * both end with the same contact.
 */
export async function contactForEmail(db: Database, email: string, name: string): Promise<SupportContactRow> {
  await db.insert(supportContacts).values({ email: email.trim(), name }).onConflictDoNothing();
  const contact = await findContactByEmail(db, email);
  if (contact === null) throw new Error('support contact vanished after insert');
  return contact;
}

/**
 * An account's contact carries the account's profile name once it has one (the coaching nickname,
 * docs/decisions/0014-coaching.md): the name the contact first gave gives way to it. Unchanged
 * otherwise (no profile name: the name it has is kept).
 */
export async function withProfileName(db: Database, contact: SupportContactRow, profileName: string | null): Promise<SupportContactRow> {
  if (profileName === null || contact.name === profileName) return contact;
  const [renamed] = await db.update(supportContacts).set({ name: profileName }).where(eq(supportContacts.uid, contact.uid)).returning();
  return renamed ?? contact;
}

/** An account as its support contact needs it: `name` is the profile name, else the address's local part. */
export interface AccountContact {
  uid: string;
  email: string;
  name: string;
  profileName: string | null;
}

/**
 * The contact of an account: the one already linked, else the contact of its address (tickets
 * written before signing in follow the account once their address is proven: proveTickets), else a
 * new one; named after the account (its profile name when it has one).
 */
export async function contactForUser(db: Database, user: AccountContact): Promise<SupportContactRow> {
  const [linked] = await db.select().from(supportContacts).where(eq(supportContacts.userUid, user.uid)).limit(1);
  if (linked !== undefined) return withProfileName(db, linked, user.profileName);
  const contact = await contactForEmail(db, user.email, user.name);
  if (contact.userUid === user.uid) return withProfileName(db, contact, user.profileName);
  // Linking takes the account's name: a contact an anonymous form created under this address
  // (before the account wrote) does not name the member.
  const [updated] = await db
    .update(supportContacts)
    .set({ userUid: user.uid, name: user.name })
    .where(and(eq(supportContacts.uid, contact.uid), sql`${supportContacts.userUid} is null`))
    .returning();
  // Linked to another account meanwhile (the address changed hands): write as that contact anyway,
  // the account's own address is what it proves (and that contact keeps its name).
  return updated ?? contact;
}

/**
 * The contact an anonymous ticket naming `email` is written by. An account's address writes as
 * the account's contact, named after the account (an anonymous writer never renames a member, and
 * its tickets stay out of the member's list until the address is proven: support_tickets.proven_at);
 * any other address, as contactForEmail (an existing contact keeps its name).
 */
export async function contactForAddress(
  db: Database,
  email: string,
  name: string,
  accountOf: (user: UserRow) => AccountContact,
): Promise<SupportContactRow> {
  const user = await findUserByEmail(db, email);
  return user === null ? contactForEmail(db, email, name) : contactForUser(db, accountOf(user));
}

export async function findContactOfUser(db: Database, userUid: string): Promise<SupportContactRow | null> {
  const [row] = await db.select().from(supportContacts).where(eq(supportContacts.userUid, userUid)).limit(1);
  return row ?? null;
}

// ----- keyset paging (server/modules/content/keyset.ts), over uuid primary keys

/**
 * Rows strictly after `position` (the content keyset's `after` compares uids as text; ours are
 * uuid columns). The position comes from a cursor checked by positionOf and isUid.
 */
function after<Row>(sort: KeysetSort<Row>, order: SortOrder, position: Position): SQL {
  const columns = sql.join([...sort.parts.map((part) => sql`${part.column}`), sql`${sort.uid}`], sql`, `);
  const values = sql.join(
    [
      ...sort.parts.map((part, index) => {
        const value = position.key[index] ?? '';
        return part.type === 'instant' ? sql`${value}::timestamptz` : part.type === 'int' ? sql`${value}::integer` : sql`${value}::text`;
      }),
      sql`${position.uid}::uuid`,
    ],
    sql`, `,
  );
  return order === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

// ----- tickets

/** A ticket with its contact, as lists and pages show it. */
export interface TicketRow {
  uid: string;
  type: SupportType;
  title: string;
  status: TicketStatus;
  createdAt: Date;
  lastActivityAt: Date;
  contactUid: string;
  contactName: string;
  contactEmail: string;
  /** When the contact's address was proven for this ticket (null: an anonymous ticket not yet followed). */
  provenAt: Date | null;
  /** A staff answer the contact has not opened yet, since when (null: nothing unread). */
  unreadReplyAt: Date | null;
  /** Staff-only (docs/product.md#shared-inbox): never in a contact's answer (toTicket leaves them out). */
  assigneeUid: string | null;
  version: number;
  firstResponseAt: Date | null;
}

const ticketColumns = {
  uid: supportTickets.uid,
  type: supportTickets.type,
  title: supportTickets.title,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  lastActivityAt: supportTickets.lastActivityAt,
  contactUid: supportTickets.contactUid,
  contactName: supportContacts.name,
  contactEmail: supportContacts.email,
  provenAt: supportTickets.provenAt,
  unreadReplyAt: supportTickets.unreadReplyAt,
  assigneeUid: supportTickets.assigneeUid,
  version: supportTickets.version,
  firstResponseAt: supportTickets.firstResponseAt,
};

/** A contact's tickets: newest first. */
export const ticketSort: KeysetSort<TicketRow> = {
  name: 'tickets',
  parts: [{ column: supportTickets.createdAt, type: 'instant', read: (row) => row.createdAt }],
  uid: supportTickets.uid,
};
/** The staff inbox: most recent activity first. */
export const inboxSort: KeysetSort<TicketRow> = {
  name: 'inbox',
  parts: [{ column: supportTickets.lastActivityAt, type: 'instant', read: (row) => row.lastActivityAt }],
  uid: supportTickets.uid,
};
export const TICKET_ORDER: SortOrder = 'desc';

export function selectTickets(db: Database) {
  return db.select(ticketColumns).from(supportTickets).innerJoin(supportContacts, eq(supportContacts.uid, supportTickets.contactUid));
}

export async function findTicket(db: Database, uid: string, options: { forUpdate?: boolean } = {}): Promise<TicketRow | null> {
  if (!isUid(uid)) return null;
  const query = selectTickets(db).where(eq(supportTickets.uid, uid)).limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: supportTickets }) : await query;
  return row ?? null;
}

export interface TicketWindow {
  after: Position | null;
  take: number;
}

/** `provenOnly`: an account's list, which never shows a ticket whose address is not proven yet. */
export function listContactTickets(
  db: Database,
  contactUid: string,
  type: SupportType,
  window: TicketWindow & { provenOnly: boolean },
): Promise<TicketRow[]> {
  const conditions: SQL[] = [eq(supportTickets.contactUid, contactUid), eq(supportTickets.type, type)];
  if (window.provenOnly) conditions.push(isNotNull(supportTickets.provenAt));
  if (window.after !== null) conditions.push(after(ticketSort, TICKET_ORDER, window.after));
  return selectTickets(db)
    .where(and(...conditions))
    .orderBy(...orderBy(ticketSort, TICKET_ORDER))
    .limit(window.take);
}

export function listInbox(
  db: Database,
  filter: { type?: SupportType | undefined; statuses?: readonly TicketStatus[] | undefined },
  window: TicketWindow,
): Promise<TicketRow[]> {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(supportTickets.type, filter.type));
  if (filter.statuses !== undefined && filter.statuses.length > 0) conditions.push(inArray(supportTickets.status, [...filter.statuses]));
  if (window.after !== null) conditions.push(after(inboxSort, TICKET_ORDER, window.after));
  return selectTickets(db)
    .where(conditions.length === 0 ? undefined : and(...conditions))
    .orderBy(...orderBy(inboxSort, TICKET_ORDER))
    .limit(window.take);
}

export async function insertTicket(
  db: Database,
  input: { type: SupportType; contactUid: string; title: string; status: TicketStatus; now: Date; provenAt: Date | null },
): Promise<string> {
  const [row] = await db
    .insert(supportTickets)
    .values({
      type: input.type,
      contactUid: input.contactUid,
      title: input.title,
      status: input.status,
      createdAt: input.now,
      lastActivityAt: input.now,
      provenAt: input.provenAt,
    })
    .returning({ uid: supportTickets.uid });
  if (row === undefined) throw new Error('ticket insert returned no row');
  return row.uid;
}

/** Returns the ticket's new version (docs/decisions/0050-shared-inbox.md: every status change bumps it). */
export async function setTicketStatus(db: Database, uid: string, status: TicketStatus, now: Date): Promise<number> {
  const [row] = await db
    .update(supportTickets)
    .set({ status, lastActivityAt: now, version: sql`${supportTickets.version} + 1` })
    .where(eq(supportTickets.uid, uid))
    .returning({ version: supportTickets.version });
  return row?.version ?? 0;
}

/** The contact opened the ticket: its staff answers are read. */
export async function markTicketRead(db: Database, uid: string): Promise<void> {
  await db
    .update(supportTickets)
    .set({ unreadReplyAt: null })
    .where(and(eq(supportTickets.uid, uid), isNotNull(supportTickets.unreadReplyAt)));
}

/**
 * The follow-up link mailed at `issuedAt` was used: the contact's tickets of the type that existed
 * by then are proven (the mail went to the address, so whoever opened it holds the address). A
 * ticket written after it waits for a link of its own.
 */
export async function proveTickets(
  db: Database,
  input: { contactUid: string; type: SupportType; issuedAt: Date; now: Date },
): Promise<void> {
  await db
    .update(supportTickets)
    .set({ provenAt: input.now })
    .where(
      and(
        eq(supportTickets.contactUid, input.contactUid),
        eq(supportTickets.type, input.type),
        isNull(supportTickets.provenAt),
        lte(supportTickets.createdAt, input.issuedAt),
      ),
    );
}

/**
 * Moves every ticket in one of `from` whose last activity is older than `before` to `to`, and
 * returns their uids. A contact's reply in the meantime changes the status or the activity date,
 * so the row no longer matches: the reply wins.
 */
export async function moveIdleTickets(db: Database, from: readonly TicketStatus[], to: TicketStatus, before: Date): Promise<string[]> {
  if (from.length === 0) return [];
  const rows = await db
    .update(supportTickets)
    .set({ status: to, version: sql`${supportTickets.version} + 1` })
    .where(and(inArray(supportTickets.status, [...from]), lt(supportTickets.lastActivityAt, before)))
    .returning({ uid: supportTickets.uid });
  return rows.map((row) => row.uid);
}

// ----- messages

export interface MessageRow {
  uid: string;
  seq: number;
  createdAt: Date;
  content: string;
  authorRole: 'contact' | 'staff';
  contactUid: string | null;
  contactName: string | null;
  staffName: string | null;
  /** A staff-only note (docs/product.md#shared-inbox): listed for staff only. */
  internal: boolean;
}

/** A ticket's messages: oldest first, the conversation as it happened. */
export const messageSort: KeysetSort<MessageRow> = {
  name: 'messages',
  parts: [{ column: supportMessages.seq, type: 'int', read: (row) => row.seq }],
  uid: supportMessages.uid,
};
export const MESSAGE_ORDER: SortOrder = 'asc';

const messageColumns = {
  uid: supportMessages.uid,
  seq: supportMessages.seq,
  createdAt: supportMessages.createdAt,
  content: supportMessages.content,
  authorRole: supportMessages.authorRole,
  contactUid: supportMessages.contactUid,
  contactName: supportContacts.name,
  staffName: supportMessages.staffName,
  internal: supportMessages.internal,
};

/** `withNotes`: staff only; every contact-facing read leaves internal notes out (docs/product.md#shared-inbox). */
export function listMessages(db: Database, ticketUid: string, window: TicketWindow & { withNotes?: boolean }): Promise<MessageRow[]> {
  const conditions: SQL[] = [eq(supportMessages.ticketUid, ticketUid)];
  if (window.withNotes !== true) conditions.push(eq(supportMessages.internal, false));
  if (window.after !== null) conditions.push(after(messageSort, MESSAGE_ORDER, window.after));
  return db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(supportContacts, eq(supportContacts.uid, supportMessages.contactUid))
    .where(and(...conditions))
    .orderBy(...orderBy(messageSort, MESSAGE_ORDER))
    .limit(window.take);
}

export type NewMessage =
  | { ticketUid: string; content: string; now: Date; author: 'contact'; contactUid: string }
  | { ticketUid: string; content: string; now: Date; author: 'staff'; staffUserUid: string; staffName: string; internal?: boolean };

export async function insertMessage(db: Database, input: NewMessage): Promise<MessageRow> {
  const internal = input.author === 'staff' && input.internal === true;
  const staffAnswer = input.author === 'staff' && !internal;
  // Every message bumps the ticket's version (docs/decisions/0050-shared-inbox.md). A staff answer is
  // unread until the contact opens the ticket, and the first one meets the first-response target; the
  // contact writing has read it (docs/decisions/0036-members-own-tickets-and-unread-answers.md). An
  // internal note touches neither: the contact never learns of it.
  const [bumped] = await db
    .update(supportTickets)
    .set({
      version: sql`${supportTickets.version} + 1`,
      ...(internal ? {} : { unreadReplyAt: staffAnswer ? input.now : null }),
      ...(staffAnswer
        ? { firstResponseAt: sql`coalesce(${supportTickets.firstResponseAt}, ${input.now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(supportTickets.uid, input.ticketUid))
    .returning({ version: supportTickets.version });
  const [row] = await db
    .insert(supportMessages)
    .values({
      internal,
      ticketVersion: bumped?.version ?? 1,
      ticketUid: input.ticketUid,
      createdAt: input.now,
      content: input.content,
      authorRole: input.author,
      contactUid: input.author === 'contact' ? input.contactUid : null,
      staffUserUid: input.author === 'staff' ? input.staffUserUid : null,
      staffName: input.author === 'staff' ? input.staffName : null,
    })
    .returning({ uid: supportMessages.uid });
  if (row === undefined) throw new Error('message insert returned no row');
  const [message] = await db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(supportContacts, eq(supportContacts.uid, supportMessages.contactUid))
    .where(eq(supportMessages.uid, row.uid));
  if (message === undefined) throw new Error('message vanished after insert');
  return message;
}
