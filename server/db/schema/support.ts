import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Support tickets (docs/decisions/0010-support-tickets.md): contacts, their tickets and
 * messages, and the support tokens of e-mailed follow-up links (only their sha256 is stored).
 */

export const supportType = pgEnum('support_type', ['contact', 'coaching']);
/** docs/product.md#states; transitions: machines/support/ticket.machine.ts. */
export const ticketStatus = pgEnum('ticket_status', ['new', 'pending', 'waiting', 'closed', 'locked']);
export const messageAuthorRole = pgEnum('support_message_author', ['contact', 'staff']);

/**
 * A text search document: the words stemmed by `galant_french` (the `french` configuration with
 * `unaccent` before the stemmer, created by the helpdesk migration) and by `french` itself, whose
 * stemmer needs the accents to tell endings apart (« refusée » and « refusé » both give « refus »).
 * docs/decisions/0052-french-search-unaccent.md. The two-argument to_tsvector is immutable, so it
 * can feed a generated column.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const frenchDocument = (column: string) =>
  sql.raw(
    `to_tsvector('galant_french'::regconfig, coalesce("${column}", '')) || to_tsvector('french'::regconfig, coalesce("${column}", ''))`,
  );

/** Someone who wrote to support: by e-mail and name, or an account (user_uid) writing as itself. */
export const supportContacts = pgTable(
  'support_contacts',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** As first given; look-ups and uniqueness go through lower(email). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Set when the contact is (or became) an account: its tickets follow the account. */
    userUid: uuid('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_contacts_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('support_contacts_user_idx').on(table.userUid),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    type: supportType('type').notNull(),
    contactUid: uuid('contact_uid')
      .notNull()
      .references(() => supportContacts.uid, { onDelete: 'cascade' }),
    /** docs/product.md#entities: "[Catégorie] Sujet", the category as a bracketed prefix (split out when read). */
    title: text('title').notNull(),
    status: ticketStatus('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last message or status change: inbox order and the inactivity period count from it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /**
     * When the writer proved the address: at once for a signed-in member, when the e-mailed link is
     * first used for an anonymous ticket. Until then the ticket never appears in an account's list.
     */
    provenAt: timestamp('proven_at', { withTimezone: true }),
    /**
     * When the staff answered last while the contact had not yet opened the ticket since: the
     * contact's lists mark it unread; the contact opening the ticket clears it
     * (docs/decisions/0036-members-own-tickets-and-unread-answers.md).
     */
    unreadReplyAt: timestamp('unread_reply_at', { withTimezone: true }),
    /** The staff member the ticket is assigned to (docs/product.md#shared-inbox); null: « Non attribués ». */
    assigneeUid: uuid('assignee_uid').references(() => users.uid, { onDelete: 'set null' }),
    /**
     * Bumped by every message (notes included) and status change: a staff reply or action names the
     * version it was written against, and a newer one answers 409 (docs/decisions/0050-shared-inbox.md).
     */
    version: integer('version').notNull().default(1),
    /** The first public staff answer: the first-response target counts until it (docs/decisions/0051-first-response-targets.md). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /**
     * When the contact was told the waiting ticket would close (docs/decisions/0056-close-warning.md):
     * later than last_activity_at means warned in the current waiting period.
     */
    closeWarnedAt: timestamp('close_warned_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(frenchDocument('title')),
  },
  (table) => [
    // The contact's list, newest first (keyset on created_at, uid).
    index('support_tickets_contact_idx').on(table.contactUid, table.type, table.createdAt, table.uid),
    // The staff inbox (by last activity) and the inactivity job (status + last activity).
    index('support_tickets_activity_idx').on(table.lastActivityAt, table.uid),
    index('support_tickets_status_idx').on(table.status, table.lastActivityAt),
    // The analysts' report counts the tickets opened in a period and before it (decision 0043).
    index('support_tickets_created_idx').on(table.createdAt),
    // « Les miens » / « Non attribués »: the inbox of one assignee (or none), by last activity.
    index('support_tickets_assignee_idx').on(table.assigneeUid, table.lastActivityAt, table.uid),
    // The overdue segment of the inbox: tickets still waiting for their first answer.
    index('support_tickets_unanswered_idx')
      .on(table.createdAt)
      .where(sql`${table.firstResponseAt} is null`),
    // fastupdate off: PGlite has no autovacuum to empty a GIN pending list, which every search would
    // then read whole (docs/decisions/0052-french-search-unaccent.md).
    index('support_tickets_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** Insertion order: the thread's order even when two messages share a millisecond. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    ticketUid: uuid('ticket_uid')
      .notNull()
      .references(() => supportTickets.uid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    content: text('content').notNull(),
    authorRole: messageAuthorRole('author_role').notNull(),
    /** The writing contact (author_role contact). */
    contactUid: uuid('contact_uid').references(() => supportContacts.uid, { onDelete: 'cascade' }),
    /** The writing staff member (author_role staff); kept null if the account goes. */
    staffUserUid: uuid('staff_user_uid').references(() => users.uid, { onDelete: 'set null' }),
    /** The name the contact saw at the time (profile name, or the team's name). */
    staffName: text('staff_name'),
    /** A staff-only note: never shown, counted or mailed to the contact (docs/product.md#shared-inbox). */
    internal: boolean('internal').notNull().default(false),
    /** The ticket's version once this message was written: what a 409 lists as changed since. */
    ticketVersion: integer('ticket_version').notNull().default(1),
    search: tsvector('search').generatedAlwaysAs(frenchDocument('content')),
  },
  (table) => [
    index('support_messages_ticket_idx').on(table.ticketUid, table.seq),
    index('support_messages_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);

/** Canned replies, kept per team (docs/product.md#shared-inbox): `contact` is the support team, `coaching` the coaches. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    team: supportType('team').notNull(),
    title: text('title').notNull(),
    /** May hold {prenom} and {lien_ticket}, filled on the server when the reply is sent. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('support_canned_replies_title_idx').on(table.team, sql`lower(${table.title})`)],
);

/**
 * Who has a ticket open in the console and who is typing (« X consulte ce ticket », « X écrit… »):
 * one row per ticket and staff member, refreshed by a heartbeat and read with a short TTL. In the
 * database so that every process sees it.
 */
export const supportPresence = pgTable(
  'support_presence',
  {
    ticketUid: uuid('ticket_uid')
      .notNull()
      .references(() => supportTickets.uid, { onDelete: 'cascade' }),
    userUid: uuid('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    typingAt: timestamp('typing_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.ticketUid, table.userUid] }), index('support_presence_seen_idx').on(table.seenAt)],
);

/**
 * A ticket's resolution and its rating (docs/decisions/0055-satisfaction-and-metrics.md): written
 * once, when staff first close the ticket; `score` (1–5) is set once by the e-mailed link, and an
 * optional comment after it. The coach the resolution counts for: the assignee, else who closed it.
 */
export const supportSatisfaction = pgTable(
  'support_satisfaction',
  {
    ticketUid: uuid('ticket_uid')
      .primaryKey()
      .references(() => supportTickets.uid, { onDelete: 'cascade' }),
    contactUid: uuid('contact_uid')
      .notNull()
      .references(() => supportContacts.uid, { onDelete: 'cascade' }),
    coachUid: uuid('coach_uid').references(() => users.uid, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull(),
    score: integer('score'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (table) => [
    index('support_satisfaction_resolved_idx').on(table.resolvedAt),
    check('support_satisfaction_score_range', sql`${table.score} between 1 and 5`),
  ],
);

/**
 * Follow-up link tokens: random (256 bits), scoped to one contact and one support type, usable
 * many times until expires_at (mail scanners open links before people do). Only the sha256 is kept.
 */
export const supportTokens = pgTable(
  'support_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    contactUid: uuid('contact_uid')
      .notNull()
      .references(() => supportContacts.uid, { onDelete: 'cascade' }),
    type: supportType('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('support_tokens_contact_idx').on(table.contactUid, table.createdAt),
    index('support_tokens_expiry_idx').on(table.expiresAt),
  ],
);

export type SupportContactRow = typeof supportContacts.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportTokenRow = typeof supportTokens.$inferSelect;
export type SupportCannedReplyRow = typeof supportCannedReplies.$inferSelect;
export type SupportSatisfactionRow = typeof supportSatisfaction.$inferSelect;
