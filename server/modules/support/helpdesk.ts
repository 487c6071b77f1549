import { and, asc, desc, eq, gt, inArray, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import {
  CANNED_VARIABLES,
  PRESENCE_TTL_SECONDS,
  SEARCH_RESULTS,
  TYPING_TTL_SECONDS,
  type CannedReply,
  type FirstResponse,
  type Presence,
  type SearchResult,
  type StaffMember,
  type StaffMessage,
  type StaffTicket,
  type StaffTicketDetail,
  type TicketChanges,
} from '../../../src/domain/helpdesk.ts';
import type { Paged } from '../../../src/domain/page.ts';
import { PAGE_SIZE } from '../../../src/domain/page.ts';
import type { SupportType, TicketStatus } from '../../../src/domain/support.ts';
import type { Database } from '../../db/database.ts';
import {
  supportCannedReplies,
  supportContacts,
  supportMessages,
  supportPresence,
  supportTickets,
  users,
  type SupportCannedReplyRow,
} from '../../db/schema/index.ts';
import { encodeCursor, type SortOrder } from '../content/cursor.ts';
import { positionOf, type KeysetSort, type Position } from '../content/keyset.ts';
import { followUpLink } from './mails.ts';
import { inboxSort, isUid, listMessages, MESSAGE_ORDER, messageSort, selectTickets, TICKET_ORDER, type TicketRow } from './repository.ts';
import { startAfter, toMessage, toTicket } from './views.ts';
import { toPage } from '../content/keyset.ts';

/**
 * The shared inbox's data (docs/product.md#shared-inbox): assignment, the first-response target,
 * presence, canned replies and French search. Staff only: nothing here reaches a contact's answer.
 */

export type FirstResponseHours = Record<SupportType, number>;

const iso = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
const OPEN_STATUSES: readonly TicketStatus[] = ['new', 'pending', 'waiting'];

// ----- Staff members

/** How staff see a colleague: the profile name, else the address (staff tell each other apart). */
function staffNameOf(row: { email: string; metadata: { profile: { name?: string | null } } }): string {
  return row.metadata.profile.name?.trim() || row.email;
}

/** The active accounts with the coach role: whom a ticket may be assigned to. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ uid: users.uid, email: users.email, metadata: users.metadata })
    .from(users)
    .where(and(eq(users.status, 'active'), sql`'coach' = any(${users.roles})`))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ uid: row.uid, name: staffNameOf(row) }));
}

export async function findStaffMember(db: Database, uid: string): Promise<StaffMember | null> {
  if (!isUid(uid)) return null;
  const [row] = await db
    .select({ uid: users.uid, email: users.email, metadata: users.metadata })
    .from(users)
    .where(and(eq(users.uid, uid), eq(users.status, 'active'), sql`'coach' = any(${users.roles})`))
    .limit(1);
  return row === undefined ? null : { uid: row.uid, name: staffNameOf(row) };
}

async function namesOf(db: Database, uids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(uids.filter((uid): uid is string => uid !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ uid: users.uid, email: users.email, metadata: users.metadata })
    .from(users)
    .where(inArray(users.uid, wanted));
  return new Map(rows.map((row) => [row.uid, staffNameOf(row)]));
}

export async function assignTicket(db: Database, uid: string, assigneeUid: string | null): Promise<boolean> {
  if (!isUid(uid)) return false;
  const rows = await db
    .update(supportTickets)
    .set({ assigneeUid })
    .where(eq(supportTickets.uid, uid))
    .returning({ uid: supportTickets.uid });
  return rows.length > 0;
}

// ----- First-response target (docs/decisions/0051-first-response-targets.md)

export function firstResponseOf(row: TicketRow, hours: FirstResponseHours, now: Date): FirstResponse {
  const targetHours = hours[row.type];
  const due = new Date(row.createdAt.getTime() + targetHours * 3_600_000);
  const waiting = row.firstResponseAt === null && OPEN_STATUSES.includes(row.status);
  const secondsLeft = waiting ? Math.floor((due.getTime() - now.getTime()) / 1000) : null;
  return {
    targetHours,
    dueAt: due.toISOString(),
    answeredAt: row.firstResponseAt?.toISOString() ?? null,
    secondsLeft,
    overdue: secondsLeft !== null && secondsLeft < 0,
  };
}

/** Unanswered open tickets past their queue's target at `now`: the inbox shows them first. */
function overdue(hours: FirstResponseHours, now: Date): SQL {
  const cutoff = (type: SupportType) => iso(new Date(now.getTime() - hours[type] * 3_600_000));
  return sql`(${supportTickets.firstResponseAt} is null and ${inArray(supportTickets.status, [...OPEN_STATUSES])} and ((${supportTickets.type} = 'contact' and ${supportTickets.createdAt} < ${cutoff('contact')}) or (${supportTickets.type} = 'coaching' and ${supportTickets.createdAt} < ${cutoff('coaching')})))`;
}

export async function toStaffTickets(
  db: Database,
  rows: readonly TicketRow[],
  hours: FirstResponseHours,
  now: Date,
): Promise<StaffTicket[]> {
  const names = await namesOf(
    db,
    rows.map((row) => row.assigneeUid),
  );
  return rows.map((row) => ({
    ...toTicket(row),
    version: row.version,
    assignee: row.assigneeUid === null ? null : { uid: row.assigneeUid, name: names.get(row.assigneeUid) ?? '' },
    firstResponse: firstResponseOf(row, hours, now),
  }));
}

// ----- The inbox: overdue first (oldest first), then by last activity

/** The overdue segment's order: the longest overdue first. */
const overdueSort: KeysetSort<TicketRow> = {
  name: 'inbox-overdue',
  parts: [{ column: supportTickets.createdAt, type: 'instant', read: (row) => row.createdAt }],
  uid: supportTickets.uid,
};
const OVERDUE_ORDER: SortOrder = 'asc';

function rowsAfter(sort: KeysetSort<TicketRow>, order: SortOrder, position: Position): SQL {
  const [column] = sort.parts;
  if (column === undefined) throw new Error('inbox sorts have one key');
  const value = iso(new Date(String(position.key[0])));
  return order === 'asc'
    ? sql`(${column.column}, ${sort.uid}) > (${value}, ${position.uid}::uuid)`
    : sql`(${column.column}, ${sort.uid}) < (${value}, ${position.uid}::uuid)`;
}

export interface InboxFilter {
  type?: SupportType | undefined;
  statuses?: readonly TicketStatus[] | undefined;
  /** « Non attribués »: null; « Les miens »: the caller's uid; undefined: everyone's. */
  assigneeUid?: string | null | undefined;
}

/**
 * One page of the staff inbox, keyset-paged over two segments each served by an index (the
 * unanswered partial index, then last activity): the overdue tickets, then the others. A cursor
 * names its segment by its sort; a ticket that becomes overdue between two pages may be shown twice
 * or not at all on that walk (the next load puts it right).
 */
export async function listStaffInbox(
  db: Database,
  filter: InboxFilter,
  cursor: string | undefined,
  hours: FirstResponseHours,
  now: Date,
): Promise<Paged<StaffTicket>> {
  const base: SQL[] = [];
  if (filter.type !== undefined) base.push(eq(supportTickets.type, filter.type));
  if (filter.statuses !== undefined && filter.statuses.length > 0) base.push(inArray(supportTickets.status, [...filter.statuses]));
  if (filter.assigneeUid === null) base.push(isNull(supportTickets.assigneeUid));
  else if (filter.assigneeUid !== undefined) base.push(eq(supportTickets.assigneeUid, filter.assigneeUid));

  const overduePosition = cursor === undefined ? null : positionOf(overdueSort, OVERDUE_ORDER, cursor);
  const inOverdue = cursor === undefined || (overduePosition !== null && isUid(overduePosition.uid));
  const restPosition = inOverdue ? null : startAfter(inboxSort, TICKET_ORDER, cursor);
  const late = overdue(hours, now);
  const take = PAGE_SIZE + 1;

  const rows: { row: TicketRow; overdue: boolean }[] = [];
  if (inOverdue) {
    const conditions = [...base, late];
    if (overduePosition !== null) conditions.push(rowsAfter(overdueSort, OVERDUE_ORDER, overduePosition));
    const found = await selectTickets(db)
      .where(and(...conditions))
      .orderBy(asc(supportTickets.createdAt), asc(supportTickets.uid))
      .limit(take);
    rows.push(...found.map((row) => ({ row, overdue: true })));
  }
  if (rows.length < take) {
    const conditions = [...base, not(late)];
    if (restPosition !== null) conditions.push(rowsAfter(inboxSort, TICKET_ORDER, restPosition));
    const found = await selectTickets(db)
      .where(and(...conditions))
      .orderBy(desc(supportTickets.lastActivityAt), desc(supportTickets.uid))
      .limit(take - rows.length);
    rows.push(...found.map((row) => ({ row, overdue: false })));
  }
  const served = rows.slice(0, PAGE_SIZE);
  const last = served.at(-1);
  const endCursor =
    last === undefined
      ? null
      : last.overdue
        ? encodeCursor({ sort: overdueSort.name, order: OVERDUE_ORDER, key: [last.row.createdAt.toISOString()], uid: last.row.uid })
        : encodeCursor({ sort: inboxSort.name, order: TICKET_ORDER, key: [last.row.lastActivityAt.toISOString()], uid: last.row.uid });
  return {
    payload: await toStaffTickets(
      db,
      served.map((item) => item.row),
      hours,
      now,
    ),
    page: { hasNextPage: rows.length > PAGE_SIZE, endCursor },
  };
}

// ----- Presence (« X consulte ce ticket », « X écrit… »)

/**
 * Records that `user` has the ticket open (and whether typing). `typing` undefined (a read of the
 * ticket) keeps what the last heartbeat said about typing. Rows long past their TTL are dropped.
 */
export async function recordPresence(
  db: Database,
  input: { ticketUid: string; userUid: string; name: string; now: Date; typing?: boolean },
): Promise<void> {
  const typingAt = input.typing === undefined ? undefined : input.typing ? input.now : null;
  await db
    .insert(supportPresence)
    .values({ ticketUid: input.ticketUid, userUid: input.userUid, name: input.name, seenAt: input.now, typingAt: typingAt ?? null })
    .onConflictDoUpdate({
      target: [supportPresence.ticketUid, supportPresence.userUid],
      set: { name: input.name, seenAt: input.now, ...(typingAt === undefined ? {} : { typingAt }) },
    });
  await db.delete(supportPresence).where(lt(supportPresence.seenAt, new Date(input.now.getTime() - 3_600_000)));
}

/** The other staff members on the ticket within the TTL. */
export async function presenceOn(db: Database, ticketUid: string, exceptUserUid: string, now: Date): Promise<Presence[]> {
  const rows = await db
    .select()
    .from(supportPresence)
    .where(
      and(
        eq(supportPresence.ticketUid, ticketUid),
        sql`${supportPresence.userUid} <> ${exceptUserUid}::uuid`,
        gt(supportPresence.seenAt, new Date(now.getTime() - PRESENCE_TTL_SECONDS * 1000)),
      ),
    )
    .orderBy(asc(supportPresence.name));
  const typingSince = now.getTime() - TYPING_TTL_SECONDS * 1000;
  return rows.map((row) => ({ uid: row.userUid, name: row.name, typing: row.typingAt !== null && row.typingAt.getTime() > typingSince }));
}

// ----- The staff thread

export function toStaffMessage(row: Parameters<typeof toMessage>[0], teamName: string): StaffMessage {
  return { ...toMessage(row, teamName), internal: row.internal };
}

export async function staffTicketDetail(
  db: Database,
  ticket: TicketRow,
  input: { cursor: string | undefined; teamName: string; hours: FirstResponseHours; now: Date; viewerUid: string },
): Promise<StaffTicketDetail> {
  const rows = await listMessages(db, ticket.uid, {
    after: startAfter(messageSort, MESSAGE_ORDER, input.cursor),
    take: PAGE_SIZE + 1,
    withNotes: true,
  });
  const messages = toPage(rows, PAGE_SIZE, messageSort, MESSAGE_ORDER, (row) => toStaffMessage(row, input.teamName));
  const [staffTicket] = await toStaffTickets(db, [ticket], input.hours, input.now);
  if (staffTicket === undefined) throw new Error('staff ticket lost in mapping');
  return {
    ...staffTicket,
    payload: { messages: messages.payload },
    page: messages.page,
    presence: await presenceOn(db, ticket.uid, input.viewerUid, input.now),
  };
}

/** What happened since `version` (the 409 of docs/decisions/0050-shared-inbox.md): who wrote, when. */
export async function changesSince(db: Database, ticket: TicketRow, version: number, teamName: string): Promise<TicketChanges> {
  const rows = await db
    .select({
      createdAt: supportMessages.createdAt,
      authorRole: supportMessages.authorRole,
      staffName: supportMessages.staffName,
      contactName: supportContacts.name,
      internal: supportMessages.internal,
    })
    .from(supportMessages)
    .leftJoin(supportContacts, eq(supportContacts.uid, supportMessages.contactUid))
    .where(and(eq(supportMessages.ticketUid, ticket.uid), gt(supportMessages.ticketVersion, version)))
    .orderBy(asc(supportMessages.seq))
    .limit(20);
  return {
    version: ticket.version,
    status: ticket.status,
    messages: rows.map((row) => ({
      date: row.createdAt.toISOString(),
      internal: row.internal,
      author: { role: row.authorRole, name: row.authorRole === 'staff' ? (row.staffName ?? teamName) : (row.contactName ?? '') },
    })),
  };
}

// ----- Canned replies and their variables

/** The contact's first name as {prenom} gives it: the first word of the name the contact goes by. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Fills {prenom} and {lien_ticket} (docs/product.md#shared-inbox). The link is the ticket's page
 * without a token: a message is stored and shown again, a token must never sit in it (the e-mail
 * that carries the reply has its own link with one).
 */
export function fillVariables(text: string, ticket: Pick<TicketRow, 'uid' | 'type' | 'contactName'>, siteUrl: string): string {
  return text
    .replaceAll(CANNED_VARIABLES.firstName, firstNameOf(ticket.contactName))
    .replaceAll(CANNED_VARIABLES.ticketLink, followUpLink(siteUrl, ticket.type, null, ticket.uid));
}

export function toCannedReply(row: SupportCannedReplyRow): CannedReply {
  return { uid: row.uid, team: row.team, title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}

export async function listCannedReplies(db: Database, team: SupportType | undefined): Promise<CannedReply[]> {
  const rows = await db
    .select()
    .from(supportCannedReplies)
    .where(team === undefined ? undefined : eq(supportCannedReplies.team, team))
    .orderBy(asc(supportCannedReplies.team), asc(sql`lower(${supportCannedReplies.title})`));
  return rows.map(toCannedReply);
}

export async function findCannedReply(db: Database, uid: string): Promise<SupportCannedReplyRow | null> {
  if (!isUid(uid)) return null;
  const [row] = await db.select().from(supportCannedReplies).where(eq(supportCannedReplies.uid, uid)).limit(1);
  return row ?? null;
}

/** Null when the team already has a reply under this title (the unique index decides, races included). */
export async function createCannedReply(
  db: Database,
  input: { team: SupportType; title: string; content: string; now: Date },
): Promise<SupportCannedReplyRow | null> {
  const [row] = await db
    .insert(supportCannedReplies)
    .values({ team: input.team, title: input.title, content: input.content, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** 'missing', 'taken' (the title is another reply's), or the updated row. */
export async function updateCannedReply(
  db: Database,
  uid: string,
  input: { team: SupportType; title: string; content: string; now: Date },
): Promise<SupportCannedReplyRow | 'missing' | 'taken'> {
  if (!isUid(uid)) return 'missing';
  try {
    const [row] = await db
      .update(supportCannedReplies)
      .set({ team: input.team, title: input.title, content: input.content, updatedAt: input.now })
      .where(eq(supportCannedReplies.uid, uid))
      .returning();
    return row ?? 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function deleteCannedReply(db: Database, uid: string): Promise<boolean> {
  if (!isUid(uid)) return false;
  const rows = await db.delete(supportCannedReplies).where(eq(supportCannedReplies.uid, uid)).returning({ uid: supportCannedReplies.uid });
  return rows.length > 0;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
    if (current === undefined) break;
  }
  return false;
}

// ----- French search (docs/decisions/0052-french-search-unaccent.md)

/** Matches ranked per source at most: past it the ranking runs on a sample and the answer says so. */
export const SEARCH_CANDIDATES = 500;
// Marks around the words found in an excerpt; removed from the text first, so they only mean that.
const START = '\u27e6';
const STOP = '\u27e7';

interface SearchRow extends Record<string, unknown> {
  ticket_uid: string;
  rank: number;
  internal: boolean;
  excerpt: string;
  title_hits: number;
  message_hits: number;
}

/** The parts of a headline: the text between the marks is a match. */
export function excerptParts(headline: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece !== '') parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

/**
 * Tickets whose title or messages (internal notes included: staff search) match `q`, best first;
 * each with an excerpt of its best match. The query is read by both configurations of the
 * documents (server/db/schema/support.ts): accents typed or not, French endings stemmed.
 */
export async function searchTickets(
  db: Database,
  input: { q: string; type: SupportType | undefined; hours: FirstResponseHours; now: Date },
): Promise<{ payload: SearchResult[]; truncated: boolean }> {
  const typeOfTicket = input.type === undefined ? sql`true` : sql`t.type = ${input.type}`;
  const strip = (column: SQL) => sql`replace(replace(${column}, ${START}, ''), ${STOP}, '')`;
  // Written out where used (no CTE): a constant expression lets the planner use the GIN indexes.
  const query = sql`(websearch_to_tsquery('galant_french', ${input.q}) || websearch_to_tsquery('french', ${input.q}))`;
  const result = await db.execute<SearchRow>(sql`
    with title_hits as materialized (
      select t.uid as ticket_uid, ts_rank(t.search, ${query}) * 2 as rank, null::text as content, false as internal
      from support_tickets t where t.search @@ ${query} and ${typeOfTicket} limit ${SEARCH_CANDIDATES}
    ),
    message_hits as materialized (
      select m.ticket_uid, ts_rank(m.search, ${query}) as rank, m.content, m.internal
      from support_messages m join support_tickets t on t.uid = m.ticket_uid
      where m.search @@ ${query} and ${typeOfTicket} limit ${SEARCH_CANDIDATES}
    ),
    hits as (select * from title_hits union all select * from message_hits),
    best as (
      select distinct on (ticket_uid) ticket_uid, rank, content, internal
      from hits order by ticket_uid, rank desc, (content is null)
    ),
    top as (
      select b.ticket_uid, (select max(h.rank) from hits h where h.ticket_uid = b.ticket_uid) as rank, b.content, b.internal
      from best b order by 2 desc, b.ticket_uid limit ${SEARCH_RESULTS}
    )
    select top.ticket_uid, top.rank::float8 as rank, top.internal,
      ts_headline('galant_french', ${strip(sql`coalesce(top.content, t.title)`)}, ${query},
        ${`StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`}) as excerpt,
      (select count(*) from title_hits)::int as title_hits, (select count(*) from message_hits)::int as message_hits
    from top join support_tickets t on t.uid = top.ticket_uid
    order by top.rank desc, top.ticket_uid`);
  const rows = (result as unknown as { rows: SearchRow[] }).rows;
  const uids = rows.map((row) => row.ticket_uid);
  const tickets = uids.length === 0 ? [] : await selectTickets(db).where(inArray(supportTickets.uid, uids));
  const staffTickets = new Map((await toStaffTickets(db, tickets, input.hours, input.now)).map((ticket) => [ticket.uid, ticket]));
  const payload: SearchResult[] = [];
  for (const row of rows) {
    const ticket = staffTickets.get(row.ticket_uid);
    if (ticket !== undefined) payload.push({ ticket, rank: Number(row.rank), internal: row.internal, excerpt: excerptParts(row.excerpt) });
  }
  const first = rows[0];
  const truncated = first !== undefined && (first.title_hits >= SEARCH_CANDIDATES || first.message_hits >= SEARCH_CANDIDATES);
  return { payload, truncated };
}
